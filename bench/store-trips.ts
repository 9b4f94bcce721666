// Figure 2: store round trips per action, counted by a store wrapped around the in-memory one while
// whole games are played through the action handler (the same code the cloud function runs).
import type { ActionName, JudgeView } from '../typings/api';
import { createHandler } from '../cloudfunctions/game/src/actions';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { memoryWordStats } from '../cloudfunctions/game/src/store/word-stats-memory';
import { memoryStore } from '../cloudfunctions/game/src/store/memory';
import type { RoomStore } from '../cloudfunctions/game/src/store/port';
import { randomInput } from '../tests/helpers/random-play';
import { budgeted, type Row } from './report';
import { WORD_PAIRS } from '../cloudfunctions/game/src/engine/words/bank';

type Op = 'get' | 'create' | 'update' | 'delete' | 'expiring' | 'deleteExpired';
type Counts = Record<Op, number>;
const zero = (): Counts => ({ get: 0, create: 0, update: 0, delete: 0, expiring: 0, deleteExpired: 0 });

/** A store that counts every call made through it. */
function countingStore(inner: RoomStore, counts: { now: Counts }): RoomStore {
  return {
    create: (room) => { counts.now.create += 1; return inner.create(room); },
    get: (roomNo) => { counts.now.get += 1; return inner.get(roomNo); },
    update: (roomNo, version, room) => { counts.now.update += 1; return inner.update(roomNo, version, room); },
    delete: (roomNo) => { counts.now.delete += 1; return inner.delete(roomNo); },
    expiring: (before) => { counts.now.expiring += 1; return inner.expiring(before); },
    deleteExpired: (before) => { counts.now.deleteExpired += 1; return inner.deleteExpired(before); },
  };
}

const MEASURED: ActionName[] = ['createRoom', 'joinRoom', 'myCard', 'judgeView', 'act', 'undo'];
const VIEWS: ActionName[] = ['myCard', 'judgeView'];

export async function storeTripFigures(): Promise<Row[]> {
  const counts = { now: zero() };
  const rng = seededRng(7);
  const handler = createHandler({
    store: countingStore(memoryStore(), counts), wordStats: memoryWordStats(), words: () => WORD_PAIRS, rng, now: () => 1_700_000_000_000,
    requestId: () => 'bench', logError: (_id, error) => { throw error; },
  });
  const seen = new Map<ActionName, { calls: number; maxReads: number; maxWrites: number; refused: number }>();
  const call = async (openid: string, action: ActionName, params: Record<string, unknown> = {}) => {
    counts.now = zero();
    const answer = await handler(openid, { action, ...params });
    const c = counts.now;
    const s = seen.get(action) ?? { calls: 0, maxReads: 0, maxWrites: 0, refused: 0 };
    s.calls += 1;
    s.maxReads = Math.max(s.maxReads, c.get + c.expiring);
    s.maxWrites = Math.max(s.maxWrites, c.create + c.update + c.delete + c.deleteExpired);
    if (!answer.ok) s.refused += 1;
    seen.set(action, s);
    return answer;
  };

  const games = [
    { game: 'killer', players: 12 },
    { game: 'werewolf', players: 12, preset: 'classic' },
    { game: 'undercover', players: 9 },
  ];
  for (const [g, params] of games.entries()) {
    const judge = `judge-${g}`;
    const created = await call(judge, 'createRoom', params);
    if (!created.ok) throw new Error(`createRoom: ${created.error.message}`);
    const { roomNo } = created.data as { roomNo: string };
    for (let seat = 1; seat <= params.players; seat++) {
      const joined = await call(`player-${g}-${seat}`, 'joinRoom', { roomNo, seat, nickname: `玩家${seat}` });
      if (!joined.ok) throw new Error(`joinRoom: ${joined.error.message}`);
      await call(`player-${g}-${seat}`, 'myCard', { roomNo });
    }
    let view = (await call(judge, 'judgeView', { roomNo })) as { ok: true; data: JudgeView };
    for (let i = 0; i < 2000 && view.data.step; i++) {
      const step = view.data.step;
      let answer = await call(judge, 'act', { roomNo, stepId: step.id, input: randomInput(step, rng) });
      if (!answer.ok && answer.error.code === 'ILLEGAL_MOVE') {
        answer = await call(judge, 'act', { roomNo, stepId: step.id, input: step.input.type === 'ballots' ? { ballots: {} } : {} });
      }
      if (!answer.ok) throw new Error(`act: ${answer.error.code} ${answer.error.message}`);
      view = answer as { ok: true; data: JudgeView };
      if (i % 10 === 9) {
        const undone = await call(judge, 'undo', { roomNo });
        if (!undone.ok) throw new Error(`undo: ${undone.error.message}`);
        view = undone as { ok: true; data: JudgeView };
      }
    }
  }

  return MEASURED.map((action) => {
    const s = seen.get(action) ?? { calls: 0, maxReads: NaN, maxWrites: NaN, refused: 0 };
    const view = VIEWS.includes(action);
    const within = view ? s.maxReads === 1 && s.maxWrites === 0 : s.maxReads <= 1 && s.maxWrites <= 1;
    return budgeted(2, `${action}: 每次调用的存储读/写（最多）`, s.maxReads + s.maxWrites, 'trips',
      `读 ${s.maxReads} / 写 ${s.maxWrites}（${s.calls} 次调用）`, view ? '读 1 / 写 0' : '读 ≤ 1 / 写 ≤ 1', within,
      { calls: s.calls, maxReads: s.maxReads, maxWrites: s.maxWrites, refused: s.refused });
  });
}
