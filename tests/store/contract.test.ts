import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { startMatch } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { cloudbaseStore } from '../../cloudfunctions/game/src/store/cloudbase';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import type { RoomStore } from '../../cloudfunctions/game/src/store/port';
import { sqliteStore } from '../../cloudfunctions/game/src/store/sqlite';
import { cloudDbDouble } from '../helpers/cloud-db-double';

function room(roomNo: string, updatedAt = 1000): Room {
  const module = gameModule('killer');
  const match = startMatch(module, parseConfig(module, { players: 6 }), seededRng(1));
  return { roomNo, judge: 'judge', members: [], match, createdAt: updatedAt, updatedAt };
}

const dir = mkdtempSync(join(tmpdir(), 'rooms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const adapters: [string, () => RoomStore][] = [
  ['SQLite (local server)', () => sqliteStore(join(dir, `${Math.random()}.db`))],
  ['CloudBase (over the db double)', () => cloudbaseStore(cloudDbDouble())],
  ['memory (page tests)', () => memoryStore()],
];

describe.each(adapters)('RoomStore contract: %s', (_name, makeStore) => {
  let store: RoomStore;
  beforeEach(() => {
    store = makeStore();
  });

  it('creates a room at version 1 and reads back exactly what was stored', async () => {
    expect(await store.create(room('123456'))).toBe(true);
    expect(await store.get('123456')).toEqual({ room: room('123456'), version: 1 });
    expect(await store.get('654321')).toBeNull();
  });

  it('refuses to create over a taken room number and keeps the first room', async () => {
    await store.create(room('123456'));
    const other = { ...room('123456'), judge: 'someone else' };
    expect(await store.create(other)).toBe(false);
    expect((await store.get('123456'))?.room.judge).toBe('judge');
  });

  it('updates only from the expected version (compare-and-set)', async () => {
    await store.create(room('123456'));
    const changed = { ...room('123456', 2000), judge: 'changed' };
    expect(await store.update('123456', 1, changed)).toBe(true);
    expect(await store.update('123456', 1, { ...changed, judge: 'lost the race' })).toBe(false);
    expect(await store.get('123456')).toEqual({ room: changed, version: 2 });
    expect(await store.update('999999', 1, changed)).toBe(false);
  });

  it('hands out rooms that a careless reader cannot change for the next one', async () => {
    await store.create(room('123456'));
    const first = await store.get('123456');
    try {
      if (first) first.room.members.push({ openid: 'intruder', seat: 1 });
    } catch {
      // a frozen room refuses the change: just as good
    }
    expect((await store.get('123456'))?.room.members).toEqual([]);
  });

  it('deletes a room', async () => {
    await store.create(room('123456'));
    await store.delete('123456');
    expect(await store.get('123456')).toBeNull();
  });

  it('lists, then removes, only rooms last changed before the cut-off', async () => {
    await store.create(room('111111', 1000));
    await store.create(room('222222', 5000));
    await store.update('111111', 1, { ...room('111111', 2000), judge: 'changed' });
    expect((await store.expiring(3000)).map((r) => [r.roomNo, r.judge])).toEqual([['111111', 'changed']]);
    expect(await store.deleteExpired(3000)).toBe(1);
    expect(await store.expiring(3000)).toEqual([]);
    expect(await store.get('111111')).toBeNull();
    expect(await store.get('222222')).not.toBeNull();
  });

  it('lets exactly one of two writers from the same version win', async () => {
    await store.create(room('123456'));
    const results = await Promise.all([
      store.update('123456', 1, { ...room('123456'), judge: 'a' }),
      store.update('123456', 1, { ...room('123456'), judge: 'b' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('SQLite store on disk', () => {
  it('keeps rooms when the database is closed and opened again', async () => {
    const file = join(dir, 'reopen.db');
    const first = sqliteStore(file);
    await first.create(room('123456'));
    first.close();
    const second = sqliteStore(file);
    expect((await second.get('123456'))?.room.roomNo).toBe('123456');
    second.close();
  });
});

describe('CloudBase store, rooms past one page', () => {
  it('lists every expiring room exactly once, however the database orders an unsorted read', async () => {
    const store = cloudbaseStore(cloudDbDouble());
    const numbers = Array.from({ length: 250 }, (_, i) => String(100000 + i));
    for (const roomNo of numbers) await store.create(room(roomNo, 1000));
    expect((await store.expiring(2000)).map((r) => r.roomNo).sort()).toEqual(numbers);
  });
});
