import type { RoleId } from '../../../../../typings/api';
import type { Rng } from './rng';
import { shuffle } from './rng';
import type { GameConfig, SeatState } from './state';

/**
 * Shuffles the deck of `config.roles` and binds the first `players` cards to seats 1..N;
 * what is left (the thief's two cards) lies in the centre.
 */
export function dealRoles(config: GameConfig, rng: Rng): { seats: SeatState[]; center: RoleId[] } {
  const deck: RoleId[] = [];
  for (const [role, count] of Object.entries(config.roles)) {
    for (let i = 0; i < (count ?? 0); i++) deck.push(role as RoleId);
  }
  const cards = shuffle(rng, deck);
  const seats = cards.slice(0, config.players).map((role, i) => ({ seat: i + 1, role, alive: true, tags: [] }));
  return { seats, center: cards.slice(config.players) };
}
