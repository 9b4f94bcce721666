// People come and go, through the real pages on the in-process engine: a watcher's big screen, the
// rescue vote on every seated phone (and a judge room that goes on in 自动主持), the judge's seat
// sheet (a substitute's code, 离场, a new judge), the replaced judge, and the home page's ways in.
import simulate from 'miniprogram-simulate';
import type { JudgeView, TableView } from '../../typings/api';
import { reviewModel } from '../../miniprogram/services/review-model';
import { REVIEWS } from '../fixtures/reviews';
import * as match from '../../cloudfunctions/game/src/engine/core/match';
import { simpleInput } from '../helpers/autoplay';
import { direct, phonesOnFakeClock, serveFake, tick, type Phone } from './helpers/env';
import { $, as, change, load, open, settle, tap, text, toast, type Opened, type Rendered } from './helpers/load';
import { namedPhone, seat, seatOf, started, tableFor, viewOf, type Table } from './helpers/table';

const cardPage = load('pages/card/index');
const judgePage = load('pages/judge/index');
const hostPage = load('pages/host/index');
const homePage = load('pages/home/index');
const reviewComponent = load('components/review/index');

phonesOnFakeClock(5);
afterEach(() => serveFake(null));

/** Fires a Vant component's event inside one of the page's components. */
async function fire(page: Opened, inside: string, selector: string, event: string, detail: unknown): Promise<void> {
  const node = $($(page.comp, inside), selector);
  await as(page, () => node.instance.triggerEvent(event, detail));
}

async function tapIn(page: Opened, inside: string, selector: string): Promise<void> {
  const node = $($(page.comp, inside), selector);
  await as(page, () => (node.querySelector('.van-button') ?? node).dispatchEvent('tap'));
}

const cell = (page: Opened, n: number): Rendered => $(page.comp, '#grid').querySelectorAll('.cell')[n - 1];
const sentActions = (p: Phone) => p.sent.map((c) => c.action);

/** 法官没反应？ on a card page: the sheet of whom to propose, by the names it shows. */
async function rescueSheet(card: Opened): Promise<string[]> {
  await tapIn(card, '#rescue-vote', '#rescue-link');
  const sheet = $(card.comp, '#rescue-sheet');
  expect(sheet.instance.data.show).toBe(true);
  return sheet.instance.data.actions.map((a: { name: string }) => a.name);
}

/** Picks the choice named `name` on the open sheet. */
async function propose(card: Opened, name: string): Promise<void> {
  const action = $(card.comp, '#rescue-sheet').instance.data.actions.find((a: { name: string }) => a.name === name);
  expect(action).toBeDefined();
  await as(card, () => $(card.comp, '#rescue-sheet').instance.triggerEvent('select', action));
}

describe('观战 and the big screen', () => {
  it('home → watch → the big screen: the table large, the news, no button; it follows the game by itself', async () => {
    const table = await tableFor({ game: 'killer', players: 6 });
    await seat(table, 6);
    await started(table);

    const fan = namedPhone('fan', '小李');
    const home = await open(homePage, {}, fan);
    await change(home, '#room-no', table.roomNo);
    await tap(home, '#watch');
    expect(fan.sent.at(-1)).toMatchObject({ action: 'watch', params: { roomNo: table.roomNo, nickname: '小李' } });
    expect(fan.navigations).toEqual([`/pages/host/index?roomNo=${table.roomNo}&screen=1`]);

    const screen = await open(hostPage, { roomNo: table.roomNo, screen: '1' }, fan);
    const watched = await direct('fan-openid', { action: 'tableView', roomNo: table.roomNo }) as TableView;
    expect(fan.title).toBe('观战');
    expect(text($(screen.comp, '#room-meta'))).toContain('1 人观战');
    expect(text($(screen.comp, '#title'))).toBe(watched.step?.title);
    expect($(screen.comp, '#grid').querySelectorAll('.cell').length).toBe(6);
    expect(text(cell(screen, 2))).toContain('玩家2');
    expect(screen.comp.querySelectorAll('.van-button').length).toBe(0);
    expect(screen.comp.querySelector('#people')).toBeFalsy();
    expect(sentActions(fan).filter((a) => a !== 'watch')).toEqual(['tableView']);

    // The judge plays on: the screen follows through the room's signal, never with a card or a prompt.
    let view = await viewOf(table);
    for (let i = 0; i < 4 && view.step; i++) {
      view = await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: view.step.id, input: simpleInput(view.step) }) as JudgeView;
    }
    await tick(50);
    const now = await direct('fan-openid', { action: 'tableView', roomNo: table.roomNo }) as TableView;
    expect(text($(screen.comp, '#title'))).toBe(now.step?.title);
    expect(text($(screen.comp, '#news'))).toContain(now.log.at(-1)!.text);
    expect(new Set(sentActions(fan))).toEqual(new Set(['watch', 'tableView']));
    expect(screen.comp.querySelectorAll('.van-button').length).toBe(0);
  });

  it('home → watch shows the server\'s refusal under the room number and goes nowhere', async () => {
    const home = await open(homePage, {}, namedPhone('stranger'));
    await change(home, '#room-no', '234567');
    await tap(home, '#watch');
    expect(home.comp.data.roomError).toBe('房间 234567 不存在或已关闭');
    expect(home.phone.navigations).toEqual([]);
  });
});

