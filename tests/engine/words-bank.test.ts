import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHOOSABLE_CATEGORIES, WORD_CATEGORIES, WORD_DIFFICULTIES, WORD_PACKS, WORD_PAIRS,
} from '../../cloudfunctions/game/src/engine/words/bank';
import { LENGTH_ALLOWED, LINTS } from '../helpers/word-lint';
import {
  CONTRAST_3, INSIDE_3, KIND_OR_OBSCURE, NOTHING_IN_COMMON, OBSCURE_3, pairsOf, RELABELLED, SAME_MEANING_IDIOMS, SAME_THING_3,
  SAME_THING_PAIRS, SENSITIVE_3, WEAK, WEAK_3,
} from './words-review';

const WORD_RE = /^[\u4e00-\u9fff]+$/;
const unordered = (a: string, b: string) => [a, b].sort().join('/');
const inBank = new Map(WORD_PAIRS.map((p) => [unordered(p.first, p.second), p]));
const sizeOf = (category: string) => WORD_PAIRS.filter((p) => p.category === category).length;

describe('undercover word bank', () => {
  it('has at least 800 pairs outside the optional packs', () => {
    const packs = new Set(WORD_PACKS.map((c) => c.id));
    expect(WORD_PAIRS.filter((p) => !packs.has(p.category)).length).toBeGreaterThanOrEqual(800);
  });

  it('has unique category ids made of lowercase ascii, with Chinese names', () => {
    const ids = WORD_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of WORD_CATEGORIES) {
      expect(c.id).toMatch(/^[a-z][a-z-]*$/);
      expect(c.name).toMatch(WORD_RE);
    }
  });

  it('has the categories groups ask for, 成语 only when chosen, and the packs', () => {
    const named = Object.fromEntries(WORD_CATEGORIES.map((c) => [c.id, [c.name, c.draw]]));
    expect(named).toMatchObject({
      transport: ['交通出行', 'main'], fashion: ['服饰美妆', 'main'], festival: ['节日民俗', 'main'],
      digital: ['数码与网络生活', 'main'], family: ['亲属称谓', 'main'], geography: ['地理名胜', 'main'],
      classics: ['名著与神话人物', 'main'], idiom: ['成语', 'chosen'],
      celebrity: ['明星', 'pack'], internet: ['网络流行语', 'pack'],
    });
    const added = ['transport', 'fashion', 'festival', 'digital', 'family', 'geography', 'classics'];
    expect(added.reduce((n, id) => n + sizeOf(id), 0)).toBeGreaterThanOrEqual(250);
    expect(CHOOSABLE_CATEGORIES.map((c) => c.id)).not.toContain('celebrity');
  });

  it('has no duplicate pair, in either order, and no pair of equal words', () => {
    expect(inBank.size).toBe(WORD_PAIRS.length);
    expect(WORD_PAIRS.filter((p) => p.first === p.second).map((p) => p.id)).toEqual([]);
  });

  it('has words of 1 to 8 CJK characters only', () => {
    const bad = WORD_PAIRS.flatMap((p) => [p.first, p.second])
      .filter((w) => [...w].length > 8 || !WORD_RE.test(w));
    expect(bad).toEqual([]);
  });

  it('puts every pair in a known category and difficulty', () => {
    const cats = new Set(WORD_CATEGORIES.map((c) => c.id));
    const diffs = new Set<string>(WORD_DIFFICULTIES);
    expect(WORD_PAIRS.filter((p) => !cats.has(p.category) || !diffs.has(p.difficulty)).map((p) => p.id)).toEqual([]);
  });

  it('has at least 30 pairs in every category and 40 in every pack, each with every difficulty', () => {
    for (const c of WORD_CATEGORIES) {
      const levels = new Set(WORD_PAIRS.filter((p) => p.category === c.id).map((p) => p.difficulty));
      expect({ category: c.id, big: sizeOf(c.id) >= (c.draw === 'pack' ? 40 : 30), levels: levels.size })
        .toEqual({ category: c.id, big: true, levels: 3 });
    }
  });

  it('has unique non-empty pair ids', () => {
    const ids = WORD_PAIRS.map((p) => p.id);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('word bank lints', () => {
  it.each(Object.entries(LINTS))('%s finds nothing in the bank', (_, lint) => {
    expect(lint(WORD_PAIRS)).toEqual([]);
  });

  it('allows a length gap of two only for bank pairs that have one, each with its reason', () => {
    for (const [pair, reason] of Object.entries(LENGTH_ALLOWED)) {
      const [a, b] = pair.split('/');
      expect(inBank.has(unordered(a, b))).toBe(true);
      expect(Math.abs([...a].length - [...b].length)).toBe(2);
      expect(reason).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('flags what each lint is about', () => {
    expect(LINTS.wordInside([{ first: '排球', second: '沙滩排球' }])).toEqual(['排球/沙滩排球']);
    expect(LINTS.lengthGap([{ first: '酸奶', second: '乳酸菌饮料' }])).toEqual(['酸奶/乳酸菌饮料']);
    expect(LINTS.overused(pairsOf('猫/狗 猫/老虎 猫/狮子'))).toEqual(['猫 ×3']);
    expect(LINTS.sameThing(pairsOf('馄饨/云吞'))).toEqual(['馄饨/云吞']);
    expect(LINTS.repeatedIdea(pairsOf('冰淇淋/冰棍 雪糕/冰棍'))).toEqual(['冰淇淋/冰棍 = 雪糕/冰棍']);
    expect(LINTS.kindOf(pairsOf('蘑菇/香菇'))).toEqual(['蘑菇/香菇']);
  });
});

describe('the pairs rejected or found weak on reading', () => {
  const rejected = [
    NOTHING_IN_COMMON, SAME_THING_PAIRS, KIND_OR_OBSCURE, SAME_MEANING_IDIOMS, WEAK,
    SENSITIVE_3, SAME_THING_3, INSIDE_3, OBSCURE_3, CONTRAST_3, WEAK_3,
  ].flatMap(pairsOf);

  it('are all out of the bank', () => {
    expect(rejected.length).toBe(36 + 12 + 10 + 22 + 19 + 13 + 8 + 14 + 6 + 37 + 2);
    expect(rejected.filter((p) => inBank.has(unordered(p.first, p.second))).map((p) => `${p.first}/${p.second}`)).toEqual([]);
  });

  const caughtBy = (pair: { first: string; second: string }) =>
    Object.entries(LINTS).filter(([, lint]) => lint([pair]).length > 0).map(([name]) => name);

  it('are caught by the lints where a lint can tell: same thing, a kind of, inside, length', () => {
    for (const pair of [...pairsOf(SAME_THING_PAIRS), ...pairsOf(WEAK).slice(0, 11)]) {
      expect({ pair, caught: caughtBy(pair).includes('sameThing') }).toEqual({ pair, caught: true });
    }
    for (const pair of pairsOf(KIND_OR_OBSCURE).slice(0, 8)) {
      expect({ pair, caught: caughtBy(pair).includes('kindOf') }).toEqual({ pair, caught: true });
    }
    expect(caughtBy({ first: '排球', second: '沙滩排球' })).toEqual(expect.arrayContaining(['wordInside', 'lengthGap', 'kindOf']));
    for (const pair of pairsOf('酸奶/乳酸菌饮料 可乐/橘子汽水 北极/热带雨林 班长/学习委员')) {
      expect({ pair, caught: caughtBy(pair) }).toEqual({ pair, caught: ['lengthGap'] });
    }
  });

  it.each(RELABELLED)('keeps %s at the %s level', (pair, level) => {
    const [a, b] = pair.split('/');
    expect(inBank.get(unordered(a, b))?.difficulty).toBe(level);
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
      expect(text).not.toMatch(/words\/(bank|categories)/);
    }
  });
});
