import type { RoomSignal, SeatNo, SeatSignal } from '../../../../typings/api';

/**
 * Where phones learn that a room changed: each room's public signal, replaced after every accepted
 * write and removed with the room. Nothing in a signal is secret.
 */
export interface SeatSignalDoc extends SeatSignal { openid: string; expiresAt: number }

export interface SignalBoard {
  publish(roomNo: string, signal: RoomSignal): Promise<void>;
  /**
   * A seat's private signal (auto rooms, phone votes), moved whenever the seat's turn changed, with
   * that turn; readable by `openid` (the seat's player now) alone; gone with the room, or at
   * `expiresAt` (epoch ms). A board without it serves judge rooms only.
   */
  publishSeat?(roomNo: string, seat: SeatNo, signal: SeatSignalDoc): Promise<void>;
  /** Removes the room's signal and its seats' signals. */
  remove(roomNo: string): Promise<void>;
  /**
   * Whether anyone hears this channel now (the room number, or `roomNo:seat`): a board that knows
   * its listeners lets a write skip building signals nobody would receive. Absent: always.
   */
  listens?(channel: string): boolean;
}
