// PK revotes by the book: after a tied vote the tied players speak again and only the others
// revote among them — in judge rooms, with votes on phones and in auto rooms, in all three games.
// And a show of hands is entered, never taken for granted.
import type { GameId, JudgeView, MyTurnResult, TableView, VoteTally } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { quietInput } from '../helpers/autoplay';
import { must } from '../helpers/phones';

const JUDGE = 'judge';

const ballots = (map: Record<number, number>) => ({ ballots: Object.fromEntries(Object.entries(map)) });

/** A judge room of `game` with every seat taken, moved on to its first vote. */
async function judgeRoom(game: GameId, players: number, params: Record<string, unknown>, rules: Record<string, unknown> = {}) {
  const api = inProcessApi();
  const { roomNo } = await must(api.call(JUDGE, 'createRoom', { game, players, ...params, rules }));
  for (let s = 1; s <= players; s++) await must(api.call(`p${s}`, 'joinRoom', { roomNo, seat: s }));
  const act = (view: JudgeView, input?: unknown) => must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input }));
  let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
  while (!['day.vote', 'round.vote'].includes(view.step!.key)) view = await act(view, quietInput(view.step!));
  return { api, roomNo, view, act };
}

const living = (view: JudgeView) => view.seats.filter((s) => s.alive).map((s) => s.seat);

/** Every living seat but `tied` votes, half for each of the two tied seats: a tie. */
function splitBetween(view: JudgeView, [a, b]: number[]): Record<number, number> {
  const others = living(view).filter((s) => s !== a && s !== b);
  return Object.fromEntries(others.slice(0, 4).map((s, i) => [s, i % 2 === 0 ? a : b]));
}

const GAMES: [string, GameId, number, Record<string, unknown>, Record<string, unknown>][] = [
  ['杀人游戏', 'killer', 8, {}, { 'killer.voteTie': 'pkOnce' }],
  ['狼人杀', 'werewolf', 12, { roles: { werewolf: 4, villager: 5, seer: 1, witch: 1, hunter: 1 } }, { 'vote.tie': 'pkOnce', 'sheriff.enabled': false }],
  ['谁是卧底', 'undercover', 8, {}, {}],
];

describe.each(GAMES)('a PK revote in %s, judge room', (_name, game, players, params, rules) => {
  it('lists only the players off the PK as voters, refuses a tied player\'s ballot with the reason, and decides among the tied', async () => {
    const { api, roomNo, view, act } = await judgeRoom(game, players, params, rules);
    const [a, b] = living(view).slice(-2);
    const pk = await act(view, ballots(splitBetween(view, [a, b])));
    expect(pk.step!.info).toEqual({ tied: [a, b] });
    expect(pk.step!.say.join('')).toContain('只在他们之中重新投票');
    expect(pk.step!.say.join('')).toMatch(/其他玩家|平票的玩家不投票/);
    const revote = await act(pk);
    const others = living(revote).filter((s) => s !== a && s !== b);
    expect(revote.step!.input).toEqual({ type: 'ballots', voters: others, candidates: [a, b] });
    expect(revote.step!.say.join('')).toContain('平票的玩家不投票');

    for (const tied of [a, b]) {
      const refused = await api.call(JUDGE, 'act', { roomNo, stepId: revote.step!.id, input: ballots({ [others[0]]: a, [tied]: tied === a ? b : a }) });
      expect(refused).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: `${tied} 号在 PK 台上，不能投票` } });
    }
    // The refused ballots changed nothing.
    const still = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    expect({ step: still.step, log: still.log, v: still.v }).toEqual({ step: revote.step, log: revote.log, v: revote.v });

    const decided = await act(revote, ballots({ [others[0]]: b, [others[1]]: b, [others[2]]: a }));
    expect(decided.step!.info).toMatchObject({ exiled: b });
    expect(decided.seats[b - 1].alive).toBe(game === 'werewolf' && decided.seats[b - 1].role === 'idiot');
  });
});

