import * as cloud from 'wx-server-sdk';
import { isPlainObject } from '../../game/src/engine/core/guards';
import { cryptoRng, newRequestId } from '../../game/src/random';
import { DEFAULT_LIMITS, withRateLimit } from '../../game/src/rate-limit';
import { createCircleHandler } from './actions';
import { countGame } from './fold';
import { verifiedGroup } from './group';
import { cloudbaseCircleStore } from './store/cloudbase';
import type { CloudDb } from '../../game/src/store/cloudbase';

// DYNAMIC_CURRENT_ENV is a symbol that init() accepts at run time; its typing says string.
cloud.init({ env: cloud.DYNAMIC_CURRENT_ENV as unknown as string });

const store = cloudbaseCircleStore(cloud.database() as unknown as CloudDb);

const handle = withRateLimit(createCircleHandler({
  store,
  rng: cryptoRng,
  now: Date.now,
  groupOf: (groupCloudId) => verifiedGroup(groupCloudId, async (list) => cloud.getOpenData({ list })),
  requestId: newRequestId,
  logError: (requestId, error) => console.error(`[circle] request ${requestId} failed`, error),
}), { ...DEFAULT_LIMITS, now: Date.now });

/**
 * The cloud function `circle`: the 圈子 actions (the caller is WeChat's OPENID), and the `game`
 * function's hand-over of an ended game (`{ Type: 'foldGame', gameId }`), which counts a game
 * already written to `circleGames` in its season. Only another cloud function may hand a game over
 * (WeChat ends the call chain in SOURCE with `scf`): a phone sending it is an unknown action.
 */
export async function main(event: unknown): Promise<unknown> {
  if (isPlainObject(event) && event.Type === 'foldGame' && fromCloudFunction()) {
    const game = typeof event.gameId === 'string' ? await store.getGame(event.gameId) : null;
    if (!game) return { folded: false };
    await countGame(store, game);
    return { folded: true };
  }
  return handle(cloud.getWXContext().OPENID, event);
}

/** Whether this call comes from another cloud function (SOURCE is the call chain, the last link ours). */
function fromCloudFunction(): boolean {
  return cloud.getWXContext().SOURCE?.split(',').pop() === 'scf';
}
