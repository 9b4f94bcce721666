import type { InputSpec, SeatNo } from '../../../../../typings/api';
import { hostedByJudge } from './auto-options';
import { record } from './events';
import { addLog, livingSeats, seatList } from './seats';
import type { GameState, ParsedInput, StepDescription } from './state';
import { describeTally, tally, type Tally } from './tally';

/**
 * The one vote machine of the three games (docs/rules.md §G.6): ballots are tallied (with weights),
 * one leader is out, a tie goes to a PK among the tied when the game's tie policy allows another
 * round, else nobody is out. Each game supplies its voters, candidates, weights, tie policy and words.
 * Every vote is recorded in the deal's events, ballot by ballot with its weight, for the review.
 */

/** How a tied vote goes on: nobody out, one more round among the tied, or rounds until someone is out. */
export type TiePolicy = 'none' | 'once' | 'untilResolved';

export type VoteOutcome = { out: SeatNo } | { again: SeatNo[] } | { nobody: true };

/**
 * What a vote decides from its leaders (`top` of a tally): one leader is out; several go to
 * another round among them if the policy allows one more (`pk` rounds so far); nobody voting,
 * or a tie with no round left, puts nobody out.
 */
export function voteOutcome(top: SeatNo[], policy: TiePolicy, pk: number): VoteOutcome {
  if (top.length === 1) return { out: top[0] };
  const again = top.length > 1 && (policy === 'untilResolved' || (policy === 'once' && pk === 0));
  return again ? { again: top } : { nobody: true };
}

/** The killer and werewolf option values of `killer.voteTie` / `vote.tie`. */
export function tiePolicy(value: unknown): TiePolicy {
  return value === 'pkUntilResolved' ? 'untilResolved' : value === 'pkOnce' ? 'once' : 'none';
}

export interface VoteCall {
  ballots: Map<SeatNo, SeatNo>;
  voters: readonly SeatNo[];
  candidates: readonly SeatNo[];
  /** A voter's weight (the sheriff's 1.5 or 2); 1 when absent. */
  weight?: (voter: SeatNo) => number;
  policy: TiePolicy;
  /** Votes added to candidates whoever votes (the crow's curse). */
  bonus?: readonly { seat: SeatNo; votes: number }[];
  /** PK rounds held so far in this vote. */
  pk: number;
  /** Nobody voting leaves every candidate level (the sheriff election) rather than nobody out. */
  silenceTiesAll?: boolean;
}

export interface VoteResult {
  tally: Tally;
  outcome: VoteOutcome;
  /** The seats level at the top (every candidate when silence ties all); empty when one leads. */
  tied: SeatNo[];
}

/** What a vote is for: putting a player out, or electing the sheriff. */
export type VotePurpose = 'exile' | 'sheriff';

/**
 * Counts a vote, decides it, and records it in `draft`'s events. A revote that nobody may vote in
 * (everyone left is on the PK) leaves the tied level and puts nobody out, as a second tie does.
 */
export function runVote(draft: GameState, purpose: VotePurpose, call: VoteCall): VoteResult {
  const counted = tally(call.ballots, call.voters, call.weight, call.bonus);
  const unvoted = call.pk > 0 && call.voters.length === 0;
  const top = counted.top.length === 0 && (call.silenceTiesAll || unvoted) ? [...call.candidates] : counted.top;
  const outcome = unvoted ? { nobody: true as const } : voteOutcome(top, call.policy, call.pk);
  const result = { tally: counted, outcome, tied: top.length > 1 ? top : [] };
  record(draft, voteEvent(purpose, call, result));
  return result;
}

