import type { SeatNo } from '../../../../../typings/api';
import { nobodyOutLine } from '../core/day-steps';
import { illegalMove } from '../core/errors';
import { record, recordNote } from '../core/events';
import { addLog, livingSeats } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { describeTally } from '../core/tally';
import { revote, roundVoters, runVote, tiePolicy } from '../core/vote';
import { killSeat, stepsAfterDeaths } from './deaths';
import { candidates, electionToday, legacyElection, pk as sheriffPk, postpone, vote as sheriffVote, withdraw, withdrawDuringSpeeches } from './election';
import { proceed } from './flow';
import { ruleName } from './options';
import type { WerewolfState, WerewolfStep } from './state';
import { exileLines, flipLines, loverLines } from './announce';
import { book, dayStep, isDeathTriggered, isRoleDayStep } from './book';
import type { RoleDayStep } from './role-def';
import { explodesAt, loverBallotRefused, whyNoExplosion, rulesOf, sheriffOf, sheriffWeight, tag, untag, voteBonuses, voters } from './table';
import { chooseSide, holdSpeechOrder } from './speech-order';
import { checkWin } from './win';

function seatsOf(input: ParsedInput): SeatNo[] {
  return input.kind === 'seats' ? input.seats : [];
}

/** Puts the steps that deaths call for right after the current one; `takenBy`: the shooter who took them. */
function dueNow(draft: WerewolfState, dead: readonly SeatNo[], takenBy?: SeatNo): void {
  draft.x.agenda.unshift(...stepsAfterDeaths(draft, dead, takenBy));
}

function badge(draft: WerewolfState, seat: SeatNo, input: ParsedInput): void {
  const [heir] = seatsOf(input);
  untag(draft, seat, 'sheriff');
  if (heir !== undefined) tag(draft, heir, 'sheriff');
  const text = heir !== undefined ? `警长 ${seat} 号把警徽移交给 ${heir} 号`
    : rulesOf(draft)['sheriff.allowTear'] ? `警长 ${seat} 号撕掉了警徽，本局不再有警长`
    // Where the badge must be passed, only a phone that never answered (自动主持) leaves it unpassed.
    : `警长 ${seat} 号没有移交警徽，警徽流失，本局不再有警长`;
  addLog(draft, text);
  record(draft, { kind: 'badge', from: seat, to: heir ?? null, text });
  draft.x.news = [`${text}。`];
  proceed(draft);
}

/** Every living voter's ballot, weighted for the sheriff; a lover may not vote for the other lover. */
function vote(draft: WerewolfState, step: Extract<WerewolfStep, { key: 'day.vote' }>, input: ParsedInput): void {
  const pk = step.pk;
  const candidates = step.candidates ?? livingSeats(draft);
  if (input.kind !== 'ballots') return;
  const refused = loverBallotRefused(draft, input.ballots);
  if (refused) throw illegalMove(refused);
  const sheriff = sheriffOf(draft);
  const weight = sheriffWeight(draft);
  const bonus = voteBonuses(draft, candidates);
  const { tally: result, outcome, tied } = runVote(draft, 'exile', {
    ballots: input.ballots, voters: roundVoters(voters(draft), { candidates, pk }), candidates, pk, bonus,
    weight: (v) => (v === sheriff ? weight : 1), policy: tiePolicy(rulesOf(draft)['vote.tie']),
  });
  const weighted = sheriff !== null && input.ballots.has(sheriff) ? `（警长 ${sheriff} 号的票算 ${weight} 票）` : '';
  addLog(draft, `${pk > 0 ? 'PK 投票' : '投票'}：${describeTally(result)}${weighted}`);
  for (const b of bonus) addLog(draft, `${b.why}：${b.seat} 号多 ${b.votes} 票（已计入）`);
  draft.x.exiled = { round: draft.round, seat: 'out' in outcome ? outcome.out : null };
  if ('out' in outcome) return exile(draft, outcome.out);
  if ('again' in outcome) {
    draft.step = { key: 'day.pk', tied: outcome.again, pk };
    return;
  }
  addLog(draft, tied.length > 1 ? `${tied.join('、')} 号平票，无人出局` : '无人出局');
  draft.step = { key: 'day.exile', exiled: null, revealed: false, deaths: [], tied };
  // A seat that counted as living until this vote (a flipped idiot who left) counts no more.
  checkWin(draft, [nobodyOutLine(tied)]);
}

