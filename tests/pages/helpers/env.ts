// The phone world the pages run in under jest: a `wx` stub per simulated phone and the real backend
// (actions + engine + memory store) in-process behind the fake transport. No network.
//
// Each simulated phone has its own storage (so its own development openid), its own record of what
// it sent, navigated to, vibrated… A phone is "current" inside `onPhone(phone, fn)`, and stays
// current in every promise and timer started there (AsyncLocalStorage), so a page's chained calls
// and its polling timers keep speaking as the phone that opened it.
import { AsyncLocalStorage } from 'node:async_hooks';
import 'miniprogram-simulate'; // installs its own `wx`, which the stub below extends
import { createHandler, type Handler } from '../../../cloudfunctions/game/src/actions';
import { seededRng } from '../../../cloudfunctions/game/src/engine/core/rng';
import { memoryStore } from '../../../cloudfunctions/game/src/store/memory';

const g = globalThis as unknown as Record<string, unknown>;

/** One call as it left the phone: where to (a URL, or cloud:<function name>), as whom, what. */
export interface SentCall { via: string; openid: string; action: string; params: Record<string, unknown> }

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
  /** WeChat refuses wx.setClipboardData (as it does without a 用户隐私保护指引 that declares it). */
  clipboardDenied?: boolean;
  /** The page on top of this phone's stack (where Vant's Toast looks for #van-toast). */
  page?: unknown;
  /** Which build of the mini-program runs (wx.getAccountInfoSync): DevTools' and preview's is 'develop'. */
  envVersion: 'develop' | 'trial' | 'release';
}

const als = new AsyncLocalStorage<Phone>();
const phones = new Map<string, Phone>();

export function phone(name = 'default'): Phone {
  let p = phones.get(name);
  if (!p) {
    p = { name, storage: new Map(), sent: [], navigations: [], modals: [], confirm: true, vibrations: 0, envVersion: 'develop' };
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

/** Forgets every phone (storage included). */
export function resetPhones(): void {
  phones.clear();
}

interface Backend {
  handler: Handler;
  /**
   * What the fake world still owes a page: calls not yet answered and dialogs not yet closed. Each
   * settles once its answer has reached the page.
   */
  inFlight: Set<Promise<void>>;
  /** 'down': every call fails at the transport; 'hang': calls are never answered. */
  mode: 'up' | 'down' | 'hang';
}

function newHandler(seed: number): Handler {
  return createHandler({
    store: memoryStore(),
    rng: seededRng(seed),
    now: () => Date.now(),
    requestId: () => 'test-request',
    logError: (_id, error) => { throw error; },
  });
}

export const backend: Backend = { handler: newHandler(1), inFlight: new Set(), mode: 'up' };

/** A fresh server: no rooms, a seeded shuffle. */
export function resetBackend(seed = 1): void {
  backend.handler = newHandler(seed);
  backend.inFlight = new Set();
  backend.mode = 'up';
}

/** Calls the backend directly as `openid` (for test setup, not through a page). */
export async function direct(openid: string, body: Record<string, unknown>): Promise<unknown> {
  const result = await backend.handler(openid, body);
  if (!result.ok) throw new Error(`${String(body.action)}: ${result.error.code} ${result.error.message}`);
  return result.data;
}

type Callback = (arg: unknown) => void;
interface RequestOptions {
  url: string; data: Record<string, unknown>; header?: Record<string, string>;
  success?: Callback; fail?: Callback;
}

function transport(via: string, openid: string, body: Record<string, unknown>, answer: (result: unknown) => void, fail: Callback): void {
  const p = currentPhone();
  const { action, ...params } = body;
  p.sent.push({ via, openid, action: String(action), params });
  if (backend.mode === 'hang') return;
  if (backend.mode === 'down') {
    later(() => fail({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' }));
    return;
  }
  // A JSON round trip, as on the wire: nothing is shared between the server and the page.
  const wire = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  owe(backend.handler(openid, wire).then((result) => new Promise<void>((delivered) => {
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
    const openid = options.header?.['X-Openid'] ?? '';
    transport(options.url, openid, options.data, (result) => options.success?.({ statusCode: 200, data: result, header: {}, errMsg: 'request:ok' }),
      (err) => options.fail?.(err));
  },
  cloud: {
    init: () => undefined,
    callFunction: (options: { name: string; data: Record<string, unknown>; success?: Callback; fail?: Callback }) => {
      transport(`cloud:${options.name}`, `cloud-${currentPhone().name}`, options.data, (result) => options.success?.({ result, errMsg: 'cloud.callFunction:ok' }),
        (err) => options.fail?.(err));
    },
  },
  getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: currentPhone().envVersion, version: '' } }),
  vibrateShort: () => { currentPhone().vibrations++; },
  vibrateLong: () => { currentPhone().vibrations++; },
  setKeepScreenOn: (options: { keepScreenOn: boolean }) => { currentPhone().keepScreenOn = options.keepScreenOn; },
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
  navigateTo: (options: { url: string }) => { currentPhone().navigations.push(options.url); },
  redirectTo: (options: { url: string }) => { currentPhone().navigations.push(`redirect:${options.url}`); },
  reLaunch: (options: { url: string }) => { currentPhone().navigations.push(`relaunch:${options.url}`); },
  navigateBack: () => { currentPhone().navigations.push('back'); },
  showShareMenu: () => undefined,
};

Object.assign(g.wx as object, stub);
g.getCurrentPages = () => {
  const { page } = currentPhone();
  return page ? [page] : [];
};
