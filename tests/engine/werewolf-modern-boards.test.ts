import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { newGame, stepOf } from '../helpers/game';
import { keysUntil } from '../helpers/werewolf';

// The boards of docs/rules.md §D.9: decks, the modern base, and the night's order.

const board = (id: string) => {
  const preset = werewolfGame.presets.find((p) => p.id === id);
  if (!preset) throw new Error(`no preset ${id}`);
  return preset;
};

describe('modern boards with lone wolves, the evil knight, gravedigger, psychic and crow (docs/rules.md §D.9)', () => {
  // The modern base calls the seer after the witch (night.seerStep: afterWitch).
  it.each([
    ['modern12-gargoyle-gravedigger', '石像鬼守墓人', { werewolf: 3, gargoyle: 1, seer: 1, witch: 1, hunter: 1, gravedigger: 1, villager: 4 }],
    ['modern12-mechwolf-psychic', '机械狼通灵师', { werewolf: 3, mechanicalWolf: 1, psychic: 1, witch: 1, hunter: 1, guard: 1, villager: 4 }],
    ['modern12-hiddenwolf-crow', '隐狼乌鸦', { werewolf: 3, hiddenWolf: 1, seer: 1, witch: 1, hunter: 1, crow: 1, villager: 4 }],
    ['modern12-evilknight-guard', '恶灵骑士守卫', { werewolf: 3, evilKnight: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 }],
    ['modern12-purewhite', '纯白夜影', { werewolf: 3, wolfWitch: 1, pureWhite: 1, witch: 1, hunter: 1, guard: 1, villager: 4 }],
  ])('§D.9: %s (%s) deals its 12 cards on the modern base, and the server accepts the deck', (id, name, roles) => {
    const preset = board(id);
    expect(preset.name).toBe(name);
    expect(preset.players).toEqual([12, 12]);
    expect(preset.roles(12)).toEqual(roles);
    expect(werewolfGame.checkRoles(12, preset.roles(12), preset.rules)).toBeNull();
    expect(preset.rules).toMatchObject({
      'witch.selfSave': 'never', 'witch.bothSameNight': false, 'sheriff.electionTiming': 'beforeDeaths',
      'sheriff.voteWeight': '1.5', lastWords: 'modern', 'win.wolves': 'side', 'vote.tie': 'pkOnce', 'reveal.onDeath': false,
    });
  });

  it('§D.9: 隐狼乌鸦 sets the crow\'s curse to one vote', () => {
    expect(board('modern12-hiddenwolf-crow').rules['crow.extraVotes']).toBe('1');
  });

  it.each([
    // The checkers (seer, psychic) open their eyes after the witch on the modern base (night.seerStep).
    ['modern12-gargoyle-gravedigger', ['night.wolves', 'night.gargoyle', 'night.gargoyleResult', 'night.gargoyleKill', 'night.witchSave']],
    ['modern12-mechwolf-psychic', ['night.guard', 'night.wolves', 'night.mechanicalWolf', 'night.mechanicalWolfResult', 'night.mechanicalWolfKill', 'night.witchSave']],
    ['modern12-hiddenwolf-crow', ['night.crow', 'night.wolves', 'night.hiddenWolf', 'night.hiddenWolfKill', 'night.witchSave']],
    ['modern12-evilknight-guard', ['night.guard', 'night.wolves', 'night.witchSave']],
    ['modern12-purewhite', ['night.guard', 'night.wolves', 'night.wolfWitch', 'night.wolfWitchResult', 'night.witchSave']],
  ])('§D.9: %s calls the first night in the modern order', (id, order) => {
    const g = newGame('werewolf', { players: 12, preset: id });
    const { keys, game } = keysUntil(g, 'night.witchSave');
    expect(keys.filter((k) => k !== 'checkin' && k !== 'night.close')).toEqual(order);
    expect(stepOf(game).key).toBe('night.witchSave');
  });

  it('§D.9.3: 纯白夜影 calls 纯白之女 in the seer\'s place, after the witch, before the hunter\'s status', () => {
    const g = newGame('werewolf', { players: 12, preset: 'modern12-purewhite' });
    const { keys } = keysUntil(g, 'night.hunterStatus');
    expect(keys.slice(keys.indexOf('night.witchSave'))).toEqual(['night.witchSave', 'night.witchPoison', 'night.pureWhite', 'night.pureWhiteResult', 'night.hunterStatus']);
    expect(keys).not.toContain('night.seer');
  });
});
