// Loading pages and components of miniprogram/ under miniprogram-simulate, the way DevTools would:
// rootPath is the mini-program folder and every npm `usingComponents` entry (e.g. @vant/weapp/…)
// maps to /miniprogram_npm/… . Every setData is recorded with its size in bytes.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import simulate from 'miniprogram-simulate';
import { backend, clock, onPhone, openPages, phone as phoneNamed, tick, type Phone } from './env';

/** The mini-program under test: the sources, or WeChat's compiled output (`npm run check:wechat`). */
export const MP_ROOT = process.env.MINIPROGRAM_BUILD ?? join(__dirname, '..', '..', '..', 'miniprogram');

// Several pages in one test file share Vant's components. miniprogram-simulate registers a
// component by running its JS, which calls Component(); under jest the second run of the same file
// comes from the module cache and calls nothing, so the second page would get empty Vant tags.
// Remember each file's Component() options and register them again when the cache answers.
// (A copy each time: simulate rewrites `relations` in place.)
type Options = Record<string, unknown> & { relations?: Record<string, object> };
const g = globalThis as unknown as { Component: (options: Options) => unknown };
const simulateComponent = g.Component;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const simulateUtils: { runJs: (path: string) => void } = require('miniprogram-simulate/src/utils');
const runJs = simulateUtils.runJs;
const definitions = new Map<string, Options>();
let running: { path: string; registered: boolean } | null = null;

function copy(options: Options): Options {
  const { relations } = options;
  if (!relations) return { ...options };
  return { ...options, relations: Object.fromEntries(Object.entries(relations).map(([k, v]) => [k, { ...v }])) };
}

g.Component = (options: Options) => {
  if (running) {
    definitions.set(running.path, copy(options));
    running.registered = true;
  }
  return simulateComponent(copy(options));
};
simulateUtils.runJs = (path: string) => {
  running = { path, registered: false };
  try {
    runJs(path);
    const known = definitions.get(path);
    if (!running.registered && known) simulateComponent(copy(known));
  } finally {
    running = null;
  }
};

/**
 * The npm components (e.g. @vant/weapp/…) that a page or component of ours uses, itself or through
 * its own local components, mapped into miniprogram_npm. Only these: simulate applies the mapping
 * to every component it registers, and registering a Vant component again for another page would
 * point Vant's path-based relations (radio → radio-group) at the newer copy.
 */
function npmComponents(path: string, root: string, map: Record<string, string> = {}): Record<string, string> {
  const json = join(root, `${path}.json`);
  if (!existsSync(json)) return map;
  const using: Record<string, string> = JSON.parse(readFileSync(json, 'utf8')).usingComponents ?? {};
  for (const [tag, target] of Object.entries(using)) {
    if (target.startsWith('.')) npmComponents(join(dirname(path), target), root, map);
    else if (target.startsWith('/')) npmComponents(target.slice(1), root, map);
    else map[tag] = `/miniprogram_npm/${target}`;
  }
  return map;
}

/** The path each registered id was loaded from, to name pages in the setData figures. */
const loadedPaths = new Map<string, string>();

/**
 * Registers a page or component once per test file (jest caches the module, so Component() runs once); render it many times.
 * `root`: another copy of the mini-program (the bench loads the previous release's pages).
 */
export function load(path: string, root = MP_ROOT): string {
  const id = simulate.load(join(root, path), { rootPath: root, usingComponents: npmComponents(path, root) });
  loadedPaths.set(id, path);
  return id;
}

export interface SetDataRecord { payload: Record<string, unknown>; bytes: number }

/** The loose shape of a rendered component as the tests use it. */
export type Rendered = ReturnType<typeof simulate.render>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Instance = any;

export interface Opened {
  comp: Rendered;
  page: Instance;
  phone: Phone;
  setData: SetDataRecord[];
}

