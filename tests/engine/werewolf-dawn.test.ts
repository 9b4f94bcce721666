import type { RoleId } from '../../typings/api';
import { closeStep } from '../../cloudfunctions/game/src/engine/core/match';
import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dayWalk, dead, logText, NINE, night, tagsOf, TWELVE, wolfGame, ws } from '../helpers/werewolf';

/** From a dawn, through a quiet day (nobody elected, nobody voted), to the next nightfall. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

const deaths = (g: TestGame) => stepOf(g).info?.deaths;

describe('狼人杀 dawn: the wolves\' target, the guard and the antidote', () => {
  it('kills the wolves\' target', () => {
    const g = night(wolfGame(NINE), { wolves: 7 });
    expect(deaths(g)).toEqual([7]);
    expect(dead(g)).toEqual([7]);
    expect(logText(g)).toContain('7 号（村民）被狼人杀死');
  });

  it('a guarded target survives', () => {
    const g = night(wolfGame(NINE), { guard: 7, wolves: 7 });
    expect(deaths(g)).toEqual([]);
    expect(logText(g)).toContain('7 号被守卫守护，没有死');
    expect(stepOf(g).say).toContain('昨晚是平安夜。');
  });

  it('an antidoted target survives', () => {
    const g = night(wolfGame(NINE), { wolves: 7, save: true });
    expect(deaths(g)).toEqual([]);
    expect(logText(g)).toContain('7 号被女巫救活');
  });

  it('同守同救 (guard.doubleProtectKills = true): guarded AND antidoted dies', () => {
    const g = night(wolfGame(NINE), { guard: 7, wolves: 7, save: true });
    expect(deaths(g)).toEqual([7]);
    expect(logText(g)).toContain('7 号同时被守卫守护和女巫解救：同守同救，仍然死亡');
  });

  it('guard.doubleProtectKills = false: guarded AND antidoted survives', () => {
    const g = night(wolfGame(NINE, { 'guard.doubleProtectKills': false }), { guard: 7, wolves: 7, save: true });
    expect(deaths(g)).toEqual([]);
    expect(logText(g)).toContain('7 号同时被守卫守护和女巫解救，活了下来');
  });

  it('the poison kills whatever the guard does', () => {
    const g = night(wolfGame(NINE), { guard: 8, poison: 8 });
    expect(deaths(g)).toEqual([8]);
    expect(logText(g)).toContain('8 号虽被守卫守护，仍被毒死（守护挡不住毒药）');
  });

  it('announces two deaths in seat order, not in the order they happened', () => {
    const g = night(wolfGame(NINE), { wolves: 9, poison: 7 });
    expect(deaths(g)).toEqual([7, 9]);
    expect(stepOf(g).say).toContain('昨晚死亡的是：7 号玩家（村民）、9 号玩家（村民）。');
  });

  it('reveal.onDeath = false: announces the dead without their cards', () => {
    const g = night(wolfGame(NINE, { 'reveal.onDeath': false }), { wolves: 9 });
    expect(stepOf(g).say).toContain('昨晚死亡的是：9 号玩家。');
  });
});

describe('狼人杀 dawn: lovers', () => {
  it('a dead lover takes the other along', () => {
    const g = night(wolfGame(TWELVE), { cupid: [7, 8], wolves: 7 });
    expect(deaths(g)).toEqual([7, 8]);
    expect(logText(g)).toContain('8 号（村民，7 号的情侣）殉情');
  });

  it('whatever the cause: poison too', () => {
    const g = night(wolfGame(TWELVE), { cupid: [1, 8], poison: 1 });
    expect(deaths(g)).toEqual([1, 8]);
  });
});

describe('狼人杀 dawn: the hunter', () => {
  it('a hunter killed by the wolves may shoot, after the announcement; the victim dies', () => {
    const { game, keys } = dayWalk(night(wolfGame(NINE), { wolves: 4 }), 'day.hunter');
    expect(keys).toEqual(['day.dawn', 'day.hunter']);
    expect(stepOf(game).input).toEqual({ type: 'seats', min: 0, max: 1, options: [1, 2, 3, 5, 6, 7, 8, 9] });
    const shot = play(game, { seats: [6] });
    expect(dead(shot)).toEqual([4, 6]);
    expect(logText(shot)).toEqual(expect.arrayContaining(['猎人 4 号开枪带走 6 号', '6 号（狼人）被猎人带走']));
  });

  it('may decline to shoot', () => {
    const g = play(dayTo(night(wolfGame(NINE), { wolves: 4 }), 'day.hunter'), { seats: [] });
    expect(logText(g)).toContain('猎人 4 号没有开枪');
    expect(dead(g)).toEqual([4]);
  });

  it('a poisoned hunter is silent (hunter.noShotOn has poison by default)', () => {
    const g = night(wolfGame(NINE), { poison: 4 });
    expect(stepOf(g).hint).toContain('4 号猎人按规则不能开枪');
    expect(logText(g)).toContain('4 号猎人被女巫毒死，按规则不能开枪');
    expect(dayWalk(g, 'day.speech').keys).not.toContain('day.hunter');
  });

  it('a hunter both bitten and poisoned counts as poisoned', () => {
    const g = night(wolfGame(NINE), { wolves: 4, poison: 4 });
    expect(deaths(g)).toEqual([4]);
    expect(dayWalk(g, 'day.speech').keys).not.toContain('day.hunter');
  });

  it('hunter.noShotOn = []: a poisoned hunter shoots', () => {
    const g = night(wolfGame(NINE, { 'hunter.noShotOn': [] }), { poison: 4 });
    expect(dayWalk(g, 'day.hunter').keys).toEqual(['day.dawn', 'day.hunter']);
  });

  it('a hunter who dies for love shoots unless hunter.noShotOn has lover', () => {
    const shoots = night(wolfGame(TWELVE), { cupid: [4, 7], wolves: 7 });
    expect(dayWalk(shoots, 'day.hunter').keys).toEqual(['day.dawn', 'day.hunter']);
    const silent = night(wolfGame(TWELVE, { 'hunter.noShotOn': ['poison', 'lover'] }), { cupid: [4, 7], wolves: 7 });
    expect(logText(silent)).toContain('4 号猎人殉情，按规则不能开枪');
    expect(dayWalk(silent, 'day.speech').keys).not.toContain('day.hunter');
  });

  it('a hunter poisoned while his lover is killed keeps both causes: poison wins, no shot, no last words for either', () => {
    // Hunter 4 and villager 7 are lovers; the wolves kill 7, the witch poisons 4.
    const g = night(wolfGame(TWELVE), { cupid: [4, 7], wolves: 7, poison: 4 });
    expect(logText(g)).toContain('4 号（猎人，7 号的情侣）被女巫毒死，同时殉情');
    expect(logText(g)).toContain('4 号猎人被女巫毒死，按规则不能开枪');
    expect(stepOf(g).hint).toContain('4 号猎人按规则不能开枪。');
    expect(stepOf(g).hint).not.toContain('可以开枪');
    const { keys } = dayWalk(g, 'day.speech');
    expect(keys).not.toContain('day.hunter');
    expect(keys).not.toContain('day.lastWords');
  });

  it('hunter.noShotOn = [lover] only: a poisoned hunter shoots', () => {
    const g = night(wolfGame(NINE, { 'hunter.noShotOn': ['lover'] }), { poison: 4 });
    expect(dayWalk(g, 'day.hunter').keys).toEqual(['day.dawn', 'day.hunter']);
  });

  it('shooting a lover takes both lovers', () => {
    let g = night(wolfGame(TWELVE), { cupid: [7, 10], wolves: 4 });
    g = play(dayTo(g, 'day.hunter'), { seats: [10] });
    expect(dead(g)).toEqual([4, 7, 10]);
    expect(logText(g)).toContain('7 号（村民，10 号的情侣）殉情');
  });

  it('reveal.onDeath = false: the hunter step names neither the role nor the seat aloud, nor does his shot name a gun', () => {
    const g = dayTo(night(wolfGame(NINE, { 'reveal.onDeath': false }), { wolves: 4 }), 'day.hunter');
    expect(stepOf(g).say).toEqual(['请死亡的玩家决定是否发动技能。']);
    expect(stepOf(g).hint).toContain('4 号是猎人');
    expect(stepOf(play(g, { seats: [6] })).say[0]).toBe('4 号玩家带走了 6 号玩家。');
    expect(stepOf(play(g, { seats: [] })).say.join('')).not.toMatch(/开枪|猎人|技能/);
  });

  it('reveal.onDeath = true: the dead hunter\'s card is known, the judge says he may shoot', () => {
    const g = dayTo(night(wolfGame(NINE), { wolves: 4 }), 'day.hunter');
    expect(stepOf(g).say).toEqual(['4 号玩家是猎人，可以开枪带走一名玩家，也可以不开枪。']);
  });

  it('a hunter exiled by day shoots', () => {
    let g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote');
    g = play(g, votes({ 1: 4, 2: 4 }));
    expect(stepOf(g).info).toEqual({ exiled: 4 });
    g = play(g);
    expect(stepOf(g).key).toBe('day.hunter');
  });
});

describe('狼人杀 dawn: the order of death triggers', () => {
  it('hunter\'s shot, then the badge, then last words, then speeches', () => {
    let g = dayTo(night(wolfGame(NINE)), 'day.sheriffCandidates');
    g = skipTo(play(play(g, { seats: [7] }), {}), 'night.close');
    expect(tagsOf(g, 7)).toContain('sheriff');
    g = night(g, { wolves: 4, poison: 7 });
    const { keys, game } = dayWalk(g, 'day.speech', { hunter: 9, badge: 8 });
    expect(keys).toEqual(['day.dawn', 'day.hunter', 'day.badge', 'day.lastWords', 'day.lastWords', 'day.speech']);
    expect(dead(game)).toEqual([4, 7, 9]);
    expect(tagsOf(game, 8)).toContain('sheriff');
  });

  it('a shot sheriff passes the badge right after the shot', () => {
    let g = dayTo(night(wolfGame(NINE)), 'day.sheriffCandidates');
    g = skipTo(play(play(g, { seats: [7] }), {}), 'night.close');
    g = night(g, { wolves: 4 });
    const { keys } = dayWalk(g, 'day.speech', { hunter: 7, badge: 8 });
    expect(keys).toEqual(['day.dawn', 'day.hunter', 'day.badge', 'day.lastWords', 'day.speech']);
  });
});

describe('狼人杀 badge', () => {
  function sheriffDies(rules = {}): TestGame {
    let g = dayTo(night(wolfGame(NINE, rules)), 'day.sheriffCandidates');
    g = skipTo(play(play(g, { seats: [7] }), {}), 'night.close');
    return dayTo(night(g, { wolves: 7 }), 'day.badge');
  }

  it('sheriff.allowTear = false: the badge must be passed to a living player', () => {
    const g = sheriffDies();
    expect(stepOf(g).input).toEqual({ type: 'seats', min: 1, max: 1, options: [1, 2, 3, 4, 5, 6, 8, 9] });
    // No 撕警徽 button that would only be refused.
    expect(stepOf(g).passLabel).toBeUndefined();
    expect(refusal(() => play(g, { seats: [] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: [7] }))).toBe('ILLEGAL_MOVE');
    const passed = play(g, { seats: [2] });
    expect(tagsOf(passed, 2)).toContain('sheriff');
    expect(tagsOf(passed, 7)).not.toContain('sheriff');
    expect(logText(passed)).toContain('警长 7 号把警徽移交给 2 号');
  });

  it('sheriff.allowTear = false: a sheriff whose phone never answers (自动主持) has not torn the badge: it is lost', () => {
    const g = sheriffDies();
    const lost = { ...g, match: closeStep(g.module, g.match, g.match.state.stepId, { seats: [] }) };
    expect(ws(lost).seats.some((s) => s.tags.includes('sheriff'))).toBe(false);
    expect(logText(lost)).toContain('警长 7 号没有移交警徽，警徽流失，本局不再有警长');
    expect(logText(lost).join('')).not.toContain('撕掉');
  });

  it('sheriff.allowTear = true: the badge may be torn, and there is no sheriff any more', () => {
    expect(stepOf(sheriffDies({ 'sheriff.allowTear': true })).passLabel).toBe('撕警徽');
    const g = play(sheriffDies({ 'sheriff.allowTear': true }), { seats: [] });
    expect(ws(g).seats.some((s) => s.tags.includes('sheriff'))).toBe(false);
    expect(logText(g)).toContain('警长 7 号撕掉了警徽，本局不再有警长');
    const { keys } = dayWalk(night(quietDay(g)), 'day.speech');
    expect(keys).not.toContain('day.sheriffCandidates');
  });
});

describe('狼人杀 last words', () => {
  const words = (g: TestGame) => dayWalk(g, 'day.speech').keys.filter((k) => k === 'day.lastWords').length;

  it('lastWords = s1b: the wolves\' first-night victim speaks; a first-night poison victim and his lover do not', () => {
    expect(words(night(wolfGame(NINE), { wolves: 7 }))).toBe(1);
    const poisoned = night(wolfGame(TWELVE), { cupid: [7, 8], poison: 7 });
    expect(stepOf(poisoned).hint).toContain('7 号没有遗言。8 号没有遗言。');
    expect(words(poisoned)).toBe(0);
  });

  it('lastWords = s1b: a later poison victim speaks; a hunter\'s shot victim and his lover do not', () => {
    const later = night(quietDay(night(wolfGame(NINE))), { poison: 7 });
    expect(words(later)).toBe(1);
    let shot = night(wolfGame(TWELVE), { cupid: [7, 8], wolves: 4 });
    shot = play(dayTo(shot, 'day.hunter'), { seats: [7] });
    expect(dayWalk(shot, 'day.speech').keys).toEqual(['day.lastWords', 'day.speech']);
    expect(stepOf(shot)).toMatchObject({ key: 'day.lastWords' });
    expect(stepOf(shot).say[0]).toContain('4 号');
  });

  it('lastWords = s1b: the exiled and his lover speak', () => {
    let g = dayTo(night(wolfGame(TWELVE), { cupid: [7, 8] }), 'day.vote');
    g = play(g, votes({ 1: 7, 2: 7 }));
    expect(dayWalk(play(g), 'night.close').keys).toEqual(['day.lastWords', 'day.lastWords', 'night.close']);
  });

  it('lastWords = modern: the first night\'s dead speak, later night deaths do not, the exiled always do', () => {
    const rules = { lastWords: 'modern' };
    expect(words(night(wolfGame(NINE, rules), { poison: 7 }))).toBe(1);
    const later = night(quietDay(night(wolfGame(NINE, rules))), { wolves: 7 });
    expect(words(later)).toBe(0);
    let exiled = dayTo(night(quietDay(night(wolfGame(TWELVE, rules), { cupid: [7, 8] }))), 'day.vote');
    exiled = play(exiled, votes({ 1: 7 }));
    expect(dayWalk(play(exiled), 'night.close').keys).toEqual(['day.lastWords', 'night.close']);
  });

  it('lastWords = none: nobody speaks', () => {
    const rules = { lastWords: 'none' };
    expect(words(night(wolfGame(NINE, rules), { wolves: 7 }))).toBe(0);
    const g = play(dayTo(night(wolfGame(NINE, rules)), 'day.vote'), votes({ 1: 7 }));
    expect(stepOf(g).hint).toContain('7 号没有遗言');
    expect(dayWalk(play(g), 'night.close').keys).toEqual(['night.close']);
  });
});

describe('狼人杀 win at dawn', () => {
  const EIGHT: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'guard', 'idiot'];

  it('wolves who have won at night have won, whatever a hunter\'s shot would do', () => {
    const g = night(wolfGame(EIGHT, { 'hunter.noShotOn': [] }), { wolves: 6, poison: 5 });
    expect(ws(g).winner).toMatchObject({ camp: 'wolf', text: '村民全部出局，狼人获胜（屠边）！' });
    expect(ws(g).step).toBeNull();
    expect(alive(g)).toEqual([1, 2, 3, 4, 7, 8]);
  });

  it('the good side wins at dawn when the witch poisons the last wolf', () => {
    const g = wolfGame(['werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager']);
    expect(ws(night(g, { poison: 1 })).winner).toMatchObject({ camp: 'good', text: '狼人全部出局，好人获胜！' });
  });
});
