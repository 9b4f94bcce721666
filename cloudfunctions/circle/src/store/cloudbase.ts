import { readAllPages } from '../../../game/src/store/cloud-pages';
import { statOf, type CloudDb } from '../../../game/src/store/cloudbase';
import type { Circle, CircleGame, SeasonTotals } from '../model';
import { byEnd, type CircleStore, type Versioned } from './port';

export const CIRCLES_COLLECTION = 'circles';
export const CIRCLE_GAMES_COLLECTION = 'circleGames';
export const CIRCLE_SEASONS_COLLECTION = 'circleSeasons';

/** What a server-side query answers at most per call. */
const PAGE = 1000;


/** Documents hold their value as JSON text (ids such as `werewolf:seer` hold colons and dots). */
type Doc = { _id: string; version?: number; doc: string };

const isDoc = (d: unknown): d is Doc => typeof d === 'object' && d !== null && typeof (d as Doc)._id === 'string' && typeof (d as Doc).doc === 'string';

function rowsOf(answer: unknown): Doc[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('CloudBase answered a query without data');
  return data.filter(isDoc);
}

/** CircleStore on three CloudBase collections, all closed to clients; compare-and-set on `version`. */
export function cloudbaseCircleStore(db: CloudDb): CircleStore {
  const circles = () => db.collection(CIRCLES_COLLECTION);
  const games = () => db.collection(CIRCLE_GAMES_COLLECTION);
  const seasons = () => db.collection(CIRCLE_SEASONS_COLLECTION);
  const one = async <T>(query: Promise<unknown>): Promise<Versioned<T> | null> => {
    const [row] = rowsOf(await query);
    return row ? { value: JSON.parse(row.doc) as T, version: row.version ?? 1 } : null;
  };
  const findCircle = (query: Record<string, unknown>) => one<Circle>(Promise.resolve(circles().where(query).limit(1).get()));
  const added = async (add: () => unknown, exists: () => Promise<unknown>) => {
    try {
      await add();
      return true;
    } catch (error) {
      // A taken _id makes add() fail; anything else is a real fault.
      if (await exists()) return false;
      throw error;
    }
  };
  const seasonId = (circleId: string, season: string) => `${circleId}:${season}`;
  return {
    async createCircle(circle) {
      if (await findCircle({ code: circle.code })) return false;
      if (circle.groupId !== undefined && await findCircle({ groupId: circle.groupId })) return false;
      return added(
        () => circles().add({ data: { _id: circle.circleId, version: 1, code: circle.code, ...(circle.groupId !== undefined && { groupId: circle.groupId }), doc: JSON.stringify(circle) } }),
        () => findCircle({ _id: circle.circleId }),
      );
    },
    getCircle: (circleId) => findCircle({ _id: circleId }),
    findByCode: (code) => findCircle({ code }),
    findByGroup: (groupId) => findCircle({ groupId }),
    async updateCircle(circleId, expectedVersion, circle) {
      const answer = await circles().where({ _id: circleId, version: expectedVersion }).update({ data: { version: expectedVersion + 1, doc: JSON.stringify(circle) } });
      return statOf(answer, 'updated') === 1;
    },
    addGame: (game) => added(
      () => games().add({ data: { _id: game.gameId, circleId: game.circleId, season: game.season, endedAt: game.endedAt, doc: JSON.stringify(game) } }),
      async () => rowsOf(await games().where({ _id: game.gameId }).limit(1).get()).length > 0,
    ),
    async getGame(gameId) {
      const [row] = rowsOf(await games().where({ _id: gameId }).limit(1).get());
      return row ? JSON.parse(row.doc) as CircleGame : null;
    },
    async replaceGame(game) {
      await games().where({ _id: game.gameId }).update({ data: { doc: JSON.stringify(game) } });
    },
    async listGames(circleId, season) {
      const query = { circleId, ...(season !== undefined && { season }) };
      const rows = await readAllPages((offset, size) => games().where(query).orderBy('_id', 'asc').skip(offset).limit(size).get(), PAGE);
      return rows.filter(isDoc).map((row) => JSON.parse(row.doc) as CircleGame).sort(byEnd);
    },
    getSeason: (circleId, season) => one<SeasonTotals>(Promise.resolve(seasons().where({ _id: seasonId(circleId, season) }).limit(1).get())),
    async putSeason(totals, expectedVersion) {
      const _id = seasonId(totals.circleId, totals.season);
      const doc = JSON.stringify(totals);
      if (expectedVersion === 0) {
        return added(() => seasons().add({ data: { _id, version: 1, doc } }), async () => rowsOf(await seasons().where({ _id }).limit(1).get()).length > 0);
      }
      return statOf(await seasons().where({ _id, version: expectedVersion }).update({ data: { version: expectedVersion + 1, doc } }), 'updated') === 1;
    },
  };
}
