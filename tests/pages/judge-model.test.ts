// The console's selection rules on inputs the 杀人游戏 pages do not meet (2 seats, choices, 自爆).
import type { JudgeView, Step } from '../../typings/api';
import { changes } from '../../miniprogram/services/diff';
import {
  candidatesInOrder, consoleData, emptySelection, explodeOptions, isValid, logLines, nextText, stepInput, tapSeat,
  type Selection,
} from '../../miniprogram/pages/judge/model';

function view(step: Step, extra: Partial<JudgeView> = {}): JudgeView {
  return {
    roomNo: '123456', game: 'werewolf', gameName: '狼人杀', preset: 'classic', status: 'playing', players: 4,
    roles: {}, rules: { selfDestruct: true },
    seats: [1, 2, 3, 4].map((seat) => ({
      seat, joined: true, role: seat === 4 ? 'werewolf' : 'villager', roleName: seat === 4 ? '狼人' : '村民',
      alive: seat !== 3, tags: seat === 1 ? ['sheriff'] : [], tagNames: seat === 1 ? ['警长'] : [],
    })),
    round: 1, phase: 'night', phaseNames: { night: '第 {n} 夜', day: '第 {n} 天' }, step, log: [], v: 1, ...extra,
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

test('a skippable seats step (cupid.allowSkip): empty or exactly min..max, never in between', () => {
  const step: Step = {
    id: 3, key: 'night.cupid', title: '', say: [],
    input: { type: 'seats', min: 2, max: 2, options: [1, 2, 3, 4], skippable: true }, passLabel: '不连人',
  };
  const v = view(step);
  let sel = emptySelection(step);
  expect(isValid(step, sel)).toBe(true);
  expect(nextText(step, sel)).toBe('不连人，下一步');
  expect(stepInput(step, sel)).toEqual({ seats: [] });
  expect(consoleData(v, sel)).toMatchObject({ canNext: true, nextText: '不连人，下一步', inputText: '在座位上点选 2 人；不选人也可以直接下一步' });
  sel = tap(v, sel, 2);
  expect(isValid(step, sel)).toBe(false);
  expect(nextText(step, sel)).toBe('下一步');
  expect(consoleData(v, sel).inputText).toBe('已选：2 号，还差 1 人（或全部点掉，不选）');
  sel = tap(v, sel, 4);
  expect(isValid(step, sel)).toBe(true);
  expect(stepInput(step, sel)).toEqual({ seats: [2, 4] });

  const strict: Step = { ...step, input: { type: 'seats', min: 2, max: 2, options: [1, 2, 3, 4] } };
  expect(isValid(strict, emptySelection(strict))).toBe(false);
  expect(nextText(strict, emptySelection(strict))).toBe('下一步');
});

test('下一步 says what an empty selection means where one is allowed, in the step\'s words', () => {
  const seats = (key: string, min: number, passLabel?: string): Step => (
    { id: 5, key, title: '', say: [], input: { type: 'seats', min, max: 1, options: [1, 2] }, ...(passLabel && { passLabel }) });
  const none = emptySelection(null);
  expect(nextText(seats('night.guard', 0, '空守'), none)).toBe('空守，下一步');
  expect(nextText(seats('night.witchPoison', 0, '不用毒'), none)).toBe('不用毒，下一步');
  expect(nextText(seats('day.hunter', 0, '不开枪'), none)).toBe('不开枪，下一步');
  expect(nextText(seats('day.somethingNew', 0), none)).toBe('不选人，下一步');
  expect(nextText(seats('night.seer', 1), none)).toBe('下一步');
  expect(nextText(seats('night.guard', 0, '空守'), { ...none, seats: [2] })).toBe('下一步');
  expect(nextText({ id: 5, key: 'day.speech', title: '', say: [], input: { type: 'none' } }, none)).toBe('下一步');
});

test('the seats a step is about carry the server\'s marks', () => {
  const step: Step = { id: 5, key: 'day.pk', title: '', say: [], input: { type: 'none' }, marks: [{ seat: 1, text: '平票' }, { seat: 4, text: '平票' }] };
  const v = view(step, { phase: 'day' });
  expect(consoleData(v, emptySelection(v.step)).seats.map((s) => s.badge)).toEqual(['平票', '', '', '平票']);
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

test('ballots: each candidate\'s votes count as the server will, the sheriff\'s by its weight, a curse\'s before any ballot', () => {
  const step: Step = {
    id: 12, key: 'day.vote', title: '', say: [],
    input: { type: 'ballots', voters: [1, 2, 4], candidates: [1, 2, 4], weights: { 1: 1.5 }, bonus: { 2: 1 } },
  };
  const v = view(step, { phase: 'day' });
  let sel = emptySelection(step);
  sel = tap(v, { ...sel, candidate: 4 }, 1);
  sel = tap(v, { ...sel, candidate: 2 }, 4);
  const votes = Object.fromEntries(consoleData(v, sel).candidates.map((c) => [c.seat, c.votes]));
  // Sheriff 1 on 4 and one ballot on the cursed 2: 1.5 against 2, not a 1 : 1 tie.
  expect(votes).toEqual({ 1: 0, 2: 2, 4: 1.5 });
});

test('自爆 is offered to exactly the seats the step names (the server decides who may)', () => {
  const quiet: Step = { id: 12, key: 'day.speech', title: '', say: [], input: { type: 'none' } };
  const step: Step = {
    ...quiet, dayActions: { explode: [4] },
    dayActionWords: { explode: { button: '自爆', send: '自爆', ok: '自爆', warning: '立即出局。' } },
  };
  expect(explodeOptions(view(quiet, { phase: 'day' }))).toEqual([]);
  expect(explodeOptions(view(step, { phase: 'day' }))).toEqual([4]);
  const v = view(step, { phase: 'day' });
  const sel = { ...emptySelection(step), explode: true };
  expect(tapSeat(v, sel, 1)).toBe('1 号现在不能自爆');
  expect(consoleData(v, sel)).toMatchObject({ canExplode: true, explodeText: '取消自爆', inputText: '在座位上点选要自爆的玩家' });
  expect(stepInput(step, tap(v, sel, 4))).toEqual({ explode: 4 });
});

test('lines that repeat still get one id each (wx:key), new ones with every step', () => {
  const step: Step = { id: 8, key: 'day.dawn', title: '', say: ['平安夜', '平安夜'], input: { type: 'none' } };
  const log = [
    { round: 1, phase: 'night' as const, text: '平安夜' },
    { round: 2, phase: 'night' as const, text: '平安夜' },
  ];
  const data = consoleData(view(step, { log }), emptySelection(step));
  expect(data.step?.say).toEqual([{ id: '8.0', text: '平安夜' }, { id: '8.1', text: '平安夜' }]);
  expect(consoleData(view({ ...step, id: 9 }), emptySelection(step)).step?.say.map((l) => l.id)).toEqual(['9.0', '9.1']);
  const lines = logLines(view(step, { log }));
  expect(lines.map((l) => l.text)).toEqual(['平安夜', '平安夜']);
  expect(new Set(lines.map((l) => l.id)).size).toBe(2);
});

test('heads the log\'s nights and days in the words the view gives: 谁是卧底 counts rounds', () => {
  const step: Step = { id: 8, key: 'day.vote', title: '', say: [], input: { type: 'none' } };
  const log = [
    { round: 1, phase: 'day' as const, text: '3 号被投票出局' },
    { round: 1, phase: 'day' as const, text: '游戏继续' },
    { round: 2, phase: 'day' as const, text: '5 号被投票出局' },
  ];
  const rounds = logLines(view(step, { log, phaseNames: { night: '第 {n} 轮', day: '第 {n} 轮' } }));
  expect(rounds.map((l) => l.head)).toEqual(['第 1 轮', '', '第 2 轮']);
  expect(logLines(view(step, { log })).map((l) => l.head)).toEqual(['第 1 天', '', '第 2 天']);
  expect(consoleData(view(step, { round: 3, phase: 'day', phaseNames: { night: '第 {n} 轮', day: '第 {n} 轮' } }), emptySelection(step)).phaseText).toBe('第 3 轮');
});

test('changes: only what differs, lists item by item', () => {
  expect(changes({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: 'y' })).toEqual({ 'b[1]': 3, c: 'y' });
  expect(changes({ b: [1] }, { b: [1, 2] })).toEqual({ b: [1, 2] });
  expect(changes({ s: null }, { s: { id: 1 } })).toEqual({ s: { id: 1 } });
});
