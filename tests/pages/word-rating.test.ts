// 谁是卧底's rating row: under the review of a game on a bank pair, each player rates the words in one
// tap (the server names the buttons and says when the row shows); the chosen one stays lit and can be
// changed; a typed pair, the judge and a review of an earlier deal show no row.
import type { JudgeView, MyCardResult } from '../../typings/api';
import { direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, load, open, settle, text, type Opened } from './helpers/load';
import { seat, tableFor, viewOf, type Table } from './helpers/table';

const cardPage = load('pages/card/index');
const judgePage = load('pages/judge/index');

beforeEach(() => {
  resetPhones();
  resetBackend(3);
});

function player(n: number) {
  const p = phone(`player-${n}`);
  p.storage.set('devOpenid', `player-${n}`);
  return p;
}

/** A 4-player 谁是卧底 room with seat 1's card page open and seats 2–4 taken through the backend. */
async function cardAtTable(params: Record<string, unknown> = {}): Promise<{ table: Table; page: Opened }> {
  const table = await tableFor({ game: 'undercover', players: 4, ...params });
  const page = await open(cardPage, { roomNo: table.roomNo }, player(1));
  await seat(table, 3, 2);
  return { table, page };
}

/** The judge counts off, hears the descriptions, and the whole table votes the undercover out. */
async function civiliansWin(table: Table): Promise<JudgeView> {
  const act = (stepId: number, input?: unknown) => direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId, input }) as Promise<JudgeView>;
  let view = await viewOf(table);
  view = await act(view.step!.id);
  view = await act(view.step!.id);
  const target = view.seats.find((s) => s.role === 'undercover')!.seat;
  view = await act(view.step!.id, { ballots: Object.fromEntries(view.seats.map((s) => [s.seat, target])) });
  await settle(20);
  return view;
}

const rating = (page: Opened) => $(page.comp, '#review').querySelector('#review-rating');

async function rate(page: Opened, verdict: string): Promise<void> {
  const button = $($(page.comp, '#review'), `#rate-${verdict}`);
  await as(page, () => $(button, '.van-button').dispatchEvent('tap'));
}

const lit = (page: Opened, verdict: string) => $($(page.comp, '#review'), `#rate-${verdict}`).data.type === 'primary';

test('a player rates the words in one tap under the review, sees the choice, and can change it', async () => {
  const { table, page } = await cardAtTable();
  expect(page.comp.querySelector('#review')).toBeFalsy();
  await civiliansWin(table);

  const row = rating(page);
  expect(row).toBeTruthy();
  expect(text(row!)).toBe('这组词怎么样？点一下（可不选）👍 好词👎 太像了👎 太不像👎 不认识🚩 不合适');
  expect(['good', 'tooClose', 'tooFar', 'unknown', 'unfit'].some((v) => lit(page, v))).toBe(false);

  await rate(page, 'tooClose');
  expect(page.phone.sent.filter((c) => c.action === 'rateWords').map((c) => c.params)).toEqual([{ roomNo: table.roomNo, verdict: 'tooClose' }]);
  expect(lit(page, 'tooClose')).toBe(true);
  expect(text(rating(page)!)).toContain('谢谢！想改可以再点');

  await rate(page, 'unfit');
  expect(lit(page, 'unfit')).toBe(true);
  expect(lit(page, 'tooClose')).toBe(false);
  // The same button again sends nothing.
  await rate(page, 'unfit');
  expect(page.phone.sent.filter((c) => c.action === 'rateWords')).toHaveLength(2);
  const mine = await direct('player-1', { action: 'myCard', roomNo: table.roomNo }) as MyCardResult;
  expect(mine.rating?.verdict).toBe('unfit');
});

test('no rating row for a typed pair, on the judge\'s review, or under the last game\'s review after a redeal', async () => {
  const typed = await cardAtTable({ words: { civilian: '饺子', undercover: '包子' } });
  await civiliansWin(typed.table);
  expect(typed.page.comp.querySelector('#review')).toBeTruthy();
  expect(rating(typed.page)).toBeFalsy();

  resetPhones();
  const { table, page } = await cardAtTable();
  const judge = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  await civiliansWin(table);
  expect(rating(page)).toBeTruthy();
  expect(judge.comp.querySelector('#review')).toBeTruthy();
  expect(rating(judge)).toBeFalsy();

  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  await settle(20);
  expect(page.comp.querySelector('#review')).toBeFalsy();
  await as(page, () => $($(page.comp, '#toggle-review'), '.van-button').dispatchEvent('tap'));
  expect(text($(page.comp, '#toggle-review'))).toBe('看我的身份牌');
  expect(page.comp.querySelector('#review')).toBeTruthy();
  expect(rating(page)).toBeFalsy();
});
