import type { WordCard } from '../../typings/api';
import { currentStep, redrawWords, undo, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { alive, BANK_WORDS, newGame, play, refusal, skipTo, votes, type TestGame } from '../helpers/game';

const TYPED = { civilian: '饺子', undercover: '包子' };

function redraw(g: TestGame, seed = 7): TestGame {
  return { ...g, match: redrawWords(g.module, g.match, seededRng(seed), BANK_WORDS) };
}

function messageOf(run: () => unknown): string {
  try {
    run();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

const wordsOf = (g: TestGame) => g.module.judgeExtras?.(g.match.state)?.words;
const canRedraw = (g: TestGame) => g.module.judgeExtras?.(g.match.state)?.canRedrawWords;
const cardOf = (g: TestGame, seat: number) => g.module.card(g.match.state, seat) as WordCard;

function bankPair(words: { civilian: string; undercover: string } | undefined) {
  return WORD_PAIRS.find((p) => [p.first, p.second].sort().join('/') === [words?.civilian, words?.undercover].sort().join('/'));
}

/** Everyone but `seat` votes for `seat`, from the current step. */
function voteOut(g: TestGame, seat: number): TestGame {
  const at = skipTo(g, 'round.vote');
  return play(at, votes(Object.fromEntries(alive(at).filter((s) => s !== seat).map((s) => [s, seat]))));
}

describe('谁是卧底 换一组 (redrawWords)', () => {
  it('keeps every seat and role, deals a new pair to the same cards, and starts over at the count-off', () => {
    const g = skipTo(newGame('undercover', { players: 8 }, 3), 'round.describe');
    const before = wordsOf(g);
    const next = redraw(g);
    const after = wordsOf(next);
    expect(after).not.toEqual(before);
    expect(bankPair(after)).toBeDefined();
    expect(next.match.state.seats).toEqual(g.match.initial.seats);
    for (const s of next.match.state.seats) {
      const expected = s.role === 'civilian' ? after?.civilian : s.role === 'undercover' ? after?.undercover : null;
      expect(cardOf(next, s.seat).word).toBe(expected);
    }
    // Counted on from the last words' steps, so a tap on the old words' screen is stale.
    expect(currentStep(next.module, next.match.state)).toMatchObject({ key: 'checkin' });
    expect(currentStep(next.module, next.match.state)!.id).toBeGreaterThan(currentStep(g.module, g.match.state)!.id);
    expect(next.match.inputs).toEqual([]);
    expect(next.match.state.log[0].text).toBe(`法官换了一组词（换下平民「${before?.civilian}」，卧底「${before?.undercover}」）`);
    expect(next.match.state.log.at(-1)?.text).toBe(`词库抽词（任意·任意）：平民「${after?.civilian}」，卧底「${after?.undercover}」`);
  });

  it('counts as a new deal: the deal number grows from 1 (missing) by one each time', () => {
    const g = newGame('undercover', { players: 6 });
    expect(g.match.deal ?? 1).toBe(1);
    const once = redraw(g);
    expect(once.match.deal).toBe(2);
    expect(redraw(once, 8).match.deal).toBe(3);
  });

  it('is allowed at the count-off, while describing and on the first vote step, and refused once a vote is in', () => {
    let g = newGame('undercover', { players: 6 }, 5);
    expect(canRedraw(g)).toBe(true);
    g = skipTo(g, 'round.describe');
    expect(canRedraw(g)).toBe(true);
    g = skipTo(g, 'round.vote');
    expect(canRedraw(g)).toBe(true);
    const voted = voteOut(g, 1);
    expect(canRedraw(voted)).toBe(false);
    expect(refusal(() => redraw(voted))).toBe('ILLEGAL_MOVE');
    expect(messageOf(() => redraw(voted))).toBe('已经投过票了，不能再换词；要换词请重新发牌');
    const back = { ...voted, match: undo(voted.match) };
    expect(canRedraw(back)).toBe(true);
    expect(refusal(() => redraw(back))).toBe('none');
  });

  it('is refused after a tied first vote too (the revote is not the first vote)', () => {
    const g = skipTo(newGame('undercover', { players: 6 }, 5), 'round.vote');
    const tied = play(g, votes({ 1: 2, 2: 1, 3: 1, 4: 2 }));
    expect(currentStep(tied.module, tied.match.state)?.key).toBe('round.pk');
    expect(canRedraw(tied)).toBe(false);
    expect(refusal(() => redraw(tied))).toBe('ILLEGAL_MOVE');
  });

  it('never repeats a pair within the room, and keeps to the chosen category and difficulty', () => {
    let g = newGame('undercover', { players: 6, rules: { 'words.category': 'geography', 'words.difficulty': 'hard' } }, 2);
    const seen = [bankPair(wordsOf(g))?.id];
    for (let i = 0; i < 10; i++) {
      g = redraw(g, 100 + i);
      const pair = bankPair(wordsOf(g));
      expect(pair).toMatchObject({ category: 'geography', difficulty: 'hard' });
      seen.push(pair?.id);
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('draws a switched-on pack only under 任意 with that pack', () => {
    let g = newGame('undercover', { players: 6, rules: { 'words.packs': ['celebrity'] } }, 4);
    const categories = new Set<string | undefined>();
    for (let i = 0; i < 150; i++) {
      g = redraw(g, 200 + i);
      categories.add(bankPair(wordsOf(g))?.category);
    }
    expect(categories.has('celebrity')).toBe(true);
    expect(categories.has('internet')).toBe(false);
    expect(categories.has('idiom')).toBe(false);
  });

  it('replaces the judge\'s typed words with a bank pair', () => {
    const g = newGame('undercover', { players: 6, words: TYPED });
    const next = redraw(g);
    expect(wordsOf(next)).not.toEqual(TYPED);
    expect(bankPair(wordsOf(next))).toBeDefined();
    expect(next.match.state.config.words).toBeUndefined();
    expect(next.match.state.log[0].text).toBe('法官换了一组词（换下平民「饺子」，卧底「包子」）');
  });

  it('survives the store: a match read back from JSON redraws the same way', () => {
    const g = newGame('undercover', { players: 6 }, 9);
    const stored: Match = JSON.parse(JSON.stringify(g.match));
    expect(redrawWords(g.module, stored, seededRng(1), BANK_WORDS)).toEqual(redrawWords(g.module, g.match, seededRng(1), BANK_WORDS));
  });

  it.each(['killer', 'werewolf'] as const)('is a BAD_REQUEST in %s, which has no words', (game) => {
    const g = newGame(game, { players: 9 });
    expect(refusal(() => redraw(g))).toBe('BAD_REQUEST');
    expect(messageOf(() => redraw(g))).toMatch(/没有词语，不能换一组$/);
  });
});
