import { openSqlite } from './sqlite-file';
import { WORD_COUNTS, type WordStat, type WordStatDelta } from '../engine/words/learn';
import type { WordStatsStore } from './word-stats-port';

/** The file beside the rooms under GAME_DATA. */
export const WORD_STATS_FILE = 'word-stats.db';

const columns = WORD_COUNTS.map((c) => `"${c}"`);

/**
 * The local server's word stats: their own SQLite file (WAL, not locked to the server), so that
 * `npm run words:report` can read them while the server runs. An increment is one upsert.
 */
export function sqliteWordStats(file: string): WordStatsStore & { close(): void } {
  const db = openSqlite(file, false);
  db.exec(`CREATE TABLE IF NOT EXISTS word_stats (
    pair_id TEXT PRIMARY KEY,
    ${columns.map((c) => `${c} INTEGER NOT NULL DEFAULT 0`).join(',\n    ')}
  )`);
  const upsert = db.prepare(`INSERT INTO word_stats (pair_id, ${columns.join(', ')})
    VALUES (?, ${columns.map(() => '?').join(', ')})
    ON CONFLICT(pair_id) DO UPDATE SET ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`);
  const select = db.prepare<[number], Record<string, unknown>>('SELECT * FROM word_stats WHERE "ratings" >= ?');
  return {
    async add(pairId: string, delta: WordStatDelta) {
      upsert.run(pairId, ...WORD_COUNTS.map((c) => delta[c] ?? 0));
    },
    async rated(minRatings: number) {
      return select.all(minRatings).map(statOfRow);
    },
    close() {
      db.close();
    },
  };
}

function statOfRow(row: Record<string, unknown>): WordStat {
  const stat = { pairId: String(row.pair_id) } as WordStat;
  for (const c of WORD_COUNTS) stat[c] = Number(row[c]);
  return stat;
}
