import type { SeatNo } from '../../../../../../typings/api';
import { book } from '../book';
import type { WerewolfState } from '../state';

/** Where a night target aimed at `seat` lands tonight, after the roles that move targets (the magician's swap). */
export function landsOn(state: WerewolfState, seat: SeatNo): SeatNo {
  return book().inPlay(state).reduce((at, r) => r.redirect?.to(state, at) ?? at, seat);
}

/** "3 号（魔术师交换，实际落在 5 号）" when a role moved it. */
export function landing(state: WerewolfState, seat: SeatNo): string {
  const to = landsOn(state, seat);
  if (to === seat) return `${seat} 号`;
  const why = book().inPlay(state).find((r) => r.redirect && r.redirect.to(state, seat) !== seat)?.redirect?.why;
  return `${seat} 号（${why}，实际落在 ${to} 号）`;
}
