// The table's public log: what the narrator told everyone. A night's deaths read in seat order, with
// no cause: the order they were settled in (the knife, then the poison) would say who did what. A
// card shows only where the rules reveal it, and stays in the log once shown.
import { publicLog } from '../../cloudfunctions/game/src/engine/core/public-log';
import type { RoleId } from '../../typings/api';
import { play, riggedGame, skipTo, votes } from '../helpers/game';
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

describe('谁是卧底 under 出局亮身份', () => {
  // Seats 1..6: undercover 3, civilians the rest.
  const SIX: RoleId[] = ['civilian', 'civilian', 'undercover', 'civilian', 'civilian', 'civilian'];
  const words = { civilian: '饺子', undercover: '包子' };
  const exiled = (rules: Record<string, boolean>) => {
    const g = skipTo(riggedGame('undercover', { players: 6, rules, words }, SIX), 'round.vote');
    return play(g, votes({ 1: 2, 3: 2, 4: 2, 5: 2, 6: 2 }));
  };

  it('keeps the card the exile showed in the table\'s log, after its step has passed', () => {
    const g = exiled({ 'reveal.onExile': true });
    expect(publicLog(g.module, g.match.state).map((l) => l.text)).toContain('2 号玩家（平民）出局');
  });

  it('shows no card where the rules keep them hidden', () => {
    const g = exiled({ 'reveal.onExile': false });
    expect(publicLog(g.module, g.match.state).map((l) => l.text)).toContain('2 号玩家出局');
  });
});
