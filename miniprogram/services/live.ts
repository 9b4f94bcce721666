// How a page learns that its room changed, without polling: the one place that knows the transport.
// With a CloudBase environment the room's public signal document is watched (watch()); on the local
// server its signal is long polled (GET /api/signal). In an auto room a seated phone also listens to
// its seat's own signal, which moves when only its prompt changed (readable by that phone alone).
// When a channel fails it reconnects with backoff and, until it is back, asks for a read every so
// often. A seat that went to another phone (换人) is no failure: its channel closes for good, and the
// page reads once to learn where it stands. The room's signal carries the public table and the
// seat's signal the seat's turn, so a page need not read after either; the room's holds only what
// the whole table may know, the seat's is readable by that seat's player alone.
import type { RoomSignal, SeatSignal, SeatTurn, TableView } from '../../typings/api';
import { config } from '../config';
import { deviceId, transport } from './api';

/**
 * What the page hears: the room's signal (with the table as of its version, when the server sends
 * it), the seat's signal (its turn changed; with the turn), the room closed, or "read once now" (a
 * channel is back after a failure, it has been silent for a while, the fallback's turn while it is
 * down, the room's expiry time has passed, or the seat went to another phone: the read tells the
 * page where this phone stands now).
 */
export type LiveEvent = { kind: 'signal'; signal: RoomSignal } | { kind: 'seat'; signal: SeatSignal } | { kind: 'closed' } | { kind: 'read' };

/** The collection whose documents phones watch (one per room, `_id` = room number). */
export const SIGNALS_COLLECTION = 'roomSignals';
/** The seats' private signals in auto rooms (`_id` = `roomNo:seat`, readable by the seat's owner only). */
export const SEAT_SIGNALS_COLLECTION = 'seatSignals';

type Timer = ReturnType<typeof setTimeout>;

/** A long poll waits 25 s on the server; the request may take a little longer than that. */
const LONG_POLL_TIMEOUT_MS = 35_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTable(value: unknown, v: unknown): value is TableView {
  return isObject(value) && value.v === v && typeof value.serverNow === 'number' && Array.isArray(value.seats) && Array.isArray(value.log);
}

function isTurn(value: unknown, v: unknown): value is SeatTurn {
  return isObject(value) && value.seatV === v && isObject(value.card) && (value.prompt === null || isObject(value.prompt));
}

function isSignal(value: unknown): value is RoomSignal {
  if (!isObject(value)) return false;
  const s = value as Partial<Record<keyof RoomSignal, unknown>>;
  return typeof s.v === 'number' && typeof s.deal === 'number' && typeof s.stepId === 'number'
    && typeof s.round === 'number' && typeof s.joined === 'number' && typeof s.expiresAt === 'number'
    && (s.status === 'playing' || s.status === 'ended') && (s.phase === 'night' || s.phase === 'day')
    && Array.isArray(s.dead) && s.dead.every((seat) => typeof seat === 'number')
    && (s.table === undefined || isTable(s.table, s.v));
}

function isSeatSignal(value: unknown): value is SeatSignal {
  return isObject(value) && typeof value.v === 'number' && (value.turn === undefined || isTurn(value.turn, value.v));
}

/**
 * A signal document as the cloud function wrote it: the table and the turn are kept as JSON text
 * there (signals/cloudbase.ts says why); anything that does not parse is left for `valid` to refuse.
 */
function fromCloud(doc: unknown): unknown {
  if (!isObject(doc)) return doc;
  const parsed: Record<string, unknown> = { ...doc };
  for (const key of ['table', 'turn']) {
    const text = doc[key];
    if (typeof text !== 'string') continue;
    try {
      parsed[key] = JSON.parse(text);
    } catch {
      parsed[key] = null;
    }
  }
  return parsed;
}

/**
 * A channel's callbacks: a signal, the room gone, the signal no longer this phone's to hear (its seat
 * went to another phone), or a failure. The channel is closed by the time of any but a signal.
 */
interface Sink<S> {
  signal(signal: S): void;
  closed(): void;
  refused(): void;
  failed(): void;
}