describe('a vote by show of hands in a judge room', () => {
  it('refuses an act with no ballots and changes nothing; everyone abstaining is said outright', async () => {
    const { api, roomNo, view, act } = await judgeRoom('killer', 8, {});
    for (const input of [undefined, {}]) {
      const answer = await api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input });
      expect(answer).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', message: expect.stringContaining('都弃票时提交空的投票') } });
    }
    expect(await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }))).toEqual(view);
    expect((await act(view, { ballots: {} })).step).toMatchObject({ key: 'day.exile', info: { exiled: null } });
  });
});

describe('a PK revote nobody may vote in', () => {
  it('puts nobody out, as a second tie does, even where PKs go on until someone is out (杀人游戏)', async () => {
    const { view, act } = await judgeRoom('killer', 6, {}, { 'killer.voteTie': 'pkUntilResolved' });
    const seats = living(view);
    // Each living player votes for the next one: everyone is level.
    const ring = Object.fromEntries(seats.map((s, i) => [s, seats[(i + 1) % seats.length]]));
    const pk = await act(view, ballots(ring));
    expect(pk.step!.info).toEqual({ tied: seats });
    const revote = await act(pk);
    expect(revote.step!.input).toEqual({ type: 'ballots', voters: [], candidates: seats });
    expect(revote.step!.say).toEqual([`${seats.join('、')} 号之外没有人能投票：本轮无人出局。`]);
    const out = await act(revote);
    expect(out.step).toMatchObject({ key: 'day.exile', info: { exiled: null }, say: [`${seats.join('、')} 号平票，本轮无人出局。`] });
    expect(living(out)).toEqual(seats);
    expect((await act(out)).step!.key).toBe('night.close');
  });

  it('puts nobody out in 谁是卧底 under debateUntilResolved, and the next round begins', async () => {
    const { view, act } = await judgeRoom('undercover', 4, {}, { 'undercover.tie': 'debateUntilResolved' });
    const pk = await act(view, ballots({ 1: 2, 2: 3, 3: 4, 4: 1 }));
    const revote = await act(pk);
    expect(revote.step!.input).toMatchObject({ voters: [], candidates: [1, 2, 3, 4] });
    const out = await act(revote, { ballots: {} });
    expect(out.step).toMatchObject({ key: 'round.exile', info: { exiled: null }, say: ['1、2、3、4 号平票，本轮无人出局。'] });
    expect((await act(out)).step).toMatchObject({ key: 'round.describe' });
  });
});

describe('the sheriff election PK', () => {
  it('is revoted by those who never stood: neither the tied nor the withdrawn vote', async () => {
    const api = inProcessApi();
    const { roomNo } = await must(api.call(JUDGE, 'createRoom', { game: 'werewolf', players: 12, preset: 'modern12-idiot' }));
    for (let s = 1; s <= 12; s++) await must(api.call(`p${s}`, 'joinRoom', { roomNo, seat: s }));
    const act = (view: JudgeView, input?: unknown) => must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input }));
    let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    while (view.step!.key !== 'day.sheriffCandidates') view = await act(view, quietInput(view.step!));
    view = await act(view, { seats: [1, 2, 3] });
    while (view.step?.key === 'day.sheriffSpeech') view = await act(view);
    view = await act(view, { seats: [3] });
    expect(view.step!.key).toBe('day.sheriffVote');
    view = await act(view, ballots({ 4: 1, 5: 2 }));
    expect(view.step).toMatchObject({ key: 'day.sheriffPk', info: { tied: [1, 2] } });
    view = await act(view);
    expect(view.step!.input).toEqual({ type: 'ballots', voters: [4, 5, 6, 7, 8, 9, 10, 11, 12], candidates: [1, 2] });
    for (const stood of [1, 3]) {
      expect(await api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: ballots({ [stood]: 2 }) }))
        .toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: `${stood} 号上过警，不能投票` } });
    }
    view = await act(view, ballots({ 4: 2, 5: 2, 6: 1 }));
    expect(view.seats[1].tags).toContain('sheriff');
  });
});

