import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeView, Step } from '../../typings/api';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { playToEnd } from '../helpers/autoplay';

/**
 * Rooms stored by an earlier release (tests/fixtures/stored-rooms) keep working under today's engine:
 * the judge's page loads them as they stood, the judge plays on by today's rules, and undo walks back
 * through every input they were given when today's rules replay those inputs to the stored state;
 * otherwise it walks back to where the room was loaded, and no further.
 */
const ROOT = join(__dirname, '../fixtures/stored-rooms');
const FIXTURES = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(ROOT, d.name)).map((file) => join(d.name, file)));

function stored(file: string): Room {
  return JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Room;
}

/**
 * The rooms whose inputs today's rules replay to their stored state, so that their undo history is
 * rebuilt. The others went another way: a log line now kept by night (杀人游戏's engine 1 and 2), a
 * guard step on boards without a guard (engine 1's werewolf), the sheriff election in one step
 * (engine 2's), the tied voting in a PK revote (engine 5), a hidden wolf's act now recorded
 * (`hiddenwolf-crow`), the election's speeches in one step or a 自爆's election started again (engine 5).
 */
const REPLAYED = [
  'engine-1/undercover-4.json', 'engine-1/undercover-9-words.json', 'engine-2/undercover-8-round2.json',
  'engine-3/werewolf-modern12-evilknight-guard-day1.json', 'engine-3/werewolf-modern12-evilknight-guard-ended.json',
  'engine-3/werewolf-modern12-mechwolf-psychic-night2.json', 'engine-3/werewolf-modern12-wolfking-magician-night2.json',
];

/** Whether the room's review tells its whole game: it was stored with its events, or its replay rebuilt them. */
const wholeStory = (file: string) => REPLAYED.includes(file) || stored(file).match.state.events !== undefined;

const OLD_INPUTS = '这一步之前的操作由旧版本记录，不能撤销';

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
 * The review of an ended stored room: every seat with its card and every dead seat with a fate. When
 * its events tell the whole game (`whole`), every death is told with its causes; otherwise only the
 * deaths played after it was loaded are, the earlier ones said plainly (已出局).
 */
function expectReview(view: JudgeView, whole: boolean, deadAtLoad: number): void {
  const review = view.review;
  expect(review?.seats.map((s) => [s.seat, s.role])).toEqual(view.seats.map((s) => [s.seat, s.role]));
  expect(review?.seats.filter((s) => s.fate).map((s) => s.seat)).toEqual(view.seats.filter((s) => !s.alive).map((s) => s.seat));
  const told = review?.seats.filter((s) => s.fate && s.fate.causes.length > 0) ?? [];
  const deaths = review?.phases.flatMap((p) => p.events.filter((e) => e.kind === 'death')) ?? [];
  const dead = view.seats.filter((s) => !s.alive).length;
  expect(told).toHaveLength(whole ? dead : dead - deadAtLoad);
  expect(deaths).toHaveLength(whole ? dead : dead - deadAtLoad);
  expect(review?.winner.seats.length).toBeGreaterThan(0);
}

const deadIn = (room: Room) => room.match.state.seats.filter((s) => !s.alive).length;

test('there are frozen rooms of every game', () => {
  const games = new Set(FIXTURES.map((f) => stored(f).match.state.game));
  expect([...games].sort()).toEqual(['killer', 'undercover', 'werewolf']);
});

const PLAYING = FIXTURES.filter((f) => !stored(f).match.state.winner);
const ENDED = FIXTURES.filter((f) => stored(f).match.state.winner);

/**
 * Undoes every stored input the room's undo history holds (`done` of them already): a replayed room
 * back at the check-in of the very deal, and no further; any other stays as it was loaded, and its
 * undo answers that the earlier inputs were recorded by an earlier release.
 */
