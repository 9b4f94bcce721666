import {
  buildPairs, CHOOSABLE_CATEGORIES, WORD_FLAGS, WORD_PACKS, WORD_PAIRS, type WordFlag, type WordPair,
} from '../../cloudfunctions/game/src/engine/words/bank';
import { CATEGORY_ENTRIES } from '../../cloudfunctions/game/src/engine/words/catalog';
import type { CategorySource } from '../../cloudfunctions/game/src/engine/words/source';
import { LINTS } from '../helpers/word-lint';
import {
  ANTONYM_SWAPS, ANTONYMS, CONTRAST_GROUPS, EXCLUDED_THEMES, FLAG_WORDS, GENDER_ONLY, GENDER_SWAPS, SHARED_TAIL_EASY,
} from './words-rules';
import { INSIDE_3, pairsOf, SAME_THING_3, SENSITIVE_3 } from './words-review';

interface Pair { first: string; second: string }

const unordered = (p: Pair) => [p.first, p.second].sort().join('/');
const key = (p: Pair) => `${p.first}/${p.second}`;
const listed = (list: string) => new Set(pairsOf(list).map(unordered));
const packIds = new Set(WORD_PACKS.map((c) => c.id));
const defaultBank = WORD_PAIRS.filter((p) => !packIds.has(p.category));
const mainDraw = WORD_PAIRS.filter((p) => CHOOSABLE_CATEGORIES.some((c) => c.id === p.category && c.draw === 'main'));

/** Same length, and every character that differs is one of the swaps (爸爸/妈妈: 爸/妈 twice). */
function differsOnlyBy(swaps: readonly (readonly [string, string])[], p: Pair): boolean {
  const a = [...p.first];
  const b = [...p.second];
  if (a.length !== b.length) return false;
  const diffs = a.map((c, i) => [c, b[i]] as const).filter(([x, y]) => x !== y);
  return diffs.length > 0 && diffs.every(([x, y]) => swaps.some(([s, t]) => (s === x && t === y) || (s === y && t === x)));
}

const genderListed = listed(GENDER_ONLY);
const antonymListed = listed(ANTONYMS);
const isGenderOnly = (p: Pair) => differsOnlyBy(GENDER_SWAPS, p) || genderListed.has(unordered(p));
const isAntonym = (p: Pair) => differsOnlyBy(ANTONYM_SWAPS, p) || antonymListed.has(unordered(p));

/** The same length and the same but for the first character (绿茶/红茶): one thing, one trait changed. */
function oneTraitChanged(p: Pair): boolean {
  const a = [...p.first];
  const b = [...p.second];
  return a.length === b.length && a.length > 1 && a[0] !== b[0] && a.slice(1).join('') === b.slice(1).join('');
}

const themesOf = (p: Pair) => Object.entries(EXCLUDED_THEMES)
  .filter(([, words]) => words.some((w) => p.first.includes(w) || p.second.includes(w))).map(([theme]) => theme);

describe('what a pair must never be, over the default bank and every pack', () => {
  it.each(Object.entries(EXCLUDED_THEMES))('no word touches the excluded theme %s', (_, words) => {
    const touching = WORD_PAIRS.filter((p) => words.some((w) => p.first.includes(w) || p.second.includes(w)));
    expect(touching.map(key)).toEqual([]);
  });

  it('the theme list catches every sensitive pair this review took out', () => {
    for (const pair of pairsOf(SENSITIVE_3)) expect({ pair, themes: themesOf(pair).length > 0 }).toEqual({ pair, themes: true });
    expect(themesOf({ first: '台湾', second: '海南' })).toEqual(['政治敏感的地区和地方']);
    expect(themesOf({ first: '继父', second: '养父' })).toEqual(['伤人的家庭角色']);
  });

  it.each(Object.entries(CONTRAST_GROUPS))('keeps at most one pair of the contrast %s', (_, group) => {
    const inGroup = listed(group);
    expect(WORD_PAIRS.filter((p) => inGroup.has(unordered(p))).length).toBeLessThanOrEqual(1);
  });

  it('lists each contrast group\'s pairs once, and every group holds a contrast repeated', () => {
    const all = Object.values(CONTRAST_GROUPS).flatMap((g) => pairsOf(g).map(unordered));
    expect(new Set(all).size).toBe(all.length);
    for (const group of Object.values(CONTRAST_GROUPS)) expect(pairsOf(group).length).toBeGreaterThanOrEqual(2);
  });

  it('the lints catch the same-thing and one-inside-the-other pairs this review took out', () => {
    for (const pair of pairsOf(SAME_THING_3)) {
      expect({ pair, caught: LINTS.sameThing([pair]) }).toEqual({ pair, caught: [key(pair)] });
    }
    for (const pair of pairsOf(INSIDE_3)) {
      expect({ pair, caught: LINTS.kindOf([pair]) }).toEqual({ pair, caught: [key(pair)] });
    }
  });
});

