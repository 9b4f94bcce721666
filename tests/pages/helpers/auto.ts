// A stand-in for the server of an auto room, answering from fixtures: what the host's and the
// players' phones call (myTurn, tableView, play, act, pause, resume…), each answer the room as the
// test set it. `on` lets a test change the room when a call arrives (a step closes, a vote is cast).
// As the server's, the host phone's (HOST_OPENID) own read of the table lists who watches, and while
// it holds a seat every table names that seat as the one whose phone runs the room.
import type { ApiResult, DayActions, LogEntry, MyCardResult, MyTurnResult, Prompt, TableView } from '../../../typings/api';
import { card } from '../../fixtures/auto';
import type { FakeServer } from './env';

export interface AutoRoom {
  table: TableView;
  /** Each seated openid's seat; any other caller is not in the room. */
  seats: Record<string, number>;
  prompts: Record<number, Prompt | null>;
  dayActions?: Record<number, DayActions>;
  /** Each seat's private version, as myTurn and play carry it. */
  seatV?: Record<number, number>;
  /** What each seat was told at night, as its card carries it. */
  notes?: Record<number, LogEntry[]>;
}

export type AutoCall = { openid: string; action: string; params: Record<string, unknown> };

/** Changes the room when a call arrives; may answer an error instead. */
export type OnCall = (call: AutoCall, room: AutoRoom) => ApiResult<unknown> | void;

/** The host phone of every fixture room. */
const HOST_OPENID = 'host-openid';

const AUTO_ACTIONS = new Set(['myCard', 'myTurn', 'tableView', 'play', 'act', 'pause', 'resume', 'redeal', 'closeRoom', 'joinRoom']);

export function fakeAutoServer(room: AutoRoom, on: OnCall = () => undefined): { server: FakeServer; room: AutoRoom; calls: AutoCall[] } {
  const calls: AutoCall[] = [];
  const server: FakeServer = (openid, body) => {
    const { action, ...params } = body;
    if (typeof action !== 'string' || !AUTO_ACTIONS.has(action) || params.roomNo !== room.table.roomNo) return null;
    const call = { openid, action, params };
    calls.push(call);
    const refused = on(call, room);
    if (refused) return refused;
    const seat = room.seats[openid];
    const hostSeat = room.seats[HOST_OPENID];
    const table = (): TableView => ({ ...(hostSeat !== undefined && { runBy: hostSeat }), ...room.table });
    const seatCard = (): MyCardResult => ({ ...card(seat), ...(room.notes?.[seat] && { notes: room.notes[seat] }) });
    const turn = (): MyTurnResult => ({
      card: seatCard(), table: table(), v: room.table.v, prompt: room.prompts[seat] ?? null,
      ...(room.dayActions?.[seat] ? { dayActions: room.dayActions[seat] } : {}),
      ...(room.seatV?.[seat] !== undefined ? { seatV: room.seatV[seat] } : {}),
    });
    switch (action) {
      case 'myCard':
        if (!seat) return { ok: false, error: { code: 'NOT_IN_ROOM', message: '你不在这个房间里' } };
        return { ok: true, data: seatCard() };
      case 'myTurn':
      case 'play':
        if (!seat) return { ok: false, error: { code: 'NOT_IN_ROOM', message: '你不在这个房间里' } };
        return { ok: true, data: turn() };
      case 'closeRoom':
        return { ok: true, data: {} };
      case 'joinRoom': {
        // The lowest free seat.
        const free = room.table.seats.find((s) => !s.joined);
        if (!free) return { ok: false, error: { code: 'ROOM_FULL', message: '房间已满' } };
        room.seats[openid] = free.seat;
        room.table = { ...room.table, v: room.table.v + 1, seats: room.table.seats.map((s) => (s === free ? { ...s, joined: true } : s)) };
        return { ok: true, data: { roomNo: room.table.roomNo, game: room.table.game, seat: free.seat, card: card(free.seat).card, deal: 1, v: room.table.v, host: 'auto' } };
      }
      case 'tableView':
        return { ok: true, data: openid === HOST_OPENID ? { watchers: [], ...table() } : table() };
      default:
        return { ok: true, data: table() };
    }
  };
  return { server, room, calls };
}
