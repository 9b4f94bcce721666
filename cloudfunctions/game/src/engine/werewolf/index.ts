import type { RoleCard } from '../../../../../typings/api';
import { dealRoles } from '../core/deal';
import type { GameModule } from '../core/module';
import { advanceWerewolf } from './advance';
import { checkWerewolfRoles } from './deck';
import { describeWerewolfStep } from './describe';
import { WEREWOLF_INFO, WEREWOLF_TAG_NAMES } from './info';
import { leaveWerewolf } from './leave';
import { upgradeWerewolf } from './upgrade';
import { readRules } from './options';
import { WEREWOLF_PRESETS } from './presets';
import { rolePromptInfo } from './role-steps';
import { roleOf } from './roles';
import { initialFacts, type WerewolfFacts, type WerewolfState, type WerewolfStep } from './state';
import { wolfAt } from './table';
import { campOf, WEREWOLF_CAMPS } from './win';

export const werewolfGame: GameModule<WerewolfFacts, WerewolfStep> = {
  info: WEREWOLF_INFO,
  presets: WEREWOLF_PRESETS,
  checkRoles: checkWerewolfRoles,
  deal(config, rng) {
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
  },
  describe: describeWerewolfStep,
  advance: advanceWerewolf,
  upgrade: upgradeWerewolf,
  leave: leaveWerewolf,
  /**
   * The seat's own current card (a thief who swapped sees his new role, a wild child that he turned);
   * nothing about anyone else.
   */
  card(state, seat): RoleCard {
    const role = roleOf(state.seats[seat - 1].role);
    const { id, name, camp, description } = role;
    return { role: id, roleName: name, camp, description, ...role.cardNow?.(state, seat) };
  },
  campOf,
  badNow: wolfAt,
  campNames: WEREWOLF_CAMPS,
  tagNames: WEREWOLF_TAG_NAMES,
  /** At a dawn whose election comes first, the night's dead are known to the judge only until day.dawn is read. */
  unannouncedDeaths(state) {
    const pending = state.phase === 'day' && !state.x.announced && state.step?.key !== 'day.dawn';
    return pending ? state.x.nightDeaths : [];
  },
  promptInfo: rolePromptInfo,
  judgeExtras(state) {
    const center = state.x.center;
    return (state.config.roles.thief ?? 0) > 0 ? { centerCards: [...center], centerCardNames: center.map((r) => roleOf(r).name) } : {};
  },
};
