import type { SeatNo } from '../../../../../typings/api';
import type { GameModule } from './module';
import type { GameState } from './state';

/** The seats whose camp won the deal (each module knows its camps); none while the game goes on. */
export function winningSeats(module: GameModule, state: GameState): SeatNo[] {
  const winner = state.winner;
  if (!winner) return [];
  return state.seats.filter((s) => module.campOf(state, s.seat) === winner.camp).map((s) => s.seat);
}
