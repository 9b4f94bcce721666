// The table's public log: what the narrator told everyone. A night's deaths read in seat order, with
// no cause: the order they were settled in (the knife, then the poison) would say who did what.
import { publicLog } from '../../cloudfunctions/game/src/engine/core/public-log';
import { night, wolfGame, ws } from '../helpers/werewolf';

const NINE_NO_GUARD = ['werewolf', 'seer', 'witch', 'hunter', 'villager', 'werewolf', 'villager', 'villager', 'villager'] as const;

it('lists a night\'s deaths in seat order whatever killed them first, and names no cause', () => {
  const g = wolfGame([...NINE_NO_GUARD], { 'sheriff.enabled': false, 'reveal.onDeath': false });
  // The wolves kill 9, the witch poisons 5: the knife is settled before the poison.
  const dawn = night(g, { wolves: 9, poison: 5 });
  const deaths = ws(dawn).events!.filter((e) => e.kind === 'death').map((e) => (e as { seat: number }).seat);
  expect(deaths).toEqual([9, 5]);
  const lines = publicLog(dawn.module, ws(dawn)).map((e) => e.text);
  expect(lines).toEqual(['5 号玩家出局', '9 号玩家出局']);
  expect(lines.join()).not.toMatch(/毒|刀|杀|狼|女巫/);
});
