// The player's console on fixture tables and prompts: the same 闭眼 screen on every phone that has
// nothing to answer at night, whatever the step; one dark theme for every phone at night; a decoy
// guess like a real prompt and the same 已记录 screen once either is answered; the seer, the witch,
// the wolves and a voter see their prompt and what the server lets them know; the speaker's 过;
// 自爆 by day from the server's list; answers leave as `play` events and the console itself never
// calls the backend nor makes a sound.
import simulate from 'miniprogram-simulate';
import type { Prompt, TableView } from '../../typings/api';
import { choiceOnGrid, consoleData, emptyPicks, playInput, tapSeat } from '../../miniprogram/components/player-console/model';
import {
  dawnTable, decoyPrompt, endedTable, nightSeerTable, NOW, seerGuessPrompt, seerPrompt, seerResultPrompt, speakerPrompt, speechTable, voteTable,
  voterPrompt, witchPrompt, wolvesPrompt,
} from '../fixtures/auto';
import { phone, resetPhones, tick, useFakeClock, useRealClock } from './helpers/env';
import { $, load, text, type Rendered } from './helpers/load';

const consoleId = load('components/player-console/index');

beforeEach(() => {
  resetPhones();
  useFakeClock(NOW);
});
afterEach(() => {
  useRealClock();
});

function render(table: TableView, prompt: Prompt | null, extra: Record<string, unknown> = {}): { comp: Rendered; plays: unknown[] } {
  const comp = simulate.render(consoleId, { table, prompt, seat: 5, offset: 0, ...extra });
  comp.attach(document.createElement('parent-wrapper'));
  const plays: unknown[] = [];
  const trigger = comp.instance.triggerEvent.bind(comp.instance);
  comp.instance.triggerEvent = (name: string, detail: unknown) => {
    if (name === 'play') plays.push(detail);
    return trigger(name, detail);
  };
  return { comp, plays };
}

async function tapNode(node: Rendered): Promise<void> {
  (node.querySelector('.van-button') ?? node).dispatchEvent('tap');
  await tick(0);
}

const cells = (comp: Rendered) => $(comp, '#grid').querySelectorAll('.cell');

