// Scripted phones for auto rooms: each seat reads its own turn and answers its prompt with a random
// legal answer (and a candidate now and then withdraws during the election speeches); the host's
// phone only starts the game and advances the readings. No judge anywhere.
import type { ApiResult, MyTurnResult, Prompt, TableView } from '../../typings/api';
import { seededRng, shuffle, type Rng } from '../../cloudfunctions/game/src/engine/core/rng';

export type Call = (openid: string, action: string, params?: Record<string, unknown>) => Promise<ApiResult<any>>;

export async function must<T = any>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data;
}

/** A random answer to a prompt, from what it offers. */
export function randomAnswer(prompt: Prompt, rng: Rng): Record<string, unknown> {
  const spec = prompt.input;
  switch (spec.type) {
    case 'none':
      return {};
    case 'choice':
      return { choice: spec.options[rng.int(spec.options.length)].id };
    case 'seats': {
      // A role that must pick does (its night grid takes an empty 「确定」 too, as every phone's does).
      const min = spec.skippable && prompt.passLabel !== undefined ? 0 : spec.min;
      const count = min + rng.int(Math.min(spec.max, spec.options.length) - min + 1);
      return { seats: shuffle(rng, spec.options).slice(0, count) };
    }
    case 'ballots':
      throw new Error('a phone never gets a ballots prompt');
  }
}

/**
 * An answer that changes as little as it may: no seat where none is needed, else the first; stay,
 * skip. A role that must pick has no name for an empty answer (no `passLabel`), though its night
 * grid takes an empty 「确定」 as every phone's does.
 */
export function quietAnswer(prompt: Prompt): Record<string, unknown> {
  const spec = prompt.input;
  if (spec.type === 'seats') return { seats: spec.min > 0 && (!spec.skippable || prompt.passLabel === undefined) ? spec.options.slice(0, spec.min) : [] };
  if (spec.type === 'choice') return { choice: (spec.options.find((o) => o.id === 'stay' || o.id === 'skip') ?? spec.options[0]).id };
  return {};
}

export interface Table { roomNo: string; host: string; phones: string[] }

/** Creates an auto room as `host` and seats `players` phones (the host on seat 1 when it plays too). */
export async function autoTable(call: Call, host: string, params: Record<string, unknown>, hostPlays = false): Promise<Table> {
  const created = await must<{ roomNo: string; view: TableView }>(call(host, 'createRoom', { host: 'auto', ...params }));
  const { roomNo } = created;
  const players = created.view.players;
  const phones = Array.from({ length: players }, (_, i) => (i === 0 && hostPlays ? host : `${roomNo}-phone${i + 1}`));
  for (const phone of phones) await must(call(phone, 'joinRoom', { roomNo }));
  return { roomNo, host, phones };
}

/**
 * Plays the room to its end: every phone answers whatever it is asked (a random legal answer, a
 * wolf sometimes self-destructs by day when `explode`), the host advances the readings. Returns the
 * final table and every turn seen, for the caller's checks.
 */
export interface PlayOptions {
  /** Every turn a phone reads. */
  observe?(seat: number, turn: MyTurnResult): void;
  /** Every table the host reads. */
  observeTable?(view: TableView): void;
  /** The fake clock of an in-process room: a step nobody answers runs out its time by it. */
  clock?: { now: number };
  /** Nobody had anything to answer and the step waits on players: e.g. move a fake clock (true: handled). */
  idle?(view: TableView): boolean;
  /** Stop at this table (before anyone answers it) and return it. */
  stop?(view: TableView): boolean;
}

/** Moves a fake clock to the end of the step's time, when it has time left (true: it had). */
function timeRunsOut(clock: { now: number } | undefined, view: TableView): boolean {
  const endsAt = view.step?.timer?.endsAt;
  if (!clock || endsAt === undefined || endsAt <= clock.now) return false;
  clock.now = endsAt;
  return true;
}

export async function playByPhones(call: Call, table: Table, seed: number, options: PlayOptions = {}): Promise<TableView> {
  const { observe, observeTable, clock, idle, stop } = options;
  const rng = seededRng(seed);
  const { roomNo, host, phones } = table;
  for (let round = 0; round < 3000; round++) {
    if (stop) {
      const now = await must<TableView>(call(host, 'tableView', { roomNo }));
      if (stop(now)) return now;
    }
    let answered = false;
    for (const [i, phone] of phones.entries()) {
      const turn = await must<MyTurnResult>(call(phone, 'myTurn', { roomNo }));
      observe?.(i + 1, turn);
      if (turn.table.status === 'ended') return turn.table;
      // A candidate now and then gives up during the election speeches (退水), as people do.
      if (turn.dayActions?.withdraw?.includes(i + 1) && turn.table.step && rng.int(6) === 0) {
        const gaveUp = await call(phone, 'play', { roomNo, stepId: turn.table.step.id, input: { withdraw: i + 1 } });
        if (!gaveUp.ok && gaveUp.error.code !== 'STALE_STEP') throw new Error(`withdraw: ${gaveUp.error.code} ${gaveUp.error.message}`);
        answered = answered || gaveUp.ok;
        continue;
      }
      const { prompt } = turn;
      if (!prompt || prompt.answer !== undefined) continue;
      const played = await call(phone, 'play', { roomNo, stepId: prompt.stepId, input: randomAnswer(prompt, rng) });
      if (!played.ok && played.error.code !== 'ILLEGAL_MOVE' && played.error.code !== 'STALE_STEP') {
        throw new Error(`play ${prompt.key}: ${played.error.code} ${played.error.message}`);
      }
      answered = answered || played.ok;
    }
    const view = await must<TableView>(call(host, 'tableView', { roomNo }));
    observeTable?.(view);
    if (view.status === 'ended') return view;
    if (answered || !view.step) continue;
    if (view.step.waitsOn === 'players' && (idle?.(view) || timeRunsOut(clock, view))) continue;
    if (view.step.waitsOn === 'players' && !view.step.hostMayClose && !clock && !idle) throw new Error(`${view.step.key} closes only at its time: give playByPhones the room's clock`);
    // Nobody had anything to answer: the host reads the step out and moves on, or ends a day step.
    const acted = await call(host, 'act', { roomNo, stepId: view.step.id });
    if (!acted.ok && acted.error.code !== 'STALE_STEP') throw new Error(`act ${view.step.key}: ${acted.error.code} ${acted.error.message}`);
  }
  throw new Error('the game did not end');
}
