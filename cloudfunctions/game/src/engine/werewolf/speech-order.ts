import type { SeatNo, SpeechSide } from '../../../../../typings/api';
import { seededRng } from '../core/rng';
import { addLog, roundFrom } from '../core/seats';
import type { ParsedInput } from '../core/state';
import type { WerewolfState, WerewolfStep } from './state';
import { isAlive, rulesOf, sheriffOf } from './table';

/**
 * Who speaks when by day (docs/rules.md §B.6.2, §D.7). `speech.order` `victimLeft`: clockwise from
 * the left of the night's first victim, after a 平安夜 from the sheriff's left, else from seat 1.
 * `sheriffChooses`: the sheriff picks 警左 or 警右 and speaks last (归票); with no sheriff, from the
 * left of the lowest-seat night death, or from a random seat after a 平安夜.
 */

/** 警左: clockwise, from the seat after the sheriff (s+1); 警右: counter-clockwise (s−1). */
export const SIDES: Record<SpeechSide, 1 | -1> = { left: 1, right: -1 };

export function sheriffChooses(state: WerewolfState): boolean {
  return rulesOf(state)['speech.order'] === 'sheriffChooses';
}

/** The living sheriff, or null. */
export function livingSheriff(state: WerewolfState): SeatNo | null {
  const sheriff = sheriffOf(state);
  return sheriff !== null && isAlive(state, sheriff) ? sheriff : null;
}

/** The living from the seat beside the sheriff round to the sheriff himself, last. */
export function sideOrder(state: WerewolfState, sheriff: SeatNo, side: SpeechSide): SeatNo[] {
  return roundFrom(state, sheriff + SIDES[side], SIDES[side]);
}

/**
 * A random pick for today among `n`, the same however often it is asked (a replay asks again): drawn
 * from the deal's seed, the day and what it is for.
 */
export function drawToday(state: WerewolfState, n: number, purpose: number): number {
  const seed = (state.x.seed ?? 0) + state.round * 7919 + purpose * 104729;
  return seededRng(seed).int(n);
}

/** Living seats in exile-speech order. */
export function speakingOrder(state: WerewolfState): SeatNo[] {
  const held = state.x.speechOrder;
  if (held) return held.filter((seat) => isAlive(state, seat));
  const [victim] = state.x.nightDeaths;
  const sheriff = livingSheriff(state);
  if (!sheriffChooses(state)) {
    if (victim !== undefined) return roundFrom(state, victim + 1, 1);
    if (sheriff !== null) return roundFrom(state, sheriff + 1, 1);
    return roundFrom(state, 1, 1);
  }
  const side = state.x.speechSide;
  if (sheriff !== null && side !== undefined) return sideOrder(state, sheriff, side);
  if (victim !== undefined) return roundFrom(state, victim + 1, 1);
  const living = roundFrom(state, 1, 1);
  return roundFrom(state, living[drawToday(state, living.length, 1)], 1);
}

/** A day action or a leave breaks into the speeches: they will resume in today's order, where they stopped. */
export function holdSpeechOrder(draft: WerewolfState): void {
  if (draft.step?.key === 'day.speech' && !draft.x.speechOrder) draft.x.speechOrder = speakingOrder(draft);
}

/**
 * The step the day's plan opens next: under `sheriffChooses`, the exile speeches wait for the living
 * sheriff to pick 警左 or 警右.
 */
export function opened(state: WerewolfState, next: WerewolfStep): WerewolfStep {
  if (next.key !== 'day.speech' || !sheriffChooses(state) || state.x.speechSide !== undefined) return next;
  const sheriff = livingSheriff(state);
  return sheriff === null ? next : { key: 'day.speechDirection', seat: sheriff };
}

export const SIDE_NAMES: Record<SpeechSide, string> = { left: '警左', right: '警右' };

/**
 * The sheriff's 警左 or 警右 (the core has checked it is one of the two); the speeches follow. A
 * sheriff who did not choose (his phone silent in 自动主持) gets 警左, clockwise like every other
 * order, and the table is told he did not choose.
 */
export function chooseSide(draft: WerewolfState, seat: SeatNo, input: ParsedInput): void {
  if (input.kind !== 'choice') return;
  const side: SpeechSide = input.silent ? 'left' : input.choice as SpeechSide;
  draft.x.speechSide = side;
  if (input.silent) draft.x.speechSideUnchosen = true;
  addLog(draft, input.silent ? `警长 ${seat} 号没有选择，按${SIDE_NAMES[side]}发言` : `警长 ${seat} 号选择${SIDE_NAMES[side]}发言`);
  draft.step = { key: 'day.speech' };
}
