import type { RoleId } from '../../typings/api';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, night, wolfGame, ws } from '../helpers/werewolf';

// 守墓人 (docs/rules.md §D.3.2), 通灵师 (§D.3.3), 乌鸦 (§D.3.4).

/** 9 seats: werewolves 1 and 6, `checker` 2, witch 3, `god` 4, idiot 5, villagers 7–9. */
function board(god: RoleId, rules = {}, checker: RoleId = 'seer'): TestGame {
  return wolfGame(['werewolf', checker, 'witch', god, 'idiot', 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false, ...rules });
}

/** From the day's vote with `ballots` through the exile to the next night. */
function voteTo(g: TestGame, ballots: Record<number, number>): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), votes(ballots)), 'night.close');
}

describe('守墓人 gravedigger (docs/rules.md §D.3.2)', () => {
  it('§D.3.2: is not called on night 1', () => {
    expect(keysUntil(board('gravedigger'), 'night.witchPoison').keys).not.toContain('night.gravedigger');
    expect(ws(night(board('gravedigger'))).phase).toBe('day');
  });

  it('§D.3.2: night 2, last step, told yesterday\'s exile was a wolf (thumb down)', () => {
    const g = keysUntil(voteTo(night(board('gravedigger')), { 2: 6, 3: 6, 4: 6 }), 'night.gravedigger').game;
    expect(stepOf(g)).toMatchObject({ input: { type: 'none' }, info: { seat: 6, result: 'wolf' } });
    expect(stepOf(g).say).toEqual(['守墓人请睁眼。', '昨天被放逐的玩家是……', '守墓人请闭眼。']);
    expect(stepOf(g).hint).toContain('拇指向下');
    expect(ws(play(g)).phase).toBe('day');
  });

  it('§D.3.2: a flipped idiot counts as yesterday\'s exile: good', () => {
    const g = keysUntil(voteTo(night(board('gravedigger')), { 1: 5, 2: 5, 3: 5 }), 'night.gravedigger').game;
    expect(stepOf(g).info).toEqual({ seat: 5, result: 'good' });
    expect(stepOf(g).hint).toContain('拇指向上');
  });

  it('§D.3.2: no exile yesterday (nobody voted) → { seat: null }, the judge waves', () => {
    const g = keysUntil(voteTo(night(board('gravedigger')), {}), 'night.gravedigger').game;
    expect(stepOf(g).info).toEqual({ seat: null });
    expect(stepOf(g).hint).toContain('摇手');
  });

  it('§D.3.2: only yesterday counts: an exile two days ago is not told again', () => {
    const twoDays = voteTo(night(voteTo(night(board('gravedigger')), { 2: 6, 3: 6, 4: 6 })), {});
    expect(stepOf(keysUntil(twoDays, 'night.gravedigger').game).info).toEqual({ seat: null });
  });
});

