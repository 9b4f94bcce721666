/**
 * A deep copy of plain JSON state. Game state is JSON by construction (it is stored as a document),
 * and the cloud function's oldest runtime (Node 16.13) has no `structuredClone`.
 */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
