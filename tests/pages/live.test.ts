// The live channel as the phones live it, under a fake clock: no polling, one read per change that
// matters, and the faults it must survive (a signal write lost, the channel cut or down, the room
// closed or expired while phones wait).
import type { JudgeView, Step } from '../../typings/api';
import { ROOM_TTL_MS } from '../../cloudfunctions/game/src/actions';
import { config } from '../../miniprogram/config';
import { NEW_DEAL_NOTICE } from '../../miniprogram/pages/card/deal';
import { backend, cutLiveChannels, direct, phone, phonesOnFakeClock, tick } from './helpers/env';
import { $, as, load, open, text, type Opened } from './helpers/load';
import { seat, tableFor, viewOf, type Table } from './helpers/table';

const cardPage = load('pages/card/index');
const judgePage = load('pages/judge/index');

const defaults = { ...config };
phonesOnFakeClock(21);
afterEach(() => {
  Object.assign(config, defaults);
});

const TRANSPORTS = [['cloud watch()', 'test-env'], ['local long poll', '']] as const;

function player(n: number) {
  const p = phone(`player-${n}`);
  p.storage.set('devOpenid', `player-${n}-openid`);
  return p;
}

const backendCalls = (page: Opened) => page.phone.sent.length;

/** A 9-player 杀人游戏 with seats 2–9 taken, and player 1's card page open on seat 1. */
async function tableWithCard(): Promise<{ table: Table; card: Opened }> {
  const table = await tableFor({ game: 'killer', players: 9 });
  const card = await open(cardPage, { roomNo: table.roomNo }, player(1));
  await seat(table, 8, 2);
  await tick(10);
  return { table, card };
}

/** The judge moves on one step with plain inputs that never kill `spare`; answers the new view. */
async function step(table: Table, spare: number): Promise<JudgeView> {
  const view = await viewOf(table);
  const s = view.step as Step;
  const input = s.input.type === 'seats'
    ? { seats: s.input.options.filter((o) => o !== spare).slice(0, s.input.min) }
    : s.input.type === 'ballots' ? { ballots: {} } : {};
  return await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: s.id, input }) as JudgeView;
}

describe.each(TRANSPORTS)('the card page on the %s', (_name, cloudEnvId) => {
  beforeEach(() => {
    config.cloudEnvId = cloudEnvId;
  });

  it('makes no call while nothing it shows changes, apart from the safety read every 5 silent minutes', async () => {
    const { table, card } = await tableWithCard();
    const start = backendCalls(card);
    await tick(30 * 60_000 + 1000);
    expect(backendCalls(card) - start).toBe(6);
    expect(card.phone.sent.slice(start).every((c) => c.action === 'myCard')).toBe(true);

    // A game going on, a step every 30 s, none of it about this player: no call at all.
    const playing = backendCalls(card);
    for (let i = 0; i < 20; i++) {
      await step(table, 1);
      await tick(30_000);
    }
    expect(backendCalls(card) - playing).toBe(0);
    expect(text($(card.comp, '#seat'))).toBe('1 号');
  });

  it('reads once for a redeal and shows it at once', async () => {
    const { table, card } = await tableWithCard();
    const start = backendCalls(card);
    await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
    await tick(10);
    expect(card.phone.sent.slice(start).map((c) => c.action)).toEqual(['myCard']);
    expect(card.phone.vibrations).toBe(1);
    expect(text($(card.comp, '#notice'))).toBe(NEW_DEAL_NOTICE);
  });

  it('survives the channel being cut: it reconnects and reads once, and hears the next change', async () => {
    const { table, card } = await tableWithCard();
    const start = backendCalls(card);
    cutLiveChannels();
    await tick(2000);
    expect(card.phone.sent.slice(start).map((c) => c.action)).toEqual(['myCard']);
    await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
    await tick(10);
    expect(card.phone.vibrations).toBe(1);
    expect(backendCalls(card) - start).toBe(2);
  });

  it('while the channel is down, reads every 15 s; once it is back, one read and quiet again', async () => {
    const { card } = await tableWithCard();
    backend.liveDown = true;
    cutLiveChannels();
    const start = backendCalls(card);
    await tick(59_000);
    expect(backendCalls(card) - start).toBe(3);
    backend.liveDown = false;
    await tick(40_000);
    const back = backendCalls(card);
    await tick(4 * 60_000);
    expect(backendCalls(card)).toBe(back);
  });

  it('shows 房间已关闭 at once when the judge closes the room, and calls no more', async () => {
    const { table, card } = await tableWithCard();
    await direct(table.openid, { action: 'closeRoom', roomNo: table.roomNo });
    await tick(10);
    expect(text($(card.comp, '#error'))).toContain('房间已关闭');
    const calls = backendCalls(card);
    const waits = card.phone.signalWaits;
    await tick(20 * 60_000);
    expect(backendCalls(card)).toBe(calls);
    expect(card.phone.signalWaits).toBe(waits);
  });

  it('a lost signal write: the call succeeds, and the phone catches up (long poll: at its next turn; watch(): the safety read)', async () => {
    const { table, card } = await tableWithCard();
    const catchUp = cloudEnvId ? 5 * 60_000 : 25_000;
    backend.signalsDown = true;
    const redealt = await direct(table.openid, { action: 'redeal', roomNo: table.roomNo }) as JudgeView;
    expect(redealt.v).toBeGreaterThan(1);
    expect(backend.errors).toEqual([new Error('signal write failed')]);
    backend.signalsDown = false;
    await tick(catchUp - 5000);
    expect(card.phone.vibrations).toBe(0);
    await tick(10_000);
    expect(card.phone.vibrations).toBe(1);
    expect(text($(card.comp, '#notice'))).toBe(NEW_DEAL_NOTICE);
  });

  it('hidden, it listens to nothing; shown again, it reads once and listens again', async () => {
    const { table, card } = await tableWithCard();
    await as(card, () => card.page.onHide());
    const start = backendCalls(card);
    const waits = card.phone.signalWaits;
    await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
    await tick(20 * 60_000);
    expect(backendCalls(card)).toBe(start);
    expect(card.phone.signalWaits).toBe(waits);
    expect(card.phone.vibrations).toBe(0);
    await as(card, () => card.page.onShow());
    await tick(10);
    expect(card.phone.sent.slice(start).map((c) => c.action)).toEqual(['myCard']);
    expect(card.phone.vibrations).toBe(1);
    await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
    await tick(10);
    expect(card.phone.vibrations).toBe(2);
  });
});

