// 换法官: once a game has ended the judge hands the room to a seated player. That player judges the
// next deal, which is dealt at once (same deck and rules, a fresh shuffle); the old judge takes the
// freed seat, with the nickname his phone sends or the one he had when he last played here.
import type { SeatNo } from '../../../typings/api';
import { GameError } from './engine/core/errors';
import { redeal } from './engine/core/match';
import type { Rng } from './engine/core/rng';
import type { WordOdds } from './engine/words/learn';
import { gameModule } from './engine/registry';
import type { TableRoom } from './standings';

export function handOver(room: TableRoom, seat: SeatNo, nickname: string | undefined, rng: Rng, odds?: WordOdds): TableRoom {
  if (room.match.state.winner === null) throw new GameError('ILLEGAL_MOVE', '本局还没有结束，结束后才能换法官');
  const players = room.match.state.config.players;
  if (seat > players) throw new GameError('BAD_REQUEST', `座位号须为 1–${players} 的整数`);
  const next = room.members.find((m) => m.seat === seat);
  if (!next) throw new GameError('ILLEGAL_MOVE', `${seat} 号座位还没有玩家，不能把法官交给他`);
  const oldJudgeName = nickname ?? room.judgeNickname;
  const members = room.members.map((m) => (m === next
    ? { openid: room.judge, seat, ...(oldJudgeName !== undefined && { nickname: oldJudgeName }) }
    : m));
  const { judgeNickname: _, ...rest } = room;
  return {
    ...rest,
    judge: next.openid,
    ...(next.nickname !== undefined && { judgeNickname: next.nickname }),
    members,
    match: redeal(gameModule(room.match.state.game), room.match, rng, odds),
  };
}
