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
});
