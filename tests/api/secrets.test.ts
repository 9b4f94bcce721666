import fc from 'fast-check';
import type { GameInfo, JudgeView } from '../../typings/api';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { inProcessApi } from '../helpers/api';
import { randomInput } from '../helpers/random-play';
import { reviewParts } from '../helpers/review-parts';

const JUDGE = 'judge';
const JUDGE_ONLY = ['judgeView', 'act', 'undo', 'redeal', 'closeRoom', 'redrawWords'];
const SECRET_KEYS = ['seats', 'roles', 'words', 'log', 'centerCards'];

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** The one refusal the rules document for ballots the step offers: a lover voting for the other lover. */
function loverVotes(view: JudgeView, input: Record<string, unknown>): string[] {
  const ballots = (input.ballots ?? {}) as Record<string, number>;
  const lover = (seat: number) => view.seats[seat - 1]?.tags.includes('lover');
  return Object.keys(ballots).filter((voter) => view.step?.key === 'day.vote'
    && ballots[voter] !== Number(voter) && lover(Number(voter)) && lover(ballots[voter]));
}

/**
 * What of another seat an answer to `seat` holds: another role id (killer, werewolf), or a word that
 * is not the caller's own (undercover). Role names are left out: a card's description names roles;
 * so is the game id (狼人杀 is 'werewolf').
 */
function leaks(view: JudgeView, seat: number, answer: Record<string, unknown>): string[] {
  const json = JSON.stringify({ ...answer, game: undefined });
  const own = view.seats[seat - 1].role;
  const found: string[] = [];
  for (const other of view.seats) {
    if (other.role !== own && json.includes(`"${other.role}"`)) found.push(`role ${other.role} of seat ${other.seat}`);
  }
  const words = view.words ? [view.words.civilian, view.words.undercover] : [];
  const ownWord = own === 'civilian' ? view.words?.civilian : own === 'undercover' ? view.words?.undercover : null;
  for (const word of words) {
    if (word !== ownWord && !(ownWord ?? '').includes(word) && json.includes(word)) found.push(`word ${word}`);
  }
  return found;
}

const catalog = inProcessApi().ok('x', 'catalog') as Promise<{ games: GameInfo[] }>;

const roomArb = fc.oneof(
  fc.record({ game: fc.constant('killer'), players: fc.integer({ min: 6, max: 20 }) }),
  fc.record({ game: fc.constant('werewolf'), preset: fc.constantFrom('classic', 'douban', 'village', 'modern12-idiot', 'modern12-guard'), players: fc.integer({ min: 8, max: 18 }) }),
  fc.record({ game: fc.constant('undercover'), players: fc.integer({ min: 4, max: 20 }) }),
);

describe('what players are told, in random games of all three games', () => {
  it('myCard holds only the caller\'s own card, no answer to a player holds a secret or any of the review before the end, judge actions answer NOT_JUDGE', async () => {
    const { games } = await catalog;
    await fc.assert(fc.asyncProperty(roomArb, fc.integer(), async (room, seed) => {
      const info = games.find((g) => g.id === room.game);
      const preset = info?.presets.find((p) => p.id === ('preset' in room ? room.preset : undefined));
      const players = preset ? Math.min(Math.max(room.players, preset.players[0]), preset.players[1]) : room.players;
      const api = inProcessApi(undefined, seed);
      const rng = seededRng(seed);
      const { roomNo, view: first } = await api.ok(JUDGE, 'createRoom', { ...room, players });
      const openids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
      /** Every answer a player got while the deal was on. */
      const answers: string[] = [];
      for (const [i, openid] of openids.entries()) {
        const joined = await api.ok(openid, 'joinRoom', { roomNo });
        expect(joined.seat).toBe(i + 1);
        expect(keysOf(joined).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
        answers.push(JSON.stringify(joined));
      }
      let view: JudgeView = first;
      const nosy = openids[rng.int(openids.length)];
      /** The night's dead at daybreak: told to the table only when dawn is read (after a first-thing election). */
      let untold: number[] = [];
      for (let steps = 0; view.step && steps < 400; steps++) {
        if (view.step.key === 'day.dawn') untold = [];
        for (const [i, openid] of openids.entries()) {
          const answer = await api.ok(openid, 'myCard', { roomNo });
          expect(Object.keys(answer).sort()).toEqual(['alive', 'card', 'deal', 'game', 'gameName', 'roomNo', 'round', 'seat', 'v']);
          expect(answer.deal).toBe(1);
          expect(answer.seat).toBe(i + 1);
          expect(answer.alive).toBe(view.seats[i].alive || untold.includes(i + 1));
          // A word card is the word alone; a blank knows it has none and is told how to play.
          const undercoverKeys = view.seats[i].role === 'blank' ? ['description', 'roleName', 'word'] : ['word'];
          expect(Object.keys(answer.card).sort()).toEqual(view.game === 'undercover' ? undercoverKeys : ['bad', 'camp', 'campName', 'description', 'role', 'roleName']);
          if (view.game !== 'undercover') expect(answer.card.role).toBe(view.seats[i].role);
          expect(leaks(view, i + 1, answer)).toEqual([]);
          expect(keysOf(answer).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
          answers.push(JSON.stringify(answer));
        }
        if (steps % 7 === 0) {
          for (const action of JUDGE_ONLY) expect(await api.code(nosy, action, { roomNo, stepId: view.step.id })).toBe('NOT_JUDGE');
        }
        const input = randomInput(view.step, rng);
        const refused = loverVotes(view, input);
        if (refused.length > 0) {
          const answer = await api.call(JUDGE, 'act', { roomNo, stepId: view.step.id, input });
          expect(answer).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE', message: expect.stringContaining('情侣不能投票给另一名情侣') } });
          for (const voter of refused) delete (input.ballots as Record<string, number>)[voter];
        }
        // Everything else the step offers is accepted.
        const before: JudgeView = view;
        view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input });
        if (before.phase === 'night' && view.phase === 'day') untold = view.seats.filter((s, j) => !s.alive && before.seats[j].alive).map((s) => s.seat);
      }
      if (view.step) return;
      // The end: every player gets the judge's review, and none of it was in any answer before.
      const review = view.review;
      expect(review?.seats.map((s) => s.role)).toEqual(view.seats.map((s) => s.role));
      for (const openid of openids) expect((await api.ok(openid, 'myCard', { roomNo })).review).toEqual(review);
      const parts = review ? reviewParts(review) : [];
      for (const answer of answers) for (const part of parts) expect(answer).not.toContain(part);
      // The next deal: nothing of its review, nor of the last one, in the players' answers.
      await api.ok(JUDGE, 'redeal', { roomNo });
      for (const openid of openids) expect(await api.ok(openid, 'myCard', { roomNo })).not.toHaveProperty('review');
    }), { numRuns: 24, examples: [[{ game: 'werewolf', preset: 'classic', players: 14 }, -6]] });
  });
});
