import type { RoleId } from '../../typings/api';
import { alive, play, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dayWalk, dead, keysUntil, logText, night, wolfGame, ws } from '../helpers/werewolf';

// The modern roles' interactions that had no scenario of their own (docs/rules.md part D), one
// test each, named by the paragraph that states the rule.

const game = (seats: RoleId[], rules = {}) => wolfGame(seats, { 'sheriff.enabled': false, ...rules });
const quietDay = (g: TestGame) => skipTo(play(dayTo(g, 'day.vote'), { ballots: {} }), 'night.close');

describe('狼王 and 白狼王', () => {
  it('§D.2.1: guarded and saved (同守同救), the wolf king dies by the knife and may shoot', () => {
    const seats: RoleId[] = ['wolfKing', 'seer', 'witch', 'guard', 'werewolf', 'villager', 'villager', 'villager', 'villager'];
    const g = night(game(seats, { 'witch.selfSave': 'always' }), { guard: 1, wolves: 1, save: true, seer: 6 });
    expect(dead(g)).toEqual([1]);
    expect(dead(play(dayTo(g, 'day.wolfKing'), { seats: [6] }))).toEqual([1, 6]);
  });

  it('§D.2.2: the taken hunter may not shoot when whiteWolfKing is in hunter.noShotOn', () => {
    const seats: RoleId[] = ['whiteWolfKing', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager', 'villager'];
    const g = play(dayTo(night(game(seats, { 'hunter.noShotOn': ['poison', 'whiteWolfKing'] }), { seer: 6 }), 'day.speech'), { explode: 1, take: 5 });
    expect(dead(g)).toEqual([1, 5]);
    expect(stepOf(g).key).toBe('night.close');
    expect(logText(g)).toContain('5 号（猎人）被白狼王带走');
  });

  it('§D.2.2: the taken player\'s lover follows him', () => {
    const seats: RoleId[] = ['whiteWolfKing', 'werewolf', 'seer', 'witch', 'cupid', 'villager', 'villager', 'villager', 'villager'];
    const g = play(dayTo(night(game(seats), { cupid: [6, 7], seer: 8 }), 'day.speech'), { explode: 1, take: 6 });
    expect(dead(g)).toEqual([1, 6, 7]);
  });

  it('§D.2.2: the team may bite the white wolf king (自刀)', () => {
    const seats: RoleId[] = ['whiteWolfKing', 'werewolf', 'seer', 'witch', 'villager', 'villager', 'villager', 'villager', 'villager'];
    const wolves = keysUntil(game(seats), 'night.wolves').game;
    const input = stepOf(wolves).input;
    expect(input.type === 'seats' && input.options).toContain(1);
    expect(dead(night(game(seats), { wolves: 1, seer: 6 }))).toEqual([1]);
  });
});

describe('机械狼', () => {
  /** Werewolf 1, seer 2, witch 3, guard 4, mechanical wolf 5, hunter 6, villagers 7–9. */
  const seats: RoleId[] = ['werewolf', 'seer', 'witch', 'guard', 'mechanicalWolf', 'hunter', 'villager', 'villager', 'villager'];

  it('§D.2.5: the seer sees him as a wolf', () => {
    expect(stepOf(keysUntil(game(seats), 'night.seerResult', { seer: 5 }).game).info).toEqual({ seat: 5, result: 'wolf' });
  });

  it('§D.2.5: mechanicalWolf.shieldUses once: the shield is spent once it has saved someone', () => {
    const first = keysUntil(game(seats, { 'mechanicalWolf.shieldUses': 'once' }), 'night.mechanicalWolf').game;
    const second = keysUntil(quietDay(night(play(first, { seats: [4] }), { seer: 7 })), 'night.mechanicalWolf', { wolves: 7, seer: 8 }).game;
    const saved = night(play(second, { seats: [7] }));
    expect(alive(saved)).toContain(7);
    const third = keysUntil(quietDay(saved), 'night.mechanicalWolf', { seer: 8 }).game;
    expect(stepOf(third).input).toEqual({ type: 'none' });
    expect(stepOf(third).hint).toContain('机械盾已失效');
  });

  it('§D.2.5: the hunter\'s gun is not his on the night he learns it: killed that night, he does not shoot', () => {
    const first = keysUntil(game(seats, { 'hunter.noShotOn': [] }), 'night.mechanicalWolf', { wolves: 5, seer: 7 }).game;
    const dawn = night(play(first, { seats: [6] }));
    expect(dead(dawn)).toEqual([5]);
    expect(dayWalk(dawn, 'day.vote').keys).not.toContain('day.mechanicalWolf');
  });
});

describe('骑士, 守墓人, 乌鸦', () => {
  it('§D.3.1: a duel on a lone wolf (the gargoyle) kills it and night falls', () => {
    const seats: RoleId[] = ['werewolf', 'gargoyle', 'seer', 'witch', 'knight', 'villager', 'villager', 'villager', 'villager'];
    const g = play(dayTo(night(game(seats), { seer: 6 }), 'day.speech'), { duel: 2 });
    expect(dead(g)).toEqual([2]);
    expect(stepOf(g).key).toBe('night.close');
  });

  it('§D.3.2: a day ended by a 自爆 exiled nobody: the gravedigger is waved at', () => {
    const seats: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'gravedigger', 'villager', 'villager', 'villager', 'villager'];
    const night2 = skipTo(play(dayTo(night(game(seats), { seer: 6 }), 'day.speech'), { explode: 1 }), 'night.close');
    expect(stepOf(keysUntil(night2, 'night.gravedigger', { seer: 7 }).game).info).toEqual({ seat: null });
  });

  it('§D.2.8, §D.3.2: a staying blood moon counts as yesterday\'s exile for the gravedigger', () => {
    const seats: RoleId[] = ['bloodMoon', 'werewolf', 'seer', 'witch', 'gravedigger', 'villager', 'villager', 'villager', 'villager'];
    const exiled = play(dayTo(night(game(seats), { seer: 6, poison: 2 }), 'day.vote'), votes({ 3: 1, 4: 1, 5: 1 }));
    expect(alive(exiled)).toContain(1);
    const g = keysUntil(skipTo(exiled, 'night.close'), 'night.gravedigger').game;
    expect(stepOf(g).info).toEqual({ seat: 1, result: 'wolf' });
  });

  it('§D.3.4: a curse cast on the night the crow dies still counts the next day', () => {
    const seats: RoleId[] = ['werewolf', 'werewolf', 'crow', 'seer', 'witch', 'villager', 'villager', 'villager', 'villager'];
    const day = dayTo(night(game(seats), { crow: 7, wolves: 3, seer: 6 }), 'day.vote');
    expect(dead(day)).toEqual([3]);
    const voted = play(day, votes({ 4: 7, 5: 8 }));
    expect(logText(voted)).toContain('乌鸦的诅咒：7 号多 1 票（已计入）');
    expect(dead(voted)).toContain(7);
  });
});

