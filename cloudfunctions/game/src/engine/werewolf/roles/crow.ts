import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, holdersAnswer, landing, landsOn, livingSeats, NO_INPUT, option, recordAct,
  rulesOf, seatsOf, STILL, type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'crow.extraVotes', name: '乌鸦诅咒加票', type: 'enum', group: 'advanced',
    description: '被乌鸦诅咒的玩家在第二天的放逐投票（含 PK）中额外多得的票数。',
    values: ['1', '0.5'], valueNames: ['1 票', '0.5 票'], default: '1',
  }),
  option({
    id: 'crow.noRepeat', name: '乌鸦不能连续诅咒同一人', type: 'boolean', group: 'advanced',
    description: '乌鸦不能连续两晚诅咒同一名玩家。', default: true,
  }),
] as const;

/**
 * The curse of the night of `round` (it weighs in that day's exile vote): on whom it landed, and the
 * seat he pointed at (no repeat; absent in rooms stored before the magician's swap moved curses).
 */
interface CrowFacts { cursed: SeatNo | null; round: number; chosen?: SeatNo | null }

function lastCurse(state: WerewolfState): CrowFacts | undefined {
  return state.x.roles?.crow;
}

/**
 * 乌鸦 (docs/rules.md §D.3.4): curses one player a night; the next day's exile vote and its PK count
 * extra votes on him, shown in the tally as a line of its own. The election does not.
 */
export const crow = defineRole({
  id: 'crow', name: '乌鸦', camp: 'good', class: 'god', unique: true,
  description: '每晚可以诅咒一名玩家（不能是自己），他在第二天的放逐投票（含 PK）中额外多 1 票（以本局规则为准）。诅咒到计票时才公布。',
  guide: '每晚诅咒一人（不能是自己，不能连续两晚同一人），被诅咒的人在第二天的放逐投票（含 PK）中多 1 票（规则「乌鸦诅咒加票」也可以是 0.5 票）；警长竞选不算。',
  options: OPTIONS,
  voteBonus(state) {
    const curse = lastCurse(state);
    if (!curse || curse.cursed === null || curse.round !== state.round) return [];
    return [{ seat: curse.cursed, votes: Number(rulesOf(state)['crow.extraVotes']), why: '乌鸦的诅咒' }];
  },
  night: [{
    key: 'night.crow', slot: 'crow', nights: 'every',
    actors: (state) => holdersAnswer(state, 'crow'),
    legal(state) {
      const seat = actor(state, 'crow');
      if (seat === null) return NO_INPUT;
      const last = lastNight(state);
      return {
        input: { type: 'seats', min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat && s !== last) },
        refuse: (s) => (s === seat ? '乌鸦不能诅咒自己'
          : s === last ? `乌鸦不能连续两晚诅咒同一名玩家：${s} 号昨晚已被诅咒` : dead(s)),
        passLabel: '不诅咒',
      };
    },
    words(state) {
      const seat = actor(state, 'crow');
      const say = ['乌鸦请睁眼，请选择你要诅咒的玩家。', '乌鸦请闭眼。'];
      if (seat === null) return { title: '乌鸦诅咒', say, hint: `${absence(state, 'crow')}：${STILL}` };
      const last = lastNight(state);
      return {
        title: '乌鸦诅咒', say,
        hint: `乌鸦：${seat} 号。点选他诅咒的玩家（明天放逐投票多 ${rulesOf(state)['crow.extraVotes']} 票）；${last !== null ? `昨晚诅咒了 ${last} 号，今晚不能再选他；` : ''}不诅咒时不选。`,
      };
    },
    apply(draft, input) {
      const [target] = seatsOf(input);
      // A magician's swap moves the curse (docs/rules.md §D.3.7).
      draft.x.roles = { ...draft.x.roles, crow: { cursed: target === undefined ? null : landsOn(draft, target), round: draft.round, chosen: target ?? null } };
      const seat = actor(draft, 'crow');
      if (seat === null) return;
      const text = target === undefined ? `乌鸦 ${seat} 号没有诅咒` : `乌鸦 ${seat} 号诅咒 ${landing(draft, target)}`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.crow', role: 'crow', actors: [seat], targets: target === undefined ? [] : [target], text });
    },
  }],
});

/** Last night's curse, barred tonight under `crow.noRepeat`. */
function lastNight(state: WerewolfState): SeatNo | null {
  const curse = lastCurse(state);
  return rulesOf(state)['crow.noRepeat'] && curse && curse.round === state.round - 1 ? curse.chosen ?? curse.cursed : null;
}

declare module '../kit' {
  interface RoleOptions { crow: typeof OPTIONS }
  interface RoleIds { crow: true }
  interface RoleStepKeys { 'night.crow': true }
  interface RoleFacts { crow: CrowFacts }
}
