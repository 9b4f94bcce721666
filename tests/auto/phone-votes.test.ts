// Judge rooms with votes on phones: the judge runs the game, the players vote on their phones, the
// judge's vote step shows the tally filling in and closes with the ballots as cast (or overrides them).
import type { JudgeView, MyTurnResult, TableView, VoteTally } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { simpleInput } from '../helpers/autoplay';
import { must } from '../helpers/phones';
import { seatVersion } from '../../cloudfunctions/game/src/engine/core/room';

const JUDGE = 'judge';

async function atVote(votes: 'hands' | 'phones') {
  const api = inProcessApi();
  const { roomNo } = await must(api.call(JUDGE, 'createRoom', { game: 'undercover', players: 6, rules: { votes } }));
  const phones = Array.from({ length: 6 }, (_, i) => `p${i + 1}`);
  for (const p of phones) await must(api.call(p, 'joinRoom', { roomNo }));
  let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
  while (view.step!.key !== 'round.vote') view = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: {} }));
  return { api, roomNo, phones, view };
}

describe("votes on phones in a judge room", () => {
  it('lets each living voter vote on the phone, shows the judge the tally fill in, and closes with the ballots as cast', async () => {
    const { api, roomNo, phones, view } = await atVote('phones');
    const stepId = view.step!.id;
    expect((view.step!.info!.tally as VoteTally).waiting).toEqual([1, 2, 3, 4, 5, 6]);
    // The judge reads out a vote on the phones, not the round of spoken votes of a hands room.
    expect(view.step!.say.join('')).toContain('请在自己的手机上投票');
    expect(view.step!.say.join('')).not.toContain('请按顺序依次投票');
    expect((await atVote('hands')).view.step!.say.join('')).toContain('请按顺序依次投票');
    // The card page learns from its card that the room votes on phones: it shows the console.
    expect(await must(api.call('p1', 'myCard', { roomNo }))).toMatchObject({ votes: 'phones' });
    const turn = await must<MyTurnResult>(api.call('p1', 'myTurn', { roomNo }));
    expect(turn.prompt).toMatchObject({ stepId, key: 'round.vote', input: { type: 'seats', min: 0, max: 1 }, passLabel: '弃票' });
    expect(turn.table).toMatchObject({ host: 'judge', step: { id: stepId, waitsOn: 'players' } });
    // Like every view answer, the turn carries the public version it shows.
    expect(turn.v).toBe(turn.table.v);
    expect(turn.table.step!.timer).toBeUndefined();
    await must(api.call('p1', 'play', { roomNo, stepId, input: { seats: [2] } }));
    await must(api.call('p3', 'play', { roomNo, stepId, input: { seats: [2] } }));
    await must(api.call('p4', 'play', { roomNo, stepId, input: { seats: [] } }));
    const judged = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    expect(judged.step!.info!.tally).toEqual({ ballots: { 1: 2, 3: 2 }, abstained: [4], waiting: [2, 5, 6] });
    // Nothing closes by itself: the judge decides when the vote is over.
    api.clock.now += 3_600_000;
    expect((await must<TableView>(api.call('p2', 'tableView', { roomNo }))).step!.id).toBe(stepId);
    // Only vote steps go to the phones.
    expect(await api.code(phones[0], 'play', { roomNo, stepId, input: { explode: 1 } })).toBe('BAD_REQUEST');
    const closed = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId }));
    expect(closed.step!.key).toBe('round.exile');
    expect(closed.step!.info).toMatchObject({ exiled: 2 });
    expect((await must<MyTurnResult>(api.call('p1', 'myTurn', { roomNo }))).prompt).toBeNull();
    expect(await api.code('p1', 'play', { roomNo, stepId: closed.step!.id, input: {} })).toBe('NOT_YOUR_TURN');
    // The judge takes the close back: the vote reopens with the ballots as they were cast.
    const reopened = await must<JudgeView>(api.call(JUDGE, 'undo', { roomNo }));
    expect(reopened.step!.info!.tally).toEqual({ ballots: { 1: 2, 3: 2 }, abstained: [], waiting: [2, 4, 5, 6] });
    expect((await must<MyTurnResult>(api.call('p1', 'myTurn', { roomNo }))).prompt).toMatchObject({ key: 'round.vote', answer: { seats: [2] } });
  });

  it("moves the room's public version with every ballot, a changed one too, so the judge's page reads the tally", async () => {
    const { api, roomNo, view } = await atVote('phones');
    const stepId = view.step!.id;
    const version = async () => (await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }))).v;
    const start = await version();
    await must(api.call('p1', 'play', { roomNo, stepId, input: { seats: [2] } }));
    const voted = await version();
    expect(voted).toBeGreaterThan(start);
    await must(api.call('p1', 'play', { roomNo, stepId, input: { seats: [3] } }));
    expect(await version()).toBeGreaterThan(voted);
    const table = await must<TableView>(api.call('p2', 'tableView', { roomNo }));
    // The table sees who has voted, never for whom.
    expect(JSON.stringify(table.step)).not.toContain('ballots');
  });

  it("tells each voter's own signal when the vote opens, when its ballot is recorded and when the vote closes, and nothing else", async () => {
    const api = inProcessApi();
    const { roomNo } = await must(api.call(JUDGE, 'createRoom', { game: 'undercover', players: 6, rules: { votes: 'phones' } }));
    for (let i = 1; i <= 6; i++) await must(api.call(`p${i}`, 'joinRoom', { roomNo }));
    const versions = async () => {
      const { room } = (await api.store.get(roomNo))!;
      return [1, 2, 3, 4, 5, 6].map((seat) => seatVersion(room, seat));
    };
    let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    while (view.step!.key !== 'round.vote') {
      expect(await versions()).toEqual([0, 0, 0, 0, 0, 0]);
      view = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: {} }));
    }
    expect(await versions()).toEqual([1, 1, 1, 1, 1, 1]);
    // A ballot moves the voter's own signal only (its answer is recorded), never another seat's.
    await must(api.call('p1', 'play', { roomNo, stepId: view.step!.id, input: { seats: [2] } }));
    expect(await versions()).toEqual([2, 1, 1, 1, 1, 1]);
    await must(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id }));
    expect(await versions()).toEqual([3, 2, 2, 2, 2, 2]);
  });

  it('starts a new deal with no ballots of the last one', async () => {
    const { api, roomNo, view } = await atVote('phones');
    await must(api.call('p1', 'play', { roomNo, stepId: view.step!.id, input: { seats: [2] } }));
    await must(api.call(JUDGE, 'redeal', { roomNo }));
    let again = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    while (again.step!.key !== 'round.vote') again = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: again.step!.id, input: {} }));
    expect(again.step!.id).toBeGreaterThan(view.step!.id);
    expect((again.step!.info!.tally as VoteTally).ballots).toEqual({});
  });

  it("lets the judge override the phones' ballots with his own", async () => {
    const { api, roomNo, view } = await atVote('phones');
    const stepId = view.step!.id;
    await must(api.call('p1', 'play', { roomNo, stepId, input: { seats: [2] } }));
    const closed = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId, input: { ballots: { 1: 3, 2: 3, 4: 3 } } }));
    expect(closed.step!.info).toMatchObject({ exiled: 3 });
  });

  it('drops the ballots cast for a candidate who leaves, so the judge can close the vote; undoing the leave keeps the rest', async () => {
    const { api, roomNo, view } = await atVote('phones');
    const stepId = view.step!.id;
    // Two civilians: one leaves (the game goes on), the other gets a vote; three other seats vote.
    const [leaver, other] = view.seats.filter((s) => s.role === 'civilian').map((s) => s.seat);
    const [a, b, c] = view.seats.map((s) => s.seat).filter((seat) => seat !== leaver && seat !== other);
    await must(api.call(`p${a}`, 'play', { roomNo, stepId, input: { seats: [leaver] } }));
    await must(api.call(`p${b}`, 'play', { roomNo, stepId, input: { seats: [leaver] } }));
    await must(api.call(`p${c}`, 'play', { roomNo, stepId, input: { seats: [other] } }));
    const left = await must<JudgeView>(api.call(JUDGE, 'leave', { roomNo, seat: leaver }));
    const tally = left.step!.info!.tally as VoteTally;
    expect(tally.ballots).toEqual({ [c]: other });
    expect(tally.waiting).toEqual(expect.arrayContaining([a, b]));
    // The voters whose candidate left are asked again.
    expect((await must<MyTurnResult>(api.call(`p${a}`, 'myTurn', { roomNo }))).prompt?.answer).toBeUndefined();
    // The judge takes the leave back: the ballots still standing stay cast.
    const undone = await must<JudgeView>(api.call(JUDGE, 'undo', { roomNo }));
    expect(undone.seats[leaver - 1].alive).toBe(true);
    expect((undone.step!.info!.tally as VoteTally).ballots).toEqual({ [c]: other });
    const again = await must<JudgeView>(api.call(JUDGE, 'leave', { roomNo, seat: leaver }));
    const closed = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: again.step!.id }));
    expect(closed.step!.info).toMatchObject({ exiled: other });
  });

  it('offers a wolf phone no 自爆 while it votes in a judge room: a 自爆 is the judge\'s to enter', async () => {
    const api = inProcessApi();
    const { roomNo } = await must(api.call(JUDGE, 'createRoom', { game: 'werewolf', players: 9, rules: { votes: 'phones', 'sheriff.enabled': false } }));
    for (let n = 1; n <= 9; n++) await must(api.call(`p${n}`, 'joinRoom', { roomNo }));
    let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    for (let i = 0; i < 60 && view.step?.key !== 'day.vote'; i++) {
      view = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: simpleInput(view.step!) }));
    }
    expect(view.step?.key).toBe('day.vote');
    const wolves = view.seats.filter((s) => s.role === 'werewolf' && s.alive).map((s) => s.seat);
    expect(wolves.length).toBeGreaterThan(0);
    for (const wolf of wolves) {
      const turn = await must<MyTurnResult>(api.call(`p${wolf}`, 'myTurn', { roomNo }));
      expect(turn.prompt?.key).toBe('day.vote');
      expect(turn.dayActions).toBeUndefined();
    }
  });

  it('tells a night victim who stood for sheriff nothing before dawn: refused as any candidate', async () => {
    const api = inProcessApi();
    const { roomNo } = await must(api.call(JUDGE, 'createRoom', {
      game: 'werewolf', players: 9, roles: { werewolf: 2, seer: 1, witch: 1, hunter: 1, villager: 4 },
      rules: { votes: 'phones', 'sheriff.electionTiming': 'beforeDeaths' },
    }));
    for (let n = 1; n <= 9; n++) await must(api.call(`p${n}`, 'joinRoom', { roomNo }));
    let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
    const [victim, standing] = view.seats.filter((s) => s.role === 'villager').map((s) => s.seat);
    const input = (step: NonNullable<JudgeView['step']>) => {
      if (step.key === 'night.wolves') return { seats: [victim] };
      if (step.key === 'night.witchSave') return { choice: 'skip' };
      if (step.key === 'day.sheriffCandidates') return { seats: [victim, standing] };
      return step.input.type === 'seats' ? { seats: step.input.options.slice(0, step.input.min) } : simpleInput(step);
    };
    for (let i = 0; i < 60 && view.step?.key !== 'day.sheriffVote'; i++) {
      view = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: input(view.step!) }));
    }
    expect(view.step?.key).toBe('day.sheriffVote');
    expect(view.seats[victim - 1].alive).toBe(false);
    const refusal = async (seat: number) => {
      const answer = await api.call(`p${seat}`, 'play', { roomNo, stepId: view.step!.id, input: { seats: [standing] } });
      return answer.ok ? 'ok' : `${answer.error.code} ${answer.error.message.replace(String(seat), 'N')}`;
    };
    expect(await refusal(victim)).toBe(await refusal(standing));
    expect(await refusal(victim)).toBe('NOT_YOUR_TURN N 号上过警，不能投票');
  });

  it('keeps hand votes as before: no prompt on the phones, no tally', async () => {
    const { api, roomNo, view } = await atVote('hands');
    expect(view.step!.info?.tally).toBeUndefined();
    expect(await must(api.call('p1', 'myCard', { roomNo }))).not.toHaveProperty('votes');
    expect((await must<MyTurnResult>(api.call('p1', 'myTurn', { roomNo }))).prompt).toBeNull();
    expect(await api.code('p1', 'play', { roomNo, stepId: view.step!.id, input: { seats: [2] } })).toBe('NOT_YOUR_TURN');
  });
});
