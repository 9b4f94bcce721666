import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { deepFreeze } from '../../cloudfunctions/game/src/store/freeze';
import type { RoomStore, StoredRoom } from '../../cloudfunctions/game/src/store/port';

/**
 * Rooms kept as the very objects written, deep-frozen: the port's promise that callers never change a
 * room they read or wrote holds, or the change throws. No JSON round trip, so long property runs of
 * whole games over the action table cost a fraction of the memory store's.
 */
export function frozenStore(): RoomStore & { peek(roomNo: string): Room | undefined } {
  const rows = new Map<string, { version: number; room: Room }>();
  return {
    /** The stored room, read at once (a test's check between calls). */
    peek(roomNo: string) {
      return rows.get(roomNo)?.room;
    },
    async create(room: Room) {
      if (rows.has(room.roomNo)) return false;
      rows.set(room.roomNo, { version: 1, room: deepFreeze(room) });
      return true;
    },
    async get(roomNo: string): Promise<StoredRoom | null> {
      const row = rows.get(roomNo);
      return row ? { room: row.room, version: row.version } : null;
    },
    async update(roomNo: string, expectedVersion: number, room: Room) {
      const row = rows.get(roomNo);
      if (!row || row.version !== expectedVersion) return false;
      rows.set(roomNo, { version: expectedVersion + 1, room: deepFreeze(room) });
      return true;
    },
    async delete(roomNo: string) {
      rows.delete(roomNo);
    },
    async deleteExpired(updatedBefore: number) {
      let removed = 0;
      for (const [roomNo, row] of rows) {
        if (row.room.updatedAt < updatedBefore) {
          rows.delete(roomNo);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
