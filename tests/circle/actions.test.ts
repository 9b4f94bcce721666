import type { JudgeView, MyTurnResult } from '../../typings/api';
import { badRequest } from '../../cloudfunctions/game/src/engine/core/errors';
import { storeLink } from '../../cloudfunctions/circle/src/link';
import { countGame, foldIntoSeason } from '../../cloudfunctions/circle/src/fold';
import { memoryCircleStore } from '../../cloudfunctions/circle/src/store/memory';
import type { CircleStore } from '../../cloudfunctions/circle/src/store/port';
import { emptyTotals, foldGames } from '../../cloudfunctions/circle/src/totals';
import type { TableRoom } from '../../cloudfunctions/game/src/standings';
import { playToEnd } from '../helpers/autoplay';
import { playByPhones } from '../helpers/phones';
import { inProcessCircles } from '../helpers/circle-api';
import { handGame, openskillRatings, recomputeKind, recomputePlayer } from '../helpers/circle';

const [A, B, C] = ['open-a', 'open-b', 'open-c'];
const KILLER6 = { game: 'killer', players: 6 };

async function threeMembers(api = inProcessCircles()) {
  const { circleId, code } = await api.ok(A, 'createCircle', { name: ' 周五狼人杀 ', nickname: '阿甲' });
  await api.ok(B, 'joinCircle', { code: code.toLowerCase(), nickname: '阿乙' });
  await api.ok(C, 'joinCircle', { code, nickname: '阿丙' });
  return { api, circleId, code };
}

describe('making and joining a 圈子', () => {
  it('makes a 圈子 with the caller as first member and a 6-character invite code others join by', async () => {
    const { api, circleId, code } = await threeMembers();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await api.ok(B, 'joinCircle', { code, nickname: '阿乙' })).toEqual({ circleId, name: '周五狼人杀' });
    const page = await api.ok(C, 'circle', { circleId });
    expect(page.table.map((r: { nickname: string }) => r.nickname).sort()).toEqual(['阿丙', '阿乙', '阿甲']);
    expect(page).toMatchObject({ name: '周五狼人杀', code, season: '2026-12', seasons: ['2026-12'], games: 0, recent: [], boards: [] });
    expect(page.table.every((r: { rating: number; provisional: boolean; games: number }) => r.rating === 0 && r.provisional && r.games === 0)).toBe(true);
    // Members are known by opaque ids: no openid leaves the server.
    expect(JSON.stringify(page)).not.toMatch(/open-/);
  });

  it('refuses bad input with BAD_REQUEST, unknown 圈子 with CIRCLE_NOT_FOUND, outsiders with NOT_A_MEMBER', async () => {
    const { api, circleId } = await threeMembers();
    expect(await api.code(A, 'createCircle', { name: '', nickname: '阿甲' })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'createCircle', { name: '一二三四五六七八九十一二三四五六七', nickname: '阿甲' })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'createCircle', { name: '好名字' })).toBe('BAD_REQUEST');
    expect(await api.code('x', 'joinCircle', { code: 'ABC', nickname: '路人' })).toBe('BAD_REQUEST');
    expect(await api.code('x', 'joinCircle', { code: 'ABCDEFG', nickname: '路人' })).toBe('BAD_REQUEST');
    expect(await api.code('x', 'joinCircle', { code: 'AB-CDE', nickname: '路人' })).toBe('BAD_REQUEST');
    // Six letters or digits are looked up, also those no code is made of.
    for (const code of ['QQQQQQ', '000000', 'nope01']) expect(await api.code('x', 'joinCircle', { code, nickname: '路人' })).toBe('CIRCLE_NOT_FOUND');
    expect(await api.code('x', 'circle', { circleId })).toBe('NOT_A_MEMBER');
    expect(await api.code('x', 'circleExport', { circleId })).toBe('NOT_A_MEMBER');
    // Ids are opaque: any plain token is looked up; what no id could be is refused.
    for (const unknown of ['cqqqqqqqqqqqq', 'nope', 'c_doesnotexist', 'c000000000000']) {
      expect(await api.code(A, 'circle', { circleId: unknown })).toBe('CIRCLE_NOT_FOUND');
    }
    for (const bad of ['../etc', '', 'x'.repeat(65), 42]) expect(await api.code(A, 'circle', { circleId: bad })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'circle', { circleId, season: '2020-01' })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'circle', { circleId, kind: 'chess' })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'circlePlayer', { circleId, memberId: 'mqqqqqqqqqq' })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'leaveCircle', { circleId, deleteRecords: 'yes' })).toBe('BAD_REQUEST');
    // Nothing of it was written: the 圈子 is as it was.
    expect((await api.ok(A, 'circle', { circleId })).table).toHaveLength(3);
  });

  it('has no WeChat group locally: joining by group is refused, and nothing is made', async () => {
    const api = inProcessCircles();
    expect(await api.code(A, 'joinCircle', { groupCloudId: { cloudID: 'x', data: { openGId: 'Gxxxxxxxxxx' } } })).toBe('BAD_REQUEST');
  });

  it('makes the 圈子 of a WeChat group on first use and lets the rest of the group join it', async () => {
    const groups = new Map([['good-1', 'GROUP-ONE-123']]);
    const api = inProcessCircles(memoryCircleStore(), async (value) => {
      const gid = typeof value === 'string' ? groups.get(value) : undefined;
      if (!gid) throw badRequest('无法识别这个微信群');
      return gid;
    });
    const first = await api.ok(A, 'joinCircle', { groupCloudId: 'good-1', nickname: '阿甲' });
    const second = await api.ok(B, 'joinCircle', { groupCloudId: 'good-1', nickname: '阿乙' });
    expect(second).toEqual(first);
    expect(await api.code(C, 'joinCircle', { groupCloudId: 'forged' })).toBe('BAD_REQUEST');
    expect((await api.ok(B, 'circle', { circleId: first.circleId })).table).toHaveLength(2);
  });
});

