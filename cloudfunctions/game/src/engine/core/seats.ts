import type { RoleId, SeatNo } from '../../../../../typings/api';
import type { GameState, SeatState } from './state';

export function livingSeats(state: GameState): SeatNo[] {
  return state.seats.filter((s) => s.alive).map((s) => s.seat);
}

/** The dead seats but those in `untold` (deaths the table has not heard of yet). */
export function toldDeadSeats(state: GameState, untold: readonly SeatNo[]): SeatNo[] {
  return state.seats.filter((s) => !s.alive && !untold.includes(s.seat)).map((s) => s.seat);
}

export function seatsWithRole(state: GameState, role: RoleId, living = true): SeatNo[] {
  return state.seats.filter((s) => s.role === role && (!living || s.alive)).map((s) => s.seat);
}

export function seatState(state: GameState, seat: SeatNo): SeatState {
  return state.seats[seat - 1];
}

export function addTag(state: GameState, seat: SeatNo, tag: string): void {
  const tags = seatState(state, seat).tags;
  if (!tags.includes(tag)) tags.push(tag);
}

export function removeTag(state: GameState, seat: SeatNo, tag: string): void {
  const s = seatState(state, seat);
  s.tags = s.tags.filter((t) => t !== tag);
}

/**
 * Living seats in speaking order, going round the table once from `start` (included if alive).
 * `direction` −1 walks to the right (seat s−1), +1 to the left (seat s+1).
 */
export function roundFrom(state: GameState, start: SeatNo, direction: 1 | -1): SeatNo[] {
  const n = state.seats.length;
  const order: SeatNo[] = [];
  for (let i = 0; i < n; i++) {
    const seat = ((start - 1 + direction * i + n * n) % n) + 1;
    if (state.seats[seat - 1].alive) order.push(seat);
  }
  return order;
}

/** Seats as the judge reads them: "3、5 号". */
export function seatList(seats: readonly SeatNo[]): string {
  return seats.length === 0 ? '无' : `${seats.join('、')} 号`;
}

export function addLog(state: GameState, text: string): void {
  state.log.push({ round: state.round, phase: state.phase, text });
}
