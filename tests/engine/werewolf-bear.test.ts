import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { play, skipTo, stepOf, type TestGame } from '../helpers/game';
import { night, wolfGame, ws } from '../helpers/werewolf';

// 熊: no night step; each dawn, first thing, the judge says whether the bear roars.

/** 9 seats around the table; the bear sits at 5. */
function table(left: string, right: string): TestGame {
  return wolfGame(['werewolf', 'villager', 'seer', left, 'bear', right, 'witch', 'villager', 'werewolf'], { 'sheriff.enabled': false });
}

function dawnStep(g: TestGame, plan: Parameters<typeof night>[1] = {}) {
  return stepOf(night(g, plan));
}

describe('熊', () => {
  it('is in the catalog as a unique god card', () => {
    const info = gameInfo(werewolfGame);
    expect(info.roles.find((r) => r.id === 'bear')).toMatchObject({ name: '熊', camp: 'good' });
    expect(werewolfGame.checkRoles(9, { werewolf: 2, seer: 1, villager: 4, bear: 2 }, {})).toBe('熊最多只能有 1 名');
  });

  it('roars first thing at dawn when a neighbour is a wolf, before the deaths are read', () => {
    const step = dawnStep(table('werewolf', 'villager'), { seer: 1 });
    expect(step.key).toBe('day.bear');
    expect(step.say).toEqual(['天亮了，请大家睁眼。', '熊咆哮了。']);
    expect(step.info).toEqual({ roar: true });
    expect(step.input).toEqual({ type: 'none' });
  });

  it('stays silent with good neighbours, and the dawn that follows does not say 天亮了 again', () => {
    const g = night(table('villager', 'villager'), { seer: 1 });
    expect(stepOf(g).info).toEqual({ roar: false });
    expect(stepOf(g).say).toContain('熊没有咆哮。');
    const next = play(g);
    expect(stepOf(next).key).toBe('day.dawn');
    expect(stepOf(next).say).not.toContain('天亮了，请大家睁眼。');
  });

  it('counts the nearest living neighbour: a dead good neighbour lets a wolf behind him count', () => {
    // 6 (villager) dies tonight; the nearest living seat on the right is then 7 … here a wolf at 7.
    const g = wolfGame(['villager', 'villager', 'seer', 'villager', 'bear', 'villager', 'werewolf', 'witch', 'werewolf']);
    expect(stepOf(night(g, { wolves: 6, seer: 1 })).info).toEqual({ roar: true });
    expect(stepOf(night(g, { wolves: 1, seer: 1 })).info).toEqual({ roar: false });
  });

  it('does not roar once the bear is dead, and comes before an election held ahead of the deaths', () => {
    const g = wolfGame(
      ['werewolf', 'villager', 'seer', 'werewolf', 'bear', 'villager', 'witch', 'villager', 'werewolf'],
      { 'sheriff.electionTiming': 'beforeDeaths' },
    );
    const dawn = night(g, { wolves: 5, seer: 1 });
    expect(stepOf(dawn)).toMatchObject({ key: 'day.bear', info: { roar: false } });
    const election = play(dawn);
    expect(stepOf(election).key).toBe('day.sheriffCandidates');
    expect(stepOf(election).say[0]).not.toBe('天亮了，请大家睁眼。');
  });

  it('roars again at the next dawn, and a deck without a bear has no bear step', () => {
    const day = skipTo(night(table('werewolf', 'villager'), { seer: 1 }), 'day.vote');
    const g = skipTo(play(day, { ballots: {} }), 'night.close');
    expect(ws(g).round).toBe(2);
    expect(stepOf(night(g, { seer: 2 })).key).toBe('day.bear');
    const plain = wolfGame(['werewolf', 'villager', 'seer', 'villager', 'villager', 'villager', 'witch', 'villager', 'werewolf']);
    expect(stepOf(night(plain, { seer: 1 })).key).not.toBe('day.bear');
  });
});
