// 自动主持: the clock of an auto room. The engine is pure; here each step gets its close time when it
// opens (a night step: the base plus a random part, the same whether its role lives or not), and
// every call that reads or writes the room first closes the steps that are due (docs/rules.md §H.2).
import type { SeatNo, Step } from '../../../typings/api';
import { autoRules } from './engine/core/auto-options';
import { inputOf, namesSeat, nextSpeaker, openCollection, ruleMet, answeringSeats, type Collection } from './engine/core/collect';
import { GameError } from './engine/core/errors';
import { closeStep, currentStep, type Match } from './engine/core/match';
import type { Rng } from './engine/core/rng';
import { isAuto, type AutoState, type Room } from './engine/core/room';
import { gameModule } from './engine/registry';
import { withNotesOf } from './seat-notes';
import { afterWindow, heardAsSkill, windowFor } from './skill-window';
import { resumeHeldTurn } from './speech-resume';

/** More closes than any game has steps: a guard against a rule that would loop. */
const MAX_CLOSES = 400;

/**
 * Steps described so far, per game state: a write reads the open step once per seat's turn, the
 * table and the signal. A state is never changed once the engine has returned it.
 */
const described = new WeakMap<object, Step | null>();

/** The open step of a room (null once the game has ended). */
export function openStep(room: Room): Step | null {
  const { state } = room.match;
  let step = described.get(state);
  if (step === undefined) {
    step = currentStep(gameModule(state.game), state);
    described.set(state, step);
  }
  return step;
}

/** A night step that players answer (not the host's reading of night falling). */
export function isNightStep(room: Room, step: Step): boolean {
  return room.match.state.phase === 'night' && step.actors?.kind !== 'host';
}

/** The seconds a step (or the current speaker's turn) stays open, or null when it waits on its rule or the host. */
function stepSeconds(room: Room, step: Step, rng: Rng): number | null {
  const rules = autoRules(room.match.state.config.rules);
  const kind = step.actors?.kind;
  if (!isAuto(room) || kind === undefined) return null;
  // Heard as the neutral 「技能」, a step read out (the question before night, a charm's fall) runs a skill's time.
  if (kind === 'host') return heardAsSkill(room, step) ? rules['auto.voteSeconds'] : null;
  if (isNightStep(room, step)) {
    if (nightByAnswers(room)) return null;
    return rules['auto.nightStepSeconds'] + rng.int(rules['auto.nightStepJitter'] * 1000 + 1) / 1000;
  }
  if (kind === 'nobody') return null;
  if (kind === 'speaker') return step.key === 'day.lastWords' ? rules['auto.lastWordsSeconds'] : rules['auto.speechSeconds'];
  return rules['auto.voteSeconds'];
}

/** The auto state for the room's open step: a fresh collection and timer when a step (or a speaker's turn) has just opened. */
function stamped(room: Room, now: number, rng: Rng): AutoState {
  const state = room.match.state;
  const step = openStep(room);
  const cut = windowCut(room.auto, state.stepId);
  const { collection, held } = cut && cut.collection.stepId === state.stepId
    ? { collection: cut.collection, held: cut.heldTurn }
    : resumeHeldTurn(openCollection(state.stepId), step, cut?.heldTurn, state.phase === 'night');
  const previous = cut && collection !== cut.collection ? withTurnsCounted(cut) : cut;
  const seatV = previous?.seatV ?? {};
  const turn = step ? speakingSeat(step, collection) : undefined;
  const fresh = !previous || collection !== previous.collection || (previous.timer !== null && previous.timer.turn !== turn);
  if (previous && (!fresh || !step)) return withHeld({ ...previous, collection, seatV }, held);
  if (!step) return { collection, timer: null, seatV };
  const seconds = stepSeconds(room, step, rng);
  // A step that opens while the room is paused starts its time where the pause began: resuming adds the pause.
  const start = previous?.pausedAt ?? now;
  // A step that has just opened may have the neutral 「技能」 window in front of it; a new speaker's turn keeps the step's.
  const { fields, delayMs } = collection !== previous?.collection
    ? windowFor(room, step, previous, start)
    : { fields: { ...(previous.skill && { skill: previous.skill }), ...(previous.toldDead && { toldDead: previous.toldDead }) }, delayMs: 0 };
  const timer = seconds === null ? null
    : { seconds: Math.ceil(seconds), endsAt: start + delayMs + Math.round(seconds * 1000), ...(turn !== undefined && { turn }) };
  return {
    ...(previous?.pausedAt !== undefined && { pausedAt: previous.pausedAt }),
    collection, timer, seatV,
    ...(previous?.guesses && { guesses: previous.guesses }),
    ...(previous?.notes && { notes: previous.notes }),
    ...(previous?.windows !== undefined && { windows: previous.windows }),
    ...(previous?.announce && { announce: previous.announce }),
    ...(previous?.newsSaid !== undefined && { newsSaid: previous.newsSaid }),
    ...(held && { heldTurn: held }),
    ...(previous?.hostSaw !== undefined && { hostSaw: previous.hostSaw }),
    ...(previous?.untold && { untold: previous.untold }),
    ...fields,
  };
}