/**
 * The most voted leaves — but a card may spare him (an idiot exiled for the first time shows his card
 * and stays) or keep him until dawn (a last-wolf blood moon, docs/rules.md §D.2.8).
 */
function exile(draft: WerewolfState, seat: SeatNo): void {
  const s = draft.seats[seat - 1];
  const role = book().role(s.role);
  const spared = role.sparedOnExile?.(draft, seat);
  if (spared !== undefined) {
    addLog(draft, spared.line);
    recordNote(draft, spared.line);
    const left = spared.leaves ? killSeat(draft, seat, 'left') : [];
    draft.step = { key: 'day.exile', exiled: seat, revealed: true, deaths: left };
    if (left.length > 0) checkWin(draft, flipLines(draft, seat, left));
    return;
  }
  const stays = role.staysOnExile?.(draft, seat);
  if (stays !== undefined) {
    addLog(draft, stays);
    draft.step = { key: 'day.exile', exiled: seat, revealed: false, deaths: [], stays: true };
    return;
  }
  const dead = killSeat(draft, seat, 'exile');
  draft.step = { key: 'day.exile', exiled: seat, revealed: false, deaths: dead };
  checkWin(draft, exileLines(draft, seat, dead));
}

/** Steps a 自爆 does not cancel: what deaths already call for, the neutral question among them (as a shot would be). */
const SURVIVES_EXPLOSION = new Set(['day.dawn', 'day.badge', 'day.exile', 'day.skill']);

/**
 * 自爆: a living werewolf dies at once, the rest of the day is skipped and night follows; a pending
 * election moves to the next day (or its badge is lost, `sheriff.lostAfterSelfDestructs`). Death
 * triggers (the announcement, a hunter's shot, the badge) still happen; last words do not.
 */
export function explode(draft: WerewolfState, seat: SeatNo): void {
  if (!rulesOf(draft)['selfDestruct']) throw illegalMove(`规则${ruleName('selfDestruct')}已关闭：本局不能自爆`);
  const s = draft.seats[seat - 1];
  if (!s.alive || !explodesAt(draft, seat)) throw illegalMove(whyNoExplosion(draft, seat));
  const note = electionNote(draft);
  const text = `${seat} 号${book().role(s.role).name}自爆，白天结束${note}`;
  addLog(draft, text);
  recordNote(draft, text);
  const dead = killSeat(draft, seat, 'explode');
  endDay(draft, dead, [`${seat} 号玩家自爆，白天到此结束。`, ...loverLines(draft, dead, seat), ...lostBadgeLine(note)]);
}

/**
 * A 自爆 that stops the day's election (under way, or still ahead that day) postpones it to the next
 * day (its candidates kept); the badge is lost at the explosion `sheriff.lostAfterSelfDestructs`
 * names. One after the day's election ended level stops no election: it was already moved to the
 * next day. Returns the log's note.
 */
export function electionNote(draft: WerewolfState): string {
  const rules = rulesOf(draft);
  if (!draft.x.sheriffPending || !rules['sheriff.enabled'] || !electionToday(draft)) return '';
  const rule = rules['sheriff.lostAfterSelfDestructs'];
  const count = (draft.x.electionExplosions ?? 0) + 1;
  if (rule !== 'never') draft.x.electionExplosions = count;
  if (rule === 'never' || count < Number(rule)) {
    if (draft.x.election) postpone(draft);
    return POSTPONED;
  }
  draft.x.sheriffPending = false;
  delete draft.x.election;
  return '，警徽流失，本局不再有警长';
}

const POSTPONED = '，警长竞选延期到明天';
const POSTPONED_LINE = '警长竞选延期到明天。';

/**
 * Deaths that end the day at once (自爆, the white wolf king's explosion, a duel that kills a wolf):
 * win check; then only what deaths call for (shots, the badge), and night.
 */
