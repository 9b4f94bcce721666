import type { DeathCause, ReviewEvent, SeatNo } from '../../../../../typings/api';
import type { GameState } from './state';

/**
 * What happened in a deal, recorded as the game is played: the review (复盘) is built from these
 * typed events, never from the log's Chinese. Each event is one of the review's own kinds, stamped
 * with the round and phase it happened in; its `text` is the line the review shows.
 */
export type GameEvent = ReviewEvent & { round: number; phase: 'night' | 'day' };

/** A role's act: the step (or skill) `key`, who acted, on whom, and what they learned in `result`. */
export type ActEvent = Omit<Extract<ReviewEvent, { kind: 'action' }>, 'kind'>;

/** Records an event in the deal (a state stored before there were events starts its list here). */
export function record(state: GameState, event: ReviewEvent): void {
  state.events ??= [];
  state.events.push({ ...event, round: state.round, phase: state.phase });
}

/** What a role did, and learned (the seer's 'wolf', the witch's 'save'…). */
export function recordAct(state: GameState, act: ActEvent): void {
  record(state, { kind: 'action', ...act });
}

/**
 * A seat's death, with every cause that took it in that instant (and whose shot, for a shot; whose
 * poison or reflection, when not the card its cause names).
 */
export function recordDeath(state: GameState, seat: SeatNo, causes: DeathCause[], text: string, agents: { shooter?: SeatNo; by?: SeatNo } = {}): void {
  const { shooter, by } = agents;
  record(state, { kind: 'death', seat, causes, text, ...(shooter !== undefined && { shooter }), ...(by !== undefined && { by }) });
}

/** Anything else worth a line: 平安夜, a guarded victim, the idiot's card turned over. */
export function recordNote(state: GameState, text: string): void {
  record(state, { kind: 'note', text });
}

/** The events of a deal (none in a state stored before there were events and not replayed). */
export function eventsOf(state: GameState): readonly GameEvent[] {
  return state.events ?? [];
}
