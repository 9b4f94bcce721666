// The pages schedule no backend call of their own: with the live channel silent (services/live.ts
// replaced by one that never speaks), an open console and open card pages make no call at all for
// hours, whatever timers they keep.
import { direct, phone, resetBackend, resetPhones, tick, useFakeClock, useRealClock } from './helpers/env';
import { load, open, type Opened } from './helpers/load';
import { seat, tableFor } from './helpers/table';

jest.mock('../../miniprogram/services/live', () => ({ watchRoom: jest.fn(() => () => undefined) }));

const cardPage = load('pages/card/index');
const judgePage = load('pages/judge/index');

beforeEach(() => {
  resetPhones();
  resetBackend(5);
  useFakeClock();
});
afterEach(() => {
  resetPhones();
  useRealClock();
});

test('the judge page and the card page make no timed call outside the live channel', async () => {
  const table = await tableFor({ game: 'werewolf', players: 8 });
  const pages: Opened[] = [await open(judgePage, { roomNo: table.roomNo }, table.judge)];
  for (let i = 1; i <= 3; i++) {
    const p = phone(`player-${i}`);
    p.storage.set('devOpenid', `player-${i}-openid`);
    pages.push(await open(cardPage, { roomNo: table.roomNo }, p));
  }
  await seat(table, 5, 4);
  const calls = pages.map((p) => p.phone.sent.length);
  expect(calls).toEqual([1, 2, 2, 2]);
  // Players join, the game goes on, hours pass: nobody asks.
  const view = await direct(table.openid, { action: 'judgeView', roomNo: table.roomNo }) as { step: { id: number } };
  await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: view.step.id });
  await tick(3 * 60 * 60_000);
  expect(pages.map((p) => p.phone.sent.length)).toEqual(calls);
});
