// A rescue vote on the local server killed with SIGKILL mid-vote: every answered vote is still
// counted after the restart, and the vote goes on to its decision.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableView } from '../../typings/api';
import { createHandler } from '../../cloudfunctions/game/src/actions';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { sqliteStore } from '../../cloudfunctions/game/src/store/sqlite';
import { memoryWordStats } from '../../cloudfunctions/game/src/store/word-stats-memory';
import { answersOf } from '../helpers/api';
import { startServer } from '../helpers/server';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';

const player = (n: number) => `player-${n}`;

/** A judge room of 12 whose judge last called five minutes ago, written straight into the server's data folder. */
async function silentJudgeRoom(dataDir: string): Promise<string> {
  const store = sqliteStore(join(dataDir, 'rooms.db'));
  const handle = createHandler({
    store, wordStats: memoryWordStats(), words: () => WORD_PAIRS, rng: seededRng(4), now: () => Date.now() - 300_000,
    requestId: () => 'seed', logError: () => undefined,
  });
  const { ok } = answersOf((openid, action, params = {}) => handle(openid, { action, ...params }));
  try {
    const { roomNo } = await ok('judge', 'createRoom', { game: 'killer', players: 12 });
    for (let n = 1; n <= 12; n++) await ok(player(n), 'joinRoom', { roomNo });
    return roomNo;
  } finally {
    store.close();
  }
}

describe('a rescue vote through a SIGKILL', () => {
  it('keeps every answered vote and decides after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'game-rescue-'));
    const roomNo = await silentJudgeRoom(dataDir);
    const first = await startServer({ GAME_RATE_LIMIT: '0' }, dataDir);
    const opened = await first.call(player(1), 'rescue', { roomNo, to: 'auto' });
    expect(opened.data.rescue).toMatchObject({ yes: [1], needed: 7 });

    // Five say yes and five say no at once (no majority either way); the server dies among them.
    const answered = new Map<number, boolean>();
    const votes = Array.from({ length: 10 }, (_, i) => i + 2).map(async (seat) => {
      const yes = seat <= 6;
      try {
        const answer = await first.call(player(seat), 'rescueVote', { roomNo, yes });
        if (answer.ok) answered.set(seat, yes);
      } catch {
        // the connection died with the server
      }
    });
    for (let waited = 0; answered.size < 3 && waited < 5000; waited++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(answered.size).toBeGreaterThanOrEqual(3);
    first.process.kill('SIGKILL');
    await Promise.all(votes);
    await first.stop();

    const second = await startServer({ GAME_RATE_LIMIT: '0' }, dataDir);
    try {
      const table: TableView = (await second.call(player(12), 'tableView', { roomNo })).data;
      for (const [seat, yes] of answered) expect((yes ? table.rescue!.yes : table.rescue!.no)).toContain(seat);
      for (let seat = 2; seat <= 11; seat++) {
        if (!answered.has(seat)) await second.call(player(seat), 'rescueVote', { roomNo, yes: seat <= 6 });
      }
      const decided: TableView = (await second.call(player(12), 'rescueVote', { roomNo, yes: true })).data;
      expect(decided.rescue).toBeUndefined();
      expect(decided.host).toBe('auto');
      expect((await second.call(player(1), 'tableView', { roomNo })).data.watchers).toEqual([{ id: 'w1' }]);
    } finally {
      await second.stop();
    }
  });
});