describe('通灵师 psychic (docs/rules.md §D.3.3)', () => {
  it('§D.3.3: a deck with the psychic in the seer\'s slot and no seer is accepted, as one with neither; both is refused', () => {
    expect(werewolfGame.checkRoles(9, { werewolf: 2, psychic: 1, witch: 1, villager: 5 }, {})).toBeNull();
    expect(werewolfGame.checkRoles(9, { werewolf: 2, witch: 1, villager: 6 }, {})).toBeNull();
    expect(werewolfGame.checkRoles(9, { werewolf: 2, seer: 1, psychic: 1, villager: 5 }, {})).toBe('预言家、通灵师和纯白之女占同一个位置，最多只能有 1 名');
  });

  it('§D.3.3: checks one other player and is shown the exact role (the hidden wolf as 隐狼)', () => {
    const g = wolfGame(['werewolf', 'psychic', 'witch', 'hiddenWolf', 'villager', 'werewolf', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    const check = keysUntil(g, 'night.psychic').game;
    expect(stepOf(check).say).toEqual(['通灵师请睁眼，请选择你要查验的玩家。']);
    expect(stepOf(check).input).toMatchObject({ type: 'seats', min: 1, max: 1 });
    expect(refusal(() => play(check, { seats: [2] }))).toBe('ILLEGAL_MOVE');
    const result = play(check, { seats: [4] });
    expect(stepOf(result)).toMatchObject({ key: 'night.psychicResult', info: { seat: 4, role: 'hiddenWolf', roleName: '隐狼' } });
    expect(stepOf(result).say).toEqual(['他的身份是……', '通灵师请闭眼。']);
    expect(stepOf(result).hint).toContain('隐狼');
  });
});

describe('乌鸦 crow (docs/rules.md §D.3.4)', () => {
  it('§D.3.4: curses after the guard; not himself', () => {
    const g = keysUntil(board('crow'), 'night.crow').game;
    expect(stepOf(g).say).toEqual(['乌鸦请睁眼，请选择你要诅咒的玩家。', '乌鸦请闭眼。']);
    expect(stepOf(g).input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(refusal(() => play(g, { seats: [4] }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.3.4: the cursed player gets one more vote in the next exile vote, shown as a line of its own', () => {
    // 7 gets 2 ballots + the curse = 3; 8 gets 2 ballots: 7 is exiled.
    const day = dayTo(night(board('crow'), { crow: 7 }), 'day.vote');
    // The judge's count shows the curse before any ballot.
    expect(stepOf(day).input).toMatchObject({ type: 'ballots', bonus: { 7: 1 } });
    const g = play(day, votes({ 1: 7, 2: 7, 3: 8, 5: 8 }));
    expect(alive(g)).not.toContain(7);
    expect(logText(g)).toContain('乌鸦的诅咒：7 号多 1 票（已计入）');
  });

  it('§D.3.4: without the curse the same ballots tie and nobody is exiled', () => {
    const g = play(dayTo(night(board('crow')), 'day.vote'), votes({ 1: 7, 2: 7, 3: 8, 5: 8 }));
    expect(alive(g)).toContain(7);
    expect(alive(g)).toContain(8);
  });

  it('§D.3.4: the curse counts in the PK revote too', () => {
    // 7 (cursed) and 8 tie at 3 each → PK; in the revote 8 gets 2 ballots, 7 gets 1 + the curse = 2: tied again → nobody.
    const rules = { 'vote.tie': 'pkOnce' };
    const day = dayTo(night(board('crow', rules), { crow: 7 }), 'day.vote');
    const pk = play(day, votes({ 1: 7, 2: 7, 3: 8, 5: 8, 8: 8 }));
    expect(stepOf(pk).key).toBe('day.pk');
    const revote = play(pk);
    expect(stepOf(revote).input).toMatchObject({ type: 'ballots', candidates: [7, 8] });
    const out = play(revote, votes({ 1: 7, 2: 8, 3: 8 }));
    expect(logText(out)).toContain('乌鸦的诅咒：7 号多 1 票（已计入）');
    expect(alive(out)).toContain(7);
    expect(alive(out)).toContain(8);
    const out2 = play(revote, votes({ 1: 7, 2: 8 }));
    expect(alive(out2)).not.toContain(7);
  });

  it('§D.3.4: crow.extraVotes "0.5" adds half a vote', () => {
    const day = dayTo(night(board('crow', { 'crow.extraVotes': '0.5' }), { crow: 7 }), 'day.vote');
    const g = play(day, votes({ 1: 7, 3: 8 }));
    expect(alive(g)).not.toContain(7);
    expect(logText(g)).toContain('乌鸦的诅咒：7 号多 0.5 票（已计入）');
  });

  it('§D.3.4: the curse lasts one day only, and (crow.noRepeat) not on last night\'s target', () => {
    const next = keysUntil(voteTo(night(board('crow'), { crow: 7 }), { 1: 8, 2: 8 }), 'night.crow').game;
    const input = stepOf(next).input;
    expect(input.type === 'seats' && input.options).not.toContain(7);
    expect(refusal(() => play(next, { seats: [7] }))).toBe('ILLEGAL_MOVE');
    const day2 = dayTo(night(next), 'day.vote');
    const g = play(day2, votes({ 1: 7, 2: 9 }));
    expect(alive(g)).toContain(7);
    expect(alive(g)).toContain(9);
    expect(logText(g).slice(logText(day2).length).some((l) => l.startsWith('乌鸦的诅咒'))).toBe(false);
  });
});
