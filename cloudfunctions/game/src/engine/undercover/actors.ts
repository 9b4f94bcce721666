import { type Actors, HOST, NOBODY, speakers, voting } from '../core/actors';
import { livingSeats } from '../core/seats';
import { roundVoters } from '../core/vote';
import { describingOrder } from './describe';
import type { UndercoverState } from './state';

/** Who answers each step of 谁是卧底, and when it closes (docs/rules.md §C). */
export function undercoverActors(state: UndercoverState): Actors {
  const step = state.step;
  if (!step) return NOBODY;
  switch (step.key) {
    case 'checkin': case 'round.exile':
      return HOST;
    case 'round.describe':
      return speakers(describingOrder(state));
    case 'round.vote':
      return voting(roundVoters(livingSeats(state), step));
    case 'round.pk':
      return speakers(describingOrder(state).filter((s) => step.tied.includes(s)));
    default:
      return unreachable(step);
  }
}

function unreachable(step: never): never {
  throw new Error(`unknown undercover step ${JSON.stringify(step)}`);
}
