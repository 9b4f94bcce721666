import type { SeatNo } from '../../../../../typings/api';
import { roleName } from './config';
import type { GameModule } from './module';
import type { GameState } from './state';

/**
 * The card a dead seat showed the table, where the rules show cards of the dead (死亡亮身份,
 * 出局亮身份): its name (a 白板's, never a word); undefined where they stay hidden.
 */
export function shownCard(module: GameModule, state: GameState, seat: SeatNo): string | undefined {
  if (state.config.rules[module.revealRule ?? 'reveal.onDeath'] !== true || module.hidesDeadCard?.(state, seat)) return undefined;
  const card = module.card(state, seat);
  return 'roleName' in card && card.roleName !== undefined ? card.roleName : roleName(module, state.seats[seat - 1].role);
}
