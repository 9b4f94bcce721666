import type { SeatNo } from '../../../../../typings/api';
import { illegalMove } from '../core/errors';
import { record, recordNote } from '../core/events';
import { withoutAll } from '../core/leave';
import { addLog, livingSeats, seatList } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { describeTally } from '../core/tally';
import { runVote } from '../core/vote';
import { proceed } from './flow';
import type { WerewolfState, WerewolfStep } from './state';
import { drawToday, sheriffChooses } from './speech-order';
import { deathOf, hasTag, loverBallotRefused, rulesOf, tag } from './table';

/**
 * The sheriff election: who stands (上警), their speeches and who withdraws (退水), then everyone who
 * did not stand votes among those still standing; a tie follows `sheriff.electionTie`.
 */

/** Who takes part: the living, and before the night's deaths are announced, last night's dead too. */
export function electorate(state: WerewolfState): SeatNo[] {
  return state.x.announced
    ? livingSeats(state)
    : [...livingSeats(state), ...state.x.nightDeaths].sort((a, b) => a - b);
}

/** Who may vote: those who did not stand (a revealed idiot has no vote). */
export function electors(state: WerewolfState, stood: readonly SeatNo[]): SeatNo[] {
  return electorate(state).filter((s) => !stood.includes(s) && !hasTag(state, s, 'revealed'));
}

/** Today's election in the review, once the candidates are known: who stood and who withdrew (so far: it replaces today's). */
function openElection(draft: WerewolfState, stood: SeatNo[], withdrawn: SeatNo[]): void {
  const text = stood.length === 0 ? '竞选警长：无人上警'
    : `竞选警长：${seatList(stood)}上警${withdrawn.length > 0 ? `，${seatList(withdrawn)}退水` : ''}`;
  const events = draft.events ?? [];
  const today = events.findIndex((e) => e.kind === 'election' && e.round === draft.round && e.phase === 'day');
  const event = { kind: 'election' as const, candidates: stood, withdrawn, elected: null, text };
  if (today >= 0) events[today] = { ...event, round: draft.round, phase: 'day' };
  else record(draft, event);
}

/** Today's election decided (`elected` null: nobody): its review line says how it ended. */
function closeElection(draft: WerewolfState, elected: SeatNo | null, outcome: string): void {
  const events = draft.events ?? [];
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event.kind !== 'election' || event.round !== draft.round || event.phase !== 'day') continue;
    events[i] = { ...event, elected, text: `${event.text}；${outcome}` };
    return;
  }
  // Deals of engine 1 recorded only the winner of the election.
  recordNote(draft, outcome);
}

function elect(draft: WerewolfState, seat: SeatNo, how: string): void {
  tag(draft, seat, 'sheriff');
  draft.x.sheriffPending = false;
  delete draft.x.election;
  addLog(draft, `${how}${seat} 号当选警长`);
  closeElection(draft, seat, `${seat} 号当选警长`);
  draft.x.news = [...(draft.x.news ?? []), `${seat} 号当选警长。`];
  proceed(draft);
}

/** No sheriff this game, because of `why`; `whySaid`: the log and the review said it a line before (nobody stood). */
function noSheriff(draft: WerewolfState, why: string, whySaid = false): void {
  draft.x.sheriffPending = false;
  delete draft.x.election;
  const outcome = whySaid ? '本局没有警长' : `${why}，本局没有警长`;
  addLog(draft, outcome);
  closeElection(draft, null, outcome);
  draft.x.news = [...(draft.x.news ?? []), `${why}，本局没有警长。`];
  proceed(draft);
}

/** With the standing candidates known: none, one elected at once, or the next step with them. */
function standing(draft: WerewolfState, stood: SeatNo[], remaining: SeatNo[], none: string, next: WerewolfStep): void {
  if (remaining.length === 0) return noSheriff(draft, none);
  if (remaining.length === 1) return elect(draft, remaining[0], stood.length === 1 ? '只有一人上警：' : '只剩一人在警上：');
  draft.step = next;
}

