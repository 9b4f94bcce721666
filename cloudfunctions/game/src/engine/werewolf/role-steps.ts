import type { PromptInfo, SeatNo } from '../../../../../typings/api';
import type { StepDescription } from '../core/state';
import { type Actors, NOBODY } from '../core/actors';
import { blockReason, stepBlock } from './blocks';
import { nightStep } from './night';
import { STILL } from './night-words';
import { book, dayStep, isRoleDayStep } from './book';
import type { RoleDayStep } from './role-def';
import type { WerewolfState } from './state';

/** The roles' steps as the judge sees them: the rules' part (legal, actors) and the words, joined. */

export function describeNightStep(state: WerewolfState, key: string): StepDescription {
  const def = nightStep(key);
  const actors = def.actors(state);
  const { title, say } = def.words(state);
  const blocked = stepBlock(state, def, actors);
  // Blocked: the call sounds the same, the judge crosses his arms (恐惧) and nothing is asked; the
  // blocked players' phones show why (rolePromptInfo) until the step closes by time.
  if (blocked !== undefined) {
    const seats = actors.actors.seats;
    const shown: Actors = seats.length > 0 ? { actors: { kind: 'seats', seats }, close: 'time' } : NOBODY;
    return {
      key, title, say, input: { type: 'none' }, noInput: blockReason(blocked), ...shown,
      hint: `${blocked}${FEAR_GESTURE}${STILL}`, info: { blocked: seats },
    };
  }
  return { key, ...def.words(state), ...def.legal(state), ...actors };
}

/** What the judge does for a blocked player (docs/rules.md §D.0.2). */
export const FEAR_GESTURE = '做恐惧手势（双臂交叉）示意今晚技能无效。';

export function describeRoleDayStep(state: WerewolfState, step: RoleDayStep): StepDescription {
  const def = dayStep(step.key);
  return { key: step.key, ...def.words(state, step), ...def.legal(state, step), ...def.actors(state, step) };
}

/** 自动主持: the role's own wording of what `seat`'s phone shows at the current step, if it has one. */
export function rolePromptInfo(state: WerewolfState, seat: SeatNo): PromptInfo | undefined {
  const step = state.step;
  if (!step) return undefined;
  const night = book().nightSteps.find((s) => s.key === step.key);
  if (!night) return isRoleDayStep(step) ? dayStep(step.key).prompt?.(state, step, seat) : undefined;
  const blocked = stepBlock(state, night, night.actors(state));
  if (blocked !== undefined) return { blocked: true, facts: [blocked.replace(/：$/, ''), '你今晚不能使用技能'] };
  return night.prompt?.(state, seat);
}
