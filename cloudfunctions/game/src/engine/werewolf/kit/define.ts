import type { WerewolfState } from '../state';
import type { DawnHook, Dying, NightStepDef, RoleDef } from '../role-def';
import { DAWN_STAGES, slotRank, type DawnStage, type NightSlot } from './order';

/** A night step as a role file writes it: its slot by name (`order.ts`). */
export type NightStepSpec = Omit<NightStepDef, 'slot' | 'slotOf' | 'rank'> & {
  slot: NightSlot;
  /** Its slot when the rules move it (the seer under `night.seerStep`); absent: `slot`. */
  slotOf?(state: WerewolfState): NightSlot;
};

/** A dawn hook as a role file writes it: its stage by name. */
export interface DawnHookSpec { stage: DawnStage; resolve(draft: WerewolfState, dying: Dying): void }

/** A role as its file declares it (roles/README.md). */
export type RoleSpec = Omit<RoleDef, 'night' | 'dawn'> & { night?: readonly NightStepSpec[]; dawn?: readonly DawnHookSpec[] };

/** Declares a role: its night steps and dawn hooks placed in the night's and the dawn's order. */
export function defineRole(spec: RoleSpec): RoleDef {
  const { night, dawn, ...rest } = spec;
  return {
    ...rest,
    ...(night && { night: night.map(placeStep) }),
    ...(dawn && { dawn: dawn.map((hook): DawnHook => ({ ...hook, rank: DAWN_STAGES.indexOf(hook.stage) })) }),
  };
}

function placeStep(step: NightStepSpec): NightStepDef {
  const { slotOf } = step;
  return { ...step, rank: (state) => slotRank(slotOf?.(state) ?? step.slot) };
}
