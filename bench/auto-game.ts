// Figure 9 (自动主持): whole auto games on the local server, no judge: 12 phones per room, each
// joining, reading its turn once as the page does on opening, then waiting on its room's signal (which
// brings the table) and its own seat signal (which brings its turn), never reading after either, and
// answering its prompt after a short think; the host's phone advances the readings. Measured: from a
// `play` answered (one that moved the table) to every phone of the room holding the new table, and
// the backend calls each phone makes in a game (budget: ≤ 40, its join, its first read and its plays),
// and what the 无声之夜 costs: a living phone answers every night step (its role's or a decoy), at
// most once each.
import type { MyTurnResult, Prompt, SeatTurn, TableView } from '../typings/api';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { randomAnswer } from '../tests/helpers/phones';
import { budgeted, type Row } from './report';
import { type BenchServer, onServer, sleep } from './server';
import { nowMs, percentile } from './stats';

const ROOMS = 20;
const PHONES = 12;
/** A phone answers 20–120 ms after its prompt shows (quicker than people; keeps the run short). */
const THINK_MS = [20, 120];
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
const GIVE_UP_MS = 180_000;
/** The host taps 下一步 on an unanswered night step after this long (longer than any phone's think). */
const HOST_PAUSE_MS = 400;
/** Backend calls one phone may make in a game. */
export const CALLS_PER_PHONE_BUDGET = 40;
/** The votes where a table agrees (as figure 8's does), so that a game ends in the days a real one takes. */
const AGREED_VOTES = new Set(['day.vote', 'day.sheriffVote']);

/** A phone's answer: random, but the whole table votes for the same seat (the first offered, or the next when that is its own). */
function tableAnswer(prompt: Prompt, seat: number, rng: ReturnType<typeof seededRng>): Record<string, unknown> {
  const spec = prompt.input;
  if (!AGREED_VOTES.has(prompt.key) || spec.type !== 'seats' || spec.options.length === 0) return randomAnswer(prompt, rng);
  const choice = spec.options.find((s) => s !== seat) ?? spec.options[0];
  return { seats: [choice] };
}

interface Game {
  roomNo: string;
  /** When each public version was first produced by a play (the play's answer arriving). */
  played: Map<number, number>;
  /** Per phone: when it came to hold each table version. */
  held: Map<number, number>[];
  calls: number[];
  waits: number[];
  /** Per phone: accepted plays at night, and the night steps it lived through. */
  nightPlays: number[];
  nightSteps: Set<number>[];
  ended: boolean;
}

