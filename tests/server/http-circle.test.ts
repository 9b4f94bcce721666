import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { CircleGame } from '../../cloudfunctions/circle/src/model';
import type { GameId, JudgeView } from '../../typings/api';
import { playToEnd } from '../helpers/autoplay';
import { openskillRatings, recomputeBoards, recomputeKind, recomputePlayer } from '../helpers/circle';
import { judgeActs, startServer } from '../helpers/server';

const MEMBERS = ['circle-a', 'circle-b', 'circle-c'];
const KINDS: GameId[] = ['killer', 'werewolf', 'undercover'];
const ROOMS: Record<GameId, Record<string, unknown>> = {
  killer: { game: 'killer', players: 6 },
  werewolf: { game: 'werewolf', players: 9 },
  undercover: { game: 'undercover', players: 6 },
};

const judgeOf = (n: number) => MEMBERS[Math.floor(n / 3) % 3];

/** Everything the 圈子 answered over HTTP, then every recorded game as the server stored it (read once it stopped). */
async function aSeason() {
  const server = await startServer({ GAME_RATE_LIMIT: '0' });
  const ok = async (openid: string, action: string, params: Record<string, unknown> = {}) => {
    const answer = await server.call(openid, action, params);
    if (!answer.ok) throw new Error(`${action}: ${answer.error.code} ${answer.error.message}`);
    return answer.data;
  };
  const code = async (openid: string, action: string, params: Record<string, unknown>) => {
    const answer = await server.call(openid, action, params);
    return answer.ok ? 'ok' : answer.error.code;
  };
  const [A, B, C] = MEMBERS;
  const { circleId, code: invite } = await ok(A, 'createCircle', { name: '周五桌游', nickname: '阿甲' });
  await ok(B, 'joinCircle', { code: invite, nickname: '阿乙' });
  await ok(C, 'joinCircle', { code: invite, nickname: '阿丙' });

  const linkedRoom = async (judge: string, kind: GameId, n: number) => {
    const { roomNo, view } = await ok(judge, 'createRoom', { ...ROOMS[kind], circleId });
    const members = MEMBERS.filter((m) => m !== judge);
    const players = n % 2 ? [...members, `guest-${n}-1`] : [`guest-${n}-1`, ...members.reverse()];
    const count = ROOMS[kind].players as number;
    for (let i = players.length; i < count; i++) players.push(`guest-${n}-${i}`);
    for (const p of players) await ok(p, 'joinRoom', { roomNo, ...(p.startsWith('guest') ? {} : { nickname: p.slice(-1).toUpperCase() + '号' }) });
    return { roomNo, view: view as JudgeView, players };
  };
  const played: { roomNo: string; kind: GameId; players: string[] }[] = [];
  for (let n = 0; n < 21; n++) {
    const kind = KINDS[n % 3];
    // Each member judges some games of each kind (and plays the rest).
    const judge = judgeOf(n);
    const room = await linkedRoom(judge, kind, n);
    const ended = await playToEnd(judgeActs(server, judge, room.roomNo), room.view);
    expect(ended.status).toBe('ended');
    played.push({ ...room, kind });
  }

  // Aborted games: redealt and closed before their end.
  const redealt = await linkedRoom(A, 'killer', 100);
  await ok(A, 'redeal', { roomNo: redealt.roomNo });
  const closed = await linkedRoom(B, 'undercover', 101);
  await ok(B, 'closeRoom', { roomNo: closed.roomNo });
  // A replayed end: the last game's end taken back and played again.
  const last = played[played.length - 1];
  const judgeOfLast = judgeOf(20);
  const undone = await ok(judgeOfLast, 'undo', { roomNo: last.roomNo });
  expect((await playToEnd(judgeActs(server, judgeOfLast, last.roomNo), undone)).status).toBe('ended');

  const memberCard = await ok(last.players.find((p) => MEMBERS.includes(p))!, 'myCard', { roomNo: last.roomNo });
  const guestCard = await ok(last.players.find((p) => p.startsWith('guest'))!, 'myCard', { roomNo: last.roomNo });
  const pages = Object.fromEntries(await Promise.all(KINDS.map(async (kind) => [kind, await ok(A, 'circle', { circleId, kind })])));
  const page = await ok(B, 'circle', { circleId });
  const players = Object.fromEntries(await Promise.all(page.table.map(async (r: { memberId: string }) => [r.memberId, await ok(C, 'circlePlayer', { circleId, memberId: r.memberId })])));
  const { csv } = await ok(A, 'circleExport', { circleId });
  const refusals = {
    outsider: await code('outsider', 'circle', { circleId }),
    outsiderPlayer: await code('outsider', 'circlePlayer', { circleId, memberId: page.table[0].memberId }),
    outsiderRoom: await code('outsider', 'createRoom', { ...ROOMS.killer, circleId }),
    unknown: await code(A, 'circle', { circleId: 'cqqqqqqqqqqqq' }),
    unknownCode: await code('outsider', 'joinCircle', { code: 'QQQQQQ', nickname: '路人' }),
    forgedGroup: await code('outsider', 'joinCircle', { groupCloudId: { cloudID: 'x', data: { openGId: 'G_forged_123' } } }),
    outsiderSeasonMode: await code('outsider', 'setSeasonMode', { circleId, mode: 'quarter' }),
    unknownSeasonMode: await code(A, 'setSeasonMode', { circleId, mode: 'year' }),
  };
  const after = await ok(B, 'circle', { circleId });
  expect(await server.stop()).toBe(0);

  const db = new Database(join(server.dataDir, 'circles.db'), { readonly: true });
  const recorded = db.prepare('SELECT doc FROM circle_games ORDER BY ended_at, game_id').all().map((r) => JSON.parse((r as { doc: string }).doc) as CircleGame);
  db.close();
  const games = recorded.filter((g) => !g.withdrawn);
  const withdrawn = recorded.filter((g) => g.withdrawn);
  return { server, circleId, played, pages, page, players, csv, refusals, after, games, withdrawn, memberCard, guestCard };
}

