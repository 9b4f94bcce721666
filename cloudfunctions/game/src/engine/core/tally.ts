import type { SeatNo } from '../../../../../typings/api';

export interface Tally {
  /** Weighted votes per candidate, only those who got any, most first. */
  counts: { seat: SeatNo; votes: number }[];
  /** The candidates with the most votes: one is a winner, several a tie, none when nobody voted. */
  top: SeatNo[];
  abstained: number;
}

/**
 * Counts ballots (voter → candidate); `weight` gives a voter's weight (the sheriff's 1.5 or 2);
 * `bonus` adds votes to candidates whoever votes (the crow's curse).
 */
export function tally(
  ballots: Map<SeatNo, SeatNo>,
  voters: readonly SeatNo[],
  weight: (voter: SeatNo) => number = () => 1,
  bonus: readonly { seat: SeatNo; votes: number }[] = [],
): Tally {
  const votes = new Map<SeatNo, number>();
  for (const [voter, candidate] of ballots) votes.set(candidate, (votes.get(candidate) ?? 0) + weight(voter));
  for (const { seat, votes: extra } of bonus) votes.set(seat, (votes.get(seat) ?? 0) + extra);
  const counts = [...votes].map(([seat, v]) => ({ seat, votes: v })).sort((a, b) => b.votes - a.votes || a.seat - b.seat);
  const max = counts[0]?.votes ?? 0;
  return {
    counts,
    top: counts.filter((c) => c.votes === max && max > 0).map((c) => c.seat),
    abstained: voters.filter((v) => !ballots.has(v)).length,
  };
}

/** "5 号 3 票，2 号 1 票，弃权 2 人" for the judge's log. */
export function describeTally(t: Tally): string {
  const parts = t.counts.map((c) => `${c.seat} 号 ${c.votes} 票`);
  if (t.abstained > 0) parts.push(`弃权 ${t.abstained} 人`);
  return parts.length > 0 ? parts.join('，') : '无人投票';
}
