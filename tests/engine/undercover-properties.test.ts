import fc from 'fast-check';
import type { WordCard } from '../../typings/api';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, redeal, redrawWords, startMatch, undo, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import type { GameModule } from '../../cloudfunctions/game/src/engine/core/module';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { undercoverGame } from '../../cloudfunctions/game/src/engine/undercover';
import { CHOOSABLE_CATEGORIES, WORD_PACKS } from '../../cloudfunctions/game/src/engine/words/bank';
import { randomInput } from '../helpers/random-play';
import { apartFromStepId, BANK_WORDS } from '../helpers/game';

const game: GameModule = undercoverGame;

const gameArb = fc.record({
  seed: fc.integer(),
  players: fc.integer({ min: 4, max: 20 }),
  rules: fc.record({
    'blank.enabled': fc.boolean(),
    'blank.camp': fc.constantFrom('undercover', 'solo'),
    'undercover.lastN': fc.integer({ min: 2, max: 4 }),
    'undercover.tie': fc.constantFrom('debateThenNone', 'debateUntilResolved'),
    'reveal.onExile': fc.boolean(),
    'words.category': fc.constantFrom('any', ...CHOOSABLE_CATEGORIES.map((c) => c.id)),
    'words.difficulty': fc.constantFrom('any', 'easy', 'normal', 'hard'),
    'words.packs': fc.subarray(WORD_PACKS.map((c) => c.id)),
  }),
  words: fc.option(fc.constantFrom(
    { civilian: '饺子', undercover: '包子' },
    { civilian: '奶茶', undercover: '珍珠奶茶' },
    { civilian: ' 猫 ', undercover: '老虎' },
  ), { nil: undefined }),
  redeals: fc.integer({ min: 0, max: 2 }),
  redraws: fc.integer({ min: 0, max: 2 }),
});

type GameArb = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

/** Plays a random game (after `redeals` redeals and `redraws` 换一组), calling `check` on every state; answers the final match. */
function playRandom(g: GameArb, check: (m: Match) => void): Match {
  const rng = seededRng(g.seed);
  const config = parseConfig(game, { players: g.players, rules: g.rules, words: g.words });
  let match = startMatch(game, config, rng, undefined, BANK_WORDS);
  for (let i = 0; i < g.redeals; i++) match = redeal(game, match, rng, BANK_WORDS);
  for (let i = 0; i < g.redraws; i++) match = redrawWords(game, match, rng, BANK_WORDS);
  for (let i = 0; i < 5000; i++) {
    check(match);
    const step = currentStep(game, match.state);
    if (!step) break;
    match = act(game, match, step.id, randomInput(step, rng));
  }
  return match;
}

function wordsOf(match: Match): { civilian: string; undercover: string } {
  const words = game.judgeExtras?.(match.state)?.words;
  if (!words) throw new Error('no words');
  return words;
}

