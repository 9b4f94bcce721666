// Figure 9 (自动主持): whole auto games on the local server, no judge: 12 phones per room, each
// waiting on its room's signal and its own seat signal, reading myTurn when one moves and answering
// its prompt after a short think; the host's phone advances the readings. Measured: from a `play`
// answered (one that moved the table) to every phone of the room holding the new table, and the
// backend calls each phone makes in a game.
import type { MyTurnResult, TableView } from '../typings/api';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { randomAnswer } from '../tests/helpers/phones';
import { budgeted, info, type Row } from './report';
import { startServer, type BenchServer } from './server';
import { nowMs, percentile } from './stats';

const ROOMS = 3;
const PHONES = 12;
/** A phone answers 20–120 ms after its prompt shows (quicker than people; keeps the run short). */
const THINK_MS = [20, 120];
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
const GIVE_UP_MS = 180_000;
/** The host taps 下一步 on an unanswered night step after this long (longer than any phone's think). */
const HOST_PAUSE_MS = 400;

interface Game {
  roomNo: string;
  /** When each public version was first produced by a play (the play's answer arriving). */
  played: Map<number, number>;
  /** Per phone: when it came to hold each table version. */
  held: Map<number, number>[];
  calls: number[];
  waits: number[];
  ended: boolean;
}

export async function autoGameFigures(): Promise<Row[]> {
  const server = await startServer();
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(server: BenchServer): Promise<Row[]> {
  server.sockets(ROOMS * (PHONES * 3 + 4));
  const rng = seededRng(29);
  const errors: string[] = [];
  const started = nowMs();
  const games: Game[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const host = `auto-host-${r}`;
    const created = await server.call(host, 'createRoom', { game: 'werewolf', players: PHONES, preset: 'classic', host: 'auto', rules: FAST });
    const roomNo: string = created.json.data.roomNo;
    games.push({ roomNo, played: new Map(), held: [], calls: [], waits: [], ended: false });
  }
  const timedOut = () => nowMs() - started > GIVE_UP_MS;

  /** One phone: joins, then reads its turn whenever its room's or its seat's signal moves, and answers. */
  const phone = async (game: Game, n: number) => {
    const openid = `auto-${game.roomNo}-${n}`;
    const held = new Map<number, number>();
    game.held[n] = held;
    game.calls[n] = 0;
    game.waits[n] = 0;
    const call = (action: string, params: Record<string, unknown>) => {
      game.calls[n]++;
      return server.call(openid, action, { roomNo: game.roomNo, ...params });
    };
    const joined = await call('joinRoom', {});
    const seat: number = joined.json.data.seat;
    let v = 0;
    let seatV = 0;
    let roomWait: Promise<void> | null = null;
    let seatWait: Promise<void> | null = null;
    let changed = true;
    const hold = (table: TableView) => {
      if (!held.has(table.v)) held.set(table.v, nowMs());
      v = Math.max(v, table.v);
      if (table.status === 'ended') game.ended = true;
    };
    /** The turn on hand: read when a signal moved, or the answer of this phone's own play (no read after it). */
    let turn: MyTurnResult | null = null;
    while (!game.ended && !timedOut()) {
      if (changed) {
        const read = await call('myTurn', {});
        if (!read.json.ok) { errors.push(`myTurn: ${read.json.error?.code}`); return; }
        turn = read.json.data as MyTurnResult;
        changed = false;
      }
      if (turn) {
        hold(turn.table);
        seatV = Math.max(seatV, turn.seatV ?? 0);
        const { prompt } = turn;
        turn = null;
        if (prompt && prompt.answer === undefined && !game.ended) {
          await sleep(THINK_MS[0] + rng.int(THINK_MS[1] - THINK_MS[0]));
          const answer = await call('play', { stepId: prompt.stepId, input: randomAnswer(prompt, rng) });
          if (answer.json.ok) {
            turn = answer.json.data as MyTurnResult;
            if (turn.table.v > v && !game.played.has(turn.table.v)) game.played.set(turn.table.v, nowMs());
          } else {
            changed = true;
          }
          continue;
        }
      }
      if (game.ended) break;
      roomWait ??= server.signal(openid, game.roomNo, v).then((a) => {
        game.waits[n]++;
        roomWait = null;
        if (a.json.ok && a.json.data.v > v) changed = true;
        if (!a.json.ok) errors.push(`signal: ${a.json.error?.code}`);
      });
      seatWait ??= server.signal(openid, game.roomNo, seatV, seat).then((a) => {
        game.waits[n]++;
        seatWait = null;
        if (a.json.ok && a.json.data.v > seatV) {
          seatV = a.json.data.v;
          changed = true;
        }
      });
      await Promise.race([roomWait, seatWait]);
    }
  };

  /** The host's phone: reads the table when it moves and advances the steps that wait on it. */
  const host = async (game: Game, r: number) => {
    const openid = `auto-host-${r}`;
    let v = 0;
    while (!game.ended && !timedOut()) {
      const view = (await server.call(openid, 'tableView', { roomNo: game.roomNo })).json.data as TableView;
      v = view.v;
      if (view.status === 'ended') { game.ended = true; break; }
      if (view.step?.waitsOn === 'host') {
        await server.call(openid, 'act', { roomNo: game.roomNo, stepId: view.step.id });
        continue;
      }
      // A night step without a time window whose role is dead waits for the host's 下一步: tapped
      // after a pause longer than any phone's think, so a live role answers first.
      if (view.step?.hostMayClose) {
        await sleep(HOST_PAUSE_MS);
        const now = (await server.call(openid, 'tableView', { roomNo: game.roomNo })).json.data as TableView;
        if (now.step?.id === view.step.id) await server.call(openid, 'act', { roomNo: game.roomNo, stepId: view.step.id });
        continue;
      }
      await server.signal(openid, game.roomNo, v);
    }
  };

  await Promise.all(games.flatMap((game, r) => [
    host(game, r), ...Array.from({ length: PHONES }, (_, n) => sleep(n * 5).then(() => phone(game, n))),
  ]));

  const samples: number[] = [];
  let unfinished = 0;
  for (const game of games) {
    if (!game.ended) unfinished++;
    for (const [version, at] of game.played) {
      const reached = game.held.map((held) => Math.min(...[...held].filter(([hv]) => hv >= version).map(([, t]) => t)));
      if (reached.some((t) => !Number.isFinite(t))) continue;
      samples.push(Math.max(0, Math.max(...reached) - at));
    }
  }
  if (unfinished > 0) errors.push(`${unfinished} games did not end`);
  const calls = games.flatMap((g) => g.calls);
  const waits = games.flatMap((g) => g.waits);
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const label = `自动主持 狼人杀 12 人 × ${ROOMS} 局（本地服务，无法官）`;
  return [
    budgeted(9, `${label}: 从 play 应答到每部手机都拿到新桌面 p50`, p50, 'ms', `${p50.toFixed(1)} ms（${samples.length} 个样本）`, '≤ 150 ms', p50 <= 150),
    budgeted(9, `${label}: 从 play 应答到每部手机都拿到新桌面 p99`, p99, 'ms', `${p99.toFixed(1)} ms`, '≤ 1000 ms', p99 <= 1000),
    info(9, `${label}: 每部手机每局的后端调用`, mean(calls), 'calls',
      `平均 ${mean(calls).toFixed(0)} 次（最多 ${Math.max(...calls)}）；另有长轮询等待 ${mean(waits).toFixed(0)} 次`),
    budgeted(9, `${label}: 错误`, errors.length, 'errors', `${errors.length}`, '0', errors.length === 0, { errors: errors.slice(0, 10) }),
  ];
}
