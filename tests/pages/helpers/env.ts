// The phone world the pages run in under jest: a `wx` stub per simulated phone and the real backend
// (actions + engine + memory store) in-process behind the fake transport. No network.
//
// Each simulated phone has its own storage (so its own development openid), its own record of what
// it sent, navigated to, vibrated… A phone is "current" inside `onPhone(phone, fn)`, and stays
// current in every promise and timer started there (AsyncLocalStorage), so a page's chained calls
// and its live channel keep speaking as the phone that opened it.
//
// The backend publishes each room's signal as the product does: into a CloudBase double (the
// `roomSignals` collection, which phones watch() through its security rule) and to the local
// server's long-poll waits (GET /api/signal).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiResult } from '../../../typings/api';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'miniprogram-simulate'; // installs its own `wx`, which the stub below extends
import { createHandler, readSeatSignal, readSignal, type Handler } from '../../../cloudfunctions/game/src/actions';
import { seededRng } from '../../../cloudfunctions/game/src/engine/core/rng';
import { longPoll, type LongPoll } from '../../../cloudfunctions/game/src/local/long-poll';
import { cloudbaseSignals, SIGNALS_COLLECTION } from '../../../cloudfunctions/game/src/signals/cloudbase';
import type { SignalBoard } from '../../../cloudfunctions/game/src/signals/port';
import { memoryStore } from '../../../cloudfunctions/game/src/store/memory';
import { memoryWordStats } from '../../../cloudfunctions/game/src/store/word-stats-memory';
import { createCircleHandler } from '../../../cloudfunctions/circle/src/actions';
import { verifiedGroup } from '../../../cloudfunctions/circle/src/group';
import { countGame } from '../../../cloudfunctions/circle/src/fold';
import { storeLink } from '../../../cloudfunctions/circle/src/link';
import { isCircleRequest } from '../../../cloudfunctions/circle/src/params';
import { memoryCircleStore } from '../../../cloudfunctions/circle/src/store/memory';
import type { RoomStore } from '../../../cloudfunctions/game/src/store/port';
import { cloudDbDouble } from '../../helpers/cloud-db-double';
import { clientDb, type SecurityRule, type WatchOptions } from '../../helpers/security-rule';
import { WORD_PAIRS } from '../../../cloudfunctions/game/src/engine/words/bank';

const g = globalThis as unknown as Record<string, unknown>;

/** One call as it left the phone: where to (a URL, or cloud:<function name>), as whom, what. */
export interface SentCall {
  via: string; openid: string; action: string; params: Record<string, unknown>;
  /** When it left the phone (the phone's clock). */
  at: number;
}

export interface Phone {
  name: string;
  storage: Map<string, unknown>;
  sent: SentCall[];
  navigations: string[];
  modals: string[];
  /** What the next wx.showModal answers (true: 确定). */
  confirm: boolean;
  vibrations: number;
  keepScreenOn?: boolean;
  clipboard?: string;
  /** The title a page set with wx.setNavigationBarTitle. */
  title?: string;
  /** WeChat's chrome as a page last set it (wx.setNavigationBarColor, wx.setBackgroundColor); absent: app.json's. */
  chrome?: { bar: string; text: string; window: string };
  /** Where wx.pageScrollTo was asked to go (its selectors). */
  scrolledTo?: string[];
  /** Files written to the phone's user-data folder, and the files shared to a chat (name → text). */
  files?: Map<string, string>;
  sharedFiles?: Map<string, string>;
  /** wx.shareFileMessage fails (an older WeChat, or on a computer). */
  fileShareFails?: boolean;
  /** WeChat refuses wx.setClipboardData (as it does without a 用户隐私保护指引 that declares it). */
  clipboardDenied?: boolean;
  /** The page on top of this phone's stack (where Vant's Toast looks for #van-toast). */
  page?: unknown;
  /** Long polls sent (GET /api/signal): not backend calls that anybody pays for. */
  signalWaits: number;
  /** Which build of the mini-program runs (wx.getAccountInfoSync): DevTools' and preview's is 'develop'. */
  envVersion: 'develop' | 'trial' | 'release';
  /** Chimes played (each a Web Audio context). */
  chimes: number;
  /** Audio files played through InnerAudioContext, in order; `endAudio()` ends the one playing. */
  played: string[];
  endAudio: () => void;
  /** The WeChat group this launch came from (a share card tapped in that group chat); absent: not from a group. */
  group?: string;
  /** A page asked for shares that carry the group's ticket (wx.showShareMenu withShareTicket). */
  sharesTicket?: boolean;
}

