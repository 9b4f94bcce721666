import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeView, Step } from '../../typings/api';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { playToEnd } from '../helpers/autoplay';

/**
 * Rooms stored by an earlier release (tests/fixtures/stored-rooms) keep working under today's engine:
 * the judge's page loads them as they stood, the judge plays on, and undo walks back through every
 * input they were given — inputs today's rules would no longer offer included.
 */
const ROOT = join(__dirname, '../fixtures/stored-rooms');
const FIXTURES = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(ROOT, d.name)).map((file) => join(d.name, file)));

function stored(file: string): Room {
  return JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Room;
}

async function openRoom(file: string) {
  const room = stored(file);
  const store = memoryStore();
  await store.create(room);
  const api = inProcessApi(store);
  api.clock.now = room.updatedAt + 60_000;
  const judge = (action: string, params: Record<string, unknown> = {}) => api.ok(room.judge, action, { roomNo: room.roomNo, ...params });
  return { room, api, judge };
}

/** A valid input for any step: the first option, or nobody where nobody is allowed. */
function someInput(step: Step): unknown {
  const spec = step.input;
  switch (spec.type) {
    case 'none': return undefined;
    case 'choice': return { choice: spec.options[0].id };
    case 'seats': return { seats: spec.options.slice(0, spec.min) };
    case 'ballots': return { ballots: {} };
  }
}

const table = (view: JudgeView) => view.seats.map(({ seat, role, alive, tags }) => ({ seat, role, alive, tags }));

/**
 * The review of an ended stored room: its events were rebuilt by the replay, so every death is
 * told with its causes, and every seat with its card.
 */
function expectWholeReview(view: JudgeView): void {
  const review = view.review;
  expect(review?.seats.map((s) => [s.seat, s.role])).toEqual(view.seats.map((s) => [s.seat, s.role]));
  expect(review?.seats.filter((s) => s.fate).map((s) => s.seat)).toEqual(view.seats.filter((s) => !s.alive).map((s) => s.seat));
  for (const s of review?.seats ?? []) expect(s.fate === null || s.fate.causes.length > 0).toBe(true);
  const deaths = review?.phases.flatMap((p) => p.events.filter((e) => e.kind === 'death')) ?? [];
  expect(deaths).toHaveLength(view.seats.filter((s) => !s.alive).length);
  expect(review?.winner.seats.length).toBeGreaterThan(0);
}

test('there are frozen rooms of every game', () => {
  const games = new Set(FIXTURES.map((f) => stored(f).match.state.game));
  expect([...games].sort()).toEqual(['killer', 'undercover', 'werewolf']);
});

const PLAYING = FIXTURES.filter((f) => !stored(f).match.state.winner);
const ENDED = FIXTURES.filter((f) => stored(f).match.state.winner);

/** Undoes every input of the stored room: back at the check-in of the very deal, and no further. */
async function undoAll(opened: Awaited<ReturnType<typeof openRoom>>, done: number): Promise<string[]> {
  const { room, judge, api } = opened;
  const keys: string[] = [];
  for (let i = done; i < room.match.inputs.length; i++) keys.push(((await judge('undo')) as JudgeView).step!.key);
  expect(keys[keys.length - 1]).toBe('checkin');
  expect(await api.code(room.judge, 'undo', { roomNo: room.roomNo })).toBe('ILLEGAL_MOVE');
  const seatsDealt = room.match.initial.seats.map((s) => s.role);
  expect(((await judge('judgeView')) as JudgeView).seats.map((s) => s.role)).toEqual(seatsDealt);
  return keys;
}