describe('接管投票 on the seated phones', () => {
  it('opens on every card page, counts each answer, and a yes majority turns the judge room\'s card pages into consoles', async () => {
    const table = await tableFor({ game: 'werewolf', players: 9, preset: 'classic' });
    const cards: Opened[] = [];
    for (let n = 1; n <= 9; n++) cards.push(await open(cardPage, { roomNo: table.roomNo }, namedPhone(`p${n}`, `玩家${n}`)));
    await started(table);
    await tick(50);
    expect(cards.every((c) => c.page.data.rescue === null)).toBe(true);

    // Nobody is out yet: the judge room can only go on in 自动主持. Too early: the server's reason, as a toast.
    expect(await rescueSheet(cards[0])).toEqual(['改成自动主持']);
    await propose(cards[0], '改成自动主持');
    expect(cards[0].phone.sent.at(-1)).toMatchObject({ action: 'rescue', params: { roomNo: table.roomNo, to: 'auto' } });
    expect(toast(cards[0])).toMatch(/秒后才能发起接管/);
    expect(cards[0].page.data.rescue).toBeNull();

    // The judge's phone has said nothing for two minutes.
    await tick(121_000);
    await rescueSheet(cards[0]);
    await propose(cards[0], '改成自动主持');
    await tick(50);
    for (const card of cards) expect(card.page.data.rescue?.openedBy).toBe(1);
    const dialog = (card: Opened) => $($(card.comp, '#rescue-vote'), '#rescue-dialog');
    expect(text(dialog(cards[1]))).toContain('改成自动主持');
    expect(text($($(cards[1].comp, '#rescue-vote'), '#rescue-count'))).toBe('同意 1 · 不同意 0 · 需要 5 票同意');
    // The opener's own yes is counted: its phone shows the bar, its answer marked.
    expect(text($($(cards[0].comp, '#rescue-vote'), '#rescue-bar'))).toContain('你同意');

    await tapIn(cards[1], '#rescue-vote', '#rescue-no');
    expect(cards[1].phone.sent.filter((c) => c.action === 'rescueVote').map((c) => c.params)).toEqual([{ roomNo: table.roomNo, yes: false }]);
    await tick(50);
    expect(text($($(cards[1].comp, '#rescue-vote'), '#rescue-bar'))).toContain('同意 1 · 不同意 1');
    expect(text($($(cards[5].comp, '#rescue-vote'), '#rescue-count'))).toBe('同意 1 · 不同意 1 · 需要 5 票同意');

    for (const n of [2, 3, 4]) {
      await tapIn(cards[n], '#rescue-vote', '#rescue-yes');
      await tick(50);
    }
    expect(text($($(cards[5].comp, '#rescue-vote'), '#rescue-count'))).toBe('同意 4 · 不同意 1 · 需要 5 票同意');
    await tapIn(cards[5], '#rescue-vote', '#rescue-yes');
    await tick(200);

    // Decided: the room goes on in 自动主持, the opener's phone its host; every other phone a console.
    expect(cards[0].phone.navigations).toContain(`redirect:/pages/host/index?roomNo=${table.roomNo}`);
    for (const card of cards.slice(1)) {
      expect(card.page.data.rescue).toBeNull();
      expect(card.page.data.auto).toBe(true);
      expect(card.comp.querySelector('#console')).toBeTruthy();
    }
    const host = await open(hostPage, { roomNo: table.roomNo }, cards[0].phone);
    expect(text($(host.comp, '#room-meta'))).toContain('狼人杀');
    expect(host.page.data.playing).toBe(true);
  });
});

