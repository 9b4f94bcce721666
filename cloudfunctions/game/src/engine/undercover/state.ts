import type { SeatNo } from '../../../../../typings/api';
import type { GameState } from '../core/state';

export interface UndercoverFacts {
  /** This deal's pair: the civilians' word and the undercovers' word (blanks get none). */
  words: { civilian: string; undercover: string };
  /** The bank pair's id, or null when the judge typed the words. */
  pairId: string | null;
  /** The last player voted out in this game: later rounds' descriptions start after them. */
  lastExiled: SeatNo | null;
}

/** `pk` counts the revotes of this round: 0 for the round's first vote. */
export type UndercoverStep =
  | { key: 'checkin' }
  /** `resumed`: a leave broke into the round, which goes on where it stopped. */
  | { key: 'round.describe'; resumed?: true }
  | { key: 'round.vote'; candidates: SeatNo[]; pk: number }
  | { key: 'round.pk'; tied: SeatNo[]; pk: number }
  /** `tied`: nobody out because these seats tied again (absent in rooms stored before it was kept). */
  | { key: 'round.exile'; exiled: SeatNo | null; tied?: SeatNo[] };

export type UndercoverState = GameState<UndercoverFacts, UndercoverStep>;
