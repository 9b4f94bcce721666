import type { RoleId } from '../../typings/api';
import { play, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dead, keysUntil, logText, night, type NightPlan, wolfGame, ws } from '../helpers/werewolf';

// 血月使徒 (docs/rules.md §D.2.8) and the blood-moon stage of the dawn (§D.6 stage 10).

/** Blood moon 1, wolves 2 3 4, seer 5, witch 6, hunter 7, guard 8, villagers 9–12. */
const MOON: RoleId[] = [
  'bloodMoon', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager',
];

const game = (rules = {}, seats = MOON) => wolfGame(seats, { 'sheriff.enabled': false, 'night.callAbsent': false, ...rules });

function at(g: TestGame, key: string, plan: NightPlan = {}): TestGame {
  return keysUntil(g, key, plan).game;
}

/** The blood moon self-destructs on day 1; the game stands at the second nightfall. */
function afterExplosion(rules = {}): TestGame {
  const day = dayTo(night(game(rules)), 'day.vote');
  return skipTo(play(day, { explode: 1 }), 'night.close');
}

/** Everyone living votes for `seat`. */
function exile(g: TestGame, seat: number): TestGame {
  const living = ws(g).seats.filter((s) => s.alive).map((s) => s.seat);
  return play(dayTo(g, 'day.vote'), votes(Object.fromEntries(living.map((s) => [s, seat]))));
}

describe('血月使徒 (§D.2.8)', () => {
  it('kills with the team, has no step of his own, and may 自爆', () => {
    const { keys, game: g } = keysUntil(game(), 'night.wolves');
    expect(keys.filter((k) => k.includes('blood'))).toEqual([]);
    expect(stepOf(g).actors).toEqual({ kind: 'wolves', seats: [1, 2, 3, 4] });
    expect(stepOf(dayTo(night(g, { wolves: 9 }), 'day.vote')).dayActions?.explode).toEqual([1, 2, 3, 4]);
  });

  it('自爆 seals every good player the next night: seer, guard and witch take no input, the wolves still kill', () => {
    const g = afterExplosion();
    const guard = at(g, 'night.guard');
    expect(stepOf(guard).input).toEqual({ type: 'none' });
    expect(stepOf(guard).hint).toContain('血月之夜');
    expect(stepOf(guard).hint).toContain('恐惧手势（双臂交叉）');
    expect(stepOf(at(g, 'night.seer')).input).toEqual({ type: 'none' });
    const wolves = at(g, 'night.wolves');
    expect(stepOf(wolves).input.type).toBe('seats');
    const save = at(g, 'night.witchSave', { wolves: 9 });
    expect(stepOf(save).input).toEqual({ type: 'none' });
    expect(stepOf(night(save)).info?.deaths).toEqual([9]);
  });

  it('the seal lasts one night only', () => {
    const g = skipTo(play(dayTo(night(afterExplosion(), { wolves: 9 }), 'day.vote'), {}), 'night.close');
    expect(stepOf(at(g, 'night.guard')).input.type).toBe('seats');
  });

  it('bloodMoon.sealsShots off (default): a hunter killed on the sealed night still shoots', () => {
    const dawn = night(afterExplosion(), { wolves: 7 });
    expect(stepOf(dayTo(dawn, 'day.hunter', { hunter: 10 })).key).toBe('day.hunter');
  });

  it('bloodMoon.sealsShots on: a hunter killed on the sealed night may not shoot', () => {
    const dawn = night(afterExplosion({ 'bloodMoon.sealsShots': true }), { wolves: 7 });
    expect(logText(dawn)).toContain('7 号猎人死亡当晚技能被封印，按规则不能开枪');
    expect(() => dayTo(dawn, 'day.hunter')).toThrow();
  });

  it('exiled while another wolf lives, he leaves at once', () => {
    const out = exile(night(game(), { wolves: 9 }), 1);
    expect(dead(out)).toContain(1);
  });

  describe('blood moon last-wolf exile', () => {
    /** Wolves 2 and 3 gone (hunts are not here: exile them by day), the blood moon and wolf 4 left… */
    const LAST: RoleId[] = [
      'bloodMoon', 'villager', 'villager', 'villager', 'seer', 'witch', 'hunter', 'guard', 'villager', 'werewolf', 'villager', 'villager',
    ];

    /** Day 2: the werewolf at 10 was exiled on day 1; now the blood moon, the last wolf, is exiled. */
    function lastWolfExiled(): TestGame {
      const day1 = exile(night(game({}, LAST)), 10);
      const night2 = skipTo(play(day1), 'night.close');
      return exile(night(night2), 1);
    }

    it('stays until dawn: the exile says so and he is still alive', () => {
      const g = lastWolfExiled();
      expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: 1, stays: true } });
      expect(stepOf(g).hint).toContain('留到下一个天亮');
      expect(dead(g)).not.toContain(1);
      expect(ws(g).winner).toBeNull();
    });

    it('his sealed night: he alone kills, the night resolves, he dies at dawn and good wins', () => {
      const nightfall = skipTo(play(lastWolfExiled()), 'night.close');
      const wolves = at(nightfall, 'night.wolves');
      expect(stepOf(wolves).actors).toEqual({ kind: 'wolves', seats: [1] });
      const end = night(wolves, { wolves: 9 });
      expect(dead(end)).toEqual(expect.arrayContaining([1, 9]));
      expect(ws(end).x.deaths.find((d) => d.seat === 1)).toMatchObject({ cause: 'exile', night: true });
      expect(ws(end).winner?.camp).toBe('good');
    });

    it('if his night completes 屠边, the wolves win (the night is checked first)', () => {
      // Gods 5 6 7 8: kill three of them first by exiles, then the last god is the knife's target.
      const few: RoleId[] = [
        'bloodMoon', 'villager', 'villager', 'villager', 'seer', 'witch', 'villager', 'villager', 'villager', 'werewolf', 'villager', 'villager',
      ];
      const day1 = exile(night(game({}, few), { wolves: 5 }), 10);
      const night2 = skipTo(play(day1), 'night.close');
      const day2 = exile(night(night2), 1);
      expect(ws(day2).winner).toBeNull();
      const end = night(skipTo(play(day2), 'night.close'), { wolves: 6 });
      expect(ws(end).winner?.camp).toBe('wolf');
    });
  });
});
