import type { ApiResult, JudgeView } from '../../typings/api';
import { createCircleHandler } from '../../cloudfunctions/circle/src/actions';
import { countGame } from '../../cloudfunctions/circle/src/fold';
import { storeLink } from '../../cloudfunctions/circle/src/link';
import { isCircleRequest } from '../../cloudfunctions/circle/src/params';
import { memoryCircleStore } from '../../cloudfunctions/circle/src/store/memory';
import type { CircleStore } from '../../cloudfunctions/circle/src/store/port';
import { createHandler, ROOM_TTL_MS } from '../../cloudfunctions/game/src/actions';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { memoryWordStats } from '../../cloudfunctions/game/src/store/word-stats-memory';
import { answersOf } from './api';
import { playToEnd } from './autoplay';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';

/** Both sides in-process, as the local server wires them: rooms and 圈子 on memory stores, a movable clock. */
export function inProcessCircles(circleStore: CircleStore = memoryCircleStore(), groupOf?: (value: unknown) => Promise<string>) {
  const clock = { now: Date.UTC(2026, 11, 2, 4) };
  const errors: string[] = [];
  const faults = { requestId: () => `req${errors.length + 1}`, logError: (id: string, error: unknown) => errors.push(`${id} ${String(error)}`) };
  const rng = seededRng(7);
  const roomStore = memoryStore();
  const games = createHandler({
    store: roomStore, wordStats: memoryWordStats(), words: () => WORD_PAIRS, rng, now: () => clock.now, ...faults,
    circles: storeLink(circleStore, (game) => countGame(circleStore, game)),
  });
  const circles = createCircleHandler({ store: circleStore, rng, now: () => clock.now, ...faults, ...(groupOf && { groupOf }) });
  const call = (openid: unknown, action: string, params: Record<string, unknown> = {}): Promise<ApiResult<any>> => {
    const body = { action, ...params };
    return (isCircleRequest(body) ? circles : games)(openid, body);
  };
  const { ok, code } = answersOf(call);
  /** A judge room linked to `circleId`, the players seated in order, played to its end by a hurried judge. */
  const playLinked = async (judge: string, circleId: string, players: string[], room: Record<string, unknown>, minutes = 20) => {
    const { roomNo, view } = await ok(judge, 'createRoom', { ...room, circleId });
    for (const [i, openid] of players.entries()) await ok(openid, 'joinRoom', { roomNo, nickname: `玩家${i + 1}` });
    clock.now += minutes * 60_000;
    const ended = await playToEnd((stepId, input) => ok(judge, 'act', { roomNo, stepId, input }) as Promise<JudgeView>, view);
    if (ended.status !== 'ended') throw new Error('the game did not end');
    clock.now += 60_000;
    return { roomNo, ended };
  };
  /** The hosts' cleanup as the clock now stands: rooms unchanged for the rooms' lifetime go. */
  const cleanup = () => games.expire(clock.now - ROOM_TTL_MS);
  return { call, ok, code, clock, errors, circleStore, roomStore, playLinked, cleanup };
}
