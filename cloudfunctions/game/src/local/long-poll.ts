import type { ApiResult, RoomSignal, SeatNo, SeatSignal } from '../../../../typings/api';
import { badRequest, GameError } from '../engine/core/errors';
import { parseCaller, roomNoParam, seatParam } from '../params';
import type { SignalBoard } from '../signals/port';

/** How long a wait lasts before it is answered with the unchanged signal. */
export const WAIT_MS = 25_000;
/** Open waits one caller may hold at once (a phone needs one; a few for tabs and reconnects). */
export const WAITS_PER_CALLER = 4;

export interface LongPollOptions {
  /**
   * The open room's current signal as `caller` may read it: with the table when `withTable` and the
   * caller is one of the room's own people, else the bare signal; throws ROOM_NOT_FOUND.
   */
  read(roomNo: string, caller: string, withTable: boolean): Promise<RoomSignal>;
  /** An auto room's seat signal, for that seat's own caller only; throws ROOM_NOT_FOUND / NOT_IN_ROOM. */
  readSeat?(roomNo: string, seat: SeatNo, caller: string): Promise<SeatSignal>;
  /** Where an unexpected fault goes (the caller is answered INTERNAL). */
  logError(error: unknown): void;
  waitMs?: number;
  waitsPerCaller?: number;
}

/** The local server's signal board: `GET /api/signal` waits here until the room's public version moves. */
export interface LongPoll extends SignalBoard {
  /**
   * Answers the room's signal at once when `after` is missing or behind, otherwise when the room's
   * public version passes `after` or after the wait. Rejects (answers nothing) when `gone` aborts.
   */
  wait(openid: unknown, query: URLSearchParams, gone: AbortSignal): Promise<ApiResult<Signal>>;
  /** Answers every open wait with the signal it holds (the server is stopping). */
  close(): void;
  openWaits(): number;
}

/** A room's public signal, or (with `seat` in the query) one seat's private one. */
type Signal = RoomSignal | SeatSignal;

interface Waiter {
  caller: string;
  /** The room number, or `roomNo:seat` for a seat's signal. */
  channel: string;
  after: number;
  /** The signal the wait answers with if nothing moves. */
  held: Signal | null;
  /** The caller's first read carried the table: the room's own people who ask for it hear it, anyone else the bare signal. */
  seesTable: boolean;
  answer(result: ApiResult<Signal>): void;
}

const LIMITED: ApiResult<never> = { ok: false, error: { code: 'RATE_LIMITED', message: '同时等待的连接太多了，请稍后再试' } };

function afterParam(query: URLSearchParams): number | undefined {
  const after = query.get('after');
  if (after === null || after === '') return undefined;
  if (!/^[0-9]{1,15}$/.test(after)) throw badRequest('版本号须为非负整数');
  return Number(after);
}

