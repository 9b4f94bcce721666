// GET /api/signal on the local server: long polling on the room's public signal.
import type { AddressInfo } from 'node:net';
import type { MyTurnResult, RoomSignal, TableView } from '../../typings/api';
import { createHandler, readSeatSignal, readSignal } from '../../cloudfunctions/game/src/actions';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { longPoll, WAITS_PER_CALLER } from '../../cloudfunctions/game/src/local/long-poll';
import { createGameServer } from '../../cloudfunctions/game/src/local/server';
import { DEFAULT_LIMITS, rateLimiter, SIGNAL_WAIT } from '../../cloudfunctions/game/src/rate-limit';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { startServer } from '../helpers/server';
import { memoryWordStats } from '../../cloudfunctions/game/src/store/word-stats-memory';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';

type Answer = { ok: true; data: RoomSignal & { turn?: Omit<MyTurnResult, 'table'> } } | { ok: false; error: { code: string; message: string } };

/** The local server as `npm start` wires it, in this process, on a random loopback port. */
async function localServer({ waitMs = 25_000, callsPerMinute = 0 } = {}) {
  const store = memoryStore();
  const limited = rateLimiter({ ...DEFAULT_LIMITS, callsPerMinute, now: Date.now });
  const waits = longPoll({
    read: (roomNo, caller, withTable) => readSignal(store, Date.now(), roomNo, caller, withTable),
    readSeat: (roomNo, seat, caller) => readSeatSignal(store, Date.now(), roomNo, seat, caller),
    logError: (e) => { throw e; },
    waitMs,
  });
  const handler = limited(createHandler({
    store, wordStats: memoryWordStats(), words: () => WORD_PAIRS, signals: waits, rng: seededRng(3), now: Date.now, requestId: () => 'r', logError: (_id, e) => { throw e; },
  }));
  const server = createGameServer({
    handler,
    signal: (openid, query, gone) => limited((caller) => waits.wait(caller, query, gone))(openid, SIGNAL_WAIT),
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (openid: string, action: string, params: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/api/game`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Openid': openid }, body: JSON.stringify({ action, ...params }),
    });
    return response.json() as Promise<{ ok: boolean; data?: any; error?: { code: string } }>;
  };
  const signal = async (openid: string | null, query: string, abort?: AbortSignal): Promise<Answer> => {
    const response = await fetch(`${url}/api/signal${query === '' ? '' : `?${query}`}`, { headers: openid === null ? {} : { 'X-Openid': openid }, signal: abort });
    expect(response.status).toBe(200);
    return response.json() as Promise<Answer>;
  };
  const room = async () => {
    const created = await call('judge', 'createRoom', { game: 'undercover', players: 12 });
    return { roomNo: created.data.roomNo as string, view: created.data.view };
  };
  /** Resolves once `count` waits are open on the server. */
  const waitsOpen = async (count: number) => {
    for (let i = 0; i < 500 && waits.openWaits() !== count; i++) await new Promise((r) => setTimeout(r, 5));
    expect(waits.openWaits()).toBe(count);
  };
  const stop = () => new Promise<void>((resolve) => {
    waits.close();
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return { call, signal, room, waits, waitsOpen, stop };
}

let server: Awaited<ReturnType<typeof localServer>>;
afterEach(async () => server?.stop());

it('answers at once without `after` or when it is behind, and otherwise when the room moves on', async () => {
  server = await localServer();
  const { roomNo } = await server.room();
  expect(await server.signal('p1', `roomNo=${roomNo}`)).toMatchObject({ ok: true, data: { v: 1, joined: 0, deal: 1 } });
  expect(await server.signal('p1', `roomNo=${roomNo}&after=0`)).toMatchObject({ ok: true, data: { v: 1 } });
  const waiting = server.signal('p1', `roomNo=${roomNo}&after=1`);
  await server.waitsOpen(1);
  await server.call('p2', 'joinRoom', { roomNo });
  expect(await waiting).toMatchObject({ ok: true, data: { v: 2, joined: 1 } });
  await server.waitsOpen(0);
});

it('answers the same signal when nothing moves within the wait', async () => {
  server = await localServer({ waitMs: 150 });
  const { roomNo } = await server.room();
  expect(await server.signal('p1', `roomNo=${roomNo}&after=1`)).toMatchObject({ ok: true, data: { v: 1 } });
  await server.waitsOpen(0);
});

it('needs X-Openid, a room number and a whole `after`; an unknown room is ROOM_NOT_FOUND', async () => {
  server = await localServer();
  const { roomNo } = await server.room();
  for (const [openid, query] of [[null, `roomNo=${roomNo}`], ['p', ''], ['p', 'after=1'], ['p', 'roomNo=12'], ['p', `roomNo=${roomNo}&after=-1`], ['p', `roomNo=${roomNo}&after=1.5`]] as const) {
    expect(await server.signal(openid, query)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  }
  expect(await server.signal('p', 'roomNo=999999&after=1')).toMatchObject({ ok: false, error: { code: 'ROOM_NOT_FOUND' } });
  await server.waitsOpen(0);
});

it('tells phones already waiting that the room was closed', async () => {
  server = await localServer();
  const { roomNo } = await server.room();
  const waiting = [1, 2, 3].map((i) => server.signal(`p${i}`, `roomNo=${roomNo}&after=1`));
  await server.waitsOpen(3);
  await server.call('judge', 'closeRoom', { roomNo });
  for (const answer of await Promise.all(waiting)) expect(answer).toMatchObject({ ok: false, error: { code: 'ROOM_NOT_FOUND', message: `房间 ${roomNo} 不存在或已关闭` } });
  await server.waitsOpen(0);
});

it('holds at most 4 open waits per caller, and counts each answered wait against the limit, apart from the calls', async () => {
  server = await localServer({ callsPerMinute: 7 });
  const { roomNo } = await server.room();
  const waiting = Array.from({ length: WAITS_PER_CALLER }, () => server.signal('p1', `roomNo=${roomNo}&after=1`));
  await server.waitsOpen(WAITS_PER_CALLER);
  expect(await server.signal('p1', `roomNo=${roomNo}&after=1`)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  // Another caller is not held back by p1's waits.
  const other = server.signal('p2', `roomNo=${roomNo}&after=1`);
  await server.waitsOpen(WAITS_PER_CALLER + 1);
  await server.call('p3', 'joinRoom', { roomNo });
  for (const answer of [...await Promise.all(waiting), await other]) expect(answer).toMatchObject({ ok: true, data: { v: 2 } });
  // p1 has spent 4 answered waits and 1 refusal of its 7 waits a minute; its calls are a count of their own.
  for (let i = 0; i < 2; i++) expect((await server.signal('p1', `roomNo=${roomNo}`)).ok).toBe(true);
  expect(await server.signal('p1', `roomNo=${roomNo}`)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  for (let i = 0; i < 7; i++) expect((await server.call('p1', 'myCard', { roomNo })).error?.code).toBe('NOT_IN_ROOM');
  expect((await server.call('p1', 'myCard', { roomNo })).error?.code).toBe('RATE_LIMITED');
});

it('answers a caller at its 4 waits at once when its `after` is behind, and refuses only a fifth wait', async () => {
  server = await localServer();
  const { roomNo } = await server.room();
  const waiting = Array.from({ length: WAITS_PER_CALLER }, () => server.signal('p1', `roomNo=${roomNo}&after=1`));
  await server.waitsOpen(WAITS_PER_CALLER);
  expect(await server.signal('p1', `roomNo=${roomNo}&after=0`)).toMatchObject({ ok: true, data: { v: 1 } });
  expect(await server.signal('p1', `roomNo=${roomNo}&after=1`)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  await server.call('p3', 'joinRoom', { roomNo });
  for (const answer of await Promise.all(waiting)) expect(answer).toMatchObject({ ok: true, data: { v: 2 } });
});

it('drops a wait when its phone goes away, without counting it', async () => {
  server = await localServer({ callsPerMinute: 2 });
  const { roomNo } = await server.room();
  const leaving = new AbortController();
  const waiting = Array.from({ length: WAITS_PER_CALLER }, () => server.signal('p1', `roomNo=${roomNo}&after=1`, leaving.signal).catch(() => 'gone'));
  await server.waitsOpen(WAITS_PER_CALLER);
  leaving.abort();
  expect(await Promise.all(waiting)).toEqual(Array(WAITS_PER_CALLER).fill('gone'));
  await server.waitsOpen(0);
  expect((await server.signal('p1', `roomNo=${roomNo}`)).ok).toBe(true);
  expect((await server.signal('p1', `roomNo=${roomNo}`)).ok).toBe(true);
});

it('200 phones waiting on one room: all told of the change, no error, nothing left behind', async () => {
  server = await localServer();
  const { roomNo, view } = await server.room();
  const phones = Array.from({ length: 200 }, (_, i) => `phone-${i}`);
  let waiting = phones.map((p) => server.signal(p, `roomNo=${roomNo}&after=1`));
  await server.waitsOpen(200);
  await server.call('judge', 'act', { roomNo, stepId: view.step.id });
  for (const answer of await Promise.all(waiting)) expect(answer).toMatchObject({ ok: true, data: { v: 2, stepId: view.step.id + 1 } });
  await server.waitsOpen(0);

  // And once more, with every phone leaving before anything happens.
  const leaving = new AbortController();
  waiting = phones.map((p) => server.signal(p, `roomNo=${roomNo}&after=2`, leaving.signal).catch(() => ({ ok: false, error: { code: 'gone', message: '' } })));
  await server.waitsOpen(200);
  leaving.abort();
  await Promise.all(waiting);
  await server.waitsOpen(0);
});

it('an auto room: the room signal holds the table a seated player reads, the seat signal its turn, for that seat\'s player only', async () => {
  server = await localServer({ waitMs: 5_000 });
  const created = await server.call('host', 'createRoom', { game: 'killer', players: 6, host: 'auto', rules: { 'auto.nightStepSeconds': 0 } });
  const roomNo: string = created.data.roomNo;
  for (let i = 1; i <= 6; i++) await server.call(`p${i}`, 'joinRoom', { roomNo });
  const view: TableView = (await server.call('p1', 'tableView', { roomNo })).data;
  const room = await server.signal('p1', `roomNo=${roomNo}&table=1`);
  expect(room.ok && { ...room.data.table, serverNow: 0 }).toEqual({ ...view, serverNow: 0 });
  expect(room.ok && room.data.v).toBe(view.v);
  // The host starts and reads nightfall: the night's first step asks every seat (a prompt, or a
  // guess), and the seat's own waiting phone hears its turn.
  const nightfall: TableView = (await server.call('host', 'act', { roomNo, stepId: view.step!.id })).data;
  const waiting = server.signal('p2', `roomNo=${roomNo}&seat=2&after=0`);
  await server.waitsOpen(1);
  await server.call('host', 'act', { roomNo, stepId: nightfall.step!.id });
  const heard = await waiting;
  expect(heard.ok && heard.data.turn?.prompt).toMatchObject({ stepId: nightfall.step!.id + 1 });
  const { table: _table, v: _v, ...turn }: MyTurnResult = (await server.call('p2', 'myTurn', { roomNo })).data;
  expect(heard).toMatchObject({ ok: true, data: { v: turn.seatV } });
  expect(heard.ok && { ...heard.data.turn, card: { ...heard.data.turn?.card, v: 0 } }).toEqual({ ...turn, card: { ...turn.card, v: 0 } });
  // Another caller, seated or not, is refused that seat's signal: at once, and while waiting.
  for (const caller of ['p3', 'stranger']) {
    expect(await server.signal(caller, `roomNo=${roomNo}&seat=2`)).toMatchObject({ ok: false, error: { code: 'NOT_IN_ROOM' } });
    expect(await server.signal(caller, `roomNo=${roomNo}&seat=2&after=0`)).toMatchObject({ ok: false, error: { code: 'NOT_IN_ROOM' } });
  }
  await server.waitsOpen(0);
});

it('gives the table only to the room\'s own people who ask for it: a stranger, or anyone not asking, hears the bare signal, at once and while waiting', async () => {
  server = await localServer({ waitMs: 5_000 });
  const created = await server.call('host', 'createRoom', { game: 'killer', players: 6, host: 'auto', rules: { 'auto.nightStepSeconds': 0 } });
  const roomNo: string = created.data.roomNo;
  for (let i = 1; i <= 6; i++) await server.call(`p${i}`, 'joinRoom', { roomNo, nickname: `玩家${i}` });
  const SIGNAL_KEYS = ['dead', 'deal', 'expiresAt', 'joined', 'phase', 'round', 'status', 'stepId', 'v'];
  for (const [caller, query] of [['stranger', `roomNo=${roomNo}&table=1`], ['p1', `roomNo=${roomNo}`], ['host', `roomNo=${roomNo}`]]) {
    const bare = await server.signal(caller, query);
    expect(bare).toMatchObject({ ok: true, data: { v: expect.any(Number), joined: 6 } });
    expect(bare.ok && Object.keys(bare.data).sort()).toEqual(SIGNAL_KEYS);
    expect(JSON.stringify(bare)).not.toContain('玩家1');
  }
  for (const caller of ['host', 'p1']) expect(await server.signal(caller, `roomNo=${roomNo}&table=1`)).toMatchObject({ ok: true, data: { table: { roomNo } } });

  // Waiting side by side: the stranger, a player and (once they watch) a spectator; the host starts.
  await server.call('friend', 'watch', { roomNo, nickname: '老王' });
  const current = await server.signal('p1', `roomNo=${roomNo}`);
  const after = current.ok ? current.data.v : 0;
  const waiting = ['stranger', 'p1', 'friend'].map((caller) => server.signal(caller, `roomNo=${roomNo}&after=${after}&table=1`));
  const unasked = server.signal('p2', `roomNo=${roomNo}&after=${after}`);
  await server.waitsOpen(4);
  const view: TableView = (await server.call('host', 'tableView', { roomNo })).data;
  await server.call('host', 'act', { roomNo, stepId: view.step!.id });
  const [stranger, player, spectator] = await Promise.all(waiting);
  const bare = await unasked;
  expect(bare.ok && Object.keys(bare.data).sort()).toEqual(SIGNAL_KEYS);
  expect(stranger.ok && stranger.data.table).toBeUndefined();
  expect(stranger.ok && stranger.data.v).toBeGreaterThan(after);
  expect(player.ok && player.data.table?.roomNo).toBe(roomNo);
  expect(spectator.ok && spectator.data.table?.roomNo).toBe(roomNo);
  await server.waitsOpen(0);
});

it('npm start: a wait is answered when the server stops, and the server exits', async () => {
  const running = await startServer();
  try {
    const created = await running.call('judge', 'createRoom', { game: 'killer', players: 6 });
    const roomNo = created.data.roomNo;
    const get = (query: string) => fetch(`${running.url}/api/signal?${query}`, { headers: { 'X-Openid': 'p1' } }).then((r) => r.json());
    expect(await get(`roomNo=${roomNo}`)).toMatchObject({ ok: true, data: { v: 1 } });
    const waiting = get(`roomNo=${roomNo}&after=1`);
    await new Promise((r) => setTimeout(r, 100));
    const exited = running.stop('SIGTERM');
    expect(await waiting).toMatchObject({ ok: true, data: { v: 1 } });
    expect(await exited).toBe(0);
  } finally {
    await running.stop('SIGKILL');
  }
});
