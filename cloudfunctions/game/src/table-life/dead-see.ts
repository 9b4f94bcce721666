// 出局后可见 (`deadSee`): with `all`, a player the table knows is dead sees every card and the judge's
// log, as in online rooms, once the day has nothing more of him (last words, a shot, the badge):
// until then he still speaks or acts among the living. With `public` (the default) only what a
// watcher sees. Either way the dead get no prompt and no vote afterwards, so they cannot pass what
// they see to the living through the app.
import type { MyCardResult, SeatNo } from '../../../../typings/api';
import { tableRules } from '../engine/core/auto-options';
import { toldDead } from '../engine/core/signal';
import { judgeView } from '../engine/core/views';
import { gameModule } from '../engine/registry';
import type { TableRoom } from '../standings';

export function withDeadSight(answer: MyCardResult, room: TableRoom, seat: SeatNo): MyCardResult {
  const { state } = room.match;
  if (state.winner !== null || tableRules(state.config.rules).deadSee !== 'all') return answer;
  const module = gameModule(state.game);
  if (!toldDead(module, room).includes(seat) || module.deadStillDue?.(state, seat)) return answer;
  const { seats, log } = judgeView(module, room);
  return { ...answer, deadSee: { seats, log } };
}
