import type { Room } from '../engine/core/room';

export interface StoredRoom { room: Room; version: number }

/**
 * Where rooms live. Every mutating action is one `get` and one compare-and-set `update`
 * (false when someone else wrote in between), retried by the caller.
 */
export interface RoomStore {
  /** Adds a new room at version 1; false when the room number is already taken. */
  create(room: Room): Promise<boolean>;
  /** The room as stored; callers treat it (and what they pass to create/update) as immutable. */
  get(roomNo: string): Promise<StoredRoom | null>;
  /** Writes `room` as version `expectedVersion + 1` only if the stored version is still `expectedVersion`. */
  update(roomNo: string, expectedVersion: number, room: Room): Promise<boolean>;
  delete(roomNo: string): Promise<void>;
  /** The rooms last changed before `updatedBefore`: those `deleteExpired` would remove now. */
  expiring(updatedBefore: number): Promise<Room[]>;
  /** Removes rooms last changed before `updatedBefore`; answers how many. */
  deleteExpired(updatedBefore: number): Promise<number>;
}
