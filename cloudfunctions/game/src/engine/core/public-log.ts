// 自动主持: the log the whole table may read while the game goes on — what the narrator told it:
// deaths once announced, votes (hands are public), the sheriff's election and badge. Built from the
// deal's events, never from the judge's log (which names checks and potions).
import type { LogEntry } from '../../../../../typings/api';
import { eventsOf } from './events';
import type { GameModule } from './module';
import { shownCard } from './shown-card';
import type { GameState } from './state';

/** A line of the public log, with `at`: how many of the deal's events had happened once it was. */
export type PublicLine = LogEntry & { at: number };

/** A line as it is built; a night's death keeps its seat so the dawn's deaths can be put in seat order. */
type Line = PublicLine & { nightDeath?: number };

export function publicLog(module: GameModule, state: GameState): PublicLine[] {
  const unannounced = new Set(state.winner ? [] : module.unannouncedDeaths?.(state) ?? []);
  const lines = eventsOf(state).flatMap(({ round, phase, ...event }, index): Line[] => {
    const at = index + 1;
    switch (event.kind) {
      case 'death': {
        if (unannounced.has(event.seat)) return [];
        // The cause stays untold (a poison or a shot would name a role); the card only where the rules show it.
        const card = shownCard(module, state, event.seat);
        const shown = card === undefined ? '' : `（${card.roleName}）`;
        // A seat that left was told at once, not with the dawn's deaths.
        if (event.causes.includes('left')) return [{ round, phase, at, text: `${event.seat} 号玩家${shown}离场` }];
        return [{ round, phase, at, text: `${event.seat} 号玩家${shown}出局`, ...(phase === 'night' && { nightDeath: event.seat }) }];
      }
      case 'vote': case 'election': case 'badge':
        return [{ round, phase, at, text: event.text }];
      default:
        return [];
    }
  });
  return inSeatOrderAtDawn(lines);
}

/**
 * Each night's deaths in seat order, as dawn announces them: the order they were settled in (the
 * knife before the poison) would tell who killed whom.
 */
function inSeatOrderAtDawn(lines: readonly Line[]): PublicLine[] {
  const out: Line[] = [];
  for (const line of lines) {
    let at = out.length;
    const after = (other: Line) => other.nightDeath !== undefined && other.round === line.round && other.nightDeath > line.nightDeath!;
    if (line.nightDeath !== undefined) while (at > 0 && after(out[at - 1])) at--;
    out.splice(at, 0, line);
  }
  return out.map(({ nightDeath: _seat, ...entry }) => entry);
}
