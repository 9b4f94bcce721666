import type { Room } from '../engine/core/room';
import type { RoomStore, StoredRoom } from './port';

/** Rooms in a Map, as JSON text so that nothing is shared with the caller: for tests and page tests. */
export function memoryStore(): RoomStore {
  const rows = new Map<string, { version: number; updatedAt: number; doc: string }>();
  return {
    async create(room: Room) {
      if (rows.has(room.roomNo)) return false;
      rows.set(room.roomNo, { version: 1, updatedAt: room.updatedAt, doc: JSON.stringify(room) });
      return true;
    },
    async get(roomNo: string): Promise<StoredRoom | null> {
      const row = rows.get(roomNo);
      return row ? { room: JSON.parse(row.doc) as Room, version: row.version } : null;
    },
    async update(roomNo: string, expectedVersion: number, room: Room) {
      const row = rows.get(roomNo);
      if (!row || row.version !== expectedVersion) return false;
      rows.set(roomNo, { version: expectedVersion + 1, updatedAt: room.updatedAt, doc: JSON.stringify(room) });
      return true;
    },
    async delete(roomNo: string) {
      rows.delete(roomNo);
    },
    async deleteExpired(updatedBefore: number) {
      let removed = 0;
      for (const [roomNo, row] of rows) {
        if (row.updatedAt < updatedBefore) {
          rows.delete(roomNo);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
