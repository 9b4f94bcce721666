import type { Circle, CircleGame, SeasonTotals } from '../model';

export interface Versioned<T> { value: T; version: number }

/**
 * Where 圈子 live. A 圈子 and a season's totals change by compare-and-set (false when someone else
 * wrote in between; the caller reads again and retries); a game document is written once.
 */
export interface CircleStore {
  /** Adds a new 圈子 at version 1; false when its id, invite code or group is taken. */
  createCircle(circle: Circle): Promise<boolean>;
  getCircle(circleId: string): Promise<Versioned<Circle> | null>;
  findByCode(code: string): Promise<Versioned<Circle> | null>;
  findByGroup(groupId: string): Promise<Versioned<Circle> | null>;
  updateCircle(circleId: string, expectedVersion: number, circle: Circle): Promise<boolean>;
  /** Writes a game document; false when a game with its id is already there. */
  addGame(game: CircleGame): Promise<boolean>;
  getGame(gameId: string): Promise<CircleGame | null>;
  /** Replaces a recorded game (a member who leaves and takes their name with them). */
  replaceGame(game: CircleGame): Promise<void>;
  /** The 圈子's games (of one season, if given), oldest end first. */
  listGames(circleId: string, season?: string): Promise<CircleGame[]>;
  getSeason(circleId: string, season: string): Promise<Versioned<SeasonTotals> | null>;
  /** Writes a season's totals as version `expectedVersion + 1` (0: the season has none yet). */
  putSeason(totals: SeasonTotals, expectedVersion: number): Promise<boolean>;
}

/** Games oldest first; two games that ended in the same millisecond in id order. */
export const byEnd = (a: CircleGame, b: CircleGame): number => a.endedAt - b.endedAt || (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0);
