// 观战: a phone that holds no seat watches a room on the big screen (the host page's 大屏 mode).
import type { TableView } from '../../typings/api';
import { call, type CallOptions } from './api';
import { savedNickname } from './storage';

/** `watch` with the nickname kept on this phone (calling it again is harmless). */
export function watchRoom(roomNo: string, options: CallOptions = {}): Promise<TableView> {
  const nickname = savedNickname();
  return call('watch', nickname ? { roomNo, nickname } : { roomNo }, options);
}

/** The big screen of room `roomNo`: the host page in its 大屏 mode. */
export function screenUrl(roomNo: string): string {
  return `/pages/host/index?roomNo=${roomNo}&screen=1`;
}