describe('圈子 over HTTP: 3 members and guests, 21 linked games of the three kinds', () => {
  let season: Awaited<ReturnType<typeof aSeason>>;
  beforeAll(async () => {
    season = await aSeason();
  }, 240_000);
  afterAll(() => season?.server.stop());

  it('records every ended game once, and neither the redealt nor the closed one', () => {
    const { games, played } = season;
    expect(games).toHaveLength(21);
    // The last game's first end, taken back by the undo, is kept withdrawn.
    expect(season.withdrawn.map((g) => g.roomNo)).toEqual([played[20].roomNo]);
    expect(games.map((g) => g.roomNo).sort()).toEqual(played.map((p) => p.roomNo).sort());
    expect(season.page.games).toBe(21);
    expect(season.page.kinds).toEqual({ killer: 7, werewolf: 7, undercover: 7 });
    for (const g of games) {
      expect(g.seats.filter((s) => s.memberId)).toHaveLength(2);
      expect(g.seats.filter((s) => s.guest).every((s) => s.nickname === '游客')).toBe(true);
    }
  });

  it('every figure of each kind\'s table equals a recomputation from the recorded games, the ratings openskill\'s', () => {
    const { games, pages } = season;
    for (const kind of KINDS) {
      const ratings = openskillRatings(games, kind);
      expect(pages[kind].table).toHaveLength(3);
      for (const row of pages[kind].table) {
        const figures = recomputeKind(games, row.memberId, kind);
        expect(figures.games).toBeGreaterThan(0);
        expect(row).toMatchObject({ ...figures, rating: ratings.get(row.memberId), provisional: figures.games < 5 });
      }
      const sorted = [...pages[kind].table].sort((a, b) => b.rating - a.rating);
      expect(pages[kind].table.map((r: { rating: number }) => r.rating)).toEqual(sorted.map((r) => r.rating));
    }
  });

  it('every member\'s figures, the boards and the average length equal a recomputation', () => {
    const { games, players, page } = season;
    for (const [memberId, figures] of Object.entries<any>(players)) {
      const expected = recomputePlayer(games, memberId);
      expect(figures).toMatchObject({
        games: expected.games, wins: expected.wins, winRate: expected.winRate, sheriff: expected.sheriff,
        survivalRate: expected.survivalRate, currentStreak: expected.currentStreak, bestStreak: expected.bestStreak,
      });
      expect(figures.partner && { memberId: figures.partner.memberId, games: figures.partner.games, wins: figures.partner.wins }).toEqual(expected.partner);
      expect(figures.rival && { memberId: figures.rival.memberId, losses: figures.rival.losses }).toEqual(expected.rival);
      expect(Object.fromEntries(figures.camps.map((t: any) => [`${t.game}:${t.id}`, { games: t.games, wins: t.wins }]))).toEqual(expected.camps);
      expect(Object.fromEntries(figures.roles.map((t: any) => [`${t.game}:${t.id}`, { games: t.games, wins: t.wins }]))).toEqual(expected.roles);
      for (const r of figures.ratings) expect(r.rating).toBe(openskillRatings(games, r.kind).get(memberId));
    }
    const boards = recomputeBoards(games);
    expect(page.boards).toHaveLength(Object.keys(boards).length);
    for (const b of page.boards) {
      const want = boards[`${b.game}:${b.board}`];
      expect({ games: b.games, averageSec: b.averageSec }).toEqual({ games: want.games, averageSec: want.averageSec });
      for (const c of b.camps) expect(c.wins).toBe(want.wins[c.camp] ?? 0);
    }
    expect(page.averageSec).toBe(Math.round(games.reduce((t, g) => t + g.durationSec, 0) / games.length));
  });

  it('shows a member their rating change on the 复盘, and a guest none', () => {
    expect(season.memberCard.review.ratingChange).toMatchObject({ kind: 'undercover', provisional: false });
    expect(season.guestCard.review.ratingChange).toBeUndefined();
  });

  it('exports one CSV row per game per seat', () => {
    const lines = season.csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(season.csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines).toHaveLength(1 + season.games.reduce((n, g) => n + g.seats.length, 0));
  });

  it('refuses outsiders, unknown 圈子, a forged group id and an unknown season mode, and writes nothing for them', () => {
    expect(season.refusals).toEqual({
      outsider: 'NOT_A_MEMBER', outsiderPlayer: 'NOT_A_MEMBER', outsiderRoom: 'NOT_A_MEMBER',
      unknown: 'CIRCLE_NOT_FOUND', unknownCode: 'CIRCLE_NOT_FOUND', forgedGroup: 'BAD_REQUEST',
      outsiderSeasonMode: 'NOT_A_MEMBER', unknownSeasonMode: 'BAD_REQUEST',
    });
    expect(season.after).toEqual(season.page);
  });
});
