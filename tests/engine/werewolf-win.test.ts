import type { RoleId } from '../../typings/api';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { alive, play, refusal, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, night, type NightPlan, NINE, wolfGame, ws } from '../helpers/werewolf';

/** The day's vote: one living voter (not `seat`'s lover) exiles `seat`; then on to nightfall unless the game ended. */
function exile(g: TestGame, seat: number): TestGame {
  let game = dayTo(g, 'day.vote');
  const input = stepOf(game).input;
  if (input.type !== 'ballots') throw new Error('ballots expected');
  const lovers = ws(game).x.lovers ?? [];
  const voter = input.voters.find((v) => v !== seat && !(lovers.includes(v) && lovers.includes(seat)));
  game = play(game, votes({ [voter ?? 0]: seat }));
  return ws(game).winner ? game : dayTo(game, 'night.close');
}

/** A night with `plan`, and a day in which nobody is exiled. */
function nightAndQuietDay(g: TestGame, plan: NightPlan): TestGame {
  const dawn = night(g, plan);
  if (ws(dawn).winner) return dawn;
  const vote = dayTo(dawn, 'day.vote');
  return dayTo(play(vote, {}), 'night.close');
}

const winner = (g: TestGame) => ws(g).winner;

// 8 seats: wolves 1, 2; seer 3; witch 4; cupid 5; villagers 6, 7, 8.
const EIGHT: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'cupid', 'villager', 'villager', 'villager'];

describe('狼人杀 good wins', () => {
  it('when the last werewolf is exiled', () => {
    let g = exile(night(wolfGame(NINE)), 1);
    expect(winner(g)).toBeNull();
    g = exile(night(g), 6);
    expect(winner(g)).toMatchObject({ camp: 'good', text: '狼人全部出局，好人获胜！' });
    expect(winner(g)?.say).toEqual(['6 号玩家（狼人）被投票出局。', '狼人全部出局，好人获胜！']);
    expect(ws(g).step).toBeNull();
    expect(ws(g).log.at(-1)?.text).toBe('狼人全部出局，好人获胜！');
    expect(refusal(() => play(g))).toBe('GAME_OVER');
  });

  it('two humans in love stay good: they win with the good side', () => {
    let g = night(wolfGame(EIGHT), { cupid: [6, 7] });
    g = exile(g, 1);
    g = exile(night(g), 2);
    expect(winner(g)?.camp).toBe('good');
  });
});

