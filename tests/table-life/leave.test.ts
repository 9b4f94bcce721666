// 离场 over the action table: the judge or host marks a seat whose player left with no substitute.
import type { JudgeView, MyTurnResult, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { simpleInput } from '../helpers/autoplay';
import { autoTable, playByPhones } from '../helpers/phones';

const JUDGE = 'judge-openid';
const player = (n: number) => `player-${n}`;

/** A 9-seat 杀人游戏 auto room played by its phones to the first vote: who may vote, and the civilians among them. */
async function killerVote() {
  const api = inProcessApi();
  const table = await autoTable(api.call, 'host', { game: 'killer', players: 9, rules: { 'auto.nightStepSeconds': 0 } });
  const { roomNo, phones } = table;
  const vote = await playByPhones(api.call, table, 3, { stop: (view) => view.step?.key === 'day.vote' });
  const turns: MyTurnResult[] = await Promise.all(phones.map((phone) => api.ok(phone, 'myTurn', { roomNo })));
  const voters = turns.flatMap((t, i) => (t.prompt ? [i + 1] : []));
  const civilians = voters.filter((seat) => {
    const { card } = turns[seat - 1].card;
    return 'role' in card && card.role === 'civilian';
  });
  return { api, table, roomNo, phones, vote, voters, civilians };
}

describe('离场', () => {
  it('kills a hunter with no shot and no last words, in the public log and the 复盘', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok(JUDGE, 'createRoom', {
      game: 'werewolf', players: 9, roles: { werewolf: 3, seer: 1, witch: 1, hunter: 1, villager: 3 }, rules: { 'reveal.onDeath': false },
    });
    for (let n = 1; n <= 9; n++) await api.ok(player(n), 'joinRoom', { roomNo });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    const hunter = view.seats.find((s) => s.role === 'hunter')!.seat;
    expect(await api.code(player(1), 'leave', { roomNo, seat: hunter })).toBe('NOT_JUDGE');
    expect(await api.code(JUDGE, 'leave', { roomNo })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'leave', { roomNo, seat: 10 })).toBe('BAD_REQUEST');

    view = await api.ok(JUDGE, 'leave', { roomNo, seat: hunter });
    expect(view.seats[hunter - 1].alive).toBe(false);
    expect(view.log.at(-1)?.text).toContain(`${hunter} 号玩家离场`);
    expect(await api.code(JUDGE, 'leave', { roomNo, seat: hunter })).toBe('ILLEGAL_MOVE');
    const table: TableView = await api.ok(player(hunter === 1 ? 2 : 1), 'tableView', { roomNo });
    expect(table.seats[hunter - 1].alive).toBe(false);
    expect(table.log.map((l) => l.text)).toContain(`${hunter} 号玩家离场`);

    for (let i = 0; i < 400 && view.step; i++) {
      expect(view.step.key).not.toBe('day.hunter');
      view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input: simpleInput(view.step) });
    }
    const fate = view.review!.seats[hunter - 1].fate!;
    expect(fate.causes).toEqual(['left']);
    expect(fate.text).toContain('离场');
  });

  it('ends the game when the last undercover leaves', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6, roles: { civilian: 5, undercover: 1 } });
    for (let n = 1; n <= 6; n++) await api.ok(player(n), 'joinRoom', { roomNo });
    const view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    const undercover = view.seats.find((s) => s.role === 'undercover')!.seat;
    const ended: JudgeView = await api.ok(JUDGE, 'leave', { roomNo, seat: undercover });
    expect(ended.status).toBe('ended');
    expect(ended.winner?.camp).toBe('civilian');
  });

  it('keeps an auto room\'s round of speeches on the speaker who was talking', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host', { game: 'undercover', players: 7 });
    const { roomNo } = table;
    let view: TableView = await api.ok('host', 'tableView', { roomNo });
    while (view.step?.key !== 'round.describe') view = await api.ok('host', 'act', { roomNo, stepId: view.step!.id });
    const speaker = async () => {
      const turns: MyTurnResult[] = await Promise.all(table.phones.map((phone) => api.ok(phone, 'myTurn', { roomNo })));
      return turns.findIndex((t) => t.prompt !== null) + 1;
    };
    const first = await speaker();
    view = await api.ok('host', 'act', { roomNo, stepId: view.step.id });
    const second = await speaker();
    expect(second).not.toBe(first);
    const stepId = view.step!.id;
    const after: TableView = await api.ok('host', 'leave', { roomNo, seat: first });
    expect(after.seats[first - 1].alive).toBe(false);
    expect(after.step?.key).toBe('round.describe');
    expect(await speaker()).toBe(second);
    expect(after.step!.id).toBeGreaterThan(stepId);
    // The host phone reads the leave first; the screen still calls the speaker on, a call the table heard already.
    expect(after.step!.say[0]).toBe(`${first} 号玩家离场。`);
    expect(after.step!.say.at(-1)).toBe(`请 ${second} 号玩家发言。`);
    expect(after.step!.heard).toEqual([`请 ${second} 号玩家发言。`]);
    // Nobody who spoke is told to start again: the round goes on where it stopped.
    expect(after.step!.say).toContain('继续描述：接着刚才停下的地方，还没描述的玩家依次描述。');
    expect(after.step!.say.join('')).not.toContain('请从');
  });

  it('reads first, after a leave, what the host phone had not been given of the step yet, then the leave', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host', { game: 'undercover', players: 7 });
    const { roomNo, phones } = table;
    let view: TableView = await api.ok('host', 'tableView', { roomNo });
    while (view.step?.key !== 'round.describe') view = await api.ok('host', 'act', { roomNo, stepId: view.step!.id });
    const turns: MyTurnResult[] = await Promise.all(phones.map((phone) => api.ok(phone, 'myTurn', { roomNo })));
    const first = turns.findIndex((t) => t.prompt !== null) + 1;
    // The first speaker passes; the host phone has not read the table since.
    await api.ok(phones[first - 1], 'play', { roomNo, stepId: view.step!.id, input: {} });
    const next = ((await api.ok('p', 'watch', { roomNo })) as TableView).step!;
    const call = next.say.at(-1)!;
    expect(call).toMatch(/^请 \d+ 号玩家描述。$|^请 \d+ 号玩家发言。$/);
    const speaker = Number(/\d+/.exec(call)![0]);
    const leaver = [1, 2, 3, 4, 5, 6, 7].find((s) => s !== first && s !== speaker)!;
    const after: TableView = await api.ok('host', 'leave', { roomNo, seat: leaver });
    expect(after.step!.say[0]).toBe(`${leaver} 号玩家离场。`);
    expect(after.step!.say).toContain(call);
    // The host phone reads the speaker's call, which it was never given, as news before the leave; not again after it.
    expect(after.news).toEqual([call]);
    expect(after.step!.heard).toContain(call);
  });

  it('reads an exile the host phone had not read before a leave that came after it', async () => {
    const { api, roomNo, phones, vote, civilians } = await killerVote();
    expect(civilians.length).toBeGreaterThanOrEqual(3);
    const [exiled, leaver] = civilians;
    for (const seat of vote.step!.waiting!) {
      await api.ok(phones[seat - 1], 'play', { roomNo, stepId: vote.step!.id, input: { seats: [seat === exiled ? leaver : exiled] } });
    }
    const exile: TableView = await api.ok('watcher', 'watch', { roomNo });
    expect(exile.step!.key).toBe('day.exile');
    const after: TableView = await api.ok('host', 'leave', { roomNo, seat: leaver });
    expect(after.news).toEqual(exile.step!.say);
    expect(after.step!.say).toEqual([`${leaver} 号玩家离场。`, ...exile.step!.say]);
    expect(after.step!.heard).toEqual(exile.step!.say);
  });

  it('says an auto room\'s leave aloud on the open vote, keeps the votes given, takes a ballot sent for the vote as it was, and says it once', async () => {
    const { api, table, roomNo, phones, vote, voters, civilians } = await killerVote();
    // A civilian leaves while another lives on: the game goes on.
    expect(civilians.length).toBeGreaterThanOrEqual(2);
    const leaver = civilians[0];
    const [first, target] = voters.filter((seat) => seat !== leaver);
    const other = voters.find((seat) => seat !== leaver && seat !== first)!;
    await api.ok(phones[first - 1], 'play', { roomNo, stepId: vote.step!.id, input: { seats: [target] } });

    const after: TableView = await api.ok('host', 'leave', { roomNo, seat: leaver });
    expect(after.step?.key).toBe('day.vote');
    expect(after.step!.id).toBeGreaterThan(vote.step!.id);
    expect(after.step!.say).toEqual([`${leaver} 号玩家离场。`, ...vote.step!.say]);
    // The host phone reads the leave alone: the vote's own lines were heard when it opened.
    expect(after.step!.heard).toEqual(vote.step!.say);
    expect(after.v).toBeGreaterThan(vote.v);
    // The vote already given still counts.
    expect((await api.ok(phones[first - 1], 'myTurn', { roomNo })).prompt?.answer).toEqual({ seats: [target] });
    // A phone that had not heard of the leave votes on the vote as it stands: for the leaver, refused with the rule; for another seat, counted.
    expect(await api.code(phones[other - 1], 'play', { roomNo, stepId: vote.step!.id, input: { seats: [leaver] } })).toBe('ILLEGAL_MOVE');
    expect(await api.code(phones[other - 1], 'play', { roomNo, stepId: vote.step!.id, input: { seats: [first] } })).toBe('ok');
    expect((await api.ok(phones[other - 1], 'myTurn', { roomNo })).prompt?.answer).toEqual({ seats: [first] });

    // The next step does not say it again.
    const next = await playByPhones(api.call, table, 4, { stop: (view) => view.step?.key !== 'day.vote' || view.status === 'ended' });
    expect(JSON.stringify(next.step?.say ?? [])).not.toContain('离场');
  });

  it('a leave that closes the vote: the host phone reads the leave and the exile, not the vote again', async () => {
    const { api, roomNo, phones, vote, voters, civilians } = await killerVote();
    const leaver = civilians[0];
    const [target, other] = voters.filter((seat) => seat !== leaver);
    for (const seat of voters.filter((s) => s !== leaver)) {
      await api.ok(phones[seat - 1], 'play', { roomNo, stepId: vote.step!.id, input: { seats: [seat === target ? other : target] } });
    }
    const after: TableView = await api.ok('host', 'leave', { roomNo, seat: leaver });
    expect(after.step?.key).not.toBe('day.vote');
    expect(after.news).toEqual([`${leaver} 号玩家离场。`]);
    expect([...after.step?.say ?? [], ...after.winner?.say ?? []].join('')).toContain(`${target} 号`);
  });

  it('a leave that ends the game while the host phone had not read the exile: the exile is read first', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host', { game: 'undercover', players: 6, roles: { civilian: 5, undercover: 1 } });
    const { roomNo, phones } = table;
    const words = await Promise.all(phones.map(async (phone) => ((await api.ok(phone, 'myCard', { roomNo })) as { card: { word: string } }).card.word));
    const undercover = words.findIndex((w) => words.filter((x) => x === w).length === 1) + 1;
    const exiled = undercover === 1 ? 2 : 1;
    let view: TableView = await api.ok('host', 'tableView', { roomNo });
    while (view.step?.key !== 'round.vote') view = await api.ok('host', 'act', { roomNo, stepId: view.step!.id });
    for (const [i, phone] of phones.entries()) {
      await api.ok(phone, 'play', { roomNo, stepId: view.step.id, input: { seats: [i + 1 === exiled ? undercover : exiled] } });
    }
    // The vote closed on the last ballot; the host phone leaves the undercover before reading the exile.
    const after: TableView = await api.ok('host', 'leave', { roomNo, seat: undercover });
    expect(after.status).toBe('ended');
    expect(after.news?.[0]).toBe(`${exiled} 号玩家被投票出局。`);
    expect(after.winner!.say).toEqual([`${undercover} 号玩家离场。`, '卧底全部出局，平民获胜！']);
  });

  it.each([false, true])('says a leave that takes a lover along once: the leave, then the lover (cards shown: %s)', async (shown) => {
    for (let seed = 1; seed <= 12; seed++) {
      const api = inProcessApi(undefined, seed);
      const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'classic', rules: { 'reveal.onDeath': shown, 'auto.nightStepSeconds': 0 } });
      const { roomNo } = table;
      const speech = await playByPhones(api.call, table, seed, { stop: (view) => view.step?.key === 'day.speech' || view.status === 'ended', clock: api.clock });
      if (speech.status === 'ended') continue;
      const seats = (await api.store.get(roomNo))!.room.match.state.seats;
      const lovers = seats.filter((s) => s.alive && s.tags.includes('lover')).map((s) => s.seat);
      if (lovers.length < 2) continue;
      const [leaver, partner] = lovers;
      const after: TableView = await api.ok('host', 'leave', { roomNo, seat: leaver });
      if (after.status === 'ended') continue;
      const said = [...after.news ?? [], ...after.step!.say];
      expect(new Set(said).size).toBe(said.length);
      const leaves = said.filter((line) => line.startsWith(`${leaver} 号玩家`) && line.includes('离场'));
      const follows = said.filter((line) => line.startsWith(`${partner} 号玩家`));
      expect([leaves.length, follows.length]).toEqual([1, 1]);
      expect(said.indexOf(leaves[0])).toBeLessThan(said.indexOf(follows[0]));
      return;
    }
    throw new Error('no living couple at a day speech in 12 games');
  }, 60_000);
});
