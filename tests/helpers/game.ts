import type { GameId, RoleId, Step } from '../../typings/api';
import { parseConfig, type ConfigRequest } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import type { GameModule } from '../../cloudfunctions/game/src/engine/core/module';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { EVEN_ODDS } from '../../cloudfunctions/game/src/engine/words/learn';
import type { WordSupply } from '../../cloudfunctions/game/src/engine/words/supply';

/** The built-in word bank as the host hands it to a deal, before any table has rated a pair. */
export const BANK_WORDS: WordSupply = { pairs: WORD_PAIRS, odds: EVEN_ODDS };

/** A state apart from its step id: a step reached again after an undo is the same step under a new id. */
export function apartFromStepId({ stepId: _id, ...rest }: GameState): Omit<GameState, 'stepId'> {
  return rest;
}

/** A test game: its module and the match as the judge has driven it so far. */
export interface TestGame { module: GameModule; match: Match }

export function newGame(game: GameId, request: ConfigRequest, seed = 1): TestGame {
  const module = gameModule(game);
  return { module, match: startMatch(module, parseConfig(module, request), seededRng(seed), undefined, BANK_WORDS) };
}

/** A game whose seats hold exactly `roles` (seat 1 first): a hand-built deal for scenario tests. */
export function riggedGame(game: GameId, request: ConfigRequest, roles: RoleId[]): TestGame {
  const g = newGame(game, request);
  if (roles.length !== g.match.state.seats.length) throw new Error('riggedGame: one role per seat');
  const seats = roles.map((role, i) => ({ ...g.match.state.seats[i], role }));
  const initial = { ...g.match.initial, seats };
  return { ...g, match: { ...g.match, initial, state: initial } };
}

export function stepOf(g: TestGame): Step {
  const step = currentStep(g.module, g.match.state);
  if (!step) throw new Error(`the game has ended: ${g.match.state.winner?.text}`);
  return step;
}

/** Applies one input to the current step. */
export function play(g: TestGame, input?: unknown): TestGame {
  return { ...g, match: act(g.module, g.match, g.match.state.stepId, input) };
}

/** Presses "next" until the step `key` is reached (only through steps without input, or an election speech nobody withdrew in). */
export function skipTo(g: TestGame, key: string): TestGame {
  let game = g;
  for (let i = 0; i < 50 && stepOf(game).key !== key; i++) {
    const passable = stepOf(game).input.type === 'none' || stepOf(game).key === 'day.sheriffSpeech';
    if (!passable) throw new Error(`skipTo ${key}: stuck at ${stepOf(game).key}`);
    game = play(game);
  }
  if (stepOf(game).key !== key) throw new Error(`skipTo: never reached ${key}`);
  return game;
}

export function alive(g: TestGame): number[] {
  return g.match.state.seats.filter((s) => s.alive).map((s) => s.seat);
}

/** Ballots where each listed voter votes for the given seat: { 1: 3, 2: 3 } → { ballots: { "1": 3, "2": 3 } }. */
export function votes(ballots: Record<number, number>): { ballots: Record<string, number> } {
  return { ballots: Object.fromEntries(Object.entries(ballots).map(([k, v]) => [String(k), v])) };
}

/** The error code an engine call throws, or 'none'. */
export function refusal(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
}
