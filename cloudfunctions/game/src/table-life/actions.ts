// The actions of people coming and going: watch, rescue and its vote, a substitute's code, a leave.
import type { SeatNo, SubstituteResult, TableView } from '../../../../typings/api';
import { settle } from '../auto-clock';
import { faceMoved } from '../host-news';
import { GameError } from '../engine/core/errors';
import type { Rng } from '../engine/core/rng';
import type { Room } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { publicStep, tableView } from '../table-view';
import { left } from './leave';
import { rescueAnswered, rescueOpened } from './rescue';
import { watched } from './spectators';
import { withSeatCode } from './substitute';

/**
 * Since when the open step has waited on the host (from the table's last change, or now when the
 * step opened on this call), or null when it waits on the players.
 */
function hostAwaitedSince(stored: TableRoom, room: TableRoom, now: number): number | null {
  const step = publicStep(room);
  if (step?.waitsOn !== 'host') return null;
  return step.id === publicStep(stored)?.id ? room.publicAt ?? room.updatedAt : now;
}

export interface LifeDeps {
  /** `change` gets the room as `caller`'s call leaves it (the judge seen) and the room as stored. */
  mutate<T>(roomNo: string, change: (room: TableRoom, stored: TableRoom) => TableRoom, answer: (room: TableRoom) => T, caller?: string): Promise<T>;
  seatOf(room: Room, caller: string): SeatNo;
  /** The room, when `caller` judges it (or is its host phone); NOT_JUDGE otherwise. */
  asHost(room: TableRoom, caller: string): TableRoom;
  /** What the judge or host reads after a change. */
  hostAnswer(room: TableRoom): unknown;
  now(): number;
  rng: Rng;
}

export function tableLifeActions({ mutate, seatOf, asHost, hostAnswer, now, rng }: LifeDeps) {
  const table = (room: TableRoom): TableView => tableView(room, now());
  /** A room that may have just become an auto room gets its clock (a judge room is left as it is). */
  const settled = (room: TableRoom) => settle(room, now(), rng, faceMoved);

  return {
    watch(caller: string, roomNo: string, nickname: string | undefined) {
      return mutate(roomNo, (room) => watched(room, caller, nickname), table, caller);
    },

    rescue(caller: string, roomNo: string, to: unknown) {
      return mutate(roomNo, (stored) => {
        const room = settled(stored);
        return settled(rescueOpened(room, seatOf(room, caller), to, now(), hostAwaitedSince(stored, room, now())));
      }, table, caller);
    },

    rescueVote(caller: string, roomNo: string, yes: unknown) {
      if (typeof yes !== 'boolean') throw new GameError('BAD_REQUEST', '请选择同意或不同意');
      return mutate(roomNo, (room, stored) => {
        if (room.judge !== caller) return settled(rescueAnswered(room, seatOf(room, caller), yes, now()));
        // A judge who holds a seat, answering the vote on them, is back: their call has closed it.
        if (!stored.rescue) throw new GameError('ILLEGAL_MOVE', '现在没有接管投票');
        return room;
      }, table, caller);
    },

    substitute(caller: string, roomNo: string, seat: SeatNo): Promise<SubstituteResult> {
      return mutate(
        roomNo,
        (room) => withSeatCode(asHost(room, caller), seat, now(), rng).room,
        (room) => {
          const code = room.codes!.filter((c) => c.seat === seat).at(-1)!;
          return { code: code.code, seat, expiresAt: code.expiresAt };
        },
        caller,
      );
    },

    leave(caller: string, roomNo: string, seat: SeatNo) {
      return mutate(roomNo, (room) => settled(left(asHost(room, caller), seat)), hostAnswer, caller);
    },
  };
}
