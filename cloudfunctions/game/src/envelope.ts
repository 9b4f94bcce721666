import type { ApiResult } from '../../../typings/api';
import { GameError } from './engine/core/errors';
import { parseCaller } from './params';

export type Handler = (openid: unknown, body: unknown) => Promise<ApiResult<unknown>>;

export interface FaultLog {
  /** Where unexpected faults go, with the request id that the caller sees. */
  logError(requestId: string, error: unknown): void;
  requestId(): string;
}

/**
 * Every action's answer in the API's envelope: `{ ok: true, data }`, a refusal's code and Chinese
 * message, or INTERNAL with a request id (the fault itself goes to the log, never to the caller).
 */
export function enveloped(log: FaultLog, run: (caller: string, body: unknown) => Promise<unknown>): Handler {
  return async (openid, body) => {
    try {
      return { ok: true, data: await run(parseCaller(openid), body) };
    } catch (error) {
      if (error instanceof GameError) return { ok: false, error: { code: error.code, message: error.message } };
      const requestId = log.requestId();
      log.logError(requestId, error);
      return { ok: false, error: { code: 'INTERNAL', message: `服务器出错了，请稍后再试（错误编号 ${requestId}）` } };
    }
  };
}