function seatsOf(input: ParsedInput): SeatNo[] {
  return input.kind === 'seats' ? [...input.seats].sort((a, b) => a - b) : [];
}

/**
 * The candidates' speeches in turn, one step each: in seat order from a random candidate
 * under `speech.order` `sheriffChooses`, else from the lowest seat.
 */
export function speechOrder(state: WerewolfState, stood: readonly SeatNo[]): SeatNo[] {
  const first = sheriffChooses(state) ? drawToday(state, stood.length, 2) : 0;
  return [...stood.slice(first), ...stood.slice(0, first)];
}

export function candidates(draft: WerewolfState, input: ParsedInput): void {
  const stood = seatsOf(input);
  addLog(draft, stood.length === 0 ? '竞选警长：无人上警' : `竞选警长：${stood.join('、')} 号上警`);
  // The review knows who stood at once, even if a 自爆 stops the speeches.
  openElection(draft, stood, []);
  if (stood.length === 0) return noSheriff(draft, '无人上警', true);
  if (stood.length === 1) return elect(draft, stood[0], '只有一人上警：');
  draft.x.election = { stood, standing: stood };
  const order = speechOrder(draft, stood);
  draft.x.agenda.unshift(...order.slice(1).map((seat): WerewolfStep => ({ key: 'day.sheriffSpeech', seat, order })), { key: 'day.sheriffWithdraw', stood });
  draft.step = { key: 'day.sheriffSpeech', seat: order[0], order };
}

/**
 * 退水: those who give up leave the race. A postponed election resumes here the next day with the
 * candidates still standing (`standing`); those who never stood still vote.
 */
export function withdraw(draft: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffWithdraw' }>, input: ParsedInput): void {
  const { stood } = step;
  const out = seatsOf(input);
  if (out.length > 0) addLog(draft, `${out.join('、')} 号退水`);
  const remaining = stillStanding(draft, step).filter((s) => !out.includes(s));
  standAfterWithdrawal(draft, stood, remaining);
  standing(draft, stood, remaining, '上警的玩家全部退水', { key: 'day.sheriffVote', stood, candidates: remaining, pk: false });
}

/** The candidates still standing are `remaining`: the review and the election say so. */
function standAfterWithdrawal(draft: WerewolfState, stood: SeatNo[], remaining: SeatNo[]): void {
  openElection(draft, stood, stood.filter((s) => !remaining.includes(s) && deathOf(draft, s)?.cause !== 'left'));
  if (draft.x.election) draft.x.election.standing = remaining;
}

/**
 * 退水 during the speeches: the judge marks who withdrew as a speech ends (`speechOver`), or a phone
 * withdraws at once. They leave the race and lose their turn to speak; the speaker who withdraws ends
 * his speech; one candidate left is elected at once, none leaves the game without a sheriff.
 */
export function withdrawDuringSpeeches(draft: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffSpeech' }>, out: SeatNo[], speechOver: boolean): void {
  if (out.length === 0) return proceed(draft);
  addLog(draft, `${out.join('、')} 号退水`);
  draft.x.news = [`${seatList(out)}退水。`];
  const stood = draft.x.election?.stood ?? step.order;
  const remaining = (draft.x.election?.standing ?? step.order).filter((s) => !out.includes(s));
  standAfterWithdrawal(draft, stood, remaining);
  dropSpeeches(draft, out);
  if (remaining.length <= 1) return closeRace(draft, stood, remaining, '上警的玩家全部退水', step);
  if (speechOver || out.includes(step.seat)) return proceed(draft);
  draft.step = { ...step, order: step.order.filter((s) => !out.includes(s)) };
}

/** The election speeches still to come lose those who left the race. */
function dropSpeeches(draft: WerewolfState, out: readonly SeatNo[]): void {
  draft.x.agenda = draft.x.agenda.flatMap((next): WerewolfStep[] => {
    if (next.key !== 'day.sheriffSpeech') return [next];
    return out.includes(next.seat) ? [] : [{ ...next, order: next.order.filter((s) => !out.includes(s)) }];
  });
}

