import type { JudgeView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { SIGNAL_WAIT, withRateLimit } from '../../cloudfunctions/game/src/rate-limit';

function limitedApi(callsPerMinute = 120) {
  const api = inProcessApi();
  const handle = withRateLimit(api.handle, { callsPerMinute, failedLookupsPerMinute: 10, now: () => api.clock.now });
  const code = async (openid: string, action: string, params: Record<string, unknown> = {}) => {
    const answer = await handle(openid, { action, ...params });
    return answer.ok ? 'ok' : answer.error.code;
  };
  return { api, code, handle };
}

describe('rate limits', () => {
  it('allow 120 calls a minute per caller, then answer RATE_LIMITED until the next minute', async () => {
    const { api, code } = limitedApi();
    for (let i = 0; i < 120; i++) expect(await code('busy', 'catalog')).toBe('ok');
    expect(await code('busy', 'catalog')).toBe('RATE_LIMITED');
    expect(await code('someone else', 'catalog')).toBe('ok');
    api.clock.now += 60_000;
    expect(await code('busy', 'catalog')).toBe('ok');
  });

  it('stop a caller after 10 unknown room numbers in a minute, even for a real room', async () => {
    const { api, code } = limitedApi();
    const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 6 });
    for (let n = 0; n < 10; n++) expect(await code('guesser', 'joinRoom', { roomNo: String(900000 + n) })).toBe('ROOM_NOT_FOUND');
    expect(await code('guesser', 'joinRoom', { roomNo })).toBe('RATE_LIMITED');
    expect(await code('honest', 'joinRoom', { roomNo })).toBe('ok');
    api.clock.now += 60_000;
    expect(await code('guesser', 'joinRoom', { roomNo })).toBe('ok');
  });

  it('let a judge (or a script standing in for one) run several whole games in one minute', async () => {
    const { handle } = limitedApi();
    let calls = 0;
    for (let game = 0; game < 4; game++) {
      const created = await handle('quick judge', { action: 'createRoom', game: 'killer', players: 12 });
      if (!created.ok) throw new Error(created.error.code);
      const { roomNo, view } = created.data as { roomNo: string; view: JudgeView };
      let step = view.step;
      while (step) {
        expect((await handle('quick judge', { action: 'judgeView', roomNo })).ok).toBe(true);
        const input = step.input.type === 'seats' ? { seats: [step.input.options[0]] } : step.input.type === 'ballots' ? { ballots: {} } : {};
        const answer = await handle('quick judge', { action: 'act', roomNo, stepId: step.id, input });
        if (!answer.ok) throw new Error(answer.error.code);
        step = (answer.data as JudgeView).step;
        calls += 2;
      }
    }
    // The clock never moved: all of it in one minute, far past what anyone else may call.
    expect(calls).toBeGreaterThan(2 * 120);
  });

  it('count a judge page\'s answered waits apart: a quick judge is not stopped by its own page waking at each tap', async () => {
    const api = inProcessApi();
    // The local server's long poll, as the limiter sees it: a wait answered with the room's signal.
    const handle = withRateLimit(async (openid, body) => (body === SIGNAL_WAIT ? { ok: true, data: { v: 1 } } : api.handle(openid, body)),
      { callsPerMinute: 5, failedLookupsPerMinute: 10, now: () => api.clock.now });
    const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 6 });
    for (let i = 0; i < 5; i++) {
      expect((await handle('judge', { action: 'judgeView', roomNo })).ok).toBe(true);
      expect((await handle('judge', SIGNAL_WAIT)).ok).toBe(true);
    }
    // Five answered waits spent the waits' five; the judge's own calls, and any other call, still go through.
    expect(await handle('judge', SIGNAL_WAIT)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect((await handle('judge', { action: 'judgeView', roomNo })).ok).toBe(true);
    expect((await handle('judge', { action: 'catalog' })).ok).toBe(true);
  });

  it('still limit judge actions that are refused, and a judge past ten times the limit', async () => {
    const { api, code } = limitedApi(5);
    const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 6 });
    for (let i = 0; i < 5; i++) expect(await code('nosy', 'judgeView', { roomNo })).toBe('NOT_JUDGE');
    expect(await code('nosy', 'judgeView', { roomNo })).toBe('RATE_LIMITED');
    for (let i = 0; i < 50; i++) expect(await code('judge', 'judgeView', { roomNo })).toBe('ok');
    expect(await code('judge', 'judgeView', { roomNo })).toBe('RATE_LIMITED');
  });

  it('never stop a judge in their own room for what else they spent: other calls, room numbers not found', async () => {
    const { api, code } = limitedApi();
    const { roomNo, view } = await api.ok('judge', 'createRoom', { game: 'killer', players: 6 });
    for (let n = 0; n < 10; n++) expect(await code('judge', 'judgeView', { roomNo: String(900000 + n) })).toBe('ROOM_NOT_FOUND');
    for (let i = 0; i < 120; i++) await code('judge', 'catalog');
    expect(await code('judge', 'catalog')).toBe('RATE_LIMITED');
    expect(await code('judge', 'joinRoom', { roomNo })).toBe('RATE_LIMITED');
    expect(await code('judge', 'judgeView', { roomNo })).toBe('ok');
    expect(await code('judge', 'act', { roomNo, stepId: view.step.id })).toBe('ok');
    // Past the limits, a judge action that is refused gets the limit's answer: another room's judge view tells nothing more.
    expect(await code('judge', 'judgeView', { roomNo: '900000' })).toBe('RATE_LIMITED');
  });

  it('count the rooms a long poll did not find apart: a page waiting on a closed room does not lock its phone out of the next room', async () => {
    const api = inProcessApi();
    const handle = withRateLimit(async (openid, body) => (body === SIGNAL_WAIT
      ? { ok: false, error: { code: 'ROOM_NOT_FOUND', message: '房间不存在或已关闭' } }
      : api.handle(openid, body)), { callsPerMinute: 120, failedLookupsPerMinute: 10, now: () => api.clock.now });
    for (let i = 0; i < 10; i++) expect(await handle('phone', SIGNAL_WAIT)).toMatchObject({ ok: false, error: { code: 'ROOM_NOT_FOUND' } });
    expect(await handle('phone', SIGNAL_WAIT)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 6 });
    expect((await handle('phone', { action: 'joinRoom', roomNo })).ok).toBe(true);
  });

  it('are off with a limit of 0', async () => {
    const { code } = limitedApi(0);
    for (let i = 0; i < 300; i++) expect(await code('load test', 'catalog')).toBe('ok');
  });

  it('never stop a judge running a whole game with a refresh every 3 seconds', async () => {
    const { api, code, handle } = limitedApi();
    const { roomNo, view } = await api.ok('judge', 'createRoom', { game: 'killer', players: 12 });
    let step = view.step;
    let calls = 0;
    // A brisk judge: one act every 2 seconds, and the console's refresh every 3 seconds.
    for (let t = 0; step; t += 1000) {
      api.clock.now += 1000;
      if (t % 3000 === 0) expect(await code('judge', 'judgeView', { roomNo })).toBe('ok');
      if (t % 2000 === 0) {
        const answer = await handle('judge', { action: 'act', roomNo, stepId: step.id, input: step.input.type === 'seats' ? { seats: [step.input.options[0]] } : step.input.type === 'ballots' ? { ballots: {} } : {} });
        expect(answer.ok).toBe(true);
        step = answer.ok ? (answer.data as JudgeView).step : null;
        calls += 1;
      }
      if (calls > 400) break;
    }
    expect(step).toBeNull();
  });
});
