// 自动主持 rooms on the real action table (in-process, fake clock): the host's rights, the clock,
// answers changed until close, the wolves' rule, races, and bad input refused with nothing changed.
import type { MyTurnResult, RoomSignal, TableView } from '../../typings/api';
import type { SignalBoard } from '../../cloudfunctions/game/src/signals/port';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { simpleInput } from '../helpers/autoplay';
import { autoTable, must, quietAnswer, type Table } from '../helpers/phones';

const HOST = 'host-openid';
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };

/** A board that records what each signal carried. */
function recorder() {
  const room: RoomSignal[] = [];
  const seats: { seat: number; v: number; openid: string }[] = [];
  const board: SignalBoard = {
    async publish(_roomNo, signal) { room.push(signal); },
    async publishSeat(_roomNo, seat, signal) { seats.push({ seat, v: signal.v, openid: signal.openid }); },
    async remove() { /* nothing kept */ },
  };
  return { board, room, seats };
}

async function setUp(params: Record<string, unknown> = {}, seed = 3) {
  const signals = recorder();
  const store = memoryStore();
  const api = inProcessApi(store, seed, signals.board);
  const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, preset: 'classic', ...params });
  /** Each seat's role, read from the store (what the server knows, never what a phone gets). */
  const roles = async () => (await store.get(table.roomNo))!.room.match.state.seats.map((s) => s.role);
  const turn = (seat: number) => must<MyTurnResult>(api.call(table.phones[seat - 1], 'myTurn', { roomNo: table.roomNo }));
  const view = () => must<TableView>(api.call(HOST, 'tableView', { roomNo: table.roomNo }));
  const start = async () => {
    const v = await view();
    return must<TableView>(api.call(HOST, 'act', { roomNo: table.roomNo, stepId: v.step!.id }));
  };
  /** Moves on until the open step has this key: each phone gives a quiet answer, the host reads on, the clock runs to each timer's end. */
  const until = async (key: string) => {
    for (let i = 0; i < 200; i++) {
      const v = await view();
      if (v.step?.key === key) return v;
      if (!v.step) throw new Error(`ended before ${key}`);
      let answered = false;
      for (const [index, phone] of table.phones.entries()) {
        const { prompt } = await turn(index + 1);
        if (!prompt || prompt.answer || prompt.stepId !== v.step.id) continue;
        const played = await api.call(phone, 'play', { roomNo: table.roomNo, stepId: prompt.stepId, input: quietAnswer(prompt) });
        answered = answered || played.ok;
      }
      if (answered) continue;
      if (v.step.waitsOn === 'host') await must(api.call(HOST, 'act', { roomNo: table.roomNo, stepId: v.step.id }));
      else if (v.step.timer && v.step.timer.endsAt > api.clock.now) api.clock.now = v.step.timer.endsAt;
      else await must(api.call(HOST, 'act', { roomNo: table.roomNo, stepId: v.step.id }));
    }
    throw new Error(`never reached ${key}`);
  };
  const seatsOf = async (role: string) => (await roles()).flatMap((r, i) => (r === role ? [i + 1] : []));
  return { api, store, table, signals, roles, turn, view, start, until, seatsOf };
}

const stored = async (api: ReturnType<typeof inProcessApi>, table: Table) => (await api.store.get(table.roomNo))!.version;