function voteEvent(purpose: VotePurpose, call: VoteCall, result: VoteResult) {
  const weight = call.weight ?? (() => 1);
  const ballots = [...call.ballots].sort(([a], [b]) => a - b).map(([voter, target]) => ({ voter, target, weight: weight(voter) }));
  const who = purpose === 'sheriff' ? '警长' : '';
  // A space between Chinese and Latin letters, as everywhere else: 警长 PK 投票, PK 投票.
  const title = call.pk > 0 ? `${who ? `${who} ` : ''}PK 投票` : `${who}投票`;
  const tied = result.tied.length > 0 ? `；${seatList(result.tied)}平票` : '';
  return {
    kind: 'vote' as const, purpose, pk: call.pk > 0, candidates: [...call.candidates], ballots,
    out: 'out' in result.outcome ? result.outcome.out : null, tied: result.tied,
    text: `${title}：${describeTally(result.tally)}${tied}`,
  };
}

/** After the tied have spoken again (a PK step): the revote among them. */
export function revote(pk: { tied: SeatNo[]; pk: number }): { candidates: SeatNo[]; pk: number } {
  return { candidates: pk.tied, pk: pk.pk + 1 };
}

/** A vote as its step keeps it: the candidates, and the PK rounds held before it (0: the first vote). */
export interface VoteRound { candidates: readonly SeatNo[]; pk: number }

/** Of those with a vote, who votes in this round: in a PK revote, not the tied players on the PK. */
export function roundVoters(voters: readonly SeatNo[], round: VoteRound): SeatNo[] {
  return voters.filter((s) => !onPk(round, s));
}

function onPk(round: VoteRound, seat: SeatNo): boolean {
  return round.pk > 0 && round.candidates.includes(seat);
}

/**
 * A vote step's ballots among `round`'s candidates, cast by `voters` but the tied in a PK revote,
 * with the reason a tied player's ballot is refused.
 */
export function ballotsInput(
  voters: readonly SeatNo[], round: VoteRound,
): { input: Extract<InputSpec, { type: 'ballots' }>; refuseVoter: NonNullable<StepDescription['refuseVoter']> } {
  return {
    input: { type: 'ballots', voters: roundVoters(voters, round), candidates: [...round.candidates] },
    refuseVoter: (seat) => (onPk(round, seat) ? `${seat} 号在 PK 台上，不能投票` : undefined),
  };
}

/**
 * Whether the players cast their ballots on their own phones: every 自动主持 room (it has the vote
 * timer), and a judge room that chose 手机投票. Then nobody raises a hand or points.
 */
export function votesOnPhones(state: GameState): boolean {
  const rules = state.config.rules;
  return rules.votes === 'phones' || !hostedByJudge(rules);
}

/** What is said when the ballots are cast on the phones, in place of the hands or fingers. */
export const PHONE_VOTE_LINE = '请在自己的手机上投票：点选你要投的玩家，或点「弃票」。每人只有一票，投出后不公开，等所有人投完一起揭晓。';

/** What the judge says at a PK revote: who the candidates are, and who votes. */
export function revoteLine(candidates: readonly SeatNo[]): string {
  if (candidates.length === 1) return `重新投票：投给 ${candidates[0]} 号，或者弃权；${candidates[0]} 号不投票。`;
  return `在 ${seatList(candidates)}之中重新投票，平票的玩家不投票。`;
}

/** What the judge says at a PK revote that nobody may vote in. */
export function unvotedLine(tied: readonly SeatNo[]): string {
  return `${seatList(tied)}之外没有人能投票：本轮无人出局。`;
}

/** The first vote of a day (or a round): every living player is a candidate. */
export function firstVote(state: GameState): { candidates: SeatNo[]; pk: number } {
  return { candidates: livingSeats(state), pk: 0 };
}

/**
 * An exile vote of the living players (杀人游戏, 谁是卧底; the tied sit out a PK revote) among `vote`'s
 * candidates: counted, logged as `heading：tally`, decided; null for an input that is no ballots.
 */
export function livingVote(draft: GameState, vote: { candidates: SeatNo[]; pk: number }, input: ParsedInput, policy: TiePolicy, heading: string): VoteResult | null {
  if (input.kind !== 'ballots') return null;
  const voters = roundVoters(livingSeats(draft), vote);
  const result = runVote(draft, 'exile', { ballots: input.ballots, voters, candidates: vote.candidates, policy, pk: vote.pk });
  addLog(draft, `${heading}：${describeTally(result.tally)}`);
  return result;
}
