import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WORD_PAIRS, WORD_CATEGORIES, WORD_DIFFICULTIES } from '../../cloudfunctions/game/src/engine/words/bank';

const WORD_RE = /^[\u4e00-\u9fff]+$/;

describe('undercover word bank', () => {
  it('has at least 400 pairs', () => {
    expect(WORD_PAIRS.length).toBeGreaterThanOrEqual(400);
  });

  it('has unique category ids made of lowercase ascii, with Chinese names', () => {
    const ids = WORD_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of WORD_CATEGORIES) {
      expect(c.id).toMatch(/^[a-z][a-z-]*$/);
      expect(c.name).toMatch(WORD_RE);
    }
  });

  it('has no duplicate pair, in either order', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const p of WORD_PAIRS) {
      const key = [p.first, p.second].sort().join('/');
      const prev = seen.get(key);
      if (prev !== undefined) dups.push(`${prev} = ${p.id}`);
      seen.set(key, p.id);
    }
    expect(dups).toEqual([]);
  });

  it('has no pair of equal words', () => {
    expect(WORD_PAIRS.filter((p) => p.first === p.second).map((p) => p.id)).toEqual([]);
  });

  it('has words of 1 to 8 CJK characters only', () => {
    const bad: string[] = [];
    for (const p of WORD_PAIRS) {
      for (const w of [p.first, p.second]) {
        const len = [...w].length;
        if (len < 1 || len > 8 || !WORD_RE.test(w)) bad.push(`${p.id}: ${JSON.stringify(w)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('puts every pair in a known category and difficulty', () => {
    const cats = new Set(WORD_CATEGORIES.map((c) => c.id));
    const diffs = new Set<string>(WORD_DIFFICULTIES);
    for (const p of WORD_PAIRS) {
      expect(cats.has(p.category)).toBe(true);
      expect(diffs.has(p.difficulty)).toBe(true);
    }
  });

  it('has at least 30 pairs in every category', () => {
    for (const c of WORD_CATEGORIES) {
      const n = WORD_PAIRS.filter((p) => p.category === c.id).length;
      expect({ category: c.id, ok: n >= 30 }).toEqual({ category: c.id, ok: true });
    }
  });

  it('has pairs of every difficulty overall, and at least two levels per category', () => {
    for (const d of WORD_DIFFICULTIES) {
      expect(WORD_PAIRS.some((p) => p.difficulty === d)).toBe(true);
    }
    for (const c of WORD_CATEGORIES) {
      const levels = new Set(WORD_PAIRS.filter((p) => p.category === c.id).map((p) => p.difficulty));
      expect({ category: c.id, ok: levels.size >= 2 }).toEqual({ category: c.id, ok: true });
    }
  });

  it('has unique non-empty pair ids', () => {
    const ids = WORD_PAIRS.map((p) => p.id);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('where the word bank lives', () => {
  const root = join(__dirname, '../../miniprogram');
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'miniprogram_npm') return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });

  it('is not in the mini-program: no page holds more than a couple of its pairs', () => {
    for (const file of files(root)) {
      const text = readFileSync(file, 'utf8');
      const pairs = WORD_PAIRS.filter((p) => text.includes(p.first) && text.includes(p.second));
      expect(pairs.length).toBeLessThanOrEqual(3);
      expect(text).not.toMatch(/words\/bank/);
    }
  });
});
