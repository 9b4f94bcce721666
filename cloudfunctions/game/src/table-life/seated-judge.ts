// A judge who took over from a seat (a dead player, or a seat taken by a code) judges on only while
// that seat is out of the game: a living player must never see every card. An undo that would bring
// the seat back is refused; a new deal frees the seat for someone else to take.
import { GameError } from '../engine/core/errors';
import { dealNumber } from '../engine/core/match';
import { memberOf } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';

/** `after`, the judge's change to `before`, with the judge's own seat kept out of play. */
export function judgeStaysOut(before: TableRoom, after: TableRoom): TableRoom {
  const member = memberOf(after, after.judge);
  if (!member) return after;
  const { state } = after.match;
  if (state.winner !== null || !state.seats[member.seat - 1]?.alive) return after;
  if (dealNumber(after.match) === dealNumber(before.match)) {
    throw new GameError('ILLEGAL_MOVE', `不能再往前撤销：${member.seat} 号（你的座位）会回到场上，而法官不能是场上的玩家`);
  }
  const members = after.members.filter((m) => m.openid !== after.judge);
  return withLifeLine({ ...after, members }, `法官离开了 ${member.seat} 号座位，这一局这个座位等人坐下`);
}
