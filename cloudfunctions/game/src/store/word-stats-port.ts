import type { WordStat, WordStatDelta } from '../engine/words/learn';

/**
 * Where the word bank's stats live: one record per bank pair, changed only by atomic increments,
 * so that any number of rooms may count into the same pair at once.
 */
export interface WordStatsStore {
  /** Adds `delta` to the pair's counts (a pair without a record starts from zero). */
  add(pairId: string, delta: WordStatDelta): Promise<void>;
  /** Every pair with at least `minRatings` ratings, in one read (the draw's; 0: every stored pair). */
  rated(minRatings: number): Promise<WordStat[]>;
}
