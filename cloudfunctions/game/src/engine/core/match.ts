import type { SeatNo, Step } from '../../../../../typings/api';
import { cloneJson } from './clone';
import { badRequest, GameError } from './errors';
import { ENGINE_VERSION } from './engine-version';
import { isSeatNumber } from './guards';
import { canonicalInput, emptySeatsAccepted, parseInput } from './input';
import { applyEdits, coversJson, diffJson, type Edit } from './json-diff';
import type { GameModule } from './module';
import type { WordSupply } from '../words/supply';
import type { Rng } from './rng';
import type { GameConfig, GameState, ParsedInput } from './state';

/**
 * One deal and everything the judge has entered since: the state it started from, the inputs in
 * order, the state they lead to, and what takes each input back (`undo` restores the state before
 * it, no replay).
 */
export interface Match {
  initial: GameState;
  inputs: unknown[];
  state: GameState;
  /**
   * One diff per input of the last `undos.length` inputs, in order: what turns the state after that
   * input back into the state before it. Fewer than the inputs when the first were recorded by an
   * earlier release whose replay gave another state (those cannot be undone); absent in a room
   * stored before undo kept diffs (`loadMatch` rebuilds them).
   */
  undos?: Edit[][];
  /** What the module keeps for the next deal in this room (e.g. word pairs already used). */
  carry: unknown;
  /** Which deal of the room this is: 1 at creation, +1 at each new deal. Absent in rooms stored before deals were counted. */
  deal?: number;
  /**
   * The highest step id this deal has given, when undo took the state back below it (absent: the
   * state's own). Ids only grow: a step reached again after an undo gets a new one, so that a tap
   * sent from a screen of the step that was taken back is refused as stale instead of landing on the
   * step that would otherwise have its number.
   */
  lastStepId?: number;
}

/** The highest step id the match has given so far. */
function lastStepId(match: Match): number {
  return Math.max(match.lastStepId ?? 0, match.state.stepId);
}

/** The room's deal count (a room stored before deals were counted is on its first). */
export function dealNumber(match: Match): number {
  return match.deal ?? 1;
}

export function startMatch(module: GameModule, config: GameConfig, rng: Rng, carry?: unknown, words?: WordSupply): Match {
  const deal = module.deal(config, rng, carry, words);
  return newDeal(deal.state, deal.carry, 1);
}

/**
 * A deal's first state, stamped with the engine version of the release that dealt it, with no events yet.
 * A later deal's steps are numbered on from the last deal's, so that a tap on a screen of the last deal
 * is refused as stale rather than taken for the new deal's step of the same number.
 */
function newDeal(dealt: GameState, carry: unknown, deal: number, previous?: Match): Match {
  const state = { ...dealt, engine: ENGINE_VERSION, events: [], ...(previous && { stepId: lastStepId(previous) + 1 }) };
  return { initial: state, inputs: [], state, carry, deal, undos: [] };
}

/**
 * A match as today's code reads it. A deal stored by an earlier release, before undo kept diffs,
 * keeps its state and plays on by today's rules. Its inputs are replayed by today's rules: when the
 * replay gives the stored state (facts recorded since, the events among them, may be added), the
 * replay's state and undo history are taken; otherwise the stored state is brought to today's shape
 * (`upgraded`), and only what is played from now on can be undone.
 */
export function loadMatch(module: GameModule, match: Match): Match {
  if (match.undos) return match;
  const replayed = replay(module, match);
  if (replayed && coversJson(replayed.state, match.state)) return { ...replayed, inputs: match.inputs };
  return { ...match, state: upgraded(module, match.state), undos: [] };
}

/**
 * A stored state in the shape today's code reads: a state stored before there were events has none,
 * a winner stored before the judge's closing lines reads out its result alone, and the module fills
 * in its own facts (`module.upgrade`).
 */
function upgraded(module: GameModule, stored: GameState): GameState {
  const state = cloneJson(stored);
  state.events ??= [];
  if (state.winner) state.winner.say ??= [state.winner.text];
  module.upgrade?.(state);
  return state;
}

