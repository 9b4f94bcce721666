// 无声之夜 as a property over random auto games on every werewolf and 杀人游戏 board (timed nights on a fake
// clock, ten games a board): at every night step every living seat's prompt has one shape — the same
// fields, step and close time, a seat grid and one confirm that may be tapped with no pick, a decoy the
// same grid everywhere — whatever its role, a dead seat
// has none, and the table never names a hidden role, a night target or a guess while the game goes
// on; and over all the games, how long a night step stays open is drawn the same whether its role
// lives or not (dead, in the centre).
import fc from 'fast-check';
import type { MyTurnResult, Prompt, TableView } from '../../typings/api';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { openStep } from '../../cloudfunctions/game/src/auto-clock';
import { inProcessApi } from '../helpers/api';
import { frozenStore } from '../helpers/frozen-store';
import { autoTable, playByPhones } from '../helpers/phones';

/** Fields whose presence depends on what the seat may know or has done, not on whether it acts. */
const CONTENT = new Set(['info', 'answer', 'passLabel', 'emptyText']);
/** Whether 「确定」 may be tapped with no seat picked: a grid with min 0, or a choice with its seatless option. */
const emptyConfirm = (p: Prompt) => (p.input.type === 'seats' ? p.input.min === 0 || p.input.skippable === true : p.input.type === 'choice');
const shape = (p: Prompt) => JSON.stringify([Object.keys(p).filter((k) => !CONTENT.has(k)).sort(), p.stepId, p.closesAt, emptyConfirm(p)]);
/** A seat grid and one confirm: a seats input, or a choice whose options all name a distinct seat but one. */
function onGrid(p: Prompt): boolean {
  if (p.input.type === 'seats') return true;
  if (p.input.type !== 'choice') return false;
  const seats = p.input.options.flatMap((o) => (o.seat === undefined ? [] : [o.seat]));
  return p.input.options.length - seats.length === 1 && new Set(seats).size === seats.length;
}
/** What the table may never carry while the game goes on. */
const SECRET = /"role"|victim|checked|result|potion|"target"|guess|suspicion|火眼金睛/;

const boardsOf = (game: 'werewolf' | 'killer') => gameModule(game).presets.map((p) => ({ game, id: p.id, players: Math.min(12, p.players[1]) }));
const BOARDS = [...boardsOf('werewolf'), ...boardsOf('killer')];
const GAMES_PER_BOARD = 10;
const NIGHT_SECONDS = 5;
const JITTER_SECONDS = 3;

/** How long each night step stayed open (ms of the fake clock), by whether a living seat held its role. */
const openFor: Record<'living' | 'none', number[]> = { living: [], none: [] };

