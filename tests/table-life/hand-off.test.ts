// A new judge mid-game, watchers, and a rescue when the judge's phone is gone — over the action table.
import type { JudgeView, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { JUDGE, judgeRoom, judgeUntil, player } from '../helpers/judge-room';
import { simpleInput } from '../helpers/autoplay';
import { autoTable, playByPhones } from '../helpers/phones';


const night2WithDead = (view: JudgeView) => view.round === 2 && view.phase === 'night' && view.seats.some((s) => !s.alive);

describe('观战', () => {
  it('gives a watcher the public table and nothing else, counts each phone once, and refuses the 51st', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    const table: TableView = await api.ok('late-1', 'watch', { roomNo, nickname: '小李' });
    expect(table.spectators).toBe(1);
    expect(table.seats.every((s) => !('role' in s))).toBe(true);
    expect(table.watchers).toBeUndefined();
    expect((await api.ok('late-1', 'watch', { roomNo })).spectators).toBe(1);
    expect(await api.code('late-1', 'myCard', { roomNo })).toBe('NOT_IN_ROOM');
    expect(await api.code('late-1', 'myTurn', { roomNo })).toBe('NOT_IN_ROOM');
    expect(await api.code('late-1', 'play', { roomNo, stepId: 1, input: {} })).toBe('NOT_IN_ROOM');
    expect((await api.ok('late-1', 'tableView', { roomNo })).spectators).toBe(1);

    const judged: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(judged.watchers).toEqual([{ id: 'w1', nickname: '小李' }]);
    expect(judged.spectators).toBe(1);

    expect(await api.code(player(1), 'watch', { roomNo })).toBe('ILLEGAL_MOVE');
    expect(await api.code(JUDGE, 'watch', { roomNo })).toBe('ILLEGAL_MOVE');
    for (let n = 2; n <= 50; n++) await api.ok(`late-${n}`, 'watch', { roomNo });
    const full = await api.call('late-51', 'watch', { roomNo });
    expect(full.ok ? 'ok' : full.error).toEqual({ code: 'TOO_MANY_SPECTATORS', message: expect.stringContaining('50') });
    expect((await api.ok(player(1), 'tableView', { roomNo })).spectators).toBe(50);
  });

  it('lets a judge who hands a full room to a dead player watch on, as he is told', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    for (let n = 1; n <= 50; n++) await api.ok(`late-${n}`, 'watch', { roomNo });
    const dead = (await judgeUntil(api, roomNo, night2WithDead)).seats.find((s) => !s.alive)!.seat;
    await api.ok(JUDGE, 'handOver', { roomNo, seat: dead });
    expect(await api.call(JUDGE, 'judgeView', { roomNo })).toEqual({ ok: false, error: { code: 'NOT_JUDGE', message: expect.stringContaining('你现在是观战者') } });
    const watching: TableView = await api.ok(JUDGE, 'tableView', { roomNo });
    expect(watching.spectators).toBe(51);
    expect(watching.seats.every((s) => !('role' in s))).toBe(true);
    expect(await api.code('late-51', 'watch', { roomNo })).toBe('TOO_MANY_SPECTATORS');
  });
});

describe('观战 then a seat', () => {
  it('counts a watcher who takes a free seat as a player, no longer a spectator', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 9 });
    await api.ok('late', 'watch', { roomNo, nickname: '小李' });
    expect((await api.ok(JUDGE, 'judgeView', { roomNo })).watchers).toEqual([{ id: 'w1', nickname: '小李' }]);
    await api.ok('late', 'joinRoom', { roomNo, nickname: '小李' });
    const judged: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(judged.watchers).toEqual([]);
    expect(judged.spectators).toBe(0);
  });
});

