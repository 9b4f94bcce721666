import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CIRCLE_GAMES_COLLECTION, CIRCLE_SEASONS_COLLECTION, CIRCLES_COLLECTION } from '../../cloudfunctions/circle/src/store/cloudbase';
import { RECORD_RETRY_MS } from '../../cloudfunctions/game/src/circle-link';
import { playToEnd } from '../helpers/autoplay';
import { cloudDbDouble } from '../helpers/cloud-db-double';
import { clientDb, PERMISSION_DENIED, type SecurityRule } from '../helpers/security-rule';

const db = cloudDbDouble();
const context = { OPENID: '', SOURCE: 'wx_client' };
const calls: { name: string; data: unknown }[] = [];
/** The CloudIDs WeChat has handed out (a group's share ticket), and the group each stands for. */
const issued = new Map<string, string>();
/** How many of the next calls of `circle` fail as a cold start past its timeout would. */
const failing = { calls: 0 };
jest.mock('wx-server-sdk', () => ({
  DYNAMIC_CURRENT_ENV: Symbol('DYNAMIC_CURRENT_ENV'),
  init: jest.fn(),
  database: () => db,
  getWXContext: () => context,
  // WeChat's own exchange of a CloudID for its data; one it never issued comes back as an error.
  getOpenData: async ({ list }: { list: string[] }) => ({
    list: list.map((cloudID) => {
      const openGId = issued.get(cloudID);
      return openGId ? { cloudID, data: { openGId, watermark: { appid: 'wx1', timestamp: 1 } } } : { cloudID, errCode: -601006, errMsg: 'cloudID expired.' };
    }),
  }),
  // What the `game` function's call of the `circle` function does: runs it, with no caller of its own.
  callFunction: async ({ name, data }: { name: string; data: unknown }) => {
    calls.push({ name, data });
    if (name !== 'circle') throw new Error(`no cloud function ${name}`);
    if (failing.calls > 0) {
      failing.calls -= 1;
      throw new Error('cloud.callFunction:fail -504003 function timed out');
    }
    const { OPENID: caller, SOURCE: source } = context;
    context.OPENID = '';
    context.SOURCE = `${source},scf`;
    try {
      return { result: await circle.main(data) };
    } finally {
      context.OPENID = caller;
      context.SOURCE = source;
    }
  },
}));

// Loaded after the mock is in place.
const circle = require('../../cloudfunctions/circle/src/index') as typeof import('../../cloudfunctions/circle/src/index');
const game = require('../../cloudfunctions/game/src/index') as typeof import('../../cloudfunctions/game/src/index');

async function as(openid: string, main: (event: unknown) => Promise<unknown>, event: Record<string, unknown>): Promise<any> {
  context.OPENID = openid;
  return main(event);
}
const circleAs = (openid: string, event: Record<string, unknown>) => as(openid, circle.main, event);
const gameAs = (openid: string, event: Record<string, unknown>) => as(openid, game.main, event);
/** What the platform puts in the event for `wx.cloud.CloudID(cloudID)` of a group's share ticket. */
function decoded(openGId: string) {
  const cloudID = `cloud-id-of-${openGId}`;
  issued.set(cloudID, openGId);
  return { cloudID, data: { openGId, watermark: { appid: 'wx1', timestamp: 1 } } };
}

