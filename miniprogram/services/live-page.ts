// A page's live channel through the page's life, the same on every page that shows a room: it
// listens only while the page is on screen; shown again, the page reads once and listens anew
// (whatever happened meanwhile is in that read); hidden or unloaded, it listens to nothing.
import { watchRoom, type LiveEvent, type WatchOptions } from './live';

export interface PageChannel {
  /** The page is on screen (onShow): when it already shows the room, one read, then listen again. */
  show(): void;
  /** The page left the screen (onHide, onUnload): stop listening. */
  hide(): void;
  /** Starts (or restarts) listening, if the page is on screen: after the first read, or a new seat. */
  listen(): void;
  /** Stops listening while the page stays (the room closed, the page moves on). */
  stop(): void;
  readonly visible: boolean;
  readonly listening: boolean;
}

export interface ChannelPage {
  roomNo(): string;
  /** What to hear besides the room's signal (an auto room's own seat). */
  options?(): WatchOptions;
  /** The page shows the room (its first read is in). */
  showsRoom(): boolean;
  /** One read of what the page shows. */
  read(): void;
  heard(event: LiveEvent): void;
}

export function pageChannel(page: ChannelPage): PageChannel {
  let stopWatch: (() => void) | null = null;
  let visible = false;
  const channel: PageChannel = {
    show() {
      visible = true;
      if (!page.showsRoom()) return;
      page.read();
      channel.listen();
    },
    hide() {
      visible = false;
      channel.stop();
    },
    listen() {
      channel.stop();
      if (!visible) return;
      stopWatch = watchRoom(page.roomNo(), (event) => page.heard(event), page.options?.() ?? {});
    },
    stop() {
      stopWatch?.();
      stopWatch = null;
    },
    get visible() {
      return visible;
    },
    get listening() {
      return stopWatch !== null;
    },
  };
  return channel;
}
