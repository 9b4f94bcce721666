// Figure 7 (latency): from the judge's act to a player's phone holding the new state, on the local
// server (a child process on loopback) with 20 rooms × 12 phones long polling. A phone holds the new
// state when its wait answers with the new version and, when the change is one the card page reads
// for (its own death, a new deal), its myCard read has answered too. The signal goes out before the
// judge's answer, so timed from the act's answer most samples are 0: the budget is on the stricter
// figure, timed from the moment the act was sent.
import type { JudgeView, RoomSignal } from '../typings/api';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { randomInput } from '../tests/helpers/random-play';
import { budgeted, type Row } from './report';
import { type BenchServer, onServer } from './server';
import { median, nowMs, percentile } from './stats';

const ROOMS = 20;
const PHONES = 12;
const STEPS_PER_ROOM = 40;
/** Each judge acts this often (the rooms staggered), far quicker than a table plays. */
const STEP_EVERY_MS = 400;

interface Room {
  judge: string;
  roomNo: string;
  view: JudgeView;
  /** When each version's act was sent and answered. */
  acted: Map<number, { sent: number; answered: number }>;
  /** Per phone: when it came to hold each version it held. */
  held: { v: number; at: number }[][];
}

export function liveLatencyFigures(): Promise<Row[]> {
  return onServer(measure);
}

async function measure(server: BenchServer): Promise<Row[]> {
  server.sockets(ROOMS * PHONES + ROOMS + 10);
  const rng = seededRng(17);
  const errors: string[] = [];
  const rooms: Room[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const judge = `latency-judge-${r}`;
    const created = await server.call(judge, 'createRoom', { game: 'werewolf', players: PHONES, preset: 'classic' });
    rooms.push({ judge, roomNo: created.json.data.roomNo, view: created.json.data.view, acted: new Map(), held: [] });
  }
  let running = true;

  /** One phone: joins, then long polls, reading its card when the change is one the card shows. */
  const phone = async (room: Room, n: number) => {
    const openid = `latency-${room.roomNo}-${n}`;
    const joined = await server.call(openid, 'joinRoom', { roomNo: room.roomNo });
    const seat: number = joined.json.data.seat;
    const timeline: { v: number; at: number }[] = [];
    room.held.push(timeline);
    let held = { v: joined.json.data.v as number, deal: 1, dead: false };
    while (running) {
      const answer = await server.signal(openid, room.roomNo, held.v);
      if (!answer.json.ok) {
        errors.push(`signal: ${answer.json.error?.code}`);
        return;
      }
      const signal = answer.json.data as RoomSignal;
      if (signal.v <= held.v) continue;
      const dead = signal.dead.includes(seat);
      if (signal.deal !== held.deal || dead !== held.dead) {
        const card = await server.call(openid, 'myCard', { roomNo: room.roomNo });
        if (!card.json.ok) errors.push(`myCard: ${card.json.error?.code}`);
      }
      timeline.push({ v: signal.v, at: nowMs() });
      held = { v: signal.v, deal: signal.deal, dead };
    }
  };

  const judge = async (room: Room, offset: number) => {
    await new Promise((r) => setTimeout(r, offset));
    for (let i = 0; i < STEPS_PER_ROOM; i++) {
      const started = nowMs();
      const step = room.view.step;
      const answer = step
        ? await server.call(room.judge, 'act', { roomNo: room.roomNo, stepId: step.id, input: randomInput(step, rng) })
        : await server.call(room.judge, 'redeal', { roomNo: room.roomNo });
      const view = answer.json.ok ? answer.json.data as JudgeView
        : (await server.call(room.judge, 'act', { roomNo: room.roomNo, stepId: step?.id, input: { ballots: {} } })).json.data as JudgeView;
      if (!view) {
        errors.push(`act: ${answer.json.error?.code}`);
        return;
      }
      room.acted.set(view.v, { sent: started, answered: nowMs() });
      room.view = view;
      await new Promise((r) => setTimeout(r, Math.max(0, STEP_EVERY_MS - (nowMs() - started))));
    }
  };

  const phones = rooms.flatMap((room) => Array.from({ length: PHONES }, (_, n) => phone(room, n)));
  // Let every phone join and start waiting before the first act.
  await new Promise((r) => setTimeout(r, 1500));
  await Promise.all(rooms.map((room, r) => judge(room, (r * STEP_EVERY_MS) / ROOMS)));
  await new Promise((r) => setTimeout(r, 1000));
  running = false;
  // The waits still open end with the server.
  void Promise.allSettled(phones);

  // Each act, each phone of its room: until the phone holds that version.
  const samples: number[] = [];
  const afterAnswer: number[] = [];
  let missed = 0;
  for (const room of rooms) {
    for (const [v, act] of room.acted) {
      for (const timeline of room.held) {
        const caught = timeline.find((h) => h.v >= v);
        if (!caught) {
          missed++;
          continue;
        }
        samples.push(caught.at - act.sent);
        afterAnswer.push(Math.max(0, caught.at - act.answered));
      }
    }
  }
  if (missed > 0) errors.push(`${missed} changes never reached a phone`);
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const label = `${ROOMS} 个房间 × ${PHONES} 部手机（本地服务长轮询）`;
  return [
    budgeted(7, `${label}: 从 act 发出到手机拿到新状态 p50`, p50, 'ms',
      `${p50.toFixed(1)} ms（${samples.length} 个样本；从 act 应答算起 ${median(afterAnswer).toFixed(1)} ms）`, '≤ 150 ms', p50 <= 150),
    budgeted(7, `${label}: 从 act 发出到手机拿到新状态 p99`, p99, 'ms',
      `${p99.toFixed(1)} ms（从 act 应答算起 ${percentile(afterAnswer, 99).toFixed(1)} ms）`, '≤ 1000 ms', p99 <= 1000),
    budgeted(7, `${label}: 错误`, errors.length, 'errors', `${errors.length}`, '0', errors.length === 0, { errors: errors.slice(0, 10) }),
  ];
}
