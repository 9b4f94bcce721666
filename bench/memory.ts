// Figure 6: peak RSS (VmHWM) of the local server holding 1,000 open 12-player 狼人杀 rooms, each with
// a few seats joined and a few steps played, all over HTTP with rate limiting off.
import type { JudgeView } from '../typings/api';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { randomInput } from '../tests/helpers/random-play';
import { budgeted, info, type Row } from './report';
import { runClients, startServer } from './server';

const ROOMS = 1000;
const JOINS = 4;
const STEPS = 6;
const CLIENTS = 20;
const BUDGET_MB = 200;

export async function memoryFigures(): Promise<Row[]> {
  const server = await startServer();
  try {
    const idle = server.memory();
    const rng = seededRng(5);
    let failures = 0;
    server.sockets(CLIENTS);
    await runClients(CLIENTS, ROOMS, async (_w, r) => {
      const judge = `judge-mem-${r}`;
      const created = await server.call(judge, 'createRoom', { game: 'werewolf', players: 12, preset: 'classic' });
      if (!created.json.ok) throw new Error(`createRoom: ${created.json.error?.message}`);
      const roomNo = (created.json.data as { roomNo: string }).roomNo;
      let view = (created.json.data as { view: JudgeView }).view;
      for (let seat = 1; seat <= JOINS; seat++) {
        const joined = await server.call(`player-mem-${r}-${seat}`, 'joinRoom', { roomNo, seat, nickname: `玩家${seat}` });
        if (!joined.json.ok) failures += 1;
      }
      for (let s = 0; s < STEPS && view.step; s++) {
        const step = view.step;
        let answer = await server.call(judge, 'act', { roomNo, stepId: step.id, input: randomInput(step, rng) });
        if (!answer.json.ok && answer.json.error?.code === 'ILLEGAL_MOVE') {
          answer = await server.call(judge, 'act', { roomNo, stepId: step.id, input: step.input.type === 'ballots' ? { ballots: {} } : {} });
        }
        if (answer.json.ok) view = answer.json.data as JudgeView;
        else failures += 1;
      }
      await server.call(`player-mem-${r}-1`, 'myCard', { roomNo });
    });
    const loaded = server.memory();
    const peakMb = loaded.peakKb / 1024;
    return [
      budgeted(6, `本地服务器峰值 RSS（${ROOMS} 个 12 人房间）`, peakMb, 'MB',
        `${peakMb.toFixed(1)} MB（空闲时 ${(idle.peakKb / 1024).toFixed(1)} MB，现在 ${(loaded.rssKb / 1024).toFixed(1)} MB）`,
        `≤ ${BUDGET_MB} MB`, peakMb <= BUDGET_MB, { idle, loaded, rooms: ROOMS, joinsPerRoom: JOINS, stepsPerRoom: STEPS, failures }),
      ...(failures > 0 ? [info(6, '建房间时被拒的调用', failures, 'calls', String(failures))] : []),
    ];
  } finally {
    await server.stop();
  }
}