/** Replaces the instance's setData with one that records each payload (and its JSON byte size). */
export function recordSetData(page: Instance, pageId = ''): SetDataRecord[] {
  const records: SetDataRecord[] = [];
  const original = page.setData.bind(page);
  // `npm run bench` names a file here to collect every payload size the page tests see.
  const benchFile = process.env.BENCH_SETDATA_FILE;
  page.setData = (payload: Record<string, unknown>, callback?: () => void) => {
    const bytes = Buffer.byteLength(JSON.stringify(payload), 'utf8');
    records.push({ payload, bytes });
    if (benchFile) appendFileSync(benchFile, `${JSON.stringify({ bytes, page: pageId })}\n`);
    return original(payload, callback);
  };
  return records;
}

const sleep = (ms: number) => (clock.fake ? tick(ms) : simulate.sleep(ms));
/** One turn of the event loop: timers due now, and the promise callbacks they start, have run. */
const turn = () => (clock.fake ? tick(0) : new Promise<void>((resolve) => { setTimeout(resolve, 0); }));

/**
 * Waits `ms` (for a page's own timers), then until the fake backend has answered every call and
 * the page has applied the answers, the calls those answers start included. It waits on the calls
 * themselves, not on a count of sleeps, so a loaded machine only makes it slower.
 */
export async function settle(ms = 0): Promise<void> {
  if (ms > 0) await sleep(ms);
  await turn();
  while (backend.inFlight.size > 0) {
    // Under the fake clock the answers wait on fake timers: move it on a millisecond at a time.
    if (clock.fake) await tick(1);
    else await Promise.all(backend.inFlight);
    await turn();
  }
}

/** Opens a page as WeChat would: render, attach, onLoad(query), onShow — on the given phone. */
export async function open(id: string, query: Record<string, string> = {}, on: Phone = phoneNamed()): Promise<Opened> {
  const opened = onPhone(on, () => {
    const comp = simulate.render(id);
    const page = comp.instance;
    const setData = recordSetData(page, loadedPaths.get(id) ?? id);
    comp.attach(document.createElement('parent-wrapper'));
    on.page = page;
    openPages.add(page);
    page.onLoad?.(query);
    page.onShow?.();
    return { comp, page, phone: on, setData };
  });
  await settle();
  return opened;
}

/** Runs `fn` as the page's phone (its calls carry that phone's openid), then settles. */
export async function as<T>(opened: Opened, fn: () => T): Promise<T> {
  const result = onPhone(opened.phone, () => {
    opened.phone.page = opened.page;
    return fn();
  });
  await settle();
  return result;
}

/** The first node matching `selector` inside the page, or throws. */
export function $(root: Rendered, selector: string): Rendered {
  const node = root.querySelector(selector);
  if (!node) throw new Error(`no node matches ${selector}`);
  return node;
}

/** Taps a Vant button (its inner .van-button) or any node with a tap handler. */
export async function tap(opened: Opened, selector: string): Promise<void> {
  const node = $(opened.comp, selector);
  const inner = node.querySelector('.van-button') ?? node.querySelector('.van-cell') ?? node;
  await as(opened, () => inner.dispatchEvent('tap'));
}

/**
 * Fires a component's event with a detail, as the component itself would (Vant's $emit is
 * triggerEvent; dispatchEvent would turn a false, 0 or '' detail into {}).
 */
export async function change(opened: Opened, selector: string, detail: unknown, event = 'change'): Promise<void> {
  const node = $(opened.comp, selector);
  await as(opened, () => node.instance.triggerEvent(event, detail));
}

/** All text rendered under a node, whitespace collapsed. */
export function text(node: Rendered): string {
  return (node.dom?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The message the page's <van-toast id="van-toast"> shows now ('' when hidden). */
export function toast(opened: Opened): string {
  const node = opened.comp.querySelector('#van-toast');
  const data = node?.data as { show?: boolean; message?: string } | undefined;
  return data?.show ? String(data.message ?? '') : '';
}

export function largest(records: SetDataRecord[]): number {
  return records.reduce((max, r) => Math.max(max, r.bytes), 0);
}
