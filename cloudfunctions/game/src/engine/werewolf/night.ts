import type { ParsedInput } from '../core/state';
import { stepBlock } from './blocks';
import { resolveNight } from './dawn';
import { book } from './book';
import type { RoleKey } from './keys';
import type { NightStepDef } from './role-def';
import type { WerewolfState } from './state';
import { rulesOf } from './table';

/** The roles' night steps in calling order: by slot, then in registry order (docs/rules.md §B.3, §B.4). */
function nightOrder(state: WerewolfState): (NightStepDef & { role: RoleKey })[] {
  return [...book().nightSteps].sort((a, b) => a.rank(state) - b.rank(state));
}

export function nightStep(key: string): NightStepDef & { role: RoleKey } {
  const step = book().nightSteps.find((s) => s.key === key);
  if (!step) throw new Error(`${key} is not a night step`);
  return step;
}

/**
 * A step comes when its role is on the board (dealt, even if now dead or in the centre), on the nights
 * it acts; a first-night decoy step also off the board under `night.callAbsent`.
 */
function happens(state: WerewolfState, step: NightStepDef & { role: RoleKey }): boolean {
  if (step.nights === 'first' && state.round !== 1) return false;
  if (step.nights === 'later' && state.round < 2) return false;
  if (step.enabled && !step.enabled(state)) return false;
  const onBoard = book().onBoard(state, step.role);
  if (step.decoyWhenAbsent) return onBoard || rulesOf(state)['night.callAbsent'] === true;
  return onBoard;
}

/** Moves on to the night's next step (after `night.close`, the first), or to dawn after the last. */
export function nextNightStep(draft: WerewolfState): void {
  const key = draft.step?.key;
  const order = nightOrder(draft);
  const from = key === undefined || key === 'night.close' ? -1 : order.findIndex((s) => s.key === key);
  const next = order.slice(from + 1).find((s) => happens(draft, s));
  if (next) draft.step = { key: next.key };
  else resolveNight(draft);
}

/** Applies a night step's input (already checked against the step's options) and moves on. */
export function advanceNight(draft: WerewolfState, key: string, input: ParsedInput): void {
  const step = nightStep(key);
  if (stepBlock(draft, step, step.actors(draft)) === undefined) step.apply?.(draft, input);
  nextNightStep(draft);
}