describe('creating and reading an auto room', () => {
  it('answers createRoom with the table, lists both host modes and the auto timers in the catalog', async () => {
    const api = inProcessApi();
    const created = await must(api.call(HOST, 'createRoom', { game: 'undercover', players: 9, host: 'auto' }));
    expect(created.view).toMatchObject({ host: 'auto', players: 9, status: 'playing', step: { key: 'checkin', waitsOn: 'host' } });
    expect(created.view.seats.every((s: { joined: boolean }) => !s.joined)).toBe(true);
    // Every seat carries its nickname, '' until someone gives one.
    await must(api.call('quiet-player', 'joinRoom', { roomNo: created.roomNo }));
    await must(api.call('named-player', 'joinRoom', { roomNo: created.roomNo, nickname: '小明' }));
    const joined = await must<TableView>(api.call(HOST, 'tableView', { roomNo: created.roomNo }));
    expect(joined.seats.slice(0, 3).map((s) => [s.joined, s.nickname])).toEqual([[true, ''], [true, '小明'], [false, '']]);
    expect(JSON.stringify(created.view)).not.toMatch(/"role"|words|civilian/);
    const { games } = await must(api.call(HOST, 'catalog'));
    for (const game of games) {
      expect(game.hostModes).toEqual(['judge', 'auto']);
      const auto = game.options.filter((o: { host?: string }) => o.host === 'auto');
      expect(Object.fromEntries(auto.map((o: { id: string; default: number }) => [o.id, o.default]))).toEqual({
        'auto.nightStepSeconds': 12, 'auto.nightStepJitter': 8, 'auto.nightDecoy': 'everyStep',
        'auto.speechSeconds': 90, 'auto.lastWordsSeconds': 60, 'auto.voteSeconds': 30,
      });
    }
    expect(await api.code(HOST, 'createRoom', { game: 'killer', players: 9, host: 'robot' })).toBe('BAD_REQUEST');
    expect(await api.code(HOST, 'createRoom', { game: 'killer', players: 9, host: 'auto', rules: { 'auto.voteSeconds': 1 } })).toBe('BAD_REQUEST');
    // A judge room keeps its rules as before: no auto timers in them.
    const judged = await must(api.call(HOST, 'createRoom', { game: 'killer', players: 9 }));
    expect(Object.keys(judged.view.rules).some((id) => id.startsWith('auto.'))).toBe(false);
  });

  it('lets the host take a seat, starts only with every seat taken, and shows nobody the secrets', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await must(api.call(HOST, 'createRoom', { game: 'werewolf', players: 12, host: 'auto' }));
    expect((await must(api.call(HOST, 'joinRoom', { roomNo }))).seat).toBe(1);
    expect(await api.code(HOST, 'act', { roomNo, stepId: view.step.id })).toBe('ILLEGAL_MOVE');
    for (let i = 2; i <= 12; i++) await must(api.call(`p${i}`, 'joinRoom', { roomNo }));
    expect(await api.code(HOST, 'judgeView', { roomNo })).toBe('NOT_JUDGE');
    expect(await api.code('p2', 'judgeView', { roomNo })).toBe('NOT_JUDGE');
    expect(await api.code('p2', 'act', { roomNo, stepId: view.step.id })).toBe('NOT_JUDGE');
    const started = await must(api.call(HOST, 'act', { roomNo, stepId: view.step.id }));
    expect(started.phase).toBe('night');
    expect(await api.code(HOST, 'undo', { roomNo })).toBe('ILLEGAL_MOVE');
    expect(await api.call(HOST, 'undo', { roomNo })).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '自动主持不能撤销' } });
    expect(await api.code(HOST, 'redrawWords', { roomNo })).toBe('ILLEGAL_MOVE');
    // A new deal: only the host, answered with the table at check-in; the judge's view stays closed.
    expect(await api.code('p2', 'redeal', { roomNo })).toBe('NOT_JUDGE');
    const dealt = await must(api.call(HOST, 'redeal', { roomNo }));
    expect(dealt).toMatchObject({ host: 'auto', step: { key: 'checkin', waitsOn: 'host' } });
    expect(dealt.v).toBeGreaterThan(started.v);
    expect(await api.code('stranger', 'tableView', { roomNo })).toBe('NOT_IN_ROOM');
    expect(await api.code('stranger', 'myTurn', { roomNo })).toBe('NOT_IN_ROOM');
  });
});

