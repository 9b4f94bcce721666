import type { RoleId } from '../../typings/api';
import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dead, keysUntil, logText, night, wolfGame, ws } from '../helpers/werewolf';

// Role edges found in an audit: blocked information steps, the nightmare's choices among lone wolves,
// poison on the demon hunter, a charm link on the evil knight (docs/rules.md §D).

const RULES = { 'sheriff.enabled': false, 'night.callAbsent': false };

/** Every living player votes `target` out, then the day runs on to nightfall. */
function exile(g: TestGame, target: number): TestGame {
  const voting = dayTo(g, 'day.vote');
  const voters = ws(voting).seats.filter((s) => s.alive && s.seat !== target).map((s) => s.seat);
  const day = play(voting, votes(Object.fromEntries(voters.map((s) => [s, target]))));
  return skipTo(day, 'night.close');
}

/** A quiet day: nobody is exiled. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), { ballots: {} }), 'night.close');
}

/**
 * Plays night steps by raw input (`answers[key]`; absent: none, the fewest seats, or skip) until `stopAt`,
 * or until dawn when it is absent.
 */
function drive(g: TestGame, answers: Record<string, unknown> = {}, stopAt?: string): TestGame {
  let game = g;
  const dawn = ws(game).phase === 'day' ? ws(game).round + 1 : ws(game).round;
  for (let i = 0; i < 60; i++) {
    const state = ws(game);
    if (state.winner || (state.phase === 'day' && state.round >= dawn)) return game;
    const step = stepOf(game);
    if (step.key === stopAt) return game;
    game = play(game, answers[step.key] ?? defaultAnswer(step.input));
  }
  throw new Error('drive: never reached dawn');
}

function defaultAnswer(input: ReturnType<typeof stepOf>['input']): unknown {
  if (input.type === 'seats') return { seats: input.options.slice(0, input.min) };
  if (input.type === 'choice') return { choice: input.options.find((o) => o.id === 'skip')?.id ?? input.options[0].id };
  return undefined;
}

describe('blocked players are shown nothing (§D.0.2)', () => {
  /** Nightmare 1, wolves 2 3, gargoyle 4, seer 5, witch 6, hunter 7, gravedigger 8, villagers 9–12. */
  const GRAVE: RoleId[] = [
    'nightmare', 'werewolf', 'werewolf', 'gargoyle', 'seer', 'witch', 'hunter', 'gravedigger', 'villager', 'villager', 'villager', 'villager',
  ];

  it('a feared gravedigger is not told whether yesterday\'s exile was good', () => {
    const night2 = exile(night(wolfGame(GRAVE, RULES)), 9);
    const free = stepOf(keysUntil(night2, 'night.gravedigger').game);
    expect(free.info).toEqual({ seat: 9, result: 'good' });
    const feared = stepOf(keysUntil(night2, 'night.gravedigger', { nightmare: 8 }).game);
    expect(feared.input).toEqual({ type: 'none' });
    expect(feared.info).toEqual({ blocked: [8] });
    expect(feared.hint).toContain('恐惧');
    expect(feared.hint).not.toContain('好人');
  });

  it('a feared hidden wolf is not shown the team on night 1', () => {
    const seats: RoleId[] = ['nightmare', 'werewolf', 'werewolf', 'hiddenWolf', 'seer', 'witch', 'hunter', 'crow', 'villager', 'villager', 'villager', 'villager'];
    const feared = stepOf(keysUntil(wolfGame(seats, RULES), 'night.hiddenWolf', { nightmare: 4 }).game);
    expect(feared.info).toEqual({ blocked: [4] });
    expect(feared.hint).not.toMatch(/狼队友：/);
    const free = stepOf(keysUntil(wolfGame(seats, RULES), 'night.hiddenWolf').game);
    expect(free.info).toEqual({ wolves: [1, 2, 3] });
  });

  it('a feared hunter\'s status step is still shown: he cannot shoot', () => {
    const status = stepOf(keysUntil(wolfGame(GRAVE, { ...RULES, 'night.shotStatus': true }), 'night.hunterStatus', { nightmare: 7 }).game);
    expect(status.info).toEqual({ canShoot: false });
    expect(status.hint).toContain('今晚被封印，不能开枪');
  });
});

describe('梦魇 from night 2 (§D.2.6)', () => {
  /** Nightmare 1, wolves 2 3, gargoyle 4, seer 5, witch 6, hunter 7, guard 8, villagers 9–12. */
  const seats: RoleId[] = ['nightmare', 'werewolf', 'werewolf', 'gargoyle', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager'];

  it('may not fear a meeting wolf, but may fear a lone wolf (leaving him out would name him)', () => {
    const step = keysUntil(quietDay(night(wolfGame(seats, RULES))), 'night.nightmare').game;
    const input = stepOf(step).input;
    expect(input.type === 'seats' && input.options).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(refusal(() => play(step, { seats: [2] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(step, { seats: [4] }))).toBe('none');
  });
});

describe('猎魔人 and poison (§D.3.5)', () => {
  /** Wolves 1 2, mechanical wolf 3, witch 4, demon hunter 5, seer 6, villagers 7–9. */
  const seats: RoleId[] = ['werewolf', 'werewolf', 'mechanicalWolf', 'witch', 'demonHunter', 'seer', 'villager', 'villager', 'villager'];

  it('a mechanical wolf\'s learned poison has no effect on him', () => {
    const learned = drive(wolfGame(seats, RULES), { 'night.mechanicalWolf': { seats: [4] } });
    const dawn = drive(quietDay(learned), { 'night.mechanicalWolf': { seats: [5] } });
    expect(alive(dawn)).toContain(5);
    expect(logText(dawn)).toContain('5 号是猎魔人，毒药对他无效');
  });

  it('poisoned by the witch and the mechanical wolf the same night, he still lives', () => {
    const learned = drive(wolfGame(seats, RULES), { 'night.mechanicalWolf': { seats: [4] } });
    const dawn = drive(quietDay(learned), { 'night.mechanicalWolf': { seats: [5] }, 'night.witchPoison': { seats: [5] } });
    expect(alive(dawn)).toContain(5);
  });
});

describe('恶灵骑士 and the charm (§D.2.9)', () => {
  /** Werewolf 1, wolf beauty 2, evil knight 3, seer 4, witch 5, hunter 6, guard 7, villagers 8–12. */
  const seats: RoleId[] = ['werewolf', 'wolfBeauty', 'evilKnight', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'villager'];

  it('charmed by a wolf beauty who dies at night, he does not die with her', () => {
    const dawn = drive(wolfGame(seats, RULES), { 'night.seer': { seats: [8] }, 'night.wolfBeauty': { seats: [3] }, 'night.witchPoison': { seats: [2] } });
    expect(dead(dawn)).toEqual([2]);
    expect(logText(dawn)).toContain('3 号恶灵骑士夜间不会死亡');
  });
});