async function undoAll(opened: Awaited<ReturnType<typeof openRoom>>, file: string, done: number): Promise<void> {
  const { room, judge, api } = opened;
  if (REPLAYED.includes(file)) {
    const keys: string[] = [];
    for (let i = done; i < room.match.inputs.length; i++) keys.push(((await judge('undo')) as JudgeView).step!.key);
    expect(keys[keys.length - 1]).toBe('checkin');
    expect(await api.code(room.judge, 'undo', { roomNo: room.roomNo })).toBe('ILLEGAL_MOVE');
    const seatsDealt = room.match.initial.seats.map((s) => s.role);
    expect(((await judge('judgeView')) as JudgeView).seats.map((s) => s.role)).toEqual(seatsDealt);
    return;
  }
  expect(done).toBe(0);
  const refused = await api.call(room.judge, 'undo', { roomNo: room.roomNo });
  expect(refused.ok ? null : refused.error).toEqual({ code: 'ILLEGAL_MOVE', message: OLD_INPUTS });
  const view = (await judge('judgeView')) as JudgeView;
  expect({ stepId: view.step?.id ?? null, seats: table(view) })
    .toEqual({ stepId: room.match.state.step ? room.match.state.stepId : null, seats: room.match.state.seats.map(({ seat, role, alive, tags }) => ({ seat, role, alive, tags })) });
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
    await undoAll(opened, file, 0);
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
    // A winner stored without the closing lines (and not replayed) reads out its result alone.
    expect(view.winner?.say.length).toBeGreaterThan(!room.match.state.winner?.say && !REPLAYED.includes(file) ? 0 : 1);
    expect(table(view)).toEqual(room.match.state.seats.map(({ seat, role, alive, tags }) => ({ seat, role, alive, tags })));
    expectReview(view, wholeStory(file), deadIn(room));
    if (!REPLAYED.includes(file)) return undoAll(opened, file, 0);
    const back = (await judge('undo')) as JudgeView;
    expect(back.status).toBe('playing');
    expect(back.review).toBeUndefined();
    expect(back.step?.id).toBe(room.match.state.stepId - 1);
    await undoAll(opened, file, 1);
  });
});

describe.each(PLAYING)('stored room %s', (file) => {
  test('plays on to the end of its game, which ends with what the judge reads', async () => {
    const { room, judge } = await openRoom(file);
    const start = (await judge('judgeView')) as JudgeView;
    const end = await playToEnd((stepId, input) => judge('act', { stepId, input }) as Promise<JudgeView>, start);
    expect(end.status).toBe('ended');
    expect(end.winner?.say.at(-1)).toBe(end.winner?.text);
    expect(end.winner?.say.length).toBeGreaterThan(1);
    expectReview(end, wholeStory(file), deadIn(room));
  });
});

test('a room whose inputs today\'s rules refuse (a guard step on a board without a guard) plays on, and undoes only what was played since', async () => {
  const { room, api, judge } = await openRoom('engine-1/werewolf-modern12-idiot-night.json');
  expect(room.match.initial.config.roles.guard).toBeUndefined();
  const view = (await judge('judgeView')) as JudgeView;
  expect(view.step?.key).toBe('night.wolves');
  const played = (await judge('act', { stepId: view.step!.id, input: someInput(view.step!) })) as JudgeView;
  expect(played.step?.key).not.toBe('night.wolves');
  expect(((await judge('undo')) as JudgeView).step).toEqual(view.step);
  expect(await api.call(room.judge, 'undo', { roomNo: room.roomNo })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE', message: OLD_INPUTS } });
});

test('a room stored mid-PK before the tied sat out their revote finishes it by today\'s rule; its next deal is stamped with today\'s engine', async () => {
  const { room, api, judge } = await openRoom('engine-5/killer-standard-8-pk.json');
  const view = (await judge('judgeView')) as JudgeView;
  expect(view.step).toMatchObject({ key: 'day.vote', input: { voters: [4, 5, 6, 7, 8], candidates: [2, 3] } });
  expect(await api.code(room.judge, 'act', { roomNo: room.roomNo, stepId: view.step!.id, input: { ballots: { 2: 3, 4: 2 } } })).toBe('ILLEGAL_MOVE');
  const decided = (await judge('act', { stepId: view.step!.id, input: { ballots: { 4: 2, 5: 3, 6: 3 } } })) as JudgeView;
  expect(decided.log.map((l) => l.text)).toContain('PK 投票：3 号 2 票，2 号 1 票，弃权 2 人');
  expect(decided.seats[2].alive).toBe(false);
  await judge('redeal');
  const next = await api.store.get(room.roomNo);
  expect(next?.room.match.initial.engine).toBeGreaterThan(room.match.initial.engine ?? 1);
});
