import { emptyStat, WORD_COUNTS, type WordStat, type WordStatDelta } from '../engine/words/learn';
import type { WordStatsStore } from './word-stats-port';

/** The word stats in a Map: for tests and page tests. */
export function memoryWordStats(): WordStatsStore {
  const stats = new Map<string, WordStat>();
  return {
    async add(pairId: string, delta: WordStatDelta) {
      const stat = { ...(stats.get(pairId) ?? emptyStat(pairId)) };
      for (const count of WORD_COUNTS) stat[count] += delta[count] ?? 0;
      stats.set(pairId, stat);
    },
    async rated(minRatings: number) {
      return [...stats.values()].filter((s) => s.ratings >= minRatings).map((s) => ({ ...s }));
    },
  };
}
