// The room's public signal: what every phone may watch. It moves with every change the table may
// see, carries the public table, and nothing in it tells a role, a target or a word. Each seat's
// own signal carries that seat's turn.
import type { JudgeView, MyTurnResult, RoomSignal, SeatSignal, Step, TableView } from '../../typings/api';
import { readSignal, ROOM_TTL_MS } from '../../cloudfunctions/game/src/actions';
import type { SignalBoard } from '../../cloudfunctions/game/src/signals/port';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { autoTable, playByPhones } from '../helpers/phones';

const JUDGE = 'judge';

/** A board that keeps every signal published (as on the wire), per room and per seat, and what was removed. */
function recordingBoard(fail = false) {
  const signals = new Map<string, RoomSignal[]>();
  const seats = new Map<string, SeatSignal & { openid: string }>();
  const removed: string[] = [];
  const board: SignalBoard = {
    async publish(roomNo, signal) {
      if (fail) throw new Error('signal write refused');
      signals.set(roomNo, [...(signals.get(roomNo) ?? []), JSON.parse(JSON.stringify(signal))]);
    },
    async publishSeat(roomNo, seat, { expiresAt: _expiresAt, ...signal }) {
      seats.set(`${roomNo}:${seat}`, JSON.parse(JSON.stringify(signal)));
    },
    async remove(roomNo) {
      removed.push(roomNo);
    },
  };
  const last = (roomNo: string) => signals.get(roomNo)?.at(-1);
  const lastSeat = (roomNo: string, seat: number) => seats.get(`${roomNo}:${seat}`);
  return { board, signals, removed, last, lastSeat };
}

/** A signal as the tests compare it: without its table (checked on its own). */
const withoutTable = (signal: RoomSignal | undefined) => {
  if (!signal) return signal;
  const { table: _table, ...rest } = signal;
  return rest;
};

/** Two tables the same but for the room number and the clock they were answered at. */
const tableFace = (table: TableView | undefined) => table && { ...table, roomNo: '', serverNow: 0 };

const SIGNAL_KEYS = ['dead', 'deal', 'expiresAt', 'joined', 'phase', 'round', 'status', 'stepId', 'v'];

/** The plain input that moves a step on: the first options, the first choice, or nothing. */
function plainInput(step: Step): unknown {
  switch (step.input.type) {
    case 'seats': return { seats: step.input.options.slice(0, step.input.min) };
    case 'choice': return { choice: (step.input.options.find((o) => o.id === 'skip') ?? step.input.options[0]).id };
    case 'ballots': return { ballots: {} };
    default: return {};
  }
}

