import type { RoleCard, RoleId, SeatNo } from '../../../../../typings/api';
import { dealRoles } from '../core/deal';
import type { Deal, GameModule } from '../core/module';
import type { Rng } from '../core/rng';
import type { GameConfig } from '../core/state';
import { advanceWerewolf } from './advance';
import { book, roleBook, withBook } from './book';
import { questionDayActions } from './day-actions';
import { checkWerewolfRoles } from './deck';
import { describeWerewolfStep } from './describe';
import { werewolfInfo, werewolfTagNames } from './info';
import { leaveWerewolf } from './leave';
import { upgradeWerewolf } from './upgrade';
import { readRules } from './options';
import { WEREWOLF_PRESETS } from './presets';
import type { RoleDef } from './role-def';
import { rolePromptInfo } from './role-steps';
import { hidesDeathSkills, publicStepKey } from './skill-question';
import { initialFacts, type WerewolfFacts, type WerewolfState, type WerewolfStep } from './state';
import { deadStillDue, newsPending, unannouncedDeaths, wolfAt } from './table';
import { deathHidesCard } from './announce';
import { campOf, WEREWOLF_CAMPS } from './win';

export type WerewolfModule = GameModule<WerewolfFacts, WerewolfStep>;

/** 狼人杀 played with `roles` (roles/index.ts lists the catalog's; a test may add its own). */
export function createWerewolf(roles: readonly RoleDef[]): WerewolfModule {
  const used = roleBook(roles);
  // Every call runs with this game's roles: the kernel reads them from the book, never from a role file.
  const within = <A extends unknown[], R>(act: (...args: A) => R) => (...args: A): R => withBook(used, () => act(...args));
  return {
    info: withBook(used, werewolfInfo),
    presets: WEREWOLF_PRESETS,
    checkRoles: within(checkWerewolfRoles),
    deal: within(deal),
    describe: within(describeWerewolfStep),
    advance: within(advanceWerewolf),
    upgrade: within(upgradeWerewolf),
    leave: within(leaveWerewolf),
    card: within(card),
    campOf: within(campOf),
    badNow: within(wolfAt),
    campNames: WEREWOLF_CAMPS,
    tagNames: withBook(used, werewolfTagNames),
    unannouncedDeaths,
    newsPending,
    deadStillDue: within(deadStillDue),
    promptInfo: within(rolePromptInfo),
    publicStepKey: within(publicStepKey),
    hidesDeathSkills: within(hidesDeathSkills),
    skillStepDayActions: within(questionDayActions),
    hidesDeadCard: within(deathHidesCard),
    judgeExtras: within(judgeExtras),
  };
}

function deal(config: GameConfig, rng: Rng): Deal<WerewolfState> {
  const { seats, center } = dealRoles(config, rng);
  const state: WerewolfState = {
    game: 'werewolf',
    config,
    seats,
    round: 1,
    phase: 'night',
    stepId: 1,
    step: { key: 'checkin' },
    log: [],
    winner: null,
    x: { ...initialFacts(center, readRules(config.rules)['sheriff.enabled']), seed: rng.int(0x7fffffff) },
  };
  return { state, carry: undefined };
}

/**
 * The seat's own current card (a thief who swapped sees his new role, a wild child that he turned);
 * nothing about anyone else.
 */
function card(state: WerewolfState, seat: SeatNo): RoleCard {
  const role = book().role(state.seats[seat - 1].role);
  const { id, name, camp, description } = role;
  return { role: id, roleName: name, camp, description, ...role.cardNow?.(state, seat) };
}

/** The centre cards, for the judge (a deck with more cards than players: the thief's). */
function judgeExtras(state: WerewolfState): { centerCards?: RoleId[]; centerCardNames?: string[] } {
  const center = state.x.center;
  return center.length > 0 ? { centerCards: [...center], centerCardNames: center.map((r) => book().role(r).name) } : {};
}
