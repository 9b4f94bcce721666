// The local server as a child process on loopback, and a keep-alive HTTP client for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_JS } from './paths';
import { nowMs } from './stats';

export interface Answer { ms: number; status: number; json: { ok: boolean; data?: any; error?: { code: string; message: string } } }

export interface BenchServer {
  url: URL;
  child: ChildProcess;
  /** POST /api/game as `openid`, timed from the request until the whole answer is parsed. */
  call(openid: string, action: string, params?: Record<string, unknown>): Promise<Answer>;
  healthz(): Promise<Answer>;
  /** GET /api/signal as `openid` (a long poll when `after` is the room's current version). */
  signal(openid: string, roomNo: string, after?: number, seat?: number): Promise<Answer>;
  /** kB figures from /proc/<pid>/status: VmHWM (peak RSS) and VmRSS. */
  memory(): { peakKb: number; rssKb: number };
  /** CPU time the server process (all its threads) has used so far, in ms. */
  cpuMs(): number;
  /** Sets how many sockets the client keeps open (one per concurrent client). */
  sockets(count: number): void;
  stop(): Promise<void>;
}

/** Starts .build/server.js with rate limiting off and its data in a fresh temporary folder. */
/** Measures on a fresh local server, stopped afterwards whatever happens. */
export async function onServer<T>(measure: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await startServer();
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

/** A pause of `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(script = SERVER_JS): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const flags = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, script], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', GAME_DATA: dataDir, GAME_RATE_LIMIT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs one line per call: keep reading (a full pipe would stall it), keep only the start.
  let head = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${head}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString();
      const found = /已启动：(http:\/\/[0-9.]+:[0-9]+)/.exec(head);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${head}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = new URL(url);
  let agent = new Agent({ keepAlive: true, maxSockets: 1 });

  const send = (method: 'GET' | 'POST', path: string, headers: Record<string, string | number>, body?: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const started = nowMs();
      const req = request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            resolve({ ms: nowMs() - started, status: res.statusCode ?? 0, json });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });

  return {
    url: base,
    child,
    call(openid, action, params = {}) {
      const body = JSON.stringify({ action, ...params });
      return send('POST', '/api/game', { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Openid': openid }, body);
    },
    healthz: () => send('GET', '/healthz', {}),
    // A room's signal asked for as the pages ask: with the table.
    signal: (openid, roomNo, after, seat) => send(
      'GET', `/api/signal?roomNo=${roomNo}${after === undefined ? '' : `&after=${after}`}${seat === undefined ? '&table=1' : `&seat=${seat}`}`, { 'X-Openid': openid },
    ),
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { peakKb: kb('VmHWM'), rssKb: kb('VmRSS') };
    },
    cpuMs() {
      // The first field of each thread's schedstat: its time on a CPU, in nanoseconds.
      let ns = 0;
      for (const task of readdirSync(`/proc/${child.pid}/task`)) {
        try {
          ns += Number(readFileSync(`/proc/${child.pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
        } catch { /* the thread has just ended */ }
      }
      return ns / 1e6;
    },
    sockets(count) {
      agent.destroy();
      agent = new Agent({ keepAlive: true, maxSockets: count });
    },
    async stop() {
      agent.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `total` jobs with `concurrency` workers; worker w takes jobs w, w + concurrency, … in turn. */
export async function runClients(concurrency: number, total: number, job: (worker: number, index: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    for (let i = worker; i < total; i += concurrency) await job(worker, i);
  }));
}