describe('the public version v and the deal count', () => {
  it('v grows with every change the table may see, also when undo takes the step back; deal counts the deals', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6 });
    expect(view.v).toBe(1);
    const joined = await api.ok('p1', 'joinRoom', { roomNo, nickname: '甲' });
    expect(joined).toMatchObject({ deal: 1, v: 2 });
    expect(await api.ok('p1', 'myCard', { roomNo })).toMatchObject({ deal: 1, v: 2 });
    // The same seat again with the same nickname changes nothing; a new nickname shows at the table.
    expect(await api.ok('p1', 'joinRoom', { roomNo, nickname: '甲' })).toMatchObject({ v: 2 });
    expect(await api.ok('p1', 'joinRoom', { roomNo, nickname: '乙' })).toMatchObject({ v: 3 });
    expect((await api.ok(JUDGE, 'judgeView', { roomNo }) as JudgeView).seats.map((s) => s.nickname)).toContain('乙');
    const acted: JudgeView = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id });
    expect(acted.v).toBe(4);
    const undone: JudgeView = await api.ok(JUDGE, 'undo', { roomNo });
    expect(undone.step?.id).toBe(view.step.id);
    expect(undone.v).toBe(5);
    const redealt: JudgeView = await api.ok(JUDGE, 'redeal', { roomNo });
    expect(redealt.v).toBe(6);
    expect(await api.ok('p1', 'myCard', { roomNo })).toMatchObject({ deal: 2, v: 6 });
    await api.ok(JUDGE, 'redeal', { roomNo });
    expect(await api.ok('p1', 'myCard', { roomNo })).toMatchObject({ deal: 3, v: 7 });
  });

  it('a room stored before deals and versions were kept loads as deal 1, v 1, and plays on from there', async () => {
    const store = memoryStore();
    const api = inProcessApi(store);
    const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6 });
    await api.ok('p1', 'joinRoom', { roomNo });
    const stored = await store.get(roomNo);
    if (!stored) throw new Error('room not stored');
    const { v: _v, ...room } = stored.room;
    const { deal: _deal, ...match } = room.match;
    expect(await store.update(roomNo, stored.version, { ...room, match })).toBe(true);

    expect(await api.ok('p1', 'myCard', { roomNo })).toMatchObject({ deal: 1, v: 1 });
    expect((await api.ok(JUDGE, 'judgeView', { roomNo })).v).toBe(1);
    expect((await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id })).v).toBe(2);
    expect((await api.ok(JUDGE, 'redeal', { roomNo })).v).toBe(3);
    expect(await api.ok('p1', 'myCard', { roomNo })).toMatchObject({ deal: 2, v: 3 });
  });

  it('a judge room\'s night is one step to the table: the judge\'s taps move neither v nor the signal\'s step, dawn does', async () => {
    const { board, last, signals } = recordingBoard();
    const api = inProcessApi(memoryStore(), 1, board);
    const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 9, preset: 'classic' });
    for (let i = 1; i <= 9; i++) await api.ok(`p${i}`, 'joinRoom', { roomNo });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    const atNight = last(roomNo)!;
    expect(atNight).toMatchObject({ phase: 'night', stepId: 0 });
    const published = signals.get(roomNo)!.length;
    const seen = new Set<string>();
    while (view.step && view.phase === 'night') {
      api.clock.now += 20_000;
      view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input: plainInput(view.step) });
      // Not even the room's expiry moves with a tap: nothing is written to the signal until dawn.
      if (view.phase === 'night') expect(signals.get(roomNo)!.length).toBe(published);
      expect((await readSignal(api.store, api.clock.now, roomNo, JUDGE, false)).expiresAt).toBe(view.phase === 'night' ? atNight.expiresAt : api.clock.now + ROOM_TTL_MS);
      const table: TableView = await api.ok('p1', 'tableView', { roomNo });
      if (view.phase === 'night') seen.add(JSON.stringify([withoutTable(last(roomNo)), table.v, table.step]));
    }
    // Every tap of the judge at night: one face of the night for every phone.
    expect(seen.size).toBe(1);
    expect(withoutTable(last(roomNo))).toMatchObject({ phase: 'day', v: atNight.v + 1, stepId: view.step!.id });
  });

  it('shows the expiry from the last change the table saw, until that passes with the room still open', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 9, preset: 'classic' });
    const shown = (await readSignal(api.store, api.clock.now, roomNo, JUDGE, false)).expiresAt;
    expect(shown).toBe(api.clock.now + ROOM_TTL_MS);
    // A tap at night an hour later keeps the room open an hour longer; the table is not told when it came.
    api.clock.now += 3_600_000;
    await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id });
    expect((await readSignal(api.store, api.clock.now, roomNo, JUDGE, false)).expiresAt).toBe(shown);
    api.clock.now = shown + 1;
    expect((await readSignal(api.store, api.clock.now, roomNo, JUDGE, false)).expiresAt).toBe(shown + 3_600_000);
  });
});

describe('the signal board', () => {
  it('gets the room\'s signal after every accepted write, nothing for a refused one, and loses the room when it closes', async () => {
    const { board, signals, removed, last } = recordingBoard();
    const api = inProcessApi(memoryStore(), 1, board);
    const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6 });
    expect(withoutTable(last(roomNo))).toEqual({
      v: 1, deal: 1, stepId: view.step.id, round: 1, phase: 'day', status: 'playing', dead: [], joined: 0,
      expiresAt: api.clock.now + ROOM_TTL_MS,
    });
    api.clock.now += 1000;
    await api.ok('p1', 'joinRoom', { roomNo });
    expect(last(roomNo)).toMatchObject({ v: 2, joined: 1, expiresAt: api.clock.now + ROOM_TTL_MS });
    const count = signals.get(roomNo)?.length;
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 99 })).toBe('STALE_STEP');
    expect(await api.code('p2', 'act', { roomNo, stepId: view.step.id })).toBe('NOT_JUDGE');
    await api.ok('p1', 'myCard', { roomNo });
    expect(signals.get(roomNo)?.length).toBe(count);
    await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id });
    expect(last(roomNo)).toMatchObject({ v: 3, stepId: view.step.id + 1 });
    await api.ok(JUDGE, 'closeRoom', { roomNo });
    expect(removed).toEqual([roomNo]);
  });

  it('a failed signal write never fails the call: it is logged and the room changed all the same', async () => {
    const { board } = recordingBoard(true);
    const api = inProcessApi(memoryStore(), 1, board);
    const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6 });
    await api.ok('p1', 'joinRoom', { roomNo });
    const acted = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id });
    expect(acted.step.id).toBe(view.step.id + 1);
    expect(await api.ok('p1', 'myCard', { roomNo })).toMatchObject({ seat: 1, v: 3 });
    expect(api.errors).toHaveLength(3);
    expect(api.errors[0]).toContain('signal write refused');
  });
});

