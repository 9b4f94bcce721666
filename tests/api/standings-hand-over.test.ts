// 战绩 across the deals of one room, and 换法官 between games.
import type { JudgeView, RoomSignal } from '../../typings/api';
import type { SignalBoard } from '../../cloudfunctions/game/src/signals/port';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { playToEnd } from '../helpers/autoplay';

const JUDGE = 'judge-openid';
const player = (n: number) => `player-${n}`;

function recordingBoard() {
  const published: RoomSignal[] = [];
  const board: SignalBoard = {
    async publish(_roomNo, signal) { published.push(signal); },
    async remove() { /* not watched here */ },
  };
  return { board, published };
}

async function seatedRoom(api: ReturnType<typeof inProcessApi>, players = 6) {
  const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'killer', players });
  for (let n = 1; n <= players; n++) await api.ok(player(n), 'joinRoom', { roomNo, nickname: `玩家${n}` });
  return roomNo as string;
}

async function finish(api: ReturnType<typeof inProcessApi>, roomNo: string, judge = JUDGE): Promise<JudgeView> {
  const view: JudgeView = await api.ok(judge, 'judgeView', { roomNo });
  return playToEnd((stepId, input) => api.ok(judge, 'act', { roomNo, stepId, input }), view);
}

/** The seats of the winning camp, as the table would count them from the cards shown at the end. */
function winnersShown(view: JudgeView): number[] {
  const winnerCamp = view.winner?.camp;
  const camp = (role: string) => (role === 'killer' ? 'killer' : 'good');
  return view.seats.filter((s) => camp(s.role) === winnerCamp).map((s) => s.seat);
}