/**
 * A 「技能」 window still open when the step behind it moved on (a 自爆 under it) was one step to the
 * table with that step: its number is given back, so the next step follows the window's as it would
 * follow a skill's.
 */
function windowCut(auto: AutoState | undefined, stepId: number): AutoState | undefined {
  if (!auto?.skill || auto.collection.stepId === stepId) return auto;
  const { skill: _cut, ...rest } = auto;
  return { ...rest, windows: (auto.windows ?? 1) - 1 };
}

/**
 * A closed step's speakers' turns, each shown under an id of its own, counted into `windows`: the ids
 * the table knows the next steps by follow the last turn's.
 */
function withTurnsCounted(auto: AutoState): AutoState {
  const turns = auto.collection.turns ?? 0;
  return turns === 0 ? auto : { ...auto, windows: (auto.windows ?? 0) + turns };
}

/** The seat whose turn it is in a round of speakers; undefined for any other step. */
function speakingSeat(step: Step, collection: Collection): SeatNo | undefined {
  return step.actors?.kind === 'speaker' ? step.actors.seats[collection.speaker] : undefined;
}

function withHeld(auto: AutoState, held: AutoState['heldTurn']): AutoState {
  if (auto.heldTurn === held) return auto;
  const { heldTurn: _, ...rest } = auto;
  return held ? { ...rest, heldTurn: held } : rest;
}

/**
 * Night steps without a time window (nightStepSeconds 0: tests, remote play): each closes when its
 * living actors have all answered, or when the host taps 下一步.
 */
export function nightByAnswers(room: Room): boolean {
  return autoRules(room.match.state.config.rules)['auto.nightStepSeconds'] === 0;
}

/**
 * Whether an auto room's host may close the open step that waits on players: at night only a step without
 * a time window; by day a speech or a vote. Never one player's own choice (a shot, the badge, 退水,
 * the speaking order) nor the neutral 「技能」: those close at their answer or their time, so a tap on
 * the phone in the middle of the table cannot take a skill away.
 */
export function hostMayClose(room: Room, step: Step): boolean {
  if (!isAuto(room) || room.auto?.skill || heardAsSkill(room, step)) return false;
  if (isNightStep(room, step)) return nightByAnswers(room);
  const kind = step.actors?.kind;
  return kind === 'speaker' || kind === 'voters' || kind === 'nobody';
}

/**
 * Whether the open step closes now. A night step without a time window closes once its actors have
 * answered; one that nobody answers (its role is dead or in the centre) waits for the host's 下一步.
 */
function closesNow(room: Room, step: Step, auto: AutoState, now: number): boolean {
  if (auto.skill) return false;
  const timeUp = auto.timer !== null && now >= auto.timer.endsAt;
  if (isNightStep(room, step)) {
    if (!nightByAnswers(room)) return timeUp;
    const seats = answeringSeats(step, auto.collection);
    return seats.length > 0 && seats.every((s) => String(s) in auto.collection.answers);
  }
  if (step.actors?.kind === 'host') return heardAsSkill(room, step) && timeUp;
  // Heard as the neutral 「技能」, a pass runs the time an empty window would: closing at once would
  // tell that the dead player had a skill (a shot is told anyway).
  if (heardAsSkill(room, step)) return timeUp || (ruleMet(step, auto.collection) && namesSeat(step, auto.collection, room.match.state.config.rules));
  return ruleMet(step, auto.collection) || timeUp;
}

/** What the table keeps of a step that the room moved past (`before` to `after`): its news. */
export type FaceMoved = <R extends Room>(before: R, after: R) => R;

/**
 * The room with every due step closed, in order, and the open step stamped; the same room when
 * nothing changed. A judge room is returned as it is. `moved` is told of each step left behind.
 */
