import type { RoleId } from '../../typings/api';
import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, night, wolfGame, ws } from '../helpers/werewolf';

// Lone wolves (docs/rules.md §D.0.1), the gargoyle (§D.2.4) and the hidden wolf (§D.2.7).

/** 9 seats: werewolf 1, seer 2, witch 3, guard 4, `lone` 5, villagers 6–8, gravedigger 9. */
function board(lone: RoleId, rules = {}): TestGame {
  return wolfGame(['werewolf', 'seer', 'witch', 'guard', lone, 'villager', 'villager', 'villager', 'gravedigger'], { 'sheriff.enabled': false, ...rules });
}

/** Through the day without an exile, to the next night's first step. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), { ballots: {} }), 'night.close');
}

/** Night 1 poisons the only werewolf (seat 1), so night 2 starts with the lone wolf alone. */
function teamDead(lone: RoleId): TestGame {
  return quietDay(night(board(lone), { wolves: 7, poison: 1 }));
}

describe('lone wolves (docs/rules.md §D.0.1)', () => {
  it('§D.0.1: the gargoyle does not meet the team: night.wolves is answered by the werewolves only', () => {
    const g = keysUntil(board('gargoyle'), 'night.wolves').game;
    expect(stepOf(g).actors).toEqual({ kind: 'wolves', seats: [1] });
  });

  it('§D.0.1: while a team wolf lives, the lone kill step comes every night from the first as none, same lines, 摇手 gesture', () => {
    const { keys, game } = keysUntil(board('gargoyle'), 'night.gargoyleKill', { wolves: 7 });
    expect(keys).toEqual(expect.arrayContaining(['night.wolves', 'night.gargoyle', 'night.gargoyleResult', 'night.gargoyleKill']));
    const step = stepOf(game);
    expect(step.input).toEqual({ type: 'none' });
    expect(step.say).toEqual(['石像鬼请睁眼。', '石像鬼请闭眼。']);
    expect(step.hint).toContain('摇手');
    expect(step.actors?.kind).toBe('nobody');
  });

  it('§D.0.1: a lone wolf holds the knife from the first night that starts with no other wolf alive; night.wolves is none, 狼队已全部出局', () => {
    const g = teamDead('gargoyle');
    const wolves = keysUntil(g, 'night.wolves').game;
    expect(stepOf(wolves).input).toEqual({ type: 'none' });
    expect(stepOf(wolves).hint).toContain('狼队已全部出局');
    const knife = keysUntil(g, 'night.gargoyleKill').game;
    expect(stepOf(knife).say).toEqual(['石像鬼请睁眼。', '石像鬼请闭眼。']);
    expect(stepOf(knife).hint).toContain('带刀手势');
    expect(stepOf(knife).input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(stepOf(knife).actors).toEqual({ kind: 'seats', seats: [5] });
  });

  it('§D.0.1: the lone knife is the night\'s wolf kill: the witch is told its target and the victim dies at dawn', () => {
    const g = keysUntil(teamDead('gargoyle'), 'night.witchSave', { loneKill: 6 }).game;
    expect(stepOf(g).info).toEqual({ victim: 6 });
    const dawn = night(g, { loneKill: 6 });
    expect(alive(dawn)).not.toContain(6);
    expect(logText(dawn)).toContain('石像鬼带刀，选择袭击 6 号');
    // The pack is out: its step chose nothing, and the judge's log does not say it chose not to kill.
    expect(logText(dawn).join('\n')).not.toMatch(/狼人没有杀人|狼人空刀|狼人意见不统一/);
  });

  it('§D.0.1: the guard stops a lone wolf\'s knife like the team\'s', () => {
    const dawn = night(teamDead('gargoyle'), { loneKill: 6, guard: 6 });
    expect(alive(dawn)).toContain(6);
  });

  it('§D.0.1, §D.8: the good camp wins only when the lone wolf is dead too', () => {
    const g = teamDead('gargoyle');
    expect(ws(g).winner).toBeNull();
    expect(ws(g).phase).toBe('night');
  });
});

describe('石像鬼 gargoyle (docs/rules.md §D.2.4)', () => {
  it('§D.2.4: checks one player and is shown the exact role, in info and in the hint', () => {
    const g = keysUntil(board('gargoyle'), 'night.gargoyleResult', { wolves: 7, gargoyle: 9 }).game;
    const step = stepOf(g);
    expect(step.info).toEqual({ seat: 9, role: 'gravedigger', roleName: '守墓人' });
    expect(step.hint).toContain('守墓人');
    expect(step.say).toEqual(['他的身份是……', '石像鬼请闭眼。']);
  });

  it('§D.2.4: may not check itself, nor (gargoyle.noRepeat) a player it checked before', () => {
    const first = keysUntil(board('gargoyle'), 'night.gargoyle', { wolves: 7 }).game;
    expect(refusal(() => play(first, { seats: [5] }))).toBe('ILLEGAL_MOVE');
    const second = keysUntil(quietDay(night(board('gargoyle'), { wolves: 7, gargoyle: 2 })), 'night.gargoyle').game;
    const input = stepOf(second).input;
    expect(input.type === 'seats' && input.options).not.toContain(2);
    expect(refusal(() => play(second, { seats: [2] }))).toBe('ILLEGAL_MOVE');
    const free = keysUntil(quietDay(night(board('gargoyle', { 'gargoyle.noRepeat': false }), { wolves: 7, gargoyle: 2 })), 'night.gargoyle').game;
    const again = stepOf(free).input;
    expect(again.type === 'seats' && again.options).toContain(2);
  });

  it('§D.2.4: the seer sees the gargoyle as a wolf', () => {
    const g = keysUntil(board('gargoyle'), 'night.seerResult', { seer: 5 }).game;
    expect(stepOf(g).info).toEqual({ seat: 5, result: 'wolf' });
  });

  it('§D.2.4, §D.3.2: the gravedigger sees the exiled gargoyle as a wolf', () => {
    const day = dayTo(night(board('gargoyle'), { wolves: 7 }), 'day.vote');
    const exiled = skipTo(play(day, votes({ 1: 5, 2: 5, 3: 5 })), 'night.close');
    expect(stepOf(keysUntil(exiled, 'night.gravedigger').game).info).toEqual({ seat: 5, result: 'wolf' });
  });

  it('§D.2.4: no skill on death, no 自爆: by day he is never offered to explode', () => {
    const day = dayTo(night(board('gargoyle'), { wolves: 7 }), 'day.vote');
    expect(stepOf(day).dayActions?.explode ?? []).not.toContain(5);
  });
});

describe('隐狼 hidden wolf (docs/rules.md §D.2.7)', () => {
  it('§D.2.7: night 1 after the wolves he is shown the seats of the other wolves (seats only by default)', () => {
    const { keys, game } = keysUntil(board('hiddenWolf'), 'night.hiddenWolf', { wolves: 7 });
    expect(keys.indexOf('night.wolves')).toBeLessThan(keys.indexOf('night.hiddenWolf'));
    expect(stepOf(game)).toMatchObject({ input: { type: 'none' }, info: { wolves: [1] } });
    expect(stepOf(game).say).toEqual(['隐狼请睁眼，这些是你的狼队友。', '隐狼请闭眼。']);
  });

  it('§D.2.7: hiddenWolf.knowsRoles also tells him their roles', () => {
    const g = keysUntil(board('hiddenWolf', { 'hiddenWolf.knowsRoles': true }), 'night.hiddenWolf', { wolves: 7 }).game;
    expect(stepOf(g).info).toEqual({ wolves: [1], roles: ['werewolf'] });
  });

  it('§D.2.7: the reveal is night 1 only; the kill step comes every night', () => {
    const { keys } = keysUntil(quietDay(night(board('hiddenWolf'), { wolves: 7 })), 'night.witchSave');
    expect(keys).not.toContain('night.hiddenWolf');
    expect(keys).toContain('night.hiddenWolfKill');
  });

  it('§D.2.7: the seer sees the hidden wolf as good (金水)', () => {
    const g = keysUntil(board('hiddenWolf'), 'night.seerResult', { seer: 5 }).game;
    expect(stepOf(g).info).toEqual({ seat: 5, result: 'good' });
    expect(stepOf(g).hint).toContain('好人');
  });

  it('§D.2.7, §D.3.2: the gravedigger sees the exiled hidden wolf as a wolf', () => {
    const day = dayTo(night(board('hiddenWolf'), { wolves: 7 }), 'day.vote');
    const exiled = skipTo(play(day, votes({ 1: 5, 2: 5, 3: 5 })), 'night.close');
    const g = keysUntil(exiled, 'night.gravedigger').game;
    expect(stepOf(g).info).toEqual({ seat: 5, result: 'wolf' });
  });

  it('§D.2.7: after the team is dead he holds the knife and kills alone', () => {
    const dawn = night(teamDead('hiddenWolf'), { loneKill: 8 });
    expect(alive(dawn)).not.toContain(8);
  });
});
