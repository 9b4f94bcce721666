import { playRandomGame } from '../helpers/random-play';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';

// What undo costs the stored room: the diffs of a whole 12-player werewolf game, next to the room's
// match without them (the deal, the inputs and the state, as stored before undo kept diffs).

const TWELVE = gameModule('werewolf').presets.filter((p) => p.players[0] <= 12 && p.players[1] >= 12);

test('the undo diffs of whole 12-player games weigh less than the rest of their matches, under 300 bytes an input', () => {
  const rows = TWELVE.flatMap((preset) => [1, 2].map((seed) => {
    const { match } = playRandomGame('werewolf', { preset, players: 12, seated: 0, seed });
    const { undos, ...without } = match;
    return { inputs: match.inputs.length, without: JSON.stringify(without).length, undos: JSON.stringify(undos).length };
  }));
  const sum = (key: 'inputs' | 'without' | 'undos') => rows.reduce((total, row) => total + row[key], 0);
  const perGame = (key: 'inputs' | 'without' | 'undos') => Math.round(sum(key) / rows.length);
  console.log(`12-player werewolf, ${rows.length} whole games: ${perGame('inputs')} inputs, match ${perGame('without')} bytes without undo diffs, `
    + `${perGame('without') + perGame('undos')} with (${Math.round(sum('undos') / sum('inputs'))} bytes an input)`);
  expect(sum('undos')).toBeLessThan(sum('without'));
  expect(sum('undos') / sum('inputs')).toBeLessThan(300);
});