describe('the cloud function `circle`', () => {
  it('reads the group from the decoded CloudID: the group\'s 圈子 is made on first use and the rest of the group joins it', async () => {
    const first = await circleAs('wx-a', { action: 'joinCircle', groupCloudId: decoded('G_abcdef123456'), nickname: '阿甲' });
    expect(first.ok).toBe(true);
    const again = await circleAs('wx-b', { action: 'joinCircle', groupCloudId: decoded('G_abcdef123456'), nickname: '阿乙' });
    expect(again.data).toEqual(first.data);
    const stored = db.collectionDocs(CIRCLES_COLLECTION).get(first.data.circleId);
    expect(stored).toMatchObject({ groupId: 'G_abcdef123456' });
    const page = await circleAs('wx-b', { action: 'circle', circleId: first.data.circleId });
    expect(page.data.table.map((r: { nickname: string }) => r.nickname).sort()).toEqual(['阿乙', '阿甲']);
  });

  it('refuses a forged or unreadable group id with BAD_REQUEST and writes nothing', async () => {
    const before = db.collectionDocs(CIRCLES_COLLECTION).size;
    for (const groupCloudId of ['G_abcdef123456', { cloudID: 'x' }, { cloudID: 'x', errCode: -601006, errMsg: 'cloudID expired' }, { data: { openGId: 'G_abcdef123456' } }, { cloudID: 'x', data: { openGId: '<script>' } }]) {
      const answer = await circleAs('wx-c', { action: 'joinCircle', groupCloudId });
      expect(answer.ok ? 'ok' : answer.error.code).toBe('BAD_REQUEST');
    }
    expect(db.collectionDocs(CIRCLES_COLLECTION).size).toBe(before);
  });

  it('believes only WeChat about the group: a made-up decoded object is refused, a real ticket counts for its own group', async () => {
    const target = await circleAs('wx-d', { action: 'joinCircle', groupCloudId: decoded('G_targetgroup01'), nickname: '群主' });
    const forged = { cloudID: 'made-up', data: { openGId: 'G_targetgroup01', watermark: { appid: 'wx1', timestamp: 1 } } };
    expect((await circleAs('wx-intruder', { action: 'joinCircle', groupCloudId: forged })).error.code).toBe('BAD_REQUEST');
    const otherTicket = { ...decoded('G_othergroup001'), data: { openGId: 'G_targetgroup01' } };
    const joined = await circleAs('wx-intruder', { action: 'joinCircle', groupCloudId: otherTicket });
    expect(joined.data.circleId).not.toBe(target.data.circleId);
    expect((await circleAs('wx-intruder', { action: 'circle', circleId: target.data.circleId })).error.code).toBe('NOT_A_MEMBER');
  });

  it('makes one 圈子 of a group whose members tap at the same moment', async () => {
    const answers = await Promise.all(['wx-r1', 'wx-r2', 'wx-r3'].map((openid) => circleAs(openid, { action: 'joinCircle', groupCloudId: decoded('G_racegroup0001'), nickname: openid })));
    expect(new Set(answers.map((a) => a.data.circleId)).size).toBe(1);
    expect([...db.collectionDocs(CIRCLES_COLLECTION).values()].filter((d) => d.groupId === 'G_racegroup0001')).toHaveLength(1);
    const page = await circleAs('wx-r1', { action: 'circle', circleId: answers[0].data.circleId });
    expect(page.data.table).toHaveLength(3);
  });

  it('takes the caller from getWXContext().OPENID, never from the event', async () => {
    const made = await circleAs('wx-owner', { action: 'createCircle', name: '周五局', nickname: '甲' });
    const forged = await circleAs('wx-stranger', { action: 'circle', circleId: made.data.circleId, openid: 'wx-owner' });
    expect(forged.error.code).toBe('NOT_A_MEMBER');
  });

  it('records a linked room\'s ended game: `game` writes it to circleGames, `circle` counts it, the 复盘 shows the rating change', async () => {
    const made = await circleAs('wx-judge', { action: 'createCircle', name: '周五局', nickname: '法官' });
    const { circleId, code } = made.data;
    await circleAs('wx-p1', { action: 'joinCircle', code, nickname: '一号' });
    const created = await gameAs('wx-judge', { action: 'createRoom', game: 'killer', players: 6, circleId });
    expect(created.ok).toBe(true);
    const { roomNo, view } = created.data;
    for (const p of ['wx-p1', 'wx-g2', 'wx-g3', 'wx-g4', 'wx-g5', 'wx-g6']) expect((await gameAs(p, { action: 'joinRoom', roomNo })).ok).toBe(true);
    const ended = await playToEnd(async (stepId, input) => (await gameAs('wx-judge', { action: 'act', roomNo, stepId, input })).data, view);
    expect(ended.status).toBe('ended');
    expect(calls.filter((c) => c.name === 'circle')).toHaveLength(1);
    const games = [...db.collectionDocs(CIRCLE_GAMES_COLLECTION).values()].filter((d) => d.circleId === circleId);
    expect(games).toHaveLength(1);
    expect(db.collectionDocs(CIRCLE_SEASONS_COLLECTION).get(`${circleId}:${games[0].season}`)).toBeDefined();
    const card = await gameAs('wx-p1', { action: 'myCard', roomNo });
    expect(card.data.review.ratingChange).toMatchObject({ kind: 'killer', provisional: true });
    expect((await circleAs('wx-p1', { action: 'circle', circleId })).data.games).toBe(1);
    // A replayed hand-over counts nothing twice; a phone cannot send one at all.
    context.SOURCE = 'wx_client,scf';
    await circle.main({ Type: 'foldGame', gameId: games[0]._id });
    context.SOURCE = 'wx_client';
    expect((await circleAs('wx-p1', { action: 'circle', circleId })).data.games).toBe(1);
    expect((await circleAs('wx-stranger', { Type: 'foldGame', gameId: games[0]._id })).error.code).toBe('BAD_REQUEST');
    expect((await circleAs('wx-p1', { action: 'circle', circleId })).data.games).toBe(1);
    expect((await gameAs('wx-stranger', { action: 'createRoom', game: 'killer', players: 6, circleId })).error.code).toBe('NOT_A_MEMBER');
  });
});