describe('战绩', () => {
  it('counts each ended deal once per player, wins for the winning camp, and follows the player across redeals', async () => {
    const api = inProcessApi(memoryStore(), 3);
    const roomNo = await seatedRoom(api);
    const fresh: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(fresh.standings).toEqual(Array.from({ length: 6 }, (_, i) => ({ seat: i + 1, nickname: `玩家${i + 1}`, games: 0, wins: 0 })));

    const first = await finish(api, roomNo);
    expect(first.status).toBe('ended');
    const won1 = new Set(winnersShown(first));
    expect(won1.size).toBeGreaterThan(0);
    expect(first.standings?.map((s) => [s.seat, s.games, s.wins])).toEqual(first.seats.map((s) => [s.seat, 1, won1.has(s.seat) ? 1 : 0]));

    // Asking again does not count the deal again.
    expect((await api.ok(JUDGE, 'judgeView', { roomNo })).standings).toEqual(first.standings);

    await api.ok(JUDGE, 'redeal', { roomNo });
    const second = await finish(api, roomNo);
    const won2 = new Set(winnersShown(second));
    expect(second.standings?.map((s) => s.games)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(second.standings?.map((s) => s.wins)).toEqual(second.seats.map((s) => (won1.has(s.seat) ? 1 : 0) + (won2.has(s.seat) ? 1 : 0)));
  });

  it('takes a deal back when the judge undoes its end, and counts it again when it ends again', async () => {
    const api = inProcessApi(memoryStore(), 5);
    const roomNo = await seatedRoom(api);
    const ended = await finish(api, roomNo);
    const undone: JudgeView = await api.ok(JUDGE, 'undo', { roomNo });
    expect(undone.status).toBe('playing');
    expect(undone.standings?.every((s) => s.games === 0 && s.wins === 0)).toBe(true);
    const again = await finish(api, roomNo);
    expect(again.standings).toEqual(ended.standings);
  });

  it('is gone with the room: a new room starts from nothing', async () => {
    const api = inProcessApi(memoryStore(), 3);
    const roomNo = await seatedRoom(api);
    await finish(api, roomNo);
    await api.ok(JUDGE, 'closeRoom', { roomNo });
    expect(await api.code(JUDGE, 'judgeView', { roomNo })).toBe('ROOM_NOT_FOUND');
    const next = await seatedRoom(api);
    expect((await api.ok(JUDGE, 'judgeView', { roomNo: next })).standings.every((s: { games: number }) => s.games === 0)).toBe(true);
  });
});

describe('换法官 (handOver)', () => {
  it('is refused mid-game, from anyone but the judge, and for an empty or impossible seat; nothing changes', async () => {
    const api = inProcessApi(memoryStore(), 3);
    const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'killer', players: 6 });
    await api.ok(player(1), 'joinRoom', { roomNo });
    expect(await api.code(JUDGE, 'handOver', { roomNo, seat: 1 })).toBe('ILLEGAL_MOVE');
    const ended = await finish(api, roomNo);
    expect(await api.code(player(1), 'handOver', { roomNo, seat: 1 })).toBe('NOT_JUDGE');
    expect(await api.code(JUDGE, 'handOver', { roomNo, seat: 2 })).toBe('ILLEGAL_MOVE');
    expect(await api.code(JUDGE, 'handOver', { roomNo, seat: 7 })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'handOver', { roomNo })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'handOver', { roomNo, seat: '1' })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'handOver', { roomNo, seat: 1, nickname: 'x'.repeat(13) })).toBe('BAD_REQUEST');
    expect(await api.ok(JUDGE, 'judgeView', { roomNo })).toEqual(ended);
    const refused = await api.call(JUDGE, 'handOver', { roomNo, seat: 2 });
    expect(refused.ok ? '' : refused.error.message).toContain('2 号座位还没有玩家');
  });

  it('makes the seated player judge of a new deal and seats the old judge in his place, with his nickname; every phone hears of it', async () => {
    const signals = recordingBoard();
    const api = inProcessApi(memoryStore(), 3, signals.board);
    const roomNo = await seatedRoom(api);
    const ended = await finish(api, roomNo);
    const endSignal = signals.published.at(-1)!;

    const answer = await api.ok(JUDGE, 'handOver', { roomNo, seat: 4, nickname: '老法官' });
    // The old judge plays the next deal: he is answered with his own card, never the new judge's view of it.
    expect(answer).toEqual(await api.ok(JUDGE, 'myCard', { roomNo }));
    expect(answer).not.toHaveProperty('seats');
    const view: JudgeView = await api.ok(player(4), 'judgeView', { roomNo });
    expect(view.status).toBe('playing');
    expect(view.seats[3]).toMatchObject({ seat: 4, joined: true, nickname: '老法官' });
    expect(view.v).toBeGreaterThan(ended.v);

    // The new judge's phone now judges; the old judge's phone holds seat 4 and its new card.
    expect(await api.code(JUDGE, 'judgeView', { roomNo })).toBe('NOT_JUDGE');
    expect(await api.code(player(4), 'myCard', { roomNo })).toBe('NOT_IN_ROOM');
    const card = await api.ok(JUDGE, 'myCard', { roomNo });
    expect(card).toMatchObject({ seat: 4, deal: 2, round: 1 });
    expect(card.card.roleName).toBe(view.seats[3].roleName);
    expect(await api.code(player(4), 'joinRoom', { roomNo })).toBe('BAD_REQUEST');

    // The signal moved: a new deal.
    const moved = signals.published.at(-1)!;
    expect(moved.deal).toBe(endSignal.deal + 1);
    expect(moved.v).toBe(view.v);

    // 战绩 follow the player: the old judge starts with none, the new judge's record is kept for later.
    expect(view.standings?.[3]).toEqual({ seat: 4, nickname: '老法官', games: 0, wins: 0 });
    await finish(api, roomNo, player(4));
    await api.ok(player(4), 'handOver', { roomNo, seat: 4 });
    const back: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(back.seats[3].nickname).toBe('玩家4');
    expect(back.standings?.[3]).toMatchObject({ seat: 4, nickname: '玩家4', games: 1 });
  });

  it('seats the old judge without a nickname when none was ever given', async () => {
    const api = inProcessApi(memoryStore(), 3);
    const roomNo = await seatedRoom(api);
    await finish(api, roomNo);
    await api.ok(JUDGE, 'handOver', { roomNo, seat: 2 });
    const view: JudgeView = await api.ok(player(2), 'judgeView', { roomNo });
    expect(view.seats[1].joined).toBe(true);
    expect(view.seats[1].nickname).toBe('');
  });
});
