// Figure 3: the local server (a child process on loopback) under 1, 20 and 200 concurrent clients.
// Each level runs four rounds of: joinRoom (every call a first join: 20 fresh rooms × 10 seats), then
// GET /healthz (the floor), myCard (those 200 players) and act (each client the judge of its own rooms,
// so no two clients race for one room's step) in turn. Latency is from sending to the parsed answer.
import type { JudgeView } from '../typings/api';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { randomInput } from '../tests/helpers/random-play';
import { budgeted, info, type Row } from './report';
import { runClients, startServer, type Answer, type BenchServer } from './server';
import { median, percentile } from './stats';

const LEVELS = [1, 20, 200];
const ROOMS = 20;
const PLAYERS = 10;
const ACT_ROOMS = 200;
/** Requests per level for healthz, myCard and act (joinRoom: one per seat, 200). */
const REQUESTS: Record<number, number> = { 1: 400, 20: 2000, 200: 4000 };
/** Each level runs in rounds of one block per call, in turn, so the floor shares the actions' noise. */
const ROUNDS = 4;
const RATIO_BUDGET = 3;
const BUDGET_LEVEL = 20;

type Measured = 'healthz' | 'joinRoom' | 'myCard' | 'act';

/** `script`: the server to load (another build of it, to compare a change). */
export async function serverLoadFigures(script?: string): Promise<Row[]> {
  const server = await startServer(script);
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

async function measure(server: BenchServer): Promise<Row[]> {
  const rng = seededRng(11);
  const errors: string[] = [];
  const check = (what: string, a: Answer): Answer => {
    if (a.status !== 200 || !a.json.ok) errors.push(`${what}: HTTP ${a.status} ${a.json.error?.code ?? ''}`);
    return a;
  };
  const createRoom = async (judge: string): Promise<{ roomNo: string; view: JudgeView }> => {
    const a = check('createRoom', await server.call(judge, 'createRoom', { game: 'killer', players: PLAYERS }));
    if (!a.json.ok) throw new Error(`createRoom refused: ${a.json.error?.message}`);
    return a.json.data as { roomNo: string; view: JudgeView };
  };

  // The rooms whose judges act: one view per room, redealt (unmeasured) when its game ends.
  server.sockets(20);
  const actRooms: { judge: string; roomNo: string; view: JudgeView }[] = [];
  await runClients(20, ACT_ROOMS, async (_w, i) => {
    const judge = `judge-act-${i}`;
    actRooms[i] = { judge, ...(await createRoom(judge)) };
  });
  const actOnce = async (room: (typeof actRooms)[number]): Promise<Answer> => {
    if (!room.view.step) {
      const redealt = check('redeal', await server.call(room.judge, 'redeal', { roomNo: room.roomNo }));
      room.view = redealt.json.data as JudgeView;
    }
    const step = room.view.step;
    if (!step) throw new Error('a redealt game has no step');
    const a = check('act', await server.call(room.judge, 'act', { roomNo: room.roomNo, stepId: step.id, input: randomInput(step, rng) }));
    if (a.json.ok) room.view = a.json.data as JudgeView;
    else room.view = (await server.call(room.judge, 'judgeView', { roomNo: room.roomNo })).json.data as JudgeView;
    return a;
  };

  const times: Record<number, Record<Measured, number[]>> = {};
  const cpu: Record<number, Record<Measured, number>> = {};
  let level = 0;
  const record = (what: Measured, a: Answer): void => {
    times[level][what].push(a.ms);
  };
  /** Runs one phase and adds the server's CPU time over it to `what`. */
  const phase = async (what: Measured, run: () => Promise<void>) => {
    const before = server.cpuMs();
    await run();
    cpu[level][what] += server.cpuMs() - before;
  };

  // Warm-up (not recorded): the server's and the client's code paths JIT-compiled.
  times[0] = { healthz: [], joinRoom: [], myCard: [], act: [] };
  await runClients(20, 300, async () => { await server.healthz(); });
  await runClients(20, ACT_ROOMS, async (_w, i) => { await actOnce(actRooms[i]); });

  for (const clients of LEVELS) {
    level = clients;
    times[clients] = { healthz: [], joinRoom: [], myCard: [], act: [] };
    cpu[clients] = { healthz: 0, joinRoom: 0, myCard: 0, act: 0 };
    server.sockets(clients);
    const perRound = REQUESTS[clients] / ROUNDS;
    const owned = ACT_ROOMS / clients;
    const turns = Array.from({ length: clients }, () => 0);
    for (let round = 0; round < ROUNDS; round++) {
      // Fresh rooms for this round's first joins (created unmeasured). Player i sits in room
      // i mod 20, so that 20 clients are one per room.
      const rooms: string[] = [];
      for (let r = 0; r < ROOMS; r++) rooms.push((await createRoom(`judge-${clients}-${round}-${r}`)).roomNo);
      const player = (i: number) => ({ openid: `player-${clients}-${round}-${i}`, roomNo: rooms[i % ROOMS], seat: Math.floor(i / ROOMS) + 1 });
      const blocks: Record<Measured, () => Promise<void>> = {
        healthz: () => runClients(clients, perRound, async () => record('healthz', check('healthz', await server.healthz()))),
        joinRoom: () => runClients(clients, ROOMS * PLAYERS, async (_w, i) => {
          const p = player(i);
          record('joinRoom', check('joinRoom', await server.call(p.openid, 'joinRoom', { roomNo: p.roomNo, seat: p.seat, nickname: `玩家${p.seat}` })));
        }),
        myCard: () => runClients(clients, perRound, async (_w, i) => {
          const p = player(i % (ROOMS * PLAYERS));
          record('myCard', check('myCard', await server.call(p.openid, 'myCard', { roomNo: p.roomNo })));
        }),
        act: () => runClients(clients, perRound, async (w) => {
          // Client w judges rooms w, w + clients, w + 2·clients, … in turn.
          const j = turns[w]++ % owned;
          record('act', await actOnce(actRooms[w + clients * j]));
        }),
      };
      // Joins need the seats first; the other blocks take turns so that noise hits them alike.
      const order: Measured[] = ['healthz', 'myCard', 'act'];
      const turn = [...order.slice(round % 3), ...order.slice(0, round % 3)];
      await phase('joinRoom', blocks.joinRoom);
      for (const what of turn) await phase(what, blocks[what]);
    }
  }

  const rows: Row[] = [];
  for (const clients of LEVELS) {
    const t = times[clients];
    const floorP50 = median(t.healthz);
    const cpuUs = (what: Measured) => (cpu[clients][what] * 1000) / t[what].length;
    rows.push(info(3, `${clients} 个并发客户端: GET /healthz（基线）`, floorP50, 'ms',
      `p50 ${fmt(floorP50)} / p99 ${fmt(percentile(t.healthz, 99))} ms（服务器 CPU ${cpuUs('healthz').toFixed(0)} µs/次）`, { samples: t.healthz.length, serverCpuUsPerCall: cpuUs('healthz') }));
    for (const action of ['joinRoom', 'myCard', 'act'] as const) {
      const p50 = median(t[action]);
      const p99 = percentile(t[action], 99);
      const ratio = p50 / floorP50;
      const text = `p50 ${fmt(p50)} / p99 ${fmt(p99)} ms = ${ratio.toFixed(2)}× 基线（服务器 CPU ${cpuUs(action).toFixed(0)} µs/次）`;
      const detail = { p50, p99, floorP50, ratio, samples: t[action].length, serverCpuUsPerCall: cpuUs(action) };
      rows.push(clients === BUDGET_LEVEL
        ? budgeted(3, `${clients} 个并发客户端: ${action}`, ratio, '× floor', text, `p50 ≤ ${RATIO_BUDGET}× 基线`, ratio <= RATIO_BUDGET, detail)
        : info(3, `${clients} 个并发客户端: ${action}`, ratio, '× floor', text, detail));
    }
  }
  const requests = Object.values(times).reduce((n, t) => n + Object.values(t).reduce((m, s) => m + s.length, 0), 0);
  rows.push(budgeted(3, '负载下的错误', errors.length, 'errors', `${errors.length} / ${requests} 次请求`, '0', errors.length === 0,
    { first: errors.slice(0, 5) }));
  return rows;
}

function fmt(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}
