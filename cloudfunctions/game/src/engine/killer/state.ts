import type { SeatNo } from '../../../../../typings/api';
import type { GameState } from '../core/state';

export interface KillerFacts {
  /** Tonight's choices. */
  target: SeatNo | null;
  check: SeatNo | null;
  /** The last night's victim: speeches start beside them. */
  victim: SeatNo | null;
  /** Deaths so far in this game (night kills and exiles): the first `police` of them leave last words. */
  deaths: number;
}

export type KillerStep =
  | { key: 'checkin' }
  | { key: 'night.close' }
  | { key: 'night.killers' }
  | { key: 'night.police' }
  | { key: 'night.policeResult' }
  | { key: 'day.dawn'; deaths: SeatNo[]; lastWords: boolean }
  | { key: 'day.lastWords'; seat: SeatNo; next: 'speech' | 'night' }
  /** `resumed`: a leave broke into the round, which goes on where it stopped. */
  | { key: 'day.speech'; resumed?: true }
  | { key: 'day.vote'; candidates: SeatNo[]; pk: number }
  | { key: 'day.pk'; tied: SeatNo[]; pk: number }
  /** `tied`: nobody out because these seats tied (absent in rooms stored before it was kept). */
  | { key: 'day.exile'; exiled: SeatNo | null; lastWords: boolean; tied?: SeatNo[] };

export type KillerState = GameState<KillerFacts, KillerStep>;
