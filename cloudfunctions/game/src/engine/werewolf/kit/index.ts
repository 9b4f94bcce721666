/**
 * The role kit: the only module a role file imports values from (types may also come from
 * `typings/api` and `engine/core`). It gives the role types, `defineRole`, the night's and the dawn's
 * order, and the narrow functions a role may call on the game; the kernel runs the hooks the roles
 * declare and never imports a role (roles/README.md).
 */
import { book } from '../book';
import type { NightStepDef, RoleDef } from '../role-def';
import type { WerewolfState } from '../state';

export type {
  Block, DawnHook, DayActionOutcome, DayStepDef, Dying, Legality, NightStepDef, Nights, RoleClass, RoleDayStep, RoleDef,
  Wording,
} from '../role-def';
export type { RoleDayKey, RoleFacts, RoleIds, RoleKey, RoleNightKey, RoleOption, RoleOptions, RoleStepKeys } from '../keys';
export type { Death, DeathCause, WerewolfState, WerewolfStep } from '../state';
export { defineRole, type DawnHookSpec, type NightStepSpec, type RoleSpec } from './define';
export { DAWN_STAGES, NIGHT_SLOTS, slotRank, type DawnStage, type NightSlot } from './order';

// The table every game shares: who answers a step, seats, the log and the events, options, refusals.
export { HOST, holdersAnswer, NOBODY, seatAnswers } from '../../core/actors';
export { addLog, livingSeats, seatList } from '../../core/seats';
export { recordAct, recordNote } from '../../core/events';
export { option } from '../../core/options';
export { illegalMove } from '../../core/errors';
// Seats and rules.
export {
  absence, actor, deathOf, deckHas, hasTag, holder, holdsKnife, isAlive, isMixedCouple, isWolf, livingWolves, partnerOf,
  roleName, ruleName, rulesOf, seerSeesWolf, tag, wolfAt, wolfTargets,
} from '../table';
// The night's words, blocks and targets.
export { dead, NO_INPUT, seatsOf, STILL } from '../night-words';
export { blockOf, idleWhy } from '../blocks';
export { landing, landsOn } from './landing';
// Deaths, the day and the win.
export { announceSeat, loverLines, MORNING, NEUTRAL_SKILL_LINE } from '../announce';
export { chainOrder, killSeat, killSeats } from '../deaths';
export { electionNote, lostBadgeLine } from '../day';
// Parts several roles share.
export { checkOther, checkSlot } from './checks';
export { loneKillStep } from './lone-wolf';
export { modelOf, modelStep, type ModelFacts } from './model-step';
export { shooterParts, type ShooterSpec } from './shooter';
export { shoot, silencingCause } from './shots';

/** Any role of the game by id (its card, its flags: what a check or a learned skill reads of it). */
export function roleOf(id: string): RoleDef {
  return book().role(id);
}

/** The card an exact check (通灵师, 纯白之女) shows for `seat`: its role, or what that role lets such a check see. */
export function cardShown(state: WerewolfState, seat: number): string {
  const card = state.seats[seat - 1].role;
  return roleOf(card).psychicSees?.(state) ?? card;
}

/** Every role of the game, in the registry's order. */
export function allRoles(): readonly RoleDef[] {
  return book().roles;
}

/** The roles this game holds, in the registry's order: only their hooks may bend it. */
export function rolesInPlay(state: WerewolfState): readonly RoleDef[] {
  return book().inPlay(state);
}

/** A night step of any role by key, with its role, or undefined. */
export function nightStepOf(key: string): (NightStepDef & { role: string }) | undefined {
  return book().nightSteps.find((s) => s.key === key);
}

