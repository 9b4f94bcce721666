import type { SeatNo } from '../../../../../typings/api';
import { addLog } from '../core/seats';
import { book } from './book';
import { classAt, isMixedCouple, rulesOf, wolfAt } from './table';
import type { WerewolfState } from './state';

/**
 * The winner now, with the priority lovers > wolves > good (docs/rules.md §B.10):
 * - a living wolf–human couple wins when only they (lastTwo), or they and one other (lastThreeDay)
 *   are left; while such a couple lives, nobody else can win;
 * - wolves: 屠边 (side) every villager dead or every god dead, 屠城 (city) every non-wolf dead;
 * - good: every werewolf dead.
 * A group counts only if it was dealt to a seat: no villager in play means "all villagers dead" never
 * holds. A thief who kept his card plays as a villager.
 */
export function findWinner(state: WerewolfState): { camp: string; text: string } | null {
  const rules = rulesOf(state);
  const living = state.seats.filter((s) => s.alive);
  const lovers = state.x.lovers;
  if (lovers && isMixedCouple(state) && lovers.every((s) => state.seats[s - 1].alive)) {
    const others = living.length - 2;
    if (others <= (rules['lovers.win'] === 'lastTwo' ? 0 : 1)) {
      return { camp: 'lovers', text: `人狼恋情侣（${lovers.join('、')} 号）获胜！` };
    }
    return null;
  }
  const villager = (seat: SeatNo) => classAt(state, seat) === 'villager';
  const isGod = (seat: SeatNo) => classAt(state, seat) === 'god';
  // A card may keep counting a seat that is out of play (a flipped idiot who left, until the next vote).
  const standing = (seat: SeatNo) => state.seats[seat - 1].alive || book().role(state.seats[seat - 1].role).countsAlive?.(state, seat) === true;
  const allDead = (pred: (seat: SeatNo) => boolean) => {
    const group = state.seats.filter((s) => pred(s.seat));
    return group.length > 0 && group.every((s) => !standing(s.seat));
  };
  if (rules['win.wolves'] === 'side') {
    if (allDead(villager)) return { camp: 'wolf', text: '村民全部出局，狼人获胜（屠边）！' };
    if (allDead(isGod)) return { camp: 'wolf', text: '神职全部出局，狼人获胜（屠边）！' };
  } else if (allDead((seat) => !wolfAt(state, seat))) {
    return { camp: 'wolf', text: '好人全部出局，狼人获胜（屠城）！' };
  }
  if (living.every((s) => !wolfAt(state, s.seat))) return { camp: 'good', text: '狼人全部出局，好人获胜！' };
  return null;
}

/** The camps a seat can play for, by id: a wolf–human couple plays for itself. */
export const WEREWOLF_CAMPS: Record<string, string> = { good: '好人阵营', wolf: '狼人阵营', lovers: '情侣阵营', third: '第三方阵营' };

/**
 * The camp a seat plays for: its card's, but a lover of a wolf–human couple plays for the lovers
 * (docs/rules.md §B.10), a card that turned wolf for the wolves, and a card that follows another seat
 * (the slacker) for that seat's camp (docs/rules.md §D.4).
 */
export function campOf(state: WerewolfState, seat: SeatNo): string {
  if (isMixedCouple(state) && state.x.lovers?.includes(seat)) return 'lovers';
  const role = book().role(state.seats[seat - 1].role);
  const follows = role.playsFor?.(state, seat, (other) => campOf(state, other));
  if (follows !== undefined) return follows;
  return wolfAt(state, seat) ? 'wolf' : role.camp;
}

/**
 * Ends the game at once when someone has won; says whether it has. `announced` is how the judge tells
 * the table what just happened, read before the result.
 */
export function checkWin(draft: WerewolfState, announced: string[]): boolean {
  if (draft.winner) return true;
  const winner = findWinner(draft);
  if (!winner) return false;
  draft.winner = { ...winner, say: [...announced, winner.text] };
  addLog(draft, winner.text);
  return true;
}
