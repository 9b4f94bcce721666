// 圈子 figures: recording a linked game's end, and opening the season table of a 圈子 with 10,000
// recorded games, both on the local server's SQLite store (a temporary file).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCircleHandler } from '../cloudfunctions/circle/src/actions';
import { foldIntoSeason, rebuildSeason } from '../cloudfunctions/circle/src/fold';
import type { CircleGame } from '../cloudfunctions/circle/src/model';
import { circleGame, recordEnd, type RoomEnd } from '../cloudfunctions/circle/src/record';
import { emptyTotals, foldGames } from '../cloudfunctions/circle/src/totals';
import type { CircleStore } from '../cloudfunctions/circle/src/store/port';
import { sqliteCircleStore } from '../cloudfunctions/circle/src/store/sqlite';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { budgeted, info, type Row } from './report';
import { median, nowMs } from './stats';

const GAMES = 10_000;
const SAMPLES = 200;
const MEMBERS = 10;
const START = Date.UTC(2026, 11, 1);

/** A 12-seat 狼人杀 end: eight members and four guests, wolves (seats 1–4) or the village winning. */
function end(circleId: string, n: number, openids: string[]): RoomEnd {
  const wolvesWin = n % 3 === 0;
  return {
    circleId, roomNo: String(100000 + (n % 900000)), game: 'werewolf', gameName: '狼人杀', board: 'classic', boardName: '预女猎守（12 人）',
    endedAt: START + n * 4 * 60_000, durationSec: 1800, winner: wolvesWin ? 'wolf' : 'good', winnerName: wolvesWin ? '狼人阵营' : '好人阵营',
    seats: Array.from({ length: 12 }, (_, i) => {
      const wolf = i < 4;
      return {
        seat: i + 1, ...(i < 8 && { openid: openids[(n + i) % openids.length] }), nickname: '', role: wolf ? 'werewolf' : 'villager',
        roleName: wolf ? '狼人' : '村民', camp: wolf ? 'wolf' : 'good', campName: wolf ? '狼人阵营' : '好人阵营',
        aliveAtEnd: wolf === wolvesWin, won: wolf === wolvesWin,
      };
    }),
  };
}

/** Counts the store's reads while `run` runs. */
function counting(store: CircleStore): { store: CircleStore; calls: string[] } {
  const calls: string[] = [];
  const counted = new Proxy(store, {
    get: (target, key: keyof CircleStore) => (...args: unknown[]) => {
      calls.push(String(key));
      return (target[key] as (...a: unknown[]) => unknown)(...args);
    },
  });
  return { store: counted, calls };
}

export async function circleFigures(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-circle-'));
  const sqlite = sqliteCircleStore(join(dir, 'circles.db'));
  try {
    const now = { at: START + GAMES * 4 * 60_000 };
    const faults = { requestId: () => 'bench', logError: (_id: string, error: unknown) => { throw error; } };
    const handler = (store: CircleStore) => createCircleHandler({ store, rng: seededRng(1), now: () => now.at, ...faults });
    const openids = Array.from({ length: MEMBERS }, (_, i) => `bench-${i}`);
    const { data } = await handler(sqlite)(openids[0], { action: 'createCircle', name: '万局圈子', nickname: '成员0' }) as { data: { circleId: string; code: string } };
    for (const [i, openid] of openids.entries()) await handler(sqlite)(openid, { action: 'joinCircle', code: data.code, nickname: `成员${i}` });

    // 10,000 games of one season written as recorded games, their totals folded in one go; then each
    // further end is recorded (and timed) as a linked room's is.
    const { value: circle } = (await sqlite.getCircle(data.circleId))!;
    const games = Array.from({ length: GAMES - SAMPLES }, (_, n) => circleGame(circle, end(data.circleId, n, openids)));
    for (const game of games) await sqlite.addGame(game);
    await sqlite.putSeason(foldGames(emptyTotals(data.circleId, games[0].season), games), 0);
    const recordMs: number[] = [];
    const fold = (game: CircleGame) => foldIntoSeason(sqlite, game);
    for (let n = GAMES - SAMPLES; n < GAMES; n++) {
      const started = nowMs();
      await recordEnd(sqlite, end(data.circleId, n, openids), fold);
      recordMs.push(nowMs() - started);
    }
    const counted = counting(sqlite);
    await recordEnd(counted.store, end(data.circleId, GAMES, openids), (game) => foldIntoSeason(counted.store, game));
    const recordTrips = counted.calls.join(' → ');

    const tableMs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = nowMs();
      const answer = await handler(sqlite)(openids[i % MEMBERS], { action: 'circle', circleId: data.circleId });
      tableMs.push(nowMs() - started);
      if (!answer.ok) throw new Error(answer.error.message);
    }
    const opened = counting(sqlite);
    await handler(opened.store)(openids[0], { action: 'circle', circleId: data.circleId });
    const season = (await sqlite.getSeason(data.circleId, '2026-12'))!;
    const totalsBytes = Buffer.byteLength(JSON.stringify(season.value));

    const rebuildStarted = nowMs();
    await rebuildSeason(sqlite, data.circleId, '2026-12');
    const rebuildMs = nowMs() - rebuildStarted;

    const record = median(recordMs);
    const table = median(tableMs);
    return [
      budgeted(10, '圈子：记一局（写记录 + 条件更新赛季统计，SQLite，第 9,800–10,000 局）', record, 'ms', `${record.toFixed(2)} ms（存储调用 ${recordTrips}）`,
        '≤ 20 ms', record <= 20, { samples: recordMs.length }),
      budgeted(10, '圈子：打开 10,000 局的积分榜（circle 动作）', table, 'ms',
        `${table.toFixed(2)} ms（存储调用 ${opened.calls.join(' → ')}；赛季统计 ${(totalsBytes / 1024).toFixed(1)} KB）`,
        '≤ 20 ms，2 次读', table <= 20 && opened.calls.length === 2, { samples: tableMs.length, reads: opened.calls }),
      info(10, '圈子：从 10,000 份记录重算赛季统计（维护路径）', rebuildMs, 'ms', `${(rebuildMs / 1000).toFixed(1)} s`),
    ];
  } finally {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
