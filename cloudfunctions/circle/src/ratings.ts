// The 圈子 rating: Weng-Lin (openskill's Plackett–Luce model), one rating per game kind, the camps
// of a game as its teams. Guests play as fresh, unrated players every game.
import type * as OpenSkill from 'openskill' with { 'resolution-mode': 'import' };

// openskill types itself as an ES module only; its CommonJS build (what `require` loads) is the same API.
const { ordinal, rate, rating } = require('openskill') as typeof OpenSkill;
import type { CircleGame } from './model';

export interface Skill { mu: number; sigma: number }

export { PROVISIONAL_GAMES } from './model';

/** The shown rating: the ordinal (mu − 3σ), 2 decimals; a new player's is 0, and one that rounds to nothing is 0, never -0. */
export const shownRating = (skill: Skill | undefined): number => Math.round(ordinal(skill ?? rating()) * 100) / 100 || 0;

/**
 * Each member's skill after `game`, given their skill before (undefined: new). The winning camp
 * ranks first and every other camp shares second place; a game nobody won is a draw.
 */
export function rateGame(game: CircleGame, before: (memberId: string) => Skill | undefined): Map<string, Skill> {
  const camps = [...new Set(game.seats.map((s) => s.camp))];
  if (camps.length < 2) {
    // Nobody to win or lose against: nothing to learn.
    return new Map(game.seats.flatMap((s) => (s.memberId !== undefined ? [[s.memberId, before(s.memberId) ?? rating()] as const] : [])));
  }
  const teams = camps.map((camp) => game.seats.filter((s) => s.camp === camp));
  const rated = rate(
    teams.map((seats) => seats.map((s) => (s.memberId !== undefined ? before(s.memberId) : undefined) ?? rating())),
    { rank: teams.map((seats) => (seats.some((s) => s.won) ? 1 : 2)) },
  );
  const after = new Map<string, Skill>();
  teams.forEach((seats, t) => seats.forEach((s, i) => {
    if (s.memberId !== undefined) after.set(s.memberId, { mu: rated[t][i].mu, sigma: rated[t][i].sigma });
  }));
  return after;
}
