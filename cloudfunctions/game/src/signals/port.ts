import type { RoomSignal } from '../../../../typings/api';

/**
 * Where phones learn that a room changed: each room's public signal, replaced after every accepted
 * write and removed with the room. Nothing in a signal is secret.
 */
export interface SignalBoard {
  publish(roomNo: string, signal: RoomSignal): Promise<void>;
  remove(roomNo: string): Promise<void>;
}