async function checkGame(game: string, preset: string, players: number, seed: number): Promise<{ problems: string[]; checked: number }> {
  const store = frozenStore();
  const api = inProcessApi(store, seed);
  const rules = {
    'auto.nightStepSeconds': NIGHT_SECONDS, 'auto.nightStepJitter': JITTER_SECONDS, 'auto.speechSeconds': 10, 'auto.lastWordsSeconds': 10, 'auto.voteSeconds': 5,
  };
  const table = await autoTable(api.call, 'host', { game, players, preset, rules });
  const problems: string[] = [];
  let checked = 0;
  let round: MyTurnResult[] = [];
  let open: { id: number; since: number; actor: 'living' | 'none' } | null = null;
  /** A night step seen for the first time: the one before it closed now. */
  const clockSteps = (view: TableView) => {
    const step = view.step;
    if (open && step?.id === open.id) return;
    if (open) openFor[open.actor].push(api.clock.now - open.since);
    open = null;
    const actors = openStep(store.peek(table.roomNo)!)?.actors;
    if (view.phase !== 'night' || !step?.timer || !actors) return;
    open = { id: step.id, since: api.clock.now, actor: actors.kind === 'nobody' || actors.seats.length === 0 ? 'none' : 'living' };
  };
  const checkRound = (view: TableView) => {
    const turns = round;
    round = [];
    clockSteps(view);
    if (view.status !== 'playing') return;
    if (SECRET.test(JSON.stringify({ ...view, log: [] }))) problems.push(`the table tells a secret at ${view.step?.key}`);
    if (view.phase === 'night' && (view.step?.waiting || view.step?.hostMayClose)) problems.push(`the table tells whom ${view.step?.key} waits on`);
    const step = view.step;
    if (!step || view.phase !== 'night' || step.waitsOn !== 'players' || turns.length !== players) return;
    if (turns.some((t) => t.table.step?.id !== step.id)) return;
    checked += 1;
    const shapes = new Set<string>();
    const decoys = new Set<string>();
    // The turn around the prompt too: no seat carries a day action (自爆, its words) or anything else of its own at night.
    const turnShapes = new Set(turns.filter((_t, i) => view.seats[i].alive).map((t) => JSON.stringify(Object.keys(t).sort())));
    if (turnShapes.size > 1) problems.push(`${turnShapes.size} turn shapes at ${step.key}: ${[...turnShapes].join(' | ')}`);
    for (const [i, turn] of turns.entries()) {
      const alive = view.seats[i].alive;
      const { prompt } = turn;
      if (!alive) {
        if (prompt) problems.push(`dead seat ${i + 1} asked ${prompt.key}`);
        continue;
      }
      if (!prompt) {
        problems.push(`living seat ${i + 1} had nothing at ${step.key}`);
        continue;
      }
      shapes.add(shape(prompt));
      if (!onGrid(prompt)) problems.push(`seat ${i + 1}'s ${prompt.key} is a ${prompt.input.type} prompt off the seat grid`);
      if (prompt.closesAt !== step.timer?.endsAt) problems.push(`seat ${i + 1}'s prompt closes at another time at ${step.key}`);
      if (prompt.key === 'night.guess') {
        decoys.add(JSON.stringify([prompt.input, prompt.passLabel, prompt.info ?? null]));
        const living = view.seats.filter((s) => s.alive).map((s) => s.seat);
        if (JSON.stringify(prompt.input) !== JSON.stringify({ type: 'seats', min: 0, max: 1, options: living })) problems.push(`a decoy of another grid at ${step.key}`);
      }
    }
    if (shapes.size > 1) problems.push(`${shapes.size} prompt shapes at ${step.key}: ${[...shapes].join(' | ')}`);
    if (decoys.size > 1) problems.push(`${decoys.size} decoys at ${step.key}`);
  };
  const ended = await playByPhones(api.call, table, seed, {
    observe: (_seat, turn) => { round.push(turn); },
    observeTable: checkRound,
    clock: api.clock,
  });
  if (ended.status !== 'ended') problems.push('no winner');
  return { problems, checked };
}

// Every board, ten random games each (a 12-player game with timed nights takes some 0.6 s of CPU
// over the action layer on a store without JSON round trips).
describe.each(BOARDS)('无声之夜 on $game $id', ({ game, id, players }) => {
  it('gives every living seat one prompt shape at every night step, and the table no secret', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
      const { problems, checked } = await checkGame(game, id, players, seed);
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(3);
    }), { numRuns: GAMES_PER_BOARD, seed: 20261202 });
  }, 120_000);
});

/** The largest gap between the two samples' distribution functions (Kolmogorov–Smirnov). */
function ksDistance(a: number[], b: number[]): number {
  const xs = [...new Set([...a, ...b])].sort((x, y) => x - y);
  const below = (sorted: number[], x: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo / sorted.length;
  };
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  return Math.max(...xs.map((x) => Math.abs(below(sa, x) - below(sb, x))));
}

describe('无声之夜 over all the games above', () => {
  it('keeps a night step open as long whether its role lives, is dead or is in the centre', () => {
    const { living, none } = openFor;
    expect(living.length).toBeGreaterThan(500);
    expect(none.length).toBeGreaterThan(200);
    // Time alone closes them: every one within the option's window, answered or not.
    for (const ms of [...living, ...none]) {
      expect(ms).toBeGreaterThanOrEqual(NIGHT_SECONDS * 1000);
      expect(ms).toBeLessThanOrEqual((NIGHT_SECONDS + JITTER_SECONDS) * 1000);
    }
    // One distribution: the samples differ no more than chance would (KS at α = 0.001).
    const critical = 1.95 * Math.sqrt((living.length + none.length) / (living.length * none.length));
    expect(ksDistance(living, none)).toBeLessThan(critical);
  });
});
