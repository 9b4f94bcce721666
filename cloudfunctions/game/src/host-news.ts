// 自动主持: nothing public is dropped. A step may close before the host phone has shown it (the phone
// was away, or players' answers closed several steps in one call): its public lines stay on the
// table as news until a step the host did see closes, so the host reads them when it is back.
import type { PublicStep } from '../../../typings/api';
import { isAuto, type Room, type UntoldStep } from './engine/core/room';
import { publicStep } from './table-view';

/** More steps than any night or day has: news older than these is dropped. */
const MAX_UNTOLD = 40;

/**
 * The room after the table moved from `before`'s step to `after`'s (another step, or the same step
 * saying something else: the next speaker), keeping what the host may not have said.
 */
export function faceMoved<R extends Room>(before: R, after: R): R {
  const auto = after.auto;
  const left = publicStep(before);
  const next = publicStep(after);
  if (!auto || !before.auto || !left || (next && faceKey(next) === faceKey(left))) return after;
  // A step the host saw closing: the host has said its lines, and with them the news it carried.
  const seen = before.auto.hostSaw === faceKey(left);
  // Lines a leave's re-description marks as heard were read before it.
  const unread = left.say.filter((line) => !left.heard?.includes(line));
  const kept = seen ? [] : [...before.auto.untold ?? [], ...(unread.length > 0 ? [{ id: left.id, lines: unread }] : [])];
  return { ...after, auto: withUntold(auto, kept.slice(-MAX_UNTOLD)) };
}

/** The room once the host phone has been given (or has acted on) its open step. */
export function shownToHost<R extends Room>(room: R): R {
  const face = publicStep(room);
  const key = face ? faceKey(face) : undefined;
  if (!room.auto || key === undefined || room.auto.hostSaw === key) return room;
  return { ...room, auto: { ...room.auto, hostSaw: key } };
}

/**
 * `before` as a phone's day action (a 自爆, a duel) that led to `after` leaves it: a step the host
 * reads and then moves on by itself (the dawn) is said only once the host moves it on, so when the
 * action cuts it short its lines stay as news, read before what the action says. A step read again
 * after the action (an exile) keeps its lines there.
 */
export function cutShort<R extends Room>(before: R, after: R): R {
  const face = publicStep(before);
  if (!before.auto?.hostSaw || face?.waitsOn !== 'host' || publicStep(after)?.key === face.key) return before;
  const { hostSaw: _, ...auto } = before.auto;
  return { ...before, auto };
}

/** What tells one face of the table from another: the step and what it says. */
function faceKey(face: PublicStep): string {
  return JSON.stringify([face.id, face.say]);
}

/** The room as written for `caller`'s call: the host phone's answer shows it the open step. */
export function shownToCaller<R extends Room>(room: R, caller: string | undefined): R {
  return caller !== undefined && caller === room.judge && isAuto(room) ? shownToHost(room) : room;
}

function withUntold(auto: NonNullable<Room['auto']>, untold: UntoldStep[]): NonNullable<Room['auto']> {
  if (untold.length === 0 && !auto.untold) return auto;
  const { untold: _, ...rest } = auto;
  return untold.length > 0 ? { ...rest, untold } : rest;
}
