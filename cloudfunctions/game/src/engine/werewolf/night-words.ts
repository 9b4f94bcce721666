import type { SeatNo } from '../../../../../typings/api';
import type { Legality } from './role-def';

/** Words shared by the night steps of every role. */

export const STILL = '照常念完台词，稍等片刻再点“下一步”，不要让大家听出异样。';

export const NO_INPUT: Legality = { input: { type: 'none' } };

export function dead(seat: SeatNo): string {
  return `${seat} 号已经出局`;
}

export function seatsOf(input: { kind: string; seats?: SeatNo[] }): SeatNo[] {
  return input.kind === 'seats' && input.seats ? input.seats : [];
}
