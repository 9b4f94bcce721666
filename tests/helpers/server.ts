import type { JudgeView } from '../../typings/api';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER = join(__dirname, '../../.build/server.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
  /** POSTs to /api/game as `openid`; `body` is sent as JSON unless it is already a string. */
  post(openid: string | null, body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  call(openid: string, action: string, params?: Record<string, unknown>): Promise<any>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built local server (`npm start`'s program) on a random loopback port. */
export async function startServer(env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'game-data-'))): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', GAME_DATA: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /已启动：(http:\/\/[0-9.]+:[0-9]+)/.exec(output.join(''));
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${output.join('')}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const post = async (openid: string | null, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/api/game`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(openid !== null && { 'X-Openid': openid }), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };
  return {
    url,
    dataDir,
    process: child,
    output,
    post,
    async call(openid, action, params = {}) {
      const { status, json } = await post(openid, { action, ...params });
      if (status !== 200) throw new Error(`HTTP ${status}`);
      return json;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The server of a whole test file: started before its tests, stopped after them. */
export function serverForFile(env: Record<string, string> = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(env);
  });
  afterAll(async () => {
    await running?.stop();
  });
  const now = (): RunningServer => {
    if (!running) throw new Error('the server starts before the tests');
    return running;
  };
  return {
    get url() { return now().url; },
    get dataDir() { return now().dataDir; },
    get process() { return now().process; },
    get output() { return now().output; },
    post: (openid, body, headers) => now().post(openid, body, headers),
    call: (openid, action, params) => now().call(openid, action, params),
    stop: (signal) => now().stop(signal),
  };
}

/** The judge's `act` in one room, answering the new view (a refusal throws with its code and message). */
export function judgeActs(server: RunningServer, judge: string, roomNo: string) {
  return async (stepId: number, input: Record<string, unknown>): Promise<JudgeView> => {
    const answer = await server.call(judge, 'act', { roomNo, stepId, input });
    if (!answer.ok) throw new Error(`${answer.error.code}: ${answer.error.message}`);
    return answer.data;
  };
}
