// Spectators see the table and nothing more: over random auto games, each time the host reads the
// table a watcher reads it too, and sees the host's table without the host's list of watchers —
// never a card, a prompt or a vote.
import fc from 'fast-check';
import type { GameId, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { autoTable, playByPhones, type Call } from '../helpers/phones';

const GAMES: { game: GameId; players: number; preset?: string }[] = [
  { game: 'werewolf', players: 12, preset: 'modern12-guard' },
  { game: 'werewolf', players: 9, preset: 'classic' },
  { game: 'killer', players: 8 },
  { game: 'undercover', players: 7 },
];

const SECRET = /"role"|"prompt"|"ballots"|"card"|"watchers"|"answer"/;

describe('spectator views', () => {
  it('match the host\'s table and hold no secret, in random auto games', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...GAMES), fc.integer({ min: 1, max: 10_000 }), async ({ game, players, preset }, seed) => {
      const api = inProcessApi(undefined, seed);
      const problems: string[] = [];
      let roomNo = '';
      const watching: Call = async (openid, action, params) => {
        const answer = await api.call(openid, action, params);
        if (openid !== 'host' || action !== 'tableView' || !answer.ok) return answer;
        const host: TableView = answer.data;
        const seen: TableView = await api.ok('watcher', 'tableView', { roomNo });
        const { watchers, ...table } = host;
        if (watchers?.[0]?.nickname !== '路人') problems.push('the host does not list the watcher');
        if (JSON.stringify(seen) !== JSON.stringify(table)) problems.push(`${host.step?.key}: the watcher sees another table`);
        if (seen.status === 'playing' && SECRET.test(JSON.stringify(seen))) problems.push(`a secret at ${seen.step?.key}`);
        return answer;
      };
      const table = await autoTable(api.call, 'host', { game, players, ...(preset && { preset }), rules: { 'auto.nightStepSeconds': 0 } });
      roomNo = table.roomNo;
      expect((await api.ok('watcher', 'watch', { roomNo, nickname: '路人' })).spectators).toBe(1);
      const end = await playByPhones(watching, table, seed, {
        clock: api.clock,
      });
      expect(end.status).toBe('ended');
      expect(problems).toEqual([]);
    }), { numRuns: 8 });
  }, 120_000);
});
