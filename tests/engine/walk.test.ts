import { Session } from 'inspector';
import { basename, dirname, join, relative } from 'path';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { randomInput } from '../helpers/random-play';

// The walk of one input: V8's precise coverage taken around each `act` of seeded games says which
// files of engine/werewolf ran for it. A role's file runs only for a game that holds the role (or for
// its own step, called as a decoy when the role is not dealt); the figures (files per step, at most)
// are printed.

const WEREWOLF = join(__dirname, '../../cloudfunctions/game/src/engine/werewolf');
const ROLES_DIR = join(WEREWOLF, 'roles');
const INPUTS_PER_BOARD = 120;

const session = new Session();
const post = <T>(method: string, params: object = {}): Promise<T> =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));

interface Coverage { result: { url: string; functions: { ranges: { count: number }[] }[] }[] }

/** The files under engine/werewolf whose functions ran since the last take. */
async function filesRun(): Promise<string[]> {
  const { result } = await post<Coverage>('Profiler.takePreciseCoverage');
  return result
    .map((script) => ({ path: script.url.replace(/^file:\/\//, ''), ran: script.functions.some((f) => f.ranges[0].count > 0) }))
    .filter((s) => s.ran && s.path.startsWith(`${WEREWOLF}/`))
    .map((s) => s.path);
}

/** The roles whose cards this deal holds, or that say they are on its board (the pack). */
function held(state: GameState): Set<string> {
  const deck = state.config.roles as Partial<Record<string, number>>;
  return new Set(ROLES.filter((r) => (r.onBoard ? r.onBoard(state as never) : (deck[r.id] ?? 0) > 0)).map((r) => r.id));
}

/** The role whose step `key` is (a decoy step of a role not dealt is still called under 叫空身份). */
const roleOfStep = (key: string | undefined) => ROLES.find((r) => [...(r.night ?? []), ...(r.day ?? [])].some((s) => s.key === key))?.id;

const roleIdOfFile = (path: string) => ROLES.find((r) => basename(path, '.ts') === r.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))?.id;

beforeAll(async () => {
  session.connect();
  await post('Profiler.enable');
  await post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
});

afterAll(() => session.disconnect());

describe('the walk of one werewolf input', () => {
  test('runs the files of the roles the game holds, never another role\'s', async () => {
    const module = gameModule('werewolf');
    // Every 12-player board: between them they deal every role.
    const boards = module.presets.filter((p) => p.players[0] <= 12 && 12 <= p.players[1]).map((p) => p.id);
    const widest = new Map<string, string[]>();
    const strays: string[] = [];
    for (const [b, board] of boards.entries()) {
      const config = parseConfig(module, { players: 12, preset: board });
      const rng = seededRng(40 + b);
      let match = startMatch(module, config, rng);
      for (let i = 0; i < INPUTS_PER_BOARD; i++) {
        const step = currentStep(module, match.state);
        if (!step) {
          match = startMatch(module, config, rng);
          continue;
        }
        const input = randomInput(step, rng);
        await filesRun();
        try {
          match = act(module, match, step.id, input);
        } catch {
          continue; // a random ballot the rules refuse (a lover voting for the other): nothing was played
        }
        const files = await filesRun();
        const holds = held(match.state);
        for (const key of [step.key, match.state.step?.key]) holds.add(roleOfStep(key) ?? '');
        for (const file of files.filter((f) => dirname(f) === ROLES_DIR && !f.endsWith('index.ts'))) {
          const id = roleIdOfFile(file);
          if (id === undefined || !holds.has(id)) strays.push(`${board} ${step.key}: ${relative(WEREWOLF, file)}`);
        }
        if (files.length > (widest.get(step.key)?.length ?? 0)) widest.set(step.key, files.map((f) => relative(WEREWOLF, f)));
      }
    }
    console.log([...widest].map(([key, files]) => `${key}: ${files.length} files (${files.join(', ')})`).join('\n'));
    expect(widest.size).toBeGreaterThan(10);
    expect([...new Set(strays)]).toEqual([]);
  });
});