describe('dawn shots and links', () => {
  it('§D.6 step 11: a dawn shot on the wolf beauty takes her charmed player at once', () => {
    const seats: RoleId[] = ['wolfBeauty', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager', 'villager'];
    const charm = keysUntil(game(seats), 'night.wolfBeauty', { wolves: 5, seer: 6 }).game;
    const shot = play(dayTo(night(play(charm, { seats: [7] })), 'day.hunter'), { seats: [1] });
    const after = skipTo(shot, 'day.speech');
    expect(dead(after)).toEqual([1, 5, 7]);
    expect(ws(after).x.deaths.find((d) => d.seat === 7)?.cause).toBe('charm');
  });
});

describe('links and guns', () => {
  it('§D.6 step 9: links chain at dawn: the poisoned wolf beauty takes her charmed player, whose lover follows', () => {
    const seats: RoleId[] = ['wolfBeauty', 'werewolf', 'seer', 'witch', 'cupid', 'villager', 'villager', 'villager', 'villager'];
    const charm = keysUntil(game(seats), 'night.wolfBeauty', { cupid: [7, 8], seer: 6 }).game;
    const dawn = night(play(charm, { seats: [7] }), { poison: 1 });
    expect(dead(dawn)).toEqual([1, 7, 8]);
    expect(ws(dawn).x.deaths.map((d) => [d.seat, d.cause])).toEqual([[1, 'poison'], [7, 'charm'], [8, 'lover']]);
  });

  it('§D.2.5: a mechanical wolf with the hunter\'s gun who is poisoned does not shoot (hunter.noShotOn)', () => {
    const seats: RoleId[] = ['werewolf', 'seer', 'witch', 'guard', 'mechanicalWolf', 'hunter', 'villager', 'villager', 'villager'];
    const first = keysUntil(game(seats), 'night.mechanicalWolf', { seer: 7 }).game;
    const dawn = night(quietDay(night(play(first, { seats: [6] }))), { poison: 5, seer: 8 });
    expect(dead(dawn)).toEqual([5]);
    expect(logText(dawn)).toContain('5 号（机械狼）被女巫毒死');
    expect(dayWalk(dawn, 'day.vote').keys).not.toContain('day.mechanicalWolf');
  });
});

