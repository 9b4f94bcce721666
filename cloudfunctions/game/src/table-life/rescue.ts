// 接管: when the judge's phone has made no call for `rescue.afterSeconds` (an auto room's host phone:
// none while a step waited on it), a seated player asks the table to replace it. The first rescue opens a vote
// on every seated phone, the rescuer's call counting as a yes; more than half of the joined seats
// saying yes decides it: a dead player or a watcher judges from then on, or the room goes on in
// 自动主持 with the rescuer's phone as the host. Any call of the judge or host closes the vote: it
// was not gone.
import type { RescueVote, SeatNo } from '../../../../typings/api';
import { tableRules } from '../engine/core/auto-options';
import { GameError } from '../engine/core/errors';
import { isAuto } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';
import { checkMayJudge, passedTo } from './pass-room';
import { closedIfWatcherGone, watcherById } from './spectators';
import type { RescueRecord } from './state';

/** A judge's reads are noted at most this often (a read that writes costs a write), and four times within the rescue's wait. */
const SEEN_EVERY_MS = 30_000;

const rescueAfterMs = (room: TableRoom) => tableRules(room.match.state.config.rules)['rescue.afterSeconds'] * 1000;

const hostWord = (room: TableRoom) => (isAuto(room) ? '主持手机' : '法官');

/** The room as it stands after a call by `caller`: the judge or host seen now, any rescue vote closed. */
export function seenBy(room: TableRoom, caller: string, now: number): TableRoom {
  if (caller !== room.judge) return room;
  const noteEvery = Math.min(SEEN_EVERY_MS, rescueAfterMs(room) / 4);
  if (!room.rescue && room.judgeSeenAt !== undefined && now - room.judgeSeenAt < noteEvery) return room;
  const { rescue, ...rest } = room;
  const seen: TableRoom = { ...rest, judgeSeenAt: now };
  return rescue ? withLifeLine(seen, `${hostWord(room)}回来了，接管投票取消`) : seen;
}

/**
 * The room with a rescue vote opened (or joined) by `seat`; NOT_YET while the judge or host is still
 * around. `hostAwaitedSince`: since when the open step has waited on the host, null while it waits on
 * the players (an auto room's host phone, listening to the room's signal, calls only when a step
 * waits on it or at a timer, so it is missed only then).
 */
export function rescueOpened(stored: TableRoom, seat: SeatNo, to: unknown, now: number, hostAwaitedSince: number | null): TableRoom {
  const room = closedIfWatcherGone(stored);
  if (room.rescue) {
    // Joining the open vote is a yes to it; asking for another outcome is not counted as one.
    if (to !== undefined && to !== null && rescueTarget(room, seat, to) !== room.rescue.to) {
      throw new GameError('ILLEGAL_MOVE', `已经有一个接管投票：${question(room, room.rescue)}请先对它表态`);
    }
    return decided(votedOn(room, seat, true), now);
  }
  // What the vote would decide is checked first: a bad request is refused as such, whenever it comes.
  const target = rescueTarget(room, seat, to);
  const afterMs = rescueAfterMs(room);
  if (isAuto(room) && hostAwaitedSince === null) {
    throw new GameError('NOT_YET', `现在等的是玩家，主持手机没有要做的事：轮到它而它 ${afterMs / 1000} 秒没有动静时，才能发起接管`);
  }
  const calledAt = room.judgeSeenAt ?? room.createdAt;
  const seenAt = isAuto(room) ? Math.max(calledAt, hostAwaitedSince ?? calledAt) : calledAt;
  const wait = afterMs - (now - seenAt);
  if (wait > 0) {
    throw new GameError('NOT_YET', `${hostWord(room)} ${Math.floor((now - seenAt) / 1000)} 秒前还在操作，${Math.ceil(wait / 1000)} 秒后才能发起接管`);
  }
  const rescue: RescueRecord = { to: target, openedBy: seat, yes: [seat], no: [] };
  return decided(withLifeLine({ ...room, rescue }, `${seat} 号发起接管投票：${question(room, rescue)}`), now);
}

