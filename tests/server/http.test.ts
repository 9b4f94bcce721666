import { playToEnd } from '../helpers/autoplay';
import { judgeActs, serverForFile, startServer } from '../helpers/server';

const JUDGE = 'judge-openid';
const server = serverForFile();

describe('the local server over HTTP', () => {
  it('answers GET /healthz with 200, and HEAD (a load balancer\'s probe) alike', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect((await fetch(`${server.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('routes by path: a query string changes nothing; a wrong method or address is told which one to use', async () => {
    expect((await fetch(`${server.url}/healthz?probe=1`)).status).toBe(200);
    const game = await fetch(`${server.url}/api/game?t=1`, { method: 'POST', headers: { 'X-Openid': 'a' }, body: JSON.stringify({ action: 'catalog' }) });
    expect(game.status).toBe(200);
    const signal = await fetch(`${server.url}/api/signal?roomNo=123456`, { method: 'POST', headers: { 'X-Openid': 'a' } });
    expect([signal.status, await signal.json()]).toEqual([405, { ok: false, error: { code: 'BAD_REQUEST', message: '请用 GET 调用 /api/signal' } }]);
    const elsewhere = await fetch(`${server.url}/api/games`, { method: 'POST' });
    expect([elsewhere.status, ((await elsewhere.json()) as { error: { message: string } }).error.message]).toEqual([404, '没有这个地址：请 POST /api/game']);
  });

  it('plays a 9-player 杀人游戏 from creation to a winner, then undoes, redeals and closes', async () => {
    const created = await server.call(JUDGE, 'createRoom', { game: 'killer', players: 9 });
    expect(created.ok).toBe(true);
    const { roomNo } = created.data;
    const openids = Array.from({ length: 9 }, (_, i) => `player-${i + 1}`);
    const seats: number[] = [];
    for (const openid of openids) seats.push((await server.call(openid, 'joinRoom', { roomNo, nickname: openid.slice(-1) })).data.seat);
    expect(seats).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const again = await server.call(openids[3], 'joinRoom', { roomNo });
    expect(again.data.seat).toBe(4);
    expect((await server.call('tenth', 'joinRoom', { roomNo })).error.code).toBe('ROOM_FULL');

    const ended = await playToEnd(judgeActs(server, JUDGE, roomNo), created.data.view);
    expect(ended.status).toBe('ended');
    expect(ended.winner?.text).toMatch(/获胜/);
    expect(ended.step).toBeNull();
    expect((await server.call(JUDGE, 'act', { roomNo, stepId: 1 })).error.code).toBe('GAME_OVER');

    const undone = await server.call(JUDGE, 'undo', { roomNo });
    expect(undone.data.status).toBe('playing');
    const redealt = await server.call(JUDGE, 'redeal', { roomNo });
    expect(redealt.data).toMatchObject({ status: 'playing', round: 1, step: { key: 'checkin' } });
    const myCard = await server.call(openids[0], 'myCard', { roomNo });
    expect(myCard.data.card.role).toBe(redealt.data.seats[0].role);

    expect((await server.call(openids[0], 'closeRoom', { roomNo })).error.code).toBe('NOT_JUDGE');
    expect((await server.call(JUDGE, 'closeRoom', { roomNo })).ok).toBe(true);
    expect((await server.call(openids[0], 'myCard', { roomNo })).error.code).toBe('ROOM_NOT_FOUND');
  });

  it('produces the documented error codes with Chinese messages', async () => {
    const { data } = await server.call(JUDGE, 'createRoom', { game: 'killer', players: 6 });
    const roomNo = data.roomNo;
    await server.call('a', 'joinRoom', { roomNo, seat: 1 });
    const codes = {
      BAD_REQUEST: await server.call('a', 'createRoom', { game: 'killer', players: 3 }),
      ROOM_NOT_FOUND: await server.call('a', 'myCard', { roomNo: '100000' === roomNo ? '100001' : '100000' }),
      SEAT_TAKEN: await server.call('b', 'joinRoom', { roomNo, seat: 1 }),
      NOT_JUDGE: await server.call('a', 'judgeView', { roomNo }),
      NOT_IN_ROOM: await server.call('c', 'myCard', { roomNo }),
      STALE_STEP: await server.call(JUDGE, 'act', { roomNo, stepId: 9 }),
      ILLEGAL_MOVE: await server.call(JUDGE, 'undo', { roomNo }),
    };
    for (const [code, answer] of Object.entries(codes)) {
      expect(answer).toEqual({ ok: false, error: { code, message: expect.stringMatching(/[\u4e00-\u9fff]/) } });
    }
  });

  it('says so when the body names no action, or one that does not exist', async () => {
    expect((await server.post('a', { roomNo: '123456' })).json).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '请求缺少操作名 action' } });
    expect((await server.post('a', { action: 'fly' })).json).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '未知的操作：fly' } });
    expect((await server.post('a', { action: 123 })).json).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '请求里的操作名须为文字，如 "joinRoom"' } });
  });

  it('answers a call without X-Openid with BAD_REQUEST, but the public catalog', async () => {
    const { status, json } = await server.post(null, { action: 'myCard', roomNo: '123456' });
    expect(status).toBe(200);
    expect(json.error).toEqual({ code: 'BAD_REQUEST', message: '无法识别调用者身份' });
    const catalog = await server.post(null, { action: 'catalog' });
    expect(catalog.status).toBe(200);
    expect(catalog.json.data.games.map((g: { id: string }) => g.id)).toEqual(['killer', 'werewolf', 'undercover']);
  });

  it('refuses a body that is not JSON with 400, and one over 16 KB with 413', async () => {
    const notJson = await server.post('a', '{"action": "catalog"');
    expect(notJson).toEqual({ status: 400, json: { ok: false, error: { code: 'BAD_REQUEST', message: expect.any(String) } } });
    const huge = await server.post('a', JSON.stringify({ action: 'catalog', pad: 'x'.repeat(17 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await server.call('a', 'catalog')).ok).toBe(true);
  });

  it('logs one line per call', async () => {
    const lines = () => server.output.join('').split('\n').filter((l) => l.includes('POST /api/game logProbe 200 BAD_REQUEST'));
    await server.call('a', 'logProbe');
    await new Promise((r) => setTimeout(r, 100));
    expect(lines()).toHaveLength(1);
  });
});

describe('the local server process', () => {
  it('reads the per-minute call limit from GAME_RATE_LIMIT and answers RATE_LIMITED past it', async () => {
    const limited = await startServer({ GAME_RATE_LIMIT: '5' });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await limited.call('eager', 'catalog');
        codes.push(answer.ok ? 'ok' : answer.error.code);
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
      expect((await limited.call('someone else', 'catalog')).ok).toBe(true);
    } finally {
      await limited.stop();
    }
  });

  it('refuses to start with a GAME_RATE_LIMIT that is not a number', async () => {
    await expect(startServer({ GAME_RATE_LIMIT: 'lots' })).rejects.toThrow(/GAME_RATE_LIMIT/);
  });

  it('refuses, in words, to open a data folder another local server is using', async () => {
    const first = await startServer();
    try {
      const second = startServer({}, first.dataDir);
      await expect(second).rejects.toThrow(/exited 1[\s\S]*正被另一个本地服务使用/);
      await expect(second).rejects.not.toThrow(/SqliteError|at /);
    } finally {
      await first.stop('SIGTERM');
    }
  });

  it('keeps rooms across a restart and shuts down cleanly on SIGTERM', async () => {
    const first = await startServer();
    const { data } = await first.call(JUDGE, 'createRoom', { game: 'killer', players: 6 });
    await first.call('p', 'joinRoom', { roomNo: data.roomNo });
    expect(await first.stop('SIGTERM')).toBe(0);
    const second = await startServer({}, first.dataDir);
    const card = await second.call('p', 'myCard', { roomNo: data.roomNo });
    expect(card.data.seat).toBe(1);
    expect(await second.stop('SIGTERM')).toBe(0);
  });
});