describe('the night closes by time, the same for a live and an absent role', () => {
  it('keeps the killers\' step open past its time while no killer has picked, and tells the host why it cannot skip it', async () => {
    for (const seconds of [5, 0]) {
      const api = inProcessApi();
      const table = await autoTable(api.call, HOST, { game: 'killer', players: 9, rules: { 'auto.nightStepSeconds': seconds, 'auto.nightStepJitter': 0 } });
      const { roomNo } = table;
      let view: TableView = await api.ok(HOST, 'tableView', { roomNo });
      while (view.step!.waitsOn === 'host') view = await api.ok(HOST, 'act', { roomNo, stepId: view.step!.id });
      const killers = view.step!;
      api.clock.now += 60_000;
      const refused = await api.call(HOST, 'act', { roomNo, stepId: killers.id });
      expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'ILLEGAL_MOVE', message: '「杀手行动」还没有定下目标：这一步不能空过，要等选好才结束' });
      expect((await api.ok(HOST, 'tableView', { roomNo })).step!.id).toBe(killers.id);
      // One killer's pick is the killers' pick: the night goes on.
      const killer = (await api.store.get(roomNo))!.room.match.state.seats.findIndex((s) => s.role === 'killer');
      const target = killer === 0 ? 2 : 1;
      await api.ok(table.phones[killer], 'play', { roomNo, stepId: killers.id, input: { seats: [target] } });
      // At its time, or (with no night timer) on the host's 下一步, the one pick stands.
      if (seconds > 0) api.clock.now += 60_000;
      else await api.ok(HOST, 'act', { roomNo, stepId: killers.id });
      expect((await api.ok(HOST, 'tableView', { roomNo })).step!.id).toBeGreaterThan(killers.id);
    }
  });

  it('stamps each night step with base + jitter seconds, keeps it open until then, and closes it on the next call', async () => {
    const { api, start, view, until, turn, seatsOf } = await setUp({}, 5);
    await start();
    const seer = (await seatsOf('seer'))[0];
    const opened = await until('night.seer');
    const seconds = (opened.step!.timer!.endsAt - opened.serverNow) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(12);
    expect(seconds).toBeLessThanOrEqual(20);
    // Its length in whole seconds, never less than the time it runs (a clock face starts full).
    expect(opened.step!.timer!.seconds).toBe(Math.ceil(seconds));
    const prompt = (await turn(seer)).prompt!;
    expect(prompt).toMatchObject({ key: 'night.seer', closesAt: opened.step!.timer!.endsAt });
    const target = prompt.input.type === 'seats' ? prompt.input.options[0] : 0;
    const answered = await must<MyTurnResult>(api.call(`${opened.roomNo}-phone${seer}`, 'play', { roomNo: opened.roomNo, stepId: prompt.stepId, input: { seats: [target] } }));
    expect(answered.prompt?.answer).toEqual({ seats: [target] });
    // Answered, yet open until its time: the answer tells the table nothing.
    api.clock.now = opened.step!.timer!.endsAt - 1;
    expect((await view()).step?.id).toBe(opened.step!.id);
    api.clock.now = opened.step!.timer!.endsAt;
    const next = await view();
    expect(next.step?.key).toBe('night.seerResult');
    const result = (await turn(seer)).prompt!;
    expect(result.info?.facts?.[0]).toMatch(new RegExp(`^${target} 号是(好人|狼人)$`));
    expect(next.v).toBe(opened.v + 1);
  });

  it('lets the host not close a night step early, nor act on it with input', async () => {
    const { api, start, until, table } = await setUp();
    await start();
    const wolves = await until('night.wolves');
    const before = await stored(api, table);
    expect(await api.code(HOST, 'act', { roomNo: table.roomNo, stepId: wolves.step!.id })).toBe('NOT_YOUR_TURN');
    expect(await api.code(HOST, 'act', { roomNo: table.roomNo, stepId: wolves.step!.id, input: { seats: [1] } })).toBe('NOT_YOUR_TURN');
    expect(await stored(api, table)).toBe(before);
  });

  it('refuses a day action at night with the rule the judge would hear, whoever sends it, changing nothing', async () => {
    const { api, start, until, table, roles } = await setUp();
    await start();
    const wolves = await until('night.wolves');
    const cards = await roles();
    const before = await stored(api, table);
    for (const seat of [cards.indexOf('werewolf') + 1, cards.indexOf('villager') + 1]) {
      const play = (input: unknown) => api.call(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId: wolves.step!.id, input });
      expect(await play({ explode: seat })).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '现在不能自爆：只有白天狼人才能自爆' } });
      expect(await play({ duel: seat === 1 ? 2 : 1 })).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '现在不能决斗：只有白天发言时骑士才能决斗' } });
    }
    expect(await stored(api, table)).toBe(before);
  });

  it('keeps a paused night step open however long the pause: the host cannot end it early by waiting', async () => {
    const { api, start, until, table, view } = await setUp({ rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 } });
    await start();
    const seer = await until('night.seer');
    await must(api.call(HOST, 'pause', { roomNo: table.roomNo }));
    api.clock.now = seer.step!.timer!.endsAt + 60_000;
    const before = await stored(api, table);
    expect(await api.code(HOST, 'act', { roomNo: table.roomNo, stepId: seer.step!.id })).toBe('NOT_YOUR_TURN');
    expect(await stored(api, table)).toBe(before);
    await must(api.call(HOST, 'resume', { roomNo: table.roomNo }));
    expect((await view()).step!.id).toBe(seer.step!.id);
  });

  it('keeps every line of the steps that closed while the host phone was away, as news, until a step it saw closes', async () => {
    const { api, start, until, table, view, turn } = await setUp({ rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 } });
    await start();
    const seer = await until('night.seer');
    // The host phone goes dark; only the players' phones call, and the night runs on by time.
    const missed: string[][] = [];
    let open = seer;
    for (let i = 0; i < 20; i++) {
      api.clock.now = open.step!.timer?.endsAt ?? api.clock.now + 5_000;
      open = (await turn(1)).table;
      if (open.step?.waitsOn === 'host') break;
      missed.push(open.step!.say);
    }
    expect(open.step!.key).toBe('day.dawn');
    const back = await view();
    expect(back.step!.id).toBe(open.step!.id);
    // Everything said since the seer's step the host saw, step by step, in order; then dawn itself.
    expect(back.news).toEqual(missed.flat());
    expect(new Set(back.newsIds)).toEqual(new Set(missed.map((_, i) => seer.step!.id + 1 + i)));
    expect(back.news).toEqual(expect.arrayContaining(['狼人请睁眼。', '女巫请睁眼。']));
    expect(back.step!.say[0]).toBe('天亮了，请大家睁眼。');
    // Once the host moves past the dawn it showed, the news has been read.
    const after = await must<TableView>(api.call(HOST, 'act', { roomNo: table.roomNo, stepId: back.step!.id }));
    expect(after.news).toBeUndefined();
  });
});

