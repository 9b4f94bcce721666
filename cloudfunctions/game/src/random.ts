import { randomBytes, randomInt } from 'node:crypto';
import type { Rng } from './engine/core/rng';

/** Production randomness for deals and room numbers. */
export const cryptoRng: Rng = { int: (n) => randomInt(n) };

export function newRequestId(): string {
  return randomBytes(6).toString('hex');
}
