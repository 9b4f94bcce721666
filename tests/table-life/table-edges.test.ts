// The table's life at its edges: a rescue that must not tell who died, a vote whose watcher sat down,
// a judge who has just taken over, a code sent twice, the host phone taking a seat, and a hand-over
// between games by a judge who already holds a seat.
import type { JudgeView, MyCardResult, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { JUDGE, judgeRoom, judgeUntil, player } from '../helpers/judge-room';
import { playToEnd } from '../helpers/autoplay';
import { autoTable } from '../helpers/phones';


const failure = async (answer: Promise<{ ok: boolean; error?: unknown }>) => {
  const result = await answer;
  return result.ok ? 'ok' : result.error;
};

describe('接管 before the night is announced', () => {
  it('answers a rescue to a secretly dead seat as to a living one: nobody learns who died', async () => {
    const api = inProcessApi(undefined, 3);
    // The sheriff election comes before the dawn news: someone is dead, the table does not know it yet.
    const roomNo = await judgeRoom(api, 'werewolf', 12, { preset: 'modern12-guard' });
    const judged = await judgeUntil(api, roomNo, (view) => view.phase === 'day' && view.round === 1 && view.seats.some((s) => !s.alive));
    const table: TableView = await api.ok(player(1), 'tableView', { roomNo });
    expect(table.seats.every((s) => s.alive)).toBe(true);

    const secretlyDead = judged.seats.find((s) => !s.alive)!.seat;
    const prober = judged.seats.find((s) => s.alive)!.seat;
    const living = judged.seats.find((s) => s.alive && s.seat !== prober)!.seat;
    const toLiving = await failure(api.call(player(prober), 'rescue', { roomNo, to: living }));
    const toDead = await failure(api.call(player(prober), 'rescue', { roomNo, to: secretlyDead }));
    expect(toLiving).toEqual({ code: 'ILLEGAL_MOVE', message: '游戏进行中，法官只能交给出局的玩家或观战者' });
    expect(toDead).toEqual(toLiving);
  });
});

describe('接管 to a watcher who sat down', () => {
  it('closes the vote with a public line, and a new rescue can be opened', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 9 });
    for (let n = 1; n <= 8; n++) await api.ok(player(n), 'joinRoom', { roomNo });
    await api.ok('friend', 'watch', { roomNo, nickname: '老王' });
    api.clock.now += 121_000;
    const opened: TableView = await api.ok(player(1), 'rescue', { roomNo, to: 'w1' });
    expect(opened.rescue?.to).toBe('w1');

    await api.ok('friend', 'joinRoom', { roomNo });
    const table: TableView = await api.ok(player(2), 'tableView', { roomNo });
    expect(table.rescue).toBeUndefined();
    expect(table.log.at(-1)?.text).toBe('接管投票取消：观战者已经离开');
    expect(await api.code(player(2), 'rescueVote', { roomNo, yes: true })).toBe('ILLEGAL_MOVE');

    const reopened: TableView = await api.ok(player(7), 'rescue', { roomNo, to: 'auto' });
    expect(reopened.rescue).toMatchObject({ to: 'auto', openedBy: 7, yes: [7] });
  });

  it('closes the vote when the watcher takes a seat with a code', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'werewolf', 9);
    const { code } = await api.ok(JUDGE, 'substitute', { roomNo, seat: 9 });
    await api.ok('friend', 'watch', { roomNo, nickname: '老王' });
    api.clock.now += 121_000;
    await api.ok(player(1), 'rescue', { roomNo, to: 'w1' });
    await api.ok('friend', 'joinRoom', { roomNo, code });
    const table: TableView = await api.ok(player(2), 'tableView', { roomNo });
    expect(table.rescue).toBeUndefined();
    expect(table.log.map((line) => line.text)).toContain('接管投票取消：观战者已经离开');
  });
});

