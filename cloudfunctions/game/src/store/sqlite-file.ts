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
  // The log is copied back into the file (and synced) every 10,000 pages (~40 MB) rather than SQLite's
  // 1,000: a room's write is two or three pages, so the default stalled every few hundred writes.
  db.pragma('wal_autocheckpoint = 10000');
  if (exclusive) db.pragma('locking_mode = EXCLUSIVE');
  return db;
}
