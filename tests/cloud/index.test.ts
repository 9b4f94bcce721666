import { cloudDbDouble } from '../helpers/cloud-db-double';

const db = cloudDbDouble();
const context = { OPENID: '' };
jest.mock('wx-server-sdk', () => ({
  DYNAMIC_CURRENT_ENV: Symbol('DYNAMIC_CURRENT_ENV'),
  init: jest.fn(),
  database: () => db,
  getWXContext: () => context,
}));

// Loaded after the mock is in place.
const { main } = require('../../cloudfunctions/game/src/index') as typeof import('../../cloudfunctions/game/src/index');
const { cloudbaseSignals } = require('../../cloudfunctions/game/src/signals/cloudbase') as typeof import('../../cloudfunctions/game/src/signals/cloudbase');

async function callAs(openid: string, event: Record<string, unknown>): Promise<any> {
  context.OPENID = openid;
  return main(event);
}

describe('the cloud function `game`', () => {
  it('takes the caller from getWXContext().OPENID, never from the event', async () => {
    const created = await callAs('judge', { action: 'createRoom', game: 'killer', players: 6 });
    expect(created.ok).toBe(true);
    const roomNo = created.data.roomNo;
    expect((await callAs('judge', { action: 'judgeView', roomNo })).ok).toBe(true);
    const forged = await callAs('player', { action: 'judgeView', roomNo, openid: 'judge', userInfo: { openId: 'judge' } });
    expect(forged.error.code).toBe('NOT_JUDGE');
  });

  it('stores rooms in the `rooms` collection keyed by room number', async () => {
    const created = await callAs('judge', { action: 'createRoom', game: 'killer', players: 6 });
    const doc = db.docs.get(created.data.roomNo);
    expect(doc).toMatchObject({ _id: created.data.roomNo, version: 1 });
    await callAs('p1', { action: 'joinRoom', roomNo: created.data.roomNo });
    expect(db.docs.get(created.data.roomNo)?.version).toBe(2);
  });

  it('removes rooms unchanged for 12 hours on its timer trigger, and only then', async () => {
    const created = await callAs('judge', { action: 'createRoom', game: 'killer', players: 6 });
    const doc = db.docs.get(created.data.roomNo);
    if (!doc) throw new Error('room not stored');
    doc.updatedAt = Date.now() - 13 * 3600 * 1000;
    const byPlayer = await callAs('player', { Type: 'Timer' });
    expect(byPlayer.ok).toBe(false);
    expect(db.docs.has(created.data.roomNo)).toBe(true);
    expect(await callAs('', { Type: 'Timer', TriggerName: 'cleanupExpiredRooms' })).toEqual({ removed: 1 });
    expect(db.docs.has(created.data.roomNo)).toBe(false);
  });

  it('keeps each room\'s public signal in `roomSignals`, written with every change and removed with the room', async () => {
    const signals = db.collectionDocs('roomSignals');
    const created = await callAs('judge', { action: 'createRoom', game: 'killer', players: 6 });
    const roomNo = created.data.roomNo;
    expect(signals.get(roomNo)).toMatchObject({ _id: roomNo, v: 1, deal: 1, joined: 0, status: 'playing' });
    await callAs('p1', { action: 'joinRoom', roomNo });
    expect(signals.get(roomNo)).toMatchObject({ v: 2, joined: 1 });
    const view = (await callAs('judge', { action: 'redeal', roomNo })).data;
    expect(signals.get(roomNo)).toMatchObject({ v: view.v, deal: 2 });
    await callAs('judge', { action: 'closeRoom', roomNo });
    expect(signals.has(roomNo)).toBe(false);

    const expired = (await callAs('judge', { action: 'createRoom', game: 'killer', players: 6 })).data.roomNo;
    const signal = signals.get(expired);
    if (!signal) throw new Error('no signal');
    signal.expiresAt = Date.now() - 1;
    await callAs('', { Type: 'Timer' });
    expect(signals.has(expired)).toBe(false);
  });

  it('never lets an older signal replace a newer one (two writes may finish in either order)', async () => {
    const board = cloudbaseSignals(db);
    const signal = { v: 3, deal: 1, stepId: 4, round: 1, phase: 'night' as const, status: 'playing' as const, dead: [], joined: 5, expiresAt: 9 };
    await board.publish('777777', signal);
    await board.publish('777777', { ...signal, v: 2, joined: 4 });
    expect(db.collectionDocs('roomSignals').get('777777')).toMatchObject({ v: 3, joined: 5 });
    await board.publish('777777', { ...signal, expiresAt: 10 });
    await board.publish('777777', { ...signal, v: 4, joined: 6 });
    expect(db.collectionDocs('roomSignals').get('777777')).toEqual({ _id: '777777', ...signal, v: 4, joined: 6 });
    await board.remove('777777');
    expect(db.collectionDocs('roomSignals').has('777777')).toBe(false);
  });

  it('answers the call when the signal write fails, and logs it', async () => {
    const collection = db.collection.bind(db);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = async () => { throw new Error('network down'); };
    db.collection = (name: string) => (name === 'roomSignals'
      ? { add: down, where: () => ({ update: down, remove: down, limit: () => ({ get: down }), orderBy: () => ({ skip: () => ({ limit: () => ({ get: down }) }) }) }) }
      : collection(name));
    try {
      const created = await callAs('judge', { action: 'createRoom', game: 'killer', players: 6 });
      expect(created.ok).toBe(true);
      expect(await callAs('p1', { action: 'joinRoom', roomNo: created.data.roomNo })).toMatchObject({ ok: true, data: { seat: 1, v: 2 } });
      expect(await callAs('judge', { action: 'closeRoom', roomNo: created.data.roomNo })).toEqual({ ok: true, data: {} });
      expect(logged).toHaveBeenCalledTimes(3);
      expect(String(logged.mock.calls[0])).toContain('network down');
    } finally {
      db.collection = collection;
      logged.mockRestore();
    }
  });
});
