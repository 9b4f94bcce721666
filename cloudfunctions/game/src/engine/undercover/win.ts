import type { SeatNo } from '../../../../../typings/api';
import { addLog, livingSeats, seatsWithRole } from '../core/seats';
import { UNDERCOVER_INFO } from './info';
import { undercoverRules } from './rules';
import type { UndercoverState } from './state';

/** The camps a seat can play for, by id: a 白板 playing alone has a camp of his own. */
export const UNDERCOVER_CAMPS: Record<string, string> = { civilian: '平民阵营', undercover: '卧底阵营', blank: '白板阵营' };

/** The camp a seat plays for: its card's; a 白板 under `blank.camp: solo` plays alone. */
export function campOf(state: UndercoverState, seat: SeatNo): string {
  const role = state.seats[seat - 1].role;
  if (role === 'blank' && undercoverRules(state.config.rules).blankCamp === 'solo') return 'blank';
  return UNDERCOVER_INFO.roles.find((r) => r.id === role)?.camp ?? role;
}

/**
 * The win of 谁是卧底, checked after every exile; sets `winner` on a win, `announced` (the exile) read
 * before the result.
 * - Civilians (camp 'civilian') win when every undercover and every blank is out.
 * - Otherwise, once only `undercover.lastN` players or fewer are alive, or no civilian is (nobody
 *   would be left to vote them out):
 *   - `blank.camp: undercover` — the blanks play with the undercovers: an undercover or a blank
 *     still alive gives the win to camp 'undercover' (blanks included).
 *   - `blank.camp: solo` — a blank still alive wins alone (camp 'blank'), even if an undercover is
 *     alive too (the blank lasted without a word); otherwise a living undercover wins ('undercover').
 *   With `solo`, the civilians still have to vote every blank out: a living blank keeps the game going.
 */
export function checkWin(state: UndercoverState, announced: string[]): void {
  const undercovers = seatsWithRole(state, 'undercover').length;
  const blanks = seatsWithRole(state, 'blank').length;
  const living = livingSeats(state).length;
  const civilians = seatsWithRole(state, 'civilian').length;
  const dealtBlanks = seatsWithRole(state, 'blank', false).length > 0;
  const { lastN, blankCamp } = undercoverRules(state.config.rules);
  let result: { camp: string; text: string } | null = null;
  if (undercovers === 0 && blanks === 0) {
    result = { camp: 'civilian', text: dealtBlanks ? '卧底和白板全部出局，平民获胜！' : '卧底全部出局，平民获胜！' };
  } else if (living <= lastN || civilians === 0) {
    const end = living <= lastN ? `只剩 ${living} 名玩家` : '平民全部出局';
    if (blankCamp === 'solo' && blanks > 0) {
      result = { camp: 'blank', text: `${end}，白板坚持到了最后，白板单独获胜！` };
    } else if (blankCamp === 'solo' || !dealtBlanks) {
      result = { camp: 'undercover', text: `${end}，卧底坚持到了最后，卧底获胜！` };
    } else {
      result = { camp: 'undercover', text: `${end}，卧底和白板阵营坚持到了最后，卧底和白板获胜！` };
    }
  }
  if (!result) return;
  state.winner = { ...result, say: [...announced, result.text] };
  addLog(state, result.text);
}
