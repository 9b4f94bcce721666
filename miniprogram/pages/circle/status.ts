// What the 圈子 pages share while they read: 正在读取… until the answer is in, then the page, or why
// not (with 重试 where trying again may help); a 圈子 this phone no longer belongs to leaves its list.
import { isCallError, type CallErrorCode, type CallOptions } from '../../services/api';
import { forgetCircle } from '../../services/storage';

export type PageState = 'loading' | 'ready' | 'error';
export interface StatusData { state: PageState; errorText: string; canRetry: boolean }

/** A page before its first answer. */
export const LOADING: StatusData = { state: 'loading', errorText: '', canRetry: false };
const READY: StatusData = { state: 'ready', errorText: '', canRetry: false };

/** The 圈子 is gone for this phone: it left (here or on another phone), or the 圈子 no longer exists. */
const GONE: readonly CallErrorCode[] = ['NOT_A_MEMBER', 'CIRCLE_NOT_FOUND'];
/** Failures that trying again does not mend. */
const LASTING: readonly CallErrorCode[] = [...GONE, 'BAD_REQUEST', 'NO_CLOUD_ENV'];

export interface StatusPage { data: StatusData; setData(data: Record<string, unknown>): void }

/** Shows the failure of a call as the page (its message, and 重试 where it may help). */
function showFailure(page: StatusPage, circleId: string, error: { code: CallErrorCode; message: string }): void {
  if (GONE.includes(error.code)) forgetCircle(circleId);
  page.setData({ state: 'error', errorText: error.message, canRetry: !LASTING.includes(error.code) });
}

/**
 * Reads what a 圈子 page shows and sets what `show` makes of it, in one setData. Before the page is
 * shown a failure becomes the page; once it is, the page stays and the failure is the call's toast,
 * unless the 圈子 is gone for this phone.
 */
export async function readCircle<T>(
  page: StatusPage, circleId: string, read: (options: CallOptions) => Promise<T>, show: (answer: T) => Record<string, unknown>,
): Promise<void> {
  const shown = page.data.state === 'ready';
  try {
    const answer = await read({ quiet: shown ? GONE : true });
    page.setData({ ...show(answer), ...READY });
  } catch (error) {
    if (!isCallError(error)) throw error;
    if (!shown || GONE.includes(error.code)) showFailure(page, circleId, error);
  }
}

/**
 * A tap's work on a shown 圈子 page: a failed call was already shown as a toast, and leaves the
 * page as it was, unless the 圈子 is gone for this phone.
 */
export async function onShown(page: StatusPage, circleId: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isCallError(error)) throw error;
    if (GONE.includes(error.code)) showFailure(page, circleId, error);
  }
}
