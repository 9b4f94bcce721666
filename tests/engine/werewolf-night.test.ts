import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { newGame, play, refusal, skipTo, stepOf, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, NINE, night, TWELVE, wolfGame, ws } from '../helpers/werewolf';

/** Plays to the step `key` of the current (or next) night, answering earlier steps from `plan`. */
function to(g: TestGame, key: string, plan = {}): TestGame {
  return keysUntil(g, key, plan).game;
}

/** From a dawn, through a quiet day (nobody elected, nobody voted), to the next nightfall. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

describe('狼人杀 night order', () => {
  it('walks the first night with thief and cupid in the deck: thief → cupid → lovers → guard → seer → wolves → witch', () => {
    const g = wolfGame(['thief', ...TWELVE.slice(1)], {}, ['werewolf', 'villager']);
    expect(keysUntil(g, 'day.dawn').keys).toEqual([
      'checkin', 'night.close', 'night.thief', 'night.cupid', 'night.lovers', 'night.guard', 'night.seer',
      'night.seerResult', 'night.wolves', 'night.witchSave', 'night.witchPoison', 'day.dawn',
    ]);
  });

  it('leaves thief, cupid and lovers out of later nights', () => {
    const g = quietDay(night(wolfGame(TWELVE), { wolves: 7 }));
    expect(keysUntil(g, 'day.dawn').keys).toEqual([
      'night.close', 'night.guard', 'night.seer', 'night.seerResult', 'night.wolves', 'night.witchSave', 'night.witchPoison', 'day.dawn',
    ]);
    expect(ws(g).round).toBe(2);
  });

  it('night.callAbsent = false: no thief, cupid or lovers step when those cards are not on the board', () => {
    expect(keysUntil(wolfGame(NINE, { 'night.callAbsent': false }), 'night.guard').keys).toEqual(['checkin', 'night.close', 'night.guard']);
  });

  it('night.callAbsent = true (正规局): the first night calls thief, cupid and lovers though no such card was dealt', () => {
    const g = wolfGame(NINE, { 'night.callAbsent': true });
    const { keys, game } = keysUntil(g, 'night.cupid');
    expect(keys).toEqual(['checkin', 'night.close', 'night.thief', 'night.cupid']);
    expect(stepOf(game).input).toEqual({ type: 'none' });
    expect(stepOf(game).hint).toContain('本局没有丘比特');
    expect(stepOf(game).say).toContain('丘比特请睁眼。');
    const later = quietDay(night(g, { wolves: 7 }));
    expect(keysUntil(later, 'night.guard').keys).toEqual(['night.close', 'night.guard']);
  });

  it('never calls a role that is not on the board: 预女猎白 and 豆瓣 have no guard step, 预女猎白 no cupid', () => {
    for (const [preset, players] of [['modern12-idiot', 12], ['douban', 13]] as const) {
      const g = newGame('werewolf', { players, preset });
      const first = keysUntil(g, 'day.dawn');
      expect(first.keys).not.toContain('night.guard');
      const second = keysUntil(quietDay(dayTo(first.game, 'day.vote')), 'day.dawn').keys;
      expect(second).not.toContain('night.guard');
      expect(second).toContain('night.witchPoison');
    }
    expect(keysUntil(newGame('werewolf', { players: 12, preset: 'modern12-idiot' }), 'day.dawn').keys).not.toContain('night.cupid');
    expect(keysUntil(newGame('werewolf', { players: 12, preset: 'douban' }), 'day.dawn').keys).toContain('night.cupid');
  });

  it('calls a role of the board whose card lies in the centre, with no input', () => {
    const g = wolfGame(['werewolf', 'seer', 'witch', 'hunter', 'thief', 'werewolf', 'villager', 'villager', 'villager'], {}, ['guard', 'villager']);
    const step = stepOf(to(g, 'night.guard', { thief: 'villager' }));
    expect(step.input).toEqual({ type: 'none' });
    expect(step.hint).toContain('守卫牌在底牌中');
    expect(step.say).toContain('守卫请睁眼。');
  });

  it('still calls a dead seer, with no input, and gives no result', () => {
    let g = night(wolfGame(NINE), { wolves: 2 });
    g = quietDay(g);
    g = to(g, 'night.seer');
    expect(stepOf(g).input).toEqual({ type: 'none' });
    expect(stepOf(g).hint).toContain('预言家已出局');
    g = play(g);
    expect(stepOf(g)).toMatchObject({ key: 'night.seerResult', input: { type: 'none' } });
    expect(stepOf(g).info).toBeUndefined();
  });

  it.each(['alignment', 'fullRole'])('reads a dead seer\'s result step as a live one (seer.result %s)', (result) => {
    const live = stepOf(to(wolfGame(NINE, { 'seer.result': result }), 'night.seerResult', { seer: 7 }));
    const dead = stepOf(to(quietDay(night(wolfGame(NINE, { 'seer.result': result }), { wolves: 2 })), 'night.seerResult'));
    expect(dead.say).toEqual(live.say);
  });

  it('records every night action in the judge\'s log', () => {
    const g = night(wolfGame(TWELVE), { cupid: [7, 8], guard: 7, seer: 1, wolves: 8, save: true, poison: 11 });
    expect(logText(g)).toEqual(expect.arrayContaining([
      '丘比特 9 号连 7、8 号为情侣', '守卫 5 号守护 7 号', '预言家 2 号查验 1 号：狼人', '狼人选择杀死 8 号',
      '女巫 3 号用解药救了 8 号', '女巫 3 号对 11 号用了毒药', '8 号被女巫救活', '11 号（村民）被女巫毒死', '天亮：昨晚死亡 11 号',
    ]));
    expect(ws(g).log.filter((l) => l.phase === 'night').length).toBeGreaterThanOrEqual(7);
  });
});

describe('狼人杀 thief', () => {
  const deck = (center: ('werewolf' | 'villager' | 'seer' | 'cupid')[], rules = {}) =>
    wolfGame(['thief', 'seer', 'witch', 'hunter', 'werewolf', 'werewolf', 'villager', 'villager'].map((r, i) => (i === 1 && center.includes('seer') ? 'villager' : r)) as never, rules, center);

  it('has no input when the thief card lies in the centre', () => {
    const g = wolfGame(['werewolf', 'seer', 'witch', 'hunter', 'werewolf', 'villager', 'villager', 'villager'], {}, ['thief', 'villager']);
    const step = stepOf(to(g, 'night.thief'));
    expect(step.input).toEqual({ type: 'none' });
    expect(step.hint).toContain('盗贼牌在底牌中');
    expect(logText(play(to(g, 'night.thief')))).toContain('盗贼牌在底牌中（底牌：盗贼、村民），本局没有盗贼');
  });

  it('classic: must take a wolf when both centre cards are wolves', () => {
    const g = to(deck(['werewolf', 'werewolf'], { 'thief.mode': 'classic' }), 'night.thief');
    expect(stepOf(g).input).toEqual({ type: 'choice', options: [{ id: 'werewolf', label: '换成狼人' }] });
    expect(refusal(() => play(g, { choice: 'keep' }))).toBe('ILLEGAL_MOVE');
    expect(() => play(g, { choice: 'keep' })).toThrow('规则「盗贼换牌」：两张底牌都是狼人，盗贼必须换成狼人');
    const after = play(g, { choice: 'werewolf' });
    expect(ws(after).seats[0].role).toBe('werewolf');
    expect(werewolfGame.card(ws(after), 1)).toMatchObject({ role: 'werewolf', roleName: '狼人', camp: 'wolf' });
    expect(werewolfGame.judgeExtras?.(ws(after))).toEqual({ centerCards: ['thief', 'werewolf'], centerCardNames: ['盗贼', '狼人'] });
    expect(stepOf(to(after, 'night.wolves')).hint).toContain('狼人：1、5、6 号');
  });

  it('classic: may swap or keep when only one centre card is a wolf', () => {
    const g = to(deck(['werewolf', 'villager'], { 'thief.mode': 'classic' }), 'night.thief');
    expect(stepOf(g).input).toEqual({ type: 'choice', options: [
      { id: 'werewolf', label: '换成狼人' }, { id: 'villager', label: '换成村民' }, { id: 'keep', label: '不换，当普通村民' },
    ] });
    const kept = play(g, { choice: 'keep' });
    expect(ws(kept).seats[0].role).toBe('thief');
    expect(logText(kept)).toContain('盗贼 1 号没有换牌，当普通村民');
    expect(ws(kept).x.center).toEqual(['werewolf', 'villager']);
  });

  it('s1b: must take a wolf when either centre card is one', () => {
    const g = to(deck(['villager', 'werewolf']), 'night.thief');
    expect(stepOf(g).input).toEqual({ type: 'choice', options: [{ id: 'werewolf', label: '换成狼人' }] });
    expect(stepOf(g).hint).toContain('必须换成狼人');
    // Refused by the rule's name, not by a list of what may be chosen.
    expect(() => play(g, { choice: 'villager' })).toThrow('规则「盗贼换牌」：底牌中有狼人，盗贼必须换成狼人');
    expect(() => play(g, { choice: 'seer' })).toThrow('这一步只能选择：换成狼人');
    expect(ws(play(g, { choice: 'werewolf' })).x.center).toEqual(['villager', 'thief']);
  });

  it('s1b: must take one of two cards without a wolf, and cannot keep the thief card', () => {
    const g = to(deck(['villager', 'seer']), 'night.thief');
    expect(stepOf(g).input).toEqual({ type: 'choice', options: [{ id: 'villager', label: '换成村民' }, { id: 'seer', label: '换成预言家' }] });
    expect(() => play(g, { choice: 'keep' })).toThrow('规则「盗贼换牌」：盗贼须在两张底牌中任选一张');
    const seer = play(g, { choice: 'seer' });
    expect(stepOf(to(seer, 'night.seer')).hint).toContain('预言家：1 号');
  });

  it('a thief who takes cupid links the lovers that same night', () => {
    const g = wolfGame(['thief', 'seer', 'witch', 'hunter', 'werewolf', 'werewolf', 'villager', 'villager'], {}, ['cupid', 'villager']);
    const after = to(play(to(g, 'night.thief'), { choice: 'cupid' }), 'night.cupid');
    expect(stepOf(after).input).toMatchObject({ type: 'seats', min: 2, max: 2, skippable: true });
    expect(ws(play(after, { seats: [1, 5] })).x.lovers).toEqual([1, 5]);
  });

  it('shows each player only his own, current card', () => {
    const g = play(to(deck(['werewolf', 'werewolf']), 'night.thief'), { choice: 'werewolf' });
    for (const seat of ws(g).seats) {
      const card = werewolfGame.card(ws(g), seat.seat);
      expect(Object.keys(card).sort()).toEqual(['camp', 'description', 'role', 'roleName']);
      expect(card).toMatchObject({ role: seat.role });
    }
  });
});

describe('狼人杀 cupid and lovers', () => {
  it('links two players, tags them, and introduces them in the lovers step', () => {
    let g = to(wolfGame(TWELVE), 'night.cupid');
    expect(stepOf(g).input).toEqual({ type: 'seats', min: 2, max: 2, skippable: true, options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    g = play(g, { seats: [8, 1] });
    expect(ws(g).x.lovers).toEqual([1, 8]);
    expect(ws(g).seats[0].tags).toContain('lover');
    expect(stepOf(g)).toMatchObject({ key: 'night.lovers', input: { type: 'none' } });
    expect(stepOf(g).hint).toContain('情侣：1、8 号（人狼恋，第三方阵营）');
    expect(logText(g)).toContain('丘比特 9 号连 1、8 号为情侣（人狼恋，第三方阵营）');
  });

  it('may link himself', () => {
    const g = play(to(wolfGame(TWELVE), 'night.cupid'), { seats: [9, 6] });
    expect(ws(g).x.lovers).toEqual([6, 9]);
    expect(logText(g)).toContain('丘比特 9 号连 6、9 号为情侣，连了自己（人狼恋，第三方阵营）');
  });

  it('refuses a single lover', () => {
    const g = to(wolfGame(TWELVE), 'night.cupid');
    expect(refusal(() => play(g, { seats: [3] }))).toBe('ILLEGAL_MOVE');
  });

  it('cupid.allowSkip = true: may link nobody, and the lovers step is still called', () => {
    const g = play(to(wolfGame(TWELVE), 'night.cupid'), { seats: [] });
    expect(ws(g).x.lovers).toBeNull();
    expect(stepOf(g).hint).toContain('本局没有情侣');
  });

  it('cupid.allowSkip = false: must link two', () => {
    const g = to(wolfGame(TWELVE, { 'cupid.allowSkip': false }), 'night.cupid');
    expect(stepOf(g).input).toMatchObject({ min: 2, max: 2 });
    expect(refusal(() => play(g, { seats: [] }))).toBe('ILLEGAL_MOVE');
  });

  it('calls a cupid whose card is in the centre with no input', () => {
    const g = wolfGame(['thief', 'seer', 'witch', 'hunter', 'werewolf', 'werewolf', 'villager', 'villager'], {}, ['cupid', 'villager']);
    const step = stepOf(to(play(to(g, 'night.thief'), { choice: 'villager' }), 'night.cupid'));
    expect(step.input).toEqual({ type: 'none' });
    expect(step.hint).toContain('丘比特牌在底牌中');
  });
});

describe('狼人杀 guard', () => {
  it('refuses the same target two nights running, naming the rule', () => {
    let g = night(wolfGame(NINE), { guard: 7, wolves: 8 });
    g = to(quietDay(g), 'night.guard');
    expect(stepOf(g).input).toEqual({ type: 'seats', min: 0, max: 1, options: [1, 2, 3, 4, 5, 6, 9] });
    let message = '';
    try { play(g, { seats: [7] }); } catch (e) { message = (e as Error).message; }
    expect(message).toBe('守卫不能连续两晚守护同一名玩家：7 号昨晚已被守护');
    expect(refusal(() => play(g, { seats: [7] }))).toBe('ILLEGAL_MOVE');
    expect(ws(play(g, { seats: [9] })).x.guarded).toBe(9);
  });

  it('may guard the same player again after a night in between', () => {
    let g = night(wolfGame(NINE), { guard: 7 });
    g = night(quietDay(g), { guard: 9 });
    g = to(quietDay(g), 'night.guard');
    expect(ws(play(g, { seats: [7] })).x.guarded).toBe(7);
  });

  it('guard.allowSelf = true: may guard himself; false: refused, naming the rule', () => {
    expect((stepOf(to(wolfGame(NINE), 'night.guard')).input as { options: number[] }).options).toContain(5);
    const g = to(wolfGame(NINE, { 'guard.allowSelf': false }), 'night.guard');
    expect((stepOf(g).input as { options: number[] }).options).not.toContain(5);
    let message = '';
    try { play(g, { seats: [5] }); } catch (e) { message = (e as Error).message; }
    expect(message).toContain('守卫可以自守');
  });

  it('guard.allowSkip = true: may guard nobody; false: must guard someone', () => {
    expect(logText(play(to(wolfGame(NINE), 'night.guard'), { seats: [] }))).toContain('守卫 5 号空守');
    const g = to(wolfGame(NINE, { 'guard.allowSkip': false }), 'night.guard');
    expect(stepOf(g).input).toMatchObject({ min: 1, max: 1 });
    expect(refusal(() => play(g, { seats: [] }))).toBe('ILLEGAL_MOVE');
  });

  it('never offers a dead player', () => {
    const g = to(quietDay(night(wolfGame(NINE), { wolves: 7 })), 'night.guard');
    expect((stepOf(g).input as { options: number[] }).options).not.toContain(7);
    expect(refusal(() => play(g, { seats: [7] }))).toBe('ILLEGAL_MOVE');
  });
});

describe('狼人杀 seer', () => {
  it('seer.result = alignment: good is thumb up, wolf is thumb down', () => {
    const good = stepOf(play(to(wolfGame(NINE), 'night.seer'), { seats: [7] }));
    expect(good).toMatchObject({ key: 'night.seerResult', info: { seat: 7, result: 'good' } });
    expect(good.hint).toContain('拇指向上');
    const wolf = stepOf(play(to(wolfGame(NINE), 'night.seer'), { seats: [6] }));
    expect(wolf.info).toEqual({ seat: 6, result: 'wolf' });
    expect(wolf.hint).toContain('拇指向下');
  });

  it('seer.result = fullRole: the judge shows the card', () => {
    const step = stepOf(play(to(wolfGame(NINE, { 'seer.result': 'fullRole' }), 'night.seer'), { seats: [3] }));
    // The card, beside the 好人/狼人 every client reads in `result` (typings/api.ts): the camp printed on it.
    expect(step.info).toEqual({ seat: 3, result: 'good', role: 'witch', roleName: '女巫' });
    expect(stepOf(play(to(wolfGame(NINE, { 'seer.result': 'fullRole' }), 'night.seer'), { seats: [6] })).info)
      .toEqual({ seat: 6, result: 'wolf', role: 'werewolf', roleName: '狼人' });
    expect(step.hint).toContain('女巫');
    expect(logText(play(to(wolfGame(NINE, { 'seer.result': 'fullRole' }), 'night.seer'), { seats: [3] })))
      .toContain('预言家 2 号查验 3 号：女巫');
  });

  it('checks exactly one living player other than himself', () => {
    const g = to(wolfGame(NINE), 'night.seer');
    expect(stepOf(g).input).toEqual({ type: 'seats', min: 1, max: 1, options: [1, 3, 4, 5, 6, 7, 8, 9] });
    expect(refusal(() => play(g, { seats: [2] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: [] }))).toBe('ILLEGAL_MOVE');
  });
});

describe('狼人杀 wolves', () => {
  it('may pick the little girl they caught peeking, and she dies like any target', () => {
    const deck = NINE.map((r, i) => (i === 8 ? 'littleGirl' : r));
    const g = to(wolfGame(deck), 'night.wolves');
    expect(stepOf(g).hint).toContain('小女孩 9 号可以偷看');
    const dawn = night(g, { wolves: 9 });
    expect(logText(dawn)).toContain('狼人选择杀死 9 号（小女孩，偷看被发现）');
    expect(stepOf(dawn).info).toEqual({ deaths: [9] });
  });

  it('wolf.allowSelfTarget = true: may kill a wolf; false: refused, naming the rule', () => {
    expect(stepOf(night(wolfGame(NINE), { wolves: 6 })).info).toEqual({ deaths: [6] });
    const g = to(wolfGame(NINE, { 'wolf.allowSelfTarget': false }), 'night.wolves');
    expect((stepOf(g).input as { options: number[] }).options).toEqual([2, 3, 4, 5, 7, 8, 9]);
    let message = '';
    try { play(g, { seats: [1] }); } catch (e) { message = (e as Error).message; }
    expect(message).toContain('狼人可以自刀');
  });

  it('wolf.consensus = unanimous: no agreement means no kill', () => {
    const free = to(wolfGame(NINE), 'night.wolves');
    expect(stepOf(free).input).toMatchObject({ min: 0, max: 1 });
    expect(stepOf(free).hint).toContain('意见不一致时不选');
    expect(logText(play(free, { seats: [] }))).toContain('狼人没有杀人（空刀或意见不统一）');
  });

  it('wolf.consensus = unanimous with allowNoKill false: the judge waits until the wolves agree on one (as an auto room does)', () => {
    const g = to(wolfGame(NINE, { 'wolf.allowNoKill': false }), 'night.wolves');
    expect(stepOf(g).input).toMatchObject({ min: 1, max: 1 });
    expect(stepOf(g).hint).toContain('狼人须意见一致，不允许空刀');
    expect(stepOf(g).hint).not.toContain('意见不一致时不选');
    for (const empty of [{ seats: [] }, {}]) {
      let message = '';
      try { play(g, empty); } catch (e) { message = (e as Error).message; }
      expect(message).toContain('狼人可以空刀');
    }
    expect(ws(play(g, { seats: [7] })).x.target).toBe(7);
  });

  it('wolf.consensus = majority: the judge takes the majority; with allowNoKill false a kill is required', () => {
    const g = to(wolfGame(NINE, { 'wolf.consensus': 'majority', 'wolf.allowNoKill': false }), 'night.wolves');
    expect(stepOf(g).input).toMatchObject({ min: 1, max: 1 });
    expect(stepOf(g).hint).toContain('取多数人的意见');
    expect(refusal(() => play(g, { seats: [] }))).toBe('ILLEGAL_MOVE');
  });

  it('wolf.allowNoKill = true: an empty kill (空刀) gives a 平安夜', () => {
    const g = to(wolfGame(NINE, { 'wolf.consensus': 'majority' }), 'night.wolves');
    expect(stepOf(g).input).toMatchObject({ min: 0 });
    const dawn = night(play(g, { seats: [] }));
    expect(logText(dawn)).toContain('狼人空刀，没有杀人');
    expect(stepOf(dawn).info).toEqual({ deaths: [] });
  });

  it('never offers a dead player', () => {
    const g = to(quietDay(night(wolfGame(NINE), { wolves: 7 })), 'night.wolves');
    expect((stepOf(g).input as { options: number[] }).options).not.toContain(7);
    expect(refusal(() => play(g, { seats: [7] }))).toBe('ILLEGAL_MOVE');
  });
});

describe('狼人杀 witch', () => {
  it('is told the victim and may save them', () => {
    const g = to(wolfGame(NINE), 'night.witchSave', { wolves: 7 });
    expect(stepOf(g)).toMatchObject({
      info: { victim: 7 },
      input: { type: 'choice', options: [{ id: 'save', label: '用解药救 7 号' }, { id: 'skip', label: '不救' }] },
    });
  });

  it('is told of a night without a victim, and has nothing to save', () => {
    const step = stepOf(to(wolfGame(NINE), 'night.witchSave'));
    expect(step.info).toEqual({ victim: null });
    expect(step.input).toEqual({ type: 'choice', options: [{ id: 'skip', label: '不救' }] });
  });

  it('witch.selfSave = never: cannot save herself, even on the first night', () => {
    const step = stepOf(to(wolfGame(NINE), 'night.witchSave', { wolves: 3 }));
    expect(step.info).toEqual({ victim: 3 });
    expect(step.input).toEqual({ type: 'choice', options: [{ id: 'skip', label: '不救' }] });
    expect(step.hint).toContain('女巫不能自救');
    expect(stepOf(night(wolfGame(NINE), { wolves: 3 })).info).toEqual({ deaths: [3] });
  });

  it('witch.selfSave = firstNight: may save herself on the first night only', () => {
    const rules = { 'witch.selfSave': 'firstNight' };
    const first = night(wolfGame(NINE, rules), { wolves: 3, save: true });
    expect(stepOf(first).info).toEqual({ deaths: [] });
    const later = to(quietDay(night(wolfGame(NINE, rules), { wolves: 7 })), 'night.witchSave', { wolves: 3 });
    expect(stepOf(later).input).toEqual({ type: 'choice', options: [{ id: 'skip', label: '不救' }] });
    expect(stepOf(later).hint).toContain('只有第一晚可以自救');
  });

  it('witch.selfSave = always: may save herself on any night', () => {
    const rules = { 'witch.selfSave': 'always' };
    const later = to(quietDay(night(wolfGame(NINE, rules))), 'night.witchSave', { wolves: 3 });
    expect(stepOf(later).input).toMatchObject({ type: 'choice' });
    expect(stepOf(night(later, { save: true })).info).toEqual({ deaths: [] });
  });

  it('never offers the antidote again once used; seeVictimAfterAntidote = false: not told the victim', () => {
    let g = night(wolfGame(NINE), { wolves: 7, save: true });
    g = to(quietDay(g), 'night.witchSave', { wolves: 8 });
    const step = stepOf(g);
    expect(step.input).toEqual({ type: 'choice', options: [{ id: 'skip', label: '不救' }] });
    expect(step.info).toBeUndefined();
    expect(step.hint).toContain('解药已用过：不告诉她今晚谁死了');
    expect(() => play(g, { choice: 'save' })).toThrow('解药已经用过了');
    expect(refusal(() => play(g, { choice: 'save' }))).toBe('ILLEGAL_MOVE');
    expect(stepOf(play(g, { choice: 'skip' })).key).toBe('night.witchPoison');
  });

  it('reads the same words every night; whom to point at, or to wave once the antidote is spent, is the judge\'s hint alone', () => {
    const first = stepOf(to(wolfGame(NINE), 'night.witchSave', { wolves: 7 }));
    const SAID = ['女巫请睁眼。', '今晚被杀的是……（向女巫做手势）', '你要用解药吗？'];
    expect(first.say).toEqual(SAID);
    expect(first.hint).toContain('向她示意 7 号被杀');
    const quiet = stepOf(to(wolfGame(NINE), 'night.witchSave'));
    expect(quiet.say).toEqual(SAID);
    expect(quiet.hint).toContain('今晚没有人被杀：摇手示意');
    const spent = stepOf(to(quietDay(night(wolfGame(NINE), { wolves: 7, save: true })), 'night.witchSave', { wolves: 8 }));
    expect(spent.say).toEqual(SAID);
    expect(spent.hint).toContain('解药已用过：不告诉她今晚谁死了（摇手示意）');
    expect(spent.hint).not.toContain('8 号被杀');
  });

  it('refuses the poison once spent with ILLEGAL_MOVE naming the rule', () => {
    let g = night(wolfGame(NINE), { wolves: 7, poison: 8 });
    g = to(quietDay(g), 'night.witchPoison', { wolves: 9 });
    expect(stepOf(g).input).toEqual({ type: 'seats', min: 0, max: 1, options: [] });
    expect(() => play(g, { seats: [1] })).toThrow('毒药已经用过了');
    expect(refusal(() => play(g, { seats: [1] }))).toBe('ILLEGAL_MOVE');
    expect(play(g, { seats: [] }).match.state.phase).toBe('day');
  });

  it('witch.seeVictimAfterAntidote = true: still told the victim after the antidote is spent', () => {
    let g = night(wolfGame(NINE, { 'witch.seeVictimAfterAntidote': true }), { wolves: 7, save: true });
    g = to(quietDay(g), 'night.witchSave', { wolves: 8 });
    expect(stepOf(g)).toMatchObject({ input: { type: 'choice' }, info: { victim: 8 } });
  });

  it('never offers the poison again once used', () => {
    let g = night(wolfGame(NINE), { wolves: 7, poison: 8 });
    g = to(quietDay(g), 'night.witchPoison');
    expect(stepOf(g).input).toEqual({ type: 'seats', min: 0, max: 1, options: [] });
    expect(stepOf(g).hint).toContain('毒药已经用过了');
  });

  it('witch.bothSameNight = true: may use both potions in one night', () => {
    const g = to(wolfGame(NINE), 'night.witchPoison', { wolves: 7, save: true });
    expect(stepOf(g).input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(stepOf(night(g, { poison: 8 })).info).toEqual({ deaths: [8] });
  });

  it('witch.bothSameNight = false: no poison on the night she saved', () => {
    const saved = to(wolfGame(NINE, { 'witch.bothSameNight': false }), 'night.witchPoison', { wolves: 7, save: true });
    expect(stepOf(saved).input).toEqual({ type: 'seats', min: 0, max: 1, options: [] });
    expect(stepOf(saved).hint).toContain('一晚可用两瓶药');
    const skipped = to(wolfGame(NINE, { 'witch.bothSameNight': false }), 'night.witchPoison', { wolves: 7 });
    expect(stepOf(skipped).input).toMatchObject({ type: 'seats' });
  });

  it('witch.selfPoison = true: may poison herself; false: refused, naming the rule', () => {
    expect(stepOf(night(wolfGame(NINE), { poison: 3 })).info).toEqual({ deaths: [3] });
    const g = to(wolfGame(NINE, { 'witch.selfPoison': false }), 'night.witchPoison');
    expect((stepOf(g).input as { options: number[] }).options).not.toContain(3);
    let message = '';
    try { play(g, { seats: [3] }); } catch (e) { message = (e as Error).message; }
    expect(message).toContain('女巫自毒');
  });

  it('still calls a dead witch, with no input', () => {
    const g = to(quietDay(night(wolfGame(NINE), { wolves: 3 })), 'night.witchSave');
    expect(stepOf(g)).toMatchObject({ input: { type: 'none' } });
    expect(stepOf(g).hint).toContain('女巫已出局');
    expect(stepOf(play(g))).toMatchObject({ key: 'night.witchPoison', input: { type: 'none' } });
  });
});

describe('狼人杀 night refusals', () => {
  it('refuses 自爆 at night', () => {
    const g = to(wolfGame(NINE), 'night.wolves');
    expect(refusal(() => play(g, { explode: 1 }))).toBe('ILLEGAL_MOVE');
    expect(stepOf(skipTo(wolfGame(NINE), 'night.close')).key).toBe('night.close');
  });
});
