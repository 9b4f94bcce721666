// Where cards stay hidden on death, every death told by day is followed by the same neutral question,
// a skill or not: a shot (or a charm's fall) is heard as that question, and where no dead player has
// one to use it is asked all the same, so the table learns nothing from whether it is asked. Before a
// step of the day, a 自动主持 room puts its own timed window there instead of the judge's question;
// before night, both ask it.
import type { SeatNo } from '../../../../../typings/api';
import { hostedByJudge } from '../core/auto-options';
import { toldDeadSeats } from '../core/seats';
import { book } from './book';
import { readOut } from './host-steps';
import type { WerewolfState, WerewolfStep } from './state';
import { rulesOf, unannouncedDeaths } from './table';

export const SKILL_QUESTION = 'day.skill' as const;

/**
 * The key the table hears a step by: a role's day step that would name the card (a shot) is the
 * neutral `day.skill` while cards stay hidden on death.
 */
export function publicStepKey(state: WerewolfState, key: string): string {
  const hidden = book().daySteps.some((s) => s.key === key && s.hiddenAs === 'skill');
  return hidden && !rulesOf(state)['reveal.onDeath'] ? SKILL_QUESTION : key;
}

/** Cards stay hidden on death and a card on the board (dealt or in the centre) has a skill shown as `day.skill`. */
export function hidesDeathSkills(state: WerewolfState): boolean {
  if (rulesOf(state)['reveal.onDeath']) return false;
  const board = new Set([...state.seats.map((s) => s.role), ...state.x.center]);
  return book().roles.some((r) => board.has(r.id) && r.day?.some((s) => s.hiddenAs === 'skill'));
}

/**
 * The dead told since the last question (a dawn whose election comes first keeps its news until
 * read), now counted as asked; undefined in a deal stored before the asked were kept.
 */
function askNow(draft: WerewolfState): SeatNo[] | undefined {
  const asked = draft.x.askedDead;
  if (asked === undefined) return undefined;
  const told = toldDeadSeats(draft, unannouncedDeaths(draft));
  draft.x.askedDead = told;
  return told.filter((seat) => !asked.includes(seat));
}

/**
 * The step to open for `next`: the question first when deaths were told since the last question or
 * skill and `next` is neither read out (a dawn, an exile: the deaths they tell come before the
 * question) nor itself heard as the question (which asks for every death told so far); `next` then
 * waits first in the agenda. A deal stored before the asked were kept plays on without the question.
 */
export function askedFirst(draft: WerewolfState, next: WerewolfStep): WerewolfStep {
  const question = publicStepKey(draft, next.key) === SKILL_QUESTION;
  if (!question && readOut(draft, next)) return next;
  const fresh = askNow(draft);
  if (!fresh?.length || question || !hostedByJudge(draft.config.rules) || !hidesDeathSkills(draft)) return next;
  draft.x.agenda.unshift(next);
  return { key: SKILL_QUESTION, seats: fresh };
}

/**
 * The question for deaths told since the last one when the day has no step left to ask it before
 * (a 自爆, a duel, an exile without last words), whoever reads the day; undefined when none is due.
 */
export function askedBeforeNight(draft: WerewolfState): WerewolfStep | undefined {
  if (draft.phase !== 'day' || !hidesDeathSkills(draft)) return undefined;
  const fresh = askNow(draft);
  return fresh?.length ? { key: SKILL_QUESTION, seats: fresh } : undefined;
}

/** Night falls: the deaths told so far count as asked. */
export const askNoMore = (draft: WerewolfState): void => void askNow(draft);