const als = new AsyncLocalStorage<Phone>();
const phones = new Map<string, Phone>();

export function phone(name = 'default'): Phone {
  let p = phones.get(name);
  if (!p) {
    p = {
      name, storage: new Map(), sent: [], navigations: [], modals: [], confirm: true, vibrations: 0, signalWaits: 0, envVersion: 'develop',
      chimes: 0, played: [], endAudio: () => undefined,
    };
    phones.set(name, p);
  }
  return p;
}

export function onPhone<T>(p: Phone, fn: () => T): T {
  return als.run(p, fn);
}

export function currentPhone(): Phone {
  return als.getStore() ?? phone('default');
}

/** Pages opened and not yet unloaded: a reset unloads them, so no page of an earlier test listens on. */
export const openPages = new Set<{ onUnload?: () => void }>();

/** Forgets every phone (storage included), unloading their pages. */
export function resetPhones(): void {
  for (const page of openPages) page.onUnload?.();
  openPages.clear();
  phones.clear();
}

/** app.json's window: the chrome a page has until it sets its own. */
export const APP_WINDOW: { navigationBarBackgroundColor: string; backgroundColor: string } = JSON.parse(
  readFileSync(join(__dirname, '../../../miniprogram/app.json'), 'utf8'),
).window;

const rule = (file: string): SecurityRule => JSON.parse(readFileSync(join(__dirname, '../../../cloudfunctions/game', file), 'utf8'));
const RULES: Record<string, SecurityRule> = {
  [SIGNALS_COLLECTION]: rule('roomSignals.security-rule.json'),
  seatSignals: rule('seatSignals.security-rule.json'),
};

interface Backend {
  handler: Handler;
  store: RoomStore;
  /** The CloudBase database the signals are written to. */
  db: ReturnType<typeof cloudDbDouble>;
  /** The local server's long-poll waits. */
  waits: LongPoll;
  /**
   * What the fake world still owes a page: calls not yet answered and dialogs not yet closed. Each
   * settles once its answer has reached the page.
   */
  inFlight: Set<Promise<void>>;
  /** 'down': every call fails at the transport; 'hang': calls are never answered. */
  mode: 'up' | 'down' | 'hang';
  /** Signal writes fail (the calls still succeed). */
  signalsDown: boolean;
  /** The live channel cannot be reached: watch() errs at once, long polls fail. */
  liveDown: boolean;
  /** Unexpected faults the backend logged. */
  errors: unknown[];
  /** While set, the 圈子 counts no ended game until it settles (as a slow 圈子 function would). */
  circleHeld: Promise<void> | null;
  /** Changes a successful answer before it goes on the wire (e.g. adds what the engine does not make yet). */
  rewrite: ((action: string, data: unknown) => Promise<unknown>) | null;
  /**
   * Answers the test gives in the server's place (auto-room fixtures): an ApiResult, or null to let
   * the real backend answer.
   */
  fake: FakeServer | null;
}

export type FakeServer = (openid: string, body: Record<string, unknown>) => ApiResult<unknown> | null;

/** Lets `server` answer before the real backend (for actions the backend does not serve yet). */
export function serveFake(server: FakeServer | null): void {
  backend.fake = server;
}

