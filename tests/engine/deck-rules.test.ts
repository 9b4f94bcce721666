import fc from 'fast-check';
import type { GameId, RoleCounts } from '../../typings/api';
import { gameInfo, parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { formProblem, newForm, withPlayers } from '../../miniprogram/pages/create/model';

// The create page copies no deck rule: it evaluates the catalog's deck data, and refuses exactly what createRoom refuses.

function createRoomProblem(game: GameId, players: number, roles: RoleCounts, rules: Record<string, boolean>): string | null {
  try {
    parseConfig(gameModule(game), { players, roles, rules });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe.each<GameId>(['werewolf', 'killer', 'undercover'])('%s deck rules', (game) => {
  const info = gameInfo(gameModule(game));
  // Around the default deck (where the interesting boundaries are), every role ±2.
  const deckArb = fc.integer({ min: info.minPlayers, max: info.maxPlayers }).chain((players) => fc.record({
    players: fc.constant(players),
    deltas: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: info.roles.length, maxLength: info.roles.length }),
  }));

  it('the create page accepts a custom deck exactly when createRoom does, with the same reason', () => {
    fc.assert(fc.property(deckArb, ({ players, deltas }) => {
      const base = info.defaultRoles[String(players)];
      const roles: Record<string, number> = {};
      info.roles.forEach((r, i) => { roles[r.id] = Math.max(0, (base[r.id] ?? 0) + deltas[i]); });
      const form = { ...withPlayers(info, newForm(info), players), roles };
      const page = formProblem(info, form);
      const server = createRoomProblem(game, players, roles, {});
      expect(page).toBe(server);
    }), { numRuns: 300 });
  });
});

it('the catalog carries the deck data and starting sizes the create page used to hard-code', () => {
  const werewolf = gameInfo(gameModule('werewolf'));
  expect(werewolf.startPlayers).toBe(12);
  expect(werewolf.deck?.extra).toMatchObject({ role: 'thief', cards: 2 });
  expect(werewolf.deck?.rules.filter((r) => r.max === 1 && r.min === undefined && !r.countsWith).map((r) => r.role))
    .toEqual(['seer', 'witch', 'hunter', 'guard', 'cupid', 'thief', 'littleGirl', 'idiot', 'bear', 'wolfKing', 'whiteWolfKing', 'wolfBeauty', 'knight', 'nightmare', 'bloodMoon', 'demonHunter', 'dreamweaver', 'magician', 'gargoyle', 'hiddenWolf', 'mechanicalWolf', 'evilKnight', 'gravedigger', 'psychic', 'crow', 'pureWhite', 'wolfWitch', 'slacker', 'wildChild']);
  expect(werewolf.badCamps).toEqual(['wolf']);
});
