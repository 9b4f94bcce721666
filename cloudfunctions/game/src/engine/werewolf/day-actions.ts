import type { Step } from '../../../../../typings/api';
import { book } from './book';
import { standingAtSpeech } from './election';
import type { WerewolfState } from './state';
import { explodesAt, rulesOf } from './table';

/**
 * Who may do what by day right now: 自爆 by a living role that may, where the rules allow it; the
 * roles' own day actions (白狼王自爆带人, 骑士决斗) where their rules allow them now; 退水 by the
 * candidates still standing during the election speeches.
 */
export function dayActions(state: WerewolfState): NonNullable<Step['dayActions']> {
  const living = state.seats.filter((s) => s.alive);
  const explode = rulesOf(state).selfDestruct ? living.filter((s) => explodesAt(state, s.seat)).map((s) => s.seat) : [];
  const claim = (kind: 'explodeTake' | 'duel') => living
    .filter((s) => { const a = book().role(s.role).dayAction; return a?.kind === kind && a.now(state, s.seat); })
    .map((s) => s.seat);
  const explodeTake = claim('explodeTake');
  const duel = claim('duel');
  const withdraw = state.step?.key === 'day.sheriffSpeech' ? standingAtSpeech(state, state.step) : [];
  return {
    ...(explode.length > 0 && { explode }),
    ...(explodeTake.length > 0 && { explodeTake }),
    ...(duel.length > 0 && { duel }),
    ...(withdraw.length > 0 && { withdraw }),
  };
}
