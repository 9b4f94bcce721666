import { ROLES } from './roles';
import type { WerewolfState } from './state';

/** Nightfall: a new round (after the check-in it stays 1); tonight's choices start empty. */
export function nightfall(draft: WerewolfState): void {
  if (draft.step?.key !== 'checkin') draft.round += 1;
  draft.phase = 'night';
  Object.assign(draft.x, {
    guarded: null, checked: null, target: null, saved: false, poisoned: null,
    agenda: [], dayOver: false, announced: false,
  });
  delete draft.x.rescued;
  for (const role of ROLES) role.nightfall?.(draft);
  draft.step = { key: 'night.close' };
}

/** The day's next due step, or nightfall when the day has nothing left. */
export function proceed(draft: WerewolfState): void {
  const next = draft.x.agenda.shift();
  if (next) draft.step = next;
  else nightfall(draft);
}
