import { playToEnd } from '../helpers/autoplay';
import { judgeActs, serverForFile } from '../helpers/server';

const JUDGE = 'judge-openid';
const server = serverForFile();

async function seatEveryone(roomNo: string, players: number): Promise<string[]> {
  const openids = Array.from({ length: players }, (_, i) => `${roomNo}-p${i + 1}`);
  for (const openid of openids) expect((await server.call(openid, 'joinRoom', { roomNo })).ok).toBe(true);
  return openids;
}

describe('whole games over HTTP', () => {
  it('plays the classic 12-player 狼人杀 to a winner', async () => {
    const created = await server.call(JUDGE, 'createRoom', { game: 'werewolf', players: 12, preset: 'classic' });
    expect(created.ok).toBe(true);
    const { roomNo, view } = created.data;
    expect(view.roles).toEqual({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, cupid: 1 });
    const openids = await seatEveryone(roomNo, 12);
    const card = await server.call(openids[0], 'myCard', { roomNo });
    expect(card.data.card).toMatchObject({ role: view.seats[0].role, roleName: view.seats[0].roleName });
    const ended = await playToEnd(judgeActs(server, JUDGE, roomNo), view);
    expect(ended.status).toBe('ended');
    expect(['wolf', 'good', 'lovers']).toContain(ended.winner?.camp);
    expect(ended.log.length).toBeGreaterThan(5);
  });

  it('deals an 8-player 谁是卧底 room 6 equal words, 1 other word and 1 blank, and plays it to a winner', async () => {
    const created = await server.call(JUDGE, 'createRoom', { game: 'undercover', players: 8 });
    expect(created.ok).toBe(true);
    const { roomNo, view } = created.data;
    const openids = await seatEveryone(roomNo, 8);
    const words: (string | null)[] = [];
    for (const openid of openids) {
      const answer = await server.call(openid, 'myCard', { roomNo });
      expect(Object.keys(answer.data.card)).toEqual(answer.data.card.word === null ? ['word', 'roleName', 'description'] : ['word']);
      words.push(answer.data.card.word);
    }
    const counts = new Map<string | null, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    expect(counts.get(view.words.civilian)).toBe(6);
    expect(counts.get(view.words.undercover)).toBe(1);
    expect(counts.get(null)).toBe(1);
    const ended = await playToEnd(judgeActs(server, JUDGE, roomNo), view);
    expect(ended.status).toBe('ended');
    expect(ended.winner?.text).toBeTruthy();
  });

  it('uses the judge\'s own words for 谁是卧底 and refuses bad ones', async () => {
    const ok = await server.call(JUDGE, 'createRoom', { game: 'undercover', players: 6, words: { civilian: ' 饺子 ', undercover: '包子' } });
    expect(ok.data.view.words).toEqual({ civilian: '饺子', undercover: '包子' });
    for (const words of [{ civilian: '饺子', undercover: '饺子' }, { civilian: '', undercover: '包子' }, { civilian: '一二三四五六七八九', undercover: '包子' }]) {
      expect((await server.call(JUDGE, 'createRoom', { game: 'undercover', players: 6, words })).error.code).toBe('BAD_REQUEST');
    }
  });

  it('draws another 谁是卧底 pair over HTTP (换一组) until the first vote, judge only', async () => {
    const created = await server.call(JUDGE, 'createRoom', { game: 'undercover', players: 5, rules: { 'words.packs': ['internet'] } });
    const { roomNo, view } = created.data;
    const openids = await seatEveryone(roomNo, 5);
    expect((await server.call(openids[0], 'redrawWords', { roomNo })).error.code).toBe('NOT_JUDGE');
    const redrawn = await server.call(JUDGE, 'redrawWords', { roomNo });
    expect(redrawn.ok).toBe(true);
    expect(redrawn.data.words).not.toEqual(view.words);
    expect(redrawn.data.canRedrawWords).toBe(true);
    const seat1 = redrawn.data.seats[0];
    const card = await server.call(openids[0], 'myCard', { roomNo });
    expect(card.data.card.word).toBe(seat1.role === 'civilian' ? redrawn.data.words.civilian
      : seat1.role === 'undercover' ? redrawn.data.words.undercover : null);
    // The new pair's steps are numbered on from the first pair's.
    const first: number = redrawn.data.step.id;
    expect(first).toBeGreaterThan(view.step.id);
    const act = judgeActs(server, JUDGE, roomNo);
    await act(first, {});
    await act(first + 1, {});
    const voted = await act(first + 2, { ballots: { 2: 1, 3: 1, 4: 1, 5: 1 } });
    expect(voted.canRedrawWords).toBe(false);
    const late = await server.call(JUDGE, 'redrawWords', { roomNo });
    expect(late.error).toEqual({ code: 'ILLEGAL_MOVE', message: expect.stringMatching(/不能再换词/) });
  });
});

describe('战绩 and 换法官 over HTTP', () => {
  it('counts the ended game, then hands the room to seat 3 and seats the old judge there; the long poll hears the new deal', async () => {
    const created = await server.call(JUDGE, 'createRoom', { game: 'undercover', players: 5 });
    const { roomNo, view } = created.data;
    const openids = await seatEveryone(roomNo, 5);
    expect((await server.call(JUDGE, 'handOver', { roomNo, seat: 3 })).error.code).toBe('ILLEGAL_MOVE');
    const ended = await playToEnd(judgeActs(server, JUDGE, roomNo), view);
    expect(ended.standings?.map((s) => s.games)).toEqual([1, 1, 1, 1, 1]);
    expect(ended.standings?.filter((s) => s.wins === 1).length).toBeGreaterThan(0);
    expect((await server.call(openids[2], 'handOver', { roomNo, seat: 3 })).error.code).toBe('NOT_JUDGE');

    const waiting = fetch(`${server.url}/api/signal?roomNo=${roomNo}&after=${ended.v}`, { headers: { 'X-Openid': openids[0] } });
    const handed = await server.call(JUDGE, 'handOver', { roomNo, seat: 3, nickname: '前法官' });
    expect(handed.ok).toBe(true);
    const heard = ((await (await waiting).json()) as { data: unknown }).data;
    expect(heard).toMatchObject({ deal: 2, status: 'playing', v: handed.data.v });

    expect((await server.call(openids[2], 'judgeView', { roomNo })).data.seats[2].nickname).toBe('前法官');
    expect((await server.call(JUDGE, 'myCard', { roomNo })).data).toMatchObject({ seat: 3, deal: 2 });
    expect((await server.call(JUDGE, 'judgeView', { roomNo })).error.code).toBe('NOT_JUDGE');
  });
});
