import { cloneJson } from './clone';

/**
 * Small diffs of JSON values, kept so that undo restores a stored state instead of replaying the
 * deal. Game states change a little per input and grow their lists (the log, the events) only at
 * the end, so a diff is a few edits and a grown list is taken back by a cut.
 */

/** Where an edit applies: object keys and array indexes, from the root. */
export type JsonPath = (string | number)[];

/** Set the value at `at` to `to`; keep the first `cut` items of the array at `at`; or remove the key at `at`. */
export type Edit = { at: JsonPath; to: unknown } | { at: JsonPath; cut: number } | { at: JsonPath };

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The edits that turn `from` into `to` (both plain JSON; an undefined key counts as absent). */
export function diffJson(from: unknown, to: unknown): Edit[] {
  const edits: Edit[] = [];
  collect(from, to, [], edits);
  return edits;
}

function collect(from: unknown, to: unknown, at: JsonPath, edits: Edit[]): void {
  if (from === to) return;
  const inner: Edit[] = [];
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(to)) if (to[key] !== undefined) collect(from[key], to[key], [...at, key], inner);
    for (const key of Object.keys(from)) if (from[key] !== undefined && to[key] === undefined) inner.push({ at: [...at, key] });
  } else if (Array.isArray(from) && Array.isArray(to)) {
    const common = Math.min(from.length, to.length);
    for (let i = 0; i < common; i++) collect(from[i], to[i], [...at, i], inner);
    if (from.length > to.length) inner.push({ at, cut: to.length });
    for (let i = common; i < to.length; i++) inner.push({ at: [...at, i], to: to[i] });
  } else {
    edits.push({ at, to });
    return;
  }
  if (inner.length === 0) return;
  // A list whose items moved (a queue that shifted) diffs item by item into more than the list itself.
  const whole: Edit = { at, to };
  edits.push(...(inner.length > 1 && JSON.stringify(inner).length > JSON.stringify(whole).length ? [whole] : inner));
}

/** `value` with `edits` applied, in order; `value` itself is not changed. */
export function applyEdits<T>(value: T, edits: readonly Edit[]): T {
  const root: JsonObject = { value: cloneJson(value) };
  for (const edit of edits) {
    const path = ['value', ...edit.at];
    const key = path[path.length - 1];
    const parent = path.slice(0, -1).reduce<JsonObject>((node, step) => node[step] as JsonObject, root);
    if ('cut' in edit) (parent[key] as unknown[]).length = edit.cut;
    else if ('to' in edit) parent[key] = cloneJson(edit.to);
    else delete parent[key];
  }
  return root.value as T;
}

/**
 * Whether `whole` holds everything `part` does: the same primitives, lists of the same length item
 * by item, and every key of `part` (keys `whole` has beyond it allowed, e.g. facts recorded since).
 */
export function coversJson(whole: unknown, part: unknown): boolean {
  if (isObject(whole) && isObject(part)) {
    return Object.keys(part).every((key) => part[key] === undefined || coversJson(whole[key], part[key]));
  }
  if (Array.isArray(whole) && Array.isArray(part)) {
    return whole.length === part.length && part.every((item, i) => coversJson(whole[i], item));
  }
  return whole === part;
}