describe('games of a linked room', () => {
  it('links a room only for a member of an existing 圈子', async () => {
    const { api, circleId } = await threeMembers();
    expect(await api.code('x', 'createRoom', { ...KILLER6, circleId })).toBe('NOT_A_MEMBER');
    expect(await api.code(A, 'createRoom', { ...KILLER6, circleId: 'cqqqqqqqqqqqq' })).toBe('CIRCLE_NOT_FOUND');
    expect(await api.code(A, 'createRoom', { ...KILLER6, circleId: 'nope' })).toBe('CIRCLE_NOT_FOUND');
    expect(await api.code(A, 'createRoom', { ...KILLER6, circleId: 42 })).toBe('BAD_REQUEST');
  });

  it('records each ended game with members by memberId and guests as 游客, and shows the rating change on the 复盘', async () => {
    const { api, circleId } = await threeMembers();
    const { roomNo, ended } = await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    const [game] = await api.circleStore.listGames(circleId);
    expect(game).toMatchObject({ circleId, season: '2026-12', roomNo, game: 'killer', board: 'standard', durationSec: 20 * 60, winner: ended.winner?.camp });
    expect(game.seats.filter((s) => s.memberId)).toHaveLength(2);
    expect(game.seats.filter((s) => s.guest)).toHaveLength(4);
    expect(game.seats.map((s) => s.role)).toEqual(ended.seats.map((s) => s.role));
    const card = await api.ok(B, 'myCard', { roomNo });
    const won = game.seats[0].won;
    expect(card.review.ratingChange).toMatchObject({ kind: 'killer', provisional: true });
    expect(card.review.ratingChange.change).toBe(card.review.ratingChange.rating);
    expect(card.review.ratingChange.change > 0).toBe(won);
    expect((await api.ok('g1', 'myCard', { roomNo })).review.ratingChange).toBeUndefined();
    // The recent games show who came as 游客.
    const [recent] = (await api.ok(A, 'circle', { circleId })).recent;
    expect(recent.seats.map((s: { guest?: true; memberId?: string }) => [Boolean(s.memberId), s.guest ?? false]))
      .toEqual(game.seats.map((s) => [Boolean(s.memberId), s.guest ?? false]));
    expect(recent.seats.filter((s: { guest?: true }) => s.guest)).toHaveLength(4);
  });

  it('opens the 复盘 of a recorded game for members only, and a leaver who deletes their records leaves it without their name', async () => {
    const { api, circleId } = await threeMembers();
    const { ended } = await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    const { recent } = await api.ok(A, 'circle', { circleId });
    const { gameId } = recent[0];
    const { review } = await api.ok(B, 'circleGame', { circleId, gameId });
    expect(review.winner.camp).toBe(ended.winner?.camp);
    expect(review.seats.map((s: { role: string }) => s.role)).toEqual(ended.seats.map((s) => s.role));
    expect(review.seats[1].nickname).toBe('玩家2');
    expect(review.phases.length).toBeGreaterThan(0);
    expect(await api.code('stranger', 'circleGame', { circleId, gameId })).toBe('NOT_A_MEMBER');
    expect(await api.code(A, 'circleGame', { circleId, gameId: '123456-1' })).toBe('BAD_REQUEST');
    expect(await api.code(A, 'circleGame', { circleId, gameId: 'x' })).toBe('BAD_REQUEST');
    const other = await api.ok(A, 'createCircle', { name: '另一个', nickname: '阿甲' });
    expect(await api.code(A, 'circleGame', { circleId: other.circleId, gameId })).toBe('BAD_REQUEST');

    await api.ok(C, 'leaveCircle', { circleId, deleteRecords: true });
    const after = (await api.ok(A, 'circleGame', { circleId, gameId })).review;
    expect(after.seats[1].nickname).toBe('已退出的玩家');
    expect(after.seats[0].nickname).toBe('玩家1');
  });

  it('shows each member of a linked 自动主持 room their rating change on every path their phone reads the card by', async () => {
    const { api, circleId } = await threeMembers();
    const { roomNo } = await api.ok(A, 'createRoom', { ...KILLER6, host: 'auto', circleId });
    const phones = [B, C, 'g1', 'g2', 'g3', 'g4'];
    for (const phone of phones) await api.ok(phone, 'joinRoom', { roomNo });
    const ended = await playByPhones(api.call, { roomNo, host: A, phones }, 3, {
      clock: api.clock,
    });
    expect(ended.status).toBe('ended');
    const [game] = await api.circleStore.listGames(circleId);
    const turn: MyTurnResult = await api.ok(B, 'myTurn', { roomNo });
    expect(turn.card.review!.ratingChange).toMatchObject({ kind: 'killer', provisional: true });
    expect(turn.card.review!.ratingChange!.change > 0).toBe(game.seats[0].won);
    expect((await api.ok(C, 'myCard', { roomNo })).review.ratingChange).toEqual((await api.ok(C, 'myTurn', { roomNo })).card.review!.ratingChange);
    expect((await api.ok('g1', 'myTurn', { roomNo })).card.review!.ratingChange).toBeUndefined();
    // The public table's 复盘 names nobody's rating.
    expect(JSON.stringify(turn.table)).not.toContain('ratingChange');
    expect(api.errors).toEqual([]);
  });

  it('does not record a deal redealt or a room closed before the end, and counts a deal ended, undone and ended again once', async () => {
    const { api, circleId } = await threeMembers();
    const redealt = await api.ok(A, 'createRoom', { ...KILLER6, circleId });
    await api.ok(A, 'redeal', { roomNo: redealt.roomNo });
    const closed = await api.ok(A, 'createRoom', { ...KILLER6, circleId });
    await api.ok(A, 'closeRoom', { roomNo: closed.roomNo });
    expect(await api.circleStore.listGames(circleId)).toEqual([]);

    const { roomNo } = await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    const undone = await api.ok(A, 'undo', { roomNo });
    expect(undone.status).toBe('playing');
    const again = await playToEnd((stepId, input) => api.ok(A, 'act', { roomNo, stepId, input }), undone);
    expect(again.status).toBe('ended');
    expect((await api.circleStore.listGames(circleId)).map((g) => g.withdrawn ?? false)).toEqual([true, false]);
    expect((await api.ok(A, 'circle', { circleId })).games).toBe(1);
    expect(api.errors).toEqual([]);
  });

  it('takes the game back the moment the judge undoes its end: nothing of the deal shows while it is played again', async () => {
    const { api, circleId } = await threeMembers();
    const { roomNo, ended: first } = await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    const [recorded] = (await api.ok(B, 'circle', { circleId })).recent;
    expect((await api.ok(B, 'circleGame', { circleId, gameId: recorded.gameId })).review.seats).toHaveLength(6);

    // Back to the last vote, where everyone votes out another candidate this time.
    let view: JudgeView = await api.ok(A, 'undo', { roomNo });
    const replaying = await api.ok(B, 'circle', { circleId });
    expect(replaying).toMatchObject({ games: 0, recent: [] });
    expect(replaying.table.every((row: { games: number; rating: number }) => row.games === 0 && row.rating === 0)).toBe(true);
    expect(await api.code(B, 'circleGame', { circleId, gameId: recorded.gameId })).toBe('BAD_REQUEST');
    expect((await api.ok(A, 'circleExport', { circleId })).csv.trim().split('\r\n')).toHaveLength(1);

    while (view.step!.input.type !== 'ballots') view = await api.ok(A, 'undo', { roomNo });
    const { voters, candidates } = view.step!.input as { voters: number[]; candidates: number[] };
    const other = candidates.at(-1)!;
    const ballots = Object.fromEntries(voters.filter((v) => v !== other).map((v) => [v, other]));
    view = await api.ok(A, 'act', { roomNo, stepId: view.step!.id, input: { ballots } });
    const again = await playToEnd((stepId, input) => api.ok(A, 'act', { roomNo, stepId, input }), view);
    expect(again.status).toBe('ended');
    expect(again.seats.map((s) => s.alive)).not.toEqual(first.seats.map((s) => s.alive));
    const games = await api.circleStore.listGames(circleId);
    expect(games.map((g) => g.withdrawn ?? false)).toEqual([true, false]);
    expect(games[1]).toMatchObject({ winner: again.winner?.camp });
    expect(games[1].seats.map((s) => s.aliveAtEnd)).toEqual(again.seats.map((s) => s.alive));
    const circle = await api.ok(A, 'circle', { circleId });
    expect(circle.games).toBe(1);
    expect(circle.recent.map((g: { gameId: string }) => g.gameId)).toEqual([games[1].gameId]);
    // The figures are those of the game as it finally ended, as if the first end had never been.
    const totals = (await api.circleStore.getSeason(circleId, games[1].season))!.value;
    expect(totals).toEqual(foldGames(emptyTotals(circleId, games[1].season), [games[1]]));
    expect((await api.ok(B, 'myCard', { roomNo })).review.ratingChange).toBeDefined();
    expect(api.errors).toEqual([]);
  });

  it.each(['redeal', 'closeRoom'])('takes a game back when its end was undone and the room then gives it up (%s)', async (giveUp) => {
    const { api, circleId } = await threeMembers();
    const { roomNo } = await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    expect((await api.ok(A, 'circle', { circleId })).games).toBe(1);
    await api.ok(A, 'undo', { roomNo });
    await api.ok(A, giveUp, { roomNo });
    const [game] = await api.circleStore.listGames(circleId);
    expect(game.withdrawn).toBe(true);
    const circle = await api.ok(A, 'circle', { circleId });
    expect(circle).toMatchObject({ games: 0, recent: [] });
    expect(circle.table.every((row: { games: number }) => row.games === 0)).toBe(true);
    expect((await api.ok(A, 'circleExport', { circleId })).csv.trim().split('\r\n')).toHaveLength(1);
    expect(api.errors).toEqual([]);
  });

  it('takes back, when it expires, a room stored still holding an end it undid; keeps an ended one', async () => {
    const { api, circleId } = await threeMembers();
    const seats = [B, C, 'g1', 'g2', 'g3', 'g4'];
    const { roomNo: undone } = await api.playLinked(A, circleId, seats, KILLER6);
    const endedRoom = (await api.roomStore.get(undone))!.room as TableRoom;
    await api.ok(A, 'undo', { roomNo: undone });
    // As an earlier release stored it: the end kept in the room, the game counted until the deal was given up.
    const [game] = await api.circleStore.listGames(circleId);
    const { withdrawn: _, ...counted } = game;
    await api.circleStore.replaceGame(counted);
    await countGame(api.circleStore, counted);
    const stored = (await api.roomStore.get(undone))!;
    await api.roomStore.update(undone, stored.version, { ...stored.room, circle: endedRoom.circle } as TableRoom);
    const { roomNo: kept } = await api.playLinked(B, circleId, [A, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    expect(await api.cleanup()).toBe(0);
    expect((await api.ok(A, 'circle', { circleId })).games).toBe(2);

    api.clock.now += 13 * 60 * 60_000;
    expect(await api.cleanup()).toBe(2);
    expect(await api.code(A, 'judgeView', { roomNo: undone })).toBe('ROOM_NOT_FOUND');
    const games = await api.circleStore.listGames(circleId);
    expect(games.map((g) => [g.roomNo, g.withdrawn ?? false])).toEqual([[undone, true], [kept, false]]);
    expect((await api.ok(A, 'circle', { circleId })).games).toBe(1);
    expect(api.errors).toEqual([]);
  });

  it('keeps a game that ended when the room deals again', async () => {
    const { api, circleId } = await threeMembers();
    const { roomNo } = await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    await api.ok(A, 'redeal', { roomNo });
    await api.ok(A, 'closeRoom', { roomNo });
    expect((await api.circleStore.listGames(circleId)).map((g) => g.withdrawn ?? false)).toEqual([false]);
    expect((await api.ok(A, 'circle', { circleId })).games).toBe(1);
  });

  it('counts as sheriff everyone who held the badge: the one elected and the one it was handed to', async () => {
    const { api, circleId } = await threeMembers();
    const { ended } = await api.playLinked(A, circleId, [B, C, ...Array.from({ length: 7 }, (_, i) => `g${i}`)], { game: 'werewolf', players: 9 });
    const events = ended.review!.phases.flatMap((p) => p.events);
    const elected = events.flatMap((e) => (e.kind === 'election' && e.elected !== null ? [e.elected] : []));
    const handed = events.flatMap((e) => (e.kind === 'badge' && e.to !== null ? [e.to] : []));
    expect(elected).toHaveLength(1);
    expect(handed.length).toBeGreaterThan(0);
    const [game] = await api.circleStore.listGames(circleId);
    const flagged = game.seats.filter((s) => s.sheriff).map((s) => s.seat);
    expect(flagged).toEqual([...new Set([...elected, ...handed])].sort((a, b) => a - b));
  });

  it('records the game again when it ends with the same winner and survivors but another story (another sheriff)', async () => {
    const { api, circleId } = await threeMembers();
    const { roomNo, ended } = await api.playLinked(A, circleId, [B, C, ...Array.from({ length: 7 }, (_, i) => `g${i}`)], { game: 'werewolf', players: 9 });
    const sheriffsOf = (review: NonNullable<JudgeView['review']>) => [...new Set(review.phases.flatMap((p) => p.events)
      .flatMap((e) => (e.kind === 'election' ? [e.elected] : e.kind === 'badge' ? [e.to] : []))
      .filter((s): s is number => s !== null))].sort((a, b) => a - b);
    const backToElection = async () => {
      let view: JudgeView = await api.ok(A, 'undo', { roomNo });
      while (view.step!.key !== 'day.sheriffCandidates') view = await api.ok(A, 'undo', { roomNo });
      return view;
    };
    let view = await backToElection();
    const first = sheriffsOf(ended.review!);
    for (const pick of (view.step!.input as { options: number[] }).options.filter((s) => !first.includes(s))) {
      api.clock.now += 60_000;
      const again = await playToEnd((stepId, input) => api.ok(A, 'act', { roomNo, stepId, input }), await api.ok(A, 'act', { roomNo, stepId: view.step!.id, input: { seats: [pick] } }));
      const games = (await api.circleStore.listGames(circleId)).filter((g) => !g.withdrawn);
      expect(games).toHaveLength(1);
      expect(games[0].seats.filter((s) => s.sheriff).map((s) => s.seat)).toEqual(sheriffsOf(again.review!));
      view = await backToElection();
    }
    expect(api.errors).toEqual([]);
  });

  it('keeps another room\'s game that lands while a withdrawn game\'s season is rebuilt', async () => {
    const inner = memoryCircleStore();
    let meanwhile: (() => Promise<void>) | undefined;
    // Room 2's end lands while the rebuild reads the season's games.
    const store: CircleStore = {
      ...inner,
      async listGames(circleId, season) {
        const games = await inner.listGames(circleId, season);
        const land = meanwhile;
        meanwhile = undefined;
        await land?.();
        return games;
      },
    };
    const circleId = 'cabcdefghijkm';
    const [a, b] = ['maaaaaaaaaa', 'mbbbbbbbbbb'];
    const first = handGame(circleId, [[a, 'civilian', true], [b, 'killer', false]], { roomNo: '111111', gameId: '111111-1' });
    const second = handGame(circleId, [[a, 'civilian', false], [b, 'killer', true]], { roomNo: '222222', gameId: '222222-2' });
    await store.addGame(first);
    await countGame(store, first);
    meanwhile = async () => {
      await inner.addGame(second);
      await countGame(inner, second);
    };
    await storeLink(store, (game) => countGame(store, game)).withdraw(first.gameId);
    const totals = (await store.getSeason(circleId, first.season))!.value;
    expect(totals).toEqual(foldGames(emptyTotals(circleId, first.season), [second]));
  });

  it('counts a replayed end once (same room, same end time)', async () => {
    const store = memoryCircleStore();
    const { api, circleId } = await threeMembers(inProcessCircles(store));
    const link = storeLink(store, (game) => foldIntoSeason(store, game));
    const me = (await api.ok(A, 'circle', { circleId })).me;
    const game = handGame(circleId, [[me, 'good', true], [null, 'killer', false]]);
    const end = { ...game, seats: game.seats.map(({ memberId, guest: _, ...s }) => ({ ...s, ...(memberId && { openid: A }) })) };
    await link.record(end);
    await link.record(end);
    expect(await store.listGames(circleId)).toHaveLength(1);
    expect((await api.ok(A, 'circle', { circleId })).games).toBe(1);
  });
});

describe('figures', () => {
  async function season() {
    const { api, circleId, code } = await threeMembers();
    const plays: [string, Record<string, unknown>][] = [
      [A, KILLER6], [B, { game: 'werewolf', players: 9 }], [A, { game: 'undercover', players: 6 }], [C, KILLER6],
      [A, KILLER6], [B, { game: 'undercover', players: 6 }], [A, KILLER6], [C, KILLER6],
    ];
    for (const [i, [judge, room]] of plays.entries()) {
      const others = [A, B, C].filter((m) => m !== judge);
      const players = i % 2 ? [...others, 'g1', 'g2'] : ['g1', ...others.reverse(), 'g2'];
      const count = room.players as number;
      await api.playLinked(judge, circleId, [...players, ...Array.from({ length: count - players.length }, (_, k) => `x${k}`)], room, 10 + i);
    }
    return { api, circleId, code, games: await api.circleStore.listGames(circleId) };
  }

  it('keeps one board row per deck and player count, with a column for every camp that played on it', async () => {
    const { api, circleId } = await threeMembers();
    const players = (n: number) => [B, C, ...Array.from({ length: n - 2 }, (_, k) => `x${k}`)];
    await api.playLinked(A, circleId, players(6), { game: 'undercover', players: 6 });
    await api.playLinked(A, circleId, players(7), { game: 'undercover', players: 7 });
    await api.playLinked(A, circleId, players(7), { game: 'undercover', players: 7, rules: { 'blank.camp': 'solo' } });
    await api.playLinked(A, circleId, players(7), { game: 'undercover', players: 7 });
    const { boards } = await api.ok(A, 'circle', { circleId, kind: 'undercover' });
    const rows = boards.map((b: { boardName: string; games: number; camps: { camp: string }[] }) => [b.boardName, b.games, b.camps.map((c) => c.camp).sort().join('+')]);
    expect(rows).toEqual([
      ['标准局（7 人）', 3, 'blank+civilian+undercover'],
      ['标准局（6 人）', 1, 'civilian+undercover'],
    ]);
    const seven = boards[0] as { games: number; camps: { wins: number }[] };
    expect(seven.camps.reduce((sum, c) => sum + c.wins, 0)).toBe(seven.games);
  });

  it('every figure of the table and of each member equals a recomputation from the recorded games', async () => {
    const { api, circleId, games } = await season();
    expect(games).toHaveLength(8);
    for (const kind of ['killer', 'werewolf', 'undercover'] as const) {
      const page = await api.ok(A, 'circle', { circleId, kind });
      const ratings = openskillRatings(games, kind);
      for (const row of page.table) {
        expect(row).toMatchObject({ ...recomputeKind(games, row.memberId, kind), rating: ratings.get(row.memberId) ?? 0 });
        expect(row.provisional).toBe(row.games < 5);
      }
    }
    const page = await api.ok(A, 'circle', { circleId });
    expect(page.kind).toBe('killer');
    expect(page.kinds).toEqual({ killer: 5, werewolf: 1, undercover: 2 });
    expect(page.kindNames).toEqual([{ kind: 'killer', name: '杀人游戏' }, { kind: 'werewolf', name: '狼人杀' }, { kind: 'undercover', name: '谁是卧底' }]);
    expect(page.averageSec).toBe(Math.round(games.reduce((t, g) => t + g.durationSec, 0) / 8));
    expect(page.recent.map((g: { gameId: string }) => g.gameId)).toEqual(games.map((g) => g.gameId).reverse());
    const killerBoard = page.boards.find((b: { game: string }) => b.game === 'killer');
    expect(killerBoard).toMatchObject({ games: 5, gameName: '杀人游戏' });
    for (const camp of killerBoard.camps) {
      expect(camp.wins).toBe(games.filter((g) => g.game === 'killer' && g.winner === camp.camp).length);
    }
    for (const row of page.table) {
      const figures = await api.ok(B, 'circlePlayer', { circleId, memberId: row.memberId });
      const expected = recomputePlayer(games, row.memberId);
      expect(figures).toMatchObject({
        games: expected.games, wins: expected.wins, winRate: expected.winRate, sheriff: expected.sheriff, survivalRate: expected.survivalRate,
        currentStreak: expected.currentStreak, bestStreak: expected.bestStreak,
      });
      expect(figures.partner && { memberId: figures.partner.memberId, games: figures.partner.games, wins: figures.partner.wins }).toEqual(expected.partner);
      expect(figures.rival && { memberId: figures.rival.memberId, losses: figures.rival.losses }).toEqual(expected.rival);
      expect(Object.fromEntries(figures.camps.map((t: { game: string; id: string; games: number; wins: number }) => [`${t.game}:${t.id}`, { games: t.games, wins: t.wins }]))).toEqual(expected.camps);
      expect(Object.fromEntries(figures.roles.map((t: { game: string; id: string; games: number; wins: number }) => [`${t.game}:${t.id}`, { games: t.games, wins: t.wins }]))).toEqual(expected.roles);
    }
  });

  it('exports one CSV row per game per seat, UTF-8 with a byte-order mark', async () => {
    const { api, circleId, games } = await season();
    const { csv } = await api.ok(C, 'circleExport', { circleId });
    expect(csv.startsWith('\uFEFF赛季,结束时间,房间号,游戏,板子')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(1 + games.reduce((n, g) => n + g.seats.length, 0));
    expect(lines[1]).toContain(games[0].roomNo);
    expect(csv).not.toMatch(/open-/);
  });

  it('a member who leaves and deletes their records shows as 已退出的玩家, and the figures are counted again', async () => {
    const { api, circleId, games } = await season();
    const page = await api.ok(C, 'circle', { circleId });
    const leaver = page.table.find((r: { nickname: string }) => r.nickname === '阿丙').memberId;
    await api.ok(C, 'leaveCircle', { circleId, deleteRecords: true });
    expect(await api.code(C, 'circle', { circleId })).toBe('NOT_A_MEMBER');
    const after = await api.circleStore.listGames(circleId);
    expect(after.flatMap((g) => g.seats).some((s) => s.memberId === leaver)).toBe(false);
    expect(after.flatMap((g) => g.seats).filter((s) => s.nickname === '已退出的玩家')).toHaveLength(games.flatMap((g) => g.seats).filter((s) => s.memberId === leaver).length);
    const stored = (await api.circleStore.getSeason(circleId, '2026-12'))!.value;
    expect(stored.players[leaver]).toBeUndefined();
    expect(stored).toEqual(foldGames(emptyTotals(circleId, '2026-12'), after));
    expect((await api.ok(A, 'circle', { circleId })).table).toHaveLength(2);
  });

  it('a member who leaves keeping their records and comes back is the same member: leaving resets no rating', async () => {
    const { api, circleId, code } = await season();
    const row = (table: { nickname: string }[], name: string) => table.find((r) => r.nickname === name);
    const before = row((await api.ok(A, 'circle', { circleId, kind: 'killer' })).table, '阿丙');
    expect(before).toMatchObject({ games: expect.any(Number) });
    await api.ok(C, 'leaveCircle', { circleId });
    expect(await api.code(C, 'circle', { circleId })).toBe('NOT_A_MEMBER');
    expect(row((await api.ok(A, 'circle', { circleId, kind: 'killer' })).table, '阿丙')).toBeUndefined();
    await api.ok(C, 'joinCircle', { code, nickname: '阿丙' });
    expect(row((await api.ok(A, 'circle', { circleId, kind: 'killer' })).table, '阿丙')).toEqual(before);
  });

  it('a member who left keeping their records may still delete them; then a return is a new member', async () => {
    const { api, circleId, code, games } = await season();
    const old = (await api.ok(C, 'circle', { circleId })).table.find((r: { nickname: string }) => r.nickname === '阿丙').memberId;
    await api.ok(C, 'leaveCircle', { circleId });
    expect(await api.code(C, 'leaveCircle', { circleId })).toBe('NOT_A_MEMBER');
    expect(await api.code('stranger', 'leaveCircle', { circleId, deleteRecords: true })).toBe('NOT_A_MEMBER');
    await api.ok(C, 'leaveCircle', { circleId, deleteRecords: true });
    const after = await api.circleStore.listGames(circleId);
    expect(after.flatMap((g) => g.seats).some((s) => s.memberId === old)).toBe(false);
    expect(after.flatMap((g) => g.seats).filter((s) => s.nickname === '已退出的玩家')).toHaveLength(games.flatMap((g) => g.seats).filter((s) => s.memberId === old).length);
    await api.ok(C, 'joinCircle', { code, nickname: '阿丙' });
    const back = (await api.ok(C, 'circle', { circleId })).table.find((r: { nickname: string }) => r.nickname === '阿丙');
    expect(back.memberId).not.toBe(old);
    expect(back.games).toBe(0);
  });

  it('starts a new season by hand; the past one stays readable', async () => {
    const { api, circleId } = await threeMembers();
    await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    const { season } = await api.ok(B, 'newSeason', { circleId });
    expect(season).toBe('2026-12-02');
    await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    await api.playLinked(A, circleId, [B, C, 'g1', 'g2', 'g3', 'g4'], KILLER6);
    const now = await api.ok(A, 'circle', { circleId });
    expect(now).toMatchObject({ season, seasons: ['2026-12', season], games: 2 });
    expect((await api.ok(A, 'circle', { circleId, season: '2026-12' })).games).toBe(1);
    expect(await api.code('x', 'newSeason', { circleId })).toBe('NOT_A_MEMBER');
  });

  it('turns seasons by quarter when a member chooses it, by month again, and back from a season started by hand', async () => {
    const { api, circleId } = await threeMembers();
    const seats = [B, C, 'g1', 'g2', 'g3', 'g4'];
    const first = await api.ok(A, 'circle', { circleId });
    expect(first.seasonMode).toBe('month');
    expect(first.seasonModes.map((m: { mode: string; name: string }) => `${m.mode}:${m.name}`)).toEqual(['month:每月', 'quarter:每季度', 'manual:手动']);
    await api.playLinked(A, circleId, seats, KILLER6);

    expect(await api.ok(B, 'setSeasonMode', { circleId, mode: 'quarter' })).toEqual({ season: '2026-Q4' });
    await api.playLinked(A, circleId, seats, KILLER6);
    // Into the new year (China's midnight): the quarter turns by itself.
    api.clock.now = Date.UTC(2026, 11, 31, 16, 30);
    await api.playLinked(A, circleId, seats, KILLER6);
    const quarter = await api.ok(A, 'circle', { circleId });
    expect(quarter).toMatchObject({ seasonMode: 'quarter', season: '2027-Q1', seasons: ['2026-12', '2026-Q4', '2027-Q1'], games: 1 });
    expect((await api.ok(A, 'circle', { circleId, season: '2026-Q4' })).games).toBe(1);
    expect((await api.ok(A, 'circle', { circleId, season: '2026-12' })).games).toBe(1);

    const { season: byHand } = await api.ok(C, 'newSeason', { circleId });
    expect((await api.ok(A, 'circle', { circleId })).seasonMode).toBe('manual');
    expect(await api.ok(A, 'setSeasonMode', { circleId, mode: 'month' })).toEqual({ season: '2027-01' });
    await api.playLinked(A, circleId, seats, KILLER6);
    const month = await api.ok(A, 'circle', { circleId });
    expect(month).toMatchObject({ seasonMode: 'month', season: '2027-01', seasons: ['2026-12', '2026-Q4', '2027-Q1', byHand, '2027-01'], games: 1 });
  });

  it('keeps the season the 圈子 is in when a member chooses to turn seasons by hand, until 新赛季', async () => {
    const { api, circleId } = await threeMembers();
    const seats = [B, C, 'g1', 'g2', 'g3', 'g4'];
    expect(await api.ok(B, 'setSeasonMode', { circleId, mode: 'manual' })).toEqual({ season: '2026-12' });
    expect(await api.ok(C, 'setSeasonMode', { circleId, mode: 'manual' })).toEqual({ season: '2026-12' });
    // The month turns; the season does not.
    api.clock.now = Date.UTC(2027, 0, 10, 12);
    await api.playLinked(A, circleId, seats, KILLER6);
    expect(await api.ok(A, 'circle', { circleId })).toMatchObject({ seasonMode: 'manual', season: '2026-12', seasons: ['2026-12'], games: 1 });
    const { season } = await api.ok(A, 'newSeason', { circleId });
    expect(await api.ok(A, 'circle', { circleId })).toMatchObject({ seasonMode: 'manual', season, seasons: ['2026-12', season], games: 0 });
  });

  it('refuses a season mode it does not know, or from an outsider, and changes nothing', async () => {
    const { api, circleId } = await threeMembers();
    for (const mode of ['year', undefined, 3]) {
      const answer = await api.call(A, 'setSeasonMode', { circleId, mode });
      expect(answer.ok || answer.error.code).toBe('BAD_REQUEST');
      expect(answer.ok || answer.error.message).toBe('换季方式须为每月、每季度、手动之一');
    }
    expect(await api.code('x', 'setSeasonMode', { circleId, mode: 'quarter' })).toBe('NOT_A_MEMBER');
    expect(await api.ok(A, 'circle', { circleId })).toMatchObject({ seasonMode: 'month', season: '2026-12', seasons: ['2026-12'] });
  });
});

describe('scale', () => {
  it('opens the season table of a 10,000-game 圈子 with one read of the 圈子 and one of the totals', async () => {
    const store = memoryCircleStore();
    const { api, circleId } = await threeMembers(inProcessCircles(store));
    const ids = (await api.ok(A, 'circle', { circleId })).table.map((r: { memberId: string }) => r.memberId);
    const games = Array.from({ length: 10_000 }, (_, i) => handGame(circleId, [
      [ids[i % 3], 'killer', i % 2 === 0], [ids[(i + 1) % 3], 'good', i % 2 === 1], [ids[(i + 2) % 3], 'good', i % 2 === 1], [null, 'good', i % 2 === 1],
    ], { endedAt: Date.UTC(2026, 11, 2) + i * 60_000, gameId: `1-${i}` }));
    await store.putSeason(foldGames(emptyTotals(circleId, '2026-12'), games), 0);
    const calls: string[] = [];
    const counted = new Proxy(store, { get: (target, key: keyof CircleStore) => (...args: unknown[]) => { calls.push(String(key)); return (target[key] as (...a: unknown[]) => unknown)(...args); } });
    const page = await inProcessCircles(counted as CircleStore).ok(A, 'circle', { circleId });
    expect(page.games).toBe(10_000);
    expect(page.table.reduce((n: number, r: { games: number }) => n + r.games, 0)).toBe(30_000);
    expect(calls).toEqual(['getCircle', 'getSeason']);
  });
});
