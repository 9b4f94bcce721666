import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, night, wolfGame } from '../helpers/werewolf';

// 恶灵骑士 evil knight (docs/rules.md §D.2.9).

/** 9 seats: werewolf 1, seer 2, witch 3, guard 4, evil knight 5, villagers 6–9. */
function board(rules = {}, checker = 'seer'): TestGame {
  return wolfGame(['werewolf', checker, 'witch', 'guard', 'evilKnight', 'villager', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false, ...rules });
}

describe('恶灵骑士 evil knight (docs/rules.md §D.2.9)', () => {
  it('§D.2.9: meets the team in night.wolves and is not a legal wolf target', () => {
    const g = keysUntil(board(), 'night.wolves').game;
    expect(stepOf(g).actors).toEqual({ kind: 'wolves', seats: [1, 5] });
    const input = stepOf(g).input;
    expect(input.type === 'seats' && input.options).not.toContain(5);
    expect(refusal(() => play(g, { seats: [5] }))).toBe('ILLEGAL_MOVE');
  });

  it('§D.0, §D.2.9: he meets the team, and while he lives a lone wolf does not hold the knife', () => {
    const g = wolfGame(['werewolf', 'seer', 'witch', 'guard', 'gargoyle', 'villager', 'villager', 'evilKnight', 'villager'], { 'sheriff.enabled': false });
    const wolves = keysUntil(g, 'night.wolves').game;
    expect(stepOf(wolves).actors).toEqual({ kind: 'wolves', seats: [1, 8] });
    expect(stepOf(keysUntil(g, 'night.gargoyleKill').game).input).toEqual({ type: 'none' });
  });

  it('§D.2.9: a seer check on him kills the seer at dawn (reflect), and the seer still sees wolf', () => {
    const result = keysUntil(board(), 'night.seerResult', { seer: 5 }).game;
    expect(stepOf(result).info).toEqual({ seat: 5, result: 'wolf' });
    const dawn = night(board(), { seer: 5 });
    expect(alive(dawn)).not.toContain(2);
    expect(logText(dawn)).toContain('2 号（预言家）被恶灵骑士反伤');
    expect(stepOf(dawn).say.join('')).not.toContain('反伤');
  });

  it('§D.2.9: the antidote cannot save the reflected checker', () => {
    // The wolves bite the seer; the witch saves him; he checked the knight, so he dies anyway.
    const dawn = night(board(), { seer: 5, wolves: 2, save: true });
    expect(alive(dawn)).not.toContain(2);
  });

  it('§D.2.9: poison on him is spent with no effect, and the witch dies by reflection', () => {
    const dawn = night(board(), { seer: 6, poison: 5 });
    expect(alive(dawn)).toContain(5);
    expect(alive(dawn)).not.toContain(3);
    expect(logText(dawn)).toContain('5 号恶灵骑士中毒无效（毒药已用掉）');
  });

  it('§D.2.9: checked and poisoned the same night, only the first in night order dies (the seer, before the witch)', () => {
    const dawn = night(board(), { seer: 5, poison: 5 });
    expect(alive(dawn)).not.toContain(2);
    expect(alive(dawn)).toContain(3);
    expect(alive(dawn)).toContain(5);
  });

  it('§D.2.9: checked and poisoned the same night with the seer after the witch (night.seerStep), the witch was first and dies', () => {
    const dawn = night(board({ 'night.seerStep': 'afterWitch' }), { seer: 5, poison: 5 });
    expect(alive(dawn)).not.toContain(3);
    expect(alive(dawn)).toContain(2);
  });

  it('§D.2.9: the reflection fires once per game: a second check is safe', () => {
    // The first reflection took the witch (poison); the seer checks him on night 2 and lives.
    const day1 = night(board(), { seer: 6, poison: 5 });
    const night2 = skipTo(play(dayTo(day1, 'day.vote'), { ballots: {} }), 'night.close');
    expect(alive(night(night2, { seer: 5 }))).toContain(2);
  });

  it('§D.2.9: evilKnight.reflectOn without check: the seer checks him safely; without poison: the witch poisons safely', () => {
    expect(alive(night(board({ 'evilKnight.reflectOn': ['poison'] }), { seer: 5 }))).toContain(2);
    const dawn = night(board({ 'evilKnight.reflectOn': ['check'] }), { seer: 6, poison: 5 });
    expect(alive(dawn)).toContain(3);
    expect(alive(dawn)).toContain(5);
  });

  it('§D.2.9: a psychic check is reflected like the seer\'s, and he sees 恶灵骑士', () => {
    const result = keysUntil(board({}, 'psychic'), 'night.psychicResult', { psychic: 5 }).game;
    expect(stepOf(result).info).toEqual({ seat: 5, role: 'evilKnight', roleName: '恶灵骑士' });
    expect(alive(night(board({}, 'psychic'), { psychic: 5 }))).not.toContain(2);
  });

  it('§D.2.9: he dies by day: exiled by vote', () => {
    const g = play(dayTo(night(board(), { seer: 6 }), 'day.vote'), votes({ 2: 5, 3: 5 }));
    expect(alive(g)).not.toContain(5);
  });

  it('§D.2.9: as the last wolf alive he holds no lone knife: he kills in night.wolves', () => {
    const dawn = night(board(), { seer: 6, poison: 1 });
    const g = keysUntil(skipTo(play(dayTo(dawn, 'day.vote'), { ballots: {} }), 'night.close'), 'night.wolves').game;
    expect(stepOf(g).actors).toEqual({ kind: 'wolves', seats: [5] });
  });

  it('§D.2.9: immune to every night death, a lover\'s link included: his lover killed at night, he lives', () => {
    // Cupid 9 links the evil knight 5 and villager 6; the wolves kill 6.
    const g = wolfGame(['werewolf', 'seer', 'witch', 'guard', 'evilKnight', 'villager', 'villager', 'villager', 'cupid'], { 'sheriff.enabled': false });
    const dawn = night(g, { cupid: [5, 6], seer: 7, wolves: 6 });
    expect(alive(dawn)).not.toContain(6);
    expect(alive(dawn)).toContain(5);
    expect(logText(dawn)).toContain('5 号恶灵骑士夜间不会死亡，没有随情侣 6 号殉情');
    // By day the link holds: his lover exiled, he goes with her.
    const day = night(wolfGame(['werewolf', 'seer', 'witch', 'guard', 'evilKnight', 'villager', 'villager', 'villager', 'cupid'], { 'sheriff.enabled': false }), { cupid: [5, 6], seer: 7 });
    const exiled = play(dayTo(day, 'day.vote'), votes({ 1: 6, 2: 6, 3: 6 }));
    expect(alive(exiled)).not.toContain(5);
  });
});
