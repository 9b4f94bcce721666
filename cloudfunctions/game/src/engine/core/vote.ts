import type { SeatNo } from '../../../../../typings/api';

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
