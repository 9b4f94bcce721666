import type { StepDescription } from '../core/state';
import { dayActors } from './day-actors';
import { dayActionWords, dayActions } from './day-actions';
import { describeDay } from './describe-day';
import { describeCheckin, describeClose } from './describe-opening';
import { describeNightStep } from './role-steps';
import type { WerewolfState } from './state';

/** The step the judge sees: what to read aloud (first what happened since the last step), what to tap, and the private facts. */
export function describeWerewolfStep(state: WerewolfState): StepDescription {
  // 狼人杀 has day actions: closed (false) but on a day step, which opens them.
  const step: StepDescription = { allowsExplode: false, ...describeStep(state) };
  const news = state.x.news ?? [];
  return news.length > 0 ? { ...step, say: [...news, ...step.say], news } : step;
}

function describeStep(state: WerewolfState): StepDescription {
  const step = state.step;
  if (!step) throw new Error('describeWerewolfStep on an ended game');
  switch (step.key) {
    case 'checkin': return describeCheckin(state);
    case 'night.close': return describeClose(state);
    default:
      if (step.key.startsWith('night.')) return describeNightStep(state, step.key);
      // 自爆 is possible on every day step; the day module checks the rule and the seat.
      const actions = dayActions(state);
      return { ...describeDay(state, step), ...dayActors(state, step), allowsExplode: true, dayActions: actions, dayActionWords: dayActionWords(state, actions) };
  }
}
