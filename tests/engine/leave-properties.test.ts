import fc from 'fast-check';
import type { GameId, SeatNo, Step } from '../../typings/api';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { GameError } from '../../cloudfunctions/game/src/engine/core/errors';
import { act, closeStep, currentStep, leaveSeat, loadMatch, startMatch, undo, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { eventsOf } from '../../cloudfunctions/game/src/engine/core/events';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { apartFromStepId, BANK_WORDS, refusal } from '../helpers/game';
import { playableInput, randomGameArb, type RandomGame } from '../helpers/random-play';

// Random games of the three games with random leaves between the inputs: the engine only ever
// refuses with a GameError, every leaver is out with cause `left` and is never again asked to act,
// a lover who follows a leaver is never asked either, a replay of the stored inputs gives the same
// state, and undo walks back through every input.

const RUNS = Number(process.env.LEAVE_RUNS ?? 60);

/** The seats a step asks to act: its actors, and a vote's voters and candidates. */
function askedOf(step: Step): SeatNo[] {
  const asked = [...(step.actors?.seats ?? [])];
  if (step.input.type === 'ballots') asked.push(...step.input.voters, ...step.input.candidates);
  return asked;
}

/** The seats a step asks to speak or vote in the day's debate and elections (not a death's own last words). */
function inTheDay(step: Step): SeatNo[] {
  const speaking = step.key === 'day.speech' || step.key === 'day.sheriffSpeech' ? step.actors?.seats ?? [] : [];
  return step.input.type === 'ballots' ? [...speaking, ...step.input.voters, ...step.input.candidates] : speaking;
}

/** A random game played to its end with random leaves; `states`: the deal's first state, then the state after each input. */
function playWithLeaves(game: GameId, g: RandomGame): { match: Match; leavers: SeatNo[]; states: GameState[] } {
  const module = gameModule(game);
  const rng = seededRng(g.seed);
  const players = Math.min(g.preset.players[1], Math.max(g.preset.players[0], g.players));
  let match = startMatch(module, parseConfig(module, { players, preset: g.preset.id, ...(g.rules && { rules: g.rules }) }), rng, undefined, BANK_WORDS);
  const leavers: SeatNo[] = [];
  // Lovers who died with a leaver: their own death's steps aside, they no longer speak nor vote.
  const followers: SeatNo[] = [];
  const states = [match.state];
  for (let i = 0; i < 4000; i++) {
    if (states[states.length - 1] !== match.state) states.push(match.state);
    const step = currentStep(module, match.state);
    if (!step) return { match, leavers, states };
    for (const seat of leavers) expect(askedOf(step)).not.toContain(seat);
    for (const seat of followers) expect(inTheDay(step)).not.toContain(seat);
    if (rng.int(12) === 0) {
      const living = match.state.seats.filter((s) => s.alive).map((s) => s.seat);
      const seat = living[rng.int(living.length)];
      const before = match.state.seats;
      match = leaveSeat(module, match, seat);
      leavers.push(seat);
      followers.push(...match.state.seats.filter((s, i) => before[i].alive && !s.alive && s.seat !== seat).map((s) => s.seat));
      continue;
    }
    try {
      match = act(module, match, step.id, playableInput(step, match.state, rng));
    } catch (e) {
      // An offered ballot the rules refuse (a lover for the other lover) is a GameError; anything else is a bug.
      if (!(e instanceof GameError)) throw e;
      match = act(module, match, step.id, step.input.type === 'ballots' ? { ballots: {} } : {});
    }
  }
  throw new Error('the game did not end');
}

describe.each<GameId>(['werewolf', 'killer', 'undercover'])('%s with random leaves', (game) => {
  it('never fails but with a GameError; each leaver is out for good, with cause left; a replay gives the same state', () => {
    fc.assert(fc.property(randomGameArb(game), (g) => {
      const { match, leavers } = playWithLeaves(game, g);
      const { state } = match;
      expect(state.winner).not.toBeNull();
      const deaths = eventsOf(state).filter((e) => e.kind === 'death');
      for (const seat of leavers) {
        expect(state.seats[seat - 1].alive).toBe(false);
        expect(deaths.filter((d) => d.kind === 'death' && d.seat === seat)).toEqual([expect.objectContaining({ causes: ['left'] })]);
      }
      const module = gameModule(game);
      expect(loadMatch(module, { ...match, undos: undefined, state: { ...state, events: undefined } }).state).toEqual(state);
    }), { numRuns: RUNS });
  });

  it('undo, from the end through a store\'s JSON round trip, gives back each state in turn to the first; redoing each input gives the state it undid (a new step under a new id)', () => {
    const module = gameModule(game);
    fc.assert(fc.property(randomGameArb(game), (g) => {
      const { match, states } = playWithLeaves(game, g);
      let current = JSON.parse(JSON.stringify(match)) as Match;
      for (let i = match.inputs.length; i > 0; i--) {
        const back = undo(current);
        expect(back.state).toEqual(states[i - 1]);
        const input = current.inputs[i - 1] as { leave?: SeatNo };
        const redone = input.leave === undefined ? closeStep(module, back, back.state.stepId, input) : leaveSeat(module, back, input.leave);
        expect(apartFromStepId(redone.state)).toEqual(apartFromStepId(current.state));
        expect(redone.state.stepId).toBeGreaterThanOrEqual(current.state.stepId);
        current = back;
      }
      expect(current.state).toEqual(match.initial);
      expect(refusal(() => undo(current))).toBe('ILLEGAL_MOVE');
    }), { numRuns: Math.ceil(RUNS / 3) }); // each run checks every input of its game
  });
});
