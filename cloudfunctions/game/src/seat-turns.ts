// Each seat's private version: it moves whenever anything of the seat's turn changes (a new prompt,
// a teammate's pick, its card, its answer recorded, its death, the end…), so that the seat's signal,
// which carries the turn, is all its phone needs. Worked out once per accepted write by comparing
// each seat's turn before and after it.
import type { SeatNo } from '../../../typings/api';
import { votesByPhone } from './auto-clock';
import { openCollection } from './engine/core/collect';
import { isAuto, type Room } from './engine/core/room';
import { seatTurn } from './my-turn';
import type { TableRoom } from './standings';

/** Rooms whose seats have a turn of their own: auto rooms, and judge rooms whose votes are cast on phones. */
export function hasSeatTurns(room: Room): boolean {
  return isAuto(room) || votesByPhone(room);
}

/**
 * Each room's seat faces as worked out so far. The room a write stores is the room the next write
 * reads (the local store keeps it parsed), so its faces are the next write's "before" for free.
 */
const facesOf = new WeakMap<TableRoom, Map<SeatNo, string>>();

/**
 * What a phone would notice of a seat's turn: all of it but its versions (the card's public `v`
 * moves with the room's signal; `seatV` is what is being decided here).
 */
function turnFace(room: TableRoom, seat: SeatNo): string {
  let faces = facesOf.get(room);
  if (!faces) {
    faces = new Map();
    facesOf.set(room, faces);
  }
  let face = faces.get(seat);
  if (face === undefined) {
    const { seatV: _seatV, card: { v: _v, ...card }, ...rest } = seatTurn(room, seat);
    face = JSON.stringify([card, rest]);
    faces.set(seat, face);
  }
  return face;
}

const ownerOf = (room: Room, seat: SeatNo) => room.members.find((m) => m.seat === seat)?.openid;

/**
 * `next` (the room after an accepted change of `prev`) with the private version moved of each seat
 * whose turn changed, or whose seat changed hands (its signal must be readable by the new owner).
 */
export function withSeatVersions(prev: TableRoom, next: TableRoom): TableRoom {
  if (!hasSeatTurns(next)) return next;
  const moved = next.members.map((m) => m.seat).filter((seat) => {
    const before = ownerOf(prev, seat);
    return (before !== undefined && before !== ownerOf(next, seat)) || turnFace(prev, seat) !== turnFace(next, seat);
  });
  if (moved.length === 0) return next;
  const auto = next.auto ?? { collection: openCollection(0), timer: null, seatV: {} };
  const seatV = { ...auto.seatV };
  for (const seat of moved) seatV[seat] = (seatV[seat] ?? 0) + 1;
  const versioned = { ...next, auto: { ...auto, seatV } };
  // Versions are no part of a face: the faces just worked out hold for the room as stored.
  const faces = facesOf.get(next);
  if (faces) facesOf.set(versioned, faces);
  return versioned;
}
