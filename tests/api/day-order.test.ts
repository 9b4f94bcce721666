// The modern day over the action API, in a judge room and in an auto room: the order after a death
// (shots first, then last words, the badge right after the sheriff's own), 警左/警右 with the sheriff
// last, each candidate's election speech, and an election a 自爆 postpones.
import type { JudgeView, MyTurnResult, Step, TableView } from '../../typings/api';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { inProcessApi } from '../helpers/api';
import { autoTable, must } from '../helpers/phones';

const JUDGE = 'judge-openid';
const PRESET = 'modern12-wolfking-guard';

/** A judge room of the preset with every seat taken; `roles` are the dealt cards by seat. */
async function judgeRoom(seed = 5) {
  const api = inProcessApi(undefined, seed);
  const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 12, preset: PRESET });
  for (let seat = 1; seat <= 12; seat++) await api.ok(`p${seat}`, 'joinRoom', { roomNo, seat });
  const view = async () => (await api.ok(JUDGE, 'judgeView', { roomNo })) as JudgeView;
  const act = async (input?: unknown) => {
    const step = (await view()).step!;
    return (await api.ok(JUDGE, 'act', { roomNo, stepId: step.id, ...(input !== undefined && { input }) })) as JudgeView;
  };
  const roles = (await view()).seats.map((s) => s.role);
  const seatsOf = (role: string) => roles.flatMap((r, i) => (r === role ? [i + 1] : []));
  /** The night played quietly, the wolves killing `victim`. */
  const night = async (victim: number) => {
    let v = await view();
    while (v.phase === 'night' || v.step!.key === 'checkin') {
      const spec = v.step!.input;
      if (v.step!.key === 'night.wolves') v = await act({ seats: [victim] });
      else if (spec.type === 'seats') v = await act({ seats: spec.options.slice(0, spec.min) });
      else if (spec.type === 'choice') v = await act({ choice: 'skip' });
      else v = await act();
    }
    return v;
  };
  return { api, roomNo, view, act, roles, seatsOf, night };
}

/** "key seat" of a judge step, the seat read from the store's state. */
async function stepName(api: ReturnType<typeof inProcessApi>, roomNo: string, step: Step): Promise<string> {
  const state = (await api.store.get(roomNo))!.room.match.state as Room['match']['state'] & { step: { seat?: number } };
  return state.step?.seat === undefined ? step.key : `${step.key} ${state.step.seat}`;
}

describe('a judge room of a modern board', () => {
  it('5 号警长（猎人）被放逐 → 5 带走 1 → 1 带走 7 → 5 遗言 → 5 移交警徽 → 1 遗言 → 7 遗言, after 警右 with the sheriff last', async () => {
    const room = await judgeRoom();
    const [hunter] = room.seatsOf('hunter');
    const [king] = room.seatsOf('wolfKing');
    const [first, taken] = room.seatsOf('villager');
    let v = await room.night(first);
    expect(v.step!.key).toBe('day.sheriffCandidates');
    v = await room.act({ seats: [hunter] });
    while (v.step!.key !== 'day.speechDirection') v = await room.act();
    const living = v.seats.filter((s) => s.alive).map((s) => s.seat);
    const right = [...living.filter((s) => s < hunter).reverse(), ...living.filter((s) => s > hunter).reverse(), hunter];
    expect(v.step).toMatchObject({ key: 'day.speechDirection', actors: { kind: 'seats', seats: [hunter] }, info: { sheriff: hunter, right } });
    expect(await room.api.code(JUDGE, 'act', { roomNo: room.roomNo, stepId: v.step!.id, input: { choice: 'up' } })).toBe('ILLEGAL_MOVE');
    v = await room.act({ choice: 'right' });
    expect(v.step).toMatchObject({ key: 'day.speech', info: { order: right } });
    expect(v.step!.say).toContain(`警长 ${hunter} 号最后发言归票。`);
    v = await room.act();
    const ballots = Object.fromEntries(living.filter((s) => s !== hunter).map((s) => [String(s), hunter]));
    v = await room.act({ ballots });
    const seen: string[] = [];
    const answers: Record<string, unknown> = {
      [`day.hunter ${hunter}`]: { seats: [king] }, [`day.wolfKing ${king}`]: { seats: [taken] }, [`day.badge ${hunter}`]: { seats: [] },
    };
    while (v.phase === 'day') {
      const name = await stepName(room.api, room.roomNo, v.step!);
      seen.push(name);
      v = await room.act(answers[name]);
    }
    // The seat the wolf king took has no skill, and cards stay hidden: the judge asks the same question.
    expect(seen).toEqual([
      'day.exile', `day.hunter ${hunter}`, `day.wolfKing ${king}`, 'day.skill',
      `day.lastWords ${hunter}`, `day.badge ${hunter}`, `day.lastWords ${king}`, `day.lastWords ${taken}`,
    ]);
  });
});

