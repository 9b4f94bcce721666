import { openSqlite } from './sqlite-file';
import type { Room } from '../engine/core/room';
import { deepFreeze } from './freeze';
import type { RoomStore, StoredRoom } from './port';

/** How many parsed rooms the store keeps at hand (the rooms being played right now). */
const CACHED_ROOMS = 500;

/**
 * The local server's embedded store: one SQLite file, one row per room, each write its own
 * transaction (WAL), so a killed process loses no answered write. The server owns the file
 * (exclusive lock), so every write passes through here: the rooms it last read or wrote are kept
 * parsed and frozen, and reading one of them touches neither the file nor JSON.
 */
export function sqliteStore(file: string): RoomStore & { close(): void } {
  const db = openSqlite(file, true);
  db.exec(`CREATE TABLE IF NOT EXISTS rooms (
    room_no TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    doc TEXT NOT NULL
  )`);
  const insert = db.prepare('INSERT OR IGNORE INTO rooms (room_no, version, updated_at, doc) VALUES (?, 1, ?, ?)');
  const select = db.prepare<[string], { version: number; doc: string }>('SELECT version, doc FROM rooms WHERE room_no = ?');
  const swap = db.prepare('UPDATE rooms SET version = version + 1, updated_at = ?, doc = ? WHERE room_no = ? AND version = ?');
  const remove = db.prepare('DELETE FROM rooms WHERE room_no = ?');
  const expired = db.prepare<[number], { doc: string }>('SELECT doc FROM rooms WHERE updated_at < ?');
  const expire = db.prepare('DELETE FROM rooms WHERE updated_at < ?');

  const cache = new Map<string, StoredRoom>();
  const remember = (roomNo: string, stored: StoredRoom): StoredRoom => {
    cache.delete(roomNo);
    cache.set(roomNo, { room: deepFreeze(stored.room), version: stored.version });
    // Insertion order is recency: the first key is the room untouched for longest.
    if (cache.size > CACHED_ROOMS) cache.delete(cache.keys().next().value ?? roomNo);
    return stored;
  };

  return {
    async create(room: Room) {
      const created = insert.run(room.roomNo, room.updatedAt, JSON.stringify(room)).changes === 1;
      if (created) remember(room.roomNo, { room, version: 1 });
      return created;
    },
    async get(roomNo: string): Promise<StoredRoom | null> {
      const cached = cache.get(roomNo);
      if (cached) return cached;
      const row = select.get(roomNo);
      if (!row) return null;
      return remember(roomNo, { room: JSON.parse(row.doc) as Room, version: row.version });
    },
    async update(roomNo: string, expectedVersion: number, room: Room) {
      const swapped = swap.run(room.updatedAt, JSON.stringify(room), roomNo, expectedVersion).changes === 1;
      if (swapped) remember(roomNo, { room, version: expectedVersion + 1 });
      return swapped;
    },
    async delete(roomNo: string) {
      remove.run(roomNo);
      cache.delete(roomNo);
    },
    async expiring(updatedBefore: number) {
      return expired.all(updatedBefore).map((row) => JSON.parse(row.doc) as Room);
    },
    async deleteExpired(updatedBefore: number) {
      cache.clear();
      return expire.run(updatedBefore).changes;
    },
    close() {
      db.close();
    },
  };
}
