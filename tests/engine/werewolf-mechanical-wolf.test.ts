import type { ReviewEvent } from '../../typings/api';
import { eventsOf } from '../../cloudfunctions/game/src/engine/core/events';
import { alive, play, refusal, skipTo, stepOf, type TestGame } from '../helpers/game';
import { dayTo, dead, keysUntil, logText, night, wolfGame } from '../helpers/werewolf';

// 机械狼 mechanical wolf (docs/rules.md §D.2.5; low confidence: every disputed point is an option).

/** 9 seats: werewolf 1, psychic 2, witch 3, guard 4, mechanical wolf 5, hunter 6, villagers 7–9. */
function board(rules = {}): TestGame {
  return wolfGame(['werewolf', 'psychic', 'witch', 'guard', 'mechanicalWolf', 'hunter', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false, ...rules });
}

function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), { ballots: {} }), 'night.close');
}

/** Night 1 up to his step, learning from `seat` (the rest of night 1 per `plan`), then night 2 per `tonight` to his step. */
function learned(seat: number, rules = {}, plan = {}, tonight = {}): TestGame {
  const first = keysUntil(board(rules), 'night.mechanicalWolf').game;
  const rest = night(play(first, { seats: [seat] }), plan);
  return keysUntil(quietDay(rest), 'night.mechanicalWolf', tonight).game;
}

function deathOf(g: TestGame, seat: number): ReviewEvent | undefined {
  return eventsOf(g.match.state).find((e) => e.kind === 'death' && e.seat === seat) as ReviewEvent | undefined;
}

