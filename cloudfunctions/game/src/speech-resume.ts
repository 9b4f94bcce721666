// A round of speeches that a day action (a knight's duel) or a leave broke into resumes with the
// speaker who was on or due next, also when other steps (the knight's badge, a lover's last words)
// came in between and the round is described again under a new id.
import type { SeatNo, Step } from '../../../typings/api';
import type { Collection } from './engine/core/collect';
import type { AutoState } from './engine/core/room';

/** The round of speeches `key` broken into, with the speakers still due then (the one on first). */
type HeldTurn = NonNullable<AutoState['heldTurn']>;

/** The auto state with the round `before` held at its current speaker (as it was when `before` was no round of speeches). */
export function holdTurn(auto: AutoState, before: Step | null): AutoState {
  if (before?.actors?.kind !== 'speaker') return auto;
  return { ...auto, heldTurn: { key: before.key, due: before.actors.seats.slice(auto.collection.speaker) } };
}

/** Where a round of `seats` resumes: at the first of `due` still in it; past its end when none is. */
export function resumeAt(due: readonly SeatNo[], seats: readonly SeatNo[]): number {
  const next = due.find((seat) => seats.includes(seat));
  return next === undefined ? seats.length : seats.indexOf(next);
}

/**
 * A step just opened with `collection`: a held round of the same key that the engine describes as
 * resumed picks up where it stopped; one it does not (the next candidate's own election speech) starts
 * afresh. Either spends the hold; a hold outlives the other steps in between, but not the day.
 */
export function resumeHeldTurn(collection: Collection, step: Step | null, held: HeldTurn | undefined, night: boolean): { collection: Collection; held?: HeldTurn } {
  if (!held || night) return { collection };
  if (step?.key !== held.key || step.actors?.kind !== 'speaker') return { collection, held };
  if (step.info?.resumed !== true) return { collection };
  return { collection: resumedAt(collection, resumeAt(held.due, step.actors.seats)) };
}

/** The collection of a round that takes up again at turn `at`: that turn says the step's lines. */
export function resumedAt(collection: Collection, at: number): Collection {
  return { ...collection, speaker: at, firstTurn: at };
}
