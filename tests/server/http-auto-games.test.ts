// 自动主持 over HTTP: no judge, only phones. Each game is played to a winner by scripted phones
// answering their own prompts; the host's phone only starts the game and reads the steps out.
import type { MyTurnResult } from '../../typings/api';
import { autoTable, must, playByPhones, type Call } from '../helpers/phones';
import { serverForFile } from '../helpers/server';

const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
/**
 * Cards shown on death: no neutral 「技能」 window, which only its time closes (the server's real clock
 * here; the windows are played in-process on a fake clock).
 */
const SHOWN = { 'reveal.onDeath': true };
const server = serverForFile({ GAME_RATE_LIMIT: '0' });
const call: Call = (openid, action, params = {}) => server.call(openid, action, params);

describe('whole auto games over HTTP, played by phones only', () => {
  it.each([
    ['狼人杀 classic', { game: 'werewolf', players: 12, preset: 'classic' }, ['wolf', 'good', 'lovers'], SHOWN],
    ['狼人杀 预女猎白 with its sheriff', { game: 'werewolf', players: 12, preset: 'modern12-idiot' }, ['wolf', 'good'], SHOWN],
    ['杀人游戏', { game: 'killer', players: 12 }, ['killer', 'good', 'police', 'civilian'], {}],
    ['谁是卧底', { game: 'undercover', players: 9 }, ['civilian', 'undercover'], {}],
  ])('plays a 12 (9)-player %s to a winner, the host playing on seat 1', async (_name, params, camps, rules) => {
    const table = await autoTable(call, 'host-phone', { ...params, rules: { ...FAST, ...rules } }, true);
    const keys = new Set<string>();
    const ended = await playByPhones(call, table, 17, { observeTable: (view) => view.step && keys.add(view.step.key) });
    expect(ended.status).toBe('ended');
    expect(camps).toContain(ended.winner?.camp);
    // The end tells the story: the whole log, once nothing is secret any more.
    expect(ended.log.length).toBeGreaterThan(3);
    if ('preset' in params && params.preset === 'modern12-idiot') expect(keys).toContain('day.sheriffCandidates');
    expect(await server.call('host-phone', 'judgeView', { roomNo: table.roomNo })).toMatchObject({ ok: false, error: { code: 'NOT_JUDGE' } });
    // Every living phone answers every night step (the decoys too): twice the calls of a judge's night.
  }, 120_000);
});

describe('seat signals', () => {
  async function signal(openid: string, query: string): Promise<any> {
    const response = await fetch(`${server.url}/api/signal?${query}`, { headers: { 'X-Openid': openid } });
    return response.json();
  }

  it("moves a wolf's seat signal when a teammate picks, never the room's public version, and only for that seat's phone", async () => {
    const table = await autoTable(call, 'host-2', { game: 'werewolf', players: 12, preset: 'classic', rules: FAST });
    const { roomNo, phones } = table;
    let turns: MyTurnResult[] = [];
    // Readings and quiet answers until the wolves are called.
    for (let i = 0; i < 40; i++) {
      turns = await Promise.all(phones.map((p) => must<MyTurnResult>(call(p, 'myTurn', { roomNo }))));
      if (turns.some((t) => t.prompt?.key === 'night.wolves')) break;
      const step = turns[0].table.step!;
      const asked = turns.flatMap((t, i) => (t.prompt && !t.prompt.answer ? [i] : []));
      for (const i of asked) {
        const spec = turns[i].prompt!.input;
        const input = spec.type === 'seats' ? { seats: spec.min > 0 && !spec.skippable ? spec.options.slice(0, spec.min) : [] }
          : spec.type === 'choice' ? { choice: spec.options[spec.options.length - 1].id } : {};
        // A night step may close before the last decoy answers it.
        const played = await call(phones[i], 'play', { roomNo, stepId: turns[i].prompt!.stepId, input });
        if (!played.ok && played.error.code !== 'STALE_STEP') throw new Error(`${played.error.code}: ${played.error.message}`);
      }
      if (asked.length === 0) await must(call('host-2', 'act', { roomNo, stepId: step.id }));
    }
    const wolves = turns.flatMap((t, i) => (t.prompt?.key === 'night.wolves' ? [i + 1] : []));
    expect(wolves.length).toBeGreaterThan(1);
    const [first, second] = wolves;
    const publicBefore = (await signal(phones[0], `roomNo=${roomNo}`)).data.v;
    const seatBefore = (await signal(phones[second - 1], `roomNo=${roomNo}&seat=${second}`)).data.v;
    // The second wolf waits on its own signal; the first wolf picks.
    const waiting = signal(phones[second - 1], `roomNo=${roomNo}&seat=${second}&after=${seatBefore}`);
    const prompt = turns[first - 1].prompt!;
    await must(call(phones[first - 1], 'play', { roomNo, stepId: prompt.stepId, input: { seats: [prompt.input.type === 'seats' ? prompt.input.options[0] : 1] } }));
    expect((await waiting).data.v).toBe(seatBefore + 1);
    expect((await signal(phones[0], `roomNo=${roomNo}`)).data.v).toBe(publicBefore);
    // Another phone may not read that seat's signal.
    expect(await signal(phones[first - 1], `roomNo=${roomNo}&seat=${second}`)).toMatchObject({ ok: false, error: { code: 'NOT_IN_ROOM' } });
    expect(await signal(phones[first - 1], `roomNo=${roomNo}&seat=99`)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  });
});