describe('a hand-over that fails', () => {
  async function linkedGameToEnd(judge: string, players: string[]) {
    const { circleId, code } = (await circleAs(judge, { action: 'createCircle', name: '周六局', nickname: '法官' })).data;
    for (const p of players) await circleAs(p, { action: 'joinCircle', code, nickname: p });
    const { roomNo, view } = (await gameAs(judge, { action: 'createRoom', game: 'killer', players: 6, circleId })).data;
    for (const p of players) expect((await gameAs(p, { action: 'joinRoom', roomNo })).ok).toBe(true);
    failing.calls = 1;
    const ended = await playToEnd(async (stepId, input) => (await gameAs(judge, { action: 'act', roomNo, stepId, input })).data, view);
    expect(ended.status).toBe('ended');
    expect(failing.calls).toBe(0);
    return { circleId, roomNo };
  }

  it('is tried again when a player opens the card once the first try is surely over: counted once, the card shows the rating change', async () => {
    const players = ['wx-h1', 'wx-h2', 'wx-h3', 'wx-h4', 'wx-h5', 'wx-h6'];
    const { circleId, roomNo } = await linkedGameToEnd('wx-hj', players);
    expect((await circleAs('wx-h1', { action: 'circle', circleId })).data.games).toBe(0);
    // Right after the end the first hand-over may still be running: a card read does not race it.
    expect((await gameAs('wx-h1', { action: 'myCard', roomNo })).data.review.ratingChange).toBeUndefined();
    expect((await circleAs('wx-h1', { action: 'circle', circleId })).data.games).toBe(0);
    const later = Date.now() + RECORD_RETRY_MS + 1000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    const card = await gameAs('wx-h1', { action: 'myCard', roomNo });
    expect(card.data.review.ratingChange).toMatchObject({ kind: 'killer', provisional: true });
    expect((await circleAs('wx-h1', { action: 'circle', circleId })).data.games).toBe(1);
    await gameAs('wx-h2', { action: 'myCard', roomNo });
    expect((await circleAs('wx-h1', { action: 'circle', circleId })).data.games).toBe(1);
    jest.restoreAllMocks();
  });

  it('is tried again before the next deal replaces the ended one', async () => {
    const players = ['wx-k1', 'wx-k2', 'wx-k3', 'wx-k4', 'wx-k5', 'wx-k6'];
    const { circleId, roomNo } = await linkedGameToEnd('wx-kj', players);
    expect((await gameAs('wx-kj', { action: 'redeal', roomNo })).ok).toBe(true);
    expect((await circleAs('wx-k1', { action: 'circle', circleId })).data.games).toBe(1);
  });
});

describe('the 圈子 collections\' security rules', () => {
  const root = join(__dirname, '../..');
  const ruleFile = (name: string) => `cloudfunctions/circle/${name}.security-rule.json`;
  const names = [CIRCLES_COLLECTION, CIRCLE_GAMES_COLLECTION, CIRCLE_SEASONS_COLLECTION];
  const rules: Record<string, SecurityRule> = Object.fromEntries(names.map((n) => [n, JSON.parse(readFileSync(join(root, ruleFile(n)), 'utf8'))]));

  it('let no phone read, list, add, change or remove a 圈子, a game or a season, and README says where to paste them', async () => {
    const server = cloudDbDouble();
    for (const name of names) await server.collection(name).add({ data: { _id: 'doc1', doc: '{"members":[{"openid":"wx-a"}]}', _openid: 'wx-a' } });
    for (const auth of [{ openid: 'wx-a' }, { openid: 'wx-z' }, null]) {
      const phone = clientDb(server, rules, auth);
      for (const name of names) {
        await expect(phone.collection(name).doc('doc1').get()).rejects.toEqual(PERMISSION_DENIED);
        await expect(phone.collection(name).get()).rejects.toEqual(PERMISSION_DENIED);
        await expect(phone.collection(name).doc('doc1').remove()).rejects.toEqual(PERMISSION_DENIED);
        await expect(phone.collection(name).doc('doc1').set({ data: { doc: '{}' } })).rejects.toEqual(PERMISSION_DENIED);
        await expect(phone.collection(name).add({ data: { _id: 'doc2' } })).rejects.toEqual(PERMISSION_DENIED);
      }
    }
    for (const name of names) expect(server.collectionDocs(name).get('doc1')?.doc).toBe('{"members":[{"openid":"wx-a"}]}');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const name of names) expect(readme).toContain(ruleFile(name));
  });
});
