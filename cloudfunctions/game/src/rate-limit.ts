import type { ActionName } from '../../../typings/api';
import type { Handler } from './actions';

export interface RateLimits {
  /** Calls per caller per minute; 0 turns limiting off. */
  callsPerMinute: number;
  /** Look-ups answered ROOM_NOT_FOUND (or CIRCLE_NOT_FOUND) per caller per minute, so guessing room numbers or invite codes is useless. */
  failedLookupsPerMinute: number;
  now(): number;
}

export const DEFAULT_LIMITS = { callsPerMinute: 120, failedLookupsPerMinute: 10 };
const WINDOW_MS = 60_000;

/**
 * A judge running their own room goes at the game's pace, and a quick judge (or a script standing
 * in for one) taps faster than 2 calls a second: the judge's answered calls on their own room count
 * against this many times the per-minute limit instead, and nothing else the caller spent (other
 * calls, room numbers that were not found) stops them.
 */
const JUDGE_ALLOWANCE = 10;
const JUDGE_ACTIONS: readonly ActionName[] = [
  'judgeView', 'act', 'undo', 'redeal', 'closeRoom', 'redrawWords', 'handOver', 'pause', 'resume', 'leave', 'substitute',
];

/**
 * The body a long poll's wait is counted under. Each answered wait counts against the per-minute
 * limit, in a count of its own: a judge's page wakes at each of the judge's taps, and its waits must
 * not spend what the judge's own calls are measured by.
 */
export const SIGNAL_WAIT = { action: 'signal' } as const;

const LIMITED = { ok: false as const, error: { code: 'RATE_LIMITED' as const, message: '操作太频繁了，请稍等一分钟再试' } };

/**
 * Per-caller limits in fixed one-minute windows, shared by every handler the limiter wraps. Counters
 * live in memory and are dropped whole at each new window, so memory stays bounded by the callers
 * of one minute. A handler that rejects (the caller went away unanswered) counts nothing.
 */
export function rateLimiter(limits: RateLimits): (handler: Handler) => Handler {
  if (limits.callsPerMinute <= 0) return (handler) => handler;
  let windowStart = 0;
  let calls = new Map<string, number>();
  let judgeCalls = new Map<string, number>();
  let waits = new Map<string, number>();
  let failedLookups = new Map<string, number>();
  let failedWaits = new Map<string, number>();
  const bump = (counter: Map<string, number>, key: string) => counter.set(key, (counter.get(key) ?? 0) + 1);
  return (handler) => async (openid, body) => {
    const now = limits.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      calls = new Map();
      judgeCalls = new Map();
      waits = new Map();
      failedLookups = new Map();
      failedWaits = new Map();
    }
    if (typeof openid !== 'string') return handler(openid, body);
    const action = (body as { action?: unknown } | null)?.action;
    const judging = JUDGE_ACTIONS.some((a) => a === action);
    // A wait's room that was not found counts apart too: a page still waiting on a closed room does not lock its phone out of the next one.
    const [general, lookups] = action === SIGNAL_WAIT.action ? [waits, failedWaits] : [calls, failedLookups];
    const spent = () => (general.get(openid) ?? 0) >= limits.callsPerMinute || (lookups.get(openid) ?? 0) >= limits.failedLookupsPerMinute;
    if (judging ? (judgeCalls.get(openid) ?? 0) >= limits.callsPerMinute * JUDGE_ALLOWANCE : spent()) return LIMITED;
    const answer = await handler(openid, body);
    // A judge action that was answered is the judge at work; refused, it is just another call (and
    // changed nothing, so a caller past the limits gets the limit's answer instead).
    if (judging && answer.ok) {
      bump(judgeCalls, openid);
      return answer;
    }
    if (judging && spent()) return LIMITED;
    bump(general, openid);
    if (!answer.ok && (answer.error.code === 'ROOM_NOT_FOUND' || answer.error.code === 'CIRCLE_NOT_FOUND')) bump(lookups, openid);
    return answer;
  };
}

export function withRateLimit(handler: Handler, limits: RateLimits): Handler {
  return rateLimiter(limits)(handler);
}
