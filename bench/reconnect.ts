// Figure 12 (重连): a phone reopening an auto room mid-game on the local server, as the card page
// does when it opens (myCard, then myTurn), until its screen is right: the table at the room's
// current version and its own turn. Measured while the room's other phones keep playing.
import type { MyTurnResult } from '../typings/api';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { randomAnswer } from '../tests/helpers/phones';
import { budgeted, type Row } from './report';
import { type BenchServer, onServer } from './server';
import { nowMs, percentile } from './stats';

const PLAYERS = 12;
const REOPENS = 60;

export function reconnectFigures(): Promise<Row[]> {
  return onServer(measure);
}

async function measure(server: BenchServer): Promise<Row[]> {
  server.sockets(PLAYERS + 2);
  const rng = seededRng(31);
  const errors: string[] = [];
  const host = 'reopen-host';
  const created = await server.call(host, 'createRoom', { game: 'werewolf', players: PLAYERS, preset: 'classic', host: 'auto' });
  const roomNo: string = created.json.data.roomNo;
  const phones = Array.from({ length: PLAYERS }, (_, i) => `reopen-${roomNo}-${i}`);
  for (const phone of phones) await server.call(phone, 'joinRoom', { roomNo });
  // Into the night: the host reads the lines that wait on it.
  for (let i = 0; i < 3; i++) {
    const view = (await server.call(host, 'tableView', { roomNo })).json.data;
    if (view.step?.waitsOn === 'host') await server.call(host, 'act', { roomNo, stepId: view.step.id });
  }
  const samples: number[] = [];
  for (let i = 0; i < REOPENS; i++) {
    const phone = phones[i % PLAYERS];
    // The others answer what they are asked meanwhile, so the room is mid-game, not idle.
    const other = phones[(i + 1) % PLAYERS];
    const theirs = (await server.call(other, 'myTurn', { roomNo })).json.data as MyTurnResult;
    if (theirs.prompt && theirs.prompt.answer === undefined) {
      await server.call(other, 'play', { roomNo, stepId: theirs.prompt.stepId, input: randomAnswer(theirs.prompt, rng) });
    }
    const started = nowMs();
    const card = await server.call(phone, 'myCard', { roomNo });
    const turn = await server.call(phone, 'myTurn', { roomNo });
    const took = nowMs() - started;
    if (!card.json.ok || !turn.json.ok) { errors.push(`${card.json.error?.code ?? turn.json.error?.code}`); continue; }
    // Right: the table it shows is the room's as of now (the signal says which version that is).
    const now = await server.signal(phone, roomNo);
    if (now.json.data?.v !== (turn.json.data as MyTurnResult).table.v) errors.push('reopened behind the room');
    samples.push(took);
  }
  const p50 = percentile(samples, 50);
  const label = `自动主持 狼人杀 12 人进行中重新打开房间（本地服务，myCard + myTurn）`;
  return [
    budgeted(12, `${label}: 到第一屏正确 p50`, p50, 'ms', `${p50.toFixed(1)} ms（p99 ${percentile(samples, 99).toFixed(1)} ms，${samples.length} 次）`, '≤ 300 ms', p50 <= 300),
    budgeted(12, `${label}: 错误`, errors.length, 'errors', `${errors.length}`, '0', errors.length === 0, { errors: errors.slice(0, 10) }),
  ];
}
