import type { TableRoom } from '../standings';
import { lifeLines } from './life-log';
import { rescueView } from './rescue';
import { spectatorCount, watcherList } from './spectators';

/**
 * Whether the table shows something else of the people around it (a watcher came, a name changed,
 * a rescue vote moved, the judge or host changed, a public line of the table's life): the public
 * version moves.
 */
export function lifeMoved(prev: TableRoom, next: TableRoom): boolean {
  const face = (room: TableRoom) => JSON.stringify([
    spectatorCount(room), rescueView(room) ?? null, room.judge, room.host ?? 'judge', lifeLines(room).length,
  ]);
  return namesMoved(prev, next) || face(prev) !== face(next);
}

/** Whether a seated player's or a watcher's name changed (most calls leave both lists as they were). */
function namesMoved(prev: TableRoom, next: TableRoom): boolean {
  if (prev.members === next.members && prev.watchers === next.watchers) return false;
  const names = (room: TableRoom) => JSON.stringify([room.members.map((m) => [m.seat, m.nickname]), watcherList(room)]);
  return names(prev) !== names(next);
}
