// 无声之夜: at every night step every living phone has something to answer — the actor its real
// prompt, everyone else a decoy guess of the same shape — and the guesses change nothing but the
// 复盘's 怀疑图. Played on the real action table in-process with a fake clock.
import type { MyTurnResult, Review, TableView } from '../../typings/api';
import { suspicionOf } from '../../cloudfunctions/game/src/decoys';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, playByPhones, type Call } from '../helpers/phones';

const HOST = 'host';
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };

async function setUp(rules: Record<string, unknown>, seed = 5) {
  const api = inProcessApi(memoryStore(), seed);
  const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, preset: 'classic', rules });
  const { roomNo, phones } = table;
  const turns = () => Promise.all(phones.map((p) => must<MyTurnResult>(api.call(p, 'myTurn', { roomNo }))));
  const view = () => must<TableView>(api.call(HOST, 'tableView', { roomNo }));
  const room = async () => (await api.store.get(roomNo))!;
  const roles = async () => (await room()).room.match.state.seats.map((s) => s.role);
  const guess = (seat: number, stepId: number, input: unknown) => api.call(phones[seat - 1], 'play', { roomNo, stepId, input });
  /** Plays on (random answers, the clock moved to each timer's end) until `stop` holds. */
  const until = (stop: (v: TableView) => boolean) => playByPhones(api.call, table, seed, {
    stop,
    clock: api.clock,
  });
  return { api, table, turns, view, room, roles, guess, until };
}

describe('every living player acts at every night step', () => {
  it('gives the actor the real prompt and every other living seat a decoy of one shape, on the same step and close time', async () => {
    const { turns, roles, until } = await setUp({}, 5);
    const opened = await until((v) => v.step?.key === 'night.seer');
    const seer = (await roles()).indexOf('seer') + 1;
    const all = await turns();
    const living = opened.seats.map((s) => s.seat);
    for (const [i, { prompt }] of all.entries()) {
      expect(prompt).toMatchObject({ stepId: opened.step!.id, closesAt: opened.step!.timer!.endsAt });
      if (i + 1 === seer) {
        expect(prompt!.key).toBe('night.seer');
        continue;
      }
      expect(prompt).toMatchObject({ key: 'night.guess', input: { type: 'seats', min: 0, max: 1, options: living }, passLabel: '不猜' });
      expect(prompt!.say[0]).toMatch(/^你觉得|^你最不信任/);
      expect(prompt!.info).toBeUndefined();
    }
    // The question changes with the step.
    const wolves = await until((v) => v.step?.key === 'night.witchSave' || v.step?.key === 'night.witch');
    const later = (await turns()).find((t) => t.prompt?.key === 'night.guess')!.prompt!;
    expect(later.stepId).toBe(wolves.step!.id);
  });

  it('records a decoy guess (the same 已记录 answer), changes nothing public, holds nothing open, and refuses stale or bad guesses', async () => {
    const { api, turns, view, room, roles, guess, until } = await setUp({}, 5);
    const opened = await until((v) => v.step?.key === 'night.seer');
    const stepId = opened.step!.id;
    const seer = (await roles()).indexOf('seer') + 1;
    const seat = seer === 1 ? 2 : 1;
    const before = await room();
    expect(await api.code(`${opened.roomNo}-phone${seat}`, 'play', { roomNo: opened.roomNo, stepId, input: { seats: [99] } })).toBe('BAD_REQUEST');
    expect(await api.code(`${opened.roomNo}-phone${seat}`, 'play', { roomNo: opened.roomNo, stepId, input: { choice: 'save' } })).toBe('BAD_REQUEST');
    expect(await api.code(`${opened.roomNo}-phone${seat}`, 'play', { roomNo: opened.roomNo, stepId, input: { seats: [1, 2] } })).toBe('ILLEGAL_MOVE');
    expect(await api.code(`${opened.roomNo}-phone${seat}`, 'play', { roomNo: opened.roomNo, stepId: stepId - 1, input: { seats: [3] } })).toBe('STALE_STEP');
    expect((await room()).version).toBe(before.version);
    // One call answers and shows the recorded guess; a second guess on the step replaces the first.
    const answered = must<MyTurnResult>(guess(seat, stepId, { seats: [3] }));
    expect((await answered).prompt).toMatchObject({ key: 'night.guess', answer: { seats: [3] } });
    expect((await must<MyTurnResult>(guess(seat, stepId, { seats: [4] }))).prompt!.answer).toEqual({ seats: [4] });
    const now = await view();
    expect(now.v).toBe(opened.v);
    expect(now.step).toEqual(opened.step);
    expect(JSON.stringify(now)).not.toMatch(/guess/);
    // The engine's match is untouched: the same inputs, the same state.
    expect((await room()).room.match).toEqual(before.room.match);
    expect((await room()).room.auto!.guesses!.filter((g) => g.stepId === stepId)).toEqual([{ round: 1, stepId, seat, guess: 4 }]);
    // The step still closes at its time, not at the guesses.
    api.clock.now = opened.step!.timer!.endsAt - 1;
    expect((await view()).step!.id).toBe(stepId);
    api.clock.now = opened.step!.timer!.endsAt;
    expect((await view()).step!.id).toBeGreaterThan(stepId);
    expect(await api.code(`${opened.roomNo}-phone${seat}`, 'play', { roomNo: opened.roomNo, stepId, input: { seats: [3] } })).toBe('STALE_STEP');
    expect((await turns())[seat - 1].prompt!.answer).toBeUndefined();
  });

  it('at 0 s: the decoys never hold a step open nor close a dead role\'s step; a dead player gets no prompt and is told he is out', async () => {
    const { api, turns, view, until, table } = await setUp(FAST, 9);
    const night2 = await until((v) => v.round === 2 && v.phase === 'night' && v.step?.waitsOn === 'players');
    const dead = night2.seats.filter((s) => !s.alive).map((s) => s.seat);
    expect(dead.length).toBeGreaterThan(0);
    const all = await turns();
    for (const seat of dead) {
      expect(all[seat - 1].prompt).toBeNull();
      const refused = await api.call(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId: night2.step!.id, input: { seats: [] } });
      expect(refused.ok ? 'ok' : refused.error).toEqual({ code: 'NOT_YOUR_TURN', message: '你已出局，本局不能再行动' });
    }
    const decoys = all.flatMap((t, i) => (t.prompt?.key === 'night.guess' ? [i + 1] : []));
    const real = all.flatMap((t, i) => (t.prompt && t.prompt.key !== 'night.guess' ? [i + 1] : []));
    expect(decoys.length + real.length + dead.length).toBe(12);
    for (const seat of decoys) await must(api.call(table.phones[seat - 1], 'play', { roomNo: table.roomNo, stepId: night2.step!.id, input: { seats: [] } }));
    // Every decoy answered: a step with a real actor still waits for the actor, one without waits for the host.
    expect((await view()).step!.id).toBe(night2.step!.id);
  });

  it('asks nothing of the others when the room turns decoys off', async () => {
    const { turns, roles, until } = await setUp({ 'auto.nightDecoy': 'off' }, 5);
    await until((v) => v.step?.key === 'night.seer');
    const seer = (await roles()).indexOf('seer') + 1;
    expect((await turns()).flatMap((t, i) => (t.prompt ? [i + 1] : []))).toEqual([seer]);
  });
});

