import type { RoleId } from '../../typings/api';
import { buildReview } from '../../cloudfunctions/game/src/engine/core/review';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, night, type NightPlan, wolfGame, ws } from '../helpers/werewolf';

// 纯白之女 (docs/rules.md §D.4.1), 狼巫 (§D.4.2), and how the other roles meet them.

/** 9 seats: werewolf 1, pure white 2, witch 3, `god` 4, `wolf` 5 (the wolf witch), werewolf 6, villagers 7–9. */
function board(rules = {}, wolf: RoleId = 'wolfWitch', god: RoleId = 'guard'): TestGame {
  return wolfGame(['werewolf', 'pureWhite', 'witch', god, wolf, 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false, ...rules });
}

/** A day in which nobody is exiled, then nightfall. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

/** Night 1 with `first`, a quiet day, then night 2 from its nightfall. */
const secondNight = (g: TestGame, first: NightPlan = {}) => quietDay(night(g, first));
const deaths = (g: TestGame) => stepOf(g).info?.deaths;
const lastDeath = (g: TestGame) => ws(g).x.deaths.at(-1);

describe('纯白之女 pureWhite (docs/rules.md §D.4.1)', () => {
  it('§D.4.1: opens her eyes in the seer\'s place and checks one other living player', () => {
    const { keys, game: g } = keysUntil(board(), 'night.pureWhite');
    expect(keys).not.toContain('night.seer');
    expect(keys).not.toContain('night.wolves');
    const step = stepOf(g);
    expect(step.say).toEqual(['纯白之女请睁眼，请选择你要查验的玩家。']);
    expect(step.input).toMatchObject({ type: 'seats', min: 1, max: 1 });
    expect(step.input.type === 'seats' && step.input.options).not.toContain(2);
    expect(refusal(() => play(g, { seats: [2] }))).toBe('ILLEGAL_MOVE');
    expect(step.hint).toContain('第一晚只查验，不会验杀');
    // On the modern base (night.seerStep: afterWitch) she comes after the witch, as the seer would.
    const late = keysUntil(board({ 'night.seerStep': 'afterWitch' }), 'night.pureWhite').keys;
    expect(late.indexOf('night.witchPoison')).toBeLessThan(late.indexOf('night.pureWhite'));
  });

  it('§D.4.1: she is shown the exact card: 「他的身份是……纯白之女请闭眼。」', () => {
    const g = keysUntil(board(), 'night.pureWhiteResult', { pureWhite: 5 }).game;
    const step = stepOf(g);
    expect(step.say).toEqual(['他的身份是……', '纯白之女请闭眼。']);
    expect(step.info).toEqual({ seat: 5, role: 'wolfWitch', roleName: '狼巫' });
    expect(step.hint).toContain('把 5 号的身份牌给纯白之女看：狼巫');
    expect(step.input).toEqual({ type: 'none' });
  });

  it('§D.4.1: on night 1 her check kills nobody', () => {
    expect(alive(night(board(), { pureWhite: 1 }))).toContain(1);
  });

  it('§D.4.1: from night 2 a wolf-camp player she checks dies at dawn (check, 被验杀)', () => {
    const n2 = secondNight(board());
    const result = keysUntil(n2, 'night.pureWhiteResult', { pureWhite: 6 }).game;
    expect(stepOf(result).hint).toContain('天亮时死亡（验杀）');
    const g = night(n2, { pureWhite: 6 });
    expect(deaths(g)).toEqual([6]);
    expect(lastDeath(g)).toMatchObject({ seat: 6, causes: ['check'] });
    expect(logText(g)).toContain('6 号（狼人）被验杀');
  });

  it('§D.4.1: a good player she checks is safe, night 2 or not', () => {
    expect(deaths(night(secondNight(board()), { pureWhite: 7 }))).toEqual([]);
  });

  it('§D.4.1, §D.6: guard and antidote do not stop a check kill', () => {
    // The wolves knife their own 6, the guard guards him and the witch saves him: the check still kills.
    const rules = { 'guard.doubleProtectKills': false };
    const g = night(secondNight(board(rules)), { guard: 6, wolves: 6, save: true, pureWhite: 6 });
    expect(deaths(g)).toEqual([6]);
    expect(lastDeath(g)?.causes).toEqual(['check']);
    // Without her check the same night saves him.
    expect(deaths(night(secondNight(board(rules)), { guard: 6, wolves: 6, save: true, pureWhite: 7 }))).toEqual([]);
  });

  it('§D.4.1, §D.0.1: lone wolves too: the hidden wolf is shown as 隐狼 and dies from night 2', () => {
    const g = board({}, 'hiddenWolf');
    expect(stepOf(keysUntil(g, 'night.pureWhiteResult', { pureWhite: 5 }).game).info).toMatchObject({ seat: 5, role: 'hiddenWolf' });
    expect(deaths(night(secondNight(g), { pureWhite: 5 }))).toEqual([5]);
  });

  it('§D.2.9: her check on the evil knight is reflected: she dies, he lives', () => {
    const g = night(board({}, 'evilKnight'), { pureWhite: 5 });
    expect(alive(g)).not.toContain(2);
    expect(alive(g)).toContain(5);
    expect(lastDeath(g)).toMatchObject({ seat: 2, causes: ['reflect'] });
  });

  it('§D.3.6: the dreamer survives a check kill', () => {
    const g = night(secondNight(board({}, 'wolfWitch', 'dreamweaver'), { dream: 7 }), { dream: 6, pureWhite: 6 });
    expect(deaths(g)).toEqual([]);
  });

  it('§D.3.7: the magician\'s swap moves her check: the wolf swapped in dies', () => {
    const g = night(secondNight(board({}, 'wolfWitch', 'magician')), { magician: [6, 7], pureWhite: 7 });
    expect(deaths(g)).toEqual([6]);
  });

  it('§D.2.5: a mechanical wolf who learns from her learns a check: from the next night he is shown exact cards', () => {
    const first = keysUntil(board({}, 'mechanicalWolf'), 'night.mechanicalWolf', { pureWhite: 7 }).game;
    const n2 = keysUntil(quietDay(night(play(first, { seats: [2] }), { pureWhite: 7 })), 'night.mechanicalWolf', { pureWhite: 7 }).game;
    expect(stepOf(n2).input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(stepOf(play(n2, { seats: [4] }))).toMatchObject({ key: 'night.mechanicalWolfResult', info: { seat: 4, role: 'guard' } });
  });

  it('§D.0.2: feared by the nightmare she has no input and is shown nothing', () => {
    const g = keysUntil(board({}, 'nightmare'), 'night.pureWhite', { nightmare: 2 }).game;
    expect(stepOf(g).input).toEqual({ type: 'none' });
    expect(stepOf(g).hint).toContain('恐惧');
    expect(stepOf(play(g)).info).toBeUndefined();
  });

  it('§D.4.1, §B.2: a deck with her in the seer\'s place and no seer is accepted; with a seer too it is refused', () => {
    expect(werewolfGame.checkRoles(9, { werewolf: 2, pureWhite: 1, witch: 1, villager: 5 }, {})).toBeNull();
    expect(werewolfGame.checkRoles(9, { werewolf: 2, seer: 1, pureWhite: 1, villager: 5 }, {})).toBe('预言家、通灵师和纯白之女占同一个位置，最多只能有 1 名');
  });

  it('§D.8: she counts as a god for 屠边: her death as the last god wins it for the wolves', () => {
    const g = wolfGame(['werewolf', 'werewolf', 'pureWhite', 'villager', 'villager', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false, 'win.wolves': 'side' });
    expect(ws(night(g, { wolves: 3 })).winner).toMatchObject({ camp: 'wolf' });
  });
});

describe('狼巫 wolfWitch (docs/rules.md §D.4.2)', () => {
  it('§D.4.2: meets the team in night.wolves, then checks one player outside the team', () => {
    const wolves = keysUntil(board(), 'night.wolves').game;
    expect(stepOf(wolves).actors).toEqual({ kind: 'wolves', seats: [1, 5, 6] });
    const { keys, game: g } = keysUntil(board(), 'night.wolfWitch');
    expect(keys.indexOf('night.wolves')).toBeLessThan(keys.indexOf('night.wolfWitch'));
    const step = stepOf(g);
    expect(step.say).toEqual(['狼巫请睁眼，请选择你要查验的玩家。']);
    expect(step.input).toEqual({ type: 'seats', min: 0, max: 1, options: [2, 3, 4, 7, 8, 9] });
    expect(step.passLabel).toBe('不查验');
    expect(refusal(() => play(g, { seats: [1] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: [5] }))).toBe('ILLEGAL_MOVE');
    expect(keysUntil(board(), 'night.witchSave').keys.indexOf('night.wolfWitchResult')).toBeGreaterThan(keys.indexOf('night.wolfWitch'));
  });

  it('§D.4.2: comes after the wolf beauty\'s charm', () => {
    const g = wolfGame(['werewolf', 'pureWhite', 'witch', 'wolfBeauty', 'wolfWitch', 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    const { keys } = keysUntil(g, 'night.wolfWitch');
    expect(keys.indexOf('night.wolfBeauty')).toBeLessThan(keys.indexOf('night.wolfWitch'));
  });

  it('§D.4.2: she is shown the exact card', () => {
    const g = keysUntil(board(), 'night.wolfWitchResult', { wolfWitch: 4 }).game;
    expect(stepOf(g).say).toEqual(['他的身份是……', '狼巫请闭眼。']);
    expect(stepOf(g).info).toEqual({ seat: 4, role: 'guard', roleName: '守卫' });
    expect(stepOf(g).hint).toContain('把 4 号的身份牌给狼巫看：守卫');
  });

  it('§D.4.2: on night 1 her check on the pure white kills nobody', () => {
    expect(alive(night(board(), { wolfWitch: 2 }))).toContain(2);
  });

  it('§D.4.2, §D.6: from night 2 the pure white she checks dies (check); guard and antidote do not stop it', () => {
    const rules = { 'guard.doubleProtectKills': false };
    const g = night(secondNight(board(rules)), { guard: 2, wolves: 2, save: true, wolfWitch: 2, pureWhite: 7 });
    expect(deaths(g)).toEqual([2]);
    expect(lastDeath(g)?.causes).toEqual(['check']);
    expect(logText(g)).toContain('狼巫验到纯白之女 2 号：她死亡');
  });

  it('§D.4.2: any other player she checks is safe', () => {
    expect(deaths(night(secondNight(board()), { wolfWitch: 3, pureWhite: 7 }))).toEqual([]);
  });

  it('§D.4.1, §D.4.2: checking each other on night 2, both die', () => {
    expect(deaths(night(secondNight(board()), { wolfWitch: 2, pureWhite: 5 }))).toEqual([2, 5]);
  });

  it('§D.4.2: may 自爆 by day', () => {
    const day = dayTo(night(board()), 'day.vote');
    expect(stepOf(day).dayActions?.explode).toEqual([1, 5, 6]);
    expect(alive(play(day, { explode: 5 }))).not.toContain(5);
  });

  it('§D.4.2 with the checkers: the seer sees a wolf, the psychic 狼巫', () => {
    const seer = wolfGame(['werewolf', 'seer', 'witch', 'guard', 'wolfWitch', 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    expect(stepOf(keysUntil(seer, 'night.seerResult', { seer: 5 }).game).info).toEqual({ seat: 5, result: 'wolf' });
    const psychic = wolfGame(['werewolf', 'psychic', 'witch', 'guard', 'wolfWitch', 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    expect(stepOf(keysUntil(psychic, 'night.psychicResult', { psychic: 5 }).game).info).toMatchObject({ seat: 5, role: 'wolfWitch' });
  });

  it('§D.4.2 with the gravedigger: the exiled wolf witch is a wolf', () => {
    const g = wolfGame(['werewolf', 'seer', 'witch', 'gravedigger', 'wolfWitch', 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    const exiled = skipTo(play(dayTo(night(g), 'day.vote'), votes({ 2: 5, 3: 5, 4: 5 })), 'night.close');
    expect(stepOf(keysUntil(exiled, 'night.gravedigger').game).info).toEqual({ seat: 5, result: 'wolf' });
  });

  it('§D.8: she counts as a wolf: the good side wins only once she is dead too, and the 复盘 shows the checks', () => {
    // Werewolf 1, wolf witch 2, pure white 3, witch 4, guard 5, villagers 6–8.
    const g = wolfGame(['werewolf', 'wolfWitch', 'pureWhite', 'witch', 'guard', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    const exiled = skipTo(play(dayTo(night(g, { pureWhite: 2 }), 'day.vote'), votes({ 3: 1, 4: 1, 5: 1 })), 'night.close');
    expect(ws(exiled).winner).toBeNull();
    const end = night(exiled, { pureWhite: 2 });
    expect(ws(end).winner).toMatchObject({ camp: 'good' });

    const members = [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ openid: `p${seat}`, seat, nickname: `玩家${seat}` }));
    const review = buildReview(end.module, end.match, members);
    const events = review.phases.flatMap((p) => p.events);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'action', key: 'night.pureWhite', targets: [2], result: 'wolfWitch' }));
    expect(events).toContainEqual(expect.objectContaining({ kind: 'death', seat: 2, causes: ['check'] }));
    expect(review.seats[1].fate?.text).toContain('被验杀');
  });
});
