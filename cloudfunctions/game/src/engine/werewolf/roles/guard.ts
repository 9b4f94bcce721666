import {
  absence, actor, addLog, dead, defineRole, holdersAnswer, livingSeats, NO_INPUT, option, recordAct, ruleName, rulesOf,
  seatsOf, STILL,
} from '../kit';

/** The guard's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'guard.doubleProtectKills', name: '同守同救', type: 'boolean', group: 'common',
    description: '同一晚被守卫守护又被女巫救的人仍然死亡（同守同救必死）。关闭时他活下来。', default: true,
  }),
  option({
    id: 'guard.allowSelf', name: '守卫可以自守', type: 'boolean', group: 'advanced',
    description: '守卫能否守护自己。', default: true,
  }),
  option({
    id: 'guard.allowSkip', name: '守卫可以空守', type: 'boolean', group: 'advanced',
    description: '守卫能否一晚不守护任何人。', default: true,
  }),
] as const;

/** 守卫: protects one player a night, never the same twice running (docs/rules.md §B.4, §B.5). */
export const guard = defineRole({
  id: 'guard', name: '守卫', camp: 'good', class: 'god', unique: true,
  description: '每晚可以守护一名玩家，让他不被狼人杀死；不能连续两晚守护同一个人。守护挡不住女巫的毒药。',
  options: OPTIONS,
  night: [{
    key: 'night.guard', slot: 'guard', nights: 'every',
    actors: (state) => holdersAnswer(state, 'guard'),
    legal(state) {
      const seat = actor(state, 'guard');
      if (seat === null) return NO_INPUT;
      const rules = rulesOf(state);
      const last = state.x.lastGuarded;
      const options = livingSeats(state).filter((s) => s !== last && (rules['guard.allowSelf'] || s !== seat));
      const min = rules['guard.allowSkip'] ? 0 : 1;
      return {
        input: { type: 'seats', min: Math.min(min, options.length), max: 1, options },
        refuse: (s) => {
          if (!state.seats[s - 1].alive) return dead(s);
          if (s === last) return `守卫不能连续两晚守护同一名玩家：${s} 号昨晚已被守护`;
          if (s === seat) return `规则${ruleName('guard.allowSelf')}已关闭：守卫不能守护自己`;
          return undefined;
        },
        passLabel: '空守',
      };
    },
    words(state) {
      const seat = actor(state, 'guard');
      const say = ['守卫请睁眼。', '今晚你要守护谁？', '守卫请闭眼。'];
      if (seat === null) return { title: '守卫守护', say, hint: `${absence(state, 'guard')}：${STILL}` };
      const rules = rulesOf(state);
      const last = state.x.lastGuarded;
      return {
        title: '守卫守护', say,
        hint: [
          `守卫：${seat} 号。`,
          last !== null ? `昨晚守护了 ${last} 号，今晚不能再守他。` : '',
          rules['guard.allowSkip'] ? '不守任何人（空守）时不选。' : '',
          rules['guard.allowSelf'] ? '' : '不能守护自己。',
        ].join(''),
      };
    },
    apply(draft, input) {
      const seat = actor(draft, 'guard');
      if (seat === null) return;
      const [target] = seatsOf(input);
      draft.x.guarded = target ?? null;
      const text = target === undefined ? `守卫 ${seat} 号空守` : `守卫 ${seat} 号守护 ${target} 号`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.guard', role: 'guard', actors: [seat], targets: target === undefined ? [] : [target], text });
    },
  }],
});

declare module '../kit' {
  interface RoleOptions { guard: typeof OPTIONS }
  interface RoleIds { guard: true }
  interface RoleStepKeys { 'night.guard': true }
}