describe.each(PLAYING)('stored room %s', (file) => {
  test('loads as it stood, plays on, and undoes back to the first step', async () => {
    const opened = await openRoom(file);
    const { room, judge } = opened;
    const before = room.match.state;
    const view = (await judge('judgeView')) as JudgeView;
    expect(view.status).toBe('playing');
    expect(view.step?.id).toBe(before.stepId);
    expect(view.step?.key).toBe(before.step?.key);
    expect({ round: view.round, phase: view.phase }).toEqual({ round: before.round, phase: before.phase });
    expect(table(view)).toEqual(before.seats.map(({ seat, role, alive, tags }) => ({ seat, role, alive, tags })));

    const played = (await judge('act', { stepId: view.step?.id, input: someInput(view.step as Step) })) as JudgeView;
    expect(played.step === null || played.step.id === view.step!.id + 1).toBe(true);
    const back = (await judge('undo')) as JudgeView;
    expect(back.step).toEqual(view.step);
    expect(table(back)).toEqual(table(view));
    await undoAll(opened, 0);
  });
});

describe.each(ENDED)('stored room %s, ended', (file) => {
  test('shows its winner with what the judge reads, and undoes back into the game and to the first step', async () => {
    const opened = await openRoom(file);
    const { room, judge } = opened;
    const view = (await judge('judgeView')) as JudgeView;
    expect(view.status).toBe('ended');
    expect(view.winner).toMatchObject(room.match.state.winner ?? {});
    expect(view.winner?.say.at(-1)).toBe(view.winner?.text);
    expect(view.winner?.say.length).toBeGreaterThan(1);
    expect(table(view)).toEqual(room.match.state.seats.map(({ seat, role, alive, tags }) => ({ seat, role, alive, tags })));
    expectWholeReview(view);
    const back = (await judge('undo')) as JudgeView;
    expect(back.status).toBe('playing');
    expect(back.review).toBeUndefined();
    expect(back.step?.id).toBe(room.match.state.stepId - 1);
    await undoAll(opened, 1);
  });
});

describe.each(PLAYING)('stored room %s', (file) => {
  test('plays on to the end of its game, which ends with what the judge reads', async () => {
    const { judge } = await openRoom(file);
    const start = (await judge('judgeView')) as JudgeView;
    const end = await playToEnd((stepId, input) => judge('act', { stepId, input }) as Promise<JudgeView>, start);
    expect(end.status).toBe('ended');
    expect(end.winner?.say.at(-1)).toBe(end.winner?.text);
    expect(end.winner?.say.length).toBeGreaterThan(1);
    expectWholeReview(end);
  });
});

test('undo replays a stored room\'s inputs the old way: the guard step of a board without a guard', async () => {
  const { room, judge } = await openRoom('engine-1/werewolf-modern12-idiot-night.json');
  expect(room.match.initial.config.roles.guard).toBeUndefined();
  const keys: string[] = [];
  for (let i = 0; i < room.match.inputs.length; i++) keys.push(((await judge('undo')) as JudgeView).step!.key);
  expect(keys).toContain('night.guard');
});

test('a room stored mid-PK before the tied sat out their revote finishes it the old way; its next deal goes by today\'s rule', async () => {
  const { room, api, judge } = await openRoom('engine-5/killer-standard-8-pk.json');
  const view = (await judge('judgeView')) as JudgeView;
  expect(view.step).toMatchObject({ key: 'day.vote', input: { voters: [2, 3, 4, 5, 6, 7, 8], candidates: [2, 3] } });
  // Its undo replays the revote in which the tied players voted.
  const inputs = room.match.inputs as { ballots?: Record<string, number> }[];
  expect(inputs.some((input) => input.ballots?.['2'] === 3 && input.ballots?.['3'] === 2)).toBe(true);
  const decided = (await judge('act', { stepId: view.step!.id, input: { ballots: { 2: 3, 3: 3, 4: 2 } } })) as JudgeView;
  expect(decided.log.map((l) => l.text)).toContain('PK 投票：3 号 2 票，2 号 1 票，弃权 4 人');
  expect(decided.seats[2].alive).toBe(false);
  await judge('redeal');
  const stored = await api.store.get(room.roomNo);
  expect(stored?.room.match.initial.engine).toBeGreaterThan(room.match.initial.engine ?? 1);
});
