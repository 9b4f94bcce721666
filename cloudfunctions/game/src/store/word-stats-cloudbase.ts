import { WORD_COUNTS, type WordStat, type WordStatDelta } from '../engine/words/learn';
import { readAllPages } from './cloud-pages';
import { statOf, type CloudDb } from './cloudbase';
import type { WordStatsStore } from './word-stats-port';

/** One document per bank pair, keyed by pair id, its counts as number fields; closed to every client. */
export const WORD_STATS_COLLECTION = 'wordStats';

/**
 * The most documents one query answers (CloudBase's cap for server calls). Only pairs with a few
 * ratings are read, each under 200 bytes: one read, unless more than this many pairs were rated.
 */
export const MAX_STATS_READ = 1000;

/** Enough for a pair's first document being created by several rooms at once. */
const ADD_ATTEMPTS = 3;

function isStatDoc(value: unknown): value is Record<string, unknown> & { _id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

function statOfDoc(doc: Record<string, unknown> & { _id: string }): WordStat {
  const stat = { pairId: doc._id } as WordStat;
  for (const c of WORD_COUNTS) stat[c] = typeof doc[c] === 'number' ? doc[c] : 0;
  return stat;
}

/**
 * WordStatsStore on a CloudBase collection: an increment is one `update` with `command.inc` (atomic on
 * the server); a pair's first count adds its document, and a lost race to add it falls back to the
 * increment.
 */
export function cloudbaseWordStats(db: CloudDb): WordStatsStore {
  const stats = () => db.collection(WORD_STATS_COLLECTION);
  const counted = (delta: WordStatDelta) => WORD_COUNTS.filter((c) => (delta[c] ?? 0) !== 0);
  return {
    async add(pairId: string, delta: WordStatDelta) {
      const fields = counted(delta);
      if (fields.length === 0) return;
      const increments = Object.fromEntries(fields.map((c) => [c, db.command.inc(delta[c] ?? 0)]));
      for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
        if (statOf(await stats().where({ _id: pairId }).update({ data: increments }), 'updated') === 1) return;
        try {
          await stats().add({ data: { _id: pairId, ...Object.fromEntries(WORD_COUNTS.map((c) => [c, delta[c] ?? 0])) } });
          return;
        } catch (error) {
          // Another room added the document first (a taken _id): increment it instead.
          if (attempt === ADD_ATTEMPTS - 1) throw error;
        }
      }
    },
    async rated(minRatings: number) {
      const docs = await readAllPages((offset, size) => stats().where({ ratings: db.command.gte(minRatings) }).orderBy('_id', 'asc').skip(offset).limit(size).get(), MAX_STATS_READ);
      return docs.filter(isStatDoc).map(statOfDoc);
    },
  };
}
