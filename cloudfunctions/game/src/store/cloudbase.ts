import type { Room } from '../engine/core/room';
import { readAllPages } from './cloud-pages';
import type { RoomStore, StoredRoom } from './port';

/**
 * The few wx-server-sdk database calls the adapter makes (so tests can stand in for them).
 * The SDK types their answers as unions with its callback style, so answers are checked at run time.
 */
export interface CloudDb {
  collection(name: string): CloudCollection;
  command: { lt(value: number): unknown; lte(value: number): unknown; gte(value: number): unknown; inc(value: number): unknown };
}
export interface CloudCollection {
  add(options: { data: Record<string, unknown> & { _id: string } }): unknown;
  where(query: Record<string, unknown>): CloudQuery;
}
export interface CloudQuery {
  limit(max: number): { get(): unknown };
  /** A read in pages must be ordered: without orderBy the database gives each page its own order. */
  orderBy(field: string, order: 'asc' | 'desc'): { skip(count: number): { limit(max: number): { get(): unknown } } };
  update(options: { data: Record<string, unknown> }): unknown;
  remove(): unknown;
}

/** One document per room, keyed by room number. The room is kept as JSON text: rule ids hold dots. */
export type CloudRoomDoc = { _id: string; version: number; updatedAt: number; doc: string };

export const ROOMS_COLLECTION = 'rooms';
/** Rooms read at a time by the hourly cleanup (each a whole room document). */
const EXPIRING_PAGE = 100;

/** The `stats.<field>` count of an update or remove answer. */
export function statOf(answer: unknown, field: 'updated' | 'removed'): number {
  const stats = (answer as { stats?: Record<string, unknown> } | null)?.stats;
  const count = stats?.[field];
  if (typeof count !== 'number') throw new Error(`CloudBase answered without stats.${field}`);
  return count;
}

function isRoomDoc(value: unknown): value is CloudRoomDoc {
  const v = value as Partial<CloudRoomDoc> | null;
  return typeof v === 'object' && v !== null && typeof v._id === 'string'
    && typeof v.version === 'number' && typeof v.doc === 'string';
}

/** RoomStore on a CloudBase collection, compare-and-set on the `version` field. */
export function cloudbaseStore(db: CloudDb): RoomStore {
  const rooms = () => db.collection(ROOMS_COLLECTION);
  const read = async (roomNo: string): Promise<StoredRoom | null> => {
    const answer = await rooms().where({ _id: roomNo }).limit(1).get();
    const data = (answer as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw new Error('CloudBase answered a query without data');
    const doc: unknown = data[0];
    if (!isRoomDoc(doc)) return null;
    return { room: JSON.parse(doc.doc) as Room, version: doc.version };
  };
  return {
    async create(room: Room) {
      try {
        await rooms().add({ data: { _id: room.roomNo, version: 1, updatedAt: room.updatedAt, doc: JSON.stringify(room) } });
        return true;
      } catch (error) {
        // A taken _id makes add() fail; anything else is a real fault.
        if (await read(room.roomNo)) return false;
        throw error;
      }
    },
    get: read,
    async update(roomNo: string, expectedVersion: number, room: Room) {
      const answer = await rooms().where({ _id: roomNo, version: expectedVersion }).update({
        data: { version: expectedVersion + 1, updatedAt: room.updatedAt, doc: JSON.stringify(room) },
      });
      return statOf(answer, 'updated') === 1;
    },
    async delete(roomNo: string) {
      await rooms().where({ _id: roomNo }).remove();
    },
    async expiring(updatedBefore: number) {
      const docs = await readAllPages((offset, size) => rooms().where({ updatedAt: db.command.lt(updatedBefore) }).orderBy('_id', 'asc').skip(offset).limit(size).get(), EXPIRING_PAGE);
      return docs.filter(isRoomDoc).map((doc) => JSON.parse(doc.doc) as Room);
    },
    async deleteExpired(updatedBefore: number) {
      return statOf(await rooms().where({ updatedAt: db.command.lt(updatedBefore) }).remove(), 'removed');
    },
  };
}
