// Whoever has judged a deal has seen every card of it: a seat of theirs stays out of that deal. A
// judge who took over from a seat (a dead player, or a seat taken by a code) judges on only while that
// seat is out of the game, and one who handed the room on again plays no more of it either: an undo
// that would bring such a seat back is refused; a new deal frees the judge's own seat for someone else.
import type { SeatNo } from '../../../../typings/api';
import { GameError } from '../engine/core/errors';
import { dealNumber } from '../engine/core/match';
import { memberOf } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';

/** `after`, the judge's change to `before`, with the seats of those who judged this deal kept out of play. */
export function judgeStaysOut(before: TableRoom, after: TableRoom): TableRoom {
  const newDeal = dealNumber(after.match) !== dealNumber(before.match);
  if (!newDeal) checkNoJudgeBack(after);
  const member = memberOf(after, after.judge);
  if (!member || after.match.state.winner !== null || !after.match.state.seats[member.seat - 1]?.alive) return after;
  const members = after.members.filter((m) => m.openid !== after.judge);
  return withLifeLine({ ...after, members }, `法官离开了 ${member.seat} 号座位，这一局这个座位等人坐下`);
}

/** Refuses a room in which a seat held by someone who judged this deal is back in the game. */
function checkNoJudgeBack(room: TableRoom): void {
  const { state } = room.match;
  if (state.winner !== null) return;
  const alive = (seat: SeatNo | undefined) => seat !== undefined && state.seats[seat - 1]?.alive === true;
  const own = memberOf(room, room.judge)?.seat;
  if (alive(own)) throw new GameError('ILLEGAL_MOVE', `不能再往前撤销：${own} 号（你的座位）会回到场上，而法官不能是场上的玩家`);
  const deal = dealNumber(room.match);
  const former = (room.formerHosts ?? []).filter((f) => f.sawDeal === deal).map((f) => memberOf(room, f.openid)?.seat).find(alive);
  if (former !== undefined) {
    throw new GameError('ILLEGAL_MOVE', `不能再往前撤销：${former} 号当过这一局的法官，看过每个人的身份，不能再回到场上`);
  }
}
