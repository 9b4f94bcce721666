import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiResult } from '../../../../typings/api';
import type { Handler } from '../actions';

export const MAX_BODY_BYTES = 16 * 1024;

export interface ServerOptions {
  handler: Handler;
  /**
   * GET /api/signal: the caller (X-Openid) and the query; rejects when the client went away
   * (`gone` aborted) and there is nobody to answer.
   */
  signal?(openid: unknown, query: URLSearchParams, gone: AbortSignal): Promise<ApiResult<unknown>>;
  /** One line per call. */
  log(line: string): void;
}

/**
 * The local host of the game API: POST /api/game with the caller in X-Openid, GET /api/signal (the
 * room's public signal, long polled), GET (or HEAD) /healthz.
 */
export function createGameServer({ handler, signal, log }: ServerOptions): Server {
  return createHttpServer((req, res) => {
    const started = process.hrtime.bigint();
    const done = (status: number, body: ApiResult<unknown> | { ok: true }, action = '-') => {
      send(res, status, body);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const code = 'error' in body ? body.error.code : 'ok';
      log(`${new Date().toISOString()} ${req.method} ${req.url} ${action} ${status} ${code} ${ms.toFixed(1)}ms`);
    };
    // Routed by path: a query string (a monitor's cache-buster) changes nothing but /api/signal's own.
    const [path, search = ''] = (req.url ?? '').split('?', 2);
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/healthz') return done(200, { ok: true });
    if (signal && path === '/api/signal' && req.method !== 'GET') return done(405, refusal('BAD_REQUEST', '请用 GET 调用 /api/signal'));
    if (signal && path === '/api/signal') {
      const gone = new AbortController();
      res.on('close', () => {
        if (!res.writableEnded) gone.abort();
      });
      const query = new URLSearchParams(search);
      signal(req.headers['x-openid'], query, gone.signal).then((answer) => done(200, answer, 'signal'), () => undefined);
      return;
    }
    if (path !== '/api/game') return done(404, refusal('BAD_REQUEST', '没有这个地址：请 POST /api/game'));
    if (req.method !== 'POST') return done(405, refusal('BAD_REQUEST', '请用 POST 调用 /api/game'));
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      discardRest(req, res);
      return done(413, refusal('BAD_REQUEST', '请求体超过 16 KB'));
    }
    readBody(req).then(
      async (text) => {
        if (text === null) {
          discardRest(req, res);
          return done(413, refusal('BAD_REQUEST', '请求体超过 16 KB'));
        }
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return done(400, refusal('BAD_REQUEST', '请求体不是合法的 JSON'));
        }
        const action = typeof (body as { action?: unknown } | null)?.action === 'string'
          ? String((body as { action: string }).action).slice(0, 20) : '-';
        // The catalog is public: read without an X-Openid, it answers as to anyone.
        const caller = req.headers['x-openid'] ?? (action === 'catalog' ? ANYONE : undefined);
        done(200, await handler(caller, body), action);
      },
      () => done(400, refusal('BAD_REQUEST', '请求体读取失败')),
    );
  });
}

/** The caller of a catalog read that names none. */
const ANYONE = 'anyone';

function refusal(code: 'BAD_REQUEST', message: string): ApiResult<never> {
  return { ok: false, error: { code, message } };
}

/** The body as text, or null once it passes the limit (reading stops there). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * After refusing an oversized body: whatever else the client sends is dropped unread (never kept),
 * and the connection is cut if the client is still sending 5 seconds after the answer. Closing at
 * once, with the client still sending, would reset the connection and could lose the answer.
 */
function discardRest(req: IncomingMessage, res: ServerResponse): void {
  req.on('data', () => undefined);
  req.resume();
  res.on('finish', () => {
    if (req.complete) return;
    const cut = setTimeout(() => req.socket.destroy(), 5000).unref();
    req.on('end', () => clearTimeout(cut));
    req.socket.on('close', () => clearTimeout(cut));
  });
}

/** Each answer's text, made once: one signal (and the table it carries) answers every phone waiting on its room. */
const texts = new WeakMap<object, string>();

function send(res: ServerResponse, status: number, body: object): void {
  if (res.headersSent) return;
  const text = texts.get(body) ?? JSON.stringify(body);
  texts.set(body, text);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}
