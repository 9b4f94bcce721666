// Large page data as several setData calls, so that no one payload is large.

/** A setData payload's size on the wire (UTF-8 bytes of its JSON). */
function bytesOf(value: unknown): number {
  let bytes = 0;
  for (const ch of JSON.stringify(value)) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The most a part of a parted payload holds. */
const PART_BYTES = 8 * 1024;

/**
 * `model` as setData payloads for the data key `key`: one when it is small; otherwise the model with
 * its list `list` empty first, then the list's items by path (`review.phases[3]`), each part within
 * PART_BYTES.
 */
export function partedPayloads<T extends object>(key: string, model: T, list: keyof T & string): Record<string, unknown>[] {
  if (bytesOf(model) <= PART_BYTES) return [{ [key]: model }];
  const payloads: Record<string, unknown>[] = [{ [key]: { ...model, [list]: [] } }];
  let part: Record<string, unknown> = {};
  let size = 0;
  (model[list] as unknown as unknown[]).forEach((item, i) => {
    const bytes = bytesOf(item);
    if (size > 0 && size + bytes > PART_BYTES) {
      payloads.push(part);
      part = {};
      size = 0;
    }
    part[`${key}.${list}[${i}]`] = item;
    size += bytes;
  });
  if (size > 0) payloads.push(part);
  return payloads;
}
