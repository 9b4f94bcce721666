// 换人: a one-time code moves a seat, with everything it knew, to a new phone.
import type { JudgeView, MyCardResult, MyTurnResult, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { playToEnd } from '../helpers/autoplay';
import { autoTable, playByPhones } from '../helpers/phones';

const JUDGE = 'judge-openid';
const player = (n: number) => `player-${n}`;

async function killerRoom(api: ReturnType<typeof inProcessApi>) {
  const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'killer', players: 6 });
  for (let n = 1; n <= 6; n++) await api.ok(player(n), 'joinRoom', { roomNo, nickname: `玩家${n}` });
  return roomNo as string;
}

describe('换人', () => {
  it('moves the seat and its card to the new phone, locks the old one out, and says so in the log and the 复盘', async () => {
    const api = inProcessApi();
    const roomNo = await killerRoom(api);
    const before: MyCardResult = await api.ok(player(3), 'myCard', { roomNo });
    expect(await api.code(player(1), 'substitute', { roomNo, seat: 3 })).toBe('NOT_JUDGE');
    expect(await api.code(JUDGE, 'substitute', { roomNo })).toBe('BAD_REQUEST');
    const { code, seat, expiresAt } = await api.ok(JUDGE, 'substitute', { roomNo, seat: 3 });
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(seat).toBe(3);
    expect(expiresAt).toBe(api.clock.now + 10 * 60 * 1000);

    expect(await api.code('newcomer', 'joinRoom', { roomNo, code: code === '000000' ? '000001' : '000000' })).toBe('BAD_CODE');
    expect(await api.code('newcomer', 'joinRoom', { roomNo, code: 'abc' })).toBe('BAD_REQUEST');
    expect(await api.code(player(2), 'joinRoom', { roomNo, code })).toBe('ILLEGAL_MOVE');
    const joined: MyCardResult = await api.ok('newcomer', 'joinRoom', { roomNo, code, nickname: '小周' });
    // The seat is taken as its card: the same answer the new phone's myCard then gives.
    expect(joined).toMatchObject({ roomNo, game: before.game, seat: 3, card: before.card, alive: before.alive, round: before.round, deal: before.deal });
    const after: MyCardResult = await api.ok('newcomer', 'myCard', { roomNo });
    expect(after).toEqual(joined);
    expect(await api.code(player(3), 'myCard', { roomNo })).toBe('NOT_IN_ROOM');
    expect(await api.code('someone-else', 'joinRoom', { roomNo, code })).toBe('BAD_CODE');

    const judged: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(judged.seats[2].nickname).toBe('小周');
    expect(judged.log.at(-1)?.text).toBe('3 号换人：「小周」接替');
    const ended = await playToEnd((stepId, input) => api.ok(JUDGE, 'act', { roomNo, stepId, input }), judged);
    expect(ended.review?.tableLife).toEqual([expect.objectContaining({ text: '3 号换人：「小周」接替' })]);
  });

  it('lets a code expire after 10 minutes, and a new code replace the old one', async () => {
    const api = inProcessApi();
    const roomNo = await killerRoom(api);
    const first = await api.ok(JUDGE, 'substitute', { roomNo, seat: 2 });
    api.clock.now += 10 * 60 * 1000 + 1;
    expect(await api.code('late', 'joinRoom', { roomNo, code: first.code })).toBe('BAD_CODE');
    const second = await api.ok(JUDGE, 'substitute', { roomNo, seat: 2 });
    const third = await api.ok(JUDGE, 'substitute', { roomNo, seat: 2 });
    if (second.code !== third.code) expect(await api.code('late', 'joinRoom', { roomNo, code: second.code })).toBe('BAD_CODE');
    expect((await api.ok('late', 'joinRoom', { roomNo, code: third.code })).seat).toBe(2);
  });

  it('hands the new phone everything the seat was told at night: the check\'s result, the teammates (自动主持)', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 9, roles: { werewolf: 3, seer: 1, witch: 1, hunter: 1, villager: 3 }, rules: { 'auto.nightStepSeconds': 0 } });
    const { roomNo } = table;
    const told = new Map<number, Set<string>>();
    await playByPhones(api.call, table, 7, {
      stop: (view) => view.phase === 'day',
      observe: (seat, turn) => {
        for (const fact of turn.prompt?.info?.facts ?? []) told.set(seat, new Set([...(told.get(seat) ?? []), fact]));
      },
    });
    const seats = (await api.store.get(roomNo))!.room.match.state.seats;
    const seer = seats.find((s) => s.role === 'seer')!.seat;
    const wolf = seats.find((s) => s.role === 'werewolf')!.seat;
    const villager = seats.find((s) => s.role === 'villager')!.seat;
    const result = [...told.get(seer)!].find((fact) => /^\d+ 号是(好人|狼人)$/.test(fact))!;
    expect(result).toBeDefined();
    // The step is long closed: the prompt is gone, the seat still knows.
    expect((await api.ok(table.phones[seer - 1], 'myTurn', { roomNo })).prompt?.key).not.toBe('night.seer');
    for (const [seat, fact] of [[seer, result], [wolf, expect.stringMatching(/^狼队友：/)]] as const) {
      const { code } = await api.ok('host', 'substitute', { roomNo, seat });
      const taken: MyCardResult = await api.ok(`new-${seat}`, 'joinRoom', { roomNo, code });
      expect(taken.notes).toEqual(expect.arrayContaining([{ round: 1, phase: 'night', text: fact }]));
      expect((await api.ok(`new-${seat}`, 'myCard', { roomNo })).notes).toEqual(taken.notes);
    }
    // Nobody else reads them; a seat with nothing to do at night was told nothing.
    const others: MyCardResult = await api.ok(table.phones[villager - 1], 'myCard', { roomNo });
    expect(others.notes).toBeUndefined();
    expect(JSON.stringify(await api.ok(table.phones[villager - 1], 'myTurn', { roomNo }))).not.toContain(result);
  });

  it('keeps the answer a wolf gave on the wolves\' step still open (自动主持)', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 9, roles: { werewolf: 3, seer: 1, witch: 1, hunter: 1, villager: 3 }, rules: { 'auto.nightStepSeconds': 0 } });
    const { roomNo } = table;
    const realPrompt = (t: MyTurnResult) => t.prompt !== null && t.prompt.key === 'night.wolves' && t.prompt.input.type === 'seats' && t.prompt.input.options.length > 0;
    let turns: MyTurnResult[] = [];
    for (let i = 0; i < 20 && !turns.some(realPrompt); i++) {
      const view: TableView = await api.ok('host', 'tableView', { roomNo });
      if (i > 0) await api.ok('host', 'act', { roomNo, stepId: view.step!.id });
      turns = await Promise.all(table.phones.map((phone) => api.ok(phone, 'myTurn', { roomNo })));
    }
    const actor = turns.findIndex(realPrompt);
    const { prompt } = turns[actor];
    const input = prompt!.input.type === 'seats' ? { seats: [prompt!.input.options[0]] } : {};
    await api.ok(table.phones[actor], 'play', { roomNo, stepId: prompt!.stepId, input });
    const seat = actor + 1;
    const { code } = await api.ok('host', 'substitute', { roomNo, seat });
    await api.ok('new-phone', 'joinRoom', { roomNo, code });
    const taken: MyTurnResult = await api.ok('new-phone', 'myTurn', { roomNo });
    expect(taken.prompt?.stepId).toBe(prompt!.stepId);
    expect(taken.prompt?.answer).toEqual(input);
    expect(taken.card.card).toEqual(turns[actor].card.card);
    expect(await api.code(table.phones[actor], 'myTurn', { roomNo })).toBe('NOT_IN_ROOM');
  });
});
