import type { RoleId } from '../../typings/api';
import { play, refusal, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dead, logText, night, wolfGame, ws } from '../helpers/werewolf';

// docs/rules.md §D.1–§D.4: 狼王, 白狼王, 狼美人, 骑士 and the cross-cutting rules they need.

/** wolfKing 1, seer 2, witch 3, hunter 4, guard 5, werewolf 6, villagers 7 8 11, knight 9, werewolf 10, whiteWolfKing 12. */
const SEATS: RoleId[] = ['wolfKing', 'seer', 'witch', 'hunter', 'guard', 'werewolf', 'villager', 'villager', 'knight', 'werewolf', 'villager', 'whiteWolfKing'];
const game = (rules = {}, seats = SEATS) => wolfGame(seats, { 'sheriff.enabled': false, ...rules });

/** Plays the night answering its steps from `answers` (by key); others: no choice, or the first seat where one is due. */
function nightWith(g: TestGame, answers: Record<string, unknown>, until?: string): TestGame {
  let game = g;
  for (let i = 0; i < 40 && ws(game).phase !== 'day' && !ws(game).winner; i++) {
    const step = stepOf(game);
    if (step.key === until) return game;
    const spec = step.input;
    const fallback = spec.type === 'choice' ? { choice: 'skip' } : spec.type === 'seats' && spec.min > 0 ? { seats: [spec.options[0]] } : undefined;
    game = play(game, answers[step.key] ?? fallback);
  }
  return game;
}

describe('狼王 (§D.1)', () => {
  it('§D.1: a wolf king killed by the wolves (自刀) shoots where a hunter would', () => {
    const day = dayTo(night(game(), { wolves: 1 }), 'day.wolfKing');
    const shot = play(day, { seats: [7] });
    expect(dead(shot)).toEqual([1, 7]);
  });

  it('§D.1: a poisoned wolf king may not shoot (wolfKing.noShotOn)', () => {
    const g = night(game(), { wolves: 7, poison: 1 });
    expect(logText(g)).toContain('1 号狼王被女巫毒死，按规则不能开枪');
    expect(() => dayTo(g, 'day.wolfKing')).toThrow();
  });

  it('§D.1, §D.8: as the last wolf he does not shoot: the good win comes first', () => {
    const g = night(wolfGame(['wolfKing', 'seer', 'witch', 'villager', 'villager', 'werewolf', 'villager', 'villager', 'guard'], { 'sheriff.enabled': false }), { poison: 6 });
    const vote = dayTo(g, 'day.vote');
    const end = play(vote, votes({ 2: 1, 3: 1, 4: 1, 5: 1, 7: 1 }));
    expect(ws(end).winner?.camp).toBe('good');
    expect(ws(end).step).toBeNull();
  });

  it('§D.0: with night.shotStatus the wolf king is told at night whether he could shoot', () => {
    const status = (answers: Record<string, unknown>) => stepOf(nightWith(game({ 'night.shotStatus': true }), answers, 'night.wolfKingStatus'));
    expect(status({ 'night.wolves': { seats: [7] }, 'night.witchPoison': { seats: [1] } }).info).toEqual({ canShoot: false });
    expect(status({ 'night.wolves': { seats: [1] } }).info).toEqual({ canShoot: true });
    expect(status({ 'night.wolves': { seats: [4] }, 'night.witchPoison': { seats: [4] } }).info).toEqual({ canShoot: true });
  });
});

describe('白狼王 (§D.2)', () => {
  it('§D.2: explodes taking the hunter, who may shoot; the day then ends', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(stepOf(day).dayActions?.explodeTake).toEqual([12]);
    const g = play(day, { explode: 12, take: 4 });
    expect(dead(g)).toEqual([4, 7, 12]);
    expect(stepOf(g).key).toBe('day.hunter');
    expect(stepOf(play(g, { seats: [] })).key).toBe('night.close');
  });

  it('§D.2: may not explode during the vote, nor take himself', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(refusal(() => play(day, { explode: 12, take: 12 }))).toBe('ILLEGAL_MOVE');
    const vote = play(day);
    expect(stepOf(vote).key).toBe('day.vote');
    expect(stepOf(vote).dayActions?.explodeTake).toBeUndefined();
    expect(refusal(() => play(vote, { explode: 12, take: 4 }))).toBe('ILLEGAL_MOVE');
  });
});

