import type { ApiResult } from '../../typings/api';
import { createHandler } from '../../cloudfunctions/game/src/actions';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import type { SignalBoard } from '../../cloudfunctions/game/src/signals/port';
import type { RoomStore } from '../../cloudfunctions/game/src/store/port';
import { memoryWordStats } from '../../cloudfunctions/game/src/store/word-stats-memory';
import type { WordStatsStore } from '../../cloudfunctions/game/src/store/word-stats-port';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';

/** The real action table in-process, on a memory store (and memory word stats), with a clock the test can move. */
export function inProcessApi(store: RoomStore = memoryStore(), seed = 1, signals?: SignalBoard, wordStats: WordStatsStore = memoryWordStats()) {
  const clock = { now: 1_700_000_000_000 };
  const errors: string[] = [];
  const handle = createHandler({
    store,
    wordStats,
    words: () => WORD_PAIRS,
    signals,
    rng: seededRng(seed),
    now: () => clock.now,
    requestId: () => `req${errors.length + 1}`,
    logError: (id, error) => errors.push(`${id} ${String(error)}`),
  });
  const call = (openid: unknown, action: string, params: Record<string, unknown> = {}): Promise<ApiResult<any>> =>
    handle(openid, { action, ...params });
  return { handle, call, ...answersOf(call), clock, errors, store, wordStats };
}

type Call = (openid: unknown, action: string, params?: Record<string, unknown>) => Promise<ApiResult<any>>;

/** `ok`: the data of a call that must succeed; `code`: the error code of a call that must fail ('ok' if it did not). */
export function answersOf(call: Call) {
  const ok = async (openid: string, action: string, params: Record<string, unknown> = {}) => {
    const answer = await call(openid, action, params);
    if (!answer.ok) throw new Error(`${action} failed: ${answer.error.code} ${answer.error.message}`);
    return answer.data;
  };
  const code = async (openid: unknown, action: string, params: Record<string, unknown> = {}) => {
    const answer = await call(openid, action, params);
    return answer.ok ? 'ok' : answer.error.code;
  };
  return { ok, code };
}
