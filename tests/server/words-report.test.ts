import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordsReport } from '../../cloudfunctions/game/src/local/words-report';
import { emptyStat, type WordStat } from '../../cloudfunctions/game/src/engine/words/learn';
import type { WordPair } from '../../cloudfunctions/game/src/engine/words/bank';
import { sqliteWordStats, WORD_STATS_FILE } from '../../cloudfunctions/game/src/store/word-stats-sqlite';

const REPORT = join(__dirname, '../../.build/words-report.js');

const pair = (first: string, second: string): WordPair => ({ id: `${first}-${second}`, first, second, category: 'food', difficulty: 'normal', flags: [] });
const BANK = [pair('饺子', '包子'), pair('苹果', '梨'), pair('米饭', '面条'), pair('豆浆', '牛奶')];
const stat = (pairId: string, counts: Partial<WordStat>): WordStat => {
  const s = { ...emptyStat(pairId), ...counts };
  return { ...s, ratings: s.good + s.tooClose + s.tooFar + s.unknown + s.unfit };
};

describe('words:report', () => {
  it('lists the rated pairs worst first: taken out, then drawn rarely, then by bad share, with counts and the undercover win rate', () => {
    const lines = wordsReport([
      stat('苹果-梨', { good: 4, tooFar: 1, games: 4, undercoverWins: 1 }),
      stat('米饭-面条', { tooClose: 4, good: 1, games: 5, undercoverWins: 5 }),
      stat('饺子-包子', { unfit: 3, good: 6, games: 10, undercoverWins: 2 }),
      stat('豆浆-牛奶', { games: 3 }),
      stat('旧词-已删', { tooFar: 1 }),
    ], BANK, {});
    expect(lines[0]).toBe('词库评价：4 组词有评价（停用 1，少抽 1），共记 22 局。');
    expect(lines.slice(1, 5).map((l) => l.split('  ').slice(0, 2).join(' '))).toEqual([
      '停用 饺子/包子（食物）', '少抽 米饭/面条（食物）', '正常 旧词/已删（已不在词库）', '正常 苹果/梨（食物）',
    ]);
    expect(lines[1]).toContain('评价 9：👍 好词 6 · 👎 太像了 0 · 👎 太不像 0 · 👎 不认识 0 · 🚩 不合适 3；差评 33%；10 局，卧底胜率 20%');
    expect(lines[2]).toContain('差评 80%；5 局，卧底胜率 100%');
    expect(lines[3]).toContain('0 局，卧底胜率 —');
  });

  it('counts only the 🚩 given since a pair was reviewed and kept', () => {
    const lines = wordsReport([stat('饺子-包子', { unfit: 4, good: 6 })], BANK, { '饺子-包子': 3 });
    expect(lines[1]).toMatch(/^正常 {2}饺子\/包子.*🚩 不合适 4（复核后 🚩 1）/);
  });

  it('prints the local store under GAME_DATA', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'words-report-'));
    try {
      const run = () => execFileSync(process.execPath, [REPORT], { env: { ...process.env, GAME_DATA: dir }, encoding: 'utf8' });
      expect(run()).toContain('还没有词库评价');
      const stats = sqliteWordStats(join(dir, WORD_STATS_FILE));
      await stats.add('苹果-梨', { ratings: 1, good: 1, games: 1 });
      await stats.add('饺子-包子', { ratings: 3, unfit: 3, games: 1, undercoverWins: 1 });
      // The report reads while the server holds the file open.
      const out = run().split('\n');
      stats.close();
      expect(out[1]).toBe('词库评价：2 组词有评价（停用 1，少抽 0），共记 2 局。');
      expect(out[2]).toMatch(/^停用 {2}饺子\/包子/);
      expect(out[3]).toMatch(/^正常 {2}苹果\/梨/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