describe('a 自爆 while the host reads the dawn', () => {
  it('keeps the dawn\'s lines as news, read before the explosion: the host phone may not have said them yet', async () => {
    const { api, table, start, until, view, seatsOf } = await setUp({ preset: 'modern12-guard', rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 } });
    await start();
    const dawn = await until('day.dawn');
    // The host phone has the dawn (this read shows it), and is reading it aloud.
    expect(dawn.step!.say.join('')).toMatch(/昨晚|平安夜/);
    const wolf = (await seatsOf('werewolf')).find((s) => dawn.seats[s - 1].alive)!;
    const exploded = await api.call(table.phones[wolf - 1], 'play', { roomNo: table.roomNo, stepId: dawn.step!.id, input: { explode: wolf } });
    expect(exploded.ok).toBe(true);
    const after = await view();
    expect(after.news).toEqual(dawn.step!.say);
    expect(after.step!.say[0]).toBe(`${wolf} 号玩家自爆，白天到此结束。`);
  });

  it('keeps no line as news that the step after the 自爆 says again (an exile read again after it)', async () => {
    const { api, table, start, until, view, seatsOf } = await setUp({ preset: 'modern12-guard', rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 } });
    await start();
    const exile = await until('day.exile');
    const wolf = (await seatsOf('werewolf')).find((s) => exile.seats[s - 1].alive)!;
    expect((await api.call(table.phones[wolf - 1], 'play', { roomNo: table.roomNo, stepId: exile.step!.id, input: { explode: wolf } })).ok).toBe(true);
    const after = await view();
    const said = [...after.news ?? [], ...after.step!.say];
    expect(said.filter((line, i) => said.indexOf(line) !== i)).toEqual([]);
    expect(said).toEqual(expect.arrayContaining(exile.step!.say));
  });
});

describe('a night without a time window (nightStepSeconds 0)', () => {
  it('refuses night steps of 1–4 seconds with the reason, and takes 0 and 5', async () => {
    const api = inProcessApi(memoryStore(), 1);
    for (const seconds of [1, 4]) {
      const refused = await api.call(HOST, 'createRoom', { host: 'auto', game: 'werewolf', players: 9, rules: { 'auto.nightStepSeconds': seconds } });
      expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('须为 0 或 5–120 秒') });
    }
    for (const seconds of [0, 5]) {
      expect((await api.call(HOST, 'createRoom', { host: 'auto', game: 'werewolf', players: 9, rules: { 'auto.nightStepSeconds': seconds } })).ok).toBe(true);
    }
  });

  it('makes night falling a host step, lets the host\'s 下一步 close each night step with the answers given, and waits for it on a dead role\'s step', async () => {
    const { api, start, view, until, table, seatsOf } = await setUp({ rules: { ...FAST, 'wolf.consensus': 'majority' } }, 11);
    await start();
    const falls = await view();
    expect(falls.step).toMatchObject({ key: 'night.close', waitsOn: 'host' });
    expect(falls.step!.hostMayClose).toBeUndefined();
    const wolvesStep = (await until('night.wolves')).step!;
    expect(wolvesStep).toMatchObject({ waitsOn: 'players', hostMayClose: true });
    expect(wolvesStep.timer).toBeUndefined();
    const wolves = await seatsOf('werewolf');
    const seer = (await seatsOf('seer'))[0];
    // One wolf picks the seer, the others stay silent: open until the host taps 下一步, then the kill stands by majority.
    await must(api.call(table.phones[wolves[0] - 1], 'play', { roomNo: table.roomNo, stepId: wolvesStep.id, input: { seats: [seer] } }));
    expect((await view()).step!.id).toBe(wolvesStep.id);
    await must(api.call(HOST, 'act', { roomNo: table.roomNo, stepId: wolvesStep.id }));
    expect((await api.store.get(table.roomNo))!.room.match.state.log.map((l) => l.text)).toContain(`狼人选择杀死 ${seer} 号`);
    // The witch (quiet) does not save: the seer is dead by night 2, and his step still opens and waits for the host.
    await until('day.dawn');
    const dead = await until('night.seer');
    expect(dead.round).toBe(2);
    expect((await api.store.get(table.roomNo))!.room.match.state.seats[seer - 1].alive).toBe(false);
    expect(dead.step).toMatchObject({ waitsOn: 'players', hostMayClose: true });
    expect((await view()).step!.id).toBe(dead.step!.id);
    const moved = await must<TableView>(api.call(HOST, 'act', { roomNo: table.roomNo, stepId: dead.step!.id }));
    expect(moved.step!.id).toBeGreaterThan(dead.step!.id);
  });
});

