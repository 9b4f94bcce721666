import {
  absence, actor, addLog, checkOther, checkSlot, defineRole, type Dying, holdersAnswer, idleWhy, landing, landsOn,
  cardShown, NO_INPUT, NOBODY, recordAct, roleName, seatsOf, STILL, type WerewolfState, wolfAt,
} from '../kit';

/**
 * 纯白之女 (docs/rules.md §D.4.1): in the seer's slot, checks one player a night and is shown the exact
 * card; from the second night a wolf-camp player she checks dies at dawn (`check`), whatever guard or
 * antidote did.
 */
export const pureWhite = defineRole({
  id: 'pureWhite', name: '纯白之女', camp: 'good', class: 'god', unique: true, checker: true,
  description: '每晚查验一名玩家，看到他的身份牌（确切身份）。从第二晚起，你查验到的狼人阵营玩家天亮时死亡，守卫和解药都挡不住。',
  guide: '占预言家的位置（一局只有预言家、通灵师、纯白之女中的一个）。每晚查验一人，法官给她看确切身份；从第二晚起，她查验到的狼人阵营玩家（独狼也算）天亮死亡，守卫和解药挡不住（被验杀）。',
  night: [
    {
      key: 'night.pureWhite', slot: 'checkBeforeWolves', slotOf: checkSlot, nights: 'every',
      actors: (state) => holdersAnswer(state, 'pureWhite'),
      legal: checkOther('pureWhite', '纯白之女'),
      words(state) {
        const seat = actor(state, 'pureWhite');
        const say = ['纯白之女请睁眼，请选择你要查验的玩家。'];
        if (seat === null) return { title: '纯白之女查验', say, hint: `${absence(state, 'pureWhite')}：${STILL}` };
        const kills = state.round >= 2
          ? '查验到狼人阵营的玩家天亮时死亡（守卫和解药挡不住）。'
          : '第一晚只查验，不会验杀。';
        return { title: '纯白之女查验', say, hint: `纯白之女：${seat} 号。点选她要查验的玩家。${kills}` };
      },
      apply(draft, input) {
        const [target] = seatsOf(input);
        const seat = actor(draft, 'pureWhite');
        if (target === undefined || seat === null) return;
        draft.x.checked = target;
        const role = cardShown(draft, landsOn(draft, target));
        const text = `纯白之女 ${seat} 号查验 ${landing(draft, target)}：${roleName(role)}`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.pureWhite', role: 'pureWhite', actors: [seat], targets: [target], result: role, text });
      },
    },
    {
      key: 'night.pureWhiteResult', slot: 'checkBeforeWolves', slotOf: checkSlot, nights: 'every',
      actors: (state) => (state.x.checked === null ? NOBODY : holdersAnswer(state, 'pureWhite', 'time')),
      legal: () => NO_INPUT,
      words(state) {
        const checked = state.x.checked;
        const say = ['他的身份是……', '纯白之女请闭眼。'];
        if (checked === null) return { title: '纯白之女查验结果', say, hint: `今晚没有查验（${idleWhy(state, 'pureWhite')}）：${STILL}` };
        const seen = landsOn(state, checked);
        const role = cardShown(state, seen);
        const swapped = seen === checked ? '' : `（魔术师交换：实际查验的是 ${seen} 号）`;
        const kill = state.round >= 2 && wolfAt(state, seen) ? '他是狼人阵营，天亮时死亡（验杀）。' : '';
        return {
          title: '纯白之女查验结果', say,
          hint: `把 ${seen} 号的身份牌给纯白之女看：${roleName(role)}。${swapped}${kill}`,
          info: { seat: checked, role, roleName: roleName(role) },
        };
      },
    },
  ],
  dawn: [{ stage: 'hunt', resolve: checkKill }],
});

/** Hunt stage, from night 2: the wolf-camp player her check landed on dies (`check`). */
function checkKill(draft: WerewolfState, dying: Dying): void {
  const seat = actor(draft, 'pureWhite');
  const checked = draft.x.checked;
  if (draft.round < 2 || seat === null || checked === null) return;
  const target = landsOn(draft, checked);
  if (!wolfAt(draft, target)) return;
  addLog(draft, `纯白之女验到狼人阵营的 ${target} 号：他死亡`);
  dying.push({ seat: target, cause: 'check' });
}

declare module '../kit' {
  interface RoleIds { pureWhite: true }
  interface RoleStepKeys { 'night.pureWhite': true; 'night.pureWhiteResult': true }
}