describe('狼人杀 wolves win: win.wolves', () => {
  // 8 seats: wolf 1; seer 2; villagers 3..8.
  const LONE: RoleId[] = ['werewolf', 'seer', 'villager', 'villager', 'villager', 'villager', 'villager', 'villager'];

  it('side (屠边): every god dead is enough', () => {
    const g = night(wolfGame(LONE), { wolves: 2 });
    expect(winner(g)).toMatchObject({ camp: 'wolf', text: '神职全部出局，狼人获胜（屠边）！' });
  });

  it('side (屠边): every villager dead is enough, gods alive or not', () => {
    let g = night(wolfGame(NINE), { wolves: 7 });
    g = exile(g, 8);
    g = night(g, { wolves: 9 });
    expect(winner(g)).toMatchObject({ camp: 'wolf', text: '村民全部出局，狼人获胜（屠边）！' });
    expect(alive(g)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('city (屠城): the wolves need every non-wolf dead', () => {
    let g = night(wolfGame(LONE, { 'win.wolves': 'city' }), { wolves: 2 });
    expect(winner(g)).toBeNull();
    g = dayTo(g, 'day.vote');
    g = dayTo(play(g, {}), 'night.close');
    for (const victim of [3, 4, 5, 6, 7]) g = nightAndQuietDay(g, { wolves: victim });
    expect(winner(g)).toBeNull();
    g = night(g, { wolves: 8 });
    expect(winner(g)).toMatchObject({ camp: 'wolf', text: '好人全部出局，狼人获胜（屠城）！' });
  });

  it('two wolves in love stay wolves', () => {
    let g = night(wolfGame(EIGHT), { cupid: [1, 2], wolves: 6 });
    g = exile(g, 7);
    g = night(g, { wolves: 8 });
    expect(winner(g)?.camp).toBe('wolf');
  });

  it('a thief who kept his card counts as a villager', () => {
    const seats: RoleId[] = ['thief', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'guard'];
    let g = night(wolfGame(seats, { 'thief.mode': 'classic' }, ['villager', 'werewolf']), { thief: 'keep', wolves: 7 });
    expect(winner(g)).toBeNull();
    g = exile(g, 2);
    g = night(g, { wolves: 1 });
    expect(winner(g)).toMatchObject({ camp: 'wolf', text: '村民全部出局，狼人获胜（屠边）！' });
  });
});

describe('狼人杀 lovers win (a wolf–human couple)', () => {
  /** Cupid links wolf 1 and villager 6; the wolves and the witch clear the table around them. */
  function couple(rules = {}, lovers = [1, 6]): TestGame {
    let g = night(wolfGame(EIGHT, rules), { cupid: lovers, wolves: 3, poison: 2 });
    g = exile(g, 4);
    g = night(g, { wolves: 5 });
    return g;
  }

  it('while the couple lives nobody else wins: every god dead is no 屠边 win', () => {
    const g = couple();
    expect(alive(g)).toEqual([1, 6, 7, 8]);
    expect(winner(g)).toBeNull();
  });

  it('lovers.win = lastThreeDay: the couple and one other left by day — the couple wins', () => {
    const g = exile(couple(), 7);
    expect(winner(g)).toMatchObject({ camp: 'lovers', text: '人狼恋情侣（1、6 号）获胜！' });
  });

  it('lovers.win = lastTwo: three left is not enough; two left is', () => {
    let g = exile(couple({ 'lovers.win': 'lastTwo' }), 7);
    expect(winner(g)).toBeNull();
    g = night(g, { wolves: 8 });
    expect(winner(g)?.camp).toBe('lovers');
  });

  it('cupid who links himself to a wolf joins the couple as a third party', () => {
    let g = night(wolfGame(EIGHT), { cupid: [1, 5], wolves: 3, poison: 2 });
    g = exile(g, 4);
    g = night(g, { wolves: 6 });
    expect(winner(g)).toBeNull();
    g = exile(g, 7);
    expect(winner(g)).toMatchObject({ camp: 'lovers', text: '人狼恋情侣（1、5 号）获胜！' });
  });

  it('cupid who links two others stays good: his card says so', () => {
    const g = night(wolfGame(EIGHT), { cupid: [1, 6] });
    expect(werewolfGame.card(ws(g), 5)).toMatchObject({ role: 'cupid', camp: 'good' });
  });

  it('once the couple is dead, the others can win again', () => {
    let g = night(wolfGame(EIGHT), { cupid: [1, 6], wolves: 6 });
    expect(alive(g)).toEqual([2, 3, 4, 5, 7, 8]);
    g = exile(g, 2);
    expect(winner(g)?.camp).toBe('good');
  });
});

describe('狼人杀 winner.say: what the judge reads at the end', () => {
  it('a win at dawn: the morning, the night\'s deaths, then the result', () => {
    // 屠边: villagers 7, 8, 9; two die in the night, one was exiled before.
    let g = exile(night(wolfGame(NINE)), 9);
    g = night(g, { wolves: 7, poison: 8 });
    expect(winner(g)?.say).toEqual([
      '天亮了，请大家睁眼。', '昨晚死亡的是：7 号玩家（村民）、8 号玩家（村民）。', '村民全部出局，狼人获胜（屠边）！',
    ]);
  });

  it('a win by the hunter\'s shot: the shot, then the result', () => {
    let g = exile(night(wolfGame(NINE)), 1);
    g = dayTo(night(g, { wolves: 4 }), 'day.hunter');
    g = play(g, { seats: [6] });
    expect(winner(g)?.say).toEqual(['4 号玩家开枪带走了 6 号玩家（狼人）。', '狼人全部出局，好人获胜！']);
  });
});

