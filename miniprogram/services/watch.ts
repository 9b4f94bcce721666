// 观战: a phone that holds no seat watches a room on the big screen (the host page's 大屏 mode).
import type { TableView } from '../../typings/api';
import { call, isCallError, type CallOptions } from './api';
import { savedNickname } from './storage';

/** `watch` with the nickname kept on this phone (calling it again is harmless). */
export function watchRoom(roomNo: string, options: CallOptions = {}): Promise<TableView> {
  const nickname = savedNickname();
  return call('watch', nickname ? { roomNo, nickname } : { roomNo }, options);
}

/**
 * 观战 in place of this page: `watch`, then the big screen instead of the page (a refusal, such as the
 * room's watchers being full, is shown by the call and the page stays).
 */
export async function watchInstead(roomNo: string): Promise<void> {
  try {
    await watchRoom(roomNo);
  } catch (error) {
    if (!isCallError(error)) throw error;
    return;
  }
  wx.redirectTo({ url: screenUrl(roomNo) });
}

/** The big screen of room `roomNo`: the host page in its 大屏 mode. */
export function screenUrl(roomNo: string): string {
  return `/pages/host/index?roomNo=${roomNo}&screen=1`;
}
