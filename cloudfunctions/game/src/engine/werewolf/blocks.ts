import type { SeatNo } from '../../../../../typings/api';
import { book } from './book';
import type { Block, NightStepDef } from './role-def';
import type { Actors } from '../core/actors';
import type { WerewolfState } from './state';
import { absence, actor } from './table';
import type { RoleKey } from './keys';

/**
 * Blocked players (docs/rules.md §D.0.2): a player feared by the nightmare, or every good player on a
 * blood-moon night, has his step produced with no input; nothing of his role happens that night.
 */

/** A block's reason as a sentence of its own (its `why` leads into the judge's gesture). */
export function blockReason(why: string): string {
  return why.replace(/：$/, '');
}

/** Why `seat` is blocked tonight, or undefined. */
export function blockOf(state: WerewolfState, seat: SeatNo): Block | undefined {
  for (const role of book().inPlay(state)) {
    const block = role.blocks?.(state, seat);
    if (block) return block;
  }
  return undefined;
}

/**
 * Why `role` did nothing tonight, for the judge's hint: its living holder was blocked (feared, a
 * blood-moon night), or it is out of the game or not dealt.
 */
export function idleWhy(state: WerewolfState, role: RoleKey): string {
  const seat = actor(state, role);
  const block = seat === null ? undefined : blockOf(state, seat);
  return block ? blockReason(block.why) : absence(state, role);
}

/** Why the wolves may not kill tonight (a fear on a wolf-camp player), or undefined. */
export function wolfKillStopped(state: WerewolfState): string | undefined {
  for (const role of book().inPlay(state)) {
    const why = role.stopsWolfKill?.(state);
    if (why) return why;
  }
  return undefined;
}

/**
 * Why a night step is blocked: the pack's kill when a fear stopped it, a role's step when every seat
 * that would answer it is blocked. A step that only shows something (input none) is blocked only when
 * it says so (`blockable`); one whose holder has nothing left to use (`spent`) never is.
 */
export function stepBlock(state: WerewolfState, step: NightStepDef, actors: Actors): string | undefined {
  if (step.legal(state).input.type === 'none' && !step.blockable) return undefined;
  if (step.spent?.(state)) return undefined;
  if (actors.actors.kind === 'wolves') return wolfKillStopped(state);
  const seats = actors.actors.seats;
  if (actors.actors.kind !== 'seats' || seats.length === 0) return undefined;
  const blocks = seats.map((s) => blockOf(state, s));
  return blocks.every((b) => b !== undefined) ? blocks[0]?.why : undefined;
}
