import type { SeatNo } from '../../../../../typings/api';
import type { DeathCause } from './state';

/**
 * The stages of the night's resolution at dawn, in order (docs/rules.md §B.5, extended by the modern
 * boards' list). A role's dawn hook names its stage; hooks of one stage run in the registry's order.
 * The lovers' link (`links`) is applied by the deaths themselves, after every stage. `blocks` has no
 * hook: a blocked player's step takes no input, so nothing he would have done reaches the dawn
 * (docs/rules.md §D.0.2).
 */
export const DAWN_STAGES = [
  'swap', 'blocks', 'wolfKill', 'poison', 'hunt', 'reflection', 'charm', 'dream', 'bloodMoon',
] as const;

export type DawnStage = (typeof DAWN_STAGES)[number];

/** The seats dying tonight so far, each with its cause, in the order the log names them. */
export type Dying = { seat: SeatNo; cause: DeathCause }[];
