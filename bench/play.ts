// A random judge: plays games to their end with random legal inputs (tests/helpers/random-play).
import type { GameId, Step } from '../typings/api';
import { parseConfig, type ConfigRequest } from '../cloudfunctions/game/src/engine/core/config';
import { GameError } from '../cloudfunctions/game/src/engine/core/errors';
import { act, currentStep, startMatch, type Match } from '../cloudfunctions/game/src/engine/core/match';
import type { GameModule } from '../cloudfunctions/game/src/engine/core/module';
import type { GameConfig } from '../cloudfunctions/game/src/engine/core/state';
import type { Rng } from '../cloudfunctions/game/src/engine/core/rng';
import { gameModule } from '../cloudfunctions/game/src/engine/registry';
import { randomInput } from '../tests/helpers/random-play';
import { BANK_WORDS } from '../tests/helpers/game';

/** The three games of figure 1. */
export interface GameCase { label: string; game: GameId; request: ConfigRequest }
export const GAME_CASES: GameCase[] = [
  { label: '杀人游戏 12', game: 'killer', request: { players: 12 } },
  { label: '狼人杀 正规局 12', game: 'werewolf', request: { players: 12, preset: 'classic' } },
  { label: '谁是卧底 9', game: 'undercover', request: { players: 9 } },
];

export function configOf(c: GameCase): { module: GameModule; config: GameConfig } {
  const module = gameModule(c.game);
  return { module, config: parseConfig(module, c.request) };
}

const MAX_STEPS = 2000;
const TRIES = 5;

/**
 * A random input for `step` that `act` accepts, and the match after it. A random ballot may break a
 * rule the InputSpec cannot show (a lover voting for the other lover): after a few refusals the
 * ballots are all abstentions.
 */
export function randomMove(module: GameModule, match: Match, step: Step, rng: Rng): { input: unknown; next: Match } {
  for (let i = 0; i <= TRIES; i++) {
    const input = i < TRIES ? randomInput(step, rng) : step.input.type === 'ballots' ? { ballots: {} } : {};
    try {
      return { input, next: act(module, match, step.id, input) };
    } catch (error) {
      if (!(error instanceof GameError) || error.code !== 'ILLEGAL_MOVE' || i === TRIES) throw error;
    }
  }
  throw new Error('unreachable');
}

/** Deals and plays one game to its end; answers every match along the way (the first is the deal). */
export function playGame(module: GameModule, config: GameConfig, rng: Rng, keep = false): { matches: Match[]; steps: number } {
  let match = startMatch(module, config, rng, undefined, BANK_WORDS);
  const matches = keep ? [match] : [];
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const step = currentStep(module, match.state);
    if (!step) return { matches, steps };
    match = randomMove(module, match, step, rng).next;
    if (keep) matches.push(match);
  }
  throw new Error(`${config.game}: a random game did not end within ${MAX_STEPS} steps`);
}
