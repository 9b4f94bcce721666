import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { redeal, startMatch, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { undercoverGame } from '../../cloudfunctions/game/src/engine/undercover';
import { drawWords, familyFriendly, type WordCarry } from '../../cloudfunctions/game/src/engine/undercover/words';
import { WORD_PAIRS, type WordFlag, type WordPair } from '../../cloudfunctions/game/src/engine/words/bank';
import { emptyStat, learnedOdds, standingOf, type WordOdds, type WordStat } from '../../cloudfunctions/game/src/engine/words/learn';
import { BANK_WORDS, refusal } from '../helpers/game';

const pair = (id: string, category = 'food', flags: WordFlag[] = []): WordPair => {
  const [first, second] = id.split('-');
  return { id, first, second, category, difficulty: 'normal', flags };
};

/** Ten pairs of one category, as a test bank. */
const TEN = Array.from({ length: 10 }, (_, i) => pair(`a${i}-b${i}`));
const RULES: Parameters<typeof drawWords>[0] = { category: 'food', difficulty: 'any', packs: [] };

/** How often each pair comes up in `deals` deals of one room (the carry passed on, as redeals do). */
function counts(bank: readonly WordPair[], odds: WordOdds, deals: number, seed: number, rules: Parameters<typeof drawWords>[0] = RULES) {
  const rng = seededRng(seed);
  const seen = new Map<string, number>();
  let carry: WordCarry | undefined;
  for (let i = 0; i < deals; i++) {
    const draw = drawWords(rules, rng, carry, bank, odds);
    carry = draw.carry;
    seen.set(draw.pair.id, (seen.get(draw.pair.id) ?? 0) + 1);
  }
  return seen;
}

const stat = (pairId: string, counts: Partial<WordStat>): WordStat => {
  const s = { ...emptyStat(pairId), ...counts };
  return { ...s, ratings: s.good + s.tooClose + s.tooFar + s.unknown + s.unfit };
};

describe('what the ratings make of a pair', () => {
  it('takes a pair out after three 🚩, and draws it rarely with at least five ratings of which 60 % are bad', () => {
    expect(standingOf(stat('x', { unfit: 2, good: 5 }))).toBe('fine');
    expect(standingOf(stat('x', { unfit: 3, good: 20 }))).toBe('banned');
    expect(standingOf(stat('x', { tooClose: 3, good: 1 }))).toBe('fine'); // four ratings: too few to judge
    expect(standingOf(stat('x', { tooClose: 2, tooFar: 1, good: 2 }))).toBe('rare'); // 3 of 5
    expect(standingOf(stat('x', { unknown: 2, unfit: 1, good: 3 }))).toBe('fine'); // 3 of 6 = 50 %
    expect(standingOf(stat('x', { tooClose: 6, unknown: 2, unfit: 1, good: 6 }))).toBe('rare'); // 9 of 15
    expect(learnedOdds([stat('a', { unfit: 3 }), stat('b', { tooFar: 5 }), stat('c', { good: 9 })])).toEqual({ banned: ['a'], rare: ['b'] });
  });

  it('draws a reviewed pair again until it gets three more 🚩 after the review', () => {
    const reviewed = { a: 3 };
    expect(standingOf(stat('a', { unfit: 5, good: 10 }), reviewed)).toBe('fine');
    expect(standingOf(stat('a', { unfit: 6, good: 10 }), reviewed)).toBe('banned');
    expect(learnedOdds([stat('a', { unfit: 4, good: 10 })], reviewed)).toEqual({ banned: [], rare: [] });
  });
});

describe('the draw with learned odds (seeded, counted over many deals)', () => {
  it('never draws a banned pair in 300 deals of its category, and still uses every other one', () => {
    const seen = counts(TEN, { banned: ['a3-b3'], rare: [] }, 300, 7);
    expect(seen.has('a3-b3')).toBe(false);
    expect(seen.size).toBe(9);
  });

  it('draws a badly rated pair about ten times less often than before as a room\'s first pair', () => {
    const firstDraws = (odds: WordOdds) => {
      const rng = seededRng(11);
      let n = 0;
      for (let room = 0; room < 4000; room++) if (drawWords(RULES, rng, undefined, TEN, odds).pair.id === 'a3-b3') n++;
      return n;
    };
    const before = firstDraws({ banned: [], rare: [] });
    const rare = firstDraws({ banned: [], rare: ['a3-b3'] });
    // One ticket in ninety-one for the rare pair, ten in a hundred before.
    expect(before / rare).toBeGreaterThan(7);
    expect(before / rare).toBeLessThan(14);
  });

  it('never repeats a pair in a room while one it has not had is left, a rare one included', () => {
    const four = TEN.slice(0, 4);
    for (let seed = 1; seed <= 50; seed++) {
      const rng = seededRng(seed);
      let carry: WordCarry | undefined;
      const drawn: string[] = [];
      for (let deal = 0; deal < 4; deal++) {
        const draw = drawWords(RULES, rng, carry, four, { banned: [], rare: ['a2-b2'] });
        expect(draw.notes).toEqual([]);
        drawn.push(draw.pair.id);
        carry = draw.carry;
      }
      expect(new Set(drawn).size).toBe(4);
      expect(drawWords(RULES, rng, carry, four, { banned: [], rare: ['a2-b2'] }).notes).toEqual(['这部分词库的 4 组词已经全部用过，从头再抽']);
    }
  });

  it('keeps drawing a part whose every pair is rated badly, as a plain cycle', () => {
    const small = TEN.slice(0, 3);
    const seen = counts(small, { banned: [], rare: small.map((p) => p.id) }, 30, 3);
    expect([...seen.values()]).toEqual([10, 10, 10]);
  });

  it('says in the judge\'s log which part the pair came from when every pair of the asked difficulty is taken out', () => {
    const hard = WORD_PAIRS.filter((p) => p.category === 'family' && p.difficulty === 'hard');
    expect(hard.length).toBeGreaterThan(0);
    const config = parseConfig(undercoverGame, { players: 6, rules: { 'words.category': 'family', 'words.difficulty': 'hard' } });
    const match = startMatch(undercoverGame, config, seededRng(2), undefined, { pairs: WORD_PAIRS, odds: { banned: hard.map((p) => p.id), rare: [] } });
    const lines = match.state.log.map((l) => l.text);
    expect(lines[0]).toBe('这一类现在没有可抽的「困难」难度的词，改为不限难度');
    expect(lines[1]).toMatch(/^词库抽词（亲属称谓·任意）：/);
  });

  it('falls back to 任意 when everything of the chosen category is banned, and says so', () => {
    const bank = [...TEN, pair('c-d', 'drink')];
    const draw = drawWords({ ...RULES, category: 'drink' }, seededRng(1), undefined, bank, { banned: ['c-d'], rare: [] });
    expect(draw.pair.category).toBe('food');
    expect(draw.notes[0]).toContain('改为从任意类别中抽取');
  });
});

describe('家庭模式 (words.family)', () => {
  const bank = [
    ...TEN,
    pair('wine-beer', 'food', ['adult']),
    pair('meme-slang', 'food', ['trend']),
    pair('cola-sprite', 'food', ['brand']),
    pair('noodle-rice', 'food', ['region']),
  ];

  it('never draws an adult or trend pair, but keeps brand and region pairs', () => {
    const seen = counts(bank, { banned: [], rare: [] }, 280, 5, { ...RULES, family: true });
    expect(seen.has('wine-beer')).toBe(false);
    expect(seen.has('meme-slang')).toBe(false);
    expect(seen.get('cola-sprite')).toBeGreaterThan(0);
    expect(seen.get('noodle-rice')).toBeGreaterThan(0);
    const without = counts(bank, { banned: [], rare: [] }, 280, 5);
    expect(without.get('wine-beer')).toBeGreaterThan(0);
    expect(without.get('meme-slang')).toBeGreaterThan(0);
  });

  it('is a boolean rule option, off by default, said in the draw\'s log line', () => {
    expect(parseConfig(undercoverGame, { players: 6 }).rules['words.family']).toBe(false);
    const config = parseConfig(undercoverGame, { players: 6, rules: { 'words.family': true } });
    expect(config.rules['words.family']).toBe(true);
    expect(refusal(() => parseConfig(undercoverGame, { players: 6, rules: { 'words.family': 'yes' } }))).toBe('BAD_REQUEST');
    const match = startMatch(undercoverGame, config, seededRng(2), undefined, BANK_WORDS);
    expect(match.state.log.map((l) => l.text).join('\n')).toMatch(/词库抽词（任意·任意·家庭模式）/);
  });

  it('deals no flagged pair of the real bank in a room\'s hundreds of deals', () => {
    const config = parseConfig(undercoverGame, { players: 6, rules: { 'words.family': true } });
    const rng = seededRng(9);
    let match: Match = startMatch(undercoverGame, config, rng, undefined, BANK_WORDS);
    const ids: (string | null)[] = [];
    for (let i = 0; i < 300; i++) {
      ids.push((match.state.x as { pairId: string | null }).pairId);
      match = redeal(undercoverGame, match, rng, BANK_WORDS);
    }
    const byId = new Map(WORD_PAIRS.map((p) => [p.id, p]));
    expect(ids.every((id) => id !== null && familyFriendly(byId.get(id)!))).toBe(true);
  });
});