describe('换法官 mid-game', () => {
  it('hands the room to a dead player at night: same step, same log, undo still works, the old judge watches', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    const before = await judgeUntil(api, roomNo, night2WithDead);
    const living = before.seats.find((s) => s.alive)!.seat;
    const dead = before.seats.find((s) => !s.alive)!.seat;

    const refused = await api.call(JUDGE, 'handOver', { roomNo, seat: living });
    expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'ILLEGAL_MOVE', message: '游戏进行中，法官只能交给出局的玩家或观战者' });

    const answer: TableView = await api.ok(JUDGE, 'handOver', { roomNo, seat: dead });
    // The old judge, seatless, is answered as a watcher: the table, no card of anyone.
    expect(answer.step?.key).toBe('night');
    expect(JSON.stringify(answer)).not.toContain('"role"');
    const handed: JudgeView = await api.ok(player(dead), 'judgeView', { roomNo });
    expect(handed.step).toEqual(before.step);
    expect(handed.log.slice(0, before.log.length)).toEqual(before.log);
    expect(handed.log.at(-1)?.text).toBe(`法官交给了 ${dead} 号`);

    const newJudge = player(dead);
    const old = await api.call(JUDGE, 'judgeView', { roomNo });
    expect(old.ok ? 'ok' : old.error.code).toBe('NOT_JUDGE');
    expect(old.ok ? '' : old.error.message).toContain(`法官交给了 ${dead} 号`);
    expect((await api.ok(JUDGE, 'tableView', { roomNo })).step?.key).toBe('night');

    const stepped: JudgeView = await api.ok(newJudge, 'act', { roomNo, stepId: handed.step!.id, input: simpleInput(handed.step!) });
    expect(stepped.step?.id).toBe(handed.step!.id + 1);
    const undone: JudgeView = await api.ok(newJudge, 'undo', { roomNo });
    expect(undone.step).toEqual(before.step);
    const dawn = await judgeUntil(api, roomNo, (view) => view.round === 2 && view.phase === 'day', newJudge);
    const table: TableView = await api.ok(player(1), 'tableView', { roomNo });
    const publicLines = table.log.map((l) => l.text);
    // The table hears of the new judge where it happened: before the dawn's news, not after it.
    const handLine = publicLines.indexOf(`法官交给了 ${dead} 号`);
    expect(handLine).toBeGreaterThan(-1);
    expect(publicLines.slice(handLine).join('')).toContain('出局');
    const ended = await judgeUntil(api, roomNo, (view) => view.status === 'ended', newJudge);
    expect(ended.winner).toBeDefined();
    // The 复盘's log keeps it in time order too: after the lines logged before it, before the winner.
    const texts = ended.log.map((l) => l.text);
    expect(texts.slice(0, texts.indexOf(`法官交给了 ${dead} 号`))).toEqual(before.log.map((l) => l.text));
    expect(dawn.round).toBe(2);
  });

  it('refuses a seat killed in the night while the table does not know it yet, and takes it once the dawn is told', async () => {
    const api = inProcessApi();
    // The election comes before the night's deaths are told on this board.
    const roomNo = await judgeRoom(api, 'werewolf', 12, { preset: 'modern12-idiot' });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    while (view.step && view.step.key !== 'day.sheriffCandidates') {
      // The witch keeps her antidote: the wolves' victim dies.
      const input = view.step.key === 'night.witchSave' ? { choice: 'skip' } : simpleInput(view.step);
      view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input });
    }
    const dead = view.seats.find((s) => !s.alive)!.seat;
    const before: TableView = await api.ok(player(1), 'tableView', { roomNo });
    const refused = await api.call(JUDGE, 'handOver', { roomNo, seat: dead });
    expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'ILLEGAL_MOVE', message: '游戏进行中，法官只能交给出局的玩家或观战者' });
    expect(await api.ok(player(1), 'tableView', { roomNo })).toEqual(before);
    await judgeUntil(api, roomNo, (v) => v.step?.key === 'day.speech' || v.step?.key === 'day.lastWords');
    await api.ok(JUDGE, 'handOver', { roomNo, seat: dead });
    const handed: JudgeView = await api.ok(player(dead), 'judgeView', { roomNo });
    expect(handed.log.at(-1)?.text).toBe(`法官交给了 ${dead} 号`);
  });

  it('hands the room to a watcher, who judges while the old judge watches', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    await judgeUntil(api, roomNo, (view) => view.phase === 'night' && view.step?.key !== 'checkin');
    await api.ok('friend', 'watch', { roomNo, nickname: '老王' });
    await api.ok(JUDGE, 'handOver', { roomNo, spectator: 'w1' });
    const handed: JudgeView = await api.ok('friend', 'judgeView', { roomNo });
    expect(handed.watchers).toEqual([{ id: 'w2' }]);
    expect(await api.code('friend', 'tableView', { roomNo })).toBe('ok');
    expect(await api.code(JUDGE, 'handOver', { roomNo, spectator: 'w2' })).toBe('NOT_JUDGE');
    expect(await api.code('friend', 'handOver', { roomNo, spectator: 'w9' })).toBe('BAD_REQUEST');
    expect(await api.code('friend', 'handOver', { roomNo, seat: 1, spectator: 'w2' })).toBe('BAD_REQUEST');
  });

  it('seats no judge who left mid-deal: he saw every card of it, so no code and no free seat until the next deal', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    await judgeUntil(api, roomNo, (view) => view.phase === 'night' && view.step?.key !== 'checkin');
    await api.ok('friend', 'watch', { roomNo, nickname: '老王' });
    await api.ok(JUDGE, 'handOver', { roomNo, spectator: 'w1' });
    const { code } = await api.ok('friend', 'substitute', { roomNo, seat: 3 });
    const before = await api.store.get(roomNo);
    const refused = await api.call(JUDGE, 'joinRoom', { roomNo, code });
    expect(refused).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '你当过这一局的法官，看过每个人的身份：这一局不能入座，下一局可以' } });
    expect(await api.store.get(roomNo)).toEqual(before);
    expect((await api.ok(player(3), 'myCard', { roomNo })).seat).toBe(3);
    // Anyone else takes the seat with the same code.
    expect((await api.ok('newcomer', 'joinRoom', { roomNo, code })).seat).toBe(3);
    // Once the deal has ended, the next one is new to him.
    const ended = await judgeUntil(api, roomNo, (view) => view.status === 'ended', 'friend');
    expect(ended.winner).toBeDefined();
    const next = await api.ok('friend', 'substitute', { roomNo, seat: 4 });
    expect((await api.ok(JUDGE, 'joinRoom', { roomNo, code: next.code })).seat).toBe(4);
  });

  it('moves an auto room\'s host phone to any phone, seated or watching', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host-phone', { game: 'werewolf', players: 9, rules: { 'auto.nightStepSeconds': 0 } });
    const { roomNo } = table;
    const view: TableView = await api.ok('host-phone', 'handOver', { roomNo, seat: 4, role: 'host' });
    expect(view.log.at(-1)?.text).toBe('主持手机交给了 4 号');
    expect(view.watchers).toBeUndefined();
    const refused = await api.call(table.phones[1], 'leave', { roomNo, seat: 3 });
    expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'NOT_JUDGE', message: '只有主持手机可以这样做' });
    expect(await api.code('host-phone', 'act', { roomNo, stepId: view.step!.id })).toBe('NOT_JUDGE');
    expect(await api.code(table.phones[3], 'act', { roomNo, stepId: view.step!.id })).toBe('ok');
    expect(await api.code(table.phones[3], 'handOver', { roomNo, seat: 2, role: 'judge' })).toBe('BAD_REQUEST');
  });

  it('tells a host phone that plays too, once it hands the host role on, that it still holds its seat', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host-phone', { game: 'werewolf', players: 9, rules: { 'auto.nightStepSeconds': 0 } }, true);
    const { roomNo } = table;
    await api.ok('host-phone', 'handOver', { roomNo, seat: 3, role: 'host' });
    const view: TableView = await api.ok('host-phone', 'tableView', { roomNo });
    const refused = await api.call('host-phone', 'act', { roomNo, stepId: view.step!.id });
    expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'NOT_JUDGE', message: '主持手机交给了 3 号，你仍是 1 号玩家' });
    expect((await api.ok('host-phone', 'myTurn', { roomNo })).card.seat).toBe(1);
  });
});