/** One candidate or none left mid-race: the speeches and 退水 still to come are dropped and the race ends. */
function closeRace(draft: WerewolfState, stood: SeatNo[], remaining: SeatNo[], none: string, step: WerewolfStep): void {
  draft.x.agenda = draft.x.agenda.filter((next) => next.key !== 'day.sheriffSpeech' && next.key !== 'day.sheriffWithdraw');
  standing(draft, stood, remaining, none, step);
}

/**
 * An election a 自爆 stops while its candidates are known is postponed, not restarted:
 * the next day resumes at 退水 with those still standing, without speeches.
 */
export function resumedElection(state: WerewolfState, first: boolean): WerewolfStep | null {
  const election = state.x.election;
  return election ? { key: 'day.sheriffWithdraw', stood: election.stood, standing: election.standing, first } : null;
}

/**
 * The candidates still in the race: those the election keeps standing (all who stood, less who
 * withdrew; a postponed election's), else the step's own list, still taking part (a candidate who
 * left is out of the race).
 */
function standingOf(state: WerewolfState, fromStep: readonly SeatNo[]): SeatNo[] {
  const taking = electorate(state);
  return (state.x.election?.standing ?? fromStep).filter((s) => taking.includes(s));
}

/** The candidates who may still withdraw or be elected at 退水. */
export function stillStanding(state: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffWithdraw' }>): SeatNo[] {
  return standingOf(state, step.standing ?? step.stood);
}

/** The candidates standing during the election speeches, who may withdraw now. */
export function standingAtSpeech(state: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffSpeech' }>): SeatNo[] {
  return standingOf(state, step.order);
}

/** The steps of a sheriff election. */
const ELECTION_STEPS = new Set(['day.sheriffElection', 'day.sheriffCandidates', 'day.sheriffSpeech', 'day.sheriffWithdraw', 'day.sheriffVote', 'day.sheriffPk']);

/** The day's election is under way, or still ahead that day. */
export function electionToday(state: WerewolfState): boolean {
  return [state.step, ...state.x.agenda].some((step) => step && ELECTION_STEPS.has(step.key));
}

/** The election postponed by a 自爆: its review line says so. */
export function postpone(draft: WerewolfState): void {
  closeElection(draft, null, '警长竞选延期到明天');
}

export function vote(draft: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffVote' }>, input: ParsedInput): void {
  if (input.kind !== 'ballots') return;
  const refused = loverBallotRefused(draft, input.ballots);
  if (refused) throw illegalMove(refused);
  const retry = rulesOf(draft)['sheriff.electionTie'] === 'retryNextDay';
  // Nobody voting leaves every candidate level.
  const { tally: result, outcome, tied } = runVote(draft, 'sheriff', {
    ballots: input.ballots, voters: electors(draft, step.stood), candidates: step.candidates,
    policy: retry ? 'none' : 'once', pk: step.pk ? 1 : 0, silenceTiesAll: true,
  });
  addLog(draft, `${step.pk ? '警长 PK 投票' : '警长投票'}：${describeTally(result)}`);
  if ('out' in outcome) return elect(draft, outcome.out, '');
  const level = result.top.length > 1 ? `${seatList(tied)}平票` : '无人投票';
  if (retry) {
    delete draft.x.election;
    addLog(draft, `${level}：今天没有警长，下一个白天重新竞选`);
    closeElection(draft, null, `${level}，今天没有警长，下一个白天重新竞选`);
    draft.x.news = [`${level}，今天没有警长，下一个白天重新竞选。`];
    return proceed(draft);
  }
  if ('nobody' in outcome) return noSheriff(draft, `警长竞选 PK ${result.top.length > 1 ? '仍然平票' : '无人投票'}：警徽流失`);
  addLog(draft, `${level}：再发言一次，然后 PK 投票`);
  draft.step = { key: 'day.sheriffPk', stood: step.stood, tied };
}

