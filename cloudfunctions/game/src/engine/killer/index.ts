import type { RoleCard } from '../../../../../typings/api';
import { dealRoles } from '../core/deal';
import type { GameModule } from '../core/module';
import { advanceKiller } from './advance';
import { killerActors } from './actors';
import { describeKillerStep } from './describe';
import { KILLER_INFO, KILLER_PRESETS } from './info';
import type { KillerFacts, KillerStep } from './state';

export const killerGame: GameModule<KillerFacts, KillerStep> = {
  info: KILLER_INFO,
  presets: KILLER_PRESETS,
  checkRoles(players, roles) {
    const { killer = 0, police = 0, civilian = 0 } = roles;
    if (killer < 1) return '至少需要 1 名杀手';
    if (police < 1) return '至少需要 1 名警察';
    if (killer + police + civilian !== players) {
      return `身份数之和须等于人数 ${players}（现在是 ${killer + police + civilian}）`;
    }
    return null;
  },
  deal(config, rng) {
    const { seats } = dealRoles(config, rng);
    const state = {
      game: 'killer' as const,
      config,
      seats,
      round: 1,
      phase: 'night' as const,
      stepId: 1,
      step: { key: 'checkin' } as KillerStep,
      log: [],
      winner: null,
      x: { target: null, check: null, victim: null, deaths: 0 },
    };
    return { state, carry: undefined };
  },
  describe: (state) => ({ ...describeKillerStep(state), ...killerActors(state) }),
  advance: advanceKiller,
  card(state, seat): RoleCard {
    const role = state.seats[seat - 1].role;
    const info = KILLER_INFO.roles.find((r) => r.id === role);
    if (!info) throw new Error(`unknown killer role ${role}`);
    return { role, roleName: info.name, camp: info.camp, description: info.description };
  },
};