it.each(TRANSPORTS)('on the %s, an expired room shows 房间已关闭 at its expiry time, which the signal carries', async (_name, cloudEnvId) => {
  config.cloudEnvId = cloudEnvId;
  const { card } = await tableWithCard();
  const lastChange = Date.now() - 10;
  await tick(lastChange + ROOM_TTL_MS - Date.now() - 2000);
  expect(card.comp.querySelector('#error')).toBeFalsy();
  await tick(4000);
  expect(text($(card.comp, '#error'))).toContain('房间已关闭');
});

it('the judge page reads on any change it did not make itself, and not after its own', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  const reads = () => page.phone.sent.filter((c) => c.action === 'judgeView').length;
  expect(reads()).toBe(1);
  await direct('late-1', { action: 'joinRoom', roomNo: table.roomNo, nickname: '小一' });
  await tick(10);
  expect(reads()).toBe(2);
  expect(text($(page.comp, '#grid'))).toContain('小一');
  await seat(table, 5, 2);
  await tick(10);
  await as(page, () => $(page.comp, '#next').querySelector('.van-button')?.dispatchEvent('tap'));
  await tick(10);
  const after = reads();
  expect(page.phone.sent.at(-1)?.action).toBe('act');
  await tick(30 * 60_000);
  expect(reads() - after).toBe(6);
});

it('a room stored by the previous release (no deal, no version, no signal yet) plays on, and its first change is heard', async () => {
  config.cloudEnvId = 'test-env';
  const { table, card } = await tableWithCard();
  const stored = await backend.store.get(table.roomNo);
  if (!stored) throw new Error('no room');
  const { v: _v, ...room } = stored.room;
  const { deal: _deal, ...match } = room.match;
  await backend.store.update(table.roomNo, stored.version, { ...room, match });
  backend.db.collectionDocs('roomSignals').delete(table.roomNo);

  const again = await open(cardPage, { roomNo: table.roomNo }, card.phone);
  await tick(60_000);
  expect(text($(again.comp, '#seat'))).toBe('1 号');
  expect(again.comp.querySelector('#error')).toBeFalsy();
  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  await tick(10);
  expect(text($(again.comp, '#notice'))).toBe(NEW_DEAL_NOTICE);
});

it('a trial build without a cloud environment opens no channel to a development address', async () => {
  config.cloudEnvId = '';
  const table = await tableFor({ game: 'killer', players: 9 });
  const p = player(1);
  p.envVersion = 'trial';
  const card = await open(cardPage, { roomNo: table.roomNo }, p);
  await tick(10 * 60_000);
  expect(card.phone.signalWaits).toBe(0);
  expect(card.phone.sent).toEqual([]);
  expect(card.comp.querySelector('#error')).toBeTruthy();
});
