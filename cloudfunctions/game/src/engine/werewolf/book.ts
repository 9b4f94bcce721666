import type { DayStepDef, DawnHook, NightStepDef, RoleDayStep, RoleDef } from './role-def';
import type { RoleKey } from './keys';
import type { WerewolfState, WerewolfStep } from './state';

/**
 * The roles a werewolf game is played with, as the kernel reads them. `createWerewolf(roles)` builds
 * one and installs it for each call into its game module; the kernel never imports a role.
 */
export interface RoleBook {
  roles: readonly RoleDef[];
  role(id: string): RoleDef;
  /** Whether this game holds `role`: its card is in the deck (seats and centre), or its own `onBoard` says so. */
  onBoard(state: WerewolfState, role: string): boolean;
  /** The roles this game holds: only their hooks bend it (a role not dealt has no say). */
  inPlay(state: WerewolfState): readonly RoleDef[];
  /** Every night step of every role, with the role that acts in it, in registry order. */
  nightSteps: readonly (NightStepDef & { role: RoleKey })[];
  /** Every day step of every role, with its role. */
  daySteps: readonly (DayStepDef & { role: RoleKey })[];
  /** Every dawn hook, stage by stage (registry order within a stage), with its role. */
  dawnHooks: readonly (DawnHook & { role: RoleKey })[];
}

export function roleBook(roles: readonly RoleDef[]): RoleBook {
  const byId = new Map<string, RoleDef>(roles.map((r) => [r.id, r]));
  const built: RoleBook = {
    roles,
    role(id) {
      const role = byId.get(id);
      if (!role) throw new Error(`unknown werewolf role ${id}`);
      return role;
    },
    onBoard: (state, id) => holds(state, built.role(id)),
    inPlay: (state) => roles.filter((r) => holds(state, r)),
    nightSteps: roles.flatMap((r) => (r.night ?? []).map((s) => ({ ...s, role: r.id }))),
    daySteps: roles.flatMap((r) => (r.day ?? []).map((s) => ({ ...s, role: r.id }))),
    dawnHooks: roles.flatMap((r) => (r.dawn ?? []).map((h) => ({ ...h, role: r.id }))).sort((a, b) => a.rank - b.rank),
  };
  first ??= built;
  return built;
}

/** A role is held when its card is in the deck, or when its own `onBoard` says so (the pack). */
function holds(state: WerewolfState, role: RoleDef): boolean {
  return role.onBoard ? role.onBoard(state) : (state.config.roles[role.id] ?? 0) > 0;
}

/** The book of the game module running now; outside a module's call, the first one built (the catalog's). */
let current: RoleBook | undefined;
let first: RoleBook | undefined;

export function book(): RoleBook {
  const found = current ?? first;
  if (!found) throw new Error('no werewolf roles: build the game with createWerewolf(roles)');
  return found;
}

/** Runs `act` with `roles` as the game's book (the engine is synchronous: no other call runs meanwhile). */
export function withBook<T>(roles: RoleBook, act: () => T): T {
  const outer = current;
  current = roles;
  try {
    return act();
  } finally {
    current = outer;
  }
}

// The roles' day steps, looked up by key.

export function dayStep(key: string): DayStepDef {
  const step = book().daySteps.find((s) => s.key === key);
  if (!step) throw new Error(`${key} is not a role's day step`);
  return step;
}

export function isRoleDayStep(step: WerewolfStep): step is RoleDayStep & WerewolfStep {
  return book().daySteps.some((s) => s.key === step.key);
}

/** A day step that a death calls for (no stage of its own): a 自爆 does not cancel it. */
export function isDeathTriggered(key: string): boolean {
  return book().daySteps.some((s) => s.key === key && s.stage === undefined);
}
