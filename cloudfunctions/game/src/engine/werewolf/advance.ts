import { illegalMove } from '../core/errors';
import type { ParsedInput } from '../core/state';
import { book } from './book';
import { advanceDay, dayAction, explode } from './day';
import { withdrawDuringSpeeches } from './election';
import { nightfall } from './flow';
import { advanceNight, nextNightStep } from './night';
import type { WerewolfState } from './state';

/** Applies the judge's input to the current step; refusals are ILLEGAL_MOVE and change nothing. */
export function advanceWerewolf(draft: WerewolfState, input: ParsedInput): void {
  const step = draft.step;
  if (!step) return;
  draft.x.news = [];
  if (input.kind === 'explode') {
    return input.take === undefined ? explode(draft, input.seat) : dayAction(draft, 'explodeTake', input.seat, input.take);
  }
  if (input.kind === 'duel') {
    const knight = draft.seats.find((s) => s.alive && book().role(s.role).dayAction?.kind === 'duel');
    if (!knight) throw illegalMove('场上没有可以决斗的骑士');
    return dayAction(draft, 'duel', knight.seat, input.seat);
  }
  if (input.kind === 'withdraw' && step.key === 'day.sheriffSpeech') return withdrawDuringSpeeches(draft, step, [input.seat], false);
  if (step.key === 'checkin') return nightfall(draft);
  if (step.key === 'night.close') return nextNightStep(draft);
  if (isNight(step)) return advanceNight(draft, step.key, input);
  return advanceDay(draft, step, input);
}

function isNight(step: WerewolfState['step'] & object): step is Extract<WerewolfState['step'] & object, { key: `night.${string}` }> {
  return step.key.startsWith('night.');
}
