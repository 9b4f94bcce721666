import type { SeatNo } from '../../../../../../typings/api';
import { absence, actor, defineRole, holdersAnswer, NO_INPUT, recordAct, STILL, type WerewolfState, wolfAt } from '../kit';

/**
 * 守墓人 (docs/rules.md §D.3.2): from the second night, last of all, told whether yesterday's exile by
 * vote was good or wolf by its true card (a flipped idiot counts; 自爆, duels and shots do not).
 */
export const gravedigger = defineRole({
  id: 'gravedigger', name: '守墓人', camp: 'good', class: 'god', unique: true,
  description: '从第二晚起，每晚得知前一天被投票放逐的玩家是好人还是狼人（按他真实的身份牌；隐狼也是狼人）。前一天没有人被放逐时，你会得知无人可验（法官主持时摇手）。',
  guide: '从第二晚起，法官告诉他前一天被投票放逐的人是好人还是狼人（翻牌的白痴也算；没人被放逐时摇手）。',
  night: [{
    key: 'night.gravedigger', slot: 'gravedigger', nights: 'later', blockable: true,
    actors: (state) => holdersAnswer(state, 'gravedigger', 'time'),
    legal: () => NO_INPUT,
    words(state) {
      const seat = actor(state, 'gravedigger');
      const say = ['守墓人请睁眼。', '昨天被放逐的玩家是……', '守墓人请闭眼。'];
      const title = '守墓人';
      if (seat === null) return { title, say, hint: `${absence(state, 'gravedigger')}：${STILL}` };
      const exiled = yesterdaysExile(state);
      if (exiled === null) return { title, say, hint: `守墓人：${seat} 号。昨天没有人被投票放逐：摇手示意。`, info: { seat: null } };
      const wolf = wolfAt(state, exiled);
      return {
        title, say,
        hint: `守墓人：${seat} 号。昨天被放逐的 ${exiled} 号是${wolf ? '狼人：拇指向下 👎' : '好人：拇指向上 👍'}`,
        info: { seat: exiled, result: wolf ? 'wolf' : 'good' },
      };
    },
    apply(draft) {
      const seat = actor(draft, 'gravedigger');
      if (seat === null) return;
      const exiled = yesterdaysExile(draft);
      const result = exiled === null ? undefined : wolfAt(draft, exiled) ? 'wolf' : 'good';
      const text = exiled === null ? `守墓人 ${seat} 号得知：昨天没有人被放逐`
        : `守墓人 ${seat} 号得知：昨天被放逐的 ${exiled} 号是${result === 'wolf' ? '狼人' : '好人'}`;
      recordAct(draft, { key: 'night.gravedigger', role: 'gravedigger', actors: [seat], targets: exiled === null ? [] : [exiled], ...(result && { result }), text });
    },
    prompt(state) {
      return yesterdaysExile(state) === null ? { seat: null, facts: ['昨天没有人被投票放逐'] } : undefined;
    },
  }],
});

/** Yesterday's exile by vote (a flipped idiot and a staying blood moon count), or null. */
function yesterdaysExile(state: WerewolfState): SeatNo | null {
  const record = state.x.exiled;
  return record && record.round === state.round - 1 ? record.seat : null;
}

declare module '../kit' {
  interface RoleIds { gravedigger: true }
  interface RoleStepKeys { 'night.gravedigger': true }
}
