// Who won a deal, worked out from what the judge's view shows: the winning camp, each seat's role
// (its camp from the catalog), the lovers' tags and the rules. It belongs with each game's own win
// rules; it lives beside the actions until the engine records the winners itself.
import type { GameInfo, JudgeView, SeatNo, SeatView } from '../../../typings/api';

type Facts = Pick<JudgeView, 'game' | 'seats' | 'rules' | 'winner'>;

/** The camp a seat played for at the end: a wolf–human couple is a camp of its own (lovers), a solo 白板 too. */
export function seatCamp(info: GameInfo, facts: Facts, seat: SeatView): string {
  const camp = info.roles.find((r) => r.id === seat.role)?.camp ?? '';
  if (facts.game === 'werewolf' && seat.tags.includes('lover')) {
    const lovers = facts.seats.filter((s) => s.tags.includes('lover'));
    const wolves = lovers.filter((s) => s.role === 'werewolf').length;
    if (wolves > 0 && wolves < lovers.length) return 'lovers';
  }
  if (facts.game === 'undercover' && seat.role === 'blank' && facts.rules['blank.camp'] === 'solo') return 'blank';
  return camp;
}

/** The seats whose camp won; none while the game goes on. */
export function winningSeats(info: GameInfo, facts: Facts): SeatNo[] {
  const winner = facts.winner;
  if (!winner) return [];
  return facts.seats.filter((s) => seatCamp(info, facts, s) === winner.camp).map((s) => s.seat);
}
