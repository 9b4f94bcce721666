import fc from 'fast-check';
import { cloneJson } from '../../cloudfunctions/game/src/engine/core/clone';

// A deal's state is copied before every act; the copy must be exactly what the store would give back.
describe('cloneJson', () => {
  it('gives what a JSON round trip gives, for any JSON value and for undefined fields', () => {
    fc.assert(fc.property(fc.anything({ withNullPrototype: false, withMap: false, withSet: false, withBigInt: false, withTypedArray: false, withDate: false, withSparseArray: false, withBoxedValues: false }), (value) => {
      if (value === undefined) return;
      expect(cloneJson(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    }));
  });

  it('keeps a `__proto__` key as a plain field, as JSON.parse does', () => {
    const value = JSON.parse('{"__proto__": [], "a": {"__proto__": {"x": 1}}}');
    const copy = cloneJson(value);
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
  });

  it('shares nothing with the original: changing the copy leaves the state as it was', () => {
    const state = { seats: [{ seat: 1, tags: ['sheriff'] }], x: { roles: { bear: { roared: false } } }, gone: undefined };
    const copy = cloneJson(state);
    copy.seats[0].tags.push('lover');
    copy.x.roles.bear.roared = true;
    expect(state).toEqual({ seats: [{ seat: 1, tags: ['sheriff'] }], x: { roles: { bear: { roared: false } } }, gone: undefined });
    expect('gone' in copy).toBe(false);
  });
});