describe('no phone can stall a game', () => {
  /** The phones of `silent` never reach the server with an answer (locked, out of battery). */
  const muted = (call: Call, silent: (openid: string, params: Record<string, unknown>) => boolean): Call => (openid, action, params = {}) => (
    action === 'play' && silent(openid, params) ? Promise.resolve({ ok: false, error: { code: 'STALE_STEP', message: '（这部手机没有发出）' } }) : call(openid, action, params)
  );

  it('reaches a winner with two phones that never answer anything (5 s nights): their steps close at their time, votes abstain, speeches end at the timer', async () => {
    const api = inProcessApi(memoryStore(), 21);
    const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, preset: 'classic', rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 } });
    const silent = new Set([table.phones[1], table.phones[6]]);
    let idled = 0;
    const ended = await playByPhones(muted(api.call, (openid) => silent.has(openid)), table, 21, {
      idle: (v) => {
        if (!v.step?.timer || v.step.timer.endsAt <= api.clock.now) return false;
        idled += 1;
        api.clock.now = v.step.timer.endsAt;
        return true;
      },
    });
    expect(ended.status).toBe('ended');
    expect(ended.winner).toBeDefined();
    expect(idled).toBeGreaterThan(5);
  }, 60_000);

  it('at 0 s the host\'s 下一步 moves every night step on when no phone answers at night', async () => {
    const api = inProcessApi(memoryStore(), 22);
    const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, preset: 'classic', rules: FAST });
    /** Whether the host last saw a night step that players answer: the phones stay silent then. */
    let nightOpen = false;
    const nightSteps = new Set<number>();
    const closedByHost = new Set<number>();
    const call: Call = async (openid, action, params = {}) => {
      const answer = await api.call(openid, action, params);
      if (action === 'act' && answer.ok && nightSteps.has(params.stepId as number)) closedByHost.add(params.stepId as number);
      return answer;
    };
    const ended = await playByPhones(muted(call, () => nightOpen), table, 22, {
      observeTable: (v) => {
        nightOpen = v.phase === 'night' && v.step?.waitsOn === 'players';
        if (nightOpen) {
          expect(v.step!.hostMayClose).toBe(true);
          nightSteps.add(v.step!.id);
        }
      },
    });
    expect(ended.status).toBe('ended');
    expect(nightSteps.size).toBeGreaterThan(5);
    expect([...closedByHost].sort()).toEqual([...nightSteps].sort());
  }, 60_000);
});

