import type { RoomSignal, SeatNo } from '../../../../../typings/api';
import { dealNumber } from './match';
import { toldDeadSeats } from './seats';
import type { GameModule } from './module';
import { isAuto, shownStepId, type Room } from './room';

/** The one step id a judge room's night shows to the table. */
export const JUDGE_NIGHT_STEP_ID = 0;

/** A judge room at night: the table sees one 「夜晚」, never the judge's steps through it. */
export function judgesNight(room: Room): boolean {
  return room.match.state.phase === 'night' && !isAuto(room);
}

/** What anyone at the table may know of a room: the signal without its version and expiry. */
export type PublicState = Omit<RoomSignal, 'v' | 'expiresAt'>;

/**
 * The seats the table has been told are dead: a death counts once the judge has announced it (the
 * night's dead of a board whose election comes first stay alive to every phone until dawn is read).
 */
export function toldDead(module: GameModule, room: Room): SeatNo[] {
  const { state } = room.match;
  return toldDeadSeats(state, state.winner !== null ? [] : module.unannouncedDeaths?.(state) ?? []);
}

/**
 * The room's public state: what anyone at the table may know. A judge room's night is one step to the
 * table (its step id 0, as its table view shows it, to its end), so no phone can time the judge's taps.
 */
export function publicState(module: GameModule, room: Room): PublicState {
  const { state } = room.match;
  const ended = state.winner !== null;
  return {
    deal: dealNumber(room.match),
    stepId: judgesNight(room) ? JUDGE_NIGHT_STEP_ID : shownStepId(room),
    round: state.round,
    phase: state.phase,
    status: ended ? 'ended' : 'playing',
    dead: toldDead(module, room),
    joined: room.members.length,
  };
}

/** The room's public version; a room stored before versions were kept is on its first. */
export function publicVersion(room: Room): number {
  return room.v ?? 1;
}

function samePublicState(a: PublicState, b: PublicState): boolean {
  return a.deal === b.deal && a.stepId === b.stepId && a.round === b.round && a.phase === b.phase
    && a.status === b.status && a.joined === b.joined && a.dead.join() === b.dead.join();
}

/**
 * `next` (the room after a change of `prev`) with its public version: one past `prev`'s when
 * anything the table may see changed (or `faceMoved`: what the table shows of the step or of the people
 * around it changed, the next speaker, who has voted, a name), the same otherwise (a private fact).
 */
export function withPublicVersion(module: GameModule, prev: Room, next: Room, faceMoved = false): Room {
  const moved = faceMoved || !samePublicState(publicState(module, prev), publicState(module, next));
  return { ...next, v: publicVersion(prev) + (moved ? 1 : 0) };
}

/**
 * The room's public signal; the room expires `ttlMs` after its last change. The expiry shown counts
 * from the last change the table saw, so a tap only the judge sees (at night) moves nothing in it;
 * once that time has passed with the room still open, the true one is shown.
 */
export function roomSignal(module: GameModule, room: Room, ttlMs: number, now: number): RoomSignal {
  const seen = (room.publicAt ?? room.updatedAt) + ttlMs;
  return { v: publicVersion(room), ...publicState(module, room), expiresAt: seen > now ? seen : room.updatedAt + ttlMs };
}
