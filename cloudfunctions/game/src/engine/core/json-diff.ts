import { cloneJson } from './clone';

/**
 * Small diffs of JSON values, kept so that undo restores a stored state instead of replaying the
 * deal. Game states change a little per input, and their lists grow at the end (the log, the events)
 * or are used up from the front (the day's agenda), so a diff is a few edits, and a list's items
 * added or taken are one splice.
 */

/** Where an edit applies: object keys and array indexes, from the root. */
export type JsonPath = (string | number)[];

/**
 * Set the value at `at` to `to`; splice the array at `at` (`[start, count removed, ...items put
 * there]`); or remove the key at `at`.
 */
export type Edit = { at: JsonPath; to: unknown } | { at: JsonPath; splice: [number, number, ...unknown[]] } | { at: JsonPath };

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The edits that turn `from` into `to` (both plain JSON; an undefined key counts as absent). */
export function diffJson(from: unknown, to: unknown): Edit[] {
  const edits: Edit[] = [];
  collect(from, to, [], edits);
  return edits;
}

/**
 * Adds to `edits` what turns `from` into `to` at `at`. `at` is the walk's one path, grown and cut as
 * it goes (a state is walked whole each input: no path is copied until an edit keeps it).
 */
function collect(from: unknown, to: unknown, at: JsonPath, edits: Edit[]): void {
  if (from === to) return;
  const start = edits.length;
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(to)) {
      if (to[key] === undefined) continue;
      at.push(key);
      collect(from[key], to[key], at, edits);
      at.pop();
    }
    for (const key of Object.keys(from)) if (from[key] !== undefined && to[key] === undefined) edits.push({ at: [...at, key] });
  } else if (Array.isArray(from) && Array.isArray(to)) {
    collectList(from, to, at, edits);
  } else {
    edits.push({ at: [...at], to });
    return;
  }
  // A list whose items moved (a queue that shifted) diffs item by item into more than the list itself.
  const inner = edits.length - start;
  if (inner > 1 && !longerThan(to, JSON.stringify(edits.slice(start)).length)) edits.splice(start, inner, { at: [...at], to });
}

/**
 * A list past the items it starts and ends with unchanged: the items in between edited pairwise, and
 * those beyond the pairs spliced out or in.
 */
function collectList(from: unknown[], to: unknown[], at: JsonPath, edits: Edit[]): void {
  let head = 0;
  while (head < from.length && head < to.length && sameJson(from[head], to[head])) head++;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && sameJson(from[from.length - 1 - tail], to[to.length - 1 - tail])) tail++;
  const fromEnd = from.length - tail;
  const toEnd = to.length - tail;
  const paired = Math.min(fromEnd, toEnd) - head;
  for (let i = head; i < head + paired; i++) {
    at.push(i);
    collect(from[i], to[i], at, edits);
    at.pop();
  }
  const start = head + paired;
  if (fromEnd > start || toEnd > start) edits.push({ at: [...at], splice: [start, fromEnd - start, ...to.slice(start, toEnd)] });
}

/** Whether two JSON values are the same (an undefined key counts as absent). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  let keys = 0;
  for (const key of Object.keys(a)) {
    if (a[key] === undefined) continue;
    if (!sameJson(a[key], b[key])) return false;
    keys++;
  }
  for (const key of Object.keys(b)) if (b[key] !== undefined) keys--;
  return keys === 0;
}

/** Whether `value` written as JSON is longer than `limit` characters; stops counting once it is. */
function longerThan(value: unknown, limit: number): boolean {
  let left = limit;
  const count = (item: unknown): void => {
    if (Array.isArray(item)) {
      left -= 2;
      for (let i = 0; i < item.length && left >= 0; i++) count(item[i]);
    } else if (isObject(item)) {
      left -= 2;
      for (const key of Object.keys(item)) {
        if (left < 0) return;
        if (item[key] !== undefined) {
          left -= key.length + 4;
          count(item[key]);
        }
      }
    } else {
      left -= (JSON.stringify(item) ?? '').length + 1;
    }
  };
  count(value);
  return left < 0;
}

/** `value` with `edits` applied, in order; `value` itself is not changed. */
export function applyEdits<T>(value: T, edits: readonly Edit[]): T {
  const root: JsonObject = { value: cloneJson(value) };
  for (const edit of edits) {
    const path = ['value', ...edit.at];
    const key = path[path.length - 1];
    const parent = path.slice(0, -1).reduce<JsonObject>((node, step) => node[step] as JsonObject, root);
    if ('splice' in edit) {
      const [start, removed, ...items] = edit.splice;
      (parent[key] as unknown[]).splice(start, removed, ...cloneJson(items));
    } else if ('to' in edit) parent[key] = cloneJson(edit.to);
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
