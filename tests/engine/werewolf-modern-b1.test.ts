import type { RoleId } from '../../typings/api';
import { play, refusal, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dayWalk, dead, logText, night, wolfGame, ws } from '../helpers/werewolf';

// docs/rules.md §D.2.1–§D.3.1: 狼王, 白狼王, 狼美人, 骑士 and the cross-cutting rules they need.

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

describe('狼王 (§D.2.1)', () => {
  it('§D.2.1: a wolf king killed by the wolves (自刀) shoots where a hunter would', () => {
    const day = dayTo(night(game(), { wolves: 1 }), 'day.wolfKing');
    const shot = play(day, { seats: [7] });
    expect(dead(shot)).toEqual([1, 7]);
  });

  it('§D.2.1: a poisoned wolf king may not shoot (wolfKing.noShotOn)', () => {
    const g = night(game(), { wolves: 7, poison: 1 });
    expect(logText(g)).toContain('1 号狼王被女巫毒死，按规则不能开枪');
    expect(() => dayTo(g, 'day.wolfKing')).toThrow();
  });

  it('§D.2.1, §D.8: as the last wolf he does not shoot: the good win comes first', () => {
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

describe('白狼王 (§D.2.2)', () => {
  it('§D.2.2: explodes taking the hunter, who may shoot; the day then ends', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(stepOf(day).dayActions?.explodeTake).toEqual([12]);
    // The pages put it in the white wolf king's words (his file), and 自爆 in the kernel's.
    expect(stepOf(day).dayActionWords?.explodeTake).toMatchObject({ button: '自爆带人', send: '自爆，带走 {target} 号', badge: '带走' });
    expect(stepOf(day).dayActionWords?.explode?.button).toBe('自爆');
    // Whom he may take, as his rule has it: every living player but himself (7 died in the night).
    expect(stepOf(day).dayActionWords?.explodeTake?.targets).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    const g = play(day, { explode: 12, take: 4 });
    expect(dead(g)).toEqual([4, 7, 12]);
    expect(stepOf(g).key).toBe('day.hunter');
    expect(stepOf(play(g, { seats: [] })).key).toBe('night.close');
  });

  it('§D.2.2: may not explode during the vote, nor take himself', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(refusal(() => play(day, { explode: 12, take: 12 }))).toBe('ILLEGAL_MOVE');
    const vote = play(day);
    expect(stepOf(vote).key).toBe('day.vote');
    expect(stepOf(vote).dayActions?.explodeTake).toBeUndefined();
    expect(stepOf(vote).dayActionWords?.explodeTake).toBeUndefined();
    expect(refusal(() => play(vote, { explode: 12, take: 4 }))).toBe('ILLEGAL_MOVE');
  });
});

describe('骑士 (§D.3.1)', () => {
  it('§D.3.1: a duel on a wolf kills it and night falls', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(stepOf(day).dayActions?.duel).toEqual([9]);
    const g = play(day, { duel: 6 });
    expect(dead(g)).toEqual([6, 7]);
    expect(stepOf(g).key).toBe('night.close');
    expect(stepOf(g).say.join('')).toContain('6 号是狼人，出局，天黑请闭眼');
  });

  it('§D.3.1: a duel on a good player costs the knight his life; the speeches go on, and he duels once', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    const g = play(day, { duel: 8 });
    expect(dead(g)).toEqual([7, 9]);
    expect(stepOf(g).key).toBe('day.speech');
    expect(stepOf(g).say.join('')).toContain('骑士以死谢罪');
    expect(refusal(() => play(g, { duel: 6 }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.3.1: a duel on the wolf king leaves him no shot (duel ∈ wolfKing.noShotOn)', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    const g = play(day, { duel: 1 });
    expect(stepOf(g).key).toBe('night.close');
  });
});

describe('狼美人 (§D.2.3)', () => {
  const beauty: RoleId[] = ['wolfBeauty', 'seer', 'witch', 'hunter', 'guard', 'werewolf', 'villager', 'villager', 'knight', 'werewolf', 'villager', 'villager'];

  it('§D.2.3, §D.7 step 7: exiled, she takes her charmed player; nobody else is told whom she charmed', () => {
    const g = nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] }, 'night.wolves': { seats: [7] } });
    const vote = dayTo(g, 'day.vote');
    const exiled = play(vote, votes({ 2: 1, 3: 1, 4: 1, 5: 1, 9: 1 }));
    const link = dayTo(exiled, 'day.wolfBeauty');
    expect(stepOf(link).say).toContain('狼美人出局，她最近一次魅惑的玩家随她出局。');
    const after = play(link);
    expect(dead(after)).toEqual([1, 7, 8]);
    // Who died is said once, as what just happened, with his card.
    expect(stepOf(after).say[0]).toBe('8 号玩家（村民）随狼美人出局。');
  });

  it('§D.2.3: no charm two nights running on the same player (wolfBeauty.noRepeat)', () => {
    const day = dayTo(nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] } }), 'day.vote');
    const night2 = nightWith(play(play(day, { ballots: {} })), {}, 'night.wolfBeauty');
    expect(stepOf(night2).key).toBe('night.wolfBeauty');
    expect(refusal(() => play(night2, { seats: [8] }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.2.3: the wolves may not kill her', () => {
    let g = game({}, beauty);
    while (stepOf(g).key !== 'night.wolves') g = play(g, stepOf(g).input.type === 'seats' && stepOf(g).key === 'night.seer' ? { seats: [7] } : undefined);
    expect(refusal(() => play(g, { seats: [1] }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.2.3, §D.6 step 7: poisoned at night, her charmed player dies with her', () => {
    const g = nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [8] }, 'night.witchPoison': { seats: [1] } });
    expect(dead(g)).toEqual([1, 8]);
  });

  it('§D.2.3 linkOn anyButDuel: a knight\'s duel on her takes nobody along', () => {
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

describe('狼王 and the other shooters (§D.0, §D.2.1, §D.7)', () => {
  it('§D.2.1: shot by the hunter, the wolf king may shoot in turn (shot ∉ wolfKing.noShotOn)', () => {
    const day = dayTo(night(game(), { wolves: 4 }), 'day.hunter');
    const g = play(day, { seats: [1] });
    expect(stepOf(g).key).toBe('day.wolfKing');
    expect(dead(play(g, { seats: [7] }))).toEqual([1, 4, 7]);
  });

  it('§D.7 step 7: exiled, the wolf king shoots', () => {
    const vote = dayTo(night(game(), { wolves: 7 }), 'day.vote');
    const g = dayTo(play(vote, votes({ 2: 1, 3: 1, 4: 1, 5: 1, 8: 1 })), 'day.wolfKing');
    expect(stepOf(g).actors).toEqual({ kind: 'seats', seats: [1] });
  });

  it('§D.2.1: a 自爆 gives the wolf king no shot (selfDestruct ∈ wolfKing.noShotOn)', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    const g = play(day, { explode: 1 });
    expect(stepOf(g).key).toBe('night.close');
    expect(logText(g)).toContain('1 号狼王自爆出局，按规则不能开枪');
  });

  it('§D.0: the seer sees the wolf king as a wolf', () => {
    const g = nightWith(game(), { 'night.seer': { seats: [1] } }, 'night.seerResult');
    expect(stepOf(g).info).toEqual({ seat: 1, result: 'wolf' });
  });

  it('§D.0: with night.shotStatus the hunter is told thumbs down when poisoned tonight, up otherwise', () => {
    const status = (answers: Record<string, unknown>) => stepOf(nightWith(game({ 'night.shotStatus': true }), answers, 'night.hunterStatus'));
    expect(status({ 'night.witchPoison': { seats: [4] } }).info).toEqual({ canShoot: false });
    expect(status({ 'night.wolves': { seats: [4] } }).info).toEqual({ canShoot: true });
    expect(status({}).say).toEqual(['猎人请睁眼。', '你的开枪状态是……（拇指向上：可以 / 向下：不能）', '猎人请闭眼。']);
  });

  it('§D.0 night.seerStep: the seer opens his eyes before the wolves, between wolves and witch, or after the witch', () => {
    const order = (seerStep: string) => {
      const keys: string[] = [];
      let g = game({ 'night.seerStep': seerStep });
      for (let i = 0; i < 30 && ws(g).phase !== 'day'; i++) {
        keys.push(stepOf(g).key);
        const step = stepOf(g);
        const spec = step.input;
        g = play(g, spec.type === 'choice' ? { choice: 'skip' } : spec.type === 'seats' && spec.min > 0 ? { seats: [spec.options[0]] } : undefined);
      }
      return keys.filter((k) => ['night.seer', 'night.wolves', 'night.witchSave'].includes(k));
    };
    expect(order('beforeWolves')).toEqual(['night.seer', 'night.wolves', 'night.witchSave']);
    expect(order('afterWolves')).toEqual(['night.wolves', 'night.seer', 'night.witchSave']);
    expect(order('afterWitch')).toEqual(['night.wolves', 'night.witchSave', 'night.seer']);
  });
});

describe('modern last words (§D.0, engine 3)', () => {
  const modern = { lastWords: 'modern', 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths' };

  it('§D.0: a shot victim speaks iff the shooter did: a night-1 hunter\'s victim speaks', () => {
    const g = night(game(modern), { wolves: 4 });
    const shot = play(dayTo(g, 'day.hunter', { election: null }), { seats: [7] });
    const { keys } = dayWalk(shot, 'day.speech');
    expect(keys.filter((k) => k === 'day.lastWords')).toHaveLength(2);
  });

  it('§D.0: skill, then last words, the sheriff passing the badge right after his own', () => {
    const g = night(game(modern), { wolves: 4 });
    const { keys } = dayWalk(g, 'day.speech', { election: 4, hunter: 7, badge: 2 });
    const after = keys.slice(keys.indexOf('day.dawn'));
    expect(after.slice(0, 5)).toEqual(['day.dawn', 'day.hunter', 'day.lastWords', 'day.badge', 'day.lastWords']);
  });
});

describe('白狼王 more (§D.2.2)', () => {
  it('§D.2.2, §D.7 step 2: explodes during the sheriff election; it counts toward 双爆吞警徽', () => {
    const rules = { 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths', 'sheriff.lostAfterSelfDestructs': '1' };
    const election = night(game(rules), { wolves: 7 });
    expect(stepOf(election).key).toBe('day.sheriffCandidates');
    expect(stepOf(election).dayActions?.explodeTake).toEqual([12]);
    const g = play(election, { explode: 12, take: 2 });
    expect(ws(g).x.sheriffPending).toBe(false);
    expect(stepOf(g).say).toContain('警徽流失，本局不再有警长。');
    expect(stepOf(g).key).toBe('day.dawn');
  });

  it('§D.0: a 自爆 after the day\'s election ended level stops no election: the badge is not lost, the election is held the next day', () => {
    const rules = { 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths', 'sheriff.electionTie': 'retryNextDay', 'sheriff.lostAfterSelfDestructs': '1' };
    let g = play(night(game(rules), { wolves: 7 }), { seats: [2, 3] });
    while (stepOf(g).key !== 'day.sheriffVote') g = play(g, stepOf(g).input.type === 'none' ? undefined : { seats: [] });
    g = play(g, votes({ 4: 2, 5: 3 }));
    expect(logText(g).join('\n')).toContain('今天没有警长，下一个白天重新竞选');
    const vote = dayTo(g, 'day.vote');
    const exploded = play(vote, { explode: 6 });
    expect(logText(exploded).join('\n')).not.toContain('警徽流失');
    expect(ws(exploded).x.sheriffPending).toBe(true);
    expect(dayWalk(night(exploded, { wolves: 8 }), 'day.vote', { election: 2 }).keys).toContain('day.sheriffCandidates');
  });

  it('§D.2.2: take may be left out (a plain 自爆); the victim speaks only under whiteWolfKing.victimLastWords', () => {
    const day = dayTo(night(game(), { wolves: 7 }), 'day.speech');
    expect(dead(play(day, { explode: 12 }))).toEqual([7, 12]);
    const spoken = dayTo(night(game({ 'whiteWolfKing.victimLastWords': true }), { wolves: 7 }), 'day.speech');
    const g = play(spoken, { explode: 12, take: 8 });
    expect(stepOf(g)).toMatchObject({ key: 'day.lastWords', actors: { seats: [8] } });
  });

  it('§D.2.2: not even a plain 自爆 during a vote or last words; an ordinary wolf still may', () => {
    const vote = dayTo(night(game(), { wolves: 7 }), 'day.vote');
    expect(stepOf(vote).dayActions?.explode).toEqual([1, 6, 10]);
    expect(() => play(vote, { explode: 12 })).toThrow('投票和遗言时白狼王不能自爆');
    expect(dead(play(vote, { explode: 6 }))).toEqual([6, 7]);
    const words = dayTo(night(game(), { wolves: 7 }), 'day.lastWords');
    expect(() => play(words, { explode: 12 })).toThrow('投票和遗言时白狼王不能自爆');
  });
});

describe('骑士 more (§D.3.1)', () => {
  it('§D.3.1 knight.afterWolfDuel continue: the speeches go on after a wolf falls', () => {
    const day = dayTo(night(game({ 'knight.afterWolfDuel': 'continue' }), { wolves: 7 }), 'day.speech');
    const g = play(day, { duel: 6 });
    expect(stepOf(g).key).toBe('day.speech');
  });

  it('§D.3.1: never during the election, a vote or last words; only once the election is over', () => {
    const election = night(game({ 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 7 });
    expect(stepOf(election).dayActions?.duel).toBeUndefined();
    expect(refusal(() => play(election, { duel: 6 }))).toBe('ILLEGAL_MOVE');
    const vote = dayTo(night(game(), { wolves: 7 }), 'day.vote');
    expect(refusal(() => play(vote, { duel: 6 }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.3.1: a knight who dies in his duel as sheriff hands the badge over', () => {
    const g = night(game({ 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 7 });
    const speech = dayTo(g, 'day.speech', { election: 9 });
    const duel = play(speech, { duel: 8 });
    expect(stepOf(duel)).toMatchObject({ key: 'day.badge' });
  });

  it('§D.3.1: after a failed duel the speeches resume where they stopped, not from the first speaker', () => {
    const day = dayTo(night(game({ 'speech.order': 'victimLeft' }), { wolves: 7 }), 'day.speech');
    expect(stepOf(day).info?.order).toEqual([8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    const g = play(day, { duel: 8 });
    const resumed = stepOf(g);
    expect(resumed.info).toMatchObject({ order: [8, 10, 11, 12, 1, 2, 3, 4, 5, 6], resumed: true });
    expect(resumed.say.join('')).toContain('继续发言');
    expect(resumed.say.join('')).not.toContain('请从 8 号开始');
  });

  it('§D.3.1: a sheriff knight who dies in his duel: the badge passes, and the speeches keep his order', () => {
    const rules = { 'sheriff.enabled': true, 'sheriff.electionTiming': 'beforeDeaths', 'speech.order': 'sheriffChooses' };
    const speech = dayTo(night(game(rules), { wolves: 7 }), 'day.speech', { election: 9, side: 'left' });
    expect(stepOf(speech).info?.order).toEqual([10, 11, 12, 1, 2, 3, 4, 5, 6, 8, 9]);
    const badge = play(speech, { duel: 8 });
    const g = play(badge, { seats: [2] });
    const resumed = stepOf(g);
    expect(resumed.key).toBe('day.speech');
    expect(resumed.info).toMatchObject({ order: [10, 11, 12, 1, 2, 3, 4, 5, 6, 8], resumed: true });
    expect(resumed.say.join('')).not.toContain('警长 2 号选择');
    expect(stepOf(dayTo(g, 'day.vote')).say.join('')).toContain('请警长 2 号归票');
  });

  it('§D.3.1 knight.afterWolfDuel continue: the speeches resume without the wolf', () => {
    const day = dayTo(night(game({ 'knight.afterWolfDuel': 'continue', 'speech.order': 'victimLeft' }), { wolves: 7 }), 'day.speech');
    const g = play(day, { duel: 10 });
    expect(stepOf(g).info).toMatchObject({ order: [8, 9, 11, 12, 1, 2, 3, 4, 5, 6], resumed: true });
  });
});

describe('狼美人 more (§D.2.3)', () => {
  const beauty: RoleId[] = ['wolfBeauty', 'seer', 'witch', 'hunter', 'guard', 'werewolf', 'villager', 'villager', 'knight', 'werewolf', 'villager', 'villager'];

  it('§D.2.3 linkOn dayOnly: poisoned at night she takes nobody', () => {
    const g = nightWith(game({ 'wolfBeauty.linkOn': 'dayOnly' }, beauty), { 'night.wolfBeauty': { seats: [8] }, 'night.witchPoison': { seats: [1] } });
    expect(dead(g)).toEqual([1]);
  });

  it('§D.2.3: a skipped charm leaves no link', () => {
    const g = nightWith(game({}, beauty), { 'night.wolfBeauty': { seats: [] }, 'night.witchPoison': { seats: [1] } });
    expect(dead(g)).toEqual([1]);
  });

  it('§D.2.3: the charmed hunter may not shoot under the modern noShotOn', () => {
    const rules = { 'hunter.noShotOn': ['poison', 'lover', 'dream', 'charm'] };
    const g = nightWith(game(rules, beauty), { 'night.wolfBeauty': { seats: [4] }, 'night.witchPoison': { seats: [1] } });
    expect(dead(g)).toEqual([1, 4]);
    expect(logText(g)).toContain('4 号猎人被狼美人魅惑，随她出局，按规则不能开枪');
  });
});
