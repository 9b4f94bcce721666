import type { RoomSignal } from '../../../../typings/api';
import { statOf, type CloudDb } from '../store/cloudbase';
import type { SignalBoard } from './port';

/** Phones watch() their room's document here; its security rule lets every client read and none write. */
export const SIGNALS_COLLECTION = 'roomSignals';

/**
 * The signal board on CloudBase: one document per room, `_id` = room number. A signal never
 * replaces a newer one (two writes of one room may finish in either order).
 */
export function cloudbaseSignals(db: CloudDb): SignalBoard & { removeExpired(now: number): Promise<number> } {
  const signals = () => db.collection(SIGNALS_COLLECTION);
  const replace = async (roomNo: string, signal: RoomSignal) =>
    statOf(await signals().where({ _id: roomNo, v: db.command.lte(signal.v) }).update({ data: { ...signal } }), 'updated') === 1;
  return {
    async publish(roomNo: string, signal: RoomSignal) {
      if (await replace(roomNo, signal)) return;
      try {
        await signals().add({ data: { _id: roomNo, ...signal } });
      } catch (error) {
        // Taken meanwhile: by an older signal (replace it now) or a newer one (keep it).
        const answer = await signals().where({ _id: roomNo }).limit(1).get();
        const data = (answer as { data?: unknown } | null)?.data;
        if (!Array.isArray(data) || data.length === 0) throw error;
        await replace(roomNo, signal);
      }
    },
    async remove(roomNo: string) {
      await signals().where({ _id: roomNo }).remove();
    },
    /** Removes the signals of rooms expired by `now`; answers how many. */
    async removeExpired(now: number) {
      return statOf(await signals().where({ expiresAt: db.command.lt(now) }).remove(), 'removed');
    },
  };
}
