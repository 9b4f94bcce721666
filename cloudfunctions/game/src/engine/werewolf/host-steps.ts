// The day steps the judge (or the host phone) reads out and closes: nobody at the table answers them.
import { dayStep, isRoleDayStep } from './book';
import type { WerewolfState, WerewolfStep } from './state';

/** The kernel's own: the election's call, the dawn, the exile, the neutral skill question. */
export const READ_OUT_KEYS: ReadonlySet<string> = new Set(['day.sheriffElection', 'day.dawn', 'day.exile', 'day.skill']);

/** Whether `step` is read out by the judge or host, a role's day step as its role says. */
export function readOut(state: WerewolfState, step: WerewolfStep): boolean {
  return isRoleDayStep(step) ? dayStep(step.key).actors(state, step).actors.kind === 'host' : READ_OUT_KEYS.has(step.key);
}
