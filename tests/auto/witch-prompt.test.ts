// 自动主持: the witch's phone after a mechanical wolf's double kill (docs/rules.md §D.2.5) shows
// both targets and offers to save either.
import type { RoleId } from '../../typings/api';
import { openCollection } from '../../cloudfunctions/game/src/engine/core/collect';
import { myTurn } from '../../cloudfunctions/game/src/my-turn';
import type { TableRoom } from '../../cloudfunctions/game/src/standings';
import { play, skipTo, stepOf, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, night, wolfGame } from '../helpers/werewolf';

function autoRoom(g: TestGame): TableRoom {
  const members = g.match.state.seats.map((s) => ({ openid: `p${s.seat}`, seat: s.seat, nickname: `玩家${s.seat}` }));
  return {
    roomNo: '123456', judge: 'host', host: 'auto', members, match: g.match, createdAt: 0, updatedAt: 0,
    auto: { collection: openCollection(stepOf(g).id), timer: null, seatV: {} },
  };
}

it('§D.2.5: after a double kill the witch\'s prompt names both targets, marks both seats and offers to save either', () => {
  // Werewolf 1, psychic 2, witch 3, guard 4, mechanical wolf 5, hunter 6, villagers 7–9.
  const seats: RoleId[] = ['werewolf', 'psychic', 'witch', 'guard', 'mechanicalWolf', 'hunter', 'villager', 'villager', 'villager'];
  const first = keysUntil(wolfGame(seats, { 'sheriff.enabled': false }), 'night.mechanicalWolf').game;
  // He learns the werewolf on night 1, the witch poisons the werewolf: night 2 he holds the knife.
  const day = night(play(first, { seats: [1] }), { poison: 1 });
  const knife = keysUntil(skipTo(play(dayTo(day, 'day.vote'), { ballots: {} }), 'night.close'), 'night.mechanicalWolfKill').game;
  const witch = keysUntil(play(knife, { seats: [7, 8] }), 'night.witchSave').game;
  const { prompt } = myTurn(autoRoom(witch), 3, 0);
  expect(prompt?.info).toMatchObject({
    victim: 7, victims: [7, 8], facts: ['今晚被杀的是 7、8 号（解药只能救其中一人）'],
    marks: [{ seat: 7, text: '被杀' }, { seat: 8, text: '被杀' }],
  });
  expect(prompt?.input).toMatchObject({ type: 'choice', options: [{ id: 'save' }, { id: 'save:8' }, { id: 'skip' }] });
});
