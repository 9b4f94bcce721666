// The mini-program's only way to the backend: one typed call per action (typings/api.ts).
// Transport: the `game` cloud function (the 圈子 actions: `circle`) when config.cloudEnvId is set, otherwise POST to the local
// server with a per-device development id in the X-Openid header — from a development build only:
// a trial or release build without a cloud environment says so instead.
import type { ActionMap, CircleActionName, ErrorCode } from '../../typings/api';
import Toast from '../miniprogram_npm/@vant/weapp/toast/toast';
import { config } from '../config';

export type CallErrorCode = ErrorCode | 'NETWORK' | 'TIMEOUT' | 'NO_CLOUD_ENV';

/** What `call` rejects with: the server's code and its Chinese message, or a transport failure. */
export interface CallError {
  readonly callError: true;
  readonly code: CallErrorCode;
  readonly message: string;
}

export interface CallOptions {
  /** The loading toast's text; `false` for a background call (no loading toast). */
  loading?: string | false;
  /** Error codes the caller handles itself (no toast for them); `true`: never a toast. */
  quiet?: true | readonly CallErrorCode[];
}

/** A loading toast appears only if the answer takes longer than this (no flicker on fast calls). */
export const LOADING_DELAY_MS = 300;
const DEVICE_KEY = 'devOpenid';

export function isCallError(value: unknown): value is CallError {
  return typeof value === 'object' && value !== null && (value as { callError?: unknown }).callError === true;
}

function callError(code: CallErrorCode, message: string): CallError {
  return { callError: true, code, message };
}

/** The development caller id of this device (local server only), kept in storage. */
export function deviceId(): string {
  const stored: unknown = wx.getStorageSync(DEVICE_KEY);
  if (typeof stored === 'string' && stored !== '') return stored;
  const id = `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  wx.setStorageSync(DEVICE_KEY, id);
  return id;
}

type Body = Record<string, unknown> & { action: string };
type Envelope = { ok: true; data: unknown } | { ok: false; error: { code: ErrorCode; message: string } };

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
  if (v.ok === true) return 'data' in v;
  return v.ok === false && typeof v.error === 'object' && v.error !== null
    && typeof v.error.code === 'string' && typeof v.error.message === 'string';
}

function parseEnvelope(raw: unknown): Envelope | null {
  if (typeof raw === 'string') {
    try {
      return parseEnvelope(JSON.parse(raw));
    } catch {
      return null;
    }
  }
  return isEnvelope(raw) ? raw : null;
}

/** Where calls go: the cloud function, the local server (development builds only), or nowhere. */
export function transport(): 'cloud' | 'local' | 'none' {
  if (config.cloudEnvId) return 'cloud';
  let envVersion = '';
  try {
    envVersion = wx.getAccountInfoSync().miniProgram.envVersion;
  } catch {
    // unknown build: never a local address
  }
  return envVersion === 'develop' ? 'local' : 'none';
}

const NO_CLOUD_ENV = '未设置云开发环境：体验版和正式版要在 config.ts 里填写 cloudEnvId（云开发环境 ID）后重新上传';

function send(body: Body): Promise<unknown> {
  switch (transport()) {
    case 'cloud': return viaCloud(body);
    case 'local': return viaHttp(body);
    case 'none': return Promise.reject(callError('NO_CLOUD_ENV', NO_CLOUD_ENV));
  }
}

/** The actions the cloud function `circle` answers (typed: a new 圈子 action must be listed here). */
const CIRCLE_FUNCTION_ACTIONS: Record<CircleActionName, true> = {
  createCircle: true, joinCircle: true, circle: true, circlePlayer: true, circleExport: true, leaveCircle: true, newSeason: true, setSeasonMode: true, circleGame: true,
};

function viaCloud(body: Body): Promise<unknown> {
  return new Promise((resolve, reject) => {
    wx.cloud.callFunction({
      name: body.action in CIRCLE_FUNCTION_ACTIONS ? 'circle' : 'game',
      data: body,
      success: (res) => resolve(res.result),
      fail: () => reject(callError('NETWORK', '无法连接云服务，请检查网络后重试')),
    });
  });
}

function viaHttp(body: Body): Promise<unknown> {
  return new Promise((resolve, reject) => {
    wx.request({
      url: `${config.apiBaseUrl}/api/game`,
      method: 'POST',
      data: body,
      header: { 'content-type': 'application/json', 'X-Openid': deviceId() },
      timeout: config.timeoutMs,
      success: (res) => {
        if (res.statusCode === 200 || parseEnvelope(res.data)) resolve(res.data);
        else reject(callError('NETWORK', `服务器暂时不可用（HTTP ${res.statusCode}），请稍后再试`));
      },
      fail: (err) => reject(/timeout/i.test(err.errMsg)
        ? callError('TIMEOUT', '网络超时，请稍后再试')
        : callError('NETWORK', '网络连接失败，请检查网络后重试')),
    });
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(callError('TIMEOUT', '网络超时，请稍后再试')), ms);
    work.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

/** Toasts need a page holding <van-toast id="van-toast" />; outside one there is nothing to show. */
function safely(show: () => void): void {
  try {
    show();
  } catch {
    // no current page (e.g. during app launch): nothing to show the message on
  }
}

let loadingCalls = 0;
let loadingShown = false;

function startLoading(text: string): () => void {
  loadingCalls++;
  const timer = setTimeout(() => {
    if (loadingCalls > 0 && !loadingShown) {
      loadingShown = true;
      safely(() => Toast.loading({ message: text, forbidClick: true, duration: 0 }));
    }
  }, LOADING_DELAY_MS);
  return () => {
    clearTimeout(timer);
    loadingCalls--;
    if (loadingCalls === 0 && loadingShown) {
      loadingShown = false;
      safely(() => Toast.clear());
    }
  };
}

function shouldToast(code: CallErrorCode, quiet: CallOptions['quiet']): boolean {
  if (quiet === true) return false;
  return !quiet || !quiet.includes(code);
}

/**
 * Calls one action and answers its `data`; on failure rejects with a `CallError` after showing its
 * Chinese message in a toast (unless the caller asked to handle that code quietly).
 */
export async function call<A extends keyof ActionMap>(
  action: A,
  params: ActionMap[A]['params'],
  options: CallOptions = {},
): Promise<ActionMap[A]['result']> {
  const body: Body = { ...params, action };
  const stopLoading = options.loading === false ? () => undefined : startLoading(options.loading ?? '请稍候…');
  let outcome: { ok: true; data: unknown } | { ok: false; error: CallError };
  try {
    const raw = await withTimeout(send(body), config.timeoutMs);
    const envelope = parseEnvelope(raw);
    if (!envelope) outcome = { ok: false, error: callError('INTERNAL', '服务器返回了无法识别的数据，请稍后再试') };
    else if (envelope.ok) outcome = { ok: true, data: envelope.data };
    else outcome = { ok: false, error: callError(envelope.error.code, envelope.error.message) };
  } catch (error) {
    outcome = { ok: false, error: isCallError(error) ? error : callError('NETWORK', '网络连接失败，请检查网络后重试') };
  }
  stopLoading();
  if (outcome.ok) {
    // The envelope was checked above; the data's shape is the server's contract (typings/api.ts).
    return outcome.data as ActionMap[A]['result'];
  }
  const { error } = outcome;
  if (shouldToast(error.code, options.quiet)) safely(() => Toast({ message: error.message, duration: 2500 }));
  throw error;
}
