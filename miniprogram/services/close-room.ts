// 关闭房间, as the judge's and the host's pages offer it: ask, stop listening, close, go home.
import { call } from './api';
import { forgetRoom } from './storage';
import { confirm } from './ui';

/** The page's live channel, paused while the room is being closed and resumed if that fails. */
interface Listening { stop(): void; listen(): void }

export async function closeRoomAndLeave(roomNo: string, live: Listening): Promise<void> {
  if (!(await confirm('关闭房间？', '关闭后这个房间号就作废了，玩家也看不到自己的身份。', '关闭房间'))) return;
  live.stop();
  try {
    await call('closeRoom', { roomNo });
  } catch {
    live.listen();
    return;
  }
  forgetRoom(roomNo);
  wx.reLaunch({ url: '/pages/home/index' });
}