describe('nothing in the signal tells a role, a target or a word', () => {
  /** Plays the room with plain inputs, except `override` at the step keys it names; the signals after each step. */
  async function playRoom(seed: number, params: Record<string, unknown>, override: Record<string, unknown>, until: string) {
    const { board, last } = recordingBoard();
    const api = inProcessApi(memoryStore(), seed, board);
    const { roomNo } = await api.ok(JUDGE, 'createRoom', params);
    for (let i = 1; i <= (params.players as number); i++) await api.ok(`p${i}`, 'joinRoom', { roomNo });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    const seen: { key: string; signal: RoomSignal | undefined }[] = [{ key: 'joined', signal: last(roomNo) }];
    for (let steps = 0; view.step && steps < 60; steps++) {
      const step: Step = view.step;
      view = await api.ok(JUDGE, 'act', { roomNo, stepId: step.id, input: override[step.key] ?? plainInput(step) });
      seen.push({ key: view.step?.key ?? 'ended', signal: last(roomNo) });
      if (view.step?.key === until) break;
    }
    return { seen, view };
  }

  it('has exactly the public fields, each a number, a phase, a status or a list of seats, and the table of its version', async () => {
    const { seen } = await playRoom(3, { game: 'werewolf', players: 12, preset: 'classic' }, {}, 'day.vote');
    for (const { signal } of seen) {
      const { table, ...fields } = signal as RoomSignal;
      expect(Object.keys(fields).sort()).toEqual(SIGNAL_KEYS);
      expect(table).toMatchObject({ v: fields.v, status: fields.status, phase: fields.phase, round: fields.round });
      const { phase, status, dead, ...numbers } = fields;
      expect(['night', 'day']).toContain(phase);
      expect(['playing', 'ended']).toContain(status);
      expect(dead.every((s) => Number.isInteger(s) && s >= 1 && s <= 12)).toBe(true);
      expect(Object.values(numbers).every((n) => Number.isInteger(n))).toBe(true);
    }
  });

  it('two deals of the same table (other roles, other words) signal the same', async () => {
    for (const params of [
      { game: 'werewolf', players: 12, preset: 'classic' },
      { game: 'killer', players: 9 },
      { game: 'undercover', players: 8 },
      { game: 'undercover', players: 8, words: { civilian: '苹果', undercover: '香蕉' } },
    ]) {
      const a = await playRoom(1, params, {}, 'night.close');
      const b = await playRoom(2, params, {}, 'night.close');
      expect(a.view.seats.map((s) => s.role)).not.toEqual(b.view.seats.map((s) => s.role));
      const face = (seen: { signal: RoomSignal | undefined }[]) => seen.slice(0, 3).map(({ signal }) => ({ ...withoutTable(signal), table: tableFace(signal?.table) }));
      expect(face(b.seen)).toEqual(face(a.seen));
    }
  });

  it('the wolves\' or the killers\' target shows only once the judge announces the dead', async () => {
    // The modern table holds its sheriff election before the night's deaths are announced.
    for (const [params, key] of [
      [{ game: 'werewolf', players: 12, preset: 'modern12-guard' }, 'night.wolves'],
      [{ game: 'werewolf', players: 12, preset: 'classic' }, 'night.wolves'],
      [{ game: 'killer', players: 9 }, 'night.killers'],
    ] as const) {
      const probe = await playRoom(5, params, {}, key);
      const step = probe.view.step;
      if (step?.input.type !== 'seats') throw new Error(`expected ${key}`);
      const wolves = new Set(probe.view.seats.filter((s) => s.role === 'werewolf' || s.role === 'killer').map((s) => s.seat));
      // A plain victim: not a wolf, not the witch (who might save herself), not a lover (who takes the other along).
      const [x, y] = step.input.options.filter((s) => !wolves.has(s) && probe.view.seats[s - 1].role !== 'witch'
        && !probe.view.seats[s - 1].tags.includes('lover'));
      const a = await playRoom(5, params, { [key]: { seats: [x] } }, 'day.dawn');
      const b = await playRoom(5, params, { [key]: { seats: [y] } }, 'day.dawn');
      const dawn = a.seen.findIndex((s) => s.key === 'day.dawn');
      expect(dawn).toBeGreaterThan(0);
      expect(b.seen.slice(0, dawn)).toEqual(a.seen.slice(0, dawn));
      expect(a.seen[dawn].signal?.dead).toEqual([x]);
      expect(b.seen[dawn].signal?.dead).toEqual([y]);
    }
  });

  it('the seer\'s or the police\'s check shows nowhere', async () => {
    for (const [params, key] of [
      [{ game: 'werewolf', players: 12, preset: 'classic' }, 'night.seer'],
      [{ game: 'killer', players: 9 }, 'night.police'],
    ] as const) {
      const probe = await playRoom(6, params, {}, key);
      const step = probe.view.step;
      if (step?.input.type !== 'seats') throw new Error(`expected ${key}`);
      const [x, y] = step.input.options;
      const a = await playRoom(6, params, { [key]: { seats: [x] } }, 'day.vote');
      const b = await playRoom(6, params, { [key]: { seats: [y] } }, 'day.vote');
      expect(b.seen).toEqual(a.seen);
    }
  });
});

