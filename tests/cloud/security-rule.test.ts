import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cloudbaseSignals, SEAT_SIGNALS_COLLECTION, SIGNALS_COLLECTION } from '../../cloudfunctions/game/src/signals/cloudbase';
import { ROOMS_COLLECTION } from '../../cloudfunctions/game/src/store/cloudbase';
import { cloudbaseWordStats, WORD_STATS_COLLECTION } from '../../cloudfunctions/game/src/store/word-stats-cloudbase';
import { cloudDbDouble } from '../helpers/cloud-db-double';
import { allows, clientDb, PERMISSION_DENIED, type SecurityRule, type WatchSnapshot } from '../helpers/security-rule';

const root = join(__dirname, '../..');
const ruleFile = (name: string) => `cloudfunctions/game/${name}.security-rule.json`;
const rule = (name: string): SecurityRule => JSON.parse(readFileSync(join(root, ruleFile(name)), 'utf8'));
const RULES = {
  [ROOMS_COLLECTION]: rule('rooms'), [SIGNALS_COLLECTION]: rule('roomSignals'), [SEAT_SIGNALS_COLLECTION]: rule('seatSignals'),
  [WORD_STATS_COLLECTION]: rule('wordStats'),
};

/** The server's database with one room and its signal, as the cloud function leaves them. */
async function seeded() {
  const db = cloudDbDouble();
  await db.collection(ROOMS_COLLECTION).add({ data: { _id: '123456', version: 1, updatedAt: 1, doc: '{"judge":"j"}' } });
  await db.collection(SIGNALS_COLLECTION).add({ data: { _id: '123456', v: 1, deal: 1, joined: 0 } });
  return db;
}

describe('the rule evaluator the tests use', () => {
  it('reads booleans, write as the default of create/update/delete, and owner expressions', () => {
    expect(allows({ read: true }, 'read', null, null)).toBe(true);
    expect(allows({ read: true }, 'delete', null, null)).toBe(false);
    expect(allows({ write: true }, 'update', null, null)).toBe(true);
    const owner = { read: 'doc._openid == auth.openid' };
    expect(allows(owner, 'read', { openid: 'a' }, { _id: 'x', _openid: 'a' })).toBe(true);
    expect(allows(owner, 'read', { openid: 'b' }, { _id: 'x', _openid: 'a' })).toBe(false);
  });
});

describe('the rooms collection security rule', () => {
  it('lets no client read or change a room, and README says where to paste it', async () => {
    const db = await seeded();
    const phone = clientDb(db, RULES, { openid: 'j' });
    await expect(phone.collection(ROOMS_COLLECTION).doc('123456').get()).rejects.toEqual(PERMISSION_DENIED);
    await expect(phone.collection(ROOMS_COLLECTION).doc('123456').remove()).rejects.toEqual(PERMISSION_DENIED);
    await expect(phone.collection(ROOMS_COLLECTION).add({ data: { _id: '654321' } })).rejects.toEqual(PERMISSION_DENIED);
    expect(db.docs.get('123456')?.doc).toBe('{"judge":"j"}');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(ruleFile('rooms'));
  });
});

describe('the roomSignals collection security rule', () => {
  it('lets any phone read and watch a signal, and no phone write, replace or remove one', async () => {
    const db = await seeded();
    for (const auth of [{ openid: 'player' }, { openid: 'j' }, null]) {
      const phone = clientDb(db, RULES, auth);
      const signal = phone.collection(SIGNALS_COLLECTION).doc('123456');
      expect((await signal.get()).data).toMatchObject({ v: 1 });
      const seen = await new Promise<WatchSnapshot>((resolve, reject) => {
        const watcher = signal.watch({ onChange: (s) => { watcher.close(); resolve(s); }, onError: reject });
      });
      expect(seen.docs).toEqual([expect.objectContaining({ _id: '123456', v: 1 })]);
      await expect(signal.set({ data: { v: 99 } })).rejects.toEqual(PERMISSION_DENIED);
      await expect(signal.remove()).rejects.toEqual(PERMISSION_DENIED);
      await expect(phone.collection(SIGNALS_COLLECTION).doc('999999').set({ data: { v: 1 } })).rejects.toEqual(PERMISSION_DENIED);
      await expect(phone.collection(SIGNALS_COLLECTION).add({ data: { _id: '999998' } })).rejects.toEqual(PERMISSION_DENIED);
    }
    expect(db.collectionDocs(SIGNALS_COLLECTION).get('123456')).toMatchObject({ v: 1 });
    expect(db.collectionDocs(SIGNALS_COLLECTION).size).toBe(1);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(ruleFile('roomSignals'));
  });

  it('lets no phone list the signals, so nobody learns the open rooms\' numbers: a read must name its room', async () => {
    const db = await seeded();
    await db.collection(SIGNALS_COLLECTION).add({ data: { _id: '654321', v: 3, deal: 1, joined: 5 } });
    for (const auth of [{ openid: 'player' }, null]) {
      const signals = clientDb(db, RULES, auth).collection(SIGNALS_COLLECTION);
      await expect(signals.get()).rejects.toEqual(PERMISSION_DENIED);
      await expect(signals.where({ deal: 1 }).get()).rejects.toEqual(PERMISSION_DENIED);
      expect((await signals.where({ _id: '654321' }).get()).data).toEqual([expect.objectContaining({ _id: '654321', v: 3 })]);
      // A room number that is not open reads nothing.
      await expect(signals.doc('111111').get()).rejects.toEqual(PERMISSION_DENIED);
    }
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(ruleFile('roomSignals'));
  });
});

