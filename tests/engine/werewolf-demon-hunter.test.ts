import type { RoleId } from '../../typings/api';
import { publicLog } from '../../cloudfunctions/game/src/engine/core/public-log';
import { shownCard } from '../../cloudfunctions/game/src/engine/core/shown-card';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { play, refusal, skipTo, stepOf, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, logText, night, type NightPlan, wolfGame, ws } from '../helpers/werewolf';

// 猎魔人 (docs/rules.md §D.3.5), the hunt and poison stages of the dawn (§D.6).

/** Blood moon 1, wolves 2 3 4, seer 5, witch 6, demon hunter 7, guard 8, villagers 9–12. */
const HUNT: RoleId[] = [
  'bloodMoon', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'demonHunter', 'guard', 'villager', 'villager', 'villager', 'villager',
];

const game = (rules = {}) => wolfGame(HUNT, { 'sheriff.enabled': false, 'night.callAbsent': false, ...rules });

function at(g: TestGame, key: string, plan: NightPlan = {}): TestGame {
  return keysUntil(g, key, plan).game;
}

function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

/** Night 2, from its nightfall. */
const secondNight = () => quietDay(night(game()));
const deaths = (g: TestGame) => stepOf(g).info?.deaths;

describe('猎魔人 (§D.3.5)', () => {
  it('is not called on the first night', () => {
    const { keys } = keysUntil(game(), 'day.dawn');
    expect(keys).not.toContain('night.demonHunter');
  });

  it('from the second night hunts after the witch and the seer: seats 0..1, not himself', () => {
    const { keys, game: g } = keysUntil(secondNight(), 'night.demonHunter');
    expect(keys.indexOf('night.witchPoison')).toBeLessThan(keys.indexOf('night.demonHunter'));
    const step = stepOf(g);
    expect(step.say).toEqual(['猎魔人请睁眼，请选择你要狩猎的玩家。', '猎魔人请闭眼。']);
    expect(step.input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    expect(step.passLabel).toBe('不狩猎');
    expect(refusal(() => play(g, { seats: [7] }))).toBe('ILLEGAL_MOVE');
  });

  it('a hunted wolf dies (hunt)', () => {
    const g = night(secondNight(), { hunt: 2 });
    expect(deaths(g)).toEqual([2]);
    expect(ws(g).x.deaths.at(-1)).toMatchObject({ seat: 2, cause: 'hunt' });
    expect(logText(g)).toContain('2 号（狼人）在狩猎中出局');
  });

  it('demon hunter on a good target: the demon hunter dies instead', () => {
    const g = night(secondNight(), { hunt: 9 });
    expect(deaths(g)).toEqual([7]);
    expect(logText(g)).toContain('猎魔人狩猎到好人 9 号：猎魔人 7 号死亡');
    // His own death reads as the hunt's, not as if another had hunted him.
    expect(logText(g)).toContain('7 号（猎魔人）在狩猎中出局');
  });

  it('guard and antidote do not stop a hunt', () => {
    const g = night(secondNight(), { guard: 7, wolves: 7, save: true, hunt: 10 });
    // 同守同救 kills him anyway; the hunt alone does too.
    expect(deaths(g)).toEqual([7]);
    const guarded = night(secondNight(), { guard: 2, hunt: 2 });
    expect(deaths(guarded)).toEqual([2]);
  });

  it('is immune to poison: no effect, the poison is spent', () => {
    const g = night(game(), { poison: 7 });
    expect(deaths(g)).toEqual([]);
    expect(ws(g).x.poisonUsed).toBe(true);
    expect(logText(g)).toContain('7 号是猎魔人，毒药对他无效');
  });

  it('a blood-moon night seals him: no input', () => {
    const day = dayTo(night(game()), 'day.vote');
    const sealed = at(skipTo(play(day, { explode: 1 }), 'night.close'), 'night.demonHunter');
    expect(stepOf(sealed).input).toEqual({ type: 'none' });
    expect(stepOf(sealed).hint).toContain('血月之夜');
  });

  it('§D.3.5: with reveal.onDeath the hunted wolf\'s card is not announced; other night deaths still show theirs', () => {
    const shown = quietDay(night(game({ 'reveal.onDeath': true })));
    const g = night(shown, { wolves: 9, hunt: 2 });
    const line = stepOf(skipTo(g, 'day.dawn')).say.join('');
    expect(line).toContain('2 号玩家、');
    expect(line).not.toContain('2 号玩家（');
    expect(line).toContain('9 号玩家（村民）');
    // The table's log and seats keep it hidden too, and show the other's.
    const told = play(skipTo(g, 'day.dawn'));
    const module = gameModule('werewolf');
    const log = publicLog(module, told.match.state).map((l) => l.text);
    expect(log).toContain('2 号玩家出局');
    expect(log).toContain('9 号玩家（村民）出局');
    expect([shownCard(module, told.match.state, 2), shownCard(module, told.match.state, 9)]).toEqual([undefined, { roleName: '村民', bad: false }]);
  });
});
