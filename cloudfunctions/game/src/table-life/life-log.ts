// The public lines of the table's life (换人, 接管, 改为自动主持) sit beside the game's own log: each
// is said in the round and phase it happened, after that phase's game lines so far, and belongs to
// the deal it happened in.
import type { LogEntry } from '../../../../typings/api';
import { dealNumber } from '../engine/core/match';
import type { TableRoom } from '../standings';

/** The room with one more public line, dated by where the game stands. */
export function withLifeLine(room: TableRoom, text: string): TableRoom {
  const { round, phase } = room.match.state;
  return { ...room, lifeLog: [...(room.lifeLog ?? []), { deal: dealNumber(room.match), round, phase, text }] };
}

/** The current deal's life lines. */
export function lifeLines(room: TableRoom): LogEntry[] {
  const deal = dealNumber(room.match);
  return (room.lifeLog ?? []).filter((line) => line.deal === deal).map(({ round, phase, text }) => ({ round, phase, text }));
}

/** A log entry's place in time: nights and days in turn. */
const order = (entry: LogEntry) => entry.round * 2 + (entry.phase === 'day' ? 1 : 0);

/** `log` with the deal's life lines placed after the game lines of their round and phase. */
export function withLifeLines(log: LogEntry[], room: TableRoom): LogEntry[] {
  const lines = lifeLines(room);
  if (lines.length === 0) return log;
  const merged: LogEntry[] = [];
  let next = 0;
  for (const entry of log) {
    while (next < lines.length && order(lines[next]) < order(entry)) merged.push(lines[next++]);
    merged.push(entry);
  }
  return [...merged, ...lines.slice(next)];
}
