import { engineOf } from '../core/engine-version';
import type { ParsedInput } from '../core/state';
import { resolveNight } from './dawn';
import { NIGHT_SLOTS } from './night-order';
import { NIGHT_STEPS, type RoleKey } from './roles';
import type { NightStepDef } from './roles/role';
import type { WerewolfState } from './state';
import { deckHas, rulesOf } from './table';

/** The roles' night steps in calling order: by slot, then in registry order (docs/rules.md §B.3, §B.4). */
function nightOrder(): (NightStepDef & { role: RoleKey })[] {
  return [...NIGHT_STEPS].sort((a, b) => NIGHT_SLOTS.indexOf(a.slot) - NIGHT_SLOTS.indexOf(b.slot));
}

export function nightStep(key: string): NightStepDef & { role: RoleKey } {
  const step = NIGHT_STEPS.find((s) => s.key === key);
  if (!step) throw new Error(`${key} is not a night step`);
  return step;
}

/**
 * A step comes when its role is on the board (dealt, even if now dead or in the centre), on the nights
 * it acts; a first-night decoy step also off the board under `night.callAbsent`. Deals of engine 1
 * called every role but thief and cupid whatever the board.
 */
function happens(state: WerewolfState, step: NightStepDef & { role: RoleKey }): boolean {
  if (step.nights === 'first' && state.round !== 1) return false;
  if (step.nights === 'later' && state.round < 2) return false;
  if (step.decoyWhenAbsent) return deckHas(state, step.role) || (engineOf(state) >= 2 && rulesOf(state)['night.callAbsent']);
  return engineOf(state) < 2 ? ENGINE_1_CALLS.includes(step.role) : deckHas(state, step.role);
}

/** The roles whose steps deals of engine 1 called whatever the board (roles added since never are). */
const ENGINE_1_CALLS: readonly RoleKey[] = ['guard', 'seer', 'werewolf', 'witch'];

/** Moves on to the night's next step (after `night.close`, the first), or to dawn after the last. */
export function nextNightStep(draft: WerewolfState): void {
  const key = draft.step?.key;
  const order = nightOrder();
  const from = key === undefined || key === 'night.close' ? -1 : order.findIndex((s) => s.key === key);
  const next = order.slice(from + 1).find((s) => happens(draft, s));
  if (next) draft.step = { key: next.key };
  else resolveNight(draft);
}

/** Applies a night step's input (already checked against the step's options) and moves on. */
export function advanceNight(draft: WerewolfState, key: string, input: ParsedInput): void {
  nightStep(key).apply?.(draft, input);
  nextNightStep(draft);
}
