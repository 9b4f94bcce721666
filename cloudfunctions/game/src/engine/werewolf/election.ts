import type { SeatNo } from '../../../../../typings/api';
import { record, recordNote } from '../core/events';
import { addLog, livingSeats, seatList } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { describeTally } from '../core/tally';
import { runVote } from '../core/vote';
import { proceed } from './flow';
import type { WerewolfState, WerewolfStep } from './state';
import { hasTag, rulesOf, tag } from './table';

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

/** Today's election in the review, once the candidates are known: who stood and who withdrew. */
function openElection(draft: WerewolfState, stood: SeatNo[], withdrawn: SeatNo[]): void {
  const text = stood.length === 0 ? '竞选警长：无人上警'
    : `竞选警长：${seatList(stood)}上警${withdrawn.length > 0 ? `，${seatList(withdrawn)}退水` : ''}`;
  record(draft, { kind: 'election', candidates: stood, withdrawn, elected: null, text });
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
  addLog(draft, `${how}${seat} 号当选警长`);
  closeElection(draft, seat, `${seat} 号当选警长`);
  draft.x.news = [`${seat} 号当选警长。`];
  proceed(draft);
}

function noSheriff(draft: WerewolfState, why: string): void {
  draft.x.sheriffPending = false;
  addLog(draft, `${why}，本局没有警长`);
  closeElection(draft, null, `${why}，本局没有警长`);
  draft.x.news = [`${why}，本局没有警长。`];
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

export function candidates(draft: WerewolfState, input: ParsedInput): void {
  const stood = seatsOf(input);
  addLog(draft, stood.length === 0 ? '竞选警长：无人上警' : `竞选警长：${stood.join('、')} 号上警`);
  if (stood.length <= 1) openElection(draft, stood, []);
  standing(draft, stood, stood, '无人上警', { key: 'day.sheriffWithdraw', stood });
}

export function withdraw(draft: WerewolfState, stood: SeatNo[], input: ParsedInput): void {
  const out = seatsOf(input);
  if (out.length > 0) addLog(draft, `${out.join('、')} 号退水`);
  openElection(draft, stood, out);
  const remaining = stood.filter((s) => !out.includes(s));
  standing(draft, stood, remaining, '上警的玩家全部退水', { key: 'day.sheriffVote', stood, candidates: remaining, pk: false });
}

export function vote(draft: WerewolfState, step: Extract<WerewolfStep, { key: 'day.sheriffVote' }>, input: ParsedInput): void {
  if (input.kind !== 'ballots') return;
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