function newBackend(seed: number): Backend {
  const store = memoryStore();
  const db = cloudDbDouble();
  const cloud = cloudbaseSignals(db);
  const errors: unknown[] = [];
  const waits = longPoll({
    read: (roomNo, caller, withTable) => readSignal(store, Date.now(), roomNo, caller, withTable),
    readSeat: (roomNo, seat, caller) => readSeatSignal(store, Date.now(), roomNo, seat, caller),
    logError: (error) => errors.push(error),
  });
  const both: SignalBoard = {
    async publish(roomNo, signal) {
      if (backend.signalsDown) throw new Error('signal write failed');
      await Promise.all([cloud.publish(roomNo, signal), waits.publish(roomNo, signal)]);
    },
    async publishSeat(roomNo, seat, signal) {
      if (backend.signalsDown) throw new Error('signal write failed');
      await Promise.all([cloud.publishSeat?.(roomNo, seat, signal), waits.publishSeat?.(roomNo, seat, signal)]);
    },
    async remove(roomNo) {
      if (backend.signalsDown) throw new Error('signal write failed');
      await Promise.all([cloud.remove(roomNo), waits.remove(roomNo)]);
    },
  };
  const faults = {
    requestId: () => 'test-request',
    logError: (id: string, error: unknown) => {
      // A failed signal write is expected to be survived; anything else fails the test.
      if (!id.startsWith('signal-')) throw error;
      errors.push(error);
    },
  };
  const circleStore = memoryCircleStore();
  const games = createHandler({
    store,
    wordStats: memoryWordStats(),
    words: () => WORD_PAIRS,
    signals: both,
    circles: storeLink(circleStore, async (game) => {
      await backend.circleHeld;
      await countGame(circleStore, game);
    }),
    rng: seededRng(seed),
    now: () => Date.now(),
    ...faults,
  });
  // The 圈子 actions, as the local server answers them at the same address.
  const circles = createCircleHandler({ store: circleStore, rng: seededRng(seed), now: () => Date.now(), groupOf: (value) => verifiedGroup(value, async (list) => ({ list: list.map(decodedCloudId) })), ...faults });
  const handler: Handler = (openid, body) => (isCircleRequest(body) ? circles : games)(openid, body);
  return { handler, store, db, waits, inFlight: new Set(), mode: 'up', signalsDown: false, liveDown: false, errors, circleHeld: null, rewrite: null, fake: null };
}

export let backend: Backend = newBackend(1);

/** A fresh server: no rooms, a seeded shuffle. */
export function resetBackend(seed = 1): void {
  backend.waits.close();
  backend = newBackend(seed);
}

/** Long polls on their way, to cut them as a dropped connection would. */
const longPolls = new Set<{ fail: Callback; controller: AbortController }>();

/** Cuts every long poll (the connection drops) and fails every watch() (the socket errs). */
export function cutLiveChannels(): void {
  for (const poll of [...longPolls]) {
    longPolls.delete(poll);
    poll.controller.abort();
    poll.fail({ errMsg: 'request:fail net::ERR_CONNECTION_RESET' });
  }
  for (const watch of [...watches]) {
    watches.delete(watch);
    watch.onError({ errCode: -1, errMsg: 'realtime listener websocket closed' });
  }
}

