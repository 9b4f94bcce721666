import type { SeatNo } from '../../../../../typings/api';
import { type Actors, HOST, holdersAnswer, NOBODY, speakers, voting } from '../core/actors';
import { livingSeats } from '../core/seats';
import { roundVoters } from '../core/vote';
import { speakingOrder } from './describe';
import type { KillerState } from './state';

/** Who answers each step of 杀人游戏, and when it closes (docs/rules.md §A). */
export function killerActors(state: KillerState): Actors {
  const step = state.step;
  if (!step) return NOBODY;
  switch (step.key) {
    case 'checkin': case 'night.close': case 'day.dawn': case 'day.exile':
      return HOST;
    case 'night.killers':
      return holdersAnswer(state, 'killer', 'answers');
    case 'night.police':
      return holdersAnswer(state, 'police', 'answers');
    case 'night.policeResult':
      return state.x.check === null ? NOBODY : holdersAnswer(state, 'police', 'time');
    case 'day.lastWords':
      return speakers([step.seat]);
    case 'day.speech':
      return speakers(speakingOrder(state));
    case 'day.vote':
      return voting(roundVoters(livingSeats(state), step));
    case 'day.pk':
      return speakers(step.tied);
    default:
      return unreachable(step);
  }
}

/** A dead seat whose last words are still to come or under way. */
export function lastWordsDue(state: KillerState, seat: SeatNo): boolean {
  const step = state.step;
  if (step?.key === 'day.dawn') return step.lastWords && step.deaths.includes(seat);
  if (step?.key === 'day.exile') return step.lastWords && step.exiled === seat;
  return step?.key === 'day.lastWords' && step.seat === seat;
}

function unreachable(step: never): never {
  throw new Error(`unknown killer step ${JSON.stringify(step)}`);
}
