// The people around a seated phone's table, free of WeChat: when a judge room's card page reads the
// table (a rescue vote may be on), and where the phone goes once the room has changed hands.
import type { RoomSignal, TableView } from '../../../typings/api';

/**
 * Judge rooms: the room's version moved while nothing the signal names did (step, round, phase,
 * status, deal, seats taken, the dead): something about the people around the table changed — a
 * rescue vote, a watcher, a new judge. Only then does the card page read the table.
 */
export function onlyPeopleMoved(before: RoomSignal | null, now: RoomSignal): boolean {
  if (!before || now.v <= before.v) return false;
  return now.deal === before.deal && now.stepId === before.stepId && now.round === before.round && now.phase === before.phase
    && now.status === before.status && now.joined === before.joined && now.dead.join() === before.dead.join();
}

/**
 * Where the phone goes after reading `table`: it runs the room now (the server lists the watchers only
 * to the judge or host) — the judge's page, or the host page of an auto room; a judge room that went on
 * in 自动主持 — the player's console; '' where it stays.
 */
export function nextPlace(table: TableView, auto: boolean): '' | 'judge' | 'host' | 'console' {
  if (table.watchers) return table.host === 'auto' ? 'host' : 'judge';
  return table.host === 'auto' && !auto ? 'console' : '';
}