/** Where one signal lives: its document on CloudBase, its long poll on the local server. */
interface Source<S> {
  collection: string;
  docId: string;
  /** The long poll's query after `roomNo=…` (without `after`). */
  query: string;
  valid(value: unknown): value is S;
  /**
   * What a missing document means: the room's, once seen, that the room closed (`closed`); a
   * seat's, that nothing private has happened yet (the server writes it at the first change).
   */
  absent: 'closed' | S;
  /**
   * Readable by its owner alone: watched by `_id` and `_openid`, since CloudBase lets a query through
   * only when it asks for what the collection's rule (`doc._openid == auth.openid`) allows. Such a
   * document that this phone saw and no longer finds belongs to another phone now.
   */
  owned?: boolean;
}

/** Watches a signal document. */
function watchCloud<S>(source: Source<S>, sink: Sink<S>): () => void {
  let seen = false;
  let open = true;
  const collection = wx.cloud.database().collection(source.collection);
  const query = source.owned ? collection.where({ _id: source.docId, _openid: '{openid}' }) : collection.doc(source.docId);
  const watcher = query.watch({
    onChange(snapshot) {
      if (!open) return;
      const docs: unknown = snapshot.docs;
      const doc: unknown = fromCloud(Array.isArray(docs) ? docs[0] : undefined);
      if (source.valid(doc)) {
        seen = true;
        sink.signal(doc);
      } else if (seen && source.owned) {
        open = false;
        watcher.close().catch(() => undefined);
        sink.refused();
      } else if (source.absent !== 'closed') {
        sink.signal(source.absent);
      } else if (seen) {
        // Gone after it was there: the room closed. (A room from before signals has none until its next change.)
        sink.closed();
      }
    },
    onError() {
      if (!open) return;
      open = false;
      watcher.close().catch(() => undefined);
      sink.failed();
    },
  });
  return () => {
    open = false;
    watcher.close().catch(() => undefined);
  };
}

/** Long polls GET /api/signal, one request after the other, each asking for a version past the last. */
function pollLocal<S extends { v: number }>(source: Source<S>, sink: Sink<S>): () => void {
  let open = true;
  let task: WechatMiniprogram.RequestTask | undefined;
  const ask = (after: number | undefined) => {
    task = wx.request({
      url: `${config.apiBaseUrl}/api/signal?${source.query}${after === undefined ? '' : `&after=${after}`}`,
      method: 'GET',
      header: { 'X-Openid': deviceId() },
      timeout: LONG_POLL_TIMEOUT_MS,
      success: (res) => {
        if (!open) return;
        const body = res.data as { ok?: unknown; data?: unknown; error?: { code?: unknown } } | null;
        if (body?.ok === true && source.valid(body.data)) {
          sink.signal(body.data);
          ask(body.data.v);
        } else if (body?.ok === false && body.error?.code === 'ROOM_NOT_FOUND') {
          open = false;
          sink.closed();
        } else if (body?.ok === false && body.error?.code === 'NOT_IN_ROOM') {
          // Asked for a seat this phone no longer holds: asking again would only be refused again.
          open = false;
          sink.refused();
        } else {
          open = false;
          sink.failed();
        }
      },
      fail: () => {
        if (!open) return;
        open = false;
        sink.failed();
      },
    });
  };
  ask(undefined);
  return () => {
    open = false;
    task?.abort();
  };
}

export interface WatchOptions {
  /** An auto room's seat held by this phone: its private signal is heard too. */
  seat?: number;
}

/**
 * Tells `onChange` of every change of the room's public signal (and, with `seat`, of the seat's
 * private one) until `stop()` is called. Pages stop it when hidden, read once when shown again, and
 * watch anew (services/live-page.ts).
 */
