import type { SeatNo, StepClose } from '../../../../../typings/api';
import type { Actors } from './roles/role';
import type { WerewolfState } from './state';

/** Nobody answers: a decoy call, a dead role's step, a lone reading. Closes by time at night. */
export const NOBODY: Actors = { actors: { kind: 'nobody', seats: [] }, close: 'time' };

/** The judge alone answers (a tally or a reading only he can make). */
export const HOST: Actors = { actors: { kind: 'host', seats: [] }, close: 'host' };

/** The living holders of `role` answer, or nobody when none lives. */
export function holdersAnswer(state: WerewolfState, role: string, close: StepClose = 'answer'): Actors {
  const seats = state.seats.filter((s) => s.alive && s.role === role).map((s) => s.seat);
  return seats.length > 0 ? { actors: { kind: 'seats', seats }, close } : NOBODY;
}

/** The given seat answers (a dead hunter's shot, the badge). */
export function seatAnswers(seat: SeatNo): Actors {
  return { actors: { kind: 'seats', seats: [seat] }, close: 'answer' };
}
