import type { CircleGame } from './model';
import type { CircleStore } from './store/port';
import { emptyTotals, foldGame, foldGames } from './totals';

const WRITE_ATTEMPTS = 40;

/** Counts a recorded game in its season's totals: one read and one conditional write (retried on a race). */
export async function foldIntoSeason(store: CircleStore, game: CircleGame): Promise<void> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const stored = await store.getSeason(game.circleId, game.season);
    const before = stored?.value ?? emptyTotals(game.circleId, game.season);
    const after = foldGame(before, game);
    if (after === before || await store.putSeason(after, stored?.version ?? 0)) return;
  }
  throw new Error(`circle ${game.circleId}: lost the season write race ${WRITE_ATTEMPTS} times`);
}

/**
 * Counts a recorded game: folded into its season, or, once withdrawn, its season rebuilt without it
 * (the ratings after it computed again).
 */
export async function countGame(store: CircleStore, game: CircleGame): Promise<void> {
  return game.withdrawn ? rebuildSeason(store, game.circleId, game.season) : foldIntoSeason(store, game);
}

/**
 * The maintenance path: a season's totals rebuilt from its game documents, written over the kept
 * ones. The version is read before the games are listed: a game folded meanwhile moves it, and the
 * rebuild lists again rather than write over that game.
 */
export async function rebuildSeason(store: CircleStore, circleId: string, season: string): Promise<void> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const stored = await store.getSeason(circleId, season);
    const totals = foldGames(emptyTotals(circleId, season), await store.listGames(circleId, season));
    if (await store.putSeason(totals, stored?.version ?? 0)) return;
  }
  throw new Error(`circle ${circleId}: lost the season rebuild race ${WRITE_ATTEMPTS} times`);
}
