import type { RoleId } from '../../typings/api';
import { play, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, night, wolfGame, ws } from '../helpers/werewolf';

// docs/rules.md §D.0, §D.7: the modern day — the order after a death, 警左/警右, the election's speeches.

/** 狼王守卫: wolfKing 1, seer 2, witch 3, werewolf 4, hunter 5, guard 6, villagers 7 9 10 12, werewolves 8 11. */
const SEATS: RoleId[] = ['wolfKing', 'seer', 'witch', 'werewolf', 'hunter', 'guard', 'villager', 'werewolf', 'villager', 'villager', 'werewolf', 'villager'];
const modern = (rules = {}) => wolfGame(SEATS, rules, [], 'modern12-wolfking-guard');

/** Each step from here on as "key seat" (the seat the step is about, when it has one), answering from `answers`. */
function walk(g: TestGame, until: (key: string) => boolean, answers: Record<string, unknown> = {}): { game: TestGame; steps: string[] } {
  let game = g;
  const steps: string[] = [];
  for (let i = 0; i < 40; i++) {
    const state = ws(game);
    const step = state.step;
    if (!step || state.winner || until(step.key)) return { game, steps };
    const seat = 'seat' in step ? ` ${step.seat}` : '';
    steps.push(`${step.key}${seat}`);
    game = play(game, answers[`${step.key}${seat}`]);
  }
  throw new Error('walk: too long');
}

/** Night 1 kills villager 9; 5 (the hunter) is the only candidate and so the sheriff; then to the exile vote. */
function sheriffHunterDay(): TestGame {
  const day = night(modern(), { wolves: 9 });
  const elected = play(day, { seats: [5] });
  expect(ws(elected).seats[4].tags).toContain('sheriff');
  return dayTo(elected, 'day.vote');
}

describe('the order after a death under modern last words (§D.0)', () => {
  it('5 号警长（猎人）被放逐 → 5 带走 1 → 1（狼王）带走 7 → 5 遗言 → 5 移交警徽 → 1 遗言 → 7 遗言', () => {
    const vote = sheriffHunterDay();
    const exiled = play(vote, votes({ 1: 5, 2: 5, 3: 5, 4: 5, 6: 5, 7: 5, 8: 5, 10: 5, 11: 5, 12: 5 }));
    const { steps } = walk(exiled, (k) => k === 'night.close', {
      'day.hunter 5': { seats: [1] }, 'day.wolfKing 1': { seats: [7] }, 'day.badge 5': { seats: [2] },
    });
    expect(steps).toEqual([
      'day.exile', 'day.hunter 5', 'day.wolfKing 1', 'day.lastWords 5', 'day.badge 5', 'day.lastWords 1', 'day.lastWords 7',
    ]);
  });

  it('dawn deaths speak by seat, each shooter\'s victim right after him; the badge after the sheriff\'s own words', () => {
    // Night 1: the wolves kill the hunter 5, the witch poisons 10; 5 stood alone before the deaths were read.
    const dawn = play(night(modern(), { wolves: 5, poison: 10 }), { seats: [5] });
    const { steps } = walk(dawn, (k) => k === 'day.speech' || k === 'day.speechDirection', {
      'day.hunter 5': { seats: [3] }, 'day.badge 5': { seats: [2] },
    });
    expect(steps).toEqual(['day.dawn', 'day.hunter 5', 'day.lastWords 5', 'day.badge 5', 'day.lastWords 3', 'day.lastWords 10']);
  });

  it('a sheriff without last words passes the badge where his words would have been; classic rooms keep the badge before the words', () => {
    // Night 2 deaths have no last words: the sheriff hunter 5 shoots, then passes the badge.
    const day2 = night(play(sheriffHunterDay(), votes({})), { wolves: 5 });
    const { steps } = walk(day2, (k) => k === 'day.speech' || k === 'day.speechDirection', { 'day.hunter 5': { seats: [1] }, 'day.wolfKing 1': { seats: [] }, 'day.badge 5': { seats: [2] } });
    expect(steps).toEqual(['day.dawn', 'day.hunter 5', 'day.wolfKing 1', 'day.badge 5']);
    const classic = play(night(wolfGame(SEATS, { 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 5 }), { seats: [5] });
    const walked = walk(classic, (k) => k === 'day.speech', { 'day.hunter 5': { seats: [1] }, 'day.badge 5': { seats: [2] } });
    expect(walked.steps).toEqual(['day.dawn', 'day.hunter 5', 'day.wolfKing 1', 'day.badge 5', 'day.lastWords 5']);
  });
});
