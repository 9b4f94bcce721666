import fc from 'fast-check';
import type { GameId } from '../../typings/api';
import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { judgeView, playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { WEREWOLF_TAGS } from '../../cloudfunctions/game/src/engine/werewolf/state';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { playRandomGame, randomGameArb } from '../helpers/random-play';

// The pages keep no names of their own: every camp and every seat mark the engine can produce is
// named (and coloured) by the catalog, and the views carry the names of what they show.

describe.each<GameId>(['werewolf', 'killer', 'undercover'])('%s: camps and marks named by the catalog', (game) => {
  const info = gameInfo(gameModule(game));
  const camps = new Map((info.camps ?? []).map((c) => [c.id, c]));
  const tags = new Map((info.tags ?? []).map((t) => [t.id, t.name]));

  it('names every camp of its cards, red where it plays against the table', () => {
    for (const role of info.roles) expect([role.id, camps.get(role.camp)?.name]).toEqual([role.id, expect.any(String)]);
    for (const camp of camps.values()) {
      expect(camp.name).toMatch(/^(\p{Script=Han})+$/u);
      expect(camp.bad).toBe((info.badCamps ?? []).includes(camp.id));
    }
  });

  it('words every card for a room with a judge and one without: no card says the judge tells it something', () => {
    for (const role of info.roles) expect([role.id, role.description.replace(/（法官主持时[^）]*）/g, '')]).toEqual([role.id, expect.not.stringContaining('法官')]);
  });

  it('names every camp a deal ends with and every mark a seat carries, in random games; the views carry those names', () => {
    fc.assert(fc.property(randomGameArb(game), (g) => {
      const { module, match } = playRandomGame(game, g, (m) => {
        for (const s of m.state.seats) for (const t of s.tags) expect([t, tags.get(t)]).toEqual([t, expect.any(String)]);
      });
      const room: Room = { roomNo: '123456', judge: 'j', members: [], match, createdAt: 0, updatedAt: 0 };
      const view = judgeView(module, room);
      expect(camps.has(view.winner!.camp)).toBe(true);
      for (const s of view.review!.seats) {
        expect(camps.get(s.camp)?.name).toBe(s.campName);
        expect(s.bad === true).toBe(camps.get(s.camp)!.bad);
        expect(s.tagNames).toEqual(s.tags.map((t) => tags.get(t)));
      }
      for (const s of view.seats) expect(s.tagNames).toEqual(s.tags.map((t) => tags.get(t)));
      for (const s of match.state.seats) {
        const card = playerView(module, room, s.seat).card;
        if ('role' in card) expect([card.campName, card.bad]).toEqual([camps.get(card.camp)?.name, camps.get(card.camp)?.bad]);
      }
    }), { numRuns: 20 });
  });
});

test('狼人杀 names each mark its seats can carry: 警长, 情侣, 已亮牌', () => {
  const tags = gameInfo(gameModule('werewolf')).tags ?? [];
  expect(WEREWOLF_TAGS.map((id) => tags.find((t) => t.id === id)?.name)).toEqual(['警长', '情侣', '已亮牌']);
});
