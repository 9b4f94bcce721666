import type { WordCard } from '../../typings/api';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { redeal, startMatch, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import type { GameModule } from '../../cloudfunctions/game/src/engine/core/module';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { undercoverGame } from '../../cloudfunctions/game/src/engine/undercover';
import { drawWords, readCarry } from '../../cloudfunctions/game/src/engine/undercover/words';
import { CHOOSABLE_CATEGORIES, WORD_CATEGORIES, WORD_DIFFICULTIES, WORD_PAIRS, type WordPair } from '../../cloudfunctions/game/src/engine/words/bank';
import { BANK_WORDS, newGame, refusal } from '../helpers/game';

function message(run: () => unknown): string {
  try {
    run();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

const game: GameModule = undercoverGame;

function wordsOf(match: Match): { civilian: string; undercover: string } {
  const words = game.judgeExtras?.(match.state)?.words;
  if (!words) throw new Error('no words');
  return words;
}

function pairOf(words: { civilian: string; undercover: string }): WordPair {
  const pair = WORD_PAIRS.find((p) => (p.first === words.civilian && p.second === words.undercover)
    || (p.second === words.civilian && p.first === words.undercover));
  if (!pair) throw new Error(`not a bank pair: ${JSON.stringify(words)}`);
  return pair;
}

/** A room's first deal and `n` redeals, one match per deal. */
function deals(request: Parameters<typeof parseConfig>[1], n: number, seed = 1): Match[] {
  const rng = seededRng(seed);
  const first = startMatch(undercoverGame, parseConfig(undercoverGame, request), rng, undefined, BANK_WORDS);
  const out = [first];
  for (let i = 0; i < n; i++) out.push(redeal(undercoverGame, out[out.length - 1], rng, BANK_WORDS));
  // every redeal goes through the store as JSON
  return out.map((m) => {
    const stored: Match = JSON.parse(JSON.stringify(m));
    return stored;
  });
}

function cardsOf(match: Match): WordCard[] {
  return match.state.seats.map((s) => {
    const card = game.card(match.state, s.seat);
    if (!('word' in card)) throw new Error('a word card expected');
    return card;
  });
}

describe('谁是卧底 typed words (createRoom.words)', () => {
  it('takes both words trimmed, and deals them', () => {
    const config = parseConfig(undercoverGame, { players: 6, words: { civilian: '  眉毛 ', undercover: '\t胡子' } });
    expect(config.words).toEqual({ civilian: '眉毛', undercover: '胡子' });
    const g = newGame('undercover', { players: 6, words: { civilian: ' 眉毛', undercover: '胡子 ' } });
    expect(game.judgeExtras?.(g.match.state)).toEqual({ words: { civilian: '眉毛', undercover: '胡子' }, canRedrawWords: true });
    const cards = cardsOf(g.match);
    for (const [i, s] of g.match.state.seats.entries()) {
      expect(cards[i].word).toBe(s.role === 'civilian' ? '眉毛' : s.role === 'undercover' ? '胡子' : null);
    }
    expect(g.match.state.log[0].text).toBe('法官自定词语：平民「眉毛」，卧底「胡子」');
  });

  it('accepts 1 to 8 characters, counting a character outside the BMP as one', () => {
    expect(parseConfig(undercoverGame, { players: 6, words: { civilian: '猫', undercover: '一二三四五六七八' } }).words)
      .toEqual({ civilian: '猫', undercover: '一二三四五六七八' });
    expect(parseConfig(undercoverGame, { players: 6, words: { civilian: '𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷', undercover: 'Cat' } }).words)
      .toEqual({ civilian: '𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷', undercover: 'Cat' });
  });

  it.each([
    ['null', null],
    ['a string', '饺子/包子'],
    ['an array', ['饺子', '包子']],
    ['an empty object', {}],
    ['a missing undercover word', { civilian: '饺子' }],
    ['a missing civilian word', { undercover: '包子' }],
    ['a number', { civilian: 1, undercover: '包子' }],
    ['an empty word', { civilian: '', undercover: '包子' }],
    ['a blank word', { civilian: '饺子', undercover: '   ' }],
    ['9 characters', { civilian: '一二三四五六七八九', undercover: '包子' }],
    ['9 characters outside the BMP', { civilian: '饺子', undercover: '𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷' }],
    ['equal words', { civilian: '饺子', undercover: '饺子' }],
    ['words equal after trimming', { civilian: '饺子 ', undercover: ' 饺子' }],
    ['an unknown key', { civilian: '饺子', undercover: '包子', blank: '馒头' }],
    ['a control character', { civilian: '饺\u0000子', undercover: '包子' }],
    ['a line break', { civilian: '饺子', undercover: '包\n子' }],
    ['a zero-width space that makes two words look the same', { civilian: '饺子', undercover: '饺子\u200b' }],
    ['a direction mark', { civilian: '\u202e饺子', undercover: '包子' }],
  ])('refuses %s with BAD_REQUEST in Chinese', (_, words) => {
    const run = (): unknown => newGame('undercover', { players: 6, words });
    expect(refusal(run)).toBe('BAD_REQUEST');
    expect(message(run)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('says which rule the words break', () => {
    const msg = (words: unknown): string => message(() => parseConfig(undercoverGame, { players: 6, words }));
    expect(msg({ civilian: '', undercover: '包子' })).toBe('平民词不能为空');
    expect(msg({ civilian: '饺子', undercover: '一二三四五六七八九' })).toBe('卧底词最多 8 个字');
    expect(msg({ civilian: '饺子', undercover: '饺子' })).toBe('平民词和卧底词不能相同');
    // An accented letter typed as one character or as two is the same word; half a surrogate pair is no word.
    expect(msg({ civilian: 'café', undercover: 'cafe\u0301' })).toBe('平民词和卧底词不能相同');
    expect(msg({ civilian: '\ud800', undercover: '梨' })).toBe('平民词不能包含换行、控制字符或看不见的字符');
    expect(parseConfig(undercoverGame, { players: 6, words: { civilian: 'cafe\u0301', undercover: '茶' } }).words).toEqual({ civilian: 'café', undercover: '茶' });
  });

  it('draws from the bank on a redeal: the typed words were for one game', () => {
    const [first, second, third] = deals({ players: 6, words: { civilian: '眉毛', undercover: '胡子' } }, 2);
    expect(wordsOf(first)).toEqual({ civilian: '眉毛', undercover: '胡子' });
    expect(first.state.config.words).toEqual({ civilian: '眉毛', undercover: '胡子' });
    expect(second.state.config.words).toBeUndefined();
    expect(second.state.log[0].text).toMatch(/^词库抽词/);
    const drawn = [pairOf(wordsOf(second)).id, pairOf(wordsOf(third)).id];
    expect(new Set(drawn).size).toBe(2);
    expect(second.state.config.roles).toEqual(first.state.config.roles);
    expect(second.state.round).toBe(1);
    expect(second.inputs).toEqual([]);
  });
});

describe('谁是卧底 words from the bank', () => {
  it('every category × difficulty of the bank has a pair (so a filter never comes up empty)', () => {
    for (const c of WORD_CATEGORIES) {
      for (const d of WORD_DIFFICULTIES) {
        expect({ c: c.id, d, ok: WORD_PAIRS.some((p) => p.category === c.id && p.difficulty === d) }).toEqual({ c: c.id, d, ok: true });
      }
    }
  });

  it('draws a bank pair, giving either word to the civilians at random', () => {
    let firstToCivilians = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const g = newGame('undercover', { players: 8 }, seed);
      const words = wordsOf(g.match);
      const pair = pairOf(words);
      if (words.civilian === pair.first) firstToCivilians += 1;
      expect(g.match.state.log[0].text).toBe(`词库抽词（任意·任意）：平民「${words.civilian}」，卧底「${words.undercover}」`);
      const cards = cardsOf(g.match);
      expect(cards.filter((c) => c.word === words.civilian)).toHaveLength(6);
      expect(cards.filter((c) => c.word === words.undercover)).toHaveLength(1);
      expect(cards.filter((c) => c.word === null)).toHaveLength(1);
    }
    expect(firstToCivilians).toBeGreaterThan(10);
    expect(firstToCivilians).toBeLessThan(50);
  });

  it.each(CHOOSABLE_CATEGORIES.map((c) => [c.id, c.name]))('draws only %s (%s) pairs under words.category', (category, name) => {
    for (const m of deals({ players: 6, rules: { 'words.category': category } }, 12, category.length)) {
      expect(pairOf(wordsOf(m)).category).toBe(category);
      expect(m.state.log[0].text).toContain(`词库抽词（${name}·任意）`);
    }
  });

  it.each([...WORD_DIFFICULTIES])('draws only %s pairs under words.difficulty', (difficulty) => {
    for (const m of deals({ players: 6, rules: { 'words.difficulty': difficulty } }, 30, 3)) {
      expect(pairOf(wordsOf(m)).difficulty).toBe(difficulty);
    }
  });

  it('honours category and difficulty together', () => {
    for (const m of deals({ players: 6, rules: { 'words.category': 'idiom', 'words.difficulty': 'hard' } }, 10, 5)) {
      expect(pairOf(wordsOf(m))).toMatchObject({ category: 'idiom', difficulty: 'hard' });
      expect(m.state.log[0].text).toContain('词库抽词（成语·困难）');
    }
  });

  it('draws 任意 from every category but 成语 and the packs, which are off by default', () => {
    const drawn = deals({ players: 6 }, 300, 13).map((m) => pairOf(wordsOf(m)).category);
    const main = WORD_CATEGORIES.filter((c) => c.draw === 'main').map((c) => c.id);
    expect(new Set(drawn)).toEqual(new Set(main));
    expect(main).not.toContain('idiom');
    expect(main).not.toContain('celebrity');
    expect(main).not.toContain('internet');
  });

  it('adds the packs switched on by words.packs to 任意, and only those', () => {
    const withInternet = deals({ players: 6, rules: { 'words.packs': ['internet'] } }, 200, 17).map((m) => pairOf(wordsOf(m)).category);
    expect(withInternet).toContain('internet');
    expect(withInternet).not.toContain('celebrity');
    expect(withInternet).not.toContain('idiom');
    const both = deals({ players: 6, rules: { 'words.packs': ['celebrity', 'internet'], 'words.difficulty': 'hard' } }, 150, 19)
      .map((m) => pairOf(wordsOf(m)));
    expect(both.some((p) => p.category === 'celebrity')).toBe(true);
    expect(both.some((p) => p.category === 'internet')).toBe(true);
    expect(both.every((p) => p.difficulty === 'hard')).toBe(true);
  });

  it('keeps a chosen category even with packs on', () => {
    for (const m of deals({ players: 6, rules: { 'words.category': 'family', 'words.packs': ['celebrity'] } }, 20, 23)) {
      expect(pairOf(wordsOf(m)).category).toBe('family');
    }
  });

  it('refuses an unknown pack, or a pack named twice, with BAD_REQUEST', () => {
    expect(refusal(() => parseConfig(undercoverGame, { players: 6, rules: { 'words.packs': ['sports'] } }))).toBe('BAD_REQUEST');
    expect(refusal(() => parseConfig(undercoverGame, { players: 6, rules: { 'words.packs': ['internet', 'internet'] } }))).toBe('BAD_REQUEST');
    expect(refusal(() => parseConfig(undercoverGame, { players: 6, rules: { 'words.packs': 'internet' } }))).toBe('BAD_REQUEST');
    expect(refusal(() => parseConfig(undercoverGame, { players: 6, rules: { 'words.category': 'celebrity' } }))).toBe('BAD_REQUEST');
  });

  it('never repeats a pair across redeals in one room', () => {
    const ids = deals({ players: 6 }, 80, 11).map((m) => pairOf(wordsOf(m)).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every pair of a small bank part once before starting over, and says so in the log', () => {
    const rules = { 'words.category': 'body', 'words.difficulty': 'easy' };
    const part = WORD_PAIRS.filter((p) => p.category === 'body' && p.difficulty === 'easy').map((p) => p.id).sort();
    const n = part.length;
    expect(n).toBeGreaterThan(2);
    const matches = deals({ players: 6, rules }, 3 * n - 1, 21);
    const ids = matches.map((m) => pairOf(wordsOf(m)).id);
    for (let block = 0; block < 3; block++) {
      expect(ids.slice(block * n, (block + 1) * n).sort()).toEqual(part);
    }
    for (let i = 1; i < ids.length; i++) expect(ids[i]).not.toBe(ids[i - 1]);
    const restarts = matches.map((m, i) => [i, m.state.log.some((l) => l.text.includes('全部用过'))] as const)
      .filter(([, r]) => r).map(([i]) => i);
    expect(restarts).toEqual([n, 2 * n]);
  });

  it('starts the first deal afresh when the carry is missing or malformed', () => {
    expect(readCarry(undefined)).toBeUndefined();
    expect(readCarry({ used: 'x' })).toBeUndefined();
    expect(readCarry({ used: ['a', 3, 'b'] })).toEqual({ used: ['a', 'b'] });
    const config = parseConfig(undercoverGame, { players: 6 });
    const m = undercoverGame.deal(config, seededRng(1), { nonsense: true }, BANK_WORDS);
    expect(m.carry).toEqual({ used: [m.state.x.pairId] });
  });

  it('falls back to the category when it has no pair of the asked difficulty, and says so', () => {
    const bank: WordPair[] = [
      { id: 'a-b', first: 'a', second: 'b', category: 'food', difficulty: 'easy', flags: [] },
      { id: 'c-d', first: 'c', second: 'd', category: 'food', difficulty: 'normal', flags: [] },
      { id: 'e-f', first: 'e', second: 'f', category: 'drink', difficulty: 'hard', flags: [] },
    ];
    const rng = seededRng(4);
    const first = drawWords({ category: 'food', difficulty: 'hard', packs: [] }, rng, undefined, bank);
    expect(first.pair.category).toBe('food');
    expect(first.notes).toEqual(['这一类现在没有可抽的「困难」难度的词，改为不限难度']);
    expect(first.from).toEqual({ category: 'food', difficulty: 'any' });
    const second = drawWords({ category: 'food', difficulty: 'hard', packs: [] }, rng, first.carry, bank);
    expect(second.pair.category).toBe('food');
    expect(second.pair.id).not.toBe(first.pair.id);
    const third = drawWords({ category: 'food', difficulty: 'hard', packs: [] }, rng, second.carry, bank);
    expect(third.notes).toContain('这部分词库的 2 组词已经全部用过，从头再抽');
    expect(third.pair.id).toBe(first.pair.id); // not the pair just played
    expect(third.carry.used).toEqual([first.pair.id]);
    const unknown = drawWords({ category: 'cars', difficulty: 'hard', packs: [] }, rng, undefined, bank);
    expect(unknown.pair.id).toBe('e-f');
    expect(unknown.notes[0]).toContain('改为从任意类别中抽取');
  });

  it('keeps pairs of other bank parts in the carry when one part starts over', () => {
    const bank: WordPair[] = [
      { id: 'a-b', first: 'a', second: 'b', category: 'food', difficulty: 'easy', flags: [] },
      { id: 'e-f', first: 'e', second: 'f', category: 'drink', difficulty: 'hard', flags: [] },
    ];
    const draw = drawWords({ category: 'food', difficulty: 'any', packs: [] }, seededRng(1), { used: ['e-f', 'a-b'] }, bank);
    expect(draw.pair.id).toBe('a-b');
    expect(draw.carry.used).toEqual(['e-f', 'a-b']);
  });
});
