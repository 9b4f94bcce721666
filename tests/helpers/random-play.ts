import type { Step } from '../../typings/api';
import { shuffle, type Rng } from '../../cloudfunctions/game/src/engine/core/rng';

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
