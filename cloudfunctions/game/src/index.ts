import { join } from 'node:path';
import * as cloud from 'wx-server-sdk';
import { createHandler, ROOM_TTL_MS } from './actions';
import { cryptoRng, newRequestId } from './random';
import { DEFAULT_LIMITS, withRateLimit } from './rate-limit';
import { cloudbaseSignals } from './signals/cloudbase';
import { cloudbaseStore } from './store/cloudbase';
import { cloudbaseWordStats } from './store/word-stats-cloudbase';
import { wordFile, WORDS_FILE } from './word-file';
import { storeLink } from '../../circle/src/link';
import { cloudbaseCircleStore } from '../../circle/src/store/cloudbase';

// DYNAMIC_CURRENT_ENV is a symbol that init() accepts at run time; its typing says string.
cloud.init({ env: cloud.DYNAMIC_CURRENT_ENV as unknown as string });

const db = cloud.database();
const store = cloudbaseStore(db);
const signals = cloudbaseSignals(db);
/**
 * A linked room's ended game is written to `circleGames` here and counted by the `circle` function
 * (which holds the rating library, too big for this function's bundle).
 */
const circles = storeLink(cloudbaseCircleStore(db), async (game) => {
  const answer = await cloud.callFunction({ name: 'circle', data: { Type: 'foldGame', gameId: game.gameId } });
  // Not counted (the game not found there yet): the room hands it over again on its next call.
  if ((answer?.result as { folded?: unknown } | undefined)?.folded !== true) throw new Error(`circle did not count game ${game.gameId}`);
});
const games = createHandler({
  store,
  wordStats: cloudbaseWordStats(db),
  // This file is bundled into the function's index.js: the data file is beside it.
  words: wordFile(join(__dirname, WORDS_FILE)),
  signals,
  circles,
  rng: cryptoRng,
  // Read at each call (not bound once): the clock a test moves is the one the rooms see.
  now: () => Date.now(),
  requestId: newRequestId,
  logError: (requestId, error) => console.error(`[game] request ${requestId} failed`, error),
});
const handle = withRateLimit(games, { ...DEFAULT_LIMITS, now: Date.now });

/** The cloud function `game`: the caller is WeChat's OPENID, never a field of the event. */
export async function main(event: unknown): Promise<unknown> {
  const { OPENID } = cloud.getWXContext();
  if (!OPENID && isCleanupTimer(event)) {
    const removed = await games.expire(Date.now() - ROOM_TTL_MS);
    await signals.removeExpired(Date.now());
    return { removed };
  }
  return handle(OPENID, event);
}

/** The hourly timer trigger of config.json removes rooms unchanged for 12 hours, and their signals. */
function isCleanupTimer(event: unknown): boolean {
  return typeof event === 'object' && event !== null && (event as { Type?: unknown }).Type === 'Timer';
}
