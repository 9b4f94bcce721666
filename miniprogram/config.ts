/**
 * Where the backend is. With a CloudBase environment id the mini-program calls the `game` cloud
 * function; without one a development build calls the local server (`npm start`) over HTTP, and a
 * trial or release build tells the user no cloud environment is set. On a phone, the local
 * server must be reachable from the phone: put the computer's LAN address here and start the server
 * with HOST=0.0.0.0 (and turn on debug mode on the phone: ··· → 开发调试 → 打开调试).
 */
export const config = {
  cloudEnvId: '',
  apiBaseUrl: 'http://127.0.0.1:8787',
  /** How long a call may take before the user is told it timed out. */
  timeoutMs: 10000,
  /** The live channel (services/live.ts): pages learn of changes as they happen instead of polling. */
  live: {
    /** The first reconnect after a failure; each further one waits twice as long, up to maxRetryMs. */
    retryMs: 1000,
    maxRetryMs: 30_000,
    /** While the channel is down, a page reads this often. */
    fallbackMs: 15_000,
    /** A read after this long without a word from the channel, in case a change went unsignalled. */
    silentMs: 5 * 60_000,
  },
};