describe('a judge who has just taken over', () => {
  it('cannot be voted out before his own silence has lasted', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'werewolf', 9);
    await api.ok('friend', 'watch', { roomNo, nickname: '老王' });
    api.clock.now += 121_000;
    await api.ok(player(1), 'rescue', { roomNo, to: 'w1' });
    for (const n of [2, 3, 4]) await api.ok(player(n), 'rescueVote', { roomNo, yes: true });
    const taken: TableView = await api.ok(player(5), 'rescueVote', { roomNo, yes: true });
    expect(taken.log.at(-1)?.text).toBe('法官掉线，已由观战者「老王」接管');

    api.clock.now += 1_000;
    expect(await api.code(player(6), 'rescue', { roomNo, to: 'auto' })).toBe('NOT_YET');
    api.clock.now += 120_000;
    expect((await api.ok(player(6), 'rescue', { roomNo, to: 'auto' })).rescue).toMatchObject({ to: 'auto', openedBy: 6 });
  });
});

describe('换人码 sent twice', () => {
  it('gives the same phone its seat and card again', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'killer', 6);
    const { code } = await api.ok(JUDGE, 'substitute', { roomNo, seat: 3 });
    const first: MyCardResult = await api.ok('newcomer', 'joinRoom', { roomNo, code });
    const again: MyCardResult = await api.ok('newcomer', 'joinRoom', { roomNo, code });
    expect(again).toEqual(first);
    expect(again.seat).toBe(3);
    const judged: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(judged.log.filter((line) => line.text.startsWith('3 号换人'))).toHaveLength(1);
    // Still a used code for anyone else.
    expect(await api.code('someone-else', 'joinRoom', { roomNo, code })).toBe('BAD_CODE');
  });
});

describe('the host phone and a seat', () => {
  it('lets an auto room\'s host phone take a seat with a code', async () => {
    const api = inProcessApi();
    const { roomNo } = await autoTable(api.call, 'host', { game: 'werewolf', players: 9, rules: { 'auto.nightStepSeconds': 0 } });
    const { code } = await api.ok('host', 'substitute', { roomNo, seat: 4 });
    const taken: MyCardResult = await api.ok('host', 'joinRoom', { roomNo, code });
    expect(taken.seat).toBe(4);
  });

  it('still refuses a judge room\'s judge, and tells a seated judge he already judges', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'killer', 6);
    const { code } = await api.ok(JUDGE, 'substitute', { roomNo, seat: 2 });
    expect(await failure(api.call(JUDGE, 'joinRoom', { roomNo, code }))).toEqual({ code: 'BAD_REQUEST', message: '法官不能接替玩家的座位' });

    const view = await judgeUntil(api, roomNo, (v) => v.seats.some((s) => !s.alive) && v.status === 'playing');
    const dead = view.seats.find((s) => !s.alive)!.seat;
    await api.ok(JUDGE, 'handOver', { roomNo, seat: dead });
    expect(await failure(api.call(player(dead), 'handOver', { roomNo, seat: dead }))).toEqual({ code: 'ILLEGAL_MOVE', message: '你已经是法官了' });
  });
});

describe('换法官 between games by a seated judge', () => {
  it('keeps one seat per phone: the old judge keeps his seat and the new judge\'s seat is free', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'killer', 6);
    const view = await judgeUntil(api, roomNo, (v) => v.seats.some((s) => !s.alive) && v.status === 'playing');
    const dead = view.seats.find((s) => !s.alive)!.seat;
    await api.ok(JUDGE, 'handOver', { roomNo, seat: dead });
    const judge = player(dead);
    const ended = await playToEnd((stepId, input) => api.ok(judge, 'act', { roomNo, stepId, input }), await api.ok(judge, 'judgeView', { roomNo }));
    expect(ended.status).toBe('ended');

    const next = dead === 5 ? 4 : 5;
    await api.ok(judge, 'handOver', { roomNo, seat: next });
    const judged: JudgeView = await api.ok(player(next), 'judgeView', { roomNo });
    expect(judged.seats.find((s) => s.seat === next)?.joined).toBe(false);
    expect((await api.ok(judge, 'myCard', { roomNo })).seat).toBe(dead);
    expect(await api.code(player(next), 'myCard', { roomNo })).toBe('NOT_IN_ROOM');
    // The free seat is for whoever sits down: here the first judge, who was watching.
    expect((await api.ok(JUDGE, 'joinRoom', { roomNo })).seat).toBe(next);
  });
});
