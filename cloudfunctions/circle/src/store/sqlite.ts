import { openSqlite } from '../../../game/src/store/sqlite-file';
import type { Circle, CircleGame, SeasonTotals } from '../model';
import type { CircleStore, Versioned } from './port';

/**
 * The local server's 圈子: one SQLite file beside the rooms' (WAL, each write its own transaction).
 * Documents are JSON text; the columns hold what is looked up (invite code, group, circle, season).
 */
export function sqliteCircleStore(file: string): CircleStore & { close(): void } {
  const db = openSqlite(file, true);
  db.exec(`
    CREATE TABLE IF NOT EXISTS circles (
      circle_id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, group_id TEXT UNIQUE, version INTEGER NOT NULL, doc TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS circle_games (
      game_id TEXT PRIMARY KEY, circle_id TEXT NOT NULL, season TEXT NOT NULL, ended_at INTEGER NOT NULL, doc TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS circle_games_by_circle ON circle_games (circle_id, season, ended_at);
    CREATE TABLE IF NOT EXISTS circle_seasons (
      circle_id TEXT NOT NULL, season TEXT NOT NULL, version INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (circle_id, season)
    );
  `);
  type Row = { version: number; doc: string };
  const insertCircle = db.prepare('INSERT OR IGNORE INTO circles (circle_id, code, group_id, version, doc) VALUES (?, ?, ?, 1, ?)');
  const circleById = db.prepare<[string], Row>('SELECT version, doc FROM circles WHERE circle_id = ?');
  const circleByCode = db.prepare<[string], Row>('SELECT version, doc FROM circles WHERE code = ?');
  const circleByGroup = db.prepare<[string], Row>('SELECT version, doc FROM circles WHERE group_id = ?');
  const swapCircle = db.prepare('UPDATE circles SET version = version + 1, doc = ? WHERE circle_id = ? AND version = ?');
  const insertGame = db.prepare('INSERT OR IGNORE INTO circle_games (game_id, circle_id, season, ended_at, doc) VALUES (?, ?, ?, ?, ?)');
  const gameById = db.prepare<[string], { doc: string }>('SELECT doc FROM circle_games WHERE game_id = ?');
  const replace = db.prepare('UPDATE circle_games SET doc = ? WHERE game_id = ?');
  const gamesOf = db.prepare<[string], { doc: string }>('SELECT doc FROM circle_games WHERE circle_id = ? ORDER BY ended_at, game_id');
  const gamesOfSeason = db.prepare<[string, string], { doc: string }>('SELECT doc FROM circle_games WHERE circle_id = ? AND season = ? ORDER BY ended_at, game_id');
  const seasonOf = db.prepare<[string, string], Row>('SELECT version, doc FROM circle_seasons WHERE circle_id = ? AND season = ?');
  const insertSeason = db.prepare('INSERT OR IGNORE INTO circle_seasons (circle_id, season, version, doc) VALUES (?, ?, 1, ?)');
  const swapSeason = db.prepare('UPDATE circle_seasons SET version = version + 1, doc = ? WHERE circle_id = ? AND season = ? AND version = ?');

  const versioned = <T>(row: Row | undefined): Versioned<T> | null => (row ? { value: JSON.parse(row.doc) as T, version: row.version } : null);
  return {
    async createCircle(circle: Circle) {
      try {
        return insertCircle.run(circle.circleId, circle.code, circle.groupId ?? null, JSON.stringify(circle)).changes === 1;
      } catch (error) {
        // A taken invite code or group breaks a UNIQUE constraint: the caller draws another code.
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
        throw error;
      }
    },
    getCircle: async (circleId) => versioned<Circle>(circleById.get(circleId)),
    findByCode: async (code) => versioned<Circle>(circleByCode.get(code)),
    findByGroup: async (groupId) => versioned<Circle>(circleByGroup.get(groupId)),
    async updateCircle(circleId, expectedVersion, circle) {
      return swapCircle.run(JSON.stringify(circle), circleId, expectedVersion).changes === 1;
    },
    async addGame(game: CircleGame) {
      return insertGame.run(game.gameId, game.circleId, game.season, game.endedAt, JSON.stringify(game)).changes === 1;
    },
    async getGame(gameId) {
      const row = gameById.get(gameId);
      return row ? JSON.parse(row.doc) as CircleGame : null;
    },
    async replaceGame(game) {
      replace.run(JSON.stringify(game), game.gameId);
    },
    async listGames(circleId, season) {
      const rows = season === undefined ? gamesOf.all(circleId) : gamesOfSeason.all(circleId, season);
      return rows.map((row) => JSON.parse(row.doc) as CircleGame);
    },
    getSeason: async (circleId, season) => versioned<SeasonTotals>(seasonOf.get(circleId, season)),
    async putSeason(totals: SeasonTotals, expectedVersion: number) {
      const doc = JSON.stringify(totals);
      if (expectedVersion === 0) return insertSeason.run(totals.circleId, totals.season, doc).changes === 1;
      return swapSeason.run(doc, totals.circleId, totals.season, expectedVersion).changes === 1;
    },
    close() {
      db.close();
    },
  };
}