describe('the judge\'s seat sheet', () => {
  async function judgeAt6(): Promise<{ table: Table; judge: Opened }> {
    const table = await tableFor({ game: 'killer', players: 6 });
    await seat(table, 6);
    await started(table);
    return { table, judge: await open(judgePage, { roomNo: table.roomNo }, table.judge) };
  }

  it('换人: a long press, a code shown large with how to use it; home → the code takes over the seat', async () => {
    const { table, judge } = await judgeAt6();
    await as(judge, () => cell(judge, 3).dispatchEvent('longpress'));
    const sheet = $($(judge.comp, '#people'), '#seat-sheet');
    expect(sheet.instance.data.show).toBe(true);
    expect(sheet.instance.data.title).toBe('3 号「玩家3」');
    expect(sheet.instance.data.actions.map((a: { name: string }) => a.name)).toEqual(['换人', '离场', '交给他当法官']);
    await fire(judge, '#people', '#seat-sheet', 'select', { id: 'substitute', name: '换人' });
    expect(table.judge.sent.at(-1)).toMatchObject({ action: 'substitute', params: { roomNo: table.roomNo, seat: 3 } });

    const code = text($($(judge.comp, '#people'), '#code'));
    expect(code).toMatch(/^\d{6}$/);
    expect(text($($(judge.comp, '#people'), '#code-valid'))).toBe('10 分钟内有效，只能用一次');
    expect(text($($(judge.comp, '#people'), '#code-how'))).toBe(`新玩家在首页点“接替座位”，输入房间号 ${table.roomNo} 和换人码`);
    await tapIn(judge, '#people', '#copy-code');
    expect(table.judge.clipboard).toBe(`房间号 ${table.roomNo}，换人码 ${code}`);

    const friend = namedPhone('friend', '小王');
    const home = await open(homePage, {}, friend);
    await change(home, '#room-no', table.roomNo);
    await change(home, '#code', '000000' === code ? '111111' : '000000');
    await tap(home, '#take-seat');
    expect(home.comp.data.codeError).toContain('换人码不对');
    expect(friend.navigations).toEqual([]);
    await change(home, '#code', code);
    await tap(home, '#take-seat');
    expect(friend.sent.at(-1)).toMatchObject({ action: 'joinRoom', params: { roomNo: table.roomNo, code, nickname: '小王' } });
    expect(friend.navigations).toEqual([`/pages/card/index?roomNo=${table.roomNo}`]);
    const card = await open(cardPage, { roomNo: table.roomNo }, friend);
    expect(text($(card.comp, '#seat'))).toBe('3 号');
    await settle(50);
    expect(text(cell(judge, 3))).toContain('小王');
  });

  it('离场: asked first, then the seat is out on the judge\'s grid', async () => {
    const { table, judge } = await judgeAt6();
    const civilian = seatOf(await viewOf(table), 'civilian');
    // Until the engine's 离场 lands, the answer is the judge's view with the seat out, as the engine will give it.
    if (typeof (match as Record<string, unknown>).leaveSeat !== 'function') {
      const view = await viewOf(table);
      const left: JudgeView = { ...view, seats: view.seats.map((s) => (s.seat === civilian ? { ...s, alive: false } : s)) };
      serveFake((_openid, body) => (body.action === 'leave' ? { ok: true, data: left } : null));
    }
    await as(judge, () => cell(judge, civilian).dispatchEvent('longpress'));
    await fire(judge, '#people', '#seat-sheet', 'select', { id: 'leave', name: '离场' });
    expect(table.judge.modals.at(-1)).toContain('没有遗言');
    expect(table.judge.sent.at(-1)).toMatchObject({ action: 'leave', params: { roomNo: table.roomNo, seat: civilian } });
    expect(text(cell(judge, civilian))).toContain('出局');
  });

  it('交给他当法官: a living player is refused with the server\'s reason; a watcher takes over and the old judge watches', async () => {
    const { table, judge } = await judgeAt6();
    await as(judge, () => cell(judge, 2).dispatchEvent('longpress'));
    await fire(judge, '#people', '#seat-sheet', 'select', { id: 'handOver', name: '交给他当法官' });
    expect(table.judge.sent.at(-1)).toMatchObject({ action: 'handOver', params: { roomNo: table.roomNo, seat: 2 } });
    expect(judge.comp.querySelector('#van-toast')?.data.message).toBe('游戏进行中，法官只能交给出局的玩家或观战者');
    expect(table.judge.navigations).toEqual([]);

    await direct('fan-openid', { action: 'watch', roomNo: table.roomNo, nickname: '老王' });
    await settle(50);
    expect(text($(judge.comp, '#watchers'))).toBe('观战 1 人');
    await tap(judge, '#watchers');
    const watchers = $($(judge.comp, '#people'), '#watcher-sheet');
    expect(watchers.instance.data.actions.map((a: { name: string }) => a.name)).toEqual(['观战者「老王」']);
    await fire(judge, '#people', '#watcher-sheet', 'select', { id: 'w1', name: '观战者「老王」' });
    expect(table.judge.sent.some((c) => c.action === 'handOver' && c.params.spectator === 'w1')).toBe(true);
    expect(table.judge.navigations).toEqual([`redirect:/pages/host/index?roomNo=${table.roomNo}&screen=1`]);
    expect((await direct('fan-openid', { action: 'judgeView', roomNo: table.roomNo }) as JudgeView).roomNo).toBe(table.roomNo);
  });
});

