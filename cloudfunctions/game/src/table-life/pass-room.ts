// A room's judge (or an auto room's host phone) changes hands mid-game: the new phone takes over
// everything the old one held (the step, the log, the undo history live in the room, not on a phone);
// the old one watches from then on (unless it holds a seat) and reads who took over when it comes back.
import { GameError } from '../engine/core/errors';
import { memberOf } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';
import { unwatched, watched, watcherOf } from './spectators';

/** Who a phone is to the table: its seat, or the watcher's nickname. */
export function phoneName(room: TableRoom, openid: string): string {
  const seat = memberOf(room, openid)?.seat;
  if (seat !== undefined) return `${seat} 号`;
  const nickname = watcherOf(room, openid)?.nickname;
  return nickname ? `观战者「${nickname}」` : '一位观战者';
}

/**
 * The room run by `openid` from `now` on, with the public line `line`; `toAuto` switches the room
 * to 自动主持 (a judge room rescued without a judge). The old judge or host becomes a watcher (a
 * seated one simply stays in its seat). The new one counts as just seen: its silence is timed from here.
 */
export function passedTo(room: TableRoom, openid: string, line: string, now: number, toAuto = false): TableRoom {
  const old = room.judge;
  const nickname = memberOf(room, openid)?.nickname ?? watcherOf(room, openid)?.nickname;
  // The vote (if any) ends with this hand-over, not as one whose watcher left.
  const { judgeNickname: _, rescue: __, ...rest } = room;
  const handed: TableRoom = {
    ...unwatched(rest, openid),
    judge: openid,
    judgeSeenAt: now,
    ...(nickname !== undefined && { judgeNickname: nickname }),
    ...(toAuto && { host: 'auto' as const }),
    formerHosts: [...(room.formerHosts ?? []).filter((f) => f.openid !== old && f.openid !== openid), { openid: old, text: line }],
  };
  const withOld = memberOf(handed, old) ? handed : watchedSafely(handed, old);
  return withLifeLine(withOld, line);
}

/** The old judge among the watchers; a full room of watchers simply does not list it. */
function watchedSafely(room: TableRoom, openid: string): TableRoom {
  try {
    return watched(room, openid);
  } catch (error) {
    if (error instanceof GameError && error.code === 'TOO_MANY_SPECTATORS') return room;
    throw error;
  }
}

/** What a replaced judge or host reads when it calls as one: who took over, and that it may watch (or plays on in its seat). */
export function notTheHostAnymore(room: TableRoom, openid: string): GameError | undefined {
  const former = room.formerHosts?.find((f) => f.openid === openid);
  if (!former || room.judge === openid) return undefined;
  const seat = memberOf(room, openid)?.seat;
  return new GameError('NOT_JUDGE', `${former.text}，${seat === undefined ? '你现在是观战者' : `你仍是 ${seat} 号玩家`}`);
}
