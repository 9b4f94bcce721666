// 大屏: the host page on a watcher's phone, tablet or PC WeChat — the public table large, with no
// button and no host control. What it adds to the host page: the news (the public log, newest first,
// by night too), how many watch, a rescue vote in progress; and its read, as a watcher.
import type { TableView } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import { phaseText } from '../../services/labels';
import { watchRoom } from '../../services/watch';
import type { SayLine } from './model';

/** How many of the public log's latest lines the big screen shows. */
export const NEWS_LINES = 8;

export interface ScreenData {
  news: SayLine[];
  spectatorsText: string;
  /** A rescue vote the table holds, as a line (watchers do not vote). */
  rescueText: string;
}

export function screenData(view: TableView): ScreenData {
  const { log, rescue } = view;
  return {
    news: log.slice(-NEWS_LINES).reverse().map((e, i) => ({
      id: `news.${log.length - i}`,
      text: `${phaseText(view.phaseNames, e.round, e.phase)} · ${e.text}`,
    })),
    spectatorsText: `${view.spectators} 人观战`,
    rescueText: rescue ? `${rescue.question}（同意 ${rescue.yes.length}，需要 ${rescue.needed}）` : '',
  };
}

/** A watcher's read: the table; a phone that does not watch the room yet (opened from 最近的房间) watches first. */
export async function watcherTable(roomNo: string): Promise<TableView> {
  try {
    return await call('tableView', { roomNo }, { loading: false, quiet: true });
  } catch (error) {
    if (!isCallError(error) || error.code !== 'NOT_IN_ROOM') throw error;
  }
  return await watchRoom(roomNo, { loading: false, quiet: true });
}