describe('接管 (rescue)', () => {
  it('refuses a rescue while the judge is around, then switches to 自动主持 by majority and the phones finish the game', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'werewolf', 9, { preset: 'classic' });
    await judgeUntil(api, roomNo, night2WithDead);

    const early = await api.call(player(1), 'rescue', { roomNo });
    expect(early.ok ? 'ok' : early.error.code).toBe('NOT_YET');
    expect(await api.code('stranger', 'rescue', { roomNo })).toBe('NOT_IN_ROOM');
    // A request that is wrong in itself is refused as such, judge or no judge.
    expect(await api.code(player(1), 'rescue', { roomNo, to: 'moon' })).toBe('BAD_REQUEST');
    expect(await api.code(player(1), 'rescue', { roomNo, to: 2.5 })).toBe('BAD_REQUEST');

    api.clock.now += 121_000;
    const opened: TableView = await api.ok(player(1), 'rescue', { roomNo, to: 'auto' });
    expect(opened.rescue).toMatchObject({ to: 'auto', openedBy: 1, yes: [1], no: [], needed: 5 });
    expect(opened.rescue?.question).toContain('改成自动主持');
    expect(opened.host).toBe('judge');

    await api.ok(player(2), 'rescueVote', { roomNo, yes: false });
    for (const n of [3, 4, 5]) await api.ok(player(n), 'rescueVote', { roomNo, yes: true });
    const switched: TableView = await api.ok(player(6), 'rescueVote', { roomNo, yes: true });
    expect(switched.rescue).toBeUndefined();
    expect(switched.host).toBe('auto');
    expect(switched.log.map((l) => l.text)).toContain('法官掉线，已由 1 号的手机接管，改为自动主持');

    const old = await api.call(JUDGE, 'judgeView', { roomNo });
    expect(old.ok ? '' : old.error.message).toBe('法官掉线，已由 1 号的手机接管，改为自动主持，你现在是观战者');
    expect(await api.code(player(7), 'rescueVote', { roomNo, yes: true })).toBe('ILLEGAL_MOVE');

    const phones = Array.from({ length: 9 }, (_, i) => player(i + 1));
    const end = await playByPhones(api.call, { roomNo, host: player(1), phones }, 5, {
      idle: () => {
        api.clock.now += 200_000;
        return true;
      },
    });
    expect(end.status).toBe('ended');
    expect(end.winner).toBeDefined();
  });

  it('once switched to 自动主持, has the votes cast on the phones: nobody is told to raise a hand or point', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'werewolf', 9, { preset: 'classic' });
    const atVote = await judgeUntil(api, roomNo, (v) => v.step?.key === 'day.vote');
    expect(atVote.step?.say.join('')).toContain('伸手');
    api.clock.now += 121_000;
    await api.ok(player(1), 'rescue', { roomNo, to: 'auto' });
    for (const n of [2, 3, 4, 5]) await api.ok(player(n), 'rescueVote', { roomNo, yes: true });
    const table: TableView = await api.ok(player(6), 'tableView', { roomNo });
    expect(table.host).toBe('auto');
    expect(table.step?.say.join('')).toContain('请在自己的手机上投票');
    expect(table.step?.say.join('')).not.toContain('伸手');
  });

  it('closes the vote when the judge calls again, and opens one vote for two rescues at once', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    api.clock.now += 200_000;
    const [a, b] = await Promise.all([api.ok(player(1), 'rescue', { roomNo }), api.ok(player(2), 'rescue', { roomNo })]);
    const last: TableView = await api.ok(player(3), 'tableView', { roomNo });
    expect(last.rescue?.yes.sort()).toEqual([1, 2]);
    expect(a.rescue.openedBy).toBe(b.rescue.openedBy);

    const judged: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(judged.rescue).toBeUndefined();
    expect(judged.log.at(-1)?.text).toBe('法官回来了，接管投票取消');
    expect((await api.ok(player(3), 'tableView', { roomNo })).rescue).toBeUndefined();
    expect(await api.code(player(1), 'rescue', { roomNo })).toBe('NOT_YET');
  });

  it('misses an auto room\'s host phone only while a step waits on it, and counts its reads as presence', async () => {
    const api = inProcessApi();
    const rules = { 'auto.nightStepSeconds': 0, 'rescue.afterSeconds': 30 };
    const { roomNo, phones } = await autoTable(api.call, 'host-phone', { game: 'werewolf', players: 9, preset: 'classic', rules });
    // Check-in waits on the host: it reads the table every 5 seconds, so it is never missed.
    for (let t = 0; t < 12; t++) {
      api.clock.now += 5_000;
      await api.ok('host-phone', 'tableView', { roomNo });
      expect(await api.code(phones[0], 'rescue', { roomNo })).toBe('NOT_YET');
    }
    // Silent for the rescue's wait while the step waits on it: the table may replace it.
    api.clock.now += 31_000;
    expect((await api.ok(phones[0], 'rescue', { roomNo })).rescue).toMatchObject({ openedBy: 1 });
    const back: TableView = await api.ok('host-phone', 'tableView', { roomNo });
    expect(back.rescue).toBeUndefined();

    // Once the night asks the phones, the host has nothing to do: however long it stays silent, it is not missed.
    let view: TableView = await api.ok('host-phone', 'act', { roomNo, stepId: back.step!.id });
    view = await api.ok('host-phone', 'act', { roomNo, stepId: view.step!.id });
    expect(view.step?.waitsOn).toBe('players');
    api.clock.now += 600_000;
    const refused = await api.call(phones[0], 'rescue', { roomNo });
    expect(refused).toEqual({ ok: false, error: { code: 'NOT_YET', message: '现在等的是玩家，主持手机没有要做的事：轮到它而它 30 秒没有动静时，才能发起接管' } });
  });

  it('makes a dead player the judge when the table says so, and refuses a living one', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api);
    const view = await judgeUntil(api, roomNo, night2WithDead);
    const dead = view.seats.find((s) => !s.alive)!.seat;
    const living = view.seats.find((s) => s.alive)!.seat;
    api.clock.now += 121_000;
    expect(await api.code(player(living), 'rescue', { roomNo, to: living })).toBe('ILLEGAL_MOVE');
    expect(await api.code(player(living), 'rescue', { roomNo, to: 'w4' })).toBe('BAD_REQUEST');
    expect(await api.code(player(living), 'rescue', { roomNo, to: true })).toBe('BAD_REQUEST');
    const voters = view.seats.filter((s) => s.seat !== dead).slice(0, 5).map((s) => s.seat);
    await api.ok(player(voters[0]), 'rescue', { roomNo, to: dead });
    // Asking for another outcome while this vote is open is refused, not counted as a yes to it.
    const other = await api.call(player(voters[1]), 'rescue', { roomNo, to: 'auto' });
    expect(other).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: `已经有一个接管投票：法官掉线了，由 ${dead} 号接管？请先对它表态` } });
    expect((await api.ok(player(voters[1]), 'tableView', { roomNo })).rescue.yes).toEqual([voters[0]]);
    // The same outcome asked again joins the vote.
    await api.ok(player(voters[1]), 'rescue', { roomNo, to: dead });
    for (const n of voters.slice(2)) await api.ok(player(n), 'rescueVote', { roomNo, yes: true });
    const judged: JudgeView = await api.ok(player(dead), 'judgeView', { roomNo });
    expect(judged.step).toEqual(view.step);
    expect(judged.log.at(-1)?.text).toBe(`法官掉线，已由 ${dead} 号接管`);

    // The new judge keeps a seat: answering a vote on them is being back, and it closes the vote.
    api.clock.now += 121_000;
    expect((await api.ok(player(voters[0]), 'rescue', { roomNo, to: 'auto' })).rescue).toBeDefined();
    const back: TableView = await api.ok(player(dead), 'rescueVote', { roomNo, yes: false });
    expect(back.rescue).toBeUndefined();
    expect(back.log.at(-1)?.text).toBe('法官回来了，接管投票取消');
    // With no vote open, the judge's answer is refused as anyone's is, and changes nothing.
    expect(await api.call(player(dead), 'rescueVote', { roomNo, yes: true })).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '现在没有接管投票' } });
    expect((await api.ok(player(dead), 'tableView', { roomNo })).log.at(-1)?.text).toBe('法官回来了，接管投票取消');
  });
});
