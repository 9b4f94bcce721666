import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeView } from '../../typings/api';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { playToEnd } from '../helpers/autoplay';
import { CONTRAST_3, pairsOf, SAME_THING_3, SENSITIVE_3 } from './words-review';

/**
 * Pair ids are stored in rooms (the pair dealt, the pairs a room has had). A room stored while a pair
 * now taken out of the bank was in it keeps working: it shows its words, plays on, and deals afresh.
 */
const REMOVED = [...pairsOf(SAME_THING_3), ...pairsOf(SENSITIVE_3), ...pairsOf(CONTRAST_3)].map((p) => `${p.first}-${p.second}`);
const FIXTURE = join(__dirname, '../fixtures/stored-rooms/engine-2/undercover-8-round2.json');

/** A stored 谁是卧底 room whose words are 汤圆/元宵 and whose used pairs were all taken out since. */
function roomOfRemovedPair(): Room {
  const text = readFileSync(FIXTURE, 'utf8').replaceAll('牛仔裤', '汤圆').replaceAll('运动裤', '元宵');
  const room = JSON.parse(text) as Room;
  room.match.carry = { used: REMOVED };
  return room;
}

test('a room stored with a pair since taken out of the bank loads, plays on and deals a pair still in it', async () => {
  const room = roomOfRemovedPair();
  expect(REMOVED).toContain('汤圆-元宵');
  expect(WORD_PAIRS.some((p) => REMOVED.includes(p.id))).toBe(false);
  const store = memoryStore();
  await store.create(room);
  const api = inProcessApi(store);
  api.clock.now = room.updatedAt + 60_000;
  const judge = (action: string, params: Record<string, unknown> = {}) =>
    api.ok(room.judge, action, { roomNo: room.roomNo, ...params }) as Promise<JudgeView>;

  const view = await judge('judgeView');
  expect(view.words).toEqual({ civilian: '汤圆', undercover: '元宵' });
  const end = await playToEnd((stepId, input) => judge('act', { stepId, input }), view);
  expect(end.status).toBe('ended');

  const next = await judge('redeal');
  const dealt = WORD_PAIRS.find((p) => [p.first, p.second].sort().join('/') === [next.words?.civilian, next.words?.undercover].sort().join('/'));
  expect(dealt).toBeDefined();
  expect(REMOVED).not.toContain(dealt?.id);
});
