// 无声之夜 as a property over random auto games on every werewolf board (timed nights on a fake
// clock): at every night step every living seat's prompt has one shape — the same fields, step and
// close time, a decoy the same seat grid everywhere — whatever its role, a dead seat has none, and
// the table never names a hidden role, a night target or a guess while the game goes on.
import fc from 'fast-check';
import type { MyTurnResult, Prompt, TableView } from '../../typings/api';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { autoTable, playByPhones } from '../helpers/phones';

/** Fields whose presence depends on what the seat may know or has done, not on whether it acts. */
const CONTENT = new Set(['info', 'answer', 'passLabel', 'emptyText']);
const shape = (p: Prompt) => JSON.stringify([Object.keys(p).filter((k) => !CONTENT.has(k)).sort(), p.stepId, p.closesAt]);
/** What the table may never carry while the game goes on. */
const SECRET = /"role"|victim|checked|result|potion|"target"|guess|suspicion|火眼金睛/;

const BOARDS = gameModule('werewolf').presets.map((p) => ({ id: p.id, players: Math.min(12, p.players[1]) }));

async function checkGame(preset: string, players: number, seed: number): Promise<{ problems: string[]; checked: number }> {
  const api = inProcessApi(memoryStore(), seed);
  const rules = { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 3, 'auto.speechSeconds': 10, 'auto.lastWordsSeconds': 10, 'auto.voteSeconds': 5 };
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players, preset, rules });
  const problems: string[] = [];
  let checked = 0;
  let round: MyTurnResult[] = [];
  const checkRound = (view: TableView) => {
    const turns = round;
    round = [];
    if (view.status !== 'playing') return;
    if (SECRET.test(JSON.stringify({ ...view, log: [] }))) problems.push(`the table tells a secret at ${view.step?.key}`);
    const step = view.step;
    if (!step || view.phase !== 'night' || step.waitsOn !== 'players' || turns.length !== players) return;
    if (turns.some((t) => t.table.step?.id !== step.id)) return;
    checked += 1;
    const shapes = new Set<string>();
    const decoys = new Set<string>();
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
    idle: (v) => {
      if (!v.step?.timer || v.step.timer.endsAt <= api.clock.now) return false;
      api.clock.now = v.step.timer.endsAt;
      return true;
    },
  });
  if (ended.status !== 'ended') problems.push('no winner');
  return { problems, checked };
}

// Every board, one random game each (a 12-player game with timed nights takes about 1.5 s of CPU
// over the action layer): 22 games, some 35 s; more runs per board made the suite minutes long on
// a shared machine.
describe.each(BOARDS)('无声之夜 on $id', ({ id, players }) => {
  it('gives every living seat one prompt shape at every night step, and the table no secret', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
      const { problems, checked } = await checkGame(id, players, seed);
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(3);
    }), { numRuns: 1, seed: 20261202 });
  }, 60_000);
});
