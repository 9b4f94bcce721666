import fc from 'fast-check';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch, undo, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { killerGame } from '../../cloudfunctions/game/src/engine/killer';
import { answersThatLeak } from '../helpers/others-changed';
import { apartFromStepId } from '../helpers/game';
import { randomInput } from '../helpers/random-play';

const gameArb = fc.record({
  seed: fc.integer(),
  players: fc.integer({ min: 6, max: 20 }),
  voteTie: fc.constantFrom('none', 'pkOnce', 'pkUntilResolved'),
  speechFrom: fc.constantFrom('victimRight', 'victimLeft'),
});

/** Plays a random killer game, calling `check` on every state; answers the final match. */
function playRandom(g: { seed: number; players: number; voteTie: string; speechFrom: string }, check: (m: Match) => void): Match {
  const rng = seededRng(g.seed);
  const config = parseConfig(killerGame, { players: g.players, rules: { 'killer.voteTie': g.voteTie, 'killer.speechFrom': g.speechFrom } });
  let match = startMatch(killerGame, config, rng);
  for (let i = 0; i < 3000; i++) {
    check(match);
    const step = currentStep(killerGame, match.state);
    if (!step) break;
    match = act(killerGame, match, step.id, randomInput(step, rng));
  }
  return match;
}

describe('random 杀人游戏 games', () => {
  it('always end with a winner', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const end = playRandom(g, () => undefined);
      expect(end.state.winner).not.toBeNull();
      expect(['good', 'killer']).toContain(end.state.winner?.camp);
    }), { numRuns: 300 });
  });

  it('never offer a dead player as a target, voter or candidate', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, (match) => {
        const step = currentStep(killerGame, match.state);
        if (!step) return;
        const dead = match.state.seats.filter((s) => !s.alive).map((s) => s.seat);
        const offered = step.input.type === 'seats' ? step.input.options
          : step.input.type === 'ballots' ? [...step.input.voters, ...step.input.candidates] : [];
        expect(offered.filter((s) => dead.includes(s))).toEqual([]);
      });
    }), { numRuns: 200 });
  });

  it('show each player their own card, and nothing that changes with another seat until the end (then the review)', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const rng = seededRng(g.seed);
      const roles = killerGame.info.roles.map((r) => r.id);
      playRandom(g, (match) => {
        const room: Room = { roomNo: '123456', judge: 'j', members: [], match, createdAt: 0, updatedAt: 0 };
        const ended = match.state.winner !== null;
        for (const seat of match.state.seats) {
          const view = playerView(killerGame, room, seat.seat);
          expect(Object.keys(view).sort()).toEqual(['alive', 'card', 'deal', 'game', 'gameName', ...(ended ? ['review'] : []), 'roomNo', 'round', 'seat', 'v']);
          expect(Object.keys(view.card).sort()).toEqual(['bad', 'camp', 'campName', 'description', 'role', 'roleName']);
          expect(view.card).toMatchObject({ role: seat.role });
        }
        if (!ended) expect(answersThatLeak(killerGame, match, roles, rng)).toEqual([]);
      });
    }), { numRuns: 40 });
  });

  it('undo followed by the same input gives the same state, its step under a new id', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, (match) => {
        const step = currentStep(killerGame, match.state);
        if (!step || match.inputs.length === 0) return;
        const undone = undo(match);
        const replayed = act(killerGame, undone, undone.state.stepId, match.inputs[match.inputs.length - 1]);
        expect(apartFromStepId(replayed.state)).toEqual(apartFromStepId(match.state));
        expect(replayed.state.stepId).toBe(match.state.stepId + 1);
      });
    }), { numRuns: 30 });
  });
});