export function pk(draft: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffPk' }>): void {
  draft.step = { key: 'day.sheriffVote', stood: step.stood, candidates: step.tied, pk: true };
}

/** Deals of engine 1: the judge records the elected sheriff, or none on a tie. */
export function legacyElection(draft: WerewolfState, pkRound: boolean, input: ParsedInput): void {
  const [elected] = seatsOf(input);
  if (elected !== undefined) return elect(draft, elected, '');
  if (rulesOf(draft)['sheriff.electionTie'] === 'retryNextDay') {
    addLog(draft, '警长竞选平票：今天没有警长，下一个白天重新竞选');
    recordNote(draft, '警长竞选平票，今天没有警长，下一个白天重新竞选');
    return proceed(draft);
  }
  if (!pkRound) {
    addLog(draft, '警长竞选平票：平票的候选人再发言一次，然后 PK 投票');
    draft.step = { key: 'day.sheriffElection', pk: true, first: false };
    return;
  }
  noSheriff(draft, '警长竞选 PK 仍然平票：警徽流失');
}

type RaceStep = Extract<WerewolfStep, { key: 'day.sheriffSpeech' | 'day.sheriffWithdraw' | 'day.sheriffVote' | 'day.sheriffPk' }>;

/**
 * 离场 of `gone` (already out: a leaver and a lover who followed) during the election at `step`: the
 * race goes on without them, as if they had never stood. One candidate left is elected at once, none
 * leaves the game without a sheriff; a leaving speaker's turn passes to the next. The speeches still
 * to come have lost them already (`waitingRaceWithout`).
 */
export function raceWithout(draft: WerewolfState, step: RaceStep, gone: readonly SeatNo[]): void {
  if (!racing(step).some((s) => gone.includes(s))) return;
  const remaining = step.key === 'day.sheriffWithdraw' ? stillStanding(draft, step) : withoutAll(racing(step), gone);
  if (remaining.length <= 1) {
    const stood = step.key === 'day.sheriffSpeech' ? draft.x.election?.stood ?? step.order : step.stood;
    return closeRace(draft, stood, remaining, '警上的候选人都已离场', step);
  }
  switch (step.key) {
    case 'day.sheriffSpeech':
      if (gone.includes(step.seat)) return proceed(draft);
      draft.step = { ...step, order: withoutAll(step.order, gone) };
      return;
    case 'day.sheriffVote':
      draft.step = { ...step, candidates: remaining };
      return;
    case 'day.sheriffPk':
      draft.step = { ...step, tied: remaining };
      return;
    default:
      return;
  }
}

/**
 * The same for an election that waits in the agenda behind another step (a 技能 question, a lover's
 * last words): its speeches lose `gone`, and a vote left with one candidate or none becomes 退水 with
 * those still standing, which elects the one or ends the race when it is played.
 */
export function waitingRaceWithout(draft: WerewolfState, gone: readonly SeatNo[]): void {
  dropSpeeches(draft, gone);
  draft.x.agenda = draft.x.agenda.map((next): WerewolfStep => {
    if (next.key !== 'day.sheriffVote' && next.key !== 'day.sheriffPk') return next;
    const remaining = withoutAll(racing(next), gone);
    if (remaining.length <= 1) return { key: 'day.sheriffWithdraw', stood: next.stood, standing: remaining };
    return next.key === 'day.sheriffVote' ? { ...next, candidates: remaining } : { ...next, tied: remaining };
  });
}

/** The candidates in the race at an election step, as the step keeps them. */
function racing(step: RaceStep): SeatNo[] {
  switch (step.key) {
    case 'day.sheriffSpeech': return step.order;
    case 'day.sheriffWithdraw': return step.standing ?? step.stood;
    case 'day.sheriffVote': return step.candidates;
    case 'day.sheriffPk': return step.tied;
  }
}
