// 换法官. Once a game has ended the judge hands the room to a seated player, who judges the next deal
// (dealt at once: same deck and rules, a fresh shuffle) while the old judge takes the freed seat (or
// keeps the one he holds), with the nickname his phone sends or the one he had when he last played
// here. Mid-game the room goes to a dead player or a watcher (a living player would see every card)
// and the deal goes on, step, log and undo as they were. An auto room's host phone may go to any
// phone at any time: nothing is hidden from a host.
import type { SeatNo } from '../../../typings/api';
import { GameError } from './engine/core/errors';
import { redeal } from './engine/core/match';
import type { Rng } from './engine/core/rng';
import { isAuto, memberOf, type Member } from './engine/core/room';
import type { WordSupply } from './engine/words/supply';
import { gameModule } from './engine/registry';
import type { TableRoom } from './standings';
import { checkMayJudge, handedTo, passedTo } from './table-life/pass-room';
import { watcherById } from './table-life/spectators';

export interface HandOverTarget { seat?: SeatNo; spectator?: string; role?: 'judge' | 'host' }

export function handOver(room: TableRoom, target: HandOverTarget, nickname: string | undefined, now: number, rng: Rng, words?: WordSupply): TableRoom {
  const auto = isAuto(room);
  if (target.role === 'host' && !auto) throw new GameError('BAD_REQUEST', '法官主持的房间没有主持手机：请交给一位法官');
  if (target.role === 'judge' && auto) throw new GameError('BAD_REQUEST', '自动主持的房间没有法官：可以把主持手机交给别人（role: host）');
  const openid = targetPhone(room, target);
  const to = handedTo(room, openid);
  if (auto) return passedTo(room, openid, `主持手机${to}`, now);
  if (target.spectator !== undefined) return passedTo(room, openid, `法官${to}`, now);
  if (room.match.state.winner !== null) return betweenGames(room, target.seat!, nickname, rng, words);
  checkMayJudge(room, target.seat!);
  return passedTo(room, openid, `法官${to}`, now);
}

/** The openid of the seat or watcher the room goes to; BAD_REQUEST / ILLEGAL_MOVE when there is none. */
function targetPhone(room: TableRoom, { seat, spectator }: HandOverTarget): string {
  if ((seat === undefined) === (spectator === undefined)) throw new GameError('BAD_REQUEST', '请选择接任的座位号或一位观战者（二选一）');
  if (spectator !== undefined) return watcherById(room, spectator).openid;
  const players = room.match.state.config.players;
  if (seat! > players) throw new GameError('BAD_REQUEST', `座位号须为 1–${players} 的整数`);
  const member = room.members.find((m) => m.seat === seat);
  if (!member) throw new GameError('ILLEGAL_MOVE', `${seat} 号座位还没有玩家，不能把房间交给他`);
  if (member.openid === room.judge) throw new GameError('ILLEGAL_MOVE', isAuto(room) ? '你已经是主持手机了' : '你已经是法官了');
  return member.openid;
}

function betweenGames(room: TableRoom, seat: SeatNo, nickname: string | undefined, rng: Rng, words?: WordSupply): TableRoom {
  const next = room.members.find((m) => m.seat === seat)!;
  const { judgeNickname: _, ...rest } = room;
  return {
    ...rest,
    judge: next.openid,
    ...(next.nickname !== undefined && { judgeNickname: next.nickname }),
    members: membersAfterSwap(room, next, nickname),
    match: redeal(gameModule(room.match.state.game), room.match, rng, words),
  };
}

/**
 * The seats once `next` judges: the old judge takes his seat, with the nickname his phone sends or
 * the one he judged under. A judge who already holds a seat (he took the room from a dead player)
 * keeps his own, and the new judge's seat is left free: a phone never holds two seats.
 */
function membersAfterSwap(room: TableRoom, next: Member, nickname: string | undefined): Member[] {
  const held = memberOf(room, room.judge);
  if (held) {
    return room.members.filter((m) => m !== next).map((m) => (m === held && nickname !== undefined ? { ...m, nickname } : m));
  }
  const oldJudgeName = nickname ?? room.judgeNickname;
  return room.members.map((m) => (m === next ? { openid: room.judge, seat: next.seat, ...(oldJudgeName !== undefined && { nickname: oldJudgeName }) } : m));
}
