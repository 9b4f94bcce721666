import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * An embedded database file of the local server (its folder made if need be), in WAL mode: each
 * write its own transaction, so a killed process loses no answered write. `exclusive`: only this
 * process opens the file (faster; other readers are kept out).
 */
export function openSqlite(file: string, exclusive: boolean): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  if (exclusive) db.pragma('locking_mode = EXCLUSIVE');
  return db;
}