/**
 * Each stored input played again by today's rules (the judge's, an auto room's silent close as it
 * closed, a leave as a leave), or null when they cannot be: today's rules refuse one, or fail on a
 * first state stored in an older shape (the room then keeps its stored state rather than failing).
 */
function replay(module: GameModule, match: Match): Match | null {
  let played: Match = { ...match, inputs: [], state: match.initial, undos: [] };
  try {
    for (const input of match.inputs) {
      const leaver = leaverOf(input);
      played = leaver === null ? closeStep(module, played, played.state.stepId, input) : leaveSeat(module, played, leaver);
    }
  } catch {
    return null;
  }
  return played;
}

/**
 * The match once `input` took it to `state`, with the diff that takes it back. A state on a new step
 * gets the next id the match has not given yet.
 */
function advanced(match: Match, input: unknown, reached: GameState): Match {
  const given = lastStepId(match);
  const state = reached.stepId === match.state.stepId ? reached : { ...reached, stepId: given + 1 };
  const undos = [...(match.undos ?? []), diffJson(state, match.state)];
  return withGiven({ ...match, inputs: [...match.inputs, input], state, undos }, given);
}

/** The match with `given` kept as its highest step id where its state's own is lower. */
function withGiven(match: Match, given: number): Match {
  const { lastStepId: _kept, ...rest } = match;
  return given > match.state.stepId ? { ...rest, lastStepId: given } : rest;
}

/** The step the judge sees now, or null once the game has ended. */
export function currentStep(module: GameModule, state: GameState): Step | null {
  if (state.winner || !state.step) return null;
  const { key, title, say, hint, input, info, actors, close, passLabel, dayActions, dayActionWords, news } = module.describe(state);
  return {
    id: state.stepId, key, title, say, input,
    ...(hint !== undefined && { hint }),
    ...(info !== undefined && { info }),
    ...(actors !== undefined && { actors }),
    ...(close !== undefined && { close }),
    // An empty answer has a name (空刀, 空守…) only where the rules take one.
    ...(passLabel !== undefined && (input.type !== 'seats' || emptySeatsAccepted(input)) && { passLabel }),
    ...(dayActions !== undefined && { dayActions }),
    ...(dayActionWords !== undefined && { dayActionWords }),
    ...(news !== undefined && { news }),
  };
}

/** An answer to another step than the open one: one that has passed, or one not reached yet. */
function staleStep(stepId: unknown, current: number): GameError {
  const ahead = typeof stepId === 'number' && stepId > current;
  return new GameError('STALE_STEP', ahead ? '还没到这一步，请刷新后再操作' : '这一步已经过去了，请刷新后再操作');
}

/**
 * The state after the judge's input on step `stepId`, and that input in canonical form;
 * the given state is never changed.
 */
export function applyInput(
  module: GameModule, state: GameState, stepId: unknown, raw: unknown,
): { state: GameState; input: Record<string, unknown> } {
  if (state.winner || !state.step) throw new GameError('GAME_OVER', '本局游戏已经结束');
  if (stepId !== state.stepId) throw staleStep(stepId, state.stepId);
  const parsed = parseInput(module.describe(state), raw, state.config.players);
  const draft = cloneJson(state);
  module.advance(draft, parsed);
  if (draft.winner) draft.step = null;
  draft.stepId = state.stepId + 1;
  return { state: draft, input: canonicalInput(parsed) };
}

export function act(module: GameModule, match: Match, stepId: unknown, raw: unknown): Match {
  const { state, input } = applyInput(module, match.state, stepId, raw);
  return advanced(match, input, state);
}

/**
 * 自动主持: closes step `stepId` with the input its answers made. A step nobody answered where the
 * rules want a seat (the seer, the police) closes with no action, as a role absent that night does;
 * it is stored as `{ seats: [] }`, which no judge could enter there, and replayed the same way. A
 * choice nobody made is stored as `{}` and closes with the option silence stands for, marked silent,
 * so that the rules never announce it as chosen.
 */
export function closeStep(module: GameModule, match: Match, stepId: number, raw: unknown): Match {
  const silent = silentInput(module, match.state, raw);
  if (silent === null) return act(module, match, stepId, raw);
  if (stepId !== match.state.stepId) throw staleStep(stepId, match.state.stepId);
  return advanced(match, silent.kind === 'seats' ? { seats: [] } : {}, silentlyClosed(module, match.state, silent));
}

