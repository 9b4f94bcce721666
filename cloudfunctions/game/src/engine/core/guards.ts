/** Runtime checks for values that arrive from outside as parsed JSON. */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

export function isSeatNumber(value: unknown, players: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= players;
}
