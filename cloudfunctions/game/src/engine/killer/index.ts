import { deckProblem } from '../core/deck';
import type { RoleCard } from '../../../../../typings/api';
import { dealRoles } from '../core/deal';
import type { GameModule } from '../core/module';
import { advanceKiller } from './advance';
import { killerActors, lastWordsDue } from './actors';
import { leaveKiller } from './leave';
import { describeKillerStep } from './describe';
import { killerJudgeMarks, killerPromptInfo } from './prompt';
import { KILLER_DECK, KILLER_INFO, KILLER_PRESETS } from './info';
import type { KillerFacts, KillerStep } from './state';

export const killerGame: GameModule<KillerFacts, KillerStep> = {
  info: KILLER_INFO,
  presets: KILLER_PRESETS,
  checkRoles: (players, roles) => deckProblem(KILLER_DECK, players, roles, {}),
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
  leave: leaveKiller,
  deadStillDue: lastWordsDue,
  promptInfo: killerPromptInfo,
  judgeMarks: killerJudgeMarks,
  card(state, seat): RoleCard {
    const role = state.seats[seat - 1].role;
    const info = KILLER_INFO.roles.find((r) => r.id === role);
    if (!info) throw new Error(`unknown killer role ${role}`);
    return { role, roleName: info.name, camp: info.camp, description: info.description };
  },
  campOf: (state, seat) => KILLER_INFO.roles.find((r) => r.id === state.seats[seat - 1].role)?.camp ?? 'good',
  campNames: { killer: '杀手阵营', good: '好人阵营' },
};