export function endDay(draft: WerewolfState, dead: SeatNo[], news: string[], after: WerewolfStep[] = []): void {
  const current = draft.step;
  draft.x.dayOver = true;
  draft.x.news = news;
  // Ended while dawn was on the table: its news has been read, and the day goes on as after reading
  // it (its deaths' shots and badge first), with the new deaths' news said next.
  const dawn = current?.key === 'day.dawn' ? current : undefined;
  if (dawn) draft.x.announced = true;
  // A game this ends has no next day: the postponed election is not announced.
  if (checkWin(draft, news.filter((line) => line !== POSTPONED_LINE))) return;
  const kept = (step: WerewolfStep) => SURVIVES_EXPLOSION.has(step.key) || isDeathTriggered(step.key);
  draft.x.agenda = [
    ...(dawn ? stepsAfterDeaths(draft, dawn.deaths) : current && kept(current) ? [current] : []),
    ...stepsAfterDeaths(draft, dead),
    ...after,
    ...draft.x.agenda.filter(kept),
  ];
  proceed(draft);
}

/** What the table hears when this explosion lost the badge, or postponed the election. */
export function lostBadgeLine(note: string): string[] {
  if (note === POSTPONED) return [POSTPONED_LINE];
  return note.includes('警徽流失') ? ['警徽流失，本局不再有警长。'] : [];
}

/** A role's claimed day action (骑士决斗, 白狼王自爆带人): the role's own rule decides it. */
export function dayAction(draft: WerewolfState, kind: 'duel' | 'explodeTake', seat: SeatNo, target: SeatNo): void {
  const role = book().role(draft.seats[seat - 1].role);
  const action = role.dayAction?.kind === kind ? role.dayAction : undefined;
  const name = kind === 'duel' ? '决斗' : '自爆带人';
  if (!action || !draft.seats[seat - 1].alive) throw illegalMove(`${seat} 号不能${name}`);
  const why = action.refuse(draft, seat, target);
  if (why) throw illegalMove(why);
  holdSpeechOrder(draft);
  const outcome = action.apply(draft, seat, target);
  if (outcome.endsDay) return endDay(draft, outcome.died, outcome.news, outcome.after);
  resumeDay(draft, outcome.died, outcome.news);
}

/** After a day action that leaves the day on: win check, what the deaths call for, then the same step again. */
function resumeDay(draft: WerewolfState, dead: SeatNo[], news: string[]): void {
  draft.x.news = news;
  if (checkWin(draft, news)) return;
  const current = draft.step;
  draft.x.agenda = [...stepsAfterDeaths(draft, dead), ...(current ? [current] : []), ...draft.x.agenda];
  proceed(draft);
}

/** A role's day step: its effect, then the steps the deaths it caused call for, then the day goes on. */
function roleDayStep(draft: WerewolfState, step: RoleDayStep, input: ParsedInput): void {
  const result = dayStep(step.key).apply?.(draft, step, input);
  if (result && result.dead.length > 0 && checkWin(draft, draft.x.news ?? [])) return;
  if (result) dueNow(draft, result.dead, step.seat);
  proceed(draft);
}

export function advanceDay(draft: WerewolfState, step: WerewolfStep, input: ParsedInput): void {
  switch (step.key) {
    case 'day.sheriffElection':
      return legacyElection(draft, step.pk, input);
    case 'day.sheriffCandidates':
      return candidates(draft, input);
    case 'day.sheriffSpeech':
      return withdrawDuringSpeeches(draft, step, input.kind === 'seats' ? input.seats : [], true);
    case 'day.sheriffWithdraw':
      return withdraw(draft, step, input);
    case 'day.sheriffVote':
      return sheriffVote(draft, step, input);
    case 'day.sheriffPk':
      return sheriffPk(draft, step);
    case 'day.dawn':
      draft.x.announced = true;
      dueNow(draft, step.deaths);
      return proceed(draft);
    case 'day.badge':
      return badge(draft, step.seat, input);
    case 'day.speechDirection':
      return chooseSide(draft, step.seat, input);
    case 'day.lastWords':
    case 'day.speech':
    case 'day.skill':
      return proceed(draft);
    case 'day.vote':
      return vote(draft, step, input);
    case 'day.pk':
      draft.step = { key: 'day.vote', ...revote(step) };
      return;
    case 'day.exile':
      dueNow(draft, step.deaths);
      return proceed(draft);
    case 'checkin': case 'night.close':
      throw new Error(`${step.key} is not a day step`);
    default:
      if (!isRoleDayStep(step)) throw new Error(`${step.key} is not a day step`);
      return roleDayStep(draft, step, input);
  }
}

