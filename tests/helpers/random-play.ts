import fc from 'fast-check';
import type { GameId, OptionInfo, RuleValue, Step } from '../../typings/api';
import { gameInfo, parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import type { GameModule } from '../../cloudfunctions/game/src/engine/core/module';
import { seededRng, shuffle, type Rng } from '../../cloudfunctions/game/src/engine/core/rng';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { BANK_WORDS } from './game';

/**
 * A random input for a step, from what it offers: a random number of random options, random ballots
 * with abstentions. The one refusal the rules document for offered values (a lover voting for the
 * other lover) is then the caller's to expect.
 */
export function randomInput(step: Step, rng: Rng): Record<string, unknown> {
  const spec = step.input;
  switch (spec.type) {
    case 'none':
      return {};
    case 'seats': {
      const count = spec.min + rng.int(Math.min(spec.max, spec.options.length) - spec.min + 1);
      return { seats: shuffle(rng, spec.options).slice(0, count) };
    }
    case 'choice':
      return { choice: spec.options[rng.int(spec.options.length)].id };
    case 'ballots': {
      const ballots: Record<string, number> = {};
      for (const voter of spec.voters) {
        const pick = rng.int(spec.candidates.length + 1);
        ballots[String(voter)] = pick === spec.candidates.length ? 0 : spec.candidates[pick];
      }
      return { ballots };
    }
  }
}

/**
 * A legal random input, biased so that votes put someone out (most ballots go to one favourite); now
 * and then a 自爆 by day. A lover never votes for the other lover (the one refusal of an offered ballot).
 */
export function playableInput(step: Step, state: GameState, rng: Rng): Record<string, unknown> {
  const spec = step.input;
  if (state.game === 'werewolf' && state.phase === 'day' && step.key !== 'checkin' && rng.int(30) === 0) {
    const wolves = step.dayActions?.explode ?? [];
    if (wolves.length > 0) return { explode: wolves[rng.int(wolves.length)] };
  }
  if (spec.type !== 'ballots') return randomInput(step, rng);
  const favourite = spec.candidates[rng.int(spec.candidates.length)];
  const lovers = (state.x as { lovers?: number[] | null }).lovers ?? [];
  const ballots: Record<string, number> = {};
  for (const voter of spec.voters) {
    const roll = rng.int(10);
    let target = roll < 6 ? favourite : roll < 8 ? spec.candidates[rng.int(spec.candidates.length)] : 0;
    if (step.key === 'day.vote' && target !== voter && lovers.includes(voter) && lovers.includes(target)) target = 0;
    ballots[String(voter)] = target;
  }
  return { ballots };
}

function optionArb(o: OptionInfo): fc.Arbitrary<RuleValue> {
  if (o.type === 'boolean') return fc.boolean();
  if (o.type === 'set') return fc.subarray(o.values ?? []);
  if (o.type === 'number') return fc.integer({ min: o.min ?? 0, max: o.max ?? 0 });
  return fc.constantFrom(...(o.values ?? []));
}

/** A random game of `game`: any preset, any table size it allows, any options (or its defaults), how many seats are taken. */
export interface RandomGame { preset: { id: string; players: [number, number] }; players: number; rules?: Record<string, RuleValue>; seated: number; seed: number }

export function randomGameArb(game: GameId): fc.Arbitrary<RandomGame> {
  const module = gameModule(game);
  const info = gameInfo(module);
  return fc.record({
    preset: fc.constantFrom(...module.presets),
    players: fc.integer({ min: info.minPlayers, max: info.maxPlayers }),
    rules: fc.option(fc.record(Object.fromEntries(module.info.options.map((o) => [o.id, optionArb(o)]))), { nil: undefined }),
    seated: fc.integer({ min: 0, max: 20 }),
    seed: fc.integer(),
  });
}

/** One accepted input and where the game stood when it was given. */
export interface Played { before: GameState; step: Step; input: Record<string, unknown> }

/** Plays a random game to its end with `playableInput`; `observe` sees the match before every step and at the end. */
export function playRandomGame(game: GameId, g: RandomGame, observe?: (match: Match, step: Step | null) => void): { module: GameModule; match: Match; played: Played[] } {
  const module = gameModule(game);
  const rng = seededRng(g.seed);
  const players = Math.min(g.preset.players[1], Math.max(g.preset.players[0], g.players));
  const config = parseConfig(module, { players, preset: g.preset.id, ...(g.rules && { rules: g.rules }) });
  let match: Match = startMatch(module, config, rng, undefined, BANK_WORDS);
  const played: Played[] = [];
  for (let i = 0; i < 4000; i++) {
    const step = currentStep(module, match.state);
    observe?.(match, step);
    if (!step) return { module, match, played };
    const given = playableInput(step, match.state, rng);
    const before = match.state;
    match = act(module, match, step.id, given);
    played.push({ before, step, input: given });
  }
  throw new Error('the game did not end');
}
