import fc from 'fast-check';
import type { GameId, Review, ReviewEvent } from '../../typings/api';
import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import type { Match } from '../../cloudfunctions/game/src/engine/core/match';
import { DEATH_WORDS } from '../../cloudfunctions/game/src/engine/core/review';
import type { Member, Room } from '../../cloudfunctions/game/src/engine/core/room';
import { judgeView, playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { playRandomGame, randomGameArb, type RandomGame } from '../helpers/random-play';
import { reviewParts } from '../helpers/review-parts';

// The review of random games of all three games, against what was played: every seat and its
// final card, every death with its causes, every ballot given, every night act, the winners.

const RUNS = Number(process.env.REVIEW_RUNS ?? 60);

function playRandom(game: GameId, g: RandomGame) {
  const module = gameModule(game);
  const answers: string[] = [];
  let steps = 0;
  const result = playRandomGame(game, g, (match, step) => {
    if (step && steps++ % 5 === 0) answers.push(...match.state.seats.map((s) => JSON.stringify(playerView(module, roomOf(match, []), s.seat))));
  });
  return { ...result, answers };
}

function roomOf(match: Match, members: Member[]): Room {
  return { roomNo: '123456', judge: 'judge', members, match, createdAt: 0, updatedAt: 0 };
}

const votesOf = (review: Review) => review.phases.flatMap((p) => p.events.filter((e): e is Extract<ReviewEvent, { kind: 'vote' }> => e.kind === 'vote'));

describe.each<GameId>(['werewolf', 'killer', 'undercover'])('%s: the review of random games', (game) => {
  it('names every seat with its final card and every death with its causes, matches the ballots given and the winners, and was nowhere before the end', () => {
    fc.assert(fc.property(randomGameArb(game), (g) => {
      const { module, match, played, answers } = playRandom(game, g);
      const { state } = match;
      const members: Member[] = state.seats.slice(0, g.seated).map((s) => ({ openid: `p${s.seat}`, seat: s.seat, nickname: `玩家${s.seat}` }));
      const room = roomOf(match, members);
      const review = judgeView(module, room).review as Review;
      for (const s of state.seats) expect(playerView(module, room, s.seat).review).toEqual(review);

      // Every seat, its final card, camp and nickname.
      const names = new Map(gameInfo(module).roles.map((r) => [r.id, r.name]));
      expect(review.seats.map((s) => [s.seat, s.role, s.roleName, s.tags, s.nickname]))
        .toEqual(state.seats.map((s) => [s.seat, s.role, names.get(s.role), s.tags, members.find((m) => m.seat === s.seat)?.nickname]));
      for (const s of review.seats) {
        expect(s.camp).toBe(module.campOf(state, s.seat));
        expect(s.campName).not.toBe('');
        const dealt = match.initial.seats[s.seat - 1].role;
        expect(s.dealtRole).toBe(dealt === s.role ? undefined : dealt);
      }

      // Every death, once, with its causes, when it happened.
      const deaths = review.phases.flatMap((p) => p.events.filter((e) => e.kind === 'death').map((e) => ({ ...e, round: p.round, phase: p.phase })));
      const dead = state.seats.filter((s) => !s.alive).map((s) => s.seat);
      expect(deaths.map((d) => d.kind === 'death' && d.seat).sort((a, b) => Number(a) - Number(b))).toEqual(dead);
      for (const d of deaths) {
        if (d.kind !== 'death') continue;
        const fate = review.seats[d.seat - 1].fate;
        expect(fate).toMatchObject({ causes: d.causes, round: d.round, phase: d.phase });
        expect(d.causes.length).toBeGreaterThan(0);
        // A shot names the card that fired it (被狼王带走), a poison or a reflection the card that
        // used it when the deal knows (被机械狼毒死), any other cause its own words.
        const shooter = d.shooter === undefined ? undefined : review.seats[d.shooter - 1].roleName;
        const by = d.by === undefined ? undefined : review.seats[d.by - 1].roleName;
        expect(d.shooter !== undefined).toBe(d.causes.includes('shot'));
        const words = (cause: (typeof d.causes)[number]) => {
          if (cause === 'shot') return `被${shooter}带走`;
          if (by && cause === 'poison') return `被${by}毒死`;
          if (by && cause === 'reflect') return `被${by}反伤`;
          return DEATH_WORDS[cause];
        };
        for (const cause of d.causes) expect(fate?.text).toContain(words(cause));
      }
      for (const s of review.seats) expect(s.fate === null).toBe(state.seats[s.seat - 1].alive);

      // Every vote, ballot by ballot, as given; the sheriff's ballot weighs more, no other.
      const given = played.filter((p) => p.step.input.type === 'ballots' && p.input.ballots);
      const votes = votesOf(review);
      expect(votes).toHaveLength(given.length);
      votes.forEach((vote, i) => {
        const { step, input: sent, before } = given[i];
        const ballots = Object.entries(sent.ballots as Record<string, number>).filter(([, t]) => t !== 0).map(([v, t]) => ({ voter: Number(v), target: t }));
        expect(vote.ballots.map(({ voter, target }) => ({ voter, target }))).toEqual(ballots.sort((a, b) => a.voter - b.voter));
        expect(vote.candidates).toEqual(step.input.type === 'ballots' && step.input.candidates);
        expect(vote.purpose).toBe(step.key === 'day.sheriffVote' ? 'sheriff' : 'exile');
        const sheriff = before.seats.find((s) => s.tags.includes('sheriff'))?.seat;
        for (const b of vote.ballots) expect(b.weight === 1).toBe(!(vote.purpose === 'exile' && b.voter === sheriff));
      });

      // Every night step answered by a living role: what it did, that night.
      const acts = review.phases.flatMap((p) => p.events.filter((e) => e.kind === 'action').map((e) => ({ ...e, round: p.round, phase: p.phase })));
      for (const p of played) {
        if (!p.step.key.startsWith('night.') || p.step.input.type === 'none' || 'explode' in p.input) continue;
        expect(acts).toContainEqual(expect.objectContaining({ key: p.step.key, round: p.before.round, phase: 'night' }));
      }

      // The winners: the seats of the winning camp.
      expect(review.winner.camp).toBe(state.winner?.camp);
      expect(review.winner.seats.length).toBeGreaterThan(0);
      expect(review.winner.seats).toEqual(review.seats.filter((s) => s.camp === review.winner.camp).map((s) => s.seat));
      for (const s of review.seats) expect(s.won).toBe(review.winner.seats.includes(s.seat));

      // Before the end, no player's answer held any of it.
      const parts = reviewParts(review);
      for (const answer of answers) {
        expect(answer).not.toContain('"review"');
        for (const part of parts) if (answer.includes(part)) throw new Error(`an answer before the end holds ${part}: ${answer}`);
      }
    }), { numRuns: RUNS });
  });
});
