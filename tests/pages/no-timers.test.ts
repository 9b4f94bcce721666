// The pages schedule no backend call of their own: with the live channel silent (services/live.ts
// replaced by one that never speaks), an open console and open card pages make no call at all for
// hours, whatever timers they keep. The one exception is the host page of an auto room: exactly one
// read at each close time it shows (so the server closes the due step), and nothing else.
import { nightSeerTable, ROOM_NO, speechTable, voterPrompt } from '../fixtures/auto';
import { fakeAutoServer } from './helpers/auto';
import { direct, phone, phonesOnFakeClock, serveFake, tick } from './helpers/env';
import { as, load, open, type Opened } from './helpers/load';
import { seat, tableFor } from './helpers/table';

jest.mock('../../miniprogram/services/live', () => ({ watchRoom: jest.fn(() => () => undefined) }));

const cardPage = load('pages/card/index');
const judgePage = load('pages/judge/index');
const hostPage = load('pages/host/index');

phonesOnFakeClock(5);
afterEach(() => {
  serveFake(null);
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

test('the host page: one read at each close time it shows, none while paused, nothing else for hours', async () => {
  const fake = fakeAutoServer({ table: { ...nightSeerTable, serverNow: Date.now() }, seats: { 'host-openid': 5 }, prompts: { 5: null } });
  serveFake(fake.server);
  const host = phone('host');
  host.storage.set('devOpenid', 'host-openid');
  const page = await open(hostPage, { roomNo: ROOM_NO }, host);
  expect(fake.calls.map((c) => c.action)).toEqual(['myTurn']);
  // The night step closes at endsAt; the server still shows it (a late clock): no second read.
  await tick(3 * 60 * 60_000);
  expect(fake.calls.map((c) => c.action)).toEqual(['myTurn', 'myTurn']);
  // By day the host's own prompt closes at its own time, the speech at another: one read each.
  fake.room.table = { ...speechTable, v: 11, serverNow: Date.now(), step: { ...speechTable.step!, timer: { seconds: 90, endsAt: Date.now() + 90_000 } } };
  fake.room.prompts[5] = { ...voterPrompt, closesAt: Date.now() + 30_000 };
  await as(page, () => page.page.refresh());
  const reads = fake.calls.length;
  await tick(3 * 60 * 60_000);
  expect(fake.calls.length - reads).toBe(2);
  // Paused: the clocks are frozen and nothing is read.
  fake.room.table = { ...speechTable, v: 12, paused: true, serverNow: Date.now(), step: { ...speechTable.step!, timer: { seconds: 90, endsAt: Date.now() + 90_000 } } };
  await as(page, () => page.page.refresh());
  const paused = fake.calls.length;
  await tick(3 * 60 * 60_000);
  expect(fake.calls.length).toBe(paused);
});
