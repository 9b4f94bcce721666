import type { Handler } from './actions';

export interface RateLimits {
  /** Calls per caller per minute; 0 turns limiting off. */
  callsPerMinute: number;
  /** Look-ups answered ROOM_NOT_FOUND per caller per minute, so guessing room numbers is useless. */
  failedLookupsPerMinute: number;
  now(): number;
}

export const DEFAULT_LIMITS = { callsPerMinute: 120, failedLookupsPerMinute: 10 };
const WINDOW_MS = 60_000;

/**
 * Per-caller limits in fixed one-minute windows. Counters live in memory and are dropped whole at
 * each new window, so memory stays bounded by the callers of one minute.
 */
export function withRateLimit(handler: Handler, limits: RateLimits): Handler {
  if (limits.callsPerMinute <= 0) return handler;
  let windowStart = 0;
  let calls = new Map<string, number>();
  let failedLookups = new Map<string, number>();
  return async (openid, body) => {
    const now = limits.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      calls = new Map();
      failedLookups = new Map();
    }
    if (typeof openid !== 'string') return handler(openid, body);
    const count = (calls.get(openid) ?? 0) + 1;
    calls.set(openid, count);
    if (count > limits.callsPerMinute || (failedLookups.get(openid) ?? 0) >= limits.failedLookupsPerMinute) {
      return { ok: false, error: { code: 'RATE_LIMITED', message: '操作太频繁了，请稍等一分钟再试' } };
    }
    const answer = await handler(openid, body);
    if (!answer.ok && answer.error.code === 'ROOM_NOT_FOUND') {
      failedLookups.set(openid, (failedLookups.get(openid) ?? 0) + 1);
    }
    return answer;
  };
}
