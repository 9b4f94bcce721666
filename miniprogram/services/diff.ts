// setData payloads that carry only what changed.

/**
 * The smallest setData payload that turns `current` into `next`: unchanged keys are left out, and a
 * list of the same length is updated item by item (`seats[3]`), so a poll that sees one more player
 * join sends one seat.
 */
export function changes(current: object, next: object): Record<string, unknown> {
  const was = new Map<string, unknown>(Object.entries(current));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = was.get(key);
    if (Array.isArray(value) && Array.isArray(before) && value.length === before.length) {
      value.forEach((item, i) => {
        if (JSON.stringify(item) !== JSON.stringify(before[i])) out[`${key}[${i}]`] = item;
      });
    } else if (JSON.stringify(value) !== JSON.stringify(before)) {
      out[key] = value;
    }
  }
  return out;
}
