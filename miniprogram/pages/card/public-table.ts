// What a player who is out watches in a judge room (`deadSee: public`): the table as a spectator's
// big screen shows it — the step, the seats, the news — with nothing to answer. Free of WeChat.
import type { SeatNo, TableView } from '../../../typings/api';
import type { GridSeat } from '../../components/seat-grid/index';
import { phaseLine, tableSeat } from '../../services/table';
import { screenData } from '../host/big-screen';

interface Line { id: string; text: string }

/** The page's data for the table it watches; `watching` false: none shows. */
export interface PublicTable {
  watching: boolean;
  watchPhase: string;
  watchTitle: string;
  watchSay: Line[];
  watchSeats: GridSeat[];
  /** The public log's latest lines, newest first (as the big screen lists them). */
  watchNews: Line[];
}

export const NO_TABLE: PublicTable = { watching: false, watchPhase: '', watchTitle: '', watchSay: [], watchSeats: [], watchNews: [] };

/** The table while the game goes on (its end is the review's); this player's own seat marked 我. */
export function publicTable(table: TableView | null, seat: SeatNo): PublicTable {
  if (!table || table.status !== 'playing') return NO_TABLE;
  const step = table.step;
  return {
    watching: true,
    watchPhase: phaseLine(table),
    watchTitle: step?.title ?? '',
    watchSay: (step?.say ?? []).map((text, i) => ({ id: `${step?.id}.${i}`, text })),
    watchSeats: table.seats.map((s) => tableSeat(s, { badge: s.seat === seat ? '我' : '' })),
    watchNews: screenData(table).news,
  };
}