describe('difficulty labels by the rule', () => {
  it('labels every gender-only pair easy', () => {
    const found = WORD_PAIRS.filter(isGenderOnly);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((p) => p.difficulty !== 'easy').map(key)).toEqual([]);
  });

  it('never labels an antonym pair hard', () => {
    const found = WORD_PAIRS.filter(isAntonym);
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((p) => p.difficulty === 'hard').map(key)).toEqual([]);
  });

  it('never labels easy one thing with one trait changed (绿茶/红茶), but for a shared shape or suffix', () => {
    const found = WORD_PAIRS.filter(oneTraitChanged);
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((p) => p.difficulty === 'easy' && !(key(p) in SHARED_TAIL_EASY)).map(key)).toEqual([]);
    for (const [pair, reason] of Object.entries(SHARED_TAIL_EASY)) {
      const [p] = pairsOf(pair);
      expect({ pair, easy: WORD_PAIRS.find((b) => unordered(b) === unordered(p))?.difficulty, oneTrait: oneTraitChanged(p) })
        .toEqual({ pair, easy: 'easy', oneTrait: true });
      expect(reason).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('tells gender-only, antonym and one-trait pairs by their characters', () => {
    expect(pairsOf('爸爸/妈妈 新郎/新娘 男朋友/女朋友 母亲节/父亲节 儿子/女儿').map(isGenderOnly)).toEqual([true, true, true, true, true]);
    expect(pairsOf('哥哥/弟弟 爷爷/外公 公鸡/鸭子').map(isGenderOnly)).toEqual([false, false, false]);
    expect(pairsOf('南极/北极 左手/右手 早高峰/晚高峰 哭/笑').map(isAntonym)).toEqual([true, true, true, true]);
    expect(pairsOf('跳高/跳远 南京/武汉').map(isAntonym)).toEqual([false, false]);
    expect(pairsOf('绿茶/红茶 跳高/跳远 春节/中秋节').map(oneTraitChanged)).toEqual([true, false, false]);
  });

  it('has at least a quarter of easy pairs, in the default bank and in the 任意 draw', () => {
    const easyShare = (pairs: readonly WordPair[]) => pairs.filter((p) => p.difficulty === 'easy').length / pairs.length;
    expect(easyShare(defaultBank)).toBeGreaterThanOrEqual(0.25);
    expect(easyShare(mainDraw)).toBeGreaterThanOrEqual(0.25);
  });
});

