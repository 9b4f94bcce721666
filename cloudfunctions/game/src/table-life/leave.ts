// 离场: the judge or host marks a seat whose player left with no substitute. The engine kills it
// (no skill, no last words) or puts it out; in an auto room the open step keeps every other answer
// and, in a round of speeches, the turn stays with whoever was speaking or due next.
import type { SeatNo, Step } from '../../../../typings/api';
import { openStep } from '../auto-clock';
import type { Answer, Collection } from '../engine/core/collect';
import { GameError } from '../engine/core/errors';
import { leaveSeat } from '../engine/core/match';
import { publicLog } from '../engine/core/public-log';
import { isAuto, shownStepId, type AutoState } from '../engine/core/room';
import { gameModule } from '../engine/registry';
import { holdTurn, resumeAt, resumedAt } from '../speech-resume';
import { faceMoved } from '../host-news';
import { publicStep } from '../table-view';
import type { TableRoom } from '../standings';

export function left(room: TableRoom, seat: SeatNo): TableRoom {
  const module = gameModule(room.match.state.game);
  // The host knows what the table knows: until the night's news is read, whether a seat is still in
  // the game is not for its phone to learn (every seat is refused alike).
  if (isAuto(room) && module.newsPending?.(room.match.state)) throw new GameError('ILLEGAL_MOVE', '昨夜的情况公布以后才能标记离场');
  const before = openStep(room);
  const next: TableRoom = { ...room, match: leaveSeat(module, room.match, seat) };
  if (!room.auto) return next;
  const after = openStep(next);
  const auto = isAuto(room) ? followed(room.auto, seat) : room.auto;
  const moved = before && after && before.key !== after.key
    ? { ...next, auto: holdTurn(auto, before) }
    : { ...next, auto: { ...auto, collection: carried(auto.collection, before, after, seat) } };
  const told = announced(room, moved);
  // What the host phone had not read of the step it leaves (closed, the game ended, or re-described)
  // stays as news, read before the leave, as when any step moves on.
  return isAuto(room) ? faceMoved(room, told) : told;
}

/** Whether an answer picked `seat`. */
function names(answer: Answer, seat: SeatNo): boolean {
  const { seats } = answer.input;
  return Array.isArray(seats) && seats.includes(seat);
}

/** A seat that left has no skill, as the whole table knows: no neutral 「技能」 window follows its death. */
function followed(auto: AutoState, seat: SeatNo): AutoState {
  return auto.toldDead ? { ...auto, toldDead: [...auto.toldDead, seat] } : auto;
}

/**
 * An auto room's leave said aloud: the public lines it added (the seat, a lover who followed it, a
 * torn badge) open the step the table sees next, under an id of its own so that the host phone reads
 * them (the answers already given stay with it). The same step re-described keeps the lines it said
 * before the leave as heard, so they are not read again: the host phone was given them, or, when it
 * was not, they stay as news, read before the leave as they came before it. A step that opens by
 * telling the leave itself (a lover's death calling for a skill, as the judge reads it) says it there
 * only.
 */
function announced(before: TableRoom, room: TableRoom): TableRoom {
  const module = gameModule(room.match.state.game);
  const opening = openStep(room)?.news ?? [];
  const added = publicLog(module, room.match.state).slice(publicLog(module, before.match.state).length).map((line) => `${line.text}。`);
  const lines = added.some((line) => opening.includes(line)) ? [] : added;
  if (!isAuto(room) || !room.auto || lines.length === 0 || !openStep(room)) return room;
  const auto = shownStepId(room) > shownStepId(before) ? room.auto : { ...room.auto, windows: (room.auto.windows ?? 0) + 1 };
  const sameStep = openStep(before)?.key === openStep(room)?.key;
  const heard = sameStep ? publicStep(before)?.say : undefined;
  return { ...room, auto: { ...auto, announce: { stepId: shownStepId({ ...room, auto }), lines, ...(heard && { heard }) } } };
}

/**
 * The open step's answers after a leave: the leaver's answer goes, and so does a ballot for him (its
 * voter is asked again, as the seat is no candidate any more); a round of speeches that goes on
 * (re-described without the leaver) keeps its place at the speaker who was on or due next. One that
 * waits behind the steps a lover's heartbreak calls for is held there, to resume the same way.
 */
function carried(collection: Collection, before: Step | null, after: Step | null, seat: SeatNo): Collection {
  if (!before || !after) return collection;
  const answers = Object.fromEntries(Object.entries(collection.answers).filter(([voter, answer]) => Number(voter) !== seat && !names(answer, seat)));
  const kept = { ...collection, stepId: after.id, answers };
  if (before.actors?.kind !== 'speaker' || after.actors?.kind !== 'speaker') return kept;
  const at = resumeAt(before.actors.seats.slice(collection.speaker), after.actors.seats);
  // Re-described (the leave is news): the turn it goes on with says the step's lines again.
  return after.id === before.id ? { ...kept, speaker: at } : resumedAt(kept, at);
}
