import type { RoleId } from '../../typings/api';
import { play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dead, keysUntil, logText, night, type NightPlan, wolfGame, ws } from '../helpers/werewolf';

// 摄梦人 (docs/rules.md §D.3.6), the dream stage of the dawn (§D.6 stage 8).

/** Nightmare 1, wolves 2 3, magician 4, dreamweaver 5, seer 6, witch 7, hunter 8, guard 9, villagers 10–12. */
const DREAMS: RoleId[] = [
  'nightmare', 'werewolf', 'werewolf', 'magician', 'dreamweaver', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager',
];
/** Wolves 1 2 3 4, dreamweaver 5, seer 6, witch 7, demon hunter 8, guard 9, villagers 10–12. */
const HUNT: RoleId[] = [
  'werewolf', 'werewolf', 'werewolf', 'werewolf', 'dreamweaver', 'seer', 'witch', 'demonHunter', 'guard', 'villager', 'villager', 'villager',
];

const game = (rules = {}, seats = DREAMS) => wolfGame(seats, { 'sheriff.enabled': false, 'night.callAbsent': false, ...rules });

function at(g: TestGame, key: string, plan: NightPlan = {}): TestGame {
  return keysUntil(g, key, plan).game;
}

function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

const deaths = (g: TestGame) => stepOf(g).info?.deaths;

describe('摄梦人 (§D.3.6)', () => {
  it('is called after the nightmare, before the guard: one other living player, required by default', () => {
    const { keys, game: g } = keysUntil(game(), 'night.dreamweaver');
    expect(keys.slice(-3)).toEqual(['night.magician', 'night.nightmare', 'night.dreamweaver']);
    expect(stepOf(play(g, { seats: [10] })).key).toBe('night.guard');
    const step = stepOf(g);
    expect(step.say).toEqual(['摄梦人请睁眼，请选择今晚的梦游者。', '摄梦人请闭眼。']);
    expect(step.input).toMatchObject({ type: 'seats', min: 1, max: 1 });
    expect(step.input.type === 'seats' && step.input.options).not.toContain(5);
    expect(refusal(() => play(g, { seats: [] }))).not.toBe('none');
    expect(refusal(() => play(g, { seats: [5] }))).toBe('ILLEGAL_MOVE');
    const free = at(game({ 'dreamweaver.mustChoose': false }), 'night.dreamweaver');
    expect(stepOf(free).input).toMatchObject({ min: 0, max: 1 });
    expect(stepOf(free).passLabel).toBe('不摄梦');
  });

  it('the dreamer survives the wolf kill', () => {
    const g = night(game(), { dream: 10, wolves: 10 });
    expect(deaths(g)).toEqual([]);
    expect(logText(g)).toContain('10 号是梦游者，免于今晚的死亡');
  });

  it('dream vs poison: the dreamer survives the poison, which is spent', () => {
    const g = night(game(), { dream: 10, poison: 10 });
    expect(deaths(g)).toEqual([]);
    expect(ws(g).x.poisonUsed).toBe(true);
  });

  it('the witch is shown the wolf target, never a dream death', () => {
    // Tonight 10 dies of 梦亡 (dreamer two nights running) and 12 is the wolves' target.
    const g1 = quietDay(night(game(), { dream: 10, wolves: 11 }));
    const save = at(g1, 'night.witchSave', { dream: 10, wolves: 12 });
    expect(stepOf(save).info).toEqual({ victim: 12 });
    expect(ws(night(save)).x.nightDeaths).toEqual([10, 12]);
  });

  it('梦亡: the same dreamer two nights running dies, and no guard or antidote saves him', () => {
    const g1 = quietDay(night(game(), { dream: 10 }));
    const g2 = night(g1, { dream: 10, guard: 10 });
    expect(deaths(g2)).toEqual([10]);
    expect(ws(g2).x.deaths.at(-1)).toMatchObject({ seat: 10, cause: 'dream' });
    expect(logText(g2)).toContain('10 号连续两晚是梦游者：梦亡');
  });

  it('梦亡: the dreamweaver dying tonight takes tonight\'s dreamer', () => {
    const g = night(game(), { dream: 10, wolves: 5 });
    expect(deaths(g)).toEqual([5, 10]);
    expect(logText(g)).toContain('摄梦人 5 号今晚死亡，梦游者 10 号随之梦亡');
  });

  it('dying by day does not take the dreamer', () => {
    const day = dayTo(night(game(), { dream: 10, wolves: 11 }), 'day.vote');
    const ballots = Object.fromEntries([1, 2, 3, 4, 6, 7, 8, 9, 10, 12].map((s) => [s, 5]));
    const exiled = play(day, votes(ballots));
    expect(dead(exiled)).toEqual([5, 11]);
  });

  it('dream chain broken by a blocked night: dreamer, feared night, same dreamer — no 梦亡', () => {
    const g1 = quietDay(night(game(), { dream: 10 }));
    const blocked = at(g1, 'night.dreamweaver', { nightmare: 5 });
    expect(stepOf(blocked).input).toEqual({ type: 'none' });
    const g2 = quietDay(night(blocked));
    const g3 = night(g2, { nightmare: 6, dream: 10 });
    expect(deaths(g3)).toEqual([]);
    expect(dead(g3)).not.toContain(10);
  });

  it('dream vs hunt: a hunted dreamer survives the hunt', () => {
    const g1 = quietDay(night(game({}, HUNT), { dream: 10 }));
    const g2 = night(g1, { dream: 1, hunt: 1 });
    expect(deaths(g2)).toEqual([]);
  });
});