describe('flags', () => {
  const sourceOf = (category: string) => CATEGORY_ENTRIES.find((c) => c.id === category);
  const wholePack = (p: WordPair, flag: WordFlag) => sourceOf(p.category)?.flags?.includes(flag) ?? false;
  const calls = (word: string, flag: WordFlag) => {
    const { inside = [], except = [], words = [] } = FLAG_WORDS[flag];
    return words.includes(word) || (inside.some((w) => word.includes(w)) && !except.includes(word));
  };
  const calledFor = (p: WordPair, flag: WordFlag) => calls(p.first, flag) || calls(p.second, flag);

  it.each(WORD_FLAGS)('puts %s on exactly the pairs whose words call for it, or whose whole pack has it', (flag) => {
    const wrong = WORD_PAIRS.filter((p) => p.flags.includes(flag) !== (wholePack(p, flag) || calledFor(p, flag)));
    expect(wrong.map((p) => `${key(p)} [${p.flags.join(',')}]`)).toEqual([]);
    expect(WORD_PAIRS.some((p) => p.flags.includes(flag))).toBe(true);
  });

  it('reads the flag words as written: alcohol inside a word, hotels and dimples aside', () => {
    expect(['红酒', '调酒师', '酒吧', '约会'].map((w) => calls(w, 'adult'))).toEqual([true, true, true, true]);
    expect(['酒店', '酒窝', '喜酒', '满月酒', '可乐'].map((w) => calls(w, 'adult'))).toEqual([false, false, false, false, false]);
  });

  it('keeps every brand out of the default bank, in the 品牌 pack', () => {
    expect(defaultBank.filter((p) => p.flags.includes('brand')).map(key)).toEqual([]);
    expect(WORD_PAIRS.find((p) => p.id === '可乐-雪碧')).toMatchObject({ category: 'brand', flags: ['brand'] });
  });

  it('leaves every category enough pairs of every difficulty without adult and trend pairs (家庭模式)', () => {
    for (const c of CHOOSABLE_CATEGORIES) {
      const clean = WORD_PAIRS.filter((p) => p.category === c.id && !p.flags.includes('adult') && !p.flags.includes('trend'));
      const levels = new Set(clean.map((p) => p.difficulty));
      expect({ category: c.id, pairs: clean.length >= 25, levels: levels.size }).toEqual({ category: c.id, pairs: true, levels: 3 });
    }
  });
});

describe('the packs', () => {
  const PACKS = [
    ['celebrity', '明星'], ['internet', '网络流行语'], ['brand', '品牌'], ['anime-game', '动漫游戏'], ['childhood', '童年怀旧'],
    ['screen', '影视剧'], ['song', '歌曲'], ['office', '职场'], ['couple', '情侣'],
  ];

  it('are the nine packs, each of at least 40 pairs with every difficulty', () => {
    expect(WORD_PACKS.map((c) => [c.id, c.name])).toEqual(PACKS);
    for (const [id] of PACKS) {
      const pairs = WORD_PAIRS.filter((p) => p.category === id);
      expect({ id, big: pairs.length >= 40, levels: new Set(pairs.map((p) => p.difficulty)).size }).toEqual({ id, big: true, levels: 3 });
    }
  });

  it('flag their whole pack where the pack is the theme: 情侣 adult, 品牌 brand, 网络流行语 trend', () => {
    const all = (id: string, flag: WordFlag) => WORD_PAIRS.filter((p) => p.category === id).every((p) => p.flags.includes(flag));
    expect([all('couple', 'adult'), all('brand', 'brand'), all('internet', 'trend')]).toEqual([true, true, true]);
  });
});

describe('reading the category sources', () => {
  const source = (pairs: Partial<CategorySource['pairs']>, flags?: WordFlag[]): CategorySource[] => [{
    id: 'test', name: '测试', draw: 'pack', flags, pairs: { easy: '', normal: '', hard: '', ...pairs },
  }];

  it('reads a pair\'s #flags after the pack\'s own, and keeps the id without them', () => {
    const [pair] = buildPairs(source({ normal: ' 啤酒/红酒#region ' }, ['adult']));
    expect(pair).toEqual({ id: '啤酒-红酒', first: '啤酒', second: '红酒', category: 'test', difficulty: 'normal', flags: ['adult', 'region'] });
    expect(buildPairs(source({ easy: '猫/狗' }))[0].flags).toEqual([]);
    expect(buildPairs(source({ hard: 'a/b#trend#brand' }))[0].flags).toEqual(['trend', 'brand']);
  });

  it.each([
    ['an unknown flag', 'a/b#kids', /unknown flag "#kids"/],
    ['an empty flag', 'a/b#', /unknown flag "#"/],
    ['a flag twice', 'a/b#adult#adult', /a flag written twice/],
    ['a flag its pack already gives', 'a/b#trend', /already on the whole category/],
    ['a flag without a pair', '#adult', /malformed pair/],
    ['three words', 'a/b/c#adult', /malformed pair/],
  ])('throws at load on %s', (_, token, message) => {
    expect(() => buildPairs(source({ easy: token }, ['trend']))).toThrow(message);
  });
});
