import type { SeatNo } from '../../../../../typings/api';
import { roleName } from './config';
import type { GameModule } from './module';
import { isBadRole } from './names';
import type { GameState } from './state';

/** A card as the table saw it turned over: its name, and whether the camp printed on it plays against the table. */
export interface ShownCard { roleName: string; bad: boolean }

/**
 * The card a dead seat showed the table, where the rules show cards of the dead (死亡亮身份,
 * 出局亮身份): its name (a 白板's, never a word); undefined where they stay hidden.
 */
export function shownCard(module: GameModule, state: GameState, seat: SeatNo): ShownCard | undefined {
  if (state.config.rules[module.revealRule ?? 'reveal.onDeath'] !== true || module.hidesDeadCard?.(state, seat)) return undefined;
  const card = module.card(state, seat);
  const { role } = state.seats[seat - 1];
  return {
    roleName: 'roleName' in card && card.roleName !== undefined ? card.roleName : roleName(module, role),
    bad: isBadRole(module, role),
  };
}