export function watchRoom(roomNo: string, onChange: (event: LiveEvent) => void, options: WatchOptions = {}): () => void {
  const { retryMs, maxRetryMs, fallbackMs, silentMs } = config.live;
  let stopped = false;
  const timers: Record<'fallback' | 'silent' | 'expiry', Timer | undefined> = { fallback: undefined, silent: undefined, expiry: undefined };
  const clear = (name: keyof typeof timers) => {
    const timer = timers[name];
    if (timer !== undefined) clearTimeout(timer);
    timers[name] = undefined;
  };
  const channels: { close(): void; failing(): boolean }[] = [];

  /** Any word from a channel or a read restarts the count towards the safety read. */
  const restartSilence = () => {
    clear('silent');
    timers.silent = setTimeout(() => emit({ kind: 'read' }), silentMs);
  };
  const emit = (event: LiveEvent) => {
    if (stopped) return;
    if (event.kind !== 'closed') restartSilence();
    onChange(event);
  };

  function stop(): void {
    stopped = true;
    for (const channel of channels) channel.close();
    for (const name of Object.keys(timers) as (keyof typeof timers)[]) clear(name);
  }

  /** While any channel is down the page reads every so often; the fallback ends when all are back. */
  const fallBack = () => {
    if (timers.fallback !== undefined) return;
    const fallback = () => {
      emit({ kind: 'read' });
      timers.fallback = setTimeout(fallback, fallbackMs);
    };
    timers.fallback = setTimeout(fallback, fallbackMs);
  };

  /** One signal's channel: connects, hands on each new version, reconnects with backoff on failure. */
  function listen<S extends { v: number }>(source: Source<S>, heard: (signal: S) => void): void {
    let closeChannel: (() => void) | null = null;
    let failures = 0;
    let lastV: number | null = null;
    let retry: Timer | undefined;
    const sink: Sink<S> = {
      signal(signal) {
        if (stopped) return;
        if (failures > 0) {
          // Back after a failure: whatever was missed meanwhile, one read catches up.
          failures = 0;
          if (!channels.some((channel) => channel.failing())) clear('fallback');
          emit({ kind: 'read' });
        }
        // An older signal arriving late says nothing.
        if (lastV !== null && signal.v < lastV) return;
        lastV = signal.v;
        heard(signal);
      },
      closed() {
        if (stopped) return;
        stop();
        onChange({ kind: 'closed' });
      },
      refused() {
        if (stopped) return;
        closeChannel = null;
        failures = 0;
        if (!channels.some((channel) => channel.failing())) clear('fallback');
        emit({ kind: 'read' });
      },
      failed() {
        if (stopped) return;
        closeChannel = null;
        failures++;
        fallBack();
        const wait = Math.min(maxRetryMs, retryMs * 2 ** (failures - 1)) * (0.8 + Math.random() * 0.4);
        retry = setTimeout(connect, wait);
      },
    };
    function connect(): void {
      retry = undefined;
      if (stopped) return;
      const where = transport();
      // No backend to listen to (a trial or release build without a cloud environment): the page's
      // own read already says so, and a long poll must never go to a development address.
      if (where === 'none') return;
      closeChannel = where === 'cloud' ? watchCloud(source, sink) : pollLocal(source, sink);
    }
    channels.push({
      close() {
        if (retry !== undefined) clearTimeout(retry);
        retry = undefined;
        closeChannel?.();
        closeChannel = null;
      },
      failing: () => failures > 0,
    });
    connect();
  }

  restartSilence();
  let roomV: number | null = null;
  listen<RoomSignal>({ collection: SIGNALS_COLLECTION, docId: roomNo, query: `roomNo=${roomNo}&table=1`, valid: isSignal, absent: 'closed' }, (signal) => {
    clear('expiry');
    timers.expiry = setTimeout(() => emit({ kind: 'read' }), Math.max(0, signal.expiresAt - Date.now()) + 1000);
    // The same version again: a wait answered unchanged, or only the expiry moved.
    if (signal.v === roomV) return;
    roomV = signal.v;
    emit({ kind: 'signal', signal });
  });
  const { seat } = options;
  if (seat !== undefined) {
    // Version 0 is the seat as it was dealt, which the page read: no news.
    let seatV = 0;
    listen<SeatSignal>({
      collection: SEAT_SIGNALS_COLLECTION, docId: `${roomNo}:${seat}`, query: `roomNo=${roomNo}&seat=${seat}`, valid: isSeatSignal, absent: { v: 0 }, owned: true,
    }, (signal) => {
      // The same version again: a wait answered unchanged. Any other may be news or not: the page
      // weighs it against the turn it holds.
      if (signal.v === seatV) return;
      seatV = signal.v;
      emit({ kind: 'seat', signal });
    });
  }
  return stop;
}
