import type { RoleId } from '../../typings/api';
import { play, refusal, skipTo, stepOf, type TestGame } from '../helpers/game';
import { dayTo, dead, keysUntil, logText, night, type NightPlan, wolfGame, ws } from '../helpers/werewolf';

// 魔术师 (docs/rules.md §D.3.7): the swap maps every night target (§D.6 stage 1).

/** Nightmare 1, wolves 2 3, magician 4, dreamweaver 5, seer 6, witch 7, hunter 8, guard 9, villagers 10–12. */
const DREAMS: RoleId[] = [
  'nightmare', 'werewolf', 'werewolf', 'magician', 'dreamweaver', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager',
];

const game = (rules = {}) => wolfGame(DREAMS, { 'sheriff.enabled': false, 'night.callAbsent': false, ...rules });

function at(g: TestGame, key: string, plan: NightPlan = {}): TestGame {
  return keysUntil(g, key, plan).game;
}

function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

const deaths = (g: TestGame) => stepOf(g).info?.deaths;

describe('魔术师 (§D.3.7)', () => {
  it('is the first every-night step: none or exactly two seats, himself allowed', () => {
    const g = at(game(), 'night.magician');
    const step = stepOf(g);
    expect(step.say).toEqual(['魔术师请睁眼。', '请选择你要交换的两名玩家。', '魔术师请闭眼。']);
    expect(step.input).toEqual({ type: 'seats', min: 2, max: 2, skippable: true, options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    expect(step.passLabel).toBe('不交换');
    expect(refusal(() => play(g, { seats: [10] }))).not.toBe('none');
    expect(refusal(() => play(g, { seats: [4, 10] }))).toBe('none');
    expect(refusal(() => play(g, { seats: [] }))).toBe('none');
  });

  it('swap vs the wolf kill: the knife aimed at one swapped seat kills the other', () => {
    const g = night(game(), { magician: [10, 11], wolves: 10 });
    expect(deaths(g)).toEqual([11]);
    expect(logText(g)).toContain('狼刀指向 10 号，因魔术师交换落在 11 号');
  });

  it('swap vs witch: she is shown the seat the wolves chose, and her antidote follows the swap', () => {
    const save = at(game(), 'night.witchSave', { magician: [10, 11], wolves: 10 });
    expect(stepOf(save).info).toEqual({ victim: 10 });
    expect(stepOf(save).hint).toContain('10 号被杀');
    const dawn = night(save, { save: true });
    expect(deaths(dawn)).toEqual([]);
    expect(logText(dawn)).toContain('11 号被女巫救活');
  });

  it('swap vs poison: the poison lands on the other seat', () => {
    const g = night(game(), { magician: [10, 11], poison: 11 });
    expect(deaths(g)).toEqual([10]);
  });

  it('swap vs guard: the guard\'s protection moves too, so a knife on the other seat is not stopped', () => {
    // Knife at 11 lands on 10; the guard at 10 lands on 11.
    const g = night(game(), { magician: [10, 11], guard: 10, wolves: 11 });
    expect(deaths(g)).toEqual([10]);
    const kept = night(game(), { magician: [10, 11], guard: 11, wolves: 11 });
    expect(deaths(kept)).toEqual([]);
  });

  it('swap vs checks: the seer is told the result of the seat actually checked', () => {
    const result = at(game(), 'night.seerResult', { magician: [2, 10], seer: 10 });
    expect(stepOf(result).info).toEqual({ seat: 10, result: 'wolf' });
    expect(stepOf(result).hint).toContain('魔术师交换：实际查验的是 2 号');
  });

  it('swap vs fear: the fear lands on the other seat', () => {
    const save = at(game(), 'night.witchSave', { magician: [7, 10], nightmare: 10, wolves: 11 });
    expect(stepOf(save).input).toEqual({ type: 'none' });
    expect(stepOf(save).info).toEqual({ blocked: [7] });
  });

  it('swap vs dream: the dreamer is the other seat', () => {
    const g = night(game(), { magician: [10, 11], dream: 10, wolves: 10 });
    expect(deaths(g)).toEqual([]);
    expect(logText(g)).toContain('11 号是梦游者，免于今晚的死亡');
  });

  it('acting first, he is not blocked by tonight\'s fear', () => {
    const g = night(game(), { magician: [10, 11], nightmare: 4, wolves: 10 });
    expect(deaths(g)).toEqual([11]);
  });

  it('magician.oncePerPlayer: a swapped player is not offered again; with fewer than two left, no input', () => {
    const g = at(quietDay(night(game(), { magician: [10, 11] })), 'night.magician');
    const spec = stepOf(g).input;
    expect(spec.type === 'seats' && spec.options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 12]);
    expect(refusal(() => play(g, { seats: [10, 12] }))).toBe('ILLEGAL_MOVE');
    const free = at(quietDay(night(game({ 'magician.oncePerPlayer': false }), { magician: [10, 11] })), 'night.magician');
    expect(stepOf(free).input.type === 'seats' && stepOf(free).input).toMatchObject({ options: expect.arrayContaining([10, 11]) });
  });

  it('a dead magician\'s step is still called, with no input', () => {
    const g = at(quietDay(night(game(), { wolves: 4 })), 'night.magician');
    expect(dead(g)).toContain(4);
    expect(stepOf(g).input).toEqual({ type: 'none' });
    expect(stepOf(g).actors?.kind).toBe('nobody');
    expect(ws(g).round).toBe(2);
  });

  it('swap vs charm: the wolf beauty is linked to the seat her charm landed on', () => {
    const seats: RoleId[] = [
      'nightmare', 'wolfBeauty', 'werewolf', 'magician', 'dreamweaver', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager',
    ];
    const g = wolfGame(seats, { 'sheriff.enabled': false, 'night.callAbsent': false });
    const dawn = keysUntil(g, 'night.wolfBeauty', { magician: [10, 11], wolves: 12 }).game;
    const day = dayTo(night(play(dawn, { seats: [10] })), 'day.vote');
    const living = ws(day).seats.filter((s) => s.alive).map((s) => s.seat);
    const exiled = play(day, { ballots: Object.fromEntries(living.map((s) => [String(s), 2])) });
    const after = dayTo(play(exiled), 'night.close');
    expect(dead(after)).toEqual(expect.arrayContaining([2, 11]));
    expect(dead(after)).not.toContain(10);
  });

  it('§D.3.7: swap vs hunt: the hunt aimed at a swapped seat lands on the other', () => {
    // Wolves 1 2, magician 3, demon hunter 4, seer 5, witch 6, villagers 7–9.
    const seats: RoleId[] = ['werewolf', 'werewolf', 'magician', 'demonHunter', 'seer', 'witch', 'villager', 'villager', 'villager'];
    const second = quietDay(night(wolfGame(seats, { 'sheriff.enabled': false })));
    const g = night(second, { magician: [1, 7], hunt: 7 });
    expect(deaths(g)).toEqual([1]);
  });

  it('§D.3.7: swap vs curse: the crow\'s curse lands on the other seat', () => {
    // Wolves 1 2, magician 3, crow 4, seer 5, witch 6, villagers 7–9.
    const seats: RoleId[] = ['werewolf', 'werewolf', 'magician', 'crow', 'seer', 'witch', 'villager', 'villager', 'villager'];
    const day = dayTo(night(wolfGame(seats, { 'sheriff.enabled': false }), { magician: [7, 8], crow: 7 }), 'day.vote');
    const voted = play(day, { ballots: { 5: 7, 6: 8 } });
    expect(logText(voted)).toContain('乌鸦的诅咒：8 号多 1 票（已计入）');
    expect(dead(voted)).toContain(8);
  });

  it('§D.3.7: swap vs the psychic\'s and the gargoyle\'s checks: each is shown the card of the seat actually checked', () => {
    // Werewolf 1, gargoyle 2, magician 3, psychic 4, witch 5, villagers 6–9.
    const seats: RoleId[] = ['werewolf', 'gargoyle', 'magician', 'psychic', 'witch', 'villager', 'villager', 'villager', 'villager'];
    const g = wolfGame(seats, { 'sheriff.enabled': false });
    const psychic = at(g, 'night.psychicResult', { magician: [1, 6], psychic: 6 });
    expect(stepOf(psychic).info).toMatchObject({ role: 'werewolf', roleName: '狼人' });
    expect(stepOf(psychic).hint).toContain('实际查验的是 1 号');
    const gargoyle = at(g, 'night.gargoyleResult', { magician: [4, 6], psychic: 7, gargoyle: 6 });
    expect(stepOf(gargoyle).info).toMatchObject({ seat: 4, role: 'psychic' });
  });

  it('§D.2.9, §D.3.7: a check moved onto the evil knight is reflected; a knife moved onto him has no effect', () => {
    // Werewolf 1, seer 2, witch 3, magician 4, evil knight 5, villagers 6–9.
    const seats: RoleId[] = ['werewolf', 'seer', 'witch', 'magician', 'evilKnight', 'villager', 'villager', 'villager', 'villager'];
    const g = night(wolfGame(seats, { 'sheriff.enabled': false }), { magician: [5, 7], seer: 7, wolves: 7 });
    expect(dead(g)).toEqual([2]);
  });

  it('§D.2.5, §D.3.7: swap vs shield: the mechanical wolf\'s shield lands on the other seat', () => {
    // Werewolf 1, psychic 2, witch 3, guard 4, mechanical wolf 5, magician 6, villagers 7–9.
    const seats: RoleId[] = ['werewolf', 'psychic', 'witch', 'guard', 'mechanicalWolf', 'magician', 'villager', 'villager', 'villager'];
    const first = at(wolfGame(seats, { 'sheriff.enabled': false }), 'night.mechanicalWolf');
    // The knife and the shield both aim at 7: both land on 8, who is shielded.
    const second = at(quietDay(night(play(first, { seats: [4] }))), 'night.mechanicalWolf', { magician: [7, 8], wolves: 7 });
    const dawn = night(play(second, { seats: [7] }));
    expect(deaths(dawn)).toEqual([]);
    expect(logText(dawn)).toContain('8 号被机械盾保护，没有死');
  });
});
