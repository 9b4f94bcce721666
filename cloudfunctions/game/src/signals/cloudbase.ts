import type { RoomSignal, SeatNo } from '../../../../typings/api';
import { statOf, type CloudDb } from '../store/cloudbase';
import type { SeatSignalDoc, SignalBoard } from './port';

/** Phones watch() their room's document here; its security rule lets every client read and none write. */
export const SIGNALS_COLLECTION = 'roomSignals';

/** 自动主持: each seat's private signal, `_id` = roomNo:seat; its rule lets only the seat's player (`_openid`) read it. */
export const SEAT_SIGNALS_COLLECTION = 'seatSignals';

/**
 * A view kept as JSON text: update() would merge a nested object into the old one field by field
 * (a field that went, such as a step's timer, would stay), and view keys may hold dots, which the
 * database reads as paths. Phones parse it back (miniprogram/services/live.ts).
 */
function asText(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined).map(([key, value]) => [key, JSON.stringify(value)]));
}

/** Writes `data` as document `_id` unless a newer one (a higher `v`) is there already. */
async function upsert(db: CloudDb, collection: string, _id: string, data: { v: number } & Record<string, unknown>): Promise<void> {
  const docs = () => db.collection(collection);
  const replace = async () => statOf(await docs().where({ _id, v: db.command.lte(data.v) }).update({ data }), 'updated') === 1;
  if (await replace()) return;
  try {
    await docs().add({ data: { _id, ...data } });
  } catch (error) {
    // Taken meanwhile: by an older signal (replace it now) or a newer one (keep it).
    const answer = await docs().where({ _id }).limit(1).get();
    const found = (answer as { data?: unknown } | null)?.data;
    if (!Array.isArray(found) || found.length === 0) throw error;
    await replace();
  }
}

/**
 * The signal board on CloudBase: one document per room, `_id` = room number. A signal never
 * replaces a newer one (two writes of one room may finish in either order).
 */
export function cloudbaseSignals(db: CloudDb): SignalBoard & { removeExpired(now: number): Promise<number> } {
  const signals = () => db.collection(SIGNALS_COLLECTION);
  const seats = () => db.collection(SEAT_SIGNALS_COLLECTION);
  return {
    async publish(roomNo: string, { table, ...signal }: RoomSignal) {
      await upsert(db, SIGNALS_COLLECTION, roomNo, { ...signal, ...asText({ table }) });
    },
    async publishSeat(roomNo: string, seat: SeatNo, { v, turn, openid, expiresAt }: SeatSignalDoc) {
      await upsert(db, SEAT_SIGNALS_COLLECTION, `${roomNo}:${seat}`, { v, ...asText({ turn }), _openid: openid, roomNo, expiresAt });
    },
    async remove(roomNo: string) {
      await signals().where({ _id: roomNo }).remove();
      await seats().where({ roomNo }).remove();
    },
    /** Removes the signals of rooms expired by `now`; answers how many rooms' signals went. */
    async removeExpired(now: number) {
      await seats().where({ expiresAt: db.command.lt(now) }).remove();
      return statOf(await signals().where({ expiresAt: db.command.lt(now) }).remove(), 'removed');
    },
  };
}
