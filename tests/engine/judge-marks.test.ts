// The judge's marks: the server words the seats a step is about, so the page reads no step's info.
import type { Step } from '../../typings/api';
import { judgeMarks } from '../../cloudfunctions/game/src/engine/core/judge-marks';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { play, riggedGame, skipTo, stepOf } from '../helpers/game';

const step = (key: string, info: Record<string, unknown>): Step => ({ id: 5, key, title: '', say: [], input: { type: 'none' }, info });
const marks = (key: string, info: Record<string, unknown>) => judgeMarks(werewolfGame, {} as GameState, step(key, info));

describe('the judge\'s marks, worded by the shape of the step\'s info', () => {
  it('marks tonight\'s victims, the seat checked as what it is, a card shown, the tied, the blocked and the teammates shown', () => {
    expect(marks('night.witchSave', { victim: 2 })).toEqual([{ seat: 2, text: '被杀' }]);
    expect(marks('night.witchSave', { victim: null })).toEqual([]);
    // A mechanical wolf's double kill: both targets.
    expect(marks('night.witchSave', { victim: 7, victims: [7, 8] })).toEqual([{ seat: 7, text: '被杀' }, { seat: 8, text: '被杀' }]);
    expect(marks('night.seerResult', { seat: 3, result: 'wolf' })).toEqual([{ seat: 3, text: '狼人' }]);
    expect(marks('night.gravedigger', { seat: 6, result: 'good' })).toEqual([{ seat: 6, text: '好人' }]);
    expect(marks('night.gargoyleResult', { seat: 4, role: 'gravedigger', roleName: '守墓人' })).toEqual([{ seat: 4, text: '守墓人' }]);
    expect(marks('night.psychicResult', { seat: 4, role: 'hiddenWolf' })).toEqual([{ seat: 4, text: '隐狼' }]);
    expect(marks('night.hiddenWolf', { wolves: [1, 6] })).toEqual([{ seat: 1, text: '狼队友' }, { seat: 6, text: '狼队友' }]);
    expect(marks('night.seer', { blocked: [3] })).toEqual([{ seat: 3, text: '技能无效' }]);
    expect(marks('day.pk', { tied: [1, 4] })).toEqual([{ seat: 1, text: '平票' }, { seat: 4, text: '平票' }]);
    // A seat without a finding (the thief, a speaker) is not marked.
    expect(marks('night.thief', { seat: 3, center: [] })).toEqual([]);
    expect(marks('day.lastWords', { seat: 3 })).toEqual([]);
  });

  it('lets a game word a step of its own shape: the police\'s result in 杀人游戏', () => {
    const nine = riggedGame('killer', { players: 9 }, ['killer', 'police', 'civilian', 'civilian', 'killer', 'police', 'civilian', 'civilian', 'civilian']);
    const checked = play(play(skipTo(nine, 'night.killers'), { seats: [3] }), { seats: [5] });
    expect(judgeMarks(checked.module, checked.match.state, stepOf(checked))).toEqual([{ seat: 5, text: '是杀手' }]);
  });
});
