import fc from 'fast-check';
import { applyEdits, coversJson, diffJson } from '../../cloudfunctions/game/src/engine/core/json-diff';

// The diffs undo keeps: applied to the newer value they give the older one back exactly, without
// changing what they are applied to, and the lists of a game state cost one splice.

const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
/** A value and a variant of it: some keys changed, lists grown or cut, as one input changes a state. */
const pair = fc.tuple(json, json).chain(([a, b]) => fc.constantFrom([a, b], [{ k: a, same: [1, 2, 3] }, { k: b, same: [1, 2, 3] }], [[a, 1, 2], [0, a, 1, 2]], [[a, b], [a, b, b]]));

test('the diff from one JSON value to another, applied to the first, gives the second and leaves the first as it was', () => {
  fc.assert(fc.property(pair, ([from, to]) => {
    const before = JSON.stringify(from);
    const restored = applyEdits(from, diffJson(from, to));
    expect(JSON.stringify(from)).toBe(before);
    expect(restored).toEqual(to);
    // As the store keeps it: through a JSON round trip.
    expect(applyEdits(from, JSON.parse(JSON.stringify(diffJson(from, to))))).toEqual(to);
  }), { numRuns: 500 });
});

test('a list grown at the end or used up from the front is taken back by one splice', () => {
  const log = Array.from({ length: 40 }, (_, i) => ({ round: 1, text: `line ${i}` }));
  expect(diffJson({ log: [...log, { round: 2, text: 'new' }] }, { log })).toEqual([{ at: ['log'], splice: [40, 1] }]);
  const agenda = [{ key: 'day.speech' }, { key: 'day.vote' }];
  expect(diffJson({ agenda: agenda.slice(1) }, { agenda })).toEqual([{ at: ['agenda'], splice: [0, 0, { key: 'day.speech' }] }]);
});

test('a key set to undefined counts as absent, as in the stored JSON', () => {
  expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
  expect(applyEdits({ a: 1, b: 2 }, diffJson({ a: 1, b: 2 }, { a: 1, b: undefined }))).toEqual({ a: 1 });
});

test('a state covers another when it holds all of it, facts recorded since allowed', () => {
  expect(coversJson({ seats: [1, 2], events: [] }, { seats: [1, 2] })).toBe(true);
  expect(coversJson({ seats: [1, 2] }, { seats: [1, 2], events: [] })).toBe(false);
  expect(coversJson({ log: ['a', 'b'] }, { log: ['a'] })).toBe(false);
  expect(coversJson({ log: [{ text: 'a', phase: 'night' }] }, { log: [{ text: 'a', phase: 'day' }] })).toBe(false);
});
