// The console's selection rules on inputs the 杀人游戏 pages do not meet (2 seats, choices, 自爆).
import type { JudgeView, Step } from '../../typings/api';
import { changes } from '../../miniprogram/services/diff';
import {
  candidatesInOrder, consoleData, emptySelection, explodeOptions, isValid, stepInput, tapSeat, type Selection,
} from '../../miniprogram/pages/judge/model';

function view(step: Step, extra: Partial<JudgeView> = {}): JudgeView {
  return {
    roomNo: '123456', game: 'werewolf', preset: 'classic', status: 'playing', players: 4,
    roles: {}, rules: { selfDestruct: true },
    seats: [1, 2, 3, 4].map((seat) => ({
      seat, joined: true, role: seat === 4 ? 'werewolf' : 'villager', roleName: seat === 4 ? '狼人' : '村民',
      alive: seat !== 3, tags: seat === 1 ? ['sheriff'] : [],
    })),
    round: 1, phase: 'night', step, log: [], ...extra,
  };
}

function tap(v: JudgeView, sel: Selection, seat: number): Selection {
  const next = tapSeat(v, sel, seat);
  if (typeof next === 'string') throw new Error(next);
  return next;
}

test('two seats (cupid): up to max, a third is refused until one is tapped off', () => {
  const step: Step = { id: 3, key: 'night.cupid', title: '', say: [], input: { type: 'seats', min: 0, max: 2, options: [1, 2, 4] } };
  const v = view(step);
  let sel = emptySelection(step);
  expect(isValid(step, sel)).toBe(true);
  sel = tap(v, sel, 1);
  sel = tap(v, sel, 2);
  expect(tapSeat(v, sel, 4)).toBe('最多选 2 人，先点掉一个已选的');
  expect(tapSeat(v, sel, 3)).toBe('这一步不能选 3 号');
  sel = tap(v, sel, 1);
  sel = tap(v, sel, 4);
  expect(stepInput(step, sel)).toEqual({ seats: [2, 4] });
  const data = consoleData(v, sel);
  expect(data.seats.map((s) => s.state)).toEqual(['option', 'selected', 'off', 'selected']);
  expect(data.seats[0].tags).toBe('警长');
  expect(data.inputText).toBe('已选：2、4 号');
});

test('a choice is valid once picked; the input names it', () => {
  const step: Step = { id: 9, key: 'night.witchSave', title: '', say: [], input: { type: 'choice', options: [{ id: 'save', label: '救' }, { id: 'skip', label: '不救' }] } };
  const sel = emptySelection(step);
  expect(isValid(step, sel)).toBe(false);
  expect(isValid(step, { ...sel, choice: 'nope' })).toBe(false);
  expect(stepInput(step, { ...sel, choice: 'skip' })).toEqual({ choice: 'skip' });
});

test('ballots: candidates in the calling order, a second tap takes the hand down', () => {
  const step: Step = {
    id: 12, key: 'day.vote', title: '', say: [], info: { order: [4, 1, 2] },
    input: { type: 'ballots', voters: [1, 2, 4], candidates: [1, 2, 4] },
  };
  expect(candidatesInOrder(step)).toEqual([4, 1, 2]);
  const v = view(step, { phase: 'day' });
  let sel = emptySelection(step);
  expect(sel.candidate).toBe(4);
  sel = tap(v, sel, 1);
  expect(stepInput(step, sel)).toEqual({ ballots: { 1: 4 } });
  sel = tap(v, sel, 1);
  expect(stepInput(step, sel)).toEqual({ ballots: {} });
});

test('自爆 only by day, only living werewolves, only when the rule allows', () => {
  const step: Step = { id: 12, key: 'day.speech', title: '', say: [], input: { type: 'none' } };
  expect(explodeOptions(view(step))).toEqual([]);
  expect(explodeOptions(view(step, { phase: 'day' }))).toEqual([4]);
  expect(explodeOptions(view(step, { phase: 'day', rules: { selfDestruct: false } }))).toEqual([]);
  const v = view(step, { phase: 'day' });
  const sel = { ...emptySelection(step), explode: true };
  expect(tapSeat(v, sel, 1)).toBe('1 号不是活着的狼人');
  expect(stepInput(step, tap(v, sel, 4))).toEqual({ explode: 4 });
});

test('changes: only what differs, lists item by item', () => {
  expect(changes({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: 'y' })).toEqual({ 'b[1]': 3, c: 'y' });
  expect(changes({ b: [1] }, { b: [1, 2] })).toEqual({ b: [1, 2] });
  expect(changes({ s: null }, { s: { id: 1 } })).toEqual({ s: { id: 1 } });
});