/**
 * A step closed with nobody's answer: `{ seats: [] }` on a step that wants at least one seat, `{}` on
 * a choice. The input it closes with, or null for any other input.
 */
function silentInput(module: GameModule, state: GameState, raw: unknown): ParsedInput | null {
  if (state.winner || !state.step || typeof raw !== 'object' || raw === null) return null;
  const keys = Object.keys(raw);
  const { seats } = raw as { seats?: unknown };
  const { input } = module.describe(state);
  if (input.type === 'seats' && input.min > 0 && Array.isArray(seats) && seats.length === 0 && keys.length === 1) {
    return { kind: 'seats', seats: [] };
  }
  if (input.type === 'choice' && keys.length === 0) {
    // Silence passes (skip) where the step can pass; otherwise it stands for the last option.
    const passive = input.options.find((o) => o.id === 'skip') ?? input.options[input.options.length - 1];
    return { kind: 'choice', choice: passive.id, silent: true };
  }
  return null;
}

function silentlyClosed(module: GameModule, state: GameState, silent: ParsedInput): GameState {
  const draft = cloneJson(state);
  module.advance(draft, silent);
  if (draft.winner) draft.step = null;
  draft.stepId = state.stepId + 1;
  return draft;
}

/**
 * 离场: `seat` leaves the game (`module.leave` on a copy). The input `{ leave: seat }` is stored with
 * the judge's, so that undo takes it back and a replay plays it again. The step id moves on only when
 * the current step changed (what the judge sees of it, or the game ended): on a step that reads the
 * same, the answers phones already gave still count.
 */
export function leaveSeat(module: GameModule, match: Match, seat: unknown): Match {
  const { players } = match.state.config;
  if (!isSeatNumber(seat, players)) throw badRequest(`座位号须为 1–${players} 的整数`);
  return advanced(match, { leave: seat }, leftState(module, match.state, seat));
}

function leftState(module: GameModule, state: GameState, seat: SeatNo): GameState {
  const draft = cloneJson(state);
  module.leave(draft, seat);
  if (draft.winner) draft.step = null;
  const same = !draft.winner && JSON.stringify(currentStep(module, draft)) === JSON.stringify(currentStep(module, state));
  draft.stepId = state.stepId + (same ? 0 : 1);
  return draft;
}

/** The seat of a stored `{ leave: seat }` input, or null for any other input. */
export function leaverOf(input: unknown): SeatNo | null {
  if (typeof input !== 'object' || input === null || Object.keys(input).length !== 1) return null;
  const { leave } = input as { leave?: unknown };
  return typeof leave === 'number' ? leave : null;
}

/** The match before its last input: the state that input's diff restores (its step id given again, as it was). */
export function undo(match: Match): Match {
  if (match.inputs.length === 0) throw new GameError('ILLEGAL_MOVE', '已经回到第一步，不能再撤销');
  const undos = match.undos ?? [];
  if (undos.length === 0) throw new GameError('ILLEGAL_MOVE', '这一步之前的操作由旧版本记录，不能撤销');
  const state = applyEdits(match.state, undos[undos.length - 1]);
  return withGiven({ ...match, inputs: match.inputs.slice(0, -1), state, undos: undos.slice(0, -1) }, lastStepId(match));
}

/** Same config, a fresh shuffle, round 1: the room's next deal (`words`: the word bank and what the tables taught it). */
export function redeal(module: GameModule, match: Match, rng: Rng, words?: WordSupply): Match {
  const next = module.deal(match.initial.config, rng, match.carry, words);
  return newDeal(next.state, next.carry, dealNumber(match) + 1, match);
}

/** 换一组: the same seats and roles with another word pair, back to the first step; a new deal. */
export function redrawWords(module: GameModule, match: Match, rng: Rng, words?: WordSupply): Match {
  if (!module.redraw) throw badRequest(`${module.info.name}没有词语，不能换一组`);
  const next = module.redraw(match.initial, match.state, rng, match.carry, words);
  return newDeal(next.state, next.carry, dealNumber(match) + 1, match);
}