describe('the 怀疑图 in the 复盘', () => {
  it('shows each night\'s last guess per player and who hit the wolves best, only once the game is over', async () => {
    const { api, table, room } = await setUp(FAST, 12);
    const seen: string[] = [];
    const ended = await playByPhones(api.call, table, 12, {
      observe: (_seat, turn) => { if (turn.table.status !== 'ended') seen.push(JSON.stringify(turn)); },
      observeTable: (v) => { if (v.status !== 'ended') seen.push(JSON.stringify(v)); },
    });
    expect(seen.filter((s) => /suspicion|火眼金睛/.test(s))).toEqual([]);
    const review = ended.review!;
    const suspicion = review.suspicion!;
    const guesses = (await room()).room.auto!.guesses!;
    expect(suspicion.nights.length).toBeGreaterThan(0);
    const bad = new Set(review.seats.filter((s) => s.bad).map((s) => s.seat));
    const totals = new Map<number, { hits: number; guesses: number }>();
    for (const night of suspicion.nights) {
      for (const g of night.guesses) {
        const last = guesses.filter((r) => r.round === night.round && r.seat === g.seat && r.guess !== null).at(-1)!;
        expect(g).toEqual({ seat: g.seat, guess: last.guess, hit: bad.has(last.guess!) });
        const t = totals.get(g.seat) ?? { hits: 0, guesses: 0 };
        totals.set(g.seat, { hits: t.hits + (g.hit ? 1 : 0), guesses: t.guesses + 1 });
      }
    }
    // Only players outside the bad camp compete: a wolf naming his teammate is no sharp eye.
    for (const seat of suspicion.sharpest.seats) expect(bad.has(seat)).toBe(false);
    const best = Math.max(...[...totals].filter(([seat]) => !bad.has(seat)).map(([, t]) => t.hits / t.guesses));
    if (best === 0) expect(suspicion.sharpest.seats).toEqual([]);
    else {
      for (const seat of suspicion.sharpest.seats) expect(totals.get(seat)!.hits / totals.get(seat)!.guesses).toBe(best);
      expect(suspicion.sharpest.text).toMatch(/^火眼金睛：/);
    }
    // Every phone's card review carries the same 怀疑图.
    const card = await must<MyTurnResult>(api.call(table.phones[0], 'myTurn', { roomNo: table.roomNo }));
    expect(card.table.review!.suspicion).toEqual(suspicion);
  }, 60_000);

  it('names every tied best guesser, prefers more hits at one rate, and nobody when no guess hit', () => {
    const review = { game: 'werewolf', seats: [1, 2, 3, 4, 5].map((seat) => ({ seat, bad: seat === 5 })), phases: [{ round: 1, phase: 'night', title: '第 1 夜', events: [] }] } as unknown as Review;
    const room = (guesses: [number, number, number, number | null][]) => ({
      host: 'auto', auto: { guesses: guesses.map(([round, stepId, seat, guess]) => ({ round, stepId, seat, guess })) },
    }) as unknown as Room;
    // Night 1: seat 1 guesses 2 then changes to 5 (a hit), seat 2 hits, seat 3 misses; night 2: seat 2 hits again, seat 1 misses.
    const suspicion = suspicionOf(room([[1, 3, 1, 2], [1, 4, 1, 5], [1, 3, 2, 5], [1, 3, 3, 4], [2, 9, 2, 5], [2, 9, 1, 3], [2, 10, 4, null]]), review)!;
    expect(suspicion.nights).toEqual([
      { round: 1, title: '第 1 夜', guesses: [{ seat: 1, guess: 5, hit: true }, { seat: 2, guess: 5, hit: true }, { seat: 3, guess: 4, hit: false }] },
      { round: 2, title: '第 2 夜', guesses: [{ seat: 1, guess: 3, hit: false }, { seat: 2, guess: 5, hit: true }] },
    ]);
    expect(suspicion.sharpest).toEqual({ seats: [2], hits: 2, guesses: 2, text: '火眼金睛：2 号（2 次猜测，2 次猜中狼人阵营）' });
    expect(suspicionOf(room([[1, 3, 1, 5], [1, 3, 2, 5]]), review)!.sharpest.seats).toEqual([1, 2]);
    expect(suspicionOf(room([[1, 3, 1, 5], [1, 3, 2, 5], [2, 8, 2, 5]]), review)!.sharpest.seats).toEqual([2]);
    expect(suspicionOf(room([[1, 3, 1, 4]]), review)!.sharpest).toEqual({ seats: [], hits: 0, guesses: 0, text: '火眼金睛：没有人猜中狼人阵营' });
    expect(suspicionOf(room([[1, 3, 1, null]]), review)).toBeUndefined();
    // The wolf (5) names his own camp: he is in the 怀疑图, not in the 火眼金睛.
    const wolfGuesses = suspicionOf(room([[1, 3, 5, 5], [1, 3, 1, 5], [1, 4, 2, 3]]), review)!;
    expect(wolfGuesses.nights[0].guesses).toContainEqual({ seat: 5, guess: 5, hit: true });
    expect(wolfGuesses.sharpest.seats).toEqual([1]);
  });
});
