import type { SeatNo, StepActors, StepClose } from '../../../../../typings/api';
import type { GameState } from './state';

/** Who answers a step and when it closes (for 自动主持; in a judge room the judge answers for all). */
export interface Actors { actors: StepActors; close: StepClose }

/** Nobody answers: a decoy call, a dead role's step, a result only shown. Closes by time at night. */
export const NOBODY: Actors = { actors: { kind: 'nobody', seats: [] }, close: 'time' };

/** The judge alone moves on: a reading to the table (check-in, dawn, exile). */
export const HOST: Actors = { actors: { kind: 'host', seats: [] }, close: 'host' };

/** Seats holding `role` and alive answer (a team answers together), or nobody when none lives. */
export function holdersAnswer(state: GameState, role: string, close: StepClose = 'answer'): Actors {
  const seats = state.seats.filter((s) => s.alive && s.role === role).map((s) => s.seat);
  return seats.length > 0 ? { actors: { kind: 'seats', seats }, close } : NOBODY;
}

/** One seat answers (a dead hunter's shot, the badge). */
export function seatAnswers(seat: SeatNo): Actors {
  return { actors: { kind: 'seats', seats: [seat] }, close: 'answer' };
}

/** Seats speak in turn; the step closes when the last one passes. */
export function speakers(seats: SeatNo[]): Actors {
  return { actors: { kind: 'speaker', seats }, close: 'speakerPass' };
}

/** Every voter casts a ballot; the step closes when all have. */
export function voting(voters: SeatNo[]): Actors {
  return { actors: { kind: 'voters', seats: voters }, close: 'allVoters' };
}