describe('answers seat by seat', () => {
  /** A classic room at the wolves' first step under `rules`: its wolves, its villagers, and a wolf's pick. */
  async function atWolves(rules: Record<string, unknown>) {
    const room = await setUp({ rules }, 11);
    await room.start();
    const step = (await room.until('night.wolves')).step!;
    const wolves = await room.seatsOf('werewolf');
    const goods = await room.seatsOf('villager');
    const play = (seat: number, target: number) => must(room.api.call(room.table.phones[seat - 1], 'play', { roomNo: room.table.roomNo, stepId: step.id, input: { seats: [target] } }));
    return { ...room, step, wolves, goods, play };
  }

  it('collects two wolves answering at once, lets a wolf change its pick, and kills only on agreement (unanimous)', async () => {
    const { api, start, until, table, turn, seatsOf, signals, view } = await setUp({}, 11);
    await start();
    const step = (await until('night.wolves')).step!;
    const wolves = await seatsOf('werewolf');
    const goods = (await seatsOf('villager'));
    const play = (seat: number, target: number) => api.call(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId: step.id, input: { seats: [target] } });
    const publicV = (await view()).v;
    const seatSignals = signals.seats.length;
    const [a, b] = await Promise.all([play(wolves[0], goods[0]), play(wolves[1], goods[1])]);
    expect(a.ok && b.ok).toBe(true);
    const seen = (await turn(wolves[2])).prompt!;
    expect(seen.info?.facts).toContain(`狼队友：${wolves.filter((w) => w !== wolves[2]).join('、')} 号`);
    expect(seen.info?.marks).toEqual(expect.arrayContaining([{ seat: goods[0], text: `${wolves[0]}号刀` }, { seat: goods[1], text: `${wolves[1]}号刀` }]));
    // A teammate's pick is private: the public version stays, the other wolves' seat signals move.
    expect((await view()).v).toBe(publicV);
    const moved = signals.seats.slice(seatSignals).map((s) => s.seat);
    expect(new Set(moved)).toEqual(new Set(wolves));
    // Each turn says which seat version it shows: the phone need not read again when that signal arrives.
    const last = signals.seats.filter((s) => s.seat === wolves[2]).at(-1)!;
    expect((await turn(wolves[2])).seatV).toBe(last.v);
    expect(signals.room.every((s) => s.v <= publicV)).toBe(true);
    // Everyone changes to the same seat: the kill stands at close.
    for (const w of wolves) expect((await play(w, goods[2])).ok).toBe(true);
    expect((await turn(wolves[0])).prompt?.answer).toEqual({ seats: [goods[2]] });
    const { store } = api;
    api.clock.now = (await view()).step!.timer!.endsAt;
    await view();
    expect((await store.get(table.roomNo))!.room.match.state.log.some((l) => l.text === `狼人选择杀死 ${goods[2]} 号`)).toBe(true);
  });

  it('kills nobody when the wolves disagree under the unanimous rule, and the earliest tied pick under majority', async () => {
    for (const consensus of ['unanimous', 'majority'] as const) {
      const { api, table, view, step, wolves, goods, play } = await atWolves({ 'wolf.consensus': consensus });
      await play(wolves[1], goods[1]);
      await play(wolves[0], goods[0]);
      await play(wolves[2], goods[0]);
      await play(wolves[3], goods[1]);
      api.clock.now = step.timer!.endsAt;
      await view();
      const log = (await api.store.get(table.roomNo))!.room.match.state.log.map((l) => l.text);
      if (consensus === 'unanimous') expect(log).toContain('狼人没有杀人（空刀或意见不统一）');
      else expect(log).toContain(`狼人选择杀死 ${goods[1]} 号`);
    }
  });

  it('where wolves may not pass, waits while they disagree, and takes a silent wolf as agreeing: a dead phone holds no night', async () => {
    const { api, table, view, step, wolves, goods, play } = await atWolves({ 'wolf.allowNoKill': false });
    const log = async () => (await api.store.get(table.roomNo))!.room.match.state.log.map((l) => l.text);
    // Two wolves disagree; the others' phones stay dark. Time runs out: the wolves must still agree.
    await play(wolves[0], goods[0]);
    await play(wolves[1], goods[1]);
    api.clock.now = step.timer!.endsAt + 60_000;
    expect((await view()).step!.id).toBe(step.id);
    // One comes round; the silent wolves do not hold the kill up.
    await play(wolves[1], goods[0]);
    expect((await view()).step!.id).toBeGreaterThan(step.id);
    expect(await log()).toContain(`狼人选择杀死 ${goods[0]} 号`);
  });

  it('keeps the night waiting while the host phone is away, then resumes from the next call with nothing lost', async () => {
    const { api, start, until, table, seatsOf, turn, view } = await setUp({}, 11);
    await start();
    const step = (await until('night.wolves')).step!;
    const wolves = await seatsOf('werewolf');
    const target = (await seatsOf('villager'))[0];
    for (const w of wolves) await must(api.call(table.phones[w - 1], 'play', { roomNo: table.roomNo, stepId: step.id, input: { seats: [target] } }));
    // Nobody calls for ten minutes: nothing moves without a call.
    api.clock.now = step.timer!.endsAt + 600_000;
    expect((await api.store.get(table.roomNo))!.room.match.state.stepId).toBe(step.id);
    // A player's phone reads: the due step closes, the next one opens with a fresh timer from now.
    const after = (await turn(wolves[0])).table;
    expect(after.step!.id).toBeGreaterThan(step.id);
    expect(after.step!.timer!.endsAt).toBeGreaterThanOrEqual(api.clock.now + 12_000);
    expect((await api.store.get(table.roomNo))!.room.match.state.log.map((l) => l.text)).toContain(`狼人选择杀死 ${target} 号`);
    expect((await view()).step!.id).toBe(after.step!.id);
  });
});