describe('random 谁是卧底 games', () => {
  it('always end, with a winner the rules allow', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const end = playRandom(g, () => undefined);
      const { winner, seats } = end.state;
      expect(winner).not.toBeNull();
      const living = seats.filter((s) => s.alive);
      const hidden = living.filter((s) => s.role !== 'civilian');
      if (winner?.camp === 'civilian') {
        expect(hidden).toEqual([]);
      } else {
        // The last few standing, or nobody left who could vote the undercovers out.
        const civilians = living.length - hidden.length;
        expect(living.length <= g.rules['undercover.lastN'] || civilians === 0).toBe(true);
        expect(hidden.length).toBeGreaterThan(0);
        const blankAlive = living.some((s) => s.role === 'blank');
        if (winner?.camp === 'blank') expect(g.rules['blank.camp'] === 'solo' && blankAlive).toBe(true);
        else expect(winner?.camp).toBe('undercover');
        if (winner?.camp === 'undercover' && g.rules['blank.camp'] === 'solo') {
          expect(blankAlive).toBe(false);
        }
      }
      expect(end.state.phase).toBe('day');
    }), { numRuns: 300 });
  });

  it('deal every card the word of its role: civilian word, undercover word, or null (a blank told how to play)', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, (match) => {
        const words = wordsOf(match);
        expect(words.civilian).not.toBe(words.undercover);
        const wrong = match.state.seats.filter((seat) => {
          const expected = seat.role === 'civilian' ? words.civilian : seat.role === 'undercover' ? words.undercover : null;
          const { word, ...told } = game.card(match.state, seat.seat) as WordCard;
          const blankTold = Object.keys(told).sort().join() === 'description,roleName';
          return word !== expected || (seat.role === 'blank' ? !blankTold : Object.keys(told).length > 0);
        });
        expect(wrong).toEqual([]);
        if (g.words && g.redeals === 0 && g.redraws === 0) expect(words).toEqual({ civilian: g.words.civilian.trim(), undercover: g.words.undercover.trim() });
        if (!g.rules['blank.enabled']) expect(match.state.seats.some((s) => s.role === 'blank')).toBe(false);
      });
    }), { numRuns: 150 });
  });

  it('never tell a player a role, the other word, or another player\'s word until the end (then the review)', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, (match) => {
        const room: Room = { roomNo: '123456', judge: 'j', members: [], match, createdAt: 0, updatedAt: 0 };
        if (match.state.winner) {
          for (const s of match.state.seats) expect(playerView(game, room, s.seat).review?.words).toEqual(wordsOf(match));
          return;
        }
        const { civilian, undercover } = wordsOf(match);
        const views = match.state.seats.map((s) => playerView(game, room, s.seat));
        const wordOf = views.map((v) => ('word' in v.card ? v.card.word : undefined));
        const leaks: string[] = [];
        for (const [i, view] of views.entries()) {
          const { role } = match.state.seats[i];
          const own = wordOf[i];
          const json = JSON.stringify(view);
          if (Object.keys(view).sort().join() !== 'alive,card,deal,game,gameName,roomNo,round,seat,v') leaks.push(`${view.seat}: keys ${json}`);
          // A word card is the word alone; only a blank, who has none, is told what it is.
          if (role !== 'blank' && Object.keys(view.card).join() !== 'word') leaks.push(`${view.seat}: card ${json}`);
          if (role !== 'blank' && /role|camp|civilian|undercover|blank/.test(JSON.stringify(view.card))) leaks.push(`${view.seat}: role ${json}`);
          for (const other of [civilian, undercover]) {
            if (other !== own && !(own ?? '').includes(other) && json.includes(other)) leaks.push(`${view.seat}: word ${json}`);
          }
          for (const [j, theirs] of wordOf.entries()) {
            if (match.state.seats[j].role !== role && theirs === own) leaks.push(`${view.seat} and ${j + 1} share ${own}`);
          }
        }
        expect(leaks).toEqual([]);
      });
    }), { numRuns: 100 });
  });

  it('never offer a player who is out as a voter or candidate', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, (match) => {
        const step = currentStep(game, match.state);
        if (!step || step.input.type !== 'ballots') return;
        const dead = match.state.seats.filter((s) => !s.alive).map((s) => s.seat);
        expect([...step.input.voters, ...step.input.candidates].filter((s) => dead.includes(s))).toEqual([]);
        const order = step.info?.order;
        expect(Array.isArray(order) && order.every((s) => !dead.includes(s))).toBe(true);
      });
    }), { numRuns: 100 });
  });

  it('undo followed by the same input gives the same state, its step under a new id', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, (match) => {
        if (match.inputs.length === 0 || !currentStep(game, match.state)) return;
        const undone = undo(match);
        const replayed = act(game, undone, undone.state.stepId, match.inputs[match.inputs.length - 1]);
        expect(apartFromStepId(replayed.state)).toEqual(apartFromStepId(match.state));
        expect(replayed.state.stepId).toBe(match.state.stepId + 1);
      });
    }), { numRuns: 25 });
  });
});