describe('机械狼 mechanical wolf (docs/rules.md §D.2.5)', () => {
  it('§D.2.5: learns once: he is told the card (info { seat, role })', () => {
    const g = keysUntil(board(), 'night.mechanicalWolf').game;
    expect(stepOf(g).input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    const result = play(g, { seats: [4] });
    expect(stepOf(result)).toMatchObject({ key: 'night.mechanicalWolfResult', info: { seat: 4, role: 'guard', roleName: '守卫' } });
  });

  it('§D.2.5: mechanicalWolf.learnNight first: no learning after night 1', () => {
    const g = keysUntil(quietDay(night(board({ 'mechanicalWolf.learnNight': 'first' }))), 'night.mechanicalWolf').game;
    expect(stepOf(g).input).toEqual({ type: 'none' });
  });

  it('§D.2.5: learned a checker: each later night checks one player\'s exact role', () => {
    const g = learned(2);
    const result = play(g, { seats: [1] });
    expect(stepOf(result)).toMatchObject({ key: 'night.mechanicalWolfResult', info: { seat: 1, role: 'werewolf' } });
  });

  it('§D.2.5: learned the witch: one poison, same as hers', () => {
    const g = learned(3);
    const dawn = night(play(g, { seats: [7] }));
    expect(dead(dawn)).toContain(7);
    const later = keysUntil(quietDay(dawn), 'night.mechanicalWolf').game;
    expect(stepOf(later).input).toEqual({ type: 'none' });
  });

  it('§D.2.5: learned the guard: the shield stops the wolf kill; not the same player two nights running', () => {
    const g = learned(4, {}, {}, { wolves: 7 });
    const dawn = night(play(g, { seats: [7] }));
    expect(alive(dawn)).toContain(7);
    expect(logText(dawn)).toContain('7 号被机械盾保护，没有死');
    const next = keysUntil(quietDay(dawn), 'night.mechanicalWolf').game;
    const input = stepOf(next).input;
    expect(input.type === 'seats' && input.options).not.toContain(7);
  });

  it('§D.2.5: shield against the witch\'s poison: block (default) or reflect onto the witch', () => {
    const blocked = night(play(learned(4), { seats: [7] }), { poison: 7 });
    expect(alive(blocked)).toContain(7);
    const reflected = night(play(learned(4, { 'mechanicalWolf.shieldVsPoison': 'reflect' }), { seats: [7] }), { poison: 7 });
    expect(alive(reflected)).toContain(7);
    expect(alive(reflected)).not.toContain(3);
  });

  it.each(['block', 'reflect'])('§D.2.5: shieldUses once: a poison the shield stopped (%s) spends it', (against) => {
    const rules = { 'mechanicalWolf.shieldUses': 'once', 'mechanicalWolf.shieldVsPoison': against };
    const saved = night(play(learned(4, rules), { seats: [7] }), { poison: 7 });
    expect(alive(saved)).toContain(7);
    const next = keysUntil(quietDay(saved), 'night.mechanicalWolf').game;
    expect(stepOf(next).input).toEqual({ type: 'none' });
    expect(stepOf(next).hint).toContain('机械盾已失效');
  });

  it('§D.2.5: his poison and his shield\'s reflection are his in the log and the 复盘, not the witch\'s nor an evil knight\'s', () => {
    const poisoned = night(play(learned(3), { seats: [7] }));
    expect(logText(poisoned)).toContain('7 号（村民）被机械狼毒死');
    expect(deathOf(poisoned, 7)).toMatchObject({ causes: ['poison'], by: 5 });
    const reflected = night(play(learned(4, { 'mechanicalWolf.shieldVsPoison': 'reflect' }), { seats: [7] }), { poison: 7 });
    expect(logText(reflected)).toContain('3 号（女巫）被机械狼反伤');
    expect(deathOf(reflected, 3)).toMatchObject({ causes: ['reflect'], by: 5 });
    // The witch's own poison still reads as hers.
    const witch = night(learned(7), { poison: 8 });
    expect(logText(witch)).toContain('8 号（村民）被女巫毒死');
  });

  it('§D.2.5: shield + antidote on the wolf target obeys guard.doubleProtectKills (同守同救)', () => {
    const dawn = night(play(learned(4, {}, {}, { wolves: 7 }), { seats: [7] }), { save: true });
    expect(alive(dawn)).not.toContain(7);
    // The log and the 复盘's notes end on the shield's 同守同救, so the antidote is not left as the last word.
    const notes = eventsOf(dawn.match.state).flatMap((e) => (e.kind === 'note' ? [e.text] : []));
    for (const told of [logText(dawn), notes]) {
      expect(told.indexOf('但 7 号同时被机械盾保护：同守同救，仍然死亡')).toBeGreaterThan(told.indexOf('7 号被女巫救活'));
    }
  });

  it('§D.2.5: learned the hunter: shoots on death from the day after learning', () => {
    const g = learned(6);
    // Exiled on day 2: his gun is active.
    const day = dayTo(night(play(g)), 'day.vote');
    const shot = play(day, { ballots: { 1: 5, 2: 5, 3: 5 } });
    const gun = skipTo(shot, 'day.mechanicalWolf');
    expect(stepOf(gun).input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(alive(play(gun, { seats: [2] }))).not.toContain(2);
  });

  it('§D.2.5: learned a team wolf: once, holding the knife, two kills (twoTargets)', () => {
    // Learns the werewolf on night 1 and the witch poisons the werewolf: night 2 he holds the knife.
    const g = learned(1, {}, { poison: 1 });
    const knife = keysUntil(g, 'night.mechanicalWolfKill').game;
    expect(stepOf(knife).input).toMatchObject({ type: 'seats', min: 0, max: 2 });
    const dawn = night(play(knife, { seats: [7, 8] }));
    expect(dead(dawn)).toEqual(expect.arrayContaining([7, 8]));
  });

  it('§D.2.5: mechanicalWolf.doubleKill pierce: on a night he chooses, one knife through the guard', () => {
    const g = learned(1, { 'mechanicalWolf.doubleKill': 'pierce' }, { poison: 1 }, { guard: 7 });
    expect(stepOf(g).input).toEqual({ type: 'choice', options: [{ id: 'pierce', label: '用穿透的一刀' }, { id: 'skip', label: '今晚不用' }] });
    // Kept for later: tonight's knife is stopped by the guard as any knife.
    const kept = keysUntil(play(g, { choice: 'skip' }), 'night.mechanicalWolfKill').game;
    expect(stepOf(kept).input).toMatchObject({ max: 1 });
    const spared = night(play(kept, { seats: [7] }));
    expect(alive(spared)).toContain(7);
    // The next night he uses it: the guarded player dies, and it is spent.
    const next = keysUntil(quietDay(spared), 'night.mechanicalWolf', { guard: 8 }).game;
    expect(stepOf(next).input.type).toBe('choice');
    const pierced = keysUntil(play(next, { choice: 'pierce' }), 'night.mechanicalWolfKill').game;
    expect(stepOf(pierced).hint).toContain('穿透');
    const dawn = night(play(pierced, { seats: [8] }));
    expect(dead(dawn)).toContain(8);
    expect(logText(dawn)).toContain('机械狼用了穿透的一刀：无视守卫和机械盾');
    const after = keysUntil(quietDay(dawn), 'night.mechanicalWolf').game;
    expect(stepOf(after).input).toEqual({ type: 'none' });
  });

  it('§D.2.5: a pierce chosen with no knife thrown is not spent', () => {
    const g = learned(1, { 'mechanicalWolf.doubleKill': 'pierce' }, { poison: 1 });
    const knife = keysUntil(play(g, { choice: 'pierce' }), 'night.mechanicalWolfKill').game;
    const next = keysUntil(quietDay(night(play(knife, { seats: [] }))), 'night.mechanicalWolf').game;
    expect(stepOf(next).input.type).toBe('choice');
  });

  it('§D.2.5: the psychic sees 机械狼 until his learned skill is active, then the learned role', () => {
    const first = keysUntil(board(), 'night.psychicResult', { psychic: 5 }).game;
    expect(stepOf(first).info).toMatchObject({ seat: 5, role: 'mechanicalWolf' });
    const later = learned(4);
    // learned() stopped at night 2's mechanicalWolf step: the psychic checked him earlier tonight.
    const g = keysUntil(quietDay(night(play(later, { seats: [] }))), 'night.psychicResult', { psychic: 5 }).game;
    expect(stepOf(g).info).toMatchObject({ seat: 5, role: 'guard' });
    // The judge's record (and so the 复盘) names what the psychic was shown.
    expect(logText(g).at(-1)).toBe('通灵师 2 号查验 5 号：守卫');
  });

  it('§D.2.5: learned a villager: nothing', () => {
    const g = learned(7);
    expect(stepOf(g).input).toEqual({ type: 'none' });
  });

  it('§D.2.5, §D.5: a double kill (twoTargets): the witch is told both targets and may save one', () => {
    const g = learned(1, {}, { poison: 1 });
    const knife = keysUntil(g, 'night.mechanicalWolfKill').game;
    const witch = keysUntil(play(knife, { seats: [7, 8] }), 'night.witchSave').game;
    const step = stepOf(witch);
    expect(step.info).toEqual({ victim: 7, victims: [7, 8] });
    expect(step.hint).toContain('向她示意 7、8 号被杀');
    expect(step.say.join('')).not.toMatch(/\d/);
    expect(step.input).toMatchObject({ type: 'choice', options: [{ id: 'save', label: '用解药救 7 号' }, { id: 'save:8', label: '用解药救 8 号' }, { id: 'skip' }] });
    const dawn = night(play(witch, { choice: 'save:8' }));
    expect(dead(dawn)).toContain(7);
    expect(alive(dawn)).toContain(8);
    expect(logText(dawn)).toContain('8 号被女巫救活（双刀的第二刀）');
  });

  it('§D.2.5: a shot fired at dawn at the player under the 机械盾 is blocked; by day it is not', () => {
    // Night 2: he shields 4 (the guard); the wolf kills the hunter 6, who shoots 4 at dawn: 4 lives.
    const g = learned(4, { 'hunter.noShotOn': [] }, {}, { wolves: 6 });
    const day = skipTo(night(play(g, { seats: [4] })), 'day.dawn');
    const shot = play(skipTo(play(day), 'day.hunter'), { seats: [4] });
    expect(alive(shot)).toContain(4);
    expect(logText(shot)).toContain('4 号昨晚被机械盾保护，天亮时的开枪对他无效');
    expect(stepOf(shot).say.join('')).toContain('6 号玩家开枪，4 号玩家没有出局');
  });

  it('§D.2.5: the shield does not stop a shot fired by day (the hunter exiled)', () => {
    const g = learned(4, { 'hunter.noShotOn': [] });
    const vote = dayTo(night(play(g, { seats: [4] })), 'day.vote');
    const shot = play(skipTo(play(vote, { ballots: { 1: 6, 2: 6, 3: 6 } }), 'day.hunter'), { seats: [4] });
    expect(alive(shot)).not.toContain(4);
  });

  it('§D.2.5: mechanicalWolf.selfDestruct: off (default) he may not 自爆; on he may', () => {
    const off = dayTo(night(board()), 'day.vote');
    expect(stepOf(off).dayActions?.explode ?? []).not.toContain(5);
    expect(refusal(() => play(off, { explode: 5 }))).toBe('ILLEGAL_MOVE');
    const on = dayTo(night(board({ 'mechanicalWolf.selfDestruct': true })), 'day.vote');
    expect(stepOf(on).dayActions?.explode).toContain(5);
    const exploded = play(on, { explode: 5 });
    expect(alive(exploded)).not.toContain(5);
  });
});
