import { join, resolve } from 'node:path';
import { createHandler, readSeatSignal, readSignal, ROOM_TTL_MS } from '../actions';
import { WORD_PAIRS } from '../engine/words/bank';
import { cryptoRng, newRequestId } from '../random';
import { DEFAULT_LIMITS, rateLimiter, SIGNAL_WAIT } from '../rate-limit';
import { sqliteStore } from '../store/sqlite';
import { sqliteWordStats, WORD_STATS_FILE } from '../store/word-stats-sqlite';
import { longPoll } from './long-poll';
import { createCircleHandler } from '../../../circle/src/actions';
import { countGame } from '../../../circle/src/fold';
import { storeLink } from '../../../circle/src/link';
import { isCircleRequest } from '../../../circle/src/params';
import { sqliteCircleStore } from '../../../circle/src/store/sqlite';
import { lineBatch } from './line-batch';
import { createGameServer } from './server';

/** `npm start`: the local server on an embedded on-disk store. */
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8787);
const dataDir = resolve(process.env.GAME_DATA || join(process.cwd(), '.data'));

/** The data folder's stores; one server at a time holds them (each file is locked while it runs). */
function openStores() {
  try {
    return {
      store: sqliteStore(join(dataDir, 'rooms.db')),
      wordStats: sqliteWordStats(join(dataDir, WORD_STATS_FILE)),
      circleStore: sqliteCircleStore(join(dataDir, 'circles.db')),
    };
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    console.error(`数据目录 ${dataDir} 正被另一个本地服务使用：同一个 GAME_DATA 只能开一个服务（先停掉那个服务，或换一个 GAME_DATA）`);
    process.exit(1);
  }
}
const { store, wordStats, circleStore } = openStores();
const callsPerMinute = process.env.GAME_RATE_LIMIT === undefined || process.env.GAME_RATE_LIMIT === ''
  ? DEFAULT_LIMITS.callsPerMinute : Number(process.env.GAME_RATE_LIMIT);
if (!Number.isInteger(callsPerMinute) || callsPerMinute < 0) {
  console.error(`GAME_RATE_LIMIT 须为非负整数（0 表示不限流），现在是 ${process.env.GAME_RATE_LIMIT}`);
  process.exit(1);
}
// Answered signal waits count against the same per-caller limits as game calls, in a count of their own.
const limited = rateLimiter({ ...DEFAULT_LIMITS, callsPerMinute, now: Date.now });
const waits = longPoll({
  read: (roomNo, caller, withTable) => readSignal(store, Date.now(), roomNo, caller, withTable),
  readSeat: (roomNo, seat, caller) => readSeatSignal(store, Date.now(), roomNo, seat, caller),
  logError: (error) => console.error('[game] signal wait failed:', error),
});
const faults = {
  requestId: newRequestId,
  logError: (requestId: string, error: unknown) => console.error(`[game] request ${requestId} failed:`, error),
};
// Both cloud functions' actions at one address: the 圈子 ones, and the game's (which record a
// linked room's ended games in the same process).
const games = createHandler({
  store,
  wordStats,
  words: () => WORD_PAIRS,
  signals: waits,
  circles: storeLink(circleStore, (game) => countGame(circleStore, game)),
  rng: cryptoRng,
  now: Date.now,
  ...faults,
});
const circleActions = createCircleHandler({ store: circleStore, rng: cryptoRng, now: Date.now, ...faults });
const handler = limited((openid, body) => (isCircleRequest(body) ? circleActions : games)(openid, body));
// One line per call, written a turn of the event loop at a time (and whatever waits, at exit).
const callLines = lineBatch((text) => process.stdout.write(text));
process.on('exit', () => callLines.flush());
const server = createGameServer({
  handler,
  signal: (openid, query, gone) => limited((caller) => waits.wait(caller, query, gone))(openid, SIGNAL_WAIT),
  log: callLines.add,
});

const cleanup = setInterval(() => {
  games.expire(Date.now() - ROOM_TTL_MS).then(
    (removed) => removed > 0 && console.log(`[game] removed ${removed} expired rooms`),
    (error: unknown) => console.error('[game] cleanup failed:', error),
  );
}, 10 * 60 * 1000);
cleanup.unref();

server.listen(port, host, () => {
  const address = server.address();
  const where = typeof address === 'object' && address ? `http://${host}:${address.port}` : `${host}:${port}`;
  console.log(`桌游助手本地服务已启动：${where}/api/game （健康检查 ${where}/healthz）`);
  console.log(`房间数据保存在 ${dataDir}`);
  console.log(`微信开发者工具：导入本项目，在 miniprogram/config.ts 里把 apiBaseUrl 设为 ${where}，并在“详情 → 本地设置”勾选“不校验合法域名”。`);
});

function shutdown(signal: string): void {
  callLines.flush();
  console.log(`[game] ${signal}: closing`);
  clearInterval(cleanup);
  waits.close();
  server.close(() => {
    store.close();
    wordStats.close();
    circleStore.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // The waits just answered leave their connections idle once the answers are out.
  setImmediate(() => server.closeIdleConnections());
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
