// 离场: a player leaves mid-game with no substitute and the judge marks the seat. What the three
// games share: the refusals, the line the table hears, and a step's seat lists without the leaver.
import type { SeatNo } from '../../../../../typings/api';
import { GameError, illegalMove } from './errors';
import type { GameState } from './state';

/** A seat may leave while the game goes on and it is still in play. */
export function checkLeaver(state: GameState, seat: SeatNo): void {
  if (state.winner || !state.step) throw new GameError('GAME_OVER', '本局游戏已经结束');
  if (!state.seats[seat - 1]?.alive) throw illegalMove(`${seat} 号已经出局`);
}

/** What the table is told: "3 号玩家离场"; `player` is how the game names the seat ("3 号玩家（狼人）" where cards are shown). */
export function leftLine(player: string): string {
  return `${player}离场。`;
}

/** The judge's log line (and the review's): the seat and, for the judge's eyes, its card. */
export function leftLogLine(seat: SeatNo, card: string): string {
  return `${seat} 号玩家离场（${card}）`;
}

/** A step's seat list (candidates, the tied on a PK) without the seats that left (a leaver, a lover who followed). */
export function withoutAll(seats: readonly SeatNo[], gone: readonly SeatNo[]): SeatNo[] {
  return seats.filter((s) => !gone.includes(s));
}

/** The same without one seat. */
export const without = (seats: readonly SeatNo[], seat: SeatNo): SeatNo[] => withoutAll(seats, [seat]);