describe('the room signal carries the table, each seat signal its turn', () => {
  it('in an auto room played by phones: the signal holds what tableView answers a seated player, the seat\'s signal what myTurn answers its player', async () => {
    const { board, last, lastSeat } = recordingBoard();
    const api = inProcessApi(memoryStore(), 4, board);
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'classic', rules: { 'auto.nightStepSeconds': 0 } });
    const problems: string[] = [];
    let checked = 0;
    const compare = (seat: number, turn: MyTurnResult) => {
      const signal = last(table.roomNo);
      // The read may have closed a due step: it then published what it answers. Otherwise the last
      // signal holds the same table, answered at an earlier moment.
      if (JSON.stringify(tableFace(signal?.table)) !== JSON.stringify(tableFace(turn.table))) problems.push(`table v${turn.table.v} differs from signal v${signal?.v}`);
      // The card's public version moves with the room's signal, not the seat's: the rest is the same.
      const { table: _table, v: _tableV, card: { v: _v, ...card }, ...own } = turn;
      const seatSignal = lastSeat(table.roomNo, seat);
      const signalled = seatSignal && { ...seatSignal, turn: seatSignal.turn && { ...seatSignal.turn, card: { ...seatSignal.turn.card, v: undefined } } };
      if (!seatSignal) {
        if (own.seatV !== 0) problems.push(`seat ${seat} at seatV ${own.seatV} without a signal`);
      } else if (JSON.stringify(signalled) !== JSON.stringify({ v: own.seatV, turn: { card, ...own }, openid: table.phones[seat - 1] })) {
        problems.push(`seat ${seat}: signal v${seatSignal.v} is not its turn at seatV ${own.seatV}`);
      }
      checked++;
    };
    await playByPhones(api.call, table, 4, { observe: compare, stop: (view) => view.round >= 3 || view.status === 'ended' });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
    // tableView itself, for a seated player, is the signal's table.
    const view: TableView = await api.ok(table.phones[0], 'tableView', { roomNo: table.roomNo });
    expect(last(table.roomNo)?.table).toEqual(view);
  });

  it('moves a seat\'s version when its own answer is recorded or a teammate picks, and not when another seat answers', async () => {
    const { board, lastSeat } = recordingBoard();
    const api = inProcessApi(memoryStore(), 2, board);
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'classic', rules: { 'auto.nightStepSeconds': 0, 'auto.nightDecoy': 'off' } });
    const { roomNo } = table;
    const versions = () => table.phones.map((_, i) => lastSeat(roomNo, i + 1)?.v ?? 0);
    const turns: MyTurnResult[] = [];
    await playByPhones(api.call, table, 2, { stop: (view) => view.step?.key === 'night.wolves' });
    for (const phone of table.phones) turns.push(await api.ok(phone, 'myTurn', { roomNo }));
    const wolves = turns.flatMap((t, i) => (t.prompt?.key === 'night.wolves' ? [i + 1] : []));
    expect(wolves.length).toBeGreaterThan(1);
    const before = versions();
    const [first, ...mates] = wolves;
    const target = turns[first - 1].prompt!.input.type === 'seats' ? (turns[first - 1].prompt!.input as { options: number[] }).options.find((s) => !wolves.includes(s))! : 0;
    await api.ok(table.phones[first - 1], 'play', { roomNo, stepId: turns[first - 1].prompt!.stepId, input: { seats: [target] } });
    const after = versions();
    const moved = after.flatMap((v, i) => (v > before[i] ? [i + 1] : []));
    expect(moved.sort((a, b) => a - b)).toEqual([first, ...mates].sort((a, b) => a - b));
    // Each mate's turn on its signal shows the pick.
    for (const mate of mates) expect(JSON.stringify(lastSeat(roomNo, mate)?.turn?.prompt?.info)).toContain(`${first} 号选了 ${target} 号`);
  });
});