describe('a PK revote on phones', () => {
  it('gives the tied players no ballot in a judge room that votes on phones, refuses theirs with the reason, and does not wait for them', async () => {
    const { api, roomNo, view, act } = await judgeRoom('undercover', 6, {}, { votes: 'phones' });
    const pk = await act(view, ballots({ 1: 5, 2: 6 }));
    const revote = await act(pk);
    const stepId = revote.step!.id;
    expect((revote.step!.info!.tally as VoteTally).waiting).toEqual([1, 2, 3, 4]);
    for (const tied of [5, 6]) {
      expect((await must<MyTurnResult>(api.call(`p${tied}`, 'myTurn', { roomNo }))).prompt).toBeNull();
      expect(await api.call(`p${tied}`, 'play', { roomNo, stepId, input: { seats: [tied === 5 ? 6 : 5] } }))
        .toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: `${tied} 号在 PK 台上，不能投票` } });
    }
    expect((await must<MyTurnResult>(api.call('p1', 'myTurn', { roomNo }))).prompt).toMatchObject({ stepId, input: { options: [5, 6] } });
    for (const seat of [1, 2, 3]) await must(api.call(`p${seat}`, 'play', { roomNo, stepId, input: { seats: [6] } }));
    const judged = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    expect(judged.step!.info!.tally).toEqual({ ballots: { 1: 6, 2: 6, 3: 6 }, abstained: [], waiting: [4] });
    const closed = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId }));
    expect(closed.step!.info).toEqual({ exiled: 6 });
    // Out of the game, the exiled player is told so, as a dead player is.
    expect(await api.call('p6', 'play', { roomNo, stepId: closed.step!.id, input: {} }))
      .toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '你已出局，本局不能再行动' } });
  });

  it('in an auto room: the tied get no prompt, their play is refused with the reason, and the vote closes once the others have voted', async () => {
    const api = inProcessApi();
    const host = 'host';
    const { roomNo } = await must<{ roomNo: string }>(api.call(host, 'createRoom', { game: 'undercover', players: 6, host: 'auto' }));
    for (let s = 1; s <= 6; s++) await must(api.call(`p${s}`, 'joinRoom', { roomNo, seat: s }));
    const table = () => must<TableView>(api.call(host, 'tableView', { roomNo }));
    const turn = (seat: number) => must<MyTurnResult>(api.call(`p${seat}`, 'myTurn', { roomNo }));
    /** Every speaker says 过 until the step is `key`. */
    const speakUntil = async (key: string) => {
      for (let i = 0; i < 20; i++) {
        const view = await table();
        if (view.step!.key === key) return view;
        for (let s = 1; s <= 6; s++) {
          const { prompt } = await turn(s);
          if (prompt && prompt.key !== 'round.vote') await must(api.call(`p${s}`, 'play', { roomNo, stepId: prompt.stepId, input: {} }));
        }
      }
      throw new Error(`never reached ${key}`);
    };
    const start = await table();
    await must(api.call(host, 'act', { roomNo, stepId: start.step!.id }));
    const vote = await speakUntil('round.vote');
    const ballot = (seat: number, target: number | null, stepId: number) =>
      api.call(`p${seat}`, 'play', { roomNo, stepId, input: { seats: target === null ? [] : [target] } });
    for (const [seat, target] of [[1, 5], [2, 6], [3, null], [4, null], [5, null], [6, null]] as const) await must(ballot(seat, target, vote.step!.id));
    const revote = await speakUntil('round.vote');
    expect(revote.step!.id).toBeGreaterThan(vote.step!.id + 1);
    expect(revote.step!.waiting).toEqual([1, 2, 3, 4]);
    for (const tied of [5, 6]) {
      expect((await turn(tied)).prompt).toBeNull();
      expect(await ballot(tied, tied === 5 ? 6 : 5, revote.step!.id))
        .toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: `${tied} 号在 PK 台上，不能投票` } });
    }
    expect((await turn(1)).prompt).toMatchObject({ key: 'round.vote', input: { options: [5, 6] } });
    for (const seat of [1, 2, 3]) await must(ballot(seat, 5, revote.step!.id));
    expect((await table()).step!.id).toBe(revote.step!.id);
    await must(ballot(4, null, revote.step!.id));
    const after = await table();
    expect(after.step!.key).toBe('round.exile');
    expect(after.log.at(-1)?.text).toBe('5 号玩家出局');
  });
});