describe('the day: speeches, votes, the host skipping', () => {
  async function atVote() {
    const room = await setUp({ rules: { ...FAST, 'wolf.consensus': 'majority', 'wolf.allowNoKill': false } }, 21);
    await room.start();
    return { ...room, vote: await room.until('day.vote') };
  }

  it('gives each speaker its turn and timer, "过" passes it on, and the host may skip a speaker', async () => {
    const room = await setUp({ rules: FAST }, 21);
    await room.start();
    const speech = await room.until('day.speech');
    // The round's first turn says the order as the judge would, then calls the first speaker.
    expect(speech.step!.say[0]).toMatch(/^请从 \d+ 号开始依次发言：/);
    const first = Number(/^请 (\d+) 号玩家发言。$/.exec(speech.step!.say.at(-1)!)![1]);
    expect(speech.step!.timer!.seconds).toBe(90);
    // The host phone shows 「跳过」 on a speech: the table tells the page the host may end it.
    expect(speech.step!.hostMayClose).toBe(true);
    const prompt = (await room.turn(first)).prompt!;
    expect(prompt).toMatchObject({ key: 'day.speech', title: '轮到你发言', input: { type: 'none' }, passLabel: '过（发言完毕）' });
    const others = room.table.phones.map((_, i) => i + 1).filter((s) => s !== first);
    expect((await room.turn(others[0])).prompt).toBeNull();
    expect(await room.api.code(room.table.phones[others[0] - 1], 'play', { roomNo: room.table.roomNo, stepId: speech.step!.id, input: {} })).toBe('NOT_YOUR_TURN');
    room.api.clock.now += 10_000;
    await must(room.api.call(room.table.phones[first - 1], 'play', { roomNo: room.table.roomNo, stepId: speech.step!.id, input: {} }));
    const second = await room.view();
    // Each speaker's turn is shown under an id of its own.
    expect(second.step!.id).toBeGreaterThan(speech.step!.id);
    expect(second.step!.say[0]).not.toContain(`${first} 号`);
    // The next speaker is public: the table's version moves so every phone reads it.
    expect(second.v).toBe(speech.v + 1);
    expect(second.step!.timer!.endsAt).toBe(room.api.clock.now + 90_000);
    // The host's 「跳过」 meant for the first speaker, arriving after his own 「过」, does not end the next one's turn.
    expect(await room.api.code(HOST, 'act', { roomNo: room.table.roomNo, stepId: speech.step!.id })).toBe('STALE_STEP');
    expect((await room.view()).step!.say).toEqual(second.step!.say);
    const skipped = await must<TableView>(room.api.call(HOST, 'act', { roomNo: room.table.roomNo, stepId: second.step!.id }));
    expect(skipped.step!.say[0]).not.toBe(second.step!.say[0]);
    expect(skipped.step!.id).toBeGreaterThan(second.step!.id);
    // Time runs out for a speaker: the turn passes on.
    room.api.clock.now = skipped.step!.timer!.endsAt;
    expect((await room.view()).step!.say[0]).not.toBe(skipped.step!.say[0]);
  });

  it('gives the host no line twice when the last speaker passes on his own phone: the round\'s opening was said', async () => {
    const room = await setUp({ rules: FAST }, 21);
    await room.start();
    const speech = await room.until('day.speech');
    const heard: string[] = [...speech.step!.say];
    let view = speech;
    for (let i = 0; i < 20 && view.step?.key === 'day.speech'; i++) {
      const turns = await Promise.all(room.table.phones.map((_, k) => room.turn(k + 1)));
      const speaker = turns.findIndex((t) => t.prompt?.key === 'day.speech');
      await must(room.api.call(room.table.phones[speaker], 'play', { roomNo: room.table.roomNo, stepId: view.step!.id, input: {} }));
      // The host phone reads the table after each 「过」, as its signal makes it.
      view = await room.view();
      heard.push(...view.news ?? [], ...view.step?.say ?? []);
    }
    expect(view.step?.key).not.toBe('day.speech');
    expect(view.news).toBeUndefined();
    expect(heard.filter((line) => line.startsWith('请从 '))).toHaveLength(1);
  });

  it('shows who has not voted, takes changed ballots, closes at the timer with missing ballots as abstentions, and refuses a late ballot', async () => {
    const { api, table, vote, turn, view, store } = await atVote();
    const stepId = vote.step!.id;
    expect(vote.step!.timer!.seconds).toBe(30);
    expect(vote.step!.hostMayClose).toBe(true);
    // The host reads out a vote on the phones: nobody is told to point or raise a hand.
    expect(vote.step!.say.join('')).toContain('请在自己的手机上投票');
    expect(vote.step!.say.join('')).not.toMatch(/伸手|举手|握拳/);
    const living = vote.seats.filter((s) => s.alive).map((s) => s.seat);
    expect(vote.step!.waiting).toEqual(living);
    const [a, b, c] = living;
    const prompt = (await turn(a)).prompt!;
    expect(prompt.input).toMatchObject({ type: 'seats', min: 0, max: 1 });
    const play = (seat: number, input: unknown) => api.call(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId, input });
    expect((await play(a, { seats: [b] })).ok).toBe(true);
    expect((await play(a, { seats: [c] })).ok).toBe(true);
    expect((await play(b, { seats: [c] })).ok).toBe(true);
    expect((await view()).step!.waiting).toEqual(living.filter((s) => s !== a && s !== b));
    // The timer runs out as c's ballot arrives: the ballot finds the vote closed.
    api.clock.now = vote.step!.timer!.endsAt;
    const late = await play(c, { seats: [a] });
    expect(late.ok ? 'ok' : late.error.code).toBe('STALE_STEP');
    // a and b voted c, everyone else abstained: c is exiled.
    const exile = (await view()).step!;
    expect(exile.id).toBe(stepId + 1);
    expect(exile.key).toBe('day.exile');
    expect(exile.say.join('')).toContain(`${c} 号`);
    expect((await store.get(table.roomNo))!.room.match.inputs.at(-1)).toEqual({ ballots: { [a]: c, [b]: c } });
  });

  it('refuses a dead player voting, a seat answering for another, a stale step and junk, changing nothing', async () => {
    const { api, table, vote, view } = await atVote();
    const stepId = vote.step!.id;
    const dead = vote.seats.find((s) => !s.alive);
    const living = vote.seats.filter((s) => s.alive).map((s) => s.seat);
    const before = await stored(api, table);
    const play = (seat: number, params: Record<string, unknown>) => api.code(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId, ...params });
    expect(dead).toBeDefined();
    if (dead) expect(await play(dead.seat, { input: { seats: [living[0]] } })).toBe('NOT_YOUR_TURN');
    // A dead player's day action is answered as his vote is: he is out.
    if (dead) {
      const out = await api.call(table.phones[dead.seat - 1], 'play', { roomNo: table.roomNo, stepId, input: { explode: dead.seat } });
      expect(out).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '你已出局，本局不能再行动' } });
    }
    expect(await play(living[0], { input: { ballots: { [living[1]]: living[0] } } })).toBe('BAD_REQUEST');
    expect(await play(living[0], { input: { seats: [living[1], living[2]] } })).toBe('ILLEGAL_MOVE');
    expect(await play(living[0], { stepId: stepId - 1, input: { seats: [living[1]] } })).toBe('STALE_STEP');
    expect(await play(living[0], { input: { seats: [99] } })).toBe('BAD_REQUEST');
    expect(await play(living[0], { input: { explode: living[1] } })).toBe('NOT_YOUR_TURN');
    // No answer at all is not an abstention: a phone that lost its input must not erase a vote.
    expect(await play(living[0], {})).toBe('BAD_REQUEST');
    expect(await stored(api, table)).toBe(before);
    expect((await view()).step!.waiting).toEqual(living);
  });

  it('pauses: timers freeze, nothing closes, and resume gives the step back the time it had left', async () => {
    const { api, table, vote, view } = await atVote();
    const left = vote.step!.timer!.endsAt - api.clock.now;
    api.clock.now += 5_000;
    const paused = await must<TableView>(api.call(HOST, 'pause', { roomNo: table.roomNo }));
    expect(paused.paused).toBe(true);
    api.clock.now += 600_000;
    const still = await view();
    expect(still.step!.id).toBe(vote.step!.id);
    // The clock a phone shows stands still: the time left when paused, however long the pause.
    expect(still.step!.timer!.endsAt - still.serverNow).toBe(left - 5_000);
    const voter = vote.seats.find((s) => s.alive)!.seat;
    const turn = await must<MyTurnResult>(api.call(table.phones[voter - 1], 'myTurn', { roomNo: table.roomNo }));
    expect(turn.prompt!.closesAt! - turn.table.serverNow).toBe(left - 5_000);
    const resumed = await must<TableView>(api.call(HOST, 'resume', { roomNo: table.roomNo }));
    expect(resumed.paused).toBeUndefined();
    expect(resumed.step!.timer!.endsAt).toBe(api.clock.now + left - 5_000);
    expect(await api.code(table.phones[0], 'pause', { roomNo: table.roomNo })).toBe('NOT_JUDGE');
  });

  it('is no action of a judge room: its own judge is told so (BAD_REQUEST), not that they are not the judge', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok(HOST, 'createRoom', { game: 'killer', players: 6 });
    for (const action of ['pause', 'resume']) {
      expect(await api.call(HOST, action, { roomNo })).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '法官主持的房间没有暂停：节奏由法官掌握' } });
    }
  });
});

