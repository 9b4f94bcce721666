import type { RoleId } from '../../typings/api';
import { closeStep, loadMatch, undo } from '../../cloudfunctions/game/src/engine/core/match';
import { play, refusal, stepOf, votes, type TestGame } from '../helpers/game';
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
    // 7 has no skill, but cards stay hidden: the judge asks the same question a shooter would hear.
    expect(steps).toEqual([
      'day.exile', 'day.hunter 5', 'day.wolfKing 1', 'day.skill', 'day.lastWords 5', 'day.badge 5', 'day.lastWords 1', 'day.lastWords 7',
    ]);
  });

  it('dawn deaths speak by seat, each shooter\'s victim right after him; the badge after the sheriff\'s own words', () => {
    // Night 1: the wolves kill the hunter 5, the witch poisons 10; 5 stood alone before the deaths were read.
    const dawn = play(night(modern(), { wolves: 5, poison: 10 }), { seats: [5] });
    const { steps } = walk(dawn, (k) => k === 'day.speech' || k === 'day.speechDirection', {
      'day.hunter 5': { seats: [3] }, 'day.badge 5': { seats: [2] },
    });
    expect(steps).toEqual(['day.dawn', 'day.hunter 5', 'day.skill', 'day.lastWords 5', 'day.badge 5', 'day.lastWords 3', 'day.lastWords 10']);
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

/** The game from its first step with the deal's seed set to `seed`. */
function seeded(g: TestGame, seed: number): TestGame {
  const initial = { ...g.match.initial, x: { ...ws(g).x, seed } };
  return { ...g, match: { ...g.match, initial, state: initial } };
}

describe('警左/警右: the sheriff picks where the exile speeches start and speaks last (§D.7)', () => {
  /** Night 1 kills 9; 5 is elected alone; the night's triggers; up to the sheriff's choice. */
  function choosing(): TestGame {
    const day = play(night(modern(), { wolves: 9 }), { seats: [5] });
    return walk(day, (k) => k === 'day.speechDirection').game;
  }

  it('the sheriff\'s choice comes before the speeches: 警左 clockwise from his left, 警右 counter-clockwise, dead seats skipped', () => {
    const g = choosing();
    const step = stepOf(g);
    expect(step).toMatchObject({
      key: 'day.speechDirection', title: '警长选择发言顺序',
      input: { type: 'choice', options: [{ id: 'left', label: '警左（从 6 号起）' }, { id: 'right', label: '警右（从 4 号起）' }] },
      info: { sheriff: 5, left: [6, 7, 8, 10, 11, 12, 1, 2, 3, 4, 5], right: [4, 3, 2, 1, 12, 11, 10, 8, 7, 6, 5] },
      actors: { kind: 'seats', seats: [5] },
    });
    expect(step.say).toEqual(['请警长 5 号选择警左还是警右：警左从 6 号开始顺时针发言，警右从 4 号开始逆时针发言。']);
    const right = play(g, { choice: 'right' });
    expect(stepOf(right)).toMatchObject({ key: 'day.speech', info: { order: [4, 3, 2, 1, 12, 11, 10, 8, 7, 6, 5] } });
    expect(stepOf(right).say[0]).toBe('警长 5 号选择警右。');
    // That he speaks last is said once, with the order.
    expect(stepOf(right).say).toContain('警长 5 号最后发言归票。');
    expect(stepOf(right).actors).toEqual({ kind: 'speaker', seats: [4, 3, 2, 1, 12, 11, 10, 8, 7, 6, 5] });
    const left = play(g, { choice: 'left' });
    expect(stepOf(left).info).toMatchObject({ order: [6, 7, 8, 10, 11, 12, 1, 2, 3, 4, 5] });
    // The vote lists the candidates in the same order.
    expect(stepOf(play(left)).info).toMatchObject({ order: [6, 7, 8, 10, 11, 12, 1, 2, 3, 4, 5] });
  });

  it('a sheriff whose phone stays silent (自动主持) is not announced as choosing: 警左, and the table hears he did not choose', () => {
    const g = choosing();
    const silent = { ...g, match: closeStep(g.module, g.match, g.match.state.stepId, {}) };
    expect(stepOf(silent)).toMatchObject({ key: 'day.speech', info: { order: [6, 7, 8, 10, 11, 12, 1, 2, 3, 4, 5] } });
    expect(stepOf(silent).say[0]).toBe('警长 5 号没有选择，按警左发言。');
    expect(ws(silent).log.at(-1)?.text).toBe('警长 5 号没有选择，按警左发言');
    // Stored as `{}`: a replay closes it the same way, and undo takes it back.
    expect(silent.match.inputs.at(-1)).toEqual({});
    expect(loadMatch(g.module, { ...silent.match, undos: undefined }).state).toEqual(silent.match.state);
    expect(stepOf({ ...g, match: undo(silent.match) }).key).toBe('day.speechDirection');
    // The next day's choice is his again.
    const day2 = walk(night(play(play(silent), votes({})), { wolves: 7 }), (k) => k === 'day.speech' || k === 'day.speechDirection').game;
    expect(stepOf(day2).key).toBe('day.speechDirection');
    expect(stepOf(play(day2, { choice: 'right' })).say[0]).toBe('警长 5 号选择警右。');
  });

  it('anything but 警左 or 警右 is refused and changes nothing', () => {
    const g = choosing();
    expect(refusal(() => play(g, { choice: 'middle' }))).not.toBe('none');
    expect(refusal(() => play(g, { seats: [3] }))).not.toBe('none');
    expect(refusal(() => play(g))).not.toBe('none');
    expect(stepOf(g).key).toBe('day.speechDirection');
  });

  it('is asked again the next day, of whoever holds the badge then', () => {
    const g = play(play(choosing(), { choice: 'right' }));
    const day2 = walk(night(play(g, votes({})), { wolves: 7 }), (k) => k === 'day.speechDirection').game;
    expect(stepOf(day2)).toMatchObject({ info: { sheriff: 5, left: [6, 8, 10, 11, 12, 1, 2, 3, 4, 5] } });
  });

  it('classic rooms (speech.order victimLeft) have no choice: from the left of the night\'s first victim', () => {
    const day = play(night(wolfGame(SEATS, { 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 9 }), { seats: [5] });
    const speech = walk(day, (k) => k === 'day.speech' || k === 'day.speechDirection').game;
    expect(stepOf(speech)).toMatchObject({ key: 'day.speech', info: { order: [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8] } });
  });

  it('with no sheriff: from the left of the lowest-seat night death; after a 平安夜 from a random seat, the same on every replay', () => {
    const noSheriff = (seed: number, plan: { wolves?: number }) => {
      const day = play(night(seeded(modern(), seed), plan), { seats: [] });
      return walk(day, (k) => k === 'day.speech' || k === 'day.speechDirection').game;
    };
    expect(stepOf(noSheriff(1, { wolves: 9 }))).toMatchObject({ key: 'day.speech', info: { order: [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8] } });
    const starts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => (stepOf(noSheriff(seed, {})).info as { order: number[] }).order[0]);
    expect(new Set(starts).size).toBeGreaterThan(1);
    const again = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => (stepOf(noSheriff(seed, {})).info as { order: number[] }).order[0]);
    expect(again).toEqual(starts);
    for (const seed of [1, 2, 3]) expect((stepOf(noSheriff(seed, {})).info as { order: number[] }).order).toHaveLength(12);
  });
});

describe('the election\'s speeches, one step each, and an election a 自爆 postpones (§D.7 step 2)', () => {
  /** Night 1 kills 7; 2, 3 and 5 stand. */
  const stood = (seed = 1) => play(night(seeded(modern(), seed), { wolves: 7 }), { seats: [2, 3, 5] });

  it('each candidate speaks alone in turn from a random candidate, then 退水; only those who never stood vote', () => {
    const orders = [1, 2, 3, 4, 5, 6].map((seed) => {
      let g = stood(seed);
      const order: number[] = [];
      while (stepOf(g).key === 'day.sheriffSpeech') {
        const step = stepOf(g);
        expect(step.actors).toEqual({ kind: 'speaker', seats: [(step.info as { seat: number }).seat] });
        order.push((step.info as { seat: number }).seat);
        g = play(g);
      }
      expect(stepOf(g)).toMatchObject({ key: 'day.sheriffWithdraw', input: { options: [2, 3, 5] } });
      const vote = play(g, { seats: [3] });
      expect(stepOf(vote).input).toEqual({ type: 'ballots', voters: [1, 4, 6, 7, 8, 9, 10, 11, 12], candidates: [2, 5] });
      return order;
    });
    for (const order of orders) expect([[2, 3, 5], [3, 5, 2], [5, 2, 3]]).toContainEqual(order);
    expect(new Set(orders.map((o) => o[0])).size).toBeGreaterThan(1);
    expect(stepOf(stood(1)).say[0]).toMatch(/^上警的是 2、3、5 号，竞选发言从 \d+ 号开始：/);
  });

  it('a 自爆 during the speeches postpones it: 警长竞选延期到明天; day 2 resumes at 退水 with those still standing, no speeches', () => {
    const exploded = play(play(stood()), { explode: 4 });
    expect(stepOf(exploded).say).toContain('警长竞选延期到明天。');
    expect(ws(exploded).log.map((l) => l.text)).toContain('4 号狼人自爆，白天结束，警长竞选延期到明天');
    const day1 = ws(exploded).events!.filter((e) => e.kind === 'election');
    expect(day1).toEqual([expect.objectContaining({ round: 1, candidates: [2, 3, 5], withdrawn: [], elected: null, text: '竞选警长：2、3、5 号上警；警长竞选延期到明天' })]);
    // Night 2: the wolves kill 3, a candidate; before the deaths are read he still takes part.
    const day2 = night(walk(exploded, (k) => k === 'night.close').game, { wolves: 3 });
    const resumed = stepOf(day2);
    expect(resumed).toMatchObject({ key: 'day.sheriffWithdraw', title: '竞选警长（延期）：退水', input: { options: [2, 3, 5] } });
    expect(resumed.say).toEqual(['天亮了，请大家睁眼。', '警长竞选继续：警上还有 2、3、5 号，不再发言。想退水（放弃竞选）的玩家请举手。']);
    const vote = play(day2, { seats: [2] });
    expect(stepOf(vote)).toMatchObject({ key: 'day.sheriffVote', input: { voters: [1, 6, 8, 9, 10, 11, 12], candidates: [3, 5] } });
    const elected = play(vote, votes({ 1: 5, 6: 5, 8: 3 }));
    expect(ws(elected).seats[4].tags).toContain('sheriff');
    const elections = ws(elected).events!.filter((e) => e.kind === 'election');
    expect(elections.map((e) => [e.round, e.text])).toEqual([
      [1, '竞选警长：2、3、5 号上警；警长竞选延期到明天'],
      [2, '竞选警长：2、3、5 号上警，2 号退水；5 号当选警长'],
    ]);
  });

  it('a 自爆 that ends the game announces no election for a next day', () => {
    const lastWolf = night(wolfGame(['werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager', 'villager']), { wolves: 5 });
    expect(stepOf(lastWolf).key).toBe('day.dawn');
    const ended = ws(play(lastWolf, { explode: 1 }));
    expect(ended.winner?.camp).toBe('good');
    expect(ended.winner?.say).toEqual(['1 号玩家自爆，白天到此结束。', '狼人全部出局，好人获胜！']);
  });

  it('the second 自爆 loses the badge (双爆吞警徽): no election on day 3', () => {
    const first = play(play(stood()), { explode: 4 });
    const day2 = night(walk(first, (k) => k === 'night.close').game, { wolves: 9 });
    const second = play(day2, { explode: 8 });
    expect(stepOf(second).say).toContain('警徽流失，本局不再有警长。');
    expect(ws(second).x.election).toBeUndefined();
    const day3 = night(walk(second, (k) => k === 'night.close').game, { wolves: 10 });
    expect(stepOf(day3).key).toBe('day.dawn');
  });
});
