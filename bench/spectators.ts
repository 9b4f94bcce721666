// Figure 11 (观战): 20 auto rooms on the local server, 50 spectators each waiting on the room's
// signal (long poll): the signal carries the table, so a spectator never reads. Measured: from a
// change's call sent (a seat taken, the host's step) to each spectator holding that table, and the
// backend calls a spectator makes per change.
import type { TableView } from '../typings/api';
import { budgeted, info, type Row } from './report';
import { type BenchServer, onServer, sleep } from './server';
import { nowMs, percentile } from './stats';

const ROOMS = 20;
const SPECTATORS = 50;
const PLAYERS = 12;
/** The host's steps after the seats are full (开始, 天黑…): each one a change the table sees. */
const HOST_STEPS = 3;
/** Between two changes of one room: about a table's quickest pace. */
const PACE_MS = 100;

interface Room {
  roomNo: string;
  /** When the call that produced each public version was sent. */
  sent: Map<number, number>;
  /** Per spectator: when it came to hold each table version. */
  held: Map<number, number>[];
  last: number;
  done: boolean;
}

export function spectatorFigures(): Promise<Row[]> {
  return onServer(measure);
}

async function measure(server: BenchServer): Promise<Row[]> {
  server.sockets(ROOMS * (SPECTATORS + 2));
  const errors: string[] = [];
  const rooms: Room[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const created = await server.call(`spec-host-${r}`, 'createRoom', { game: 'werewolf', players: PLAYERS, preset: 'classic', host: 'auto' });
    rooms.push({ roomNo: created.json.data.roomNo, sent: new Map(), held: [], last: created.json.data.view.v, done: false });
  }
  // A spectator: joins with one `watch` (not a change's call), then one long poll after the other,
  // each with the version it holds; it would have to read (a call) only when a signal came without its table.
  let calls = 0;
  // The changes start once every spectator watches (50 joining at once is a burst of its own).
  let watching = 0;
  let allWatching: () => void = () => undefined;
  const everyoneWatches = new Promise<void>((resolve) => { allWatching = resolve; });
  const spectator = async (room: Room, n: number) => {
    const held = new Map<number, number>();
    room.held[n] = held;
    const openid = `spec-${room.roomNo}-${n}`;
    const watched = await server.call(openid, 'watch', { roomNo: room.roomNo });
    if (!watched.json.ok) { errors.push(`watch: ${watched.json.error?.code}`); return; }
    if (++watching === ROOMS * SPECTATORS) allWatching();
    let v = 0;
    while (!room.done || v < room.last) {
      const answer = await server.signal(openid, room.roomNo, v);
      if (!answer.json.ok) { errors.push(`signal: ${answer.json.error?.code}`); return; }
      const table = answer.json.data.table as TableView | undefined;
      if (!table) {
        calls++;
        errors.push('a signal without its table');
        return;
      }
      if (table.v > v) {
        held.set(table.v, nowMs());
        v = table.v;
      }
    }
  };
  /** A change: the time its call left, keyed by the version it produced. */
  const change = async (room: Room, openid: string, action: string, params: Record<string, unknown> = {}) => {
    const at = nowMs();
    const answer = await server.call(openid, action, { roomNo: room.roomNo, ...params });
    if (!answer.json.ok) { errors.push(`${action}: ${answer.json.error?.code}`); return null; }
    const v: number = answer.json.data.v;
    if (!room.sent.has(v)) room.sent.set(v, at);
    room.last = Math.max(room.last, v);
    return answer.json.data;
  };
  const drive = async (room: Room, r: number) => {
    await everyoneWatches;
    await sleep(300);
    for (let i = 0; i < PLAYERS; i++) {
      await change(room, `spec-player-${room.roomNo}-${i}`, 'joinRoom');
      await sleep(PACE_MS);
    }
    let view = (await server.call(`spec-host-${r}`, 'tableView', { roomNo: room.roomNo })).json.data as TableView;
    for (let i = 0; i < HOST_STEPS && view.step?.waitsOn === 'host'; i++) {
      view = (await change(room, `spec-host-${r}`, 'act', { stepId: view.step.id })) ?? view;
      await sleep(PACE_MS);
    }
    room.done = true;
  };
  await Promise.all(rooms.flatMap((room, r) => [drive(room, r), ...Array.from({ length: SPECTATORS }, (_, n) => spectator(room, n))]));

  const samples: number[] = [];
  let changes = 0;
  for (const room of rooms) {
    changes += room.sent.size;
    for (const [version, at] of room.sent) {
      for (const held of room.held) {
        const reached = Math.min(...[...held].filter(([hv]) => hv >= version).map(([, t]) => t));
        if (Number.isFinite(reached)) samples.push(Math.max(0, reached - at));
        else errors.push(`a spectator never held v${version}`);
      }
    }
  }
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const perChange = calls / (ROOMS * SPECTATORS) / Math.max(1, changes / ROOMS);
  const label = `${ROOMS} 个房间 × ${SPECTATORS} 个观战者（本地服务长轮询，信号带桌面）`;
  return [
    info(11, `${label}: 从改变发出到观战者拿到新桌面 p50`, p50, 'ms', `${p50.toFixed(1)} ms（${samples.length} 个样本，${changes} 次改变）`),
    budgeted(11, `${label}: 从改变发出到观战者拿到新桌面 p99`, p99, 'ms', `${p99.toFixed(1)} ms`, '≤ 1000 ms', p99 <= 1000),
    budgeted(11, `${label}: 每个观战者每次改变的后端调用`, perChange, 'calls', `${perChange}（长轮询等待不算）`, '0', perChange === 0),
    budgeted(11, `${label}: 错误`, errors.length, 'errors', `${errors.length}`, '0', errors.length === 0, { errors: errors.slice(0, 10) }),
  ];
}