describe('refusals speak the rule, as the judge would hear it', () => {
  const message = async (answer: Promise<{ ok: boolean; error?: { code: string; message: string } }>) => {
    const result = await answer;
    return result.ok ? 'ok' : `${result.error!.code} ${result.error!.message}`;
  };

  it('tells a dead player he is out, and a ballot for a dead seat that it is no candidate', async () => {
    const { api, table, start, until, seatsOf } = await setUp({ rules: FAST }, 21);
    await start();
    const wolves = await seatsOf('werewolf');
    const victim = [1, 2, 3, 4, 5].find((s) => !wolves.includes(s))!;
    const knife = await until('night.wolves');
    for (const wolf of wolves) {
      await must(api.call(table.phones[wolf - 1], 'play', { roomNo: table.roomNo, stepId: knife.step!.id, input: { seats: [victim] } }));
    }
    const vote = await until('day.vote');
    expect(vote.seats[victim - 1].alive).toBe(false);
    const living = vote.seats.filter((s) => s.alive).map((s) => s.seat);
    const play = (seat: number, input: unknown) => message(api.call(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId: vote.step!.id, input }));
    expect(await play(victim, { seats: [living[0]] })).toBe('NOT_YOUR_TURN 你已出局，本局不能再行动');
    expect(await play(living[0], { seats: [victim] })).toBe(`ILLEGAL_MOVE ${victim} 号不是这一轮的候选人`);
  });

  it('refuses the guard protecting the same seat two nights running with the rule itself', async () => {
    const { api, table, start, until, seatsOf } = await setUp({ preset: 'modern12-guard', rules: FAST }, 21);
    await start();
    const [guard] = await seatsOf('guard');
    const [wolf] = await seatsOf('werewolf');
    const protect = (stepId: number) => message(api.call(table.phones[guard - 1], 'play', { roomNo: table.roomNo, stepId, input: { seats: [wolf] } }));
    const first = await until('night.guard');
    expect(await protect(first.step!.id)).toBe('ok');
    const second = await until('night.guard');
    expect(second.round).toBe(first.round + 1);
    expect(await protect(second.step!.id)).toBe(`ILLEGAL_MOVE 守卫不能连续两晚守护同一名玩家：${wolf} 号昨晚已被守护`);
  });
});

