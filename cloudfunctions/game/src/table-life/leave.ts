// 离场: the judge or host marks a seat whose player left with no substitute. The engine kills it
// (no skill, no last words) or puts it out; in an auto room the open step keeps every other answer
// and, in a round of speeches, the turn stays with whoever was speaking or due next.
import type { SeatNo, Step } from '../../../../typings/api';
import { openStep } from '../auto-clock';
import type { Collection } from '../engine/core/collect';
import { leaveSeat } from '../engine/core/match';
import { gameModule } from '../engine/registry';
import type { TableRoom } from '../standings';

export function left(room: TableRoom, seat: SeatNo): TableRoom {
  const before = openStep(room);
  const next: TableRoom = { ...room, match: leaveSeat(gameModule(room.match.state.game), room.match, seat) };
  if (!room.auto) return next;
  return { ...next, auto: { ...room.auto, collection: carried(room.auto.collection, before, openStep(next), seat) } };
}

/**
 * The open step's answers after a leave: the leaver's answer goes; a round of speeches that goes on
 * (re-described without the leaver) keeps its place at the speaker who was on or due next.
 */
function carried(collection: Collection, before: Step | null, after: Step | null, seat: SeatNo): Collection {
  if (!before || !after || before.key !== after.key) return collection;
  const { [seat]: _, ...answers } = collection.answers;
  const kept = { ...collection, stepId: after.id, answers };
  if (before.actors?.kind !== 'speaker' || after.actors?.kind !== 'speaker') return kept;
  const due = before.actors.seats.slice(collection.speaker).filter((s) => s !== seat);
  const speaker = due.length === 0 ? after.actors.seats.length : after.actors.seats.indexOf(due[0]);
  return { ...kept, speaker: speaker < 0 ? collection.speaker : speaker };
}
