import fc from 'fast-check';
import type { GameInfo, JudgeView } from '../../typings/api';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { inProcessApi } from '../helpers/api';
import { randomInput } from '../helpers/random-play';

const JUDGE = 'judge';
const JUDGE_ONLY = ['judgeView', 'act', 'undo', 'redeal', 'closeRoom'];
const SECRET_KEYS = ['seats', 'roles', 'words', 'log', 'centerCards'];

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** The card a seat must get, from what the judge sees. */
function expectedCard(view: JudgeView, seat: number): unknown {
  const s = view.seats[seat - 1];
  if (view.game === 'undercover') {
    const words = view.words;
    return { word: s.role === 'civilian' ? words?.civilian : s.role === 'undercover' ? words?.undercover : null };
  }
  return expect.objectContaining({ role: s.role, roleName: s.roleName });
}

const catalog = inProcessApi().ok('x', 'catalog') as Promise<{ games: GameInfo[] }>;

const roomArb = fc.oneof(
  fc.record({ game: fc.constant('killer'), players: fc.integer({ min: 6, max: 20 }) }),
  fc.record({ game: fc.constant('werewolf'), preset: fc.constantFrom('classic', 'douban', 'village', 'modern12-idiot', 'modern12-guard'), players: fc.integer({ min: 8, max: 18 }) }),
  fc.record({ game: fc.constant('undercover'), players: fc.integer({ min: 4, max: 20 }) }),
);

describe('what players are told, in random games of all three games', () => {
  it('myCard holds only the caller\'s own card, no answer to a player holds a secret, judge actions answer NOT_JUDGE', async () => {
    const { games } = await catalog;
    await fc.assert(fc.asyncProperty(roomArb, fc.integer(), async (room, seed) => {
      const info = games.find((g) => g.id === room.game);
      const preset = info?.presets.find((p) => p.id === ('preset' in room ? room.preset : undefined));
      const players = preset ? Math.min(Math.max(room.players, preset.players[0]), preset.players[1]) : room.players;
      const api = inProcessApi(undefined, seed);
      const rng = seededRng(seed);
      const { roomNo, view: first } = await api.ok(JUDGE, 'createRoom', { ...room, players });
      const openids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
      for (const [i, openid] of openids.entries()) {
        const joined = await api.ok(openid, 'joinRoom', { roomNo });
        expect(joined.seat).toBe(i + 1);
        expect(keysOf(joined).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
      }
      let view: JudgeView = first;
      const nosy = openids[rng.int(openids.length)];
      for (let steps = 0; view.step && steps < 400; steps++) {
        for (const [i, openid] of openids.entries()) {
          const answer = await api.ok(openid, 'myCard', { roomNo });
          expect(Object.keys(answer).sort()).toEqual(['alive', 'card', 'deal', 'game', 'roomNo', 'round', 'seat', 'v']);
          expect(answer.deal).toBe(1);
          expect(answer.seat).toBe(i + 1);
          expect(answer.alive).toBe(view.seats[i].alive);
          expect(answer.card).toEqual(expectedCard(view, i + 1));
          expect(keysOf(answer).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
        }
        if (steps % 7 === 0) {
          for (const action of JUDGE_ONLY) expect(await api.code(nosy, action, { roomNo, stepId: view.step.id })).toBe('NOT_JUDGE');
        }
        const answer = await api.call(JUDGE, 'act', { roomNo, stepId: view.step.id, input: randomInput(view.step, rng) });
        // A random ballot may break a rule the InputSpec cannot show (a lover voting for the other):
        // then everybody abstains, which is always legal.
        view = answer.ok ? answer.data : await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input: { ballots: {} } });
      }
    }), { numRuns: 24, examples: [[{ game: 'werewolf', preset: 'classic', players: 14 }, -6]] });
  });
});