it('the replaced judge reads who took over, and 观战 opens the big screen', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await seat(table, 6);
  await started(table);
  await direct('friend-openid', { action: 'watch', roomNo: table.roomNo, nickname: '老王' });
  await direct(table.openid, { action: 'handOver', roomNo: table.roomNo, spectator: 'w1' });

  const old = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text($(old.comp, '#error'))).toMatch(/法官交给了.*老王.*，你现在是观战者/);
  await tap(old, '#watch');
  expect(table.judge.sent.at(-1)).toMatchObject({ action: 'watch', params: { roomNo: table.roomNo } });
  expect(table.judge.navigations).toEqual([`redirect:/pages/host/index?roomNo=${table.roomNo}&screen=1`]);
});

it('the review lists the table\'s changes of hands under 换人与接管', () => {
  const tableLife = [{ round: 1, phase: 'night' as const, text: '3 号换人：「小王」接替' }, { round: 2, phase: 'day' as const, text: '法官掉线，由 4 号接管' }];
  const model = reviewModel({ ...REVIEWS.killer, tableLife }, 1);
  const comp = simulate.render(reviewComponent, { model });
  comp.attach(document.createElement('parent-wrapper'));
  expect(text($(comp, '#review-table-life'))).toBe('第 1 夜 · 3 号换人：「小王」接替第 2 天 · 法官掉线，由 4 号接管');
  // A review recorded before it named its phases shows the lines alone.
  const { phaseNames: _names, ...older } = REVIEWS.killer;
  const old = simulate.render(reviewComponent, { model: reviewModel({ ...older, tableLife }, 1) });
  old.attach(document.createElement('parent-wrapper'));
  expect(text($(old, '#review-table-life'))).toBe('3 号换人：「小王」接替法官掉线，由 4 号接管');
  expect(text(comp)).toContain('换人与接管');
  const without = simulate.render(reviewComponent, { model: reviewModel(REVIEWS.killer, 1) });
  without.attach(document.createElement('parent-wrapper'));
  expect(text(without)).not.toContain('换人与接管');
});