const HOST = 'host-openid';

/** An auto room of the preset; phones answer by `answer` (else quietly), the host reads on, the clock runs to each timer's end. */
async function autoRoom(seed = 5) {
  const api = inProcessApi(undefined, seed);
  const rules = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
  const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, preset: PRESET, rules });
  const { roomNo } = table;
  const state = async () => (await api.store.get(roomNo))!.room.match.state as Room['match']['state'] & { step: { key: string; seat?: number } };
  const roles = (await state()).seats.map((s) => s.role);
  const seatsOf = (role: string) => roles.flatMap((r, i) => (r === role ? [i + 1] : []));
  const view = () => must<TableView>(api.call(HOST, 'tableView', { roomNo }));
  const turn = (seat: number) => must<MyTurnResult>(api.call(table.phones[seat - 1], 'myTurn', { roomNo }));
  const play = (seat: number, stepId: number, input: unknown) => api.call(table.phones[seat - 1], 'play', { roomNo, stepId, input });
  type Answer = (seat: number, turn: MyTurnResult) => unknown;
  const quiet: Answer = (_seat, t) => {
    const spec = t.prompt!.input;
    if (spec.type === 'seats') return { seats: spec.min > 0 ? spec.options.slice(0, spec.min) : [] };
    if (spec.type === 'choice') return { choice: (spec.options.find((o) => ['stay', 'skip'].includes(o.id)) ?? spec.options[0]).id };
    return {};
  };
  /**
   * Moves on until `done` holds for the store's step; every step met is named "key seat" in `seen`;
   * each prompt is answered by `answer` when it gives something, else quietly.
   */
  const until = async (done: (key: string) => boolean, answer: Answer = () => undefined, seen: string[] = []) => {
    for (let i = 0; i < 400; i++) {
      const s = await state();
      if (s.winner || !s.step) throw new Error('the game ended');
      const name = s.step.seat === undefined ? s.step.key : `${s.step.key} ${s.step.seat}`;
      if (seen[seen.length - 1] !== name) seen.push(name);
      if (done(s.step.key)) return seen;
      const v = await view();
      let answered = false;
      for (let seat = 1; seat <= 12; seat++) {
        const t = await turn(seat);
        if (!t.prompt || t.prompt.answer || t.prompt.stepId !== v.step!.id) continue;
        const played = await play(seat, t.prompt.stepId, answer(seat, t) ?? quiet(seat, t));
        answered = answered || played.ok;
        if (played.ok) break;
      }
      if (answered) continue;
      if (v.step!.waitsOn === 'host') await must(api.call(HOST, 'act', { roomNo, stepId: v.step!.id }));
      else if (v.step!.timer && v.step!.timer.endsAt > api.clock.now) api.clock.now = v.step!.timer.endsAt;
      else await must(api.call(HOST, 'act', { roomNo, stepId: v.step!.id }));
    }
    throw new Error(`never got there: ${seen.join(', ')}`);
  };
  return { api, table, roomNo, state, seatsOf, view, turn, play, until };
}

