// 观战: any phone that holds no seat may watch a room — the public table and its live signal, never
// a card, a prompt or a vote. A room has at most 50 watchers; watching again counts once. A judge or
// host phone that was replaced watches even in a full room: it becomes a watcher, as it was told.
import type { Watcher } from '../../../../typings/api';
import { GameError } from '../engine/core/errors';
import { memberOf } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';
import type { WatcherRecord } from './state';

export const MAX_SPECTATORS = 50;

export function watcherOf(room: TableRoom, openid: string): WatcherRecord | undefined {
  return room.watchers?.find((w) => w.openid === openid);
}

/** The room with `openid` among its watchers (with the nickname it gave, if any). */
export function watched(room: TableRoom, openid: string, nickname?: string): TableRoom {
  const seat = memberOf(room, openid)?.seat;
  if (seat !== undefined) throw new GameError('ILLEGAL_MOVE', `你已经坐在 ${seat} 号，不需要观战`);
  if (openid === room.judge) throw new GameError('ILLEGAL_MOVE', room.host === 'auto' ? '你是主持手机，不需要观战' : '你是法官，不需要观战');
  const watchers = room.watchers ?? [];
  const existing = watcherOf(room, openid);
  if (existing) {
    if (nickname === undefined || nickname === existing.nickname) return room;
    return { ...room, watchers: watchers.map((w) => (w === existing ? { ...w, nickname } : w)) };
  }
  const replaced = room.formerHosts?.some((f) => f.openid === openid) === true;
  if (watchers.length >= MAX_SPECTATORS && !replaced) throw new GameError('TOO_MANY_SPECTATORS', `观战人数已满（最多 ${MAX_SPECTATORS} 人）`);
  const seq = (room.watcherSeq ?? 0) + 1;
  const watcher: WatcherRecord = { id: `w${seq}`, openid, ...(nickname !== undefined && { nickname }) };
  return { ...room, watchers: [...watchers, watcher], watcherSeq: seq };
}

/**
 * The room without `openid` among its watchers (it took a seat, or became the judge); a rescue vote
 * that would have made it judge closes.
 */
export function unwatched(room: TableRoom, openid: string): TableRoom {
  if (!watcherOf(room, openid)) return room;
  return closedIfWatcherGone({ ...room, watchers: room.watchers!.filter((w) => w.openid !== openid) });
}

/** The room without a rescue vote whose watcher is no longer watching (closed with a public line); else as it is. */
export function closedIfWatcherGone(room: TableRoom): TableRoom {
  const to = room.rescue?.to;
  if (typeof to !== 'string' || to === 'auto' || room.watchers?.some((w) => w.id === to)) return room;
  const { rescue: _, ...rest } = room;
  return withLifeLine(rest, '接管投票取消：观战者已经离开');
}

/** The watchers as the judge or host sees them: ids and nicknames, no openid. */
export function watcherList(room: TableRoom): Watcher[] {
  return (room.watchers ?? []).map((w) => ({ id: w.id, ...(w.nickname !== undefined && { nickname: w.nickname }) }));
}

export function spectatorCount(room: TableRoom): number {
  return room.watchers?.length ?? 0;
}

/** The watcher a watcher id names, or BAD_REQUEST. */
export function watcherById(room: TableRoom, id: string): WatcherRecord {
  const watcher = room.watchers?.find((w) => w.id === id);
  if (!watcher) throw new GameError('BAD_REQUEST', '没有这位观战者（可能已经离开）');
  return watcher;
}