describe('the seatSignals collection security rule', () => {
  it("lets only the seat's own player read and watch its signal, and no phone write one; it goes with the room", async () => {
    const db = await seeded();
    const board = cloudbaseSignals(db);
    await board.publishSeat!('123456', 3, { v: 1, openid: 'wolf3', expiresAt: 10 });
    await board.publishSeat!('123456', 3, { v: 2, openid: 'wolf3', expiresAt: 10 });
    // An older write finishing late never replaces a newer signal.
    await board.publishSeat!('123456', 3, { v: 1, openid: 'wolf3', expiresAt: 10 });
    // CloudBase checks the query against the rule: the phone asks for its own document by `_openid`
    // (as services/live.ts does); by `_id` alone, even the owner is refused.
    const seats = (openid: string | null) => clientDb(db, RULES, openid === null ? null : { openid }).collection(SEAT_SIGNALS_COLLECTION);
    const own = { _id: '123456:3', _openid: '{openid}' };
    await expect(seats('wolf3').doc('123456:3').get()).rejects.toEqual(PERMISSION_DENIED);
    expect((await seats('wolf3').where(own).get()).data).toEqual([expect.objectContaining({ v: 2 })]);
    const seen = await new Promise<WatchSnapshot>((resolve, reject) => {
      const watcher = seats('wolf3').where(own).watch({ onChange: (s) => { watcher.close(); resolve(s); }, onError: reject });
    });
    expect(seen.docs).toEqual([expect.objectContaining({ _id: '123456:3', v: 2 })]);
    await expect(seats('wolf3').doc('123456:3').set({ data: { v: 9 } })).rejects.toEqual(PERMISSION_DENIED);
    for (const openid of ['player4', 'j', null]) {
      const other = seats(openid);
      // Asking as oneself finds nothing; asking by the owner's openid is refused.
      if (openid !== null) expect((await other.where(own).get()).data).toEqual([]);
      else await expect(other.where(own).get()).rejects.toEqual(PERMISSION_DENIED);
      await expect(other.where({ _id: '123456:3', _openid: 'wolf3' }).get()).rejects.toEqual(PERMISSION_DENIED);
      await expect(other.doc('123456:3').get()).rejects.toEqual(PERMISSION_DENIED);
      await expect(other.doc('123456:3').remove()).rejects.toEqual(PERMISSION_DENIED);
    }
    await board.remove('123456');
    expect(db.collectionDocs(SEAT_SIGNALS_COLLECTION).size).toBe(0);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(ruleFile('seatSignals'));
  });
});

describe('the wordStats collection security rule', () => {
  it('lets no client read, add to or change the word stats, and README says where to paste it', async () => {
    const db = cloudDbDouble();
    await cloudbaseWordStats(db).add('饺子-包子', { ratings: 1, unfit: 1 });
    for (const auth of [{ openid: 'player' }, null]) {
      const phone = clientDb(db, RULES, auth);
      await expect(phone.collection(WORD_STATS_COLLECTION).doc('饺子-包子').get()).rejects.toEqual(PERMISSION_DENIED);
      await expect(phone.collection(WORD_STATS_COLLECTION).doc('饺子-包子').set({ data: { unfit: 0 } })).rejects.toEqual(PERMISSION_DENIED);
      await expect(phone.collection(WORD_STATS_COLLECTION).doc('饺子-包子').remove()).rejects.toEqual(PERMISSION_DENIED);
      await expect(phone.collection(WORD_STATS_COLLECTION).add({ data: { _id: '猫-狗', unfit: 3 } })).rejects.toEqual(PERMISSION_DENIED);
    }
    expect(db.collectionDocs(WORD_STATS_COLLECTION).get('饺子-包子')).toMatchObject({ ratings: 1, unfit: 1 });
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(ruleFile('wordStats'));
  });
});
