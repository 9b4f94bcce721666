import { epilogueSteps } from './deaths';
import { book, isDeathTriggered } from './book';
import { askedBeforeNight, askedFirst, askNoMore } from './skill-question';
import { opened } from './speech-order';
import type { WerewolfState } from './state';

/** Nightfall: a new round (after the check-in it stays 1); tonight's choices start empty. */
export function nightfall(draft: WerewolfState): void {
  askNoMore(draft);
  if (draft.step?.key !== 'checkin') draft.round += 1;
  draft.phase = 'night';
  Object.assign(draft.x, {
    guarded: null, checked: null, target: null, saved: false, poisoned: null,
    agenda: [], dayOver: false, announced: false,
  });
  delete draft.x.rescued;
  delete draft.x.speechSide;
  delete draft.x.speechSideUnchosen;
  delete draft.x.speechOrder;
  for (const role of book().inPlay(draft)) role.nightfall?.(draft);
  draft.step = { key: 'night.close' };
}

/**
 * The day's next due step (the last one may be the neutral skill question), or nightfall when the
 * day has nothing left. A chain's last words are laid out once no shot of it is left.
 */
export function proceed(draft: WerewolfState): void {
  // The chain's words wait for every shot of it, also one behind a step kept from before (a dawn not yet read).
  if (draft.x.epilogue?.length && !draft.x.agenda.some((step) => isDeathTriggered(step.key))) draft.x.agenda.unshift(...epilogueSteps(draft));
  const next = draft.x.agenda.shift() ?? askedBeforeNight(draft);
  if (next) draft.step = opened(draft, askedFirst(draft, next));
  else nightfall(draft);
}
