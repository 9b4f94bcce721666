import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { createWerewolf } from '../../cloudfunctions/game/src/engine/werewolf';
import type { RoleDef } from '../../cloudfunctions/game/src/engine/werewolf/role-def';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { randomInput } from '../helpers/random-play';

// The walk of one input: every function a role declares is traced, and seeded games on every
// 12-player board are played. A role's code runs only for a game that holds the role (or for its own
// step, called as a decoy when the role is not dealt) — but for the functions that decide whether a
// role takes part at all and when its night step comes, which the kernel asks of every role.

const TAKING_PART = new Set(['onBoard', 'rank', 'slotOf', 'enabled']);
const INPUTS_PER_BOARD = 150;

/** `value` with each function in it (but TAKING_PART) noting `role` in `ran` when called. */
function traced<T>(value: T, role: string, ran: Set<string>, key = ''): T {
  if (typeof value === 'function') {
    if (TAKING_PART.has(key)) return value;
    const run = value as (...args: unknown[]) => unknown;
    return function (this: unknown, ...args: unknown[]) {
      ran.add(role);
      return run.apply(this, args);
    } as T;
  }
  if (Array.isArray(value)) return value.map((item) => traced(item, role, ran, key)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, traced(item, role, ran, k)])) as T;
  }
  return value;
}

/** The roles whose cards this deal holds, or that say they are on its board (the pack). */
function held(state: GameState): Set<string> {
  const deck = state.config.roles as Partial<Record<string, number>>;
  return new Set(ROLES.filter((r) => (r.onBoard ? r.onBoard(state as never) : (deck[r.id] ?? 0) > 0)).map((r) => r.id));
}

/** The role whose step `key` is. */
const roleOfStep = (key: string | undefined) => ROLES.find((r) => [...(r.night ?? []), ...(r.day ?? [])].some((s) => s.key === key))?.id;

describe('the walk of one werewolf input', () => {
  test('runs the code of the roles the game holds, never another role\'s', () => {
    const ran = new Set<string>();
    const game = createWerewolf(ROLES.map((role): RoleDef => traced(role, role.id, ran)));
    const boards = game.presets.filter((p) => p.players[0] <= 12 && 12 <= p.players[1]).map((p) => p.id);
    const strays = new Set<string>();
    let played = 0;
    for (const [b, board] of boards.entries()) {
      const config = parseConfig(game, { players: 12, preset: board });
      const rng = seededRng(40 + b);
      let match = startMatch(game, config, rng);
      for (let i = 0; i < INPUTS_PER_BOARD; i++) {
        const step = currentStep(game, match.state);
        if (!step) {
          match = startMatch(game, config, rng);
          continue;
        }
        const input = randomInput(step, rng);
        ran.clear();
        try {
          match = act(game, match, step.id, input);
        } catch {
          continue; // a random ballot the rules refuse (a lover voting for the other): nothing was played
        }
        played += 1;
        const allowed = held(match.state);
        for (const key of [step.key, match.state.step?.key]) allowed.add(roleOfStep(key) ?? '');
        for (const role of ran) if (!allowed.has(role)) strays.add(`${board} ${step.key}: ${role}`);
      }
    }
    expect(boards.length).toBeGreaterThan(20);
    expect(played).toBeGreaterThan(boards.length * INPUTS_PER_BOARD * 0.9);
    expect([...strays]).toEqual([]);
  });
});
