// 自动主持: the log the whole table may read while the game goes on — what the narrator told it:
// deaths once announced, votes (hands are public), the sheriff's election and badge. Built from the
// deal's events, never from the judge's log (which names checks and potions).
import type { LogEntry } from '../../../../../typings/api';
import { eventsOf } from './events';
import type { GameModule } from './module';
import type { GameState } from './state';

export function publicLog(module: GameModule, state: GameState): LogEntry[] {
  const unannounced = new Set(state.winner ? [] : module.unannouncedDeaths?.(state) ?? []);
  const revealed = state.config.rules['reveal.onDeath'] === true;
  return eventsOf(state).flatMap(({ round, phase, ...event }): LogEntry[] => {
    switch (event.kind) {
      case 'death': {
        if (unannounced.has(event.seat)) return [];
        // The cause stays untold (a poison or a shot would name a role); the card only where the rules show it.
        const card = module.card(state, event.seat);
        const shown = revealed && 'roleName' in card ? `（${card.roleName}）` : '';
        return [{ round, phase, text: `${event.seat} 号玩家${shown}出局` }];
      }
      case 'vote': case 'election': case 'badge':
        return [{ round, phase, text: event.text }];
      default:
        return [];
    }
  });
}
