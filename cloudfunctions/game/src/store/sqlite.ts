import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Room } from '../engine/core/room';
import type { RoomStore, StoredRoom } from './port';

/**
 * The local server's embedded store: one SQLite file, one row per room, each write its own
 * transaction (WAL), so a killed process loses no answered write.
 */
export function sqliteStore(file: string): RoomStore & { close(): void } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS rooms (
    room_no TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    doc TEXT NOT NULL
  )`);
  db.exec('CREATE INDEX IF NOT EXISTS rooms_updated_at ON rooms (updated_at)');
  const insert = db.prepare('INSERT OR IGNORE INTO rooms (room_no, version, updated_at, doc) VALUES (?, 1, ?, ?)');
  const select = db.prepare<[string], { version: number; doc: string }>('SELECT version, doc FROM rooms WHERE room_no = ?');
  const swap = db.prepare('UPDATE rooms SET version = version + 1, updated_at = ?, doc = ? WHERE room_no = ? AND version = ?');
  const remove = db.prepare('DELETE FROM rooms WHERE room_no = ?');
  const expire = db.prepare('DELETE FROM rooms WHERE updated_at < ?');

  return {
    async create(room: Room) {
      return insert.run(room.roomNo, room.updatedAt, JSON.stringify(room)).changes === 1;
    },
    async get(roomNo: string): Promise<StoredRoom | null> {
      const row = select.get(roomNo);
      return row ? { room: JSON.parse(row.doc) as Room, version: row.version } : null;
    },
    async update(roomNo: string, expectedVersion: number, room: Room) {
      return swap.run(room.updatedAt, JSON.stringify(room), roomNo, expectedVersion).changes === 1;
    },
    async delete(roomNo: string) {
      remove.run(roomNo);
    },
    async deleteExpired(updatedBefore: number) {
      return expire.run(updatedBefore).changes;
    },
    close() {
      db.close();
    },
  };
}