describe('at night', () => {
  test('every phone without a prompt shows the same 闭眼 screen, whatever the step and whoever is dead', () => {
    const seer = render(nightSeerTable, null);
    const witchStep = render({ ...nightSeerTable, v: 11, step: { ...nightSeerTable.step!, id: 22, key: 'night.witch', title: '女巫', say: ['女巫请睁眼。'] } }, null, { seat: 9 });
    const dead = render({ ...nightSeerTable, seats: nightSeerTable.seats.map((s) => (s.seat === 5 ? { ...s, alive: false } : s)) }, null);
    const screens = [seer, witchStep, dead].map(({ comp }) => comp.dom?.innerHTML);
    expect(new Set(screens).size).toBe(1);
    expect(text(seer.comp)).toContain('闭眼');
    expect(text(seer.comp)).not.toContain('预言家');
    expect(seer.comp.querySelector('#timer')).toBeFalsy();
    expect(seer.comp.querySelector('#grid')).toBeFalsy();
    // Silent: no vibration, no sound, on any phone.
    expect(phone().vibrations).toBe(0);
    expect(phone().chimes).toBe(0);
  });

  test('the seer picks one seat among the options, sends it, and then sees the result from the server', async () => {
    const { comp, plays } = render(nightSeerTable, seerPrompt);
    expect(text($(comp, '#title'))).toBe('预言家请查验');
    expect(text($(comp, '#timer'))).toBe('0:17');
    expect(text($(comp, '#send'))).toBe('确定');
    expect($(comp, '#send').data.disabled).toBe(true);
    // 4 is dead and not an option
    expect(cells(comp)[3].dom?.className).toContain('off');
    cells(comp)[3].dispatchEvent('tap');
    await tick(0);
    expect(comp.querySelector('#pick-text') && text($(comp, '#pick-text'))).toBe('点选 1 个座位');
    cells(comp)[5].dispatchEvent('tap');
    await tick(0);
    expect(text($(comp, '#pick-text'))).toBe('已选：6 号');
    await tapNode($(comp, '#send'));
    expect(plays).toEqual([{ stepId: 21, input: { seats: [6] } }]);
    // The server holds the pick: the 已记录 screen, until the seat taps 修改.
    comp.setData({ prompt: seerResultPrompt });
    await tick(0);
    expect(text($(comp, '#recorded'))).toContain('已记录请继续闭眼');
    expect(comp.querySelector('#facts')).toBeFalsy();
    await tapNode($(comp, '#edit'));
    // At night the facts sit in the card as its lines, with no box of their own.
    expect(comp.querySelector('#facts')).toBeFalsy();
    expect(comp.querySelectorAll('#step .say').map(text)[0]).toBe('6 号是狼人');
    expect(text(cells(comp)[5])).toContain('狼人');
    expect(text($(comp, '#answer'))).toBe('你的选择：6 号（截止前可以改）');
    // The same pick again is nothing new to send.
    expect(text($(comp, '#send'))).toBe('已提交');
    expect($(comp, '#send').data.disabled).toBe(true);
  });

  test('the witch sees tonight\'s victim in her card and saves on the grid, or confirms 不救 with nothing picked', async () => {
    const { comp, plays } = render(nightSeerTable, witchPrompt);
    expect(comp.querySelector('#facts')).toBeFalsy();
    expect(text($(comp, '#step'))).toContain('今晚被杀的是 9 号');
    expect(text(cells(comp)[8])).toContain('被杀');
    // No buttons of her own: the victim is the one seat to pick; the confirm reads 确定 as on every phone at
    // night (「不救」 on it would name her), and the small line says an empty 确定 is 不救.
    expect(comp.querySelector('#choices')).toBeFalsy();
    expect(cells(comp)[8].dom?.className).toContain('option');
    expect(cells(comp)[2].dom?.className).toContain('off');
    expect(text($(comp, '#send'))).toBe('确定');
    expect(text($(comp, '#pick-text'))).toBe('点一个座位，不选直接「确定」就是不救');
    cells(comp)[8].dispatchEvent('tap');
    await tick(0);
    expect(text($(comp, '#pick-text'))).toBe('已选：用解药救 9 号');
    expect(text($(comp, '#send'))).toBe('确定');
    await tapNode($(comp, '#send'));
    cells(comp)[8].dispatchEvent('tap');
    await tick(0);
    await tapNode($(comp, '#send'));
    expect(plays).toEqual([{ stepId: 22, input: { choice: 'save' } }, { stepId: 22, input: { choice: 'skip' } }]);
  });

  test('the seer\'s result with the guess: its facts in the card, the decoy\'s grid and confirm', async () => {
    const { comp, plays } = render(nightSeerTable, seerGuessPrompt);
    expect(comp.querySelectorAll('#step .say').map(text)).toEqual(['6 号是狼人', ...seerGuessPrompt.say]);
    expect(text(cells(comp)[5])).toContain('狼人');
    expect(text($(comp, '#send'))).toBe('确定');
    expect(text($(comp, '#pick-text'))).toBe('点一个座位，不选直接「确定」就是不猜');
    cells(comp)[1].dispatchEvent('tap');
    await tick(0);
    await tapNode($(comp, '#send'));
    expect(plays).toEqual([{ stepId: 23, input: { seats: [2] } }]);
  });

  test('a wolf sees the team and its picks, holds its own pick and may change it', async () => {
    const { comp, plays } = render(nightSeerTable, wolvesPrompt);
    await tapNode($(comp, '#edit'));
    expect(comp.querySelectorAll('#step .say').map(text).slice(0, 2)).toEqual(['狼队友：3、11 号', '3 号选了 9 号，11 号还没选']);
    expect(text(cells(comp)[8])).toContain('3号刀');
    expect(cells(comp)[8].dom?.className).toContain('selected');
    expect(text($(comp, '#answer'))).toBe('你的选择：9 号（截止前可以改）');
    expect(text($(comp, '#send'))).toBe('已提交');
    cells(comp)[1].dispatchEvent('tap');
    await tick(0);
    expect(text($(comp, '#send'))).toBe('确定');
    await tapNode($(comp, '#send'));
    expect(plays).toEqual([{ stepId: 20, input: { seats: [2] } }]);
  });
});