export function longPoll({ read, readSeat, logError, waitMs = WAIT_MS, waitsPerCaller = WAITS_PER_CALLER }: LongPollOptions): LongPoll {
  const failure = (error: unknown): ApiResult<never> => {
    if (error instanceof GameError) return { ok: false, error: { code: error.code, message: error.message } };
    logError(error);
    return { ok: false, error: { code: 'INTERNAL', message: '服务器出错了，请稍后再试' } };
  };
  const rooms = new Map<string, Set<Waiter>>();
  const perCaller = new Map<string, number>();
  let closed = false;

  const add = (w: Waiter) => {
    const set = rooms.get(w.channel) ?? new Set();
    set.add(w);
    rooms.set(w.channel, set);
    perCaller.set(w.caller, (perCaller.get(w.caller) ?? 0) + 1);
  };
  const drop = (w: Waiter) => {
    const set = rooms.get(w.channel);
    if (!set?.delete(w)) return;
    if (set.size === 0) rooms.delete(w.channel);
    const open = (perCaller.get(w.caller) ?? 1) - 1;
    if (open > 0) perCaller.set(w.caller, open);
    else perCaller.delete(w.caller);
  };
  const waitersOf = (channel: string) => [...(rooms.get(channel) ?? [])];
  const isOpen = (w: Waiter) => rooms.get(w.channel)?.has(w) ?? false;

  return {
    async publish(roomNo, signal) {
      // One answer for every waiter who may read the table, one for the rest: the server writes each text once.
      const { table: _table, ...bare } = signal;
      const answers = { table: { ok: true as const, data: signal }, bare: { ok: true as const, data: bare } };
      for (const w of waitersOf(roomNo)) if (signal.v > w.after) w.answer(w.seesTable ? answers.table : answers.bare);
    },
    async publishSeat(roomNo, seat, { openid, expiresAt: _expiresAt, ...signal }) {
      for (const w of waitersOf(`${roomNo}:${seat}`)) {
        // The seat changed hands: its old player hears no more of it.
        if (w.caller !== openid) w.answer({ ok: false, error: { code: 'NOT_IN_ROOM', message: `你不是 ${seat} 号座位的玩家` } });
        else if (signal.v > w.after) w.answer({ ok: true, data: signal });
      }
    },
    listens: (channel) => rooms.has(channel),
    async remove(roomNo) {
      const channels = [...rooms.keys()].filter((c) => c === roomNo || c.startsWith(`${roomNo}:`));
      for (const w of channels.flatMap(waitersOf)) w.answer({ ok: false, error: { code: 'ROOM_NOT_FOUND', message: `房间 ${roomNo} 不存在或已关闭` } });
    },
    wait(openid, query, gone) {
      let caller: string;
      let roomNo: string;
      let after: number | undefined;
      let seat: SeatNo | undefined;
      // The table rides along only when asked for (`table=1`, as the pages do): by default the signal is the bare one.
      const withTable = query.get('table') === '1';
      try {
        caller = parseCaller(openid);
        roomNo = roomNoParam({ roomNo: query.get('roomNo') ?? undefined });
        after = afterParam(query);
        seat = seatParam({ seat: query.has('seat') ? Number(query.get('seat')) : undefined });
        if (seat !== undefined && !readSeat) throw badRequest('这个服务器没有座位信号');
      } catch (error) {
        return Promise.resolve(failure(error));
      }
      const channel = seat === undefined ? roomNo : `${roomNo}:${seat}`;
      const reader = (): Promise<Signal> => (seat === undefined ? read(roomNo, caller, withTable) : readSeat!(roomNo, seat, caller));
      if (after === undefined || closed) return reader().then((data) => ({ ok: true as const, data }), failure);
      if (gone.aborted) return Promise.reject(new Error('the client went away'));
      const since = after;
      // Only a wait counts against the cap: a call whose `after` is behind is answered at once.
      if ((perCaller.get(caller) ?? 0) >= waitsPerCaller) return reader().then((data) => (data.v > since ? { ok: true as const, data } : LIMITED), failure);
      return new Promise((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const end = () => {
          drop(waiter);
          clearTimeout(timer);
          gone.removeEventListener('abort', onGone);
        };
        const waiter: Waiter = {
          caller, channel, after: since, held: null, seesTable: false,
          answer(result) {
            if (!isOpen(waiter)) return;
            end();
            resolve(result);
          },
        };
        const onGone = () => {
          if (!isOpen(waiter)) return;
          end();
          reject(new Error('the client went away'));
        };
        // Waiting before the first read: a change published while it is on its way still wakes us.
        add(waiter);
        gone.addEventListener('abort', onGone);
        reader().then((signal) => {
          if (signal.v > since) waiter.answer({ ok: true, data: signal });
          if (!isOpen(waiter)) return;
          waiter.held = signal;
          waiter.seesTable = 'table' in signal;
          timer = setTimeout(() => reader().then((now) => waiter.answer({ ok: true, data: now }), (error: unknown) => waiter.answer(failure(error))), waitMs);
        }, (error: unknown) => waiter.answer(failure(error)));
      });
    },
    close() {
      closed = true;
      for (const set of [...rooms.values()]) {
        for (const w of [...set]) {
          w.answer(w.held ? { ok: true, data: w.held } : { ok: false, error: { code: 'INTERNAL', message: '服务器正在关闭，请稍后再试' } });
        }
      }
    },
    openWaits() {
      let count = 0;
      for (const set of rooms.values()) count += set.size;
      return count;
    },
  };
}
