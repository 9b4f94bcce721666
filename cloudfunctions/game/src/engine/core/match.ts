import type { Step } from '../../../../../typings/api';
import { GameError } from './errors';
import { canonicalInput, parseInput } from './input';
import type { GameModule } from './module';
import type { Rng } from './rng';
import type { GameConfig, GameState } from './state';

/**
 * One deal and everything the judge has entered since: the state it started from, the inputs in
 * order, and the state they lead to. `undo` replays all inputs but the last from `initial`.
 */
export interface Match {
  initial: GameState;
  inputs: unknown[];
  state: GameState;
  /** What the module keeps for the next deal in this room (e.g. word pairs already used). */
  carry: unknown;
  /** Which deal of the room this is: 1 at creation, +1 at each new deal. Absent in rooms stored before deals were counted. */
  deal?: number;
}

/** The room's deal count (a room stored before deals were counted is on its first). */
export function dealNumber(match: Match): number {
  return match.deal ?? 1;
}

export function startMatch(module: GameModule, config: GameConfig, rng: Rng, carry?: unknown): Match {
  const deal = module.deal(config, rng, carry);
  return { initial: deal.state, inputs: [], state: deal.state, carry: deal.carry, deal: 1 };
}

/** The step the judge sees now, or null once the game has ended. */
export function currentStep(module: GameModule, state: GameState): Step | null {
  if (state.winner || !state.step) return null;
  const { key, title, say, hint, input, info } = module.describe(state);
  return {
    id: state.stepId, key, title, say, input,
    ...(hint !== undefined && { hint }),
    ...(info !== undefined && { info }),
  };
}

/**
 * The state after the judge's input on step `stepId`, and that input in canonical form;
 * the given state is never changed.
 */
export function applyInput(
  module: GameModule, state: GameState, stepId: unknown, raw: unknown,
): { state: GameState; input: Record<string, unknown> } {
  if (state.winner || !state.step) throw new GameError('GAME_OVER', '本局游戏已经结束');
  if (stepId !== state.stepId) {
    throw new GameError('STALE_STEP', '这一步已经过去了，请刷新后再操作');
  }
  const parsed = parseInput(module.describe(state), raw, state.config.players);
  const draft = structuredClone(state);
  module.advance(draft, parsed);
  if (draft.winner) draft.step = null;
  draft.stepId = state.stepId + 1;
  return { state: draft, input: canonicalInput(parsed) };
}

export function act(module: GameModule, match: Match, stepId: unknown, raw: unknown): Match {
  const { state, input } = applyInput(module, match.state, stepId, raw);
  return { ...match, inputs: [...match.inputs, input], state };
}

export function undo(module: GameModule, match: Match): Match {
  if (match.inputs.length === 0) throw new GameError('ILLEGAL_MOVE', '已经回到第一步，不能再撤销');
  const inputs = match.inputs.slice(0, -1);
  const state = inputs.reduce<GameState>((s, input) => applyInput(module, s, s.stepId, input).state, match.initial);
  return { ...match, inputs, state };
}

/** Same config, a fresh shuffle, round 1: the room's next deal. */
export function redeal(module: GameModule, match: Match, rng: Rng): Match {
  return { ...startMatch(module, match.initial.config, rng, match.carry), deal: dealNumber(match) + 1 };
}