describe('无声之夜', () => {
  test('a living phone with nothing real to do gets a guess laid out like a real prompt, in the same dark theme', async () => {
    const decoy = render(nightSeerTable, decoyPrompt, { seat: 7 });
    const seer = render(nightSeerTable, seerPrompt);
    expect(text($(decoy.comp, '#title'))).toBe('猜一猜');
    expect(text(decoy.comp)).toContain('你觉得谁是狼人？');
    expect(text($(decoy.comp, '#timer'))).toBe(text($(seer.comp, '#timer')));
    expect(cells(decoy.comp)).toHaveLength(12);
    // The same confirm on every phone at night, whatever an empty answer is called.
    expect(text($(decoy.comp, '#send'))).toBe('确定');
    expect(text($(seer.comp, '#send'))).toBe('确定');
    for (const { comp } of [decoy, seer]) {
      expect(comp.querySelector('.console')!.dom?.className).toContain('dark');
      expect($(comp, '#grid').querySelector('.grid')!.dom?.className).toContain('dark');
      expect($(comp, '#send').querySelector('.van-button')!.dom?.className).toContain('night-button');
    }
    cells(decoy.comp)[2].dispatchEvent('tap');
    await tick(0);
    await tapNode($(decoy.comp, '#send'));
    expect(decoy.plays).toEqual([{ stepId: 21, input: { seats: [3] } }]);
    expect(phone().vibrations).toBe(0);
    expect(phone().chimes).toBe(0);
  });

  test('once answered, a real prompt and a guess show the very same 已记录 screen', () => {
    const real = render(nightSeerTable, { ...seerPrompt, answer: { seats: [6] } });
    const guess = render(nightSeerTable, { ...decoyPrompt, answer: { seats: [2] } }, { seat: 7 });
    const wolf = render(nightSeerTable, wolvesPrompt, { seat: 3 });
    const screens = [real, guess, wolf].map(({ comp }) => comp.dom?.innerHTML);
    expect(new Set(screens).size).toBe(1);
    expect(text(real.comp)).toContain('已记录');
    expect(text(real.comp)).toContain('请继续闭眼');
    expect(real.comp.querySelector('#grid')).toBeFalsy();
  });

  test('by day the console is not dark; an empty seat grid says why', () => {
    const day = render(voteTable, voterPrompt);
    expect(day.comp.querySelector('.console')!.dom?.className).not.toContain('dark');
    const spent: Prompt = {
      stepId: 24, key: 'night.witchPoison', title: '女巫', say: ['你要用毒药吗？'],
      input: { type: 'seats', min: 0, max: 1, options: [] }, passLabel: '不用毒', emptyText: '毒药已经用过了', closesAt: NOW + 10_000,
    };
    expect(consoleData(nightSeerTable, spent, emptyPicks(spent), 5, undefined, 0, NOW).pickText).toBe('毒药已经用过了，请点「确定」（不用毒）');
    const unexplained = { ...spent, emptyText: undefined };
    expect(consoleData(nightSeerTable, unexplained, emptyPicks(unexplained), 5, undefined, 0, NOW).pickText).toBe('这一步没有可以选的座位，请点「确定」（不用毒）');
    // By day the pass is the confirm's own label.
    expect(consoleData(voteTable, spent, emptyPicks(spent), 5, undefined, 0, NOW)).toMatchObject({ pickText: '毒药已经用过了，请点「不用毒」', sendText: '不用毒' });
  });
});

describe('by day', () => {
  test('without a prompt: the public step, its clock, the seats (out, sheriff), who has not voted', () => {
    const { comp } = render(voteTable, null);
    expect(text($(comp, '#title'))).toBe('放逐投票');
    expect(text($(comp, '#timer'))).toBe('0:24');
    expect(text($(comp, '#waiting'))).toBe('还没回应：2、6、11 号');
    expect(text(cells(comp)[3])).toContain('出局');
    expect(text(cells(comp)[6])).toContain('警长');
    expect(text(cells(comp)[4])).toContain('我');
    expect(comp.querySelector('#send')).toBeFalsy();
  });

  test('a voter picks a candidate or abstains', async () => {
    const { comp, plays } = render(voteTable, voterPrompt);
    expect(text($(comp, '#send'))).toBe('不选');
    await tapNode($(comp, '#send'));
    cells(comp)[6].dispatchEvent('tap');
    await tick(0);
    await tapNode($(comp, '#send'));
    expect(plays).toEqual([{ stepId: 30, input: { seats: [] } }, { stepId: 30, input: { seats: [7] } }]);
  });

  test('the speaker says 过', async () => {
    const { comp, plays } = render(speechTable, speakerPrompt);
    expect(text($(comp, '#send'))).toBe('过（发言完毕）');
    await tapNode($(comp, '#send'));
    expect(plays).toEqual([{ stepId: 27, input: {} }]);
  });

  test('自爆 only when the server lists this seat, in its words, after a confirmation', async () => {
    const dayActionWords = { explode: { button: '爆裂', send: '爆裂', ok: '爆', warning: '爆裂后立即出局。' } };
    const none = render(speechTable, null);
    expect(none.comp.querySelector('#explode')).toBeFalsy();
    const other = render(speechTable, null, { dayActions: { explode: [3] }, dayActionWords });
    expect(other.comp.querySelector('#explode')).toBeFalsy();
    const unworded = render(speechTable, null, { dayActions: { explode: [5] } });
    expect(unworded.comp.querySelector('#explode')).toBeFalsy();
    const { comp, plays } = render(speechTable, null, { dayActions: { explode: [5] }, dayActionWords });
    expect(text($(comp, '#explode'))).toBe('爆裂');
    phone().confirm = false;
    await tapNode($(comp, '#explode'));
    await tick(0);
    expect(plays).toEqual([]);
    phone().confirm = true;
    await tapNode($(comp, '#explode'));
    await tick(0);
    expect(plays).toEqual([{ stepId: 27, input: { explode: 5 } }]);
    expect(phone().modals).toEqual(['确定爆裂？：爆裂后立即出局。', '确定爆裂？：爆裂后立即出局。']);
  });

  test('a dawn with nobody to act, and the end', () => {
    expect(text($(render(dawnTable, null).comp, '#title'))).toBe('天亮');
    const end = render(endedTable, null);
    expect(text($(end.comp, '#ended'))).toContain('好人阵营获胜');
  });
});

