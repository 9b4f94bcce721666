// 自动主持: what each seat was told on its own phone (a check's result, its teammates, tonight's
// victim) stays with the seat once the step has closed, so that a phone that comes back, or a
// substitute's phone that takes the seat, reads again everything the seat knew.
import type { LogEntry, SeatNo, Step } from '../../../typings/api';
import { answeringSeats } from './engine/core/collect';
import type { AutoState, Room, SeatNote } from './engine/core/room';
import { lastingFacts } from './prompt-info';

/** The auto state with what step `step`'s prompts told each of its seats, each fact kept once. */
export function withNotesOf(room: Room, step: Step, auto: AutoState): AutoState {
  const { round, phase } = room.match.state;
  const kept = auto.notes ?? [];
  const known = new Set(kept.map((n) => `${n.seat}:${n.text}`));
  const told: SeatNote[] = answeringSeats(step, auto.collection).flatMap((seat) =>
    lastingFacts(room, step, seat)
      .filter((text) => !known.has(`${seat}:${text}`))
      .map((text) => ({ seat, round, phase, text })));
  return told.length === 0 ? auto : { ...auto, notes: [...kept, ...told] };
}

/** What `seat` has been told in this deal, oldest first. */
export function notesOf(room: Room, seat: SeatNo): LogEntry[] {
  return (room.auto?.notes ?? []).filter((n) => n.seat === seat).map(({ round, phase, text }) => ({ round, phase, text }));
}