describe('an auto room of a modern board', () => {
  it('警左 on the sheriff\'s phone only; he speaks last; then shots first, words in order, the badge after his own words', async () => {
    const room = await autoRoom();
    const [hunter] = room.seatsOf('hunter');
    const [king] = room.seatsOf('wolfKing');
    const [taken] = room.seatsOf('villager');
    await room.until((k) => k === 'day.sheriffCandidates');
    await room.until((k) => k === 'day.speechDirection', (seat) => ({ choice: seat === hunter ? 'stand' : 'stay' }));
    const table = await room.view();
    expect(table.step).toMatchObject({ key: 'day.speechDirection', waitsOn: 'players' });
    expect(table.step!.say.join('')).toContain(`请警长 ${hunter} 号选择警左还是警右`);
    for (let seat = 1; seat <= 12; seat++) {
      const { prompt } = await room.turn(seat);
      if (seat !== hunter) {
        expect(prompt).toBeNull();
        expect((await room.play(seat, table.step!.id, { choice: 'left' })).ok).toBe(false);
      }
    }
    const { prompt } = await room.turn(hunter);
    expect(prompt).toMatchObject({ key: 'day.speechDirection', input: { type: 'choice' } });
    expect(prompt!.input.type === 'choice' && prompt!.input.options.map((o) => o.id)).toEqual(['left', 'right']);
    expect(await must(room.play(hunter, table.step!.id, { choice: 'left' }))).toBeTruthy();
    // The speeches: each speaker's own turn, clockwise from the sheriff's left, the sheriff last.
    const speakers: number[] = [];
    await room.until((k) => k === 'day.vote', (seat, t) => {
      if (t.prompt!.key === 'day.speech') speakers.push(seat);
      return undefined;
    });
    const living = (await room.view()).seats.filter((s) => s.alive).map((s) => s.seat);
    expect(speakers).toEqual([...living.filter((s) => s > hunter), ...living.filter((s) => s < hunter), hunter]);
    const shots: Record<number, number> = { [hunter]: king, [king]: taken };
    const seen = await room.until((k) => k.startsWith('night.'), (seat, t) => {
      if (t.prompt!.key === 'day.vote') return { seats: [seat === hunter ? king : hunter] };
      if (t.prompt!.key === 'day.hunter' || t.prompt!.key === 'day.wolfKing') return { seats: [shots[seat]] };
      return undefined;
    });
    expect(seen.slice(seen.indexOf('day.exile'), -1)).toEqual([
      'day.exile', `day.hunter ${hunter}`, `day.wolfKing ${king}`,
      `day.lastWords ${hunter}`, `day.badge ${hunter}`, `day.lastWords ${king}`, `day.lastWords ${taken}`,
    ]);
  });

  it('a sheriff who lets the time run out is not said to have chosen: the host reads that he did not, and the speeches go 警左', async () => {
    const room = await autoRoom();
    const [hunter] = room.seatsOf('hunter');
    await room.until((k) => k === 'day.sheriffCandidates');
    await room.until((k) => k === 'day.speechDirection', (seat) => ({ choice: seat === hunter ? 'stand' : 'stay' }));
    const choosing = await room.view();
    expect(choosing.step).toMatchObject({ key: 'day.speechDirection', timer: expect.anything() });
    room.api.clock.now = choosing.step!.timer!.endsAt;
    const table = await room.view();
    expect(table.step).toMatchObject({ key: 'day.speech', waitsOn: 'players' });
    expect(table.step!.say[0]).toBe(`警长 ${hunter} 号没有选择，按警左发言。`);
    expect(JSON.stringify(table)).not.toContain(`警长 ${hunter} 号选择`);
    // 警左: the first to speak is the living seat on the sheriff's left.
    const living = table.seats.filter((s) => s.alive).map((s) => s.seat);
    const first = [...living.filter((s) => s > hunter), ...living.filter((s) => s < hunter)][0];
    expect((await room.turn(first)).prompt).toMatchObject({ key: 'day.speech' });
    expect((await room.turn(hunter)).prompt).toBeNull();
  });
});

describe('the election in an auto room of a modern board', () => {
  it('each candidate alone gets the speech prompt, timed by auto.speechSeconds; a 自爆 postpones the election to the next day', async () => {
    const room = await autoRoom();
    const candidates = [...room.seatsOf('seer'), ...room.seatsOf('witch'), ...room.seatsOf('guard')].sort((a, b) => a - b);
    const [wolf] = room.seatsOf('werewolf');
    await room.until((k) => k === 'day.sheriffCandidates');
    await room.until((k) => k === 'day.sheriffSpeech', (seat) => ({ choice: candidates.includes(seat) ? 'stand' : 'stay' }));
    const spoke: number[] = [];
    for (let turn = 0; turn < 2; turn++) {
      const table = await room.view();
      expect(table.step).toMatchObject({ key: 'day.sheriffSpeech', waitsOn: 'players', timer: { seconds: 90 } });
      const prompted: number[] = [];
      for (let seat = 1; seat <= 12; seat++) if ((await room.turn(seat)).prompt) prompted.push(seat);
      expect(prompted).toHaveLength(1);
      expect(candidates).toContain(prompted[0]);
      expect(table.step!.say).toContain(`请 ${prompted[0]} 号候选人发表竞选发言，说“过”表示结束。`);
      if (turn === 0) expect(table.step!.say[0]).toContain(`竞选发言从 ${prompted[0]} 号开始`);
      spoke.push(prompted[0]);
      if (turn === 0) await must(room.play(prompted[0], table.step!.id, {}));
    }
    expect(new Set(spoke).size).toBe(2);
    // The second candidate is speaking when a wolf self-destructs.
    const speaking = await room.view();
    await must(room.play(wolf, speaking.step!.id, { explode: wolf }));
    const after = await room.view();
    expect(after.step!.say).toContain('警长竞选延期到明天。');
    expect(after.log.map((l) => l.text)).toContain(`竞选警长：${candidates.join('、')} 号上警；警长竞选延期到明天`);
    // Day 2 opens at 退水 with the candidates still standing: no speeches; they get the 退水 prompt.
    await room.until((k) => k === 'day.sheriffWithdraw' || k === 'day.sheriffSpeech' || k === 'day.sheriffCandidates');
    const resumed = await room.view();
    expect(resumed.step!.key).toBe('day.sheriffWithdraw');
    expect(resumed.step!.say.join('')).toContain(`警长竞选继续：警上还有 ${candidates.join('、')} 号`);
    for (const seat of candidates) {
      const { prompt } = await room.turn(seat);
      expect(prompt).toMatchObject({ key: 'day.sheriffWithdraw', input: { type: 'choice' } });
    }
  });
});