describe('model', () => {
  test('picks start from the answer the server holds and reset with a new step', () => {
    expect(emptyPicks(wolvesPrompt).seats).toEqual([9]);
    expect(emptyPicks(seerPrompt).seats).toEqual([]);
  });

  test('a seats prompt: taps within the options, up to the maximum', () => {
    const picks = emptyPicks(seerPrompt);
    expect(tapSeat(seerPrompt, 4, picks)).toBe('这一步不能选 4 号');
    const one = tapSeat(seerPrompt, 6, picks);
    expect(typeof one !== 'string' && one.seats).toEqual([6]);
    const other = typeof one === 'string' ? one : tapSeat(seerPrompt, 7, one);
    expect(typeof other !== 'string' && other.seats).toEqual([7]);
    const two: Prompt = { ...seerPrompt, input: { type: 'seats', min: 2, max: 2, options: [1, 2, 3] } };
    let p = emptyPicks(two);
    for (const s of [1, 2]) {
      const next = tapSeat(two, s, p);
      if (typeof next !== 'string') p = next;
    }
    expect(tapSeat(two, 3, p)).toBe('最多选 2 人，先点掉一个已选的');
    expect(playInput(two, p)).toEqual({ seats: [1, 2] });
  });

  test('a choice whose options all name a seat but one is picked on the grid; any other choice keeps its buttons', () => {
    const twoVictims: Prompt = {
      ...witchPrompt,
      input: { type: 'choice', options: [{ id: 'save', label: '用解药救 7 号', seat: 7 }, { id: 'save:8', label: '用解药救 8 号', seat: 8 }, { id: 'skip', label: '不救' }] },
    };
    expect(choiceOnGrid(twoVictims.input)).toEqual({ seats: [{ id: 'save', seat: 7 }, { id: 'save:8', seat: 8 }], pass: { id: 'skip', label: '不救' } });
    // Nothing to save: a grid with no seat to pick, the confirm the seatless option.
    expect(choiceOnGrid({ type: 'choice', options: [{ id: 'skip', label: '不救' }] })).toEqual({ seats: [], pass: { id: 'skip', label: '不救' } });
    // Not on the grid: cards to take (no seat), two seatless options, every option a seat, one seat twice.
    const thief = { type: 'choice', options: [{ id: 'werewolf', label: '换成狼人' }, { id: 'seer', label: '换成预言家' }] } as const;
    expect(choiceOnGrid({ ...thief, options: [...thief.options] })).toBeNull();
    expect(choiceOnGrid({ type: 'choice', options: [{ id: 'a', label: 'A', seat: 1 }, { id: 'b', label: 'B', seat: 2 }] })).toBeNull();
    expect(choiceOnGrid({ type: 'choice', options: [{ id: 'a', label: 'A', seat: 1 }, { id: 'b', label: 'B', seat: 1 }, { id: 'c', label: 'C' }] })).toBeNull();
    expect(choiceOnGrid(seerPrompt.input)).toBeNull();

    // The picks: a seat sends its option, none the seatless one; a held answer picks its seat again.
    let picks = emptyPicks(twoVictims);
    expect(playInput(twoVictims, picks)).toEqual({ choice: 'skip' });
    expect(tapSeat(twoVictims, 3, picks)).toBe('这一步不能选 3 号');
    const eight = tapSeat(twoVictims, 8, picks);
    if (typeof eight === 'string') throw new Error(eight);
    picks = eight;
    expect(playInput(twoVictims, picks)).toEqual({ choice: 'save:8' });
    const seven = tapSeat(twoVictims, 7, picks);
    expect(typeof seven !== 'string' && playInput(twoVictims, seven)).toEqual({ choice: 'save' });
    const held = { ...twoVictims, answer: { choice: 'save:8' } };
    expect(emptyPicks(held).seats).toEqual([8]);
    expect(emptyPicks({ ...twoVictims, answer: { choice: 'skip' } }).seats).toEqual([]);
    const reopened = consoleData(nightSeerTable, held, { ...emptyPicks(held), editing: true }, 5, undefined, 0, NOW);
    expect(reopened).toMatchObject({ choices: [], sendText: '已提交', canSend: false, answerText: '你的选择：用解药救 8 号' });
    expect(reopened.seats.filter((c) => c.state === 'option').map((c) => c.seat)).toEqual([7]);
    expect(reopened.seats.filter((c) => c.state === 'selected').map((c) => c.seat)).toEqual([8]);
    const toSkip = consoleData(nightSeerTable, held, { ...emptyPicks(held), seats: [], editing: true }, 5, undefined, 0, NOW);
    expect(toSkip).toMatchObject({ sendText: '确定', canSend: true, pickText: '点一个座位，不选直接「确定」就是不救' });

    // Nothing to save: the server's reason, and what the confirm then means.
    const spent: Prompt = { ...witchPrompt, input: { type: 'choice', options: [{ id: 'skip', label: '不救' }] }, emptyText: '解药已经用过了' };
    expect(consoleData(nightSeerTable, spent, emptyPicks(spent), 5, undefined, 0, NOW)).toMatchObject({
      pickText: '解药已经用过了，请点「确定」（不救）', sendText: '确定', canSend: true, choices: [],
    });
    expect(playInput(spent, emptyPicks(spent))).toEqual({ choice: 'skip' });

    // A choice of cards keeps its buttons and sends the button picked.
    const cards: Prompt = { stepId: 19, key: 'night.thief', title: '盗贼', say: [], input: { ...thief, options: [...thief.options] }, closesAt: NOW + 10_000 };
    const data = consoleData(nightSeerTable, cards, { ...emptyPicks(cards), choice: 'seer' }, 5, undefined, 0, NOW);
    expect(data.choices).toEqual([{ id: 'werewolf', label: '换成狼人', selected: false }, { id: 'seer', label: '换成预言家', selected: true }]);
    expect(playInput(cards, { ...emptyPicks(cards), choice: 'seer' })).toEqual({ choice: 'seer' });
  });

  test('at night the facts are the card\'s first lines; by day they keep their box', () => {
    const night = consoleData(nightSeerTable, witchPrompt, emptyPicks(witchPrompt), 5, undefined, 0, NOW);
    expect(night.facts).toEqual([]);
    expect(night.say.map((l) => l.text)).toEqual(['今晚被杀的是 9 号', '今晚他死了，你要用解药吗？']);
    const told: Prompt = { ...voterPrompt, info: { facts: ['你是警长，你的票算 1.5 票'] } };
    const day = consoleData(voteTable, told, emptyPicks(told), 5, undefined, 0, NOW);
    expect(day.facts.map((l) => l.text)).toEqual(['你是警长，你的票算 1.5 票']);
    expect(day.say.map((l) => l.text)).toEqual(voterPrompt.say);
  });

  test('a night prompt that only tells something has no button; the clock counts on server time', () => {
    const info: Prompt = { stepId: 23, key: 'night.lovers', title: '情侣', say: ['你和 8 号是情侣。'], input: { type: 'none' }, closesAt: NOW + 10_000 };
    const data = consoleData(nightSeerTable, info, emptyPicks(info), 5, undefined, 0, NOW);
    expect(data.mode).toBe('prompt');
    expect(data.showSend).toBe(false);
    expect(consoleData(nightSeerTable, info, emptyPicks(info), 5, undefined, 4_000, NOW).timerText).toBe('0:06');
  });

  test('with no time left to wait (night steps that close on the answer), the seat says it has seen it', () => {
    const info: Prompt = { stepId: 23, key: 'night.seerResult', title: '查验结果', say: ['他的身份是……'], input: { type: 'none' }, closesAt: NOW };
    const data = consoleData(nightSeerTable, info, emptyPicks(info), 5, undefined, 0, NOW);
    expect(data).toMatchObject({ showSend: true, canSend: true, sendText: '知道了' });
    const seen = { ...info, answer: {} };
    expect(consoleData(nightSeerTable, seen, emptyPicks(seen), 5, undefined, 0, NOW)).toMatchObject({ mode: 'recorded', showSend: false });
    expect(consoleData(nightSeerTable, seen, { ...emptyPicks(seen), editing: true }, 5, undefined, 0, NOW)).toMatchObject({ canSend: false, sendText: '已提交' });
  });
});
