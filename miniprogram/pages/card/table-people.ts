// Where a seated phone goes once the room has changed hands, free of WeChat: the table says which
// seat's phone runs the room (`runBy`) and whether it is an auto room.
import type { TableView } from '../../../typings/api';

/**
 * Where the phone of `seat` goes after `table`: it runs the room now — the judge's page, or the host
 * page of an auto room; a judge room that went on in 自动主持 — the player's console; '' where it stays.
 */
export function nextPlace(table: TableView, auto: boolean, seat: number): '' | 'judge' | 'host' | 'console' {
  if (table.runBy === seat) return table.host === 'auto' ? 'host' : 'judge';
  return table.host === 'auto' && !auto ? 'console' : '';
}