describe('the election in a judge room of a modern board', () => {
  it('one speech step per candidate; a 自爆 postpones it and day 2 resumes at 退水 with them, only those who never stood voting', async () => {
    const room = await judgeRoom();
    const candidates = [...room.seatsOf('seer'), ...room.seatsOf('witch'), ...room.seatsOf('guard')].sort((a, b) => a - b);
    const [wolf] = room.seatsOf('werewolf');
    let v = await room.night(room.seatsOf('villager')[0]);
    v = await room.act({ seats: candidates });
    const order: number[] = [];
    while (v.step!.key === 'day.sheriffSpeech') {
      expect(v.step!.actors!.seats).toHaveLength(1);
      order.push(v.step!.actors!.seats[0]);
      v = order.length === 2 ? await room.act({ explode: wolf }) : await room.act();
    }
    expect(order.every((s) => candidates.includes(s))).toBe(true);
    expect(v.step!.say).toContain('警长竞选延期到明天。');
    while (v.phase === 'day') v = await room.act(v.step!.input.type === 'seats' ? { seats: [] } : undefined);
    v = await room.night(room.seatsOf('villager')[1]);
    expect(v.step).toMatchObject({ key: 'day.sheriffWithdraw', input: { options: candidates } });
    v = await room.act({ seats: [candidates[0]] });
    expect(v.step).toMatchObject({ key: 'day.sheriffVote', input: { candidates: candidates.slice(1) } });
    const voters = (v.step!.input as { voters: number[] }).voters;
    expect(voters.some((s) => candidates.includes(s))).toBe(false);
    v = await room.act({ ballots: Object.fromEntries(voters.map((s) => [String(s), candidates[1]])) });
    expect(v.seats[candidates[1] - 1].tags).toContain('sheriff');
    const texts = v.log.map((l) => l.text);
    expect(texts).toContain(`${wolf} 号狼人自爆，白天结束，警长竞选延期到明天`);
  });
});

