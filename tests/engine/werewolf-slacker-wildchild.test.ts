import type { Review, RoleId } from '../../typings/api';
import { buildReview } from '../../cloudfunctions/game/src/engine/core/review';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { judgeView, playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { newGame, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, night, wolfGame, ws, type NightPlan } from '../helpers/werewolf';

// 混血儿 (docs/rules.md §D.4.3), 野孩子 (§D.4.4) and their boards (§D.9.4).

// No election and no decoy calls of absent roles: the steps are those of the deck.
const NO_SHERIFF = { 'sheriff.enabled': false, 'night.callAbsent': false };

function roomOf(g: TestGame): Room {
  return { roomNo: '123456', judge: 'judge', members: [], match: g.match, createdAt: 0, updatedAt: 0 };
}

function cardOf(g: TestGame, seat: number) {
  return playerView(g.module, roomOf(g), seat).card as { role: string; camp: string; description: string };
}

function reviewOf(g: TestGame): Review {
  return buildReview(g.module, g.match, []);
}

/** The review's line for `seat`: its camp and whether it won. */
function reviewed(g: TestGame, seat: number) {
  const s = reviewOf(g).seats[seat - 1];
  return { camp: s.camp, campName: s.campName, won: s.won };
}

/** From here (a night or the day after it) to the day's vote, all living voting for `out`, then to nightfall. */
function exile(g: TestGame, out: number | null): TestGame {
  const day = dayTo(g, 'day.vote');
  const voters = ws(day).seats.filter((s) => s.alive).map((s) => s.seat);
  const after = play(day, out === null ? votes({}) : votes(Object.fromEntries(voters.map((v) => [v, out]))));
  return after.match.state.winner ? after : skipTo(after, 'night.close');
}

/** A whole night from nightfall, then the next day's vote (`out`, or nobody). */
function round(g: TestGame, plan: NightPlan, out: number | null): TestGame {
  return exile(night(g, plan), out);
}

describe('混血儿 slacker (docs/rules.md §D.4.3)', () => {
  /** 8 seats: wolves 1 and 6, seer 2 (the only god), slacker 3, villagers 4, 5, 7, 8. */
  const eight = (rules = {}) => wolfGame(['werewolf', 'seer', 'slacker', 'villager', 'villager', 'werewolf', 'villager', 'villager'], { ...NO_SHERIFF, ...rules });

  it('§D.4.3: night 1, after the lovers, 混血儿请睁眼 picks one other living player; himself is refused', () => {
    const deck: RoleId[] = ['werewolf', 'seer', 'slacker', 'villager', 'cupid', 'werewolf', 'villager', 'villager', 'witch'];
    const { keys, game } = keysUntil(wolfGame(deck, NO_SHERIFF), 'night.slacker', { cupid: [4, 7] });
    expect(keys.filter((k) => k !== 'checkin' && k !== 'night.close')).toEqual(['night.cupid', 'night.lovers', 'night.slacker']);
    const step = stepOf(game);
    expect(step.say).toEqual(['混血儿请睁眼，请选择你的榜样。', '混血儿请闭眼。']);
    expect(step.input).toEqual({ type: 'seats', min: 1, max: 1, options: [1, 2, 4, 5, 6, 7, 8, 9] });
    expect(step.actors).toMatchObject({ kind: 'seats', seats: [3] });
    expect(refusal(() => play(game, { seats: [3] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(game, { seats: [] }))).not.toBe('none');
    // Not called again on night 2.
    const next = keysUntil(exile(night(play(game, { seats: [6] })), null), 'day.dawn').keys;
    expect(next).not.toContain('night.slacker');
  });

  it('§D.4.3: the model is not shown: his card names the seat, says 第三方, and no other seat learns it', () => {
    const g = night(eight(), { model: 6 });
    expect(cardOf(g, 3)).toMatchObject({ role: 'slacker', camp: 'third' });
    expect(cardOf(g, 3).description).toContain('你的榜样：6 号');
    expect(cardOf(g, 3).description).not.toContain('狼');
    for (const seat of [1, 2, 4, 5, 6, 7, 8]) expect(JSON.stringify(playerView(g.module, roomOf(g), seat))).not.toContain('榜样');
    expect(logText(g)).toContain('混血儿 3 号选择 6 号为榜样');
  });

  it('§D.4.3: he wins with a wolf model: the wolves\' win lists him and the review shows him in the wolf camp', () => {
    const g = night(eight(), { model: 6, wolves: 2 });
    expect(ws(g).winner?.camp).toBe('wolf');
    expect(reviewOf(g).winner.seats).toEqual([1, 3, 6]);
    expect(reviewed(g, 3)).toEqual({ camp: 'wolf', campName: '狼人阵营', won: true });
    const pick = reviewOf(g).phases[0].events.find((e) => e.kind === 'action' && e.key === 'night.slacker');
    expect(pick).toMatchObject({ role: 'slacker', actors: [3], targets: [6], text: '混血儿 3 号选择 6 号为榜样' });
  });

  it('§D.4.3: with a good model he loses with the good side', () => {
    const g = night(eight(), { model: 4, wolves: 2 });
    expect(ws(g).winner?.camp).toBe('wolf');
    expect(reviewed(g, 3)).toEqual({ camp: 'good', campName: '好人阵营', won: false });
  });

  it('§D.4.3: never what a win waits for: the good side wins once the wolves are dead, though he lives and follows a wolf', () => {
    const g = round(round(eight(), { model: 1 }, 1), {}, 6);
    expect(ws(g).winner?.camp).toBe('good');
    expect(ws(g).seats[2].alive).toBe(true);
    expect(reviewed(g, 3)).toEqual({ camp: 'wolf', campName: '狼人阵营', won: false });
    expect(reviewOf(g).winner.seats).toEqual([2, 4, 5, 7, 8]);
  });

  it('§D.4.3: counts as a villager for 屠边: the villagers are all out only once he is dead too', () => {
    // Villagers: 4 and the slacker 3; gods: seer, witch, guard, hunter.
    const g = wolfGame(['werewolf', 'seer', 'slacker', 'villager', 'witch', 'werewolf', 'hunter', 'guard'], NO_SHERIFF);
    const day1 = night(g, { model: 1, wolves: 4 });
    expect(ws(day1).winner).toBeNull();
    const day2 = night(exile(day1, null), { wolves: 3 });
    expect(ws(day2).winner).toMatchObject({ camp: 'wolf', text: '村民全部出局，狼人获胜（屠边）！' });
    expect(reviewed(day2, 3)).toMatchObject({ camp: 'wolf', won: true });
  });

  it('§D.4.3: the seer and the gravedigger see him as good, the psychic as 混血儿', () => {
    const seen = night(eight(), { model: 6, seer: 3 });
    expect(ws(seen).events?.find((e) => e.kind === 'action' && e.key === 'night.seer')).toMatchObject({ targets: [3], result: 'good' });
    const dug = wolfGame(['werewolf', 'seer', 'slacker', 'villager', 'gravedigger', 'werewolf', 'villager', 'villager'], NO_SHERIFF);
    const g = keysUntil(exile(night(dug, { model: 6 }), 3), 'night.gravedigger').game;
    expect(stepOf(g).info).toEqual({ seat: 3, result: 'good' });
    const psychic = wolfGame(['werewolf', 'psychic', 'slacker', 'villager', 'villager', 'werewolf', 'villager', 'villager'], NO_SHERIFF);
    const check = play(keysUntil(psychic, 'night.psychic', { model: 6 }).game, { seats: [3] });
    expect(stepOf(check).info).toMatchObject({ seat: 3, role: 'slacker', roleName: '混血儿' });
  });
});

describe('野孩子 wild child (docs/rules.md §D.4.4)', () => {
  /** 9 seats: wolves 1 and 6, seer 2, witch 3, wild child 4, guard 5, villagers 7, 8, 9. */
  const nine = (rules = {}) => wolfGame(['werewolf', 'seer', 'witch', 'wildChild', 'guard', 'werewolf', 'villager', 'villager', 'villager'], { ...NO_SHERIFF, ...rules });

  it('§D.4.4: night 1, right after the slacker\'s step, 野孩子请睁眼 picks a model the same way', () => {
    const deck: RoleId[] = ['werewolf', 'seer', 'slacker', 'wildChild', 'villager', 'werewolf', 'villager', 'villager', 'witch'];
    const { keys, game } = keysUntil(wolfGame(deck, NO_SHERIFF), 'night.wildChild', { model: 6 });
    expect(keys.filter((k) => k !== 'checkin' && k !== 'night.close')).toEqual(['night.slacker', 'night.wildChild']);
    expect(stepOf(game).say).toEqual(['野孩子请睁眼，请选择你的榜样。', '野孩子请闭眼。']);
    expect(stepOf(game).input).toEqual({ type: 'seats', min: 1, max: 1, options: [1, 2, 3, 5, 6, 7, 8, 9] });
    expect(refusal(() => play(game, { seats: [4] }))).toBe('ILLEGAL_MOVE');
    const chosen = play(game, { seats: [7] });
    expect(cardOf(chosen, 4)).toMatchObject({ role: 'wildChild', camp: 'good' });
    expect(cardOf(chosen, 4).description).toContain('你的榜样：7 号');
  });

  it('§D.4.4: a villager until he turns: the seer sees him good while his model lives', () => {
    const g = round(nine(), { model: 7, seer: 4 }, null);
    expect(ws(g).events?.find((e) => e.kind === 'action' && e.key === 'night.seer')).toMatchObject({ targets: [4], result: 'good' });
    expect(stepOf(keysUntil(g, 'night.wolves').game).actors).toMatchObject({ seats: [1, 6] });
  });

  it('§D.4.4: his model killed at night, at the next nightfall he turns: he wakes with the wolves and the team list shows him', () => {
    const day1 = night(nine(), { model: 7, wolves: 7 });
    expect(cardOf(day1, 4).camp).toBe('good');
    const wolves = keysUntil(exile(day1, null), 'night.wolves').game;
    const step = stepOf(wolves);
    expect(step.actors).toMatchObject({ kind: 'wolves', seats: [1, 4, 6] });
    expect(step.hint).toContain('狼人：1、4、6 号。4 号野孩子已变成狼人，和狼人一起睁眼。');
    // The judge's grid marks him red from that night on.
    expect(judgeView(wolves.module, roomOf(wolves)).seats[3].bad).toBe(true);
    expect(judgeView(day1.module, roomOf(day1)).seats[3].bad).toBeUndefined();
    expect(logText(wolves)).toContain('野孩子 4 号的榜样 7 号已出局：野孩子变成狼人，从今晚起和狼人一起睁眼');
    const turned = ws(wolves).events?.find((e) => e.kind === 'action' && e.key === 'night.wildChild' && e.result === 'wolf');
    expect(turned).toMatchObject({ round: 2, phase: 'night', actors: [4], targets: [7] });
    // His own card tells him.
    expect(cardOf(wolves, 4)).toMatchObject({ camp: 'wolf' });
    expect(cardOf(wolves, 4).description).toContain('你已变成狼人，从第 2 夜起和狼人一起睁眼杀人');
  });

  it('§D.4.4: turned, the seer and the gravedigger see him as a wolf, and he may 自爆 like a 狼人', () => {
    const deck: RoleId[] = ['werewolf', 'seer', 'witch', 'wildChild', 'gravedigger', 'werewolf', 'villager', 'villager', 'villager'];
    const day1 = night(wolfGame(deck, NO_SHERIFF), { model: 7, wolves: 7 });
    expect(stepOf(dayTo(day1, 'day.vote')).dayActions?.explode).toEqual([1, 6]);
    const day2 = night(exile(day1, null), { seer: 4 });
    expect(ws(day2).events?.filter((e) => e.kind === 'action' && e.key === 'night.seer').pop()).toMatchObject({ targets: [4], result: 'wolf' });
    expect(stepOf(dayTo(day2, 'day.vote')).dayActions?.explode).toEqual([1, 4, 6]);
    const dug = keysUntil(exile(day2, 4), 'night.gravedigger').game;
    expect(stepOf(dug).info).toEqual({ seat: 4, result: 'wolf' });
  });

  it('§D.4.4: turned, he counts as a wolf for the good win and plays for the wolves in the review', () => {
    const turned = exile(night(nine(), { model: 7, wolves: 7 }), 1);
    const afterSix = round(turned, {}, 6);
    expect(ws(afterSix).winner).toBeNull();
    const end = round(afterSix, {}, 4);
    expect(ws(end).winner?.camp).toBe('good');
    expect(reviewed(end, 4)).toEqual({ camp: 'wolf', campName: '狼人阵营', won: false });
  });

  it('§D.4.4: turned, he is no villager for 屠边: the wolves win when the other villagers are out', () => {
    const turned = exile(night(nine(), { model: 7, wolves: 7 }), null);
    const g = night(exile(night(turned, { wolves: 8 }), null), { wolves: 9 });
    expect(ws(g).winner).toMatchObject({ camp: 'wolf', text: '村民全部出局，狼人获胜（屠边）！' });
    expect(ws(g).seats[3].alive).toBe(true);
    expect(reviewed(g, 4)).toMatchObject({ camp: 'wolf', won: true });
  });

  it('§D.4.4: until that nightfall he is still good: a win checked the day his model dies counts him good', () => {
    const g = round(round(nine(), { model: 6 }, 1), {}, 6);
    expect(ws(g).winner?.camp).toBe('good');
    expect(reviewed(g, 4)).toEqual({ camp: 'good', campName: '好人阵营', won: true });
  });

  it('§D.4.4: dead before his model, he stays good for the whole game', () => {
    const day1 = night(nine(), { model: 6, wolves: 4 });
    const g = keysUntil(exile(day1, 6), 'night.wolves').game;
    expect(stepOf(g).actors).toMatchObject({ seats: [1] });
    expect(logText(g).some((l) => l.includes('野孩子变成狼人'))).toBe(false);
    expect(werewolfGame.campOf(ws(g), 4)).toBe('good');
  });

  it('§D.4.4: wildChild.trigger exile: a model killed at night does not turn him, an exiled one does', () => {
    const killed = keysUntil(exile(night(nine({ 'wildChild.trigger': 'exile' }), { model: 7, wolves: 7 }), null), 'night.wolves').game;
    expect(stepOf(killed).actors).toMatchObject({ seats: [1, 6] });
    const exiled = keysUntil(exile(night(nine({ 'wildChild.trigger': 'exile' }), { model: 7 }), 7), 'night.wolves').game;
    expect(stepOf(exiled).actors).toMatchObject({ seats: [1, 4, 6] });
  });
});

describe('boards with the slacker and the wild child (docs/rules.md §D.9.4)', () => {
  const board = (id: string) => {
    const preset = werewolfGame.presets.find((p) => p.id === id);
    if (!preset) throw new Error(`no preset ${id}`);
    return preset;
  };

  it.each([
    ['modern12-idiot-slacker', '预女猎白混', { werewolf: 4, villager: 3, slacker: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 }, 'night.slacker'],
    ['modern12-idiot-wildchild', '预女猎白野', { werewolf: 3, villager: 4, wildChild: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 }, 'night.wildChild'],
  ])('§D.9.4: %s (%s) deals its 12 cards on the modern base and calls the model first', (id, name, roles, first) => {
    const preset = board(id);
    expect(preset.name).toBe(name);
    expect(preset.players).toEqual([12, 12]);
    expect(preset.roles(12)).toEqual(roles);
    expect(werewolfGame.checkRoles(12, preset.roles(12), preset.rules)).toBeNull();
    expect(preset.rules).toMatchObject({
      'witch.selfSave': 'never', 'sheriff.electionTiming': 'beforeDeaths', 'sheriff.voteWeight': '1.5',
      lastWords: 'modern', 'win.wolves': 'side', 'vote.tie': 'pkOnce', 'reveal.onDeath': false, 'night.seerStep': 'afterWitch',
    });
    const { keys } = keysUntil(newGame('werewolf', { players: 12, preset: id }), 'night.witchSave');
    expect(keys.filter((k) => k !== 'checkin' && k !== 'night.close')).toEqual([first, 'night.wolves', 'night.witchSave']);
  });
});
