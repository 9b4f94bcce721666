import type { SeatNo } from '../../../../../typings/api';
import { record } from '../core/events';
import { checkLeaver, leftLine, withoutAll } from '../core/leave';
import { addLog } from '../core/seats';
import { announceSeat, loverLines } from './announce';
import { killSeat, stepsAfterDeaths } from './deaths';
import { raceWithout, waitingRaceWithout } from './election';
import { proceed } from './flow';
import { holdSpeechOrder } from './speech-order';
import type { WerewolfState, WerewolfStep } from './state';
import { hasTag, untag } from './table';
import { checkWin } from './win';

/**
 * 离场 in 狼人杀: the seat dies at once (`left`) with no skill and no last words; a badge it holds is
 * torn. Its lover dies of heartbreak: by day that death calls what any lover's death calls for (a
 * shot, the badge, last words) before the current step goes on; at night, when no such step can be
 * played, it has none either and a badge it holds is torn. The win is checked as after any death;
 * then the current step goes on without the leaver. A night step of a role only the leaver held is
 * still called, with nobody to answer. The news the current step opened with is not said again.
 */
export function leaveWerewolf(draft: WerewolfState, seat: SeatNo): void {
  checkLeaver(draft, seat);
  holdSpeechOrder(draft);
  const dead = killSeat(draft, seat, 'left');
  const partners = dead.filter((s) => s !== seat);
  const byDay = draft.phase === 'day';
  const torn = [seat, ...(byDay ? [] : partners)].filter((s) => hasTag(draft, s, 'sheriff'));
  for (const sheriff of torn) tearBadge(draft, sheriff);
  const news = [leftLine(announceSeat(draft, seat)), ...loverLines(draft, dead, seat), ...(torn.length > 0 ? [TORN] : [])];
  if (draft.x.target === seat) draft.x.target = null;
  if (draft.x.election) draft.x.election.standing = withoutAll(draft.x.election.standing, dead);
  // A seat that left has no skill, as the whole table knows: no 技能 question is asked for it.
  if (draft.x.askedDead) draft.x.askedDead = [...draft.x.askedDead, seat];
  if (checkWin(draft, news)) return;
  // What the step opened with was said when it opened, and may no longer hold (a sheriff just elected).
  delete draft.x.news;
  waitingWithout(draft, dead);
  goOnWithout(draft, dead);
  if (byDay && partners.length > 0) heartbreak(draft, partners, news);
}

const TORN = '警徽被撕掉，本局不再有警长。';

function tearBadge(draft: WerewolfState, seat: SeatNo): void {
  untag(draft, seat, 'sheriff');
  const text = `警长 ${seat} 号出局，没有移交警徽，警徽撕掉，本局不再有警长`;
  addLog(draft, text);
  record(draft, { kind: 'badge', from: seat, to: null, text });
}

/** The current step without those who just died: a candidate, a speaker, the sheriff choosing where speeches start. */
function goOnWithout(draft: WerewolfState, gone: readonly SeatNo[]): void {
  const step = draft.step;
  switch (step?.key) {
    case 'day.sheriffSpeech': case 'day.sheriffWithdraw': case 'day.sheriffVote': case 'day.sheriffPk':
      return raceWithout(draft, step, gone);
    default:
      if (step) draft.step = stepWithout(step, gone);
  }
}

/** The steps waiting in the agenda without those who just died, as the current step goes on without them. */
function waitingWithout(draft: WerewolfState, gone: readonly SeatNo[]): void {
  waitingRaceWithout(draft, gone);
  draft.x.agenda = draft.x.agenda.map((next) => stepWithout(next, gone));
}

/** A day step that names seats, without `gone`: an exile vote or PK left with nobody has nobody out. */
function stepWithout(step: WerewolfStep, gone: readonly SeatNo[]): WerewolfStep {
  switch (step.key) {
    case 'day.speechDirection':
      // He was the sheriff: with no sheriff left, the speeches start where the rules say without one.
      return gone.includes(step.seat) ? { key: 'day.speech' } : step;
    case 'day.vote': {
      if (step.candidates === null) return step;
      const candidates = withoutAll(step.candidates, gone);
      return candidates.length > 0 ? { ...step, candidates } : NOBODY_OUT;
    }
    case 'day.pk': {
      const tied = withoutAll(step.tied, gone);
      return tied.length > 0 ? { ...step, tied } : NOBODY_OUT;
    }
    default:
      return step;
  }
}

const NOBODY_OUT: WerewolfStep = { key: 'day.exile', exiled: null, revealed: false, deaths: [], tied: [] };

/**
 * By day, what the lovers' deaths call for comes first (the table is told of the leave before it),
 * then the current step again.
 */
function heartbreak(draft: WerewolfState, partners: SeatNo[], news: string[]): void {
  const steps = stepsAfterDeaths(draft, partners);
  if (steps.length === 0 && !draft.x.epilogue?.length) return;
  draft.x.news = news;
  draft.x.agenda = [...steps, ...(draft.step ? [draft.step] : []), ...draft.x.agenda];
  proceed(draft);
}
