// What every page that shows a room shares (the card, the host's and the judge's): its state that is
// not rendered, its live channel, the room number check on opening, copying the room number, home.
import Toast from '../miniprogram_npm/@vant/weapp/toast/toast';
import { roomNoProblem } from './labels';
import type { LiveEvent } from './live';
import { pageChannel, type PageChannel } from './live-page';

/**
 * Per-page state that is not rendered: made by `make` on the page's first use, one per page
 * instance, gone with it.
 */
export function pageState<P>(make: (page: object) => P): (page: object) => P {
  const states = new WeakMap<object, P>();
  return (page) => {
    let state = states.get(page);
    if (!state) {
      state = make(page);
      states.set(page, state);
    }
    return state;
  };
}

/** What the live channel asks of a room page. */
interface LivePage { data: { state: string }; refresh(): void; onLive(event: LiveEvent): void }

export interface ChannelRoom {
  roomNo(): string;
  /** The page's first read of the room is in. */
  holds(): boolean;
  /** A seat whose own signal is heard too (an auto room's player); 0: none. */
  seat?(): number;
}

/** The page's live channel: it reads with `refresh()` and hears with `onLive()`. */
export function roomChannel(page: object, room: ChannelRoom): PageChannel {
  const self = page as LivePage;
  return pageChannel({
    roomNo: room.roomNo,
    options: () => {
      const seat = room.seat?.() ?? 0;
      return seat ? { seat } : {};
    },
    showsRoom: () => room.holds() && self.data.state === 'ready',
    read: () => self.refresh(),
    heard: (event) => self.onLive(event),
  });
}

/** Whether a page may open room `roomNo`; when not, the page shows why. */
export function mayOpen(page: { setData(data: Record<string, unknown>): void }, roomNo: string): boolean {
  const problem = roomNoProblem(roomNo);
  if (problem) page.setData({ state: 'error', errorText: `打不开这个房间：${problem}` });
  return !problem;
}

/** The judge's and the host's phones lie on the table: the screen stays on while the page shows. */
export function showAwake(live: PageChannel): void {
  wx.setKeepScreenOn({ keepScreenOn: true });
  live.show();
}

export function hideAwake(live: PageChannel): void {
  live.hide();
  wx.setKeepScreenOn({ keepScreenOn: false });
}

/** Copies the room number for the players. */
export function copyRoomNo(roomNo: string): void {
  // WeChat refuses the clipboard unless the 用户隐私保护指引 declares it (or the user declines).
  wx.setClipboardData({ data: roomNo, fail: () => Toast(`复制失败，请直接告诉玩家房间号 ${roomNo}`) });
}

export function goHome(): void {
  wx.reLaunch({ url: '/pages/home/index' });
}
