import type { CircleLink } from '../../game/src/circle-link';
import type { CircleGame } from './model';
import { loadCircle, memberOfCircle, ratingChangesOf, recordEnd } from './record';
import type { CircleStore } from './store/port';

/**
 * The game side's view of the 圈子 store: membership for linking a room, the ended game written
 * and handed to `fold` (in the same process, or the `circle` cloud function), its rating changes read back.
 */
export function storeLink(store: CircleStore, fold: (game: CircleGame) => Promise<void>): CircleLink {
  return {
    async checkMember(circleId, openid) {
      memberOfCircle((await loadCircle(store, circleId)).value, openid);
    },
    async record(end) {
      await recordEnd(store, end, fold);
    },
    async withdraw(gameId) {
      const game = await store.getGame(gameId);
      if (!game || game.withdrawn) return;
      const withdrawn = { ...game, withdrawn: true as const };
      await store.replaceGame(withdrawn);
      await fold(withdrawn);
    },
    ratingChanges: (gameId) => ratingChangesOf(store, gameId),
  };
}