describe('骑士 (§D.4)', () => {
  it('§D.4: a duel on a wolf kills it and night falls', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(stepOf(day).dayActions?.duel).toEqual([9]);
    const g = play(day, { duel: 6 });
    expect(dead(g)).toEqual([6, 7]);
    expect(stepOf(g).key).toBe('night.close');
    expect(stepOf(g).say.join('')).toContain('6 号是狼人，出局，天黑请闭眼');
  });

  it('§D.4: a duel on a good player costs the knight his life; the speeches go on, and he duels once', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    const g = play(day, { duel: 8 });
    expect(dead(g)).toEqual([7, 9]);
    expect(stepOf(g).key).toBe('day.speech');
    expect(stepOf(g).say.join('')).toContain('骑士以死谢罪');
    expect(refusal(() => play(g, { duel: 6 }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.4: a duel on the wolf king leaves him no shot (duel ∈ wolfKing.noShotOn)', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    const g = play(day, { duel: 1 });
    expect(stepOf(g).key).toBe('night.close');
  });
});

describe('狼美人 (§D.3)', () => {
  const beauty: RoleId[] = ['wolfBeauty', 'seer', 'witch', 'hunter', 'guard', 'werewolf', 'villager', 'villager', 'knight', 'werewolf', 'villager', 'villager'];

  it('§D.3, §D.7 step 7: exiled, she takes her charmed player; nobody else is told whom she charmed', () => {
    const g = nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] }, 'night.wolves': { seats: [7] } });
    const vote = dayTo(g, 'day.vote');
    const exiled = play(vote, votes({ 2: 1, 3: 1, 4: 1, 5: 1, 9: 1 }));
    const link = dayTo(exiled, 'day.wolfBeauty');
    expect(stepOf(link).say).toContain('8 号玩家被狼美人魅惑，随她出局。');
    expect(dead(play(link))).toEqual([1, 7, 8]);
  });

  it('§D.3: no charm two nights running on the same player (wolfBeauty.noRepeat)', () => {
    const day = dayTo(nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] } }), 'day.vote');
    const night2 = nightWith(play(play(day, { ballots: {} })), {}, 'night.wolfBeauty');
    expect(stepOf(night2).key).toBe('night.wolfBeauty');
    expect(refusal(() => play(night2, { seats: [8] }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.3: the wolves may not kill her', () => {
    let g = game({}, beauty);
    while (stepOf(g).key !== 'night.wolves') g = play(g, stepOf(g).input.type === 'seats' && stepOf(g).key === 'night.seer' ? { seats: [7] } : undefined);
    expect(refusal(() => play(g, { seats: [1] }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.3, §D.6 step 7: poisoned at night, her charmed player dies with her', () => {
    const g = nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] }, 'night.witchPoison': { seats: [1] } });
    expect(dead(g)).toEqual([1, 8]);
  });

  it('§D.3 linkOn anyButDuel: a knight\'s duel on her takes nobody along', () => {
    const g = nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] } });
    const day = dayTo(g, 'day.speech');
    expect(dead(play(day, { duel: 1 }))).toEqual([1]);
  });
});

describe('双爆吞警徽 (§D.0)', () => {
  it('§D.0: the second 自爆 while the election is due loses the badge', () => {
    const rules = { 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths', 'sheriff.lostAfterSelfDestructs': '2' };
    const first = play(night(game(rules), { wolves: 7 }), { explode: 6 });
    expect(ws(first).x.sheriffPending).toBe(true);
    const day2 = night(first, {});
    const second = play(day2, { explode: 10 });
    expect(ws(second).x.sheriffPending).toBe(false);
    expect(logText(second).some((l) => l.includes('警徽流失'))).toBe(true);
  });
});