export function autoGameFigures(): Promise<Row[]> {
  return onServer(measure);
}

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
    games.push({ roomNo, played: new Map(), held: [], calls: [], waits: [], nightPlays: [], nightSteps: [], ended: false });
  }
  const timedOut = () => nowMs() - started > GIVE_UP_MS;
  /** Every phone's calls, by action. */
  const byAction = new Map<string, number>();

  /** One phone: joins, reads its turn once, then keeps the table and its turn from the signals and answers. */
  const phone = async (game: Game, n: number) => {
    const openid = `auto-${game.roomNo}-${n}`;
    const held = new Map<number, number>();
    game.held[n] = held;
    game.calls[n] = 0;
    game.waits[n] = 0;
    game.nightPlays[n] = 0;
    game.nightSteps[n] = new Set();
    const call = (action: string, params: Record<string, unknown>) => {
      game.calls[n]++;
      byAction.set(action, (byAction.get(action) ?? 0) + 1);
      return server.call(openid, action, { roomNo: game.roomNo, ...params });
    };
    const joined = await call('joinRoom', {});
    const seat: number = joined.json.data.seat;
    let table: TableView | null = null;
    let mine: SeatTurn | null = null;
    /** Keeps a table and/or a turn unless a newer one is held, as the console page does. */
    const take = (nextTable: TableView | null, nextMine: SeatTurn | null) => {
      if (nextTable && (!table || nextTable.v >= table.v)) {
        table = nextTable;
        if (!held.has(table.v)) held.set(table.v, nowMs());
        if (table.status === 'ended') game.ended = true;
        if (table.phase === 'night' && table.step && table.seats[seat - 1]?.alive) game.nightSteps[n].add(table.step.id);
      }
      if (nextMine && (!mine || (nextMine.seatV ?? 0) >= (mine.seatV ?? 0))) mine = nextMine;
    };
    const takeTurn = ({ table: answered, ...own }: MyTurnResult) => take(answered, own);
    const first = await call('myTurn', {});
    if (!first.json.ok) { errors.push(`myTurn: ${first.json.error?.code}`); return; }
    takeTurn(first.json.data as MyTurnResult);
    let roomWait: Promise<void> | null = null;
    let seatWait: Promise<void> | null = null;
    /** The step last answered: a prompt is answered once (its recorded answer comes back on the play's answer). */
    let answeredStep = -1;
    let refusedStep = -1;
    const open = (): Prompt | null => {
      const prompt = (mine as SeatTurn | null)?.prompt ?? null;
      const step = (table as TableView | null)?.step;
      return prompt && prompt.answer === undefined && step?.id === prompt.stepId && prompt.stepId !== answeredStep ? prompt : null;
    };
    while (!game.ended && !timedOut()) {
      const prompt = open();
      if (prompt) {
        answeredStep = prompt.stepId;
        await sleep(THINK_MS[0] + rng.int(THINK_MS[1] - THINK_MS[0]));
        if (game.ended) break;
        const before = (table as TableView | null)?.v ?? 0;
        const input = prompt.stepId === refusedStep ? randomAnswer(prompt, rng) : tableAnswer(prompt, seat, rng);
        const night = (table as TableView | null)?.phase === 'night';
        const answer = await call('play', { stepId: prompt.stepId, input });
        if (answer.json.ok) {
          if (night) game.nightPlays[n]++;
          const turn = answer.json.data as MyTurnResult;
          if (turn.table.v > before && !game.played.has(turn.table.v)) game.played.set(turn.table.v, nowMs());
          takeTurn(turn);
        } else if (!['STALE_STEP', 'NOT_YOUR_TURN', 'GAME_OVER'].includes(answer.json.error?.code ?? '')) {
          // An answer the rules refuse (two potions at once, a seat this vote may not take…): the person picks again, at random.
          answeredStep = -1;
          refusedStep = prompt.stepId;
        }
        continue;
      }
      roomWait ??= server.signal(openid, game.roomNo, (table as TableView | null)?.v ?? 0).then((a) => {
        game.waits[n]++;
        roomWait = null;
        if (a.json.ok) take(a.json.data.table ?? null, null);
        else errors.push(`signal: ${a.json.error?.code}`);
      });
      seatWait ??= server.signal(openid, game.roomNo, (mine as SeatTurn | null)?.seatV ?? 0, seat).then((a) => {
        game.waits[n]++;
        seatWait = null;
        if (a.json.ok && a.json.data.turn) take(null, a.json.data.turn);
        else if (!a.json.ok) errors.push(`seat signal: ${a.json.error?.code}`);
      });
      await Promise.race([roomWait, seatWait]);
    }
  };

  /** The host's phone: reads the table once, then takes it from the room's signal, and advances the steps that wait on it. */
  const host = async (game: Game, r: number) => {
    const openid = `auto-host-${r}`;
    let view = (await server.call(openid, 'tableView', { roomNo: game.roomNo })).json.data as TableView;
    /** One wait at a time on the room's signal; its table replaces the one held unless older. */
    let waiting: Promise<void> | null = null;
    const listen = () => {
      waiting ??= server.signal(openid, game.roomNo, view.v).then((heard) => {
        waiting = null;
        if (heard.json.ok && heard.json.data.table && heard.json.data.table.v >= view.v) view = heard.json.data.table;
      });
      return waiting;
    };
    while (!game.ended && !timedOut()) {
      if (view.status === 'ended') { game.ended = true; break; }
      if (view.step?.waitsOn === 'host') {
        const acted = await server.call(openid, 'act', { roomNo: game.roomNo, stepId: view.step.id });
        if (acted.json.ok) view = acted.json.data as TableView;
        else await listen();
        continue;
      }
      // A night step without a time window whose role is dead waits for the host's 下一步: tapped
      // after a pause longer than any phone's think, so a live role answers first.
      if (view.phase === 'night' && view.step?.hostMayClose) {
        const stepId = view.step.id;
        await Promise.race([sleep(HOST_PAUSE_MS), listen()]);
        if (view.step?.id === stepId) {
          const acted = await server.call(openid, 'act', { roomNo: game.roomNo, stepId });
          if (acted.json.ok) view = acted.json.data as TableView;
        }
        continue;
      }
      await listen();
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
  if (unfinished > 0) {
    errors.push(`${unfinished} games did not end`);
    // Where they stood: the table as the server has it now.
    for (const game of games.filter((g) => !g.ended)) {
      const now = (await server.signal('bench-look', game.roomNo)).json.data?.table as TableView | undefined;
      errors.push(`room ${game.roomNo}: round ${now?.round} ${now?.phase}, step ${now?.step?.key} waits on ${now?.step?.waitsOn}${now?.step?.waiting ? ` ${now.step.waiting}` : ''}`);
    }
  }
  const calls = games.flatMap((g) => g.calls);
  const perNight = games.flatMap((g) => g.nightPlays.map((plays, n) => ({ plays, steps: g.nightSteps[n].size })));
  const nightSteps = perNight.reduce((sum, p) => sum + p.steps, 0);
  const nightRate = Math.max(...perNight.map((p) => (p.steps === 0 ? 0 : p.plays / p.steps)));
  const waits = games.flatMap((g) => g.waits);
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const label = `自动主持 狼人杀 12 人 × ${ROOMS} 局（本地服务，无法官）`;
  return [
    budgeted(9, `${label}: 从 play 应答到每部手机都拿到新桌面 p50`, p50, 'ms', `${p50.toFixed(1)} ms（${samples.length} 个样本）`, '≤ 150 ms', p50 <= 150),
    budgeted(9, `${label}: 从 play 应答到每部手机都拿到新桌面 p99`, p99, 'ms', `${p99.toFixed(1)} ms`, '≤ 1000 ms', p99 <= 1000),
    budgeted(9, `${label}: 每部手机每局的后端调用（信号带来桌面和回合，收到后不再读）`, mean(calls), 'calls',
      `平均 ${mean(calls).toFixed(0)} 次（最多 ${Math.max(...calls)}，除入座和打开时的一次读取外都是自己的 play）；另有长轮询等待 ${mean(waits).toFixed(0)} 次`,
      `平均 ≤ ${CALLS_PER_PHONE_BUDGET}`, mean(calls) <= CALLS_PER_PHONE_BUDGET,
      { perPhoneByAction: Object.fromEntries([...byAction].map(([action, count]) => [action, count / calls.length])) }),
    budgeted(9, `${label}: 无声之夜 每部活着的手机每个夜间步骤的 play`, nightRate, 'calls', `最多 ${nightRate.toFixed(2)} 次（${nightSteps} 个手机×夜间步骤）`,
      '≤ 1', nightRate <= 1),
    budgeted(9, `${label}: 错误`, errors.length, 'errors', `${errors.length}`, '0', errors.length === 0, { errors: errors.slice(0, 10) }),
  ];
}
