import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyStat, WORD_COUNTS } from '../../cloudfunctions/game/src/engine/words/learn';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { cloudbaseWordStats, MAX_STATS_READ, WORD_STATS_COLLECTION } from '../../cloudfunctions/game/src/store/word-stats-cloudbase';
import { memoryWordStats } from '../../cloudfunctions/game/src/store/word-stats-memory';
import type { WordStatsStore } from '../../cloudfunctions/game/src/store/word-stats-port';
import { sqliteWordStats } from '../../cloudfunctions/game/src/store/word-stats-sqlite';
import { cloudDbDouble } from '../helpers/cloud-db-double';

const dir = mkdtempSync(join(tmpdir(), 'word-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const adapters: [string, () => WordStatsStore][] = [
  ['SQLite (local server)', () => sqliteWordStats(join(dir, `${Math.random()}.db`))],
  ['CloudBase (over the db double)', () => cloudbaseWordStats(cloudDbDouble())],
  ['memory (tests)', () => memoryWordStats()],
];

describe.each(adapters)('WordStatsStore contract: %s', (_name, makeStore) => {
  let stats: WordStatsStore;
  beforeEach(() => {
    stats = makeStore();
  });

  it('starts a pair from zero and adds each change to its counts', async () => {
    expect(await stats.rated(0)).toEqual([]);
    await stats.add('饺子-包子', { games: 1 });
    await stats.add('饺子-包子', { undercoverWins: 1, ratings: 1, tooClose: 1 });
    await stats.add('饺子-包子', { tooClose: -1, unfit: 1 });
    expect(await stats.rated(0)).toEqual([{ ...emptyStat('饺子-包子'), games: 1, undercoverWins: 1, ratings: 1, unfit: 1 }]);
  });

  it('reads only the pairs with at least the asked-for ratings', async () => {
    await stats.add('a-b', { ratings: 2, good: 2 });
    await stats.add('c-d', { ratings: 3, unfit: 3 });
    await stats.add('e-f', { games: 4 });
    expect((await stats.rated(3)).map((s) => s.pairId)).toEqual(['c-d']);
    expect((await stats.rated(0)).map((s) => s.pairId).sort()).toEqual(['a-b', 'c-d', 'e-f']);
  });

  it('loses no count when many rooms count into the same new pair at once', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) => stats.add('猫-狗', { ratings: 1, [i % 2 ? 'good' : 'tooFar']: 1, games: 1 })));
    expect(await stats.rated(0)).toEqual([{ ...emptyStat('猫-狗'), ratings: 30, good: 15, tooFar: 15, games: 30 }]);
  });
});

describe('WordStatsStore on CloudBase', () => {
  it('keeps one document per pair, counts as numbers, incremented in place', async () => {
    const db = cloudDbDouble();
    const stats = cloudbaseWordStats(db);
    await stats.add('饺子-包子', { games: 1, undercoverWins: 1 });
    await stats.add('饺子-包子', { games: 1 });
    expect(db.collectionDocs(WORD_STATS_COLLECTION).get('饺子-包子')).toEqual({ ...emptyStat('x'), pairId: undefined, _id: '饺子-包子', games: 2, undercoverWins: 1 });
  });

  it('lets a lost race to add a pair\'s first document count by increment', async () => {
    const db = cloudDbDouble();
    const stats = cloudbaseWordStats(db);
    const collection = db.collection.bind(db);
    let raced = false;
    db.collection = (name) => {
      const real = collection(name);
      return {
        ...real,
        async add(options) {
          if (!raced) {
            raced = true;
            // Another room adds the document between this call's update and its add.
            await collection(name).add({ data: { ...emptyStat('猫-狗'), pairId: undefined, _id: '猫-狗', games: 1 } as never });
          }
          return real.add(options);
        },
      };
    };
    await stats.add('猫-狗', { games: 1 });
    expect((await stats.rated(0))[0]).toMatchObject({ pairId: '猫-狗', games: 2 });
  });
});

describe('the draw\'s one read of the stats', () => {
  it('stays small: every pair of the bank with busy counts is under 200 bytes a document, 200 KB in all', async () => {
    const db = cloudDbDouble();
    const stats = cloudbaseWordStats(db);
    const busy = Object.fromEntries(WORD_COUNTS.map((c) => [c, 99_999]));
    for (const pair of WORD_PAIRS) await stats.add(pair.id, busy);
    const docs = [...db.collectionDocs(WORD_STATS_COLLECTION).values()];
    const bytes = docs.map((d) => Buffer.byteLength(JSON.stringify(d)));
    expect(Math.max(...bytes)).toBeLessThan(200);
    expect(bytes.reduce((a, b) => a + b, 0)).toBeLessThan(200 * 1024);
    expect(await stats.rated(3)).toHaveLength(WORD_PAIRS.length);
  });

  it('reads on past CloudBase\'s cap of documents per query, one query per full page', async () => {
    const db = cloudDbDouble();
    const stats = cloudbaseWordStats(db);
    for (let i = 0; i < 2 * MAX_STATS_READ + 345; i++) await stats.add(`词${i}-语${i}`, { ratings: 3, unfit: 3 });
    await stats.add('少-评', { ratings: 2, good: 2 });
    const collection = db.collection.bind(db);
    let queries = 0;
    db.collection = (name) => {
      const real = collection(name);
      return { ...real, where: (query) => {
        queries += 1;
        return real.where(query);
      } };
    };
    const read = await stats.rated(3);
    expect(read).toHaveLength(2 * MAX_STATS_READ + 345);
    expect(new Set(read.map((s) => s.pairId)).size).toBe(read.length);
    expect(queries).toBe(3);
  });
});
