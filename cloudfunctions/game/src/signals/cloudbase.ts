import type { RoomSignal } from '../../../../typings/api';
import { statOf, type CloudDb } from '../store/cloudbase';
import type { SignalBoard } from './port';

/** Phones watch() their room's document here; its security rule lets every client read and none write. */
export const SIGNALS_COLLECTION = 'roomSignals';

/** The signal board on CloudBase: one document per room, `_id` = room number. */
export function cloudbaseSignals(db: CloudDb): SignalBoard & { removeExpired(now: number): Promise<number> } {
  const signals = () => db.collection(SIGNALS_COLLECTION);
  return {
    async publish(roomNo: string, signal: RoomSignal) {
      await signals().doc(roomNo).set({ data: { ...signal } });
    },
    async remove(roomNo: string) {
      await signals().doc(roomNo).remove();
    },
    /** Removes the signals of rooms expired by `now`; answers how many. */
    async removeExpired(now: number) {
      return statOf(await signals().where({ expiresAt: db.command.lt(now) }).remove(), 'removed');
    },
  };
}