export function settle<R extends Room>(room: R, now: number, rng: Rng, moved: FaceMoved): R {
  if (!isAuto(room)) return votesByPhone(room) ? withStamp(room, now, rng) : room;
  let current: R = room;
  for (let i = 0; i < MAX_CLOSES; i++) {
    const stamp = stamped(current, now, rng);
    const unwindowed = afterWindow(stamp, now);
    // An expired 「技能」 window is a step the table leaves behind, as a closed one is.
    if (unwindowed !== stamp) current = moved({ ...current, auto: stamp }, { ...current, auto: unwindowed });
    else if (stamp !== current.auto && !sameAuto(stamp, current.auto)) current = { ...current, auto: stamp };
    const auto = current.auto!;
    const step = openStep(current);
    if (!step || auto.pausedAt !== undefined || !closesNow(current, step, auto, now)) return current;
    const next = speakerTimedOut(step, auto, now) ? null : closed(current, step, auto);
    if (next === undefined) return current;
    current = moved(current, next ?? { ...current, auto: { ...auto, collection: nextSpeaker(step, auto.collection) } });
  }
  return current;
}

/**
 * The host closes a step early: a speech passes to the next speaker (or ends), a vote closes with
 * the ballots cast, a night step without a time window closes with the answers given (the wolves'
 * picks counted by their rule). Undefined when it may not close yet.
 */
export function closedEarly<R extends Room>(room: R, step: Step): R | undefined {
  const auto = room.auto!;
  if (step.actors?.kind === 'speaker' && auto.collection.speaker + 1 < step.actors.seats.length) {
    return { ...room, auto: { ...auto, collection: nextSpeaker(step, auto.collection) } };
  }
  return closed(room, step, auto);
}

/**
 * A judge room whose players vote on their phones (`votes: 'phones'`): the judge runs every step,
 * the phones answer the votes, the judge closes them.
 */
export function votesByPhone(room: Room): boolean {
  return !isAuto(room) && room.match.state.config.rules.votes === 'phones';
}

function withStamp<R extends Room>(room: R, now: number, rng: Rng): R {
  const auto = stamped(room, now, rng);
  return sameAuto(auto, room.auto) ? room : { ...room, auto };
}

/** A speaker ran out of time while others are still to speak: the turn passes (not the step). */
function speakerTimedOut(step: Step, auto: AutoState, now: number): boolean {
  if (step.actors?.kind !== 'speaker' || !auto.timer || now < auto.timer.endsAt) return false;
  return auto.collection.speaker + 1 < step.actors.seats.length;
}

/**
 * The room after the step closes with its answers, each seat keeping what its prompt told it;
 * undefined when it must stay open (the wolves must kill).
 */
function closed<R extends Room>(room: R, step: Step, auto: AutoState): R | undefined {
  const match = closedMatch(room, step, auto);
  return match && { ...room, match, auto: withNotesOf(room, step, auto) };
}

function closedMatch(room: Room, step: Step, auto: AutoState): Match | undefined {
  const module = gameModule(room.match.state.game);
  const input = inputOf(step, auto.collection.answers, room.match.state.config.rules);
  if (input === null) return undefined;
  try {
    return closeStep(module, room.match, step.id, input);
  } catch (error) {
    // A combination no single answer showed (e.g. a lover's ballot the rules drop): close as if silent.
    if (!(error instanceof GameError)) throw error;
    const silent = inputOf(step, {}, room.match.state.config.rules);
    return silent === null ? undefined : closeStep(module, room.match, step.id, silent);
  }
}

function sameAuto(a: AutoState, b: AutoState | undefined): boolean {
  return b !== undefined && a.collection === b.collection && a.timer === b.timer && a.pausedAt === b.pausedAt
    && a.skill === b.skill && a.toldDead === b.toldDead;
}

/** The room paused: timers freeze. */
export function paused<R extends Room>(room: R, now: number): R {
  if (!room.auto || room.auto.pausedAt !== undefined) return room;
  return { ...room, auto: { ...room.auto, pausedAt: now } };
}

/** The room resumed: each timer gets back the time it had left when paused. */
export function resumed<R extends Room>(room: R, now: number): R {
  const auto = room.auto;
  if (!auto || auto.pausedAt === undefined) return room;
  const { pausedAt: _, ...rest } = auto;
  const timer = auto.timer && { ...auto.timer, endsAt: heldTime(auto, auto.timer.endsAt, now) };
  const skill = auto.skill && { ...auto.skill, endsAt: heldTime(auto, auto.skill.endsAt, now) };
  return { ...room, auto: { ...rest, timer, ...(skill && { skill }) } };
}

/** When a timer ends, as seen at `now`: while the room is paused, as far off as when the pause began. */
export function heldTime(auto: AutoState | undefined, endsAt: number, now: number): number {
  return auto?.pausedAt === undefined ? endsAt : endsAt + Math.max(0, now - auto.pausedAt);
}
