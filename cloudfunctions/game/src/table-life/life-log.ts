// The public lines of the table's life (换人, 接管, 改为自动主持) sit beside the game's own log: each
// is said where it happened among the game's lines, and belongs to the deal it happened in.
import type { LogEntry } from '../../../../typings/api';
import { eventsOf } from '../engine/core/events';
import { dealNumber } from '../engine/core/match';
import type { TableRoom } from '../standings';
import type { LifeLine, LineMark } from './state';

/** The room with one more public line, dated by where the game stands. */
export function withLifeLine(room: TableRoom, text: string): TableRoom {
  const { state } = room.match;
  const after: LineMark = { events: eventsOf(state).length, logged: state.log.length };
  const line: LifeLine = { deal: dealNumber(room.match), round: state.round, phase: state.phase, text, after };
  return { ...room, lifeLog: [...(room.lifeLog ?? []), line] };
}

function dealLines(room: TableRoom): LifeLine[] {
  const deal = dealNumber(room.match);
  return (room.lifeLog ?? []).filter((line) => line.deal === deal);
}

const entryOf = ({ round, phase, text }: LogEntry): LogEntry => ({ round, phase, text });

/** The current deal's life lines. */
export function lifeLines(room: TableRoom): LogEntry[] {
  return dealLines(room).map(entryOf);
}

/**
 * A game log line with `at`: how many of the game's records (events for the public log, judge's
 * lines for the judge's) had been made once it was.
 */
export type MarkedEntry = LogEntry & { at: number };

/** The judge's log, each line marked with its place. */
export function markedJudgeLog(log: readonly LogEntry[]): MarkedEntry[] {
  return log.map((entry, index) => ({ ...entry, at: index + 1 }));
}

/** Which count of a life line's mark a log is measured in. */
export type LogBasis = keyof LineMark;

/** A log entry's place in time for a line kept before marks: nights and days in turn. */
const phaseOrder = (entry: LogEntry) => entry.round * 2 + (entry.phase === 'day' ? 1 : 0);

/** Whether the life line came before this game line. */
function before(line: LifeLine, entry: MarkedEntry, basis: LogBasis): boolean {
  return line.after ? line.after[basis] < entry.at : phaseOrder(line) < phaseOrder(entry);
}

/** `log` with the deal's life lines each placed before the first game line made after it. */
export function withLifeLines(log: readonly MarkedEntry[], basis: LogBasis, room: TableRoom): LogEntry[] {
  const lines = dealLines(room);
  const merged: LogEntry[] = [];
  let next = 0;
  for (const entry of log) {
    while (next < lines.length && before(lines[next], entry, basis)) merged.push(entryOf(lines[next++]));
    merged.push(entryOf(entry));
  }
  return [...merged, ...lines.slice(next).map(entryOf)];
}
