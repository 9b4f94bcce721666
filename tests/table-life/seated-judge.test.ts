// Who holds the judge's phone never plays: a dead player who took over judging keeps judging only
// while his seat is out of the game; an auto room's host learns nothing the table has not been told.
import type { JudgeView, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { playToEnd, simpleInput } from '../helpers/autoplay';
import { autoTable, playByPhones } from '../helpers/phones';

const JUDGE = 'judge';
const phone = (seat: number) => `p${seat}`;

/** A 9-seat werewolf judge room played until someone is dead, handed over to that dead player. */
async function handedToTheDead() {
  const api = inProcessApi();
  const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 9 });
  for (let seat = 1; seat <= 9; seat++) await api.ok(phone(seat), 'joinRoom', { roomNo, seat });
  let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
  while (view.step && !view.seats.some((s) => !s.alive)) view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input: simpleInput(view.step) });
  const dead = view.seats.find((s) => !s.alive)!.seat;
  await api.ok(JUDGE, 'handOver', { roomNo, seat: dead });
  return { api, roomNo, dead, judge: phone(dead) };
}

describe('a judge who sits at the table', () => {
  it('may not undo back to where his own seat was still in the game', async () => {
    const { api, roomNo, dead, judge } = await handedToTheDead();
    let refused = 'ok';
    for (let i = 0; i < 50 && refused === 'ok'; i++) refused = await api.code(judge, 'undo', { roomNo });
    expect(refused).toBe('ILLEGAL_MOVE');
    const view: JudgeView = await api.ok(judge, 'judgeView', { roomNo });
    expect(view.seats[dead - 1].alive).toBe(false);
  });

  it('once he hands the room on, the next judge may not undo back to where his seat was in the game either', async () => {
    const { api, roomNo, dead, judge } = await handedToTheDead();
    await api.ok('watcher', 'watch', { roomNo, nickname: '小明' });
    const { watchers } = await api.ok(judge, 'judgeView', { roomNo });
    await api.ok(judge, 'handOver', { roomNo, spectator: watchers.find((w: { nickname?: string }) => w.nickname === '小明').id });
    let refused: { ok: boolean; error?: { code: string; message: string } } = { ok: true };
    for (let i = 0; i < 50 && refused.ok; i++) refused = await api.call('watcher', 'undo', { roomNo });
    expect(refused.error).toEqual({ code: 'ILLEGAL_MOVE', message: `不能再往前撤销：${dead} 号当过这一局的法官，看过每个人的身份，不能再回到场上` });
    expect((await api.ok(judge, 'myCard', { roomNo })).alive).toBe(false);
    expect((await api.ok('watcher', 'judgeView', { roomNo })).seats[dead - 1].alive).toBe(false);
  });

  it('gives up his seat when he deals the next game, which someone else may take', async () => {
    const { api, roomNo, dead, judge } = await handedToTheDead();
    await playToEnd((stepId, input) => api.ok(judge, 'act', { roomNo, stepId, input }), await api.ok(judge, 'judgeView', { roomNo }));
    const next: JudgeView = await api.ok(judge, 'redeal', { roomNo });
    expect(next.seats[dead - 1].alive).toBe(true);
    expect(await api.code(judge, 'myCard', { roomNo })).toBe('NOT_IN_ROOM');
    expect(next.log.map((l) => l.text)).toContain(`法官离开了 ${dead} 号座位，这一局这个座位等人坐下`);
    await api.ok('newcomer', 'joinRoom', { roomNo, seat: dead });
    expect((await api.ok('newcomer', 'myCard', { roomNo })).seat).toBe(dead);
  });
});

describe('an auto room\'s host marking a seat 离场', () => {
  it('is refused alike for every seat until the night\'s news is read, so no unannounced death shows', async () => {
    const api = inProcessApi(undefined, 3);
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'modern12-guard', rules: { 'auto.nightStepSeconds': 0 } });
    const election: TableView = await playByPhones(api.call, table, 3, {
      stop: (v) => v.phase === 'day' && v.round === 1,
      clock: api.clock,
    });
    expect(election.seats.every((s) => s.alive)).toBe(true);
    const answers = [];
    for (let seat = 1; seat <= 12; seat++) answers.push(await api.call('host', 'leave', { roomNo: table.roomNo, seat }));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '昨夜的情况公布以后才能标记离场' } })]));
  });
});
