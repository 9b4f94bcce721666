import type { ParsedInput } from '../core/state';
import { advanceDay, explode } from './day';
import { nightfall } from './flow';
import { advanceNight, nextNightStep } from './night';
import type { WerewolfState } from './state';

/** Applies the judge's input to the current step; refusals are ILLEGAL_MOVE and change nothing. */
export function advanceWerewolf(draft: WerewolfState, input: ParsedInput): void {
  const step = draft.step;
  if (!step) return;
  draft.x.news = [];
  if (input.kind === 'explode') return explode(draft, input.seat);
  switch (step.key) {
    case 'checkin':
      return nightfall(draft);
    case 'night.close':
      return nextNightStep(draft);
    case 'night.thief': case 'night.cupid': case 'night.lovers': case 'night.guard': case 'night.seer':
    case 'night.seerResult': case 'night.wolves': case 'night.witchSave': case 'night.witchPoison':
      return advanceNight(draft, input);
    default:
      return advanceDay(draft, input);
  }
}
