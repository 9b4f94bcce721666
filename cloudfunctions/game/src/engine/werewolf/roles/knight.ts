import type { SeatNo } from '../../../../../../typings/api';
import {
  addLog, type DayActionOutcome, dead, defineRole, isAlive, killSeat, loverLines, option, recordAct, roleName, rulesOf,
  type WerewolfState, wolfAt,
} from '../kit';

/** The knight's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'knight.afterWolfDuel', name: '骑士决斗出狼之后', type: 'enum', group: 'advanced',
    description: '骑士决斗杀死狼人后：立即天黑；或继续发言和投票。',
    values: ['night', 'continue'], valueNames: ['立即天黑', '继续白天'], default: 'night',
  }),
] as const;

/**
 * 骑士 (docs/rules.md §D.3.1): once per game, during the day's exile speeches (day 1 once the election
 * is over) and before the vote, he duels another living player. A wolf dies; a good player's duel
 * costs the knight his life and the day resumes.
 */
export const knight = defineRole({
  id: 'knight', name: '骑士', camp: 'good', class: 'god', unique: true,
  description: '你没有夜间能力。每局一次，在白天发言阶段（投票之前）你可以亮牌与一名活着的玩家决斗：他是狼人则他出局；他是好人则你以死谢罪。',
  guide: '神职，没有夜间行动。每局一次，白天发言阶段（投票之前，第一天在警长竞选之后）亮牌决斗一人：对方是狼人则对方出局，随即天黑；对方是好人则骑士以死谢罪，继续发言。',
  options: OPTIONS,
  dayAction: {
    kind: 'duel',
    words: {
      button: '决斗', send: '决斗 {target} 号', pick: '点选决斗的玩家', badge: '决斗', ok: '决斗',
      warning: '骑士亮牌决斗：对方是狼人则对方出局；对方是好人则骑士以死谢罪。每局只能决斗一次。',
    },
    now: mayDuel,
    refuse(state, seat, target) {
      if (!mayDuel(state)) return facts(state).dueled ? '骑士每局只能决斗一次' : '骑士只能在白天发言阶段、投票之前决斗';
      if (target === seat) return '骑士不能和自己决斗';
      return isAlive(state, target) ? undefined : dead(target);
    },
    apply(draft, seat, target) {
      draft.x.roles = { ...draft.x.roles, knight: { dueled: true } };
      const opening = `${seat} 号骑士发起决斗，决斗 ${target} 号。`;
      if (wolfAt(draft, target)) return wolfDown(draft, seat, target, opening);
      const text = `${seat} 号骑士决斗 ${target} 号（${roleName(draft.seats[target - 1].role)}）：好人，骑士以死谢罪`;
      addLog(draft, text);
      recordAct(draft, { key: 'duel', role: 'knight', actors: [seat], targets: [target], result: 'good', text });
      const died = killSeat(draft, seat, 'duel');
      return { died, news: [opening, `${target} 号是好人，骑士以死谢罪，继续发言。`, ...loverLines(draft, died, seat)], endsDay: false };
    },
  },
});

/** Speeches of the day, not yet dueled, the election (if any is due) behind us. */
function mayDuel(state: WerewolfState): boolean {
  const rules = rulesOf(state);
  const electionDue = rules['sheriff.enabled'] && state.x.sheriffPending;
  return !facts(state).dueled && state.step?.key === 'day.speech' && !electionDue;
}

function facts(state: WerewolfState): { dueled: boolean } {
  return state.x.roles?.knight ?? { dueled: false };
}

/** The wolf's card is shown and it dies; the day ends at once unless `knight.afterWolfDuel` is continue. */
function wolfDown(draft: WerewolfState, seat: SeatNo, target: SeatNo, opening: string): DayActionOutcome {
  const role = roleName(draft.seats[target - 1].role);
  const night = rulesOf(draft)['knight.afterWolfDuel'] === 'night';
  const text = `${seat} 号骑士决斗 ${target} 号（${role}）：狼人出局${night ? '，白天结束' : ''}`;
  addLog(draft, text);
  recordAct(draft, { key: 'duel', role: 'knight', actors: [seat], targets: [target], result: 'wolf', text });
  const died = killSeat(draft, target, 'duel');
  const news = [opening, `${target} 号是${role}，出局${night ? '，天黑请闭眼' : ''}。`, ...loverLines(draft, died, target)];
  return { died, news, endsDay: night };
}

declare module '../kit' {
  interface RoleOptions { knight: typeof OPTIONS }
  interface RoleIds { knight: true }
  interface RoleFacts { knight: { dueled: boolean } }
}
