import type { Room } from '../engine/core/room';
import type { RoomStore, StoredRoom } from './port';

/** How a map store keeps a room: what it writes away, and what it gives back on a read. */
export interface RoomCodec<T> { keep(room: Room): T; give(kept: T): Room }

/** Rooms in a Map, each kept as `codec` says; `peek` reads one at once (a test's look between calls). */
export function mapStore<T>(codec: RoomCodec<T>): RoomStore & { peek(roomNo: string): Room | undefined } {
  const rows = new Map<string, { version: number; updatedAt: number; doc: T }>();
  return {
    peek(roomNo: string) {
      const row = rows.get(roomNo);
      return row && codec.give(row.doc);
    },
    async create(room: Room) {
      if (rows.has(room.roomNo)) return false;
      rows.set(room.roomNo, { version: 1, updatedAt: room.updatedAt, doc: codec.keep(room) });
      return true;
    },
    async get(roomNo: string): Promise<StoredRoom | null> {
      const row = rows.get(roomNo);
      return row ? { room: codec.give(row.doc), version: row.version } : null;
    },
    async update(roomNo: string, expectedVersion: number, room: Room) {
      const row = rows.get(roomNo);
      if (!row || row.version !== expectedVersion) return false;
      rows.set(roomNo, { version: expectedVersion + 1, updatedAt: room.updatedAt, doc: codec.keep(room) });
      return true;
    },
    async delete(roomNo: string) {
      rows.delete(roomNo);
    },
    async expiring(updatedBefore: number) {
      return [...rows.values()].filter((row) => row.updatedAt < updatedBefore).map((row) => codec.give(row.doc));
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

/** Rooms in a Map, as JSON text so that nothing is shared with the caller: for tests and page tests. */
export function memoryStore(): RoomStore & { peek(roomNo: string): Room | undefined } {
  return mapStore<string>({ keep: (room) => JSON.stringify(room), give: (doc) => JSON.parse(doc) as Room });
}
