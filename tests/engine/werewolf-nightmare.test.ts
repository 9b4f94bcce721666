import type { RoleId } from '../../typings/api';
import { play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dead, keysUntil, logText, night, type NightPlan, wolfGame, ws } from '../helpers/werewolf';

// 梦魇 (docs/rules.md §D.2.6) and blocked players (§D.0.2).

/** Nightmare 1, wolves 2 3, magician 4, dreamweaver 5, seer 6, witch 7, hunter 8, guard 9, villagers 10–12. */
const DREAMS: RoleId[] = [
  'nightmare', 'werewolf', 'werewolf', 'magician', 'dreamweaver', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager',
];

const game = (rules = {}) => wolfGame(DREAMS, { 'sheriff.enabled': false, 'night.callAbsent': false, ...rules });

/** From a dawn, through a quiet day, to the next nightfall. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

function at(g: TestGame, key: string, plan: NightPlan = {}): TestGame {
  return keysUntil(g, key, plan).game;
}

describe('梦魇 (§D.2.6)', () => {
  it('is called right after the magician, with his call lines, and may not fear himself', () => {
    const { keys, game: g } = keysUntil(game(), 'night.nightmare');
    expect(keys).toEqual(['checkin', 'night.close', 'night.magician', 'night.nightmare']);
    const step = stepOf(g);
    expect(step.say).toEqual(['梦魇请睁眼，请选择你要恐惧的玩家。', '梦魇请闭眼。']);
    expect(step.input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(step.actors).toEqual({ kind: 'seats', seats: [1] });
    // On the first night he has not met the team: a wolf may be feared.
    expect(step.input.type === 'seats' && step.input.options).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(refusal(() => play(g, { seats: [1] }))).toBe('ILLEGAL_MOVE');
  });

  it('from the second night never fears last night\'s target nor a wolf', () => {
    const g = at(quietDay(night(game(), { nightmare: 10 })), 'night.nightmare');
    const step = stepOf(g);
    expect(step.input.type === 'seats' && step.input.options).toEqual([4, 5, 6, 7, 8, 9, 11, 12]);
    expect(step.hint).toContain('昨晚恐惧了 10 号');
    expect(refusal(() => play(g, { seats: [10] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: [2] }))).toBe('ILLEGAL_MOVE');
  });

  it('a feared witch: her steps take no input, the judge shows the 恐惧 gesture, and she is shown no victim', () => {
    const g = at(game(), 'night.witchSave', { nightmare: 7, wolves: 10 });
    const step = stepOf(g);
    expect(step.input).toEqual({ type: 'none' });
    expect(step.hint).toContain('7 号今晚被梦魇恐惧');
    expect(step.hint).toContain('恐惧手势（双臂交叉）');
    expect(step.info).toEqual({ blocked: [7] });
    // A pick the judge taps anyway is refused with the whole reason.
    expect(() => play(g, { choice: 'save' })).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE', message: '7 号今晚被梦魇恐惧' }));
    // She answers nothing; in an auto room her phone is told why until the step closes by time.
    expect(step.actors).toEqual({ kind: 'seats', seats: [7] });
    expect(step.close).toBe('time');
    // The call sounds the same as any night, and no victim is pointed at.
    expect(step.say).toEqual(['女巫请睁眼。', '今晚被杀的是……（向女巫做手势）', '你要用解药吗？']);
    const poison = play(g);
    expect(stepOf(poison).input).toEqual({ type: 'none' });
    const dawn = night(g);
    expect(stepOf(dawn).info?.deaths).toEqual([10]);
    expect(ws(dawn).x.antidoteUsed).toBe(false);
  });

  it('a feared witch with no potion left is shown nothing, as on any such night: no 恐惧 gesture tells her of the fear', () => {
    const spent = quietDay(night(game(), { wolves: 10, save: true, poison: 11 }));
    expect([ws(spent).x.antidoteUsed, ws(spent).x.poisonUsed]).toEqual([true, true]);
    const feared = at(spent, 'night.witchSave', { nightmare: 7, wolves: 12 });
    const calm = at(spent, 'night.witchSave', { nightmare: 8, wolves: 12 });
    expect(stepOf(feared).hint).toContain('解药已用过：不告诉她今晚谁死了（摇手示意）');
    expect(stepOf(feared)).toEqual(stepOf(calm));
    expect(stepOf(play(feared, { choice: 'skip' }))).toEqual(stepOf(play(calm, { choice: 'skip' })));
    expect(JSON.stringify([stepOf(feared), stepOf(play(feared, { choice: 'skip' }))])).not.toContain('恐惧手势');
  });

  it('a fear on a wolf-camp player: night.wolves is produced with no input, 今晚狼队被恐惧，无法袭击, nobody dies', () => {
    const g = at(game(), 'night.wolves', { nightmare: 2 });
    const step = stepOf(g);
    expect(step.input).toEqual({ type: 'none' });
    expect(step.hint).toContain('今晚狼队被恐惧，无法袭击');
    expect(step.say[0]).toBe('狼人请睁眼。');
    const dawn = night(g);
    expect(stepOf(dawn).info?.deaths).toEqual([]);
    expect(logText(dawn)).toContain('梦魇 1 号恐惧 2 号：狼人阵营被恐惧，今晚狼队不能杀人');
  });

  it('a feared seer checks nobody and is shown nothing', () => {
    const g = at(game(), 'night.seer', { nightmare: 6 });
    expect(stepOf(g).input).toEqual({ type: 'none' });
    const result = play(g);
    expect(stepOf(result).key).toBe('night.seerResult');
    expect(stepOf(result).info).toBeUndefined();
  });

  it('a blocked guard\'s night is not his "last target": after it he may guard anyone', () => {
    const g1 = quietDay(night(game(), { guard: 10 }));
    const g2 = quietDay(night(g1, { nightmare: 9 }));
    const guard = at(g2, 'night.guard');
    expect(stepOf(guard).input.type === 'seats' && stepOf(guard).input).toMatchObject({ options: expect.arrayContaining([10]) });
    expect(ws(g2).x.lastGuarded).toBeNull();
  });

  it('a feared hunter who dies that night cannot shoot (§D.0.2)', () => {
    const dawn = night(game(), { nightmare: 8, wolves: 8 });
    expect(stepOf(dawn).info?.deaths).toEqual([8]);
    expect(logText(dawn)).toContain('8 号猎人死亡当晚技能被封印，按规则不能开枪');
    const walked = dayTo(dawn, 'day.vote');
    expect(ws(walked).log.some((l) => l.text.includes('开枪带走'))).toBe(false);
  });

  it('a hunter feared last night and exiled the next day may shoot', () => {
    const day = dayTo(night(game(), { nightmare: 8, wolves: 10 }), 'day.vote');
    const ballots = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 9, 11, 12].map((s) => [s, 8]));
    const exiled = play(day, votes(ballots));
    expect(stepOf(exiled).key).toBe('day.exile');
    expect(stepOf(play(exiled)).key).toBe('day.hunter');
  });

  it('may 自爆 by day like a werewolf', () => {
    const day = dayTo(night(game(), { wolves: 10 }), 'day.vote');
    expect(stepOf(day).dayActions?.explode).toEqual([1, 2, 3]);
    const boom = play(day, { explode: 1 });
    expect(dead(boom)).toContain(1);
  });
});

describe('blocked shooters (§D.0.2)', () => {
  /** Nightmare 1, wolf king 2, wolves 3 4, seer 5, witch 6, hunter 7, guard 8, villagers 9–12. */
  const KING: RoleId[] = [
    'nightmare', 'wolfKing', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager',
  ];
  const kingGame = (rules = {}) => wolfGame(KING, { 'sheriff.enabled': false, 'night.callAbsent': false, 'wolfKing.noShotOn': [], ...rules });

  it('a wolf king feared on the night he dies cannot shoot; unfeared he can', () => {
    const feared = night(kingGame(), { nightmare: 2, poison: 2 });
    expect(dead(feared)).toEqual([2]);
    expect(logText(feared)).toContain('2 号狼王死亡当晚技能被封印，按规则不能开枪');
    expect(dayTo(feared, 'day.vote', {}).match.state.log.some((l) => l.text.includes('狼王 2 号'))).toBe(false);
    const free = night(kingGame(), { poison: 2 });
    expect(stepOf(dayTo(free, 'day.wolfKing')).key).toBe('day.wolfKing');
  });

  it('night.shotStatus: a feared hunter is shown thumbs down whatever happens to him', () => {
    const status = at(kingGame({ 'night.shotStatus': true }), 'night.hunterStatus', { nightmare: 7, wolves: 9 });
    expect(stepOf(status).info).toEqual({ canShoot: false });
    expect(stepOf(status).hint).toContain('今晚被封印，不能开枪');
    const free = at(kingGame({ 'night.shotStatus': true }), 'night.hunterStatus', { nightmare: 9, wolves: 10 });
    expect(stepOf(free).info).toEqual({ canShoot: true });
  });
});

describe('a blocked charm (§D.0.2)', () => {
  it('a wolf beauty feared on night 1 charms nobody: exiled the next day, she takes nobody', () => {
    const seats: RoleId[] = [
      'nightmare', 'wolfBeauty', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager',
    ];
    const g = wolfGame(seats, { 'sheriff.enabled': false, 'night.callAbsent': false });
    const charm = at(g, 'night.wolfBeauty', { nightmare: 2 });
    expect(stepOf(charm).input).toEqual({ type: 'none' });
    expect(stepOf(charm).info).toEqual({ blocked: [2] });
    const day = dayTo(night(charm), 'day.vote');
    const exiled = play(day, votes(Object.fromEntries([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => [s, 2]))));
    expect(dead(dayTo(play(exiled), 'night.close'))).toEqual([2]);
  });
});
