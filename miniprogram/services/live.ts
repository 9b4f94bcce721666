// How a page learns that its room changed, without polling: the one place that knows the transport.
// With a CloudBase environment the room's public signal document is watched (watch()); on the local
// server its signal is long polled (GET /api/signal). When the channel fails it reconnects with
// backoff and, until it is back, asks for a read every so often. Nothing here is secret: the signal
// holds only what the whole table may know.
import type { RoomSignal } from '../../typings/api';
import { config } from '../config';
import { deviceId, transport } from './api';

/**
 * What the page hears: the room's signal (read only when something the page shows changed), the
 * room closed, or "read once now" (the channel is back after a failure, it has been silent for a
 * while, the fallback's turn while it is down, or the room's expiry time has passed).
 */
export type LiveEvent = { kind: 'signal'; signal: RoomSignal } | { kind: 'closed' } | { kind: 'read' };

/** The collection whose documents phones watch (one per room, `_id` = room number). */
export const SIGNALS_COLLECTION = 'roomSignals';

/** A long poll waits 25 s on the server; the request may take a little longer than that. */
const LONG_POLL_TIMEOUT_MS = 35_000;

function isSignal(value: unknown): value is RoomSignal {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Record<keyof RoomSignal, unknown>>;
  return typeof s.v === 'number' && typeof s.deal === 'number' && typeof s.stepId === 'number'
    && typeof s.round === 'number' && typeof s.joined === 'number' && typeof s.expiresAt === 'number'
    && (s.status === 'playing' || s.status === 'ended') && (s.phase === 'night' || s.phase === 'day')
    && Array.isArray(s.dead) && s.dead.every((seat) => typeof seat === 'number');
}

/** A channel's callbacks: a signal, the room gone, or a failure (the channel is closed by then). */
interface Sink {
  signal(signal: RoomSignal): void;
  closed(): void;
  failed(): void;
}

/** Watches the room's signal document; the document disappearing after it was seen means the room closed. */
function watchCloud(roomNo: string, sink: Sink): () => void {
  let seen = false;
  let open = true;
  const watcher = wx.cloud.database().collection(SIGNALS_COLLECTION).doc(roomNo).watch({
    onChange(snapshot) {
      if (!open) return;
      const docs: unknown = snapshot.docs;
      const doc: unknown = Array.isArray(docs) ? docs[0] : undefined;
      if (isSignal(doc)) {
        seen = true;
        sink.signal(doc);
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
function pollLocal(roomNo: string, sink: Sink): () => void {
  let open = true;
  let task: WechatMiniprogram.RequestTask | undefined;
  const ask = (after: number | undefined) => {
    task = wx.request({
      url: `${config.apiBaseUrl}/api/signal?roomNo=${roomNo}${after === undefined ? '' : `&after=${after}`}`,
      method: 'GET',
      header: { 'X-Openid': deviceId() },
      timeout: LONG_POLL_TIMEOUT_MS,
      success: (res) => {
        if (!open) return;
        const body = res.data as { ok?: unknown; data?: unknown; error?: { code?: unknown } } | null;
        if (body?.ok === true && isSignal(body.data)) {
          sink.signal(body.data);
          ask(body.data.v);
        } else if (body?.ok === false && body.error?.code === 'ROOM_NOT_FOUND') {
          open = false;
          sink.closed();
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

/**
 * Tells `onChange` of every change of the room's public signal until `stop()` is called. Pages stop
 * it when hidden, read once when shown again, and watch anew.
 */
export function watchRoom(roomNo: string, onChange: (event: LiveEvent) => void): () => void {
  const { retryMs, maxRetryMs, fallbackMs, silentMs } = config.live;
  let stopped = false;
  let closeChannel: (() => void) | null = null;
  let failures = 0;
  let lastV: number | null = null;
  const timers = { retry: 0, fallback: 0, silent: 0, expiry: 0 };
  const clear = (name: keyof typeof timers) => {
    if (timers[name]) clearTimeout(timers[name]);
    timers[name] = 0;
  };

  /** Any word from the channel or a read restarts the count towards the safety read. */
  const restartSilence = () => {
    clear('silent');
    timers.silent = setTimeout(() => emit({ kind: 'read' }), silentMs);
  };
  const emit = (event: LiveEvent) => {
    if (stopped) return;
    if (event.kind !== 'closed') restartSilence();
    onChange(event);
  };

  const sink: Sink = {
    signal(signal) {
      if (stopped) return;
      if (failures > 0) {
        // Back after a failure: whatever was missed meanwhile, one read catches up.
        failures = 0;
        clear('fallback');
        emit({ kind: 'read' });
      }
      // An older signal arriving late says nothing.
      if (lastV !== null && signal.v < lastV) return;
      clear('expiry');
      timers.expiry = setTimeout(() => emit({ kind: 'read' }), Math.max(0, signal.expiresAt - Date.now()) + 1000);
      // The same version again: a wait answered unchanged, or only the expiry moved.
      if (signal.v === lastV) return;
      lastV = signal.v;
      emit({ kind: 'signal', signal });
    },
    closed() {
      if (stopped) return;
      stop();
      onChange({ kind: 'closed' });
    },
    failed() {
      if (stopped) return;
      closeChannel = null;
      failures++;
      if (!timers.fallback) {
        const fallback = () => {
          emit({ kind: 'read' });
          timers.fallback = setTimeout(fallback, fallbackMs);
        };
        timers.fallback = setTimeout(fallback, fallbackMs);
      }
      const wait = Math.min(maxRetryMs, retryMs * 2 ** (failures - 1)) * (0.8 + Math.random() * 0.4);
      timers.retry = setTimeout(connect, wait);
    },
  };

  function connect(): void {
    timers.retry = 0;
    if (stopped) return;
    const where = transport();
    // No backend to listen to (a trial or release build without a cloud environment): the page's
    // own read already says so, and a long poll must never go to a development address.
    if (where === 'none') return;
    closeChannel = where === 'cloud' ? watchCloud(roomNo, sink) : pollLocal(roomNo, sink);
  }

  function stop(): void {
    stopped = true;
    closeChannel?.();
    closeChannel = null;
    for (const name of Object.keys(timers) as (keyof typeof timers)[]) clear(name);
  }

  restartSilence();
  connect();
  return stop;
}