/** The room with `seat`'s answer to the open vote (an answer may change). */
export function rescueAnswered(stored: TableRoom, seat: SeatNo, yes: boolean, now: number): TableRoom {
  const room = closedIfWatcherGone(stored);
  // A vote that just closed is the answer: the phone sees it gone, with the reason in the log.
  if (room !== stored) return room;
  if (!room.rescue) throw new GameError('ILLEGAL_MOVE', '现在没有接管投票');
  return decided(votedOn(room, seat, yes), now);
}

function votedOn(room: TableRoom, seat: SeatNo, yes: boolean): TableRoom {
  const { rescue } = room;
  const others = (seats: SeatNo[]) => seats.filter((s) => s !== seat);
  return {
    ...room,
    rescue: { ...rescue!, yes: yes ? [...others(rescue!.yes), seat] : others(rescue!.yes), no: yes ? others(rescue!.no) : [...others(rescue!.no), seat] },
  };
}

/** Yes votes that decide: more than half of the joined seats. */
const needed = (room: TableRoom) => Math.floor(room.members.length / 2) + 1;

/** The room once the vote has its majority (taken over), or can no longer get it (closed); else as it is. */
function decided(room: TableRoom, now: number): TableRoom {
  const rescue = room.rescue!;
  if (rescue.yes.length >= needed(room)) return takenOver(room, rescue, now);
  if (room.members.length - rescue.no.length >= needed(room)) return room;
  const { rescue: _, ...rest } = room;
  return withLifeLine(rest, '接管投票没有通过');
}

function takenOver(room: TableRoom, rescue: RescueRecord, now: number): TableRoom {
  const seatPhone = (seat: SeatNo) => room.members.find((m) => m.seat === seat)!.openid;
  const gone = `${hostWord(room)}掉线`;
  if (rescue.to === 'auto') return passedTo(room, seatPhone(rescue.openedBy), `${gone}，已由 ${rescue.openedBy} 号的手机接管，改为自动主持`, now, true);
  if (typeof rescue.to === 'number') return passedTo(room, seatPhone(rescue.to), `${gone}，已由 ${rescue.to} 号接管`, now);
  const watcher = watcherById(room, rescue.to);
  return passedTo(room, watcher.openid, `${gone}，已由观战者${watcher.nickname ? `「${watcher.nickname}」` : ''}接管`, now);
}

/**
 * What a yes would decide, checked: a judge room may go to 自动主持 (the default), a dead seat or a
 * watcher; an auto room's host may go to any seat (the rescuer's by default) or a watcher.
 */
function rescueTarget(room: TableRoom, rescuer: SeatNo, to: unknown): RescueRecord['to'] {
  const auto = isAuto(room);
  if (to === undefined || to === null || to === 'auto') return auto ? rescuer : 'auto';
  if (typeof to === 'string') return watcherById(room, to).id;
  if (typeof to !== 'number' || !Number.isInteger(to)) throw new GameError('BAD_REQUEST', '接管的须为自动主持、一个座位或一位观战者');
  if (!room.members.some((m) => m.seat === to)) throw new GameError('BAD_REQUEST', `${to} 号座位没有玩家`);
  if (!auto) checkMayJudge(room, to);
  return to;
}

function question(room: TableRoom, rescue: RescueRecord): string {
  const gone = `${hostWord(room)}掉线了`;
  if (rescue.to === 'auto') return `${gone}，改成自动主持？（由 ${rescue.openedBy} 号的手机主持）`;
  if (typeof rescue.to === 'number') return `${gone}，由 ${rescue.to} 号接管？`;
  const nickname = room.watchers?.find((w) => w.id === rescue.to)?.nickname;
  return `${gone}，由观战者${nickname ? `「${nickname}」` : ''}接管？`;
}

/** The open vote as every phone sees it. */
export function rescueView(room: TableRoom): RescueVote | undefined {
  const { rescue } = room;
  if (!rescue) return undefined;
  return { to: rescue.to, question: question(room, rescue), openedBy: rescue.openedBy, yes: rescue.yes, no: rescue.no, needed: needed(room) };
}
