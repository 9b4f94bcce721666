import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldIntoSeason, rebuildSeason } from '../../cloudfunctions/circle/src/fold';
import type { Circle } from '../../cloudfunctions/circle/src/model';
import { cloudbaseCircleStore } from '../../cloudfunctions/circle/src/store/cloudbase';
import { memoryCircleStore } from '../../cloudfunctions/circle/src/store/memory';
import type { CircleStore } from '../../cloudfunctions/circle/src/store/port';
import { sqliteCircleStore } from '../../cloudfunctions/circle/src/store/sqlite';
import { cloudDbDouble } from '../helpers/cloud-db-double';
import { handGame } from '../helpers/circle';

const dir = mkdtempSync(join(tmpdir(), 'circles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const adapters: [string, () => CircleStore][] = [
  ['SQLite (local server)', () => sqliteCircleStore(join(dir, `${Math.random()}.db`))],
  ['CloudBase (over the db double)', () => cloudbaseCircleStore(cloudDbDouble())],
  ['memory (tests)', () => memoryCircleStore()],
];

const circle = (circleId: string, code: string, groupId?: string): Circle => ({
  circleId, name: '周五局', createdBy: 'maaaaaaaaaa', createdAt: 1, code, ...(groupId && { groupId }),
  members: [{ memberId: 'maaaaaaaaaa', openid: 'o-a', nickname: '阿甲', joinedAt: 1 }], season: { mode: 'month' }, seasons: ['2026-12'],
});

describe.each(adapters)('CircleStore contract: %s', (_name, makeStore) => {
  let store: CircleStore;
  beforeEach(() => {
    store = makeStore();
  });

  it('creates a 圈子 once per id, invite code and group, and finds it by each', async () => {
    expect(await store.createCircle(circle('caaaaaaaaaaaa', 'ABCDEF', 'G1'))).toBe(true);
    expect(await store.createCircle(circle('cbbbbbbbbbbbb', 'ABCDEF'))).toBe(false);
    expect(await store.createCircle(circle('cbbbbbbbbbbbb', 'ZZZZZZ', 'G1'))).toBe(false);
    expect(await store.createCircle(circle('caaaaaaaaaaaa', 'YYYYYY'))).toBe(false);
    expect(await store.getCircle('caaaaaaaaaaaa')).toEqual({ value: circle('caaaaaaaaaaaa', 'ABCDEF', 'G1'), version: 1 });
    expect((await store.findByCode('ABCDEF'))?.value.circleId).toBe('caaaaaaaaaaaa');
    expect((await store.findByGroup('G1'))?.value.circleId).toBe('caaaaaaaaaaaa');
    expect(await store.findByCode('QQQQQQ')).toBeNull();
    expect(await store.getCircle('cqqqqqqqqqqqq')).toBeNull();
  });

  it('changes a 圈子 only from the version it was read at', async () => {
    await store.createCircle(circle('caaaaaaaaaaaa', 'ABCDEF'));
    const renamed = { ...circle('caaaaaaaaaaaa', 'ABCDEF'), name: '周六局' };
    expect(await store.updateCircle('caaaaaaaaaaaa', 1, renamed)).toBe(true);
    expect(await store.updateCircle('caaaaaaaaaaaa', 1, circle('caaaaaaaaaaaa', 'ABCDEF'))).toBe(false);
    expect(await store.getCircle('caaaaaaaaaaaa')).toEqual({ value: renamed, version: 2 });
  });

  it('writes a game once, lists a 圈子\'s games oldest first (by season too), and replaces one', async () => {
    const late = handGame('caaaaaaaaaaaa', [['m1', 'good', true], ['m2', 'killer', false]], { endedAt: 5000, gameId: '100001-5000' });
    const early = handGame('caaaaaaaaaaaa', [['m1', 'good', false], ['m2', 'killer', true]], { endedAt: 3000, gameId: '100002-3000', season: '2026-11' });
    const other = handGame('cbbbbbbbbbbbb', [['m3', 'good', true], ['m4', 'killer', false]]);
    expect(await store.addGame(late)).toBe(true);
    expect(await store.addGame(late)).toBe(false);
    await store.addGame(early);
    await store.addGame(other);
    expect(await store.listGames('caaaaaaaaaaaa')).toEqual([early, late]);
    expect(await store.listGames('caaaaaaaaaaaa', '2026-12')).toEqual([late]);
    expect(await store.getGame(late.gameId)).toEqual(late);
    const renamed = { ...late, seats: late.seats.map((s) => ({ ...s, nickname: '改名' })) };
    await store.replaceGame(renamed);
    expect(await store.getGame(late.gameId)).toEqual(renamed);
  });

  it('keeps season totals by compare-and-set, starting from version 0', async () => {
    const game = handGame('caaaaaaaaaaaa', [['m1', 'good', true], ['m2', 'killer', false]]);
    expect(await store.getSeason('caaaaaaaaaaaa', '2026-12')).toBeNull();
    await foldIntoSeason(store, game);
    const once = await store.getSeason('caaaaaaaaaaaa', '2026-12');
    expect(once?.version).toBe(1);
    expect(once?.value.games).toBe(1);
    expect(await store.putSeason(once!.value, 0)).toBe(false);
    await foldIntoSeason(store, game);
    expect(await store.getSeason('caaaaaaaaaaaa', '2026-12')).toEqual(once);
  });
});

describe('season totals', () => {
  it('a rebuild from the game documents gives the same totals as the running fold', async () => {
    const store = memoryCircleStore();
    const ids = ['m1', 'm2', 'm3', 'm4'];
    for (let i = 0; i < 30; i++) {
      const killers = new Set([ids[i % 4], ids[(i * 3 + 1) % 4]]);
      const killersWin = i % 3 === 0;
      const game = handGame('caaaaaaaaaaaa', [...ids.map((id): [string, string, boolean] => [id, killers.has(id) ? 'killer' : 'good', killers.has(id) === killersWin]), [null, 'good', !killersWin]]);
      await store.addGame(game);
      await foldIntoSeason(store, game);
    }
    const live = (await store.getSeason('caaaaaaaaaaaa', '2026-12'))!.value;
    expect(live.games).toBe(30);
    await rebuildSeason(store, 'caaaaaaaaaaaa', '2026-12');
    expect((await store.getSeason('caaaaaaaaaaaa', '2026-12'))!.value).toEqual(live);
  });
});
