import type { RoomSignal, SeatNo } from '../../../../typings/api';

/**
 * Where phones learn that a room changed: each room's public signal, replaced after every accepted
 * write and removed with the room. Nothing in a signal is secret.
 */
export interface SeatSignalDoc { v: number; openid: string; expiresAt: number }

export interface SignalBoard {
  publish(roomNo: string, signal: RoomSignal): Promise<void>;
  /**
   * 自动主持: a seat's private signal, moved when only that seat's prompt changed (a teammate's pick);
   * readable by `openid` (the seat's player) alone; gone with the room, or at `expiresAt` (epoch ms).
   * A board without it serves judge rooms only.
   */
  publishSeat?(roomNo: string, seat: SeatNo, signal: SeatSignalDoc): Promise<void>;
  /** Removes the room's signal and its seats' signals. */
  remove(roomNo: string): Promise<void>;
}
