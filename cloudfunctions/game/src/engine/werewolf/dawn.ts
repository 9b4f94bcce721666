import { recordNote } from '../core/events';
import { addLog } from '../core/seats';
import { MORNING, nightDeathsLine } from './announce';
import { killSeats } from './deaths';
import { resumedElection } from './election';
import { proceed } from './flow';
import type { WerewolfState, WerewolfStep } from './state';
import type { DayStage } from './day-order';
import { book } from './book';
import type { Dying } from './role-def';
import { holder, rulesOf } from './table';
import { checkWin } from './win';

/**
 * The night's outcome (docs/rules.md §B.5): the roles' dawn hooks stage by stage (the wolves' kill
 * against guard and antidote, then the poison), then the deaths with their lovers, then the win check.
 * Then the day's steps are laid out.
 */
export function resolveNight(draft: WerewolfState): void {
  const x = draft.x;
  const dying: Dying = [];
  // The guard's own pick, before a magician's swap moves it, is what he may not repeat.
  x.lastGuarded = x.guarded;
  runDawnHooks(draft, dying);
  const dead = killSeats(draft, dying, true);
  x.nightDeaths = [...dead].sort((a, b) => a - b);
  if (dead.length === 0) recordNote(draft, '平安夜：昨晚没有人死亡');
  draft.phase = 'day';
  addLog(draft, x.nightDeaths.length === 0 ? '天亮：平安夜' : `天亮：昨晚死亡 ${x.nightDeaths.join('、')} 号`);
  if (checkWin(draft, [MORNING, nightDeathsLine(draft, x.nightDeaths)])) return;
  x.agenda = dayAgenda(draft);
  proceed(draft);
}

/** The dealt roles' dawn hooks, stage by stage: what tonight's choices add to (or spare from) `dying`. */
export function runDawnHooks(draft: WerewolfState, dying: Dying): void {
  for (const hook of book().dawnHooks) if (book().onBoard(draft, hook.role)) hook.resolve(draft, dying);
}

/**
 * The day as planned at dawn: the election (before the deaths are announced, or after the speeches),
 * the announcement, the speeches and the vote. Death triggers are inserted as they arise.
 */
function dayAgenda(draft: WerewolfState): WerewolfStep[] {
  const rules = rulesOf(draft);
  const election = rules['sheriff.enabled'] && draft.x.sheriffPending;
  const early = election && rules['sheriff.electionTiming'] === 'beforeDeaths';
  const opening = (first: boolean): WerewolfStep => resumedElection(draft, first) ?? { key: 'day.sheriffCandidates', first };
  // An opening step (the bear's roar) says 天亮了 itself.
  const agenda: WerewolfStep[] = roleSteps(draft, 'opening');
  const morning = agenda.length === 0;
  if (early) agenda.push(opening(morning));
  agenda.push({ key: 'day.dawn', deaths: draft.x.nightDeaths, first: morning && !early });
  agenda.push({ key: 'day.speech' });
  if (election && !early) agenda.push(opening(false));
  agenda.push({ key: 'day.vote', candidates: null, pk: 0 });
  return agenda;
}

/** The day steps roles bring at `stage` (the bear's roar first of all), for the roles on the board. */
function roleSteps(draft: WerewolfState, stage: DayStage): WerewolfStep[] {
  return book().daySteps.flatMap((s) => {
    const seat = s.stage === stage ? holder(draft, s.role) : null;
    return seat === null ? [] : [{ key: s.key, seat } as WerewolfStep];
  });
}