/** GET /api/signal on the local server's real long-poll waits; never owed (a wait may last 25 s). */
function longPollRequest(options: RequestOptions): { abort(): void } {
  const p = currentPhone();
  p.signalWaits++;
  const controller = new AbortController();
  // Answered as the asking phone, whoever cut the line.
  const entry = { fail: AsyncLocalStorage.bind((err: unknown) => options.fail?.(err)), controller };
  if (backend.mode !== 'up' || backend.liveDown) {
    setTimeout(() => options.fail?.({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' }), 0);
    return { abort: () => undefined };
  }
  longPolls.add(entry);
  const query = new URLSearchParams(options.url.split('?')[1] ?? '');
  backend.waits.wait(options.header?.['X-Openid'] ?? '', query, controller.signal).then((result) => {
    if (!longPolls.delete(entry)) return;
    const answer = JSON.parse(JSON.stringify(result));
    setTimeout(() => options.success?.({ statusCode: 200, data: answer, header: {}, errMsg: 'request:ok' }), 0);
  }, () => longPolls.delete(entry));
  return {
    abort: () => {
      if (longPolls.delete(entry)) controller.abort();
    },
  };
}

/** The watch()es open now, to fail them as a dropped socket would. */
const watches = new Set<WatchOptions>();

/** A watch() as the phone makes it: heard as the watching phone whoever made the change, failed by cutLiveChannels. */
function tracked(query: { watch(options: WatchOptions): { close(): Promise<void> } }, options: WatchOptions) {
  const tracking: WatchOptions = {
    onChange: AsyncLocalStorage.bind((snapshot) => options.onChange(snapshot)),
    onError: AsyncLocalStorage.bind((error: unknown) => {
      watches.delete(tracking);
      options.onError(error);
    }),
  };
  if (backend.liveDown) {
    setTimeout(() => options.onError({ errCode: -1, errMsg: 'realtime listener init failed' }), 0);
    return { close: async () => undefined };
  }
  watches.add(tracking);
  const watcher = query.watch(tracking);
  return {
    close: async () => {
      watches.delete(tracking);
      await watcher.close();
    },
  };
}

/** Calls the backend directly as `openid` (for test setup, not through a page). */
export async function direct(openid: string, body: Record<string, unknown>): Promise<unknown> {
  const result = await backend.handler(openid, body);
  if (!result.ok) throw new Error(`${String(body.action)}: ${result.error.code} ${result.error.message}`);
  return result.data;
}

type Callback = (arg: unknown) => void;
interface RequestOptions {
  url: string; method?: string; data: Record<string, unknown>; header?: Record<string, string>;
  success?: Callback; fail?: Callback;
}

/** What WeChat says a group's cloudID stands for (handed to the function, and again asked by it): the group's openGId. */
function decodedCloudId(cloudID: string): unknown {
  const group = /^cloud-(.+)$/.exec(cloudID)?.[1];
  return group ? { cloudID, data: { openGId: `openG-${group}-0000` } } : { cloudID, errCode: -1, errMsg: 'cloudID 无效' };
}

function transport(via: string, openid: string, body: Record<string, unknown>, answer: (result: unknown) => void, fail: Callback): void {
  const p = currentPhone();
  const { action, ...params } = body;
  p.sent.push({ via, openid, action: String(action), params, at: Date.now() });
  if (backend.mode === 'hang') return;
  if (backend.mode === 'down') {
    later(() => fail({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' }));
    return;
  }
  // A JSON round trip, as on the wire: nothing is shared between the server and the page. A
  // wx.cloud.CloudID(...) arrives decoded, as the platform hands it to a cloud function.
  const wire = JSON.parse(JSON.stringify(body, (_key, value: unknown) => (
    typeof value === 'object' && value !== null && 'groupCloudID' in value ? decodedCloudId(String((value as { groupCloudID: unknown }).groupCloudID)) : value
  ))) as Record<string, unknown>;
  const faked = backend.fake?.(openid, wire) ?? null;
  const rewrite = backend.rewrite;
  const answered = (faked ? Promise.resolve(faked) : backend.handler(openid, wire)).then(async (result) => (result.ok && rewrite
    ? { ok: true as const, data: await rewrite(String(action), result.data) }
    : result));
  owe(answered.then((result) => new Promise<void>((delivered) => {
    setTimeout(() => {
      answer(JSON.parse(JSON.stringify(result)));
      delivered();
    }, 0);
  })));
}

/** Tracks an answer the page is owed until it has been delivered. */
function owe(delivery: Promise<void>): void {
  const owed = backend.inFlight;
  const tracked: Promise<void> = delivery.finally(() => owed.delete(tracked));
  owed.add(tracked);
}

/** Runs `fn` on a later turn, as WeChat answers a dialog or a failed request, and owes it meanwhile. */
function later(fn: () => void): void {
  owe(new Promise<void>((done) => { setTimeout(() => { fn(); done(); }, 0); }));
}

const stub = {
  getStorageSync: (key: string) => (currentPhone().storage.has(key) ? currentPhone().storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => { currentPhone().storage.set(key, JSON.parse(JSON.stringify(value))); },
  removeStorageSync: (key: string) => { currentPhone().storage.delete(key); },
  request: (options: RequestOptions) => {
    if (options.method === 'GET' && options.url.includes('/api/signal?')) return longPollRequest(options);
    const openid = options.header?.['X-Openid'] ?? '';
    transport(options.url, openid, options.data, (result) => options.success?.({ statusCode: 200, data: result, header: {}, errMsg: 'request:ok' }),
      (err) => options.fail?.(err));
    return { abort: () => undefined };
  },
  cloud: {
    init: () => undefined,
    /** A phone's database: the backend's CloudBase double as this phone may see it (security rules applied). */
    database: () => {
      const phoneDb = clientDb(backend.db, RULES, { openid: `cloud-${currentPhone().name}` });
      return {
        collection: (name: string) => {
          const collection = phoneDb.collection(name);
          return {
            ...collection,
            doc: (id: string) => {
              const doc = collection.doc(id);
              return { ...doc, watch: (options: WatchOptions) => tracked(doc, options) };
            },
            where: (query: Record<string, unknown>) => {
              const found = collection.where(query);
              return { ...found, watch: (options: WatchOptions) => tracked(found, options) };
            },
          };
        },
      };
    },
    /** A group's cloudID (see getGroupEnterInfo below), to be decoded on its way to the cloud function. */
    CloudID: (cloudID: string) => ({ groupCloudID: cloudID }),
    callFunction: (options: { name: string; data: Record<string, unknown>; success?: Callback; fail?: Callback }) => {
      transport(`cloud:${options.name}`, `cloud-${currentPhone().name}`, options.data, (result) => options.success?.({ result, errMsg: 'cloud.callFunction:ok' }),
        (err) => options.fail?.(err));
    },
  },
  showShareMenu: (options: { withShareTicket?: boolean }) => { currentPhone().sharesTicket = options.withShareTicket === true; },
  getEnterOptionsSync: () => {
    const { group } = currentPhone();
    return { scene: group ? 1044 : 1001, path: '', query: {}, ...(group && { shareTicket: `ticket-${group}` }) };
  },
  getShareInfo: (options: { shareTicket: string; success?: Callback; fail?: Callback }) => {
    const group = /^ticket-(.+)$/.exec(options.shareTicket)?.[1];
    later(() => (group ? options.success?.({ cloudID: `cloud-${group}`, errMsg: 'getShareInfo:ok' }) : options.fail?.({ errMsg: 'getShareInfo:fail' })));
  },
  getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: currentPhone().envVersion, version: '' } }),
  vibrateShort: () => { currentPhone().vibrations++; },
  vibrateLong: () => { currentPhone().vibrations++; },
  setKeepScreenOn: (options: { keepScreenOn: boolean }) => { currentPhone().keepScreenOn = options.keepScreenOn; },
  createWebAudioContext: () => {
    currentPhone().chimes++;
    const node = () => ({ connect: () => undefined, start: () => undefined, stop: () => undefined, frequency: { value: 0 },
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } });
    return { currentTime: 0, destination: {}, createOscillator: node, createGain: node, close: () => Promise.resolve() };
  },
  createInnerAudioContext: () => {
    const p = currentPhone();
    const ended: (() => void)[] = [];
    let playing = false;
    p.endAudio = AsyncLocalStorage.bind(() => {
      if (!playing) return;
      playing = false;
      ended.forEach((fn) => fn());
    });
    return {
      src: '',
      play() { playing = true; p.played.push(this.src); },
      stop() { playing = false; },
      onEnded: (fn: () => void) => { ended.push(fn); },
      onError: () => undefined,
    };
  },
  setClipboardData: (options: { data: string; success?: Callback; fail?: Callback }) => {
    const p = currentPhone();
    if (p.clipboardDenied) {
      options.fail?.({ errno: 112, errMsg: 'setClipboardData:fail api scope is not declared in the privacy agreement' });
      return;
    }
    p.clipboard = options.data;
    options.success?.({ errMsg: 'setClipboardData:ok' });
  },
  showModal: (options: { title?: string; content?: string; success?: Callback }) => {
    const p = currentPhone();
    p.modals.push([options.title, options.content].filter(Boolean).join('：'));
    const confirm = p.confirm;
    later(() => options.success?.({ confirm, cancel: !confirm, errMsg: 'showModal:ok' }));
  },
  setNavigationBarTitle: (options: { title: string }) => { currentPhone().title = options.title; },
  setNavigationBarColor: (options: { frontColor: string; backgroundColor: string }) => {
    const p = currentPhone();
    p.chrome = { window: APP_WINDOW.backgroundColor, ...p.chrome, bar: options.backgroundColor, text: options.frontColor };
  },
  setBackgroundColor: (options: { backgroundColor?: string }) => {
    const p = currentPhone();
    p.chrome = { bar: APP_WINDOW.navigationBarBackgroundColor, text: '#000000', ...p.chrome, window: options.backgroundColor ?? APP_WINDOW.backgroundColor };
  },
  pageScrollTo: (options: { selector?: string }) => { (currentPhone().scrolledTo ??= []).push(options.selector ?? ''); },
  getFileSystemManager: () => ({
    writeFile: (options: { filePath: string; data: string; success?: Callback }) => {
      const p = currentPhone();
      (p.files ??= new Map()).set(options.filePath, options.data);
      later(() => options.success?.({ errMsg: 'writeFile:ok' }));
    },
  }),
  shareFileMessage: (options: { filePath: string; fileName: string; success?: Callback; fail?: Callback }) => {
    const p = currentPhone();
    if (p.fileShareFails) {
      later(() => options.fail?.({ errMsg: 'shareFileMessage:fail not supported' }));
      return;
    }
    (p.sharedFiles ??= new Map()).set(options.fileName, p.files?.get(options.filePath) ?? '');
    later(() => options.success?.({ errMsg: 'shareFileMessage:ok' }));
  },
  navigateTo: (options: { url: string }) => { currentPhone().navigations.push(options.url); },
  redirectTo: (options: { url: string }) => { currentPhone().navigations.push(`redirect:${options.url}`); },
  reLaunch: (options: { url: string }) => { currentPhone().navigations.push(`relaunch:${options.url}`); },
  navigateBack: () => { currentPhone().navigations.push('back'); },
};

Object.assign(g.wx as object, stub);
g.getCurrentPages = () => {
  const { page } = currentPhone();
  return page ? [page] : [];
};

/** Whether the fake clock runs (settle() then moves it instead of waiting). */
export const clock = { fake: false };

/**
 * Fake timers and Date from `now` on. Timers keep the phone that set them, as real ones do through
 * AsyncLocalStorage: a page's live channel goes on speaking as its own phone.
 */
export function useFakeClock(now = Date.UTC(2026, 0, 1, 12)): void {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'queueMicrotask'] });
  const fakeSetTimeout = g.setTimeout as (fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => unknown;
  g.setTimeout = (fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => fakeSetTimeout(AsyncLocalStorage.bind(fn), ms, ...args);
  clock.fake = true;
}

export function useRealClock(): void {
  jest.useRealTimers();
  clock.fake = false;
}

/** Moves the fake clock on by `ms`, running every timer due on the way. */
export async function tick(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

/** Every test of the file on fresh phones and a fresh backend (seeded `seed`) under the fake clock; the real clock after. */
export function phonesOnFakeClock(seed: number): void {
  beforeEach(() => {
    resetPhones();
    resetBackend(seed);
    useFakeClock();
  });
  afterEach(() => {
    resetPhones();
    useRealClock();
  });
}
