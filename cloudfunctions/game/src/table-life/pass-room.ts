// A room's judge (or an auto room's host phone) changes hands mid-game: the new phone takes over
// everything the old one held (the step, the log, the undo history live in the room, not on a phone);
// the old one watches from then on (unless it holds a seat) and reads who took over when it comes back.
import type { SeatNo } from '../../../../typings/api';
import { switchedToAuto } from '../engine/core/auto-options';
import { GameError } from '../engine/core/errors';
import { dealNumber, type Match } from '../engine/core/match';
import { isAuto, memberOf } from '../engine/core/room';
import { toldDead } from '../engine/core/signal';
import type { GameConfig } from '../engine/core/state';
import { gameModule } from '../engine/registry';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';
import { unwatched, watched, watcherOf } from './spectators';

/** Where a room was handed, as its log line goes on: 交给了 3 号, 交给了观战者「老王」. */
export function handedTo(room: TableRoom, openid: string): string {
  const seat = memberOf(room, openid)?.seat;
  if (seat !== undefined) return `交给了 ${seat} 号`;
  const nickname = watcherOf(room, openid)?.nickname;
  return nickname ? `交给了观战者「${nickname}」` : '交给了一位观战者';
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
    ...(toAuto && { host: 'auto' as const, match: underAutoRules(room.match) }),
    formerHosts: [
      ...(room.formerHosts ?? []).filter((f) => f.openid !== old && f.openid !== openid),
      { openid: old, text: line, ...(!isAuto(room) && { sawDeal: dealNumber(room.match) }) },
    ],
  };
  const withOld = memberOf(handed, old) ? handed : watched(handed, old);
  return withLifeLine(withOld, line);
}

/**
 * The deal, and the deals after it, under a 自动主持 room's rules from the current step on: votes
 * are cast on the phones, skills are asked in the host's timed window. Undo keeps them: it restores
 * only what each input changed.
 */
function underAutoRules(match: Match): Match {
  const auto = (config: GameConfig): GameConfig => ({ ...config, rules: switchedToAuto(config.rules) });
  return { ...match, initial: { ...match.initial, config: auto(match.initial.config) }, state: { ...match.state, config: auto(match.state.config) } };
}

/**
 * Mid-game a room goes only to a seat the table has been told is out (a living player would see
 * every card, and a death not yet announced must not show in who runs the room).
 */
export function checkMayJudge(room: TableRoom, seat: SeatNo): void {
  if (room.match.state.winner !== null) return;
  if (toldDead(gameModule(room.match.state.game), room).includes(seat)) return;
  throw new GameError('ILLEGAL_MOVE', '游戏进行中，法官只能交给出局的玩家或观战者');
}

/**
 * A judge replaced mid-deal has seen every card of it: he takes no seat (a free one or by a code)
 * until the deal has ended, as a living player may not judge.
 */
export function checkMaySit(room: TableRoom, openid: string): void {
  const former = room.formerHosts?.find((f) => f.openid === openid);
  if (former?.sawDeal !== dealNumber(room.match) || room.match.state.winner !== null || memberOf(room, openid)) return;
  throw new GameError('ILLEGAL_MOVE', '你当过这一局的法官，看过每个人的身份：这一局不能入座，下一局可以');
}

/** What a replaced judge or host reads when it calls as one: who took over, and that it may watch (or plays on in its seat). */
export function notTheHostAnymore(room: TableRoom, openid: string): GameError | undefined {
  const former = room.formerHosts?.find((f) => f.openid === openid);
  if (!former || room.judge === openid) return undefined;
  const seat = memberOf(room, openid)?.seat;
  return new GameError('NOT_JUDGE', `${former.text}，${seat === undefined ? '你现在是观战者' : `你仍是 ${seat} 号玩家`}`);
}
