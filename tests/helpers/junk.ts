import fc from 'fast-check';
import { ERROR_CODES } from '../../typings/api';
import { ACTION_NAMES } from '../../cloudfunctions/game/src/params';

/** Keys an attacker likes, mixed with the API's own parameter names. */
const keyArb = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'seats', 'choice', 'ballots', 'explode', '1', '0', '-1', 'action', 'roomNo'),
  fc.string({ maxLength: 12 }),
);

/** Any JSON-like value: wrong types, huge strings, deep objects, odd numbers, prototype keys. */
export const junkArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', '0', '123456', '012345'),
    fc.integer({ min: -100, max: 100 }),
    fc.double({ noNaN: true }),
    fc.string({ maxLength: 40 }),
    fc.string({ minLength: 2000, maxLength: 5000 }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(keyArb, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A request body: a real or junk action, real values where given, junk in any other parameter. */
export function bodyArb(real: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const param = (name: string) => (name in real ? fc.oneof(fc.constant(real[name]), junkArb) : junkArb);
  return fc.record({
    action: fc.oneof(fc.constantFrom(...ACTION_NAMES), junkArb),
    game: fc.oneof(fc.constantFrom('killer', 'werewolf', 'undercover'), junkArb),
    players: param('players'),
    preset: param('preset'),
    roles: param('roles'),
    rules: param('rules'),
    words: param('words'),
    roomNo: param('roomNo'),
    stepId: param('stepId'),
    seat: param('seat'),
    nickname: param('nickname'),
    input: param('input'),
  }, { requiredKeys: ['action'] });
}

/** Checks an answer has the documented shape: `{ ok: true, data }` or `{ ok: false, error: { code, message } }`. */
export function expectWellFormed(answer: unknown): void {
  const a = answer as { ok?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
  if (a.ok === true) {
    expect(a.data).toBeDefined();
    return;
  }
  expect(a.ok).toBe(false);
  expect(ERROR_CODES).toContain(a.error?.code);
  expect(a.error?.code).not.toBe('INTERNAL');
  expect(typeof a.error?.message).toBe('string');
  expect(String(a.error?.message)).toMatch(/[\u4e00-\u9fff]/);
}