describe('退水 during the election speeches', () => {
  it('judge room: who withdrew is marked as a speech ends; they never speak, are not in the 退水 step nor on the ballot, and the review says so', async () => {
    const room = await judgeRoom();
    const candidates = [...room.seatsOf('seer'), ...room.seatsOf('witch'), ...room.seatsOf('guard')].sort((a, b) => a - b);
    let v = await room.night(room.seatsOf('villager')[0]);
    v = await room.act({ seats: candidates });
    expect(v.step).toMatchObject({ key: 'day.sheriffSpeech', input: { type: 'seats', min: 0, options: candidates }, passLabel: '无人退水' });
    const order = (v.step!.info as { order: number[] }).order;
    // A seat that never stood cannot withdraw: the rule's own reason, nothing changes.
    const outsider = room.seatsOf('villager')[1];
    const refused = await room.api.call(JUDGE, 'act', { roomNo: room.roomNo, stepId: v.step!.id, input: { seats: [outsider] } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE', message: `${outsider} 号不在警上，谈不上退水` } });
    // While the first candidate speaks, the last in the order raises a hand.
    v = await room.act({ seats: [order[2]] });
    expect(v.step).toMatchObject({ key: 'day.sheriffSpeech', actors: { seats: [order[1]] }, input: { options: [order[0], order[1]] } });
    // The judge says it before calling the next candidate.
    expect(v.step!.say[0]).toBe(`${order[2]} 号退水。`);
    expect((v.step!.info as { order: number[] }).order).toEqual([order[0], order[1]]);
    v = await room.act();
    expect(v.step).toMatchObject({ key: 'day.sheriffWithdraw', input: { options: [order[0], order[1]].sort((a, b) => a - b) } });
    v = await room.act({ seats: [] });
    expect(v.step).toMatchObject({ key: 'day.sheriffVote', input: { candidates: [order[0], order[1]].sort((a, b) => a - b) } });
    const voters = (v.step!.input as { voters: number[] }).voters;
    expect(voters).not.toContain(order[2]);
    expect(v.log.map((l) => l.text)).toContain(`${order[2]} 号退水`);
    const events = (await room.api.store.get(room.roomNo))!.room.match.state.events ?? [];
    expect(events.find((e) => e.kind === 'election')).toMatchObject({ candidates, withdrawn: [order[2]] });
  });

  it('judge room: the speaker and another withdraw together, one candidate is left and is elected at once', async () => {
    const room = await judgeRoom();
    const candidates = [...room.seatsOf('seer'), ...room.seatsOf('witch'), ...room.seatsOf('guard')].sort((a, b) => a - b);
    let v = await room.night(room.seatsOf('villager')[0]);
    v = await room.act({ seats: candidates });
    const order = (v.step!.info as { order: number[] }).order;
    v = await room.act({ seats: [order[0], order[1]] });
    expect(v.seats[order[2] - 1].tags).toContain('sheriff');
    expect(v.step!.key).not.toMatch(/^day\.sheriff/);
    expect(v.log.map((l) => l.text)).toContain(`只剩一人在警上：${order[2]} 号当选警长`);
  });

  it('auto room: a candidate withdraws on his phone while another speaks; the speaker keeps his turn and timer, the leaver never gets a speech', async () => {
    const room = await autoRoom();
    const candidates = [...room.seatsOf('seer'), ...room.seatsOf('witch'), ...room.seatsOf('guard')].sort((a, b) => a - b);
    const outsider = room.seatsOf('villager')[1];
    await room.until((k) => k === 'day.sheriffCandidates');
    await room.until((k) => k === 'day.sheriffSpeech', (seat) => ({ choice: candidates.includes(seat) ? 'stand' : 'stay' }));
    const first = await room.view();
    const { order } = (await room.state()).step as unknown as { order: number[] };
    const speaker = order[0];
    // The speaker's prompt is the speech alone; every candidate may withdraw, nobody else.
    expect((await room.turn(speaker)).prompt).toMatchObject({ key: 'day.sheriffSpeech', input: { type: 'none' } });
    for (const seat of candidates) expect((await room.turn(seat)).dayActions?.withdraw).toEqual([seat]);
    expect((await room.turn(outsider)).dayActions?.withdraw).toBeUndefined();
    expect(await room.play(outsider, first.step!.id, { withdraw: outsider })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(await room.play(order[1], first.step!.id, { withdraw: order[2] })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '只能自己退水' } });
    room.api.clock.now += 10_000;
    await must(room.play(order[2], first.step!.id, { withdraw: order[2] }));
    const during = await room.view();
    expect(during.step).toMatchObject({ key: 'day.sheriffSpeech', timer: { endsAt: first.step!.timer!.endsAt } });
    // The host's screen says it at once, above the speaker's line.
    expect(during.step!.say[0]).toBe(`${order[2]} 号退水。`);
    expect((await room.turn(speaker)).prompt).toMatchObject({ key: 'day.sheriffSpeech' });
    expect(during.log.map((l) => l.text)).toContain(`竞选警长：${candidates.join('、')} 号上警，${order[2]} 号退水`);
    // Another seat's answer for the number before is stale, as it always was.
    expect(await room.play(order[1], first.step!.id, {})).toMatchObject({ ok: false, error: { code: 'STALE_STEP' } });
    // The speaker passes from the screen he had before the 退水 reached it: that 过 ends his speech;
    // the next candidate speaks; then 退水 among the two still standing.
    expect(during.step!.id).toBe(first.step!.id + 1);
    await must(room.play(speaker, first.step!.id, {}));
    const next = await room.view();
    expect((await room.turn(order[1])).prompt).toMatchObject({ key: 'day.sheriffSpeech' });
    expect((await room.turn(order[2])).prompt).toBeNull();
    // The speaker's own 退水 ends his speech.
    await must(room.play(order[1], next.step!.id, { withdraw: order[1] }));
    const after = await room.view();
    expect(after.step!.key).not.toMatch(/^day\.sheriff/);
    const late = [order[1], order[2]].sort((a, b) => a - b);
    expect(after.log.map((l) => l.text)).toContain(`竞选警长：${candidates.join('、')} 号上警，${late.join('、')} 号退水；${speaker} 号当选警长`);
  });
});