describe('a judge room\'s night on a player\'s phone', () => {
  it('shows only 夜晚: no step key, title, lines or progress while the judge walks the night', async () => {
    const api = inProcessApi();
    const created = await must(api.call(HOST, 'createRoom', { game: 'werewolf', players: 12, preset: 'classic' }));
    const roomNo: string = created.roomNo;
    for (let seat = 1; seat <= 12; seat++) await must(api.call(`p${seat}`, 'joinRoom', { roomNo, seat }));
    let view = await must(api.call(HOST, 'judgeView', { roomNo }));
    const faces = new Set<string>();
    let nightSteps = 0;
    while (view.step && view.round < 2) {
      const table = await must<TableView>(api.call('p5', 'tableView', { roomNo }));
      if (table.phase === 'night') {
        nightSteps++;
        faces.add(JSON.stringify(table.step));
        expect(table.step).toEqual({ id: 0, key: 'night', title: '夜晚', say: [], waitsOn: 'host' });
      } else {
        expect(table.step!.key).toBe(view.step.key);
      }
      view = await must(api.call(HOST, 'act', { roomNo, stepId: view.step.id, input: simpleInput(view.step) }));
    }
    expect(nightSteps).toBeGreaterThan(3);
    expect(faces.size).toBe(1);
  });
});
