import type { Circle, CircleGame, SeasonTotals } from '../model';
import { byEnd, type CircleStore, type Versioned } from './port';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** 圈子 in Maps, copied as JSON in and out so that nothing is shared with the caller: for tests. */
export function memoryCircleStore(): CircleStore {
  const circles = new Map<string, Versioned<Circle>>();
  const games = new Map<string, CircleGame>();
  const seasons = new Map<string, Versioned<SeasonTotals>>();
  const find = (match: (c: Circle) => boolean) => {
    const found = [...circles.values()].find((c) => match(c.value));
    return found ? copy(found) : null;
  };
  return {
    async createCircle(circle) {
      const taken = [...circles.values()].some(({ value: c }) => c.circleId === circle.circleId || c.code === circle.code
        || (circle.groupId !== undefined && c.groupId === circle.groupId));
      if (taken) return false;
      circles.set(circle.circleId, { value: copy(circle), version: 1 });
      return true;
    },
    async getCircle(circleId) {
      const found = circles.get(circleId);
      return found ? copy(found) : null;
    },
    findByCode: async (code) => find((c) => c.code === code),
    findByGroup: async (groupId) => find((c) => c.groupId === groupId),
    async updateCircle(circleId, expectedVersion, circle) {
      if (circles.get(circleId)?.version !== expectedVersion) return false;
      circles.set(circleId, { value: copy(circle), version: expectedVersion + 1 });
      return true;
    },
    async addGame(game) {
      if (games.has(game.gameId)) return false;
      games.set(game.gameId, copy(game));
      return true;
    },
    async getGame(gameId) {
      const game = games.get(gameId);
      return game ? copy(game) : null;
    },
    async replaceGame(game) {
      games.set(game.gameId, copy(game));
    },
    async listGames(circleId, season) {
      return [...games.values()].filter((g) => g.circleId === circleId && (season === undefined || g.season === season)).sort(byEnd).map(copy);
    },
    async getSeason(circleId, season) {
      const found = seasons.get(`${circleId}:${season}`);
      return found ? copy(found) : null;
    },
    async putSeason(totals, expectedVersion) {
      const key = `${totals.circleId}:${totals.season}`;
      if ((seasons.get(key)?.version ?? 0) !== expectedVersion) return false;
      seasons.set(key, { value: copy(totals), version: expectedVersion + 1 });
      return true;
    },
  };
}
