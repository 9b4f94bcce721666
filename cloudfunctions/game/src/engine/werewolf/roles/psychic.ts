import {
  absence, actor, addLog, checkOther, checkSlot, defineRole, holdersAnswer, idleWhy, landing, landsOn, NO_INPUT, NOBODY,
  cardShown, recordAct, roleName, seatsOf, STILL,
} from '../kit';

/**
 * 通灵师 (docs/rules.md §D.3.3): in the seer's slot, checks one player a night and is shown the exact
 * card (the hidden wolf as 隐狼). His check is the night's check, as the seer's would be.
 */
export const psychic = defineRole({
  id: 'psychic', name: '通灵师', camp: 'good', class: 'god', unique: true, checker: true,
  description: '每晚查验一名玩家，看到他的身份牌（确切身份，不只是好人或狼人）。',
  guide: '占预言家的位置（一局只有预言家、通灵师、纯白之女中的一个）。每晚查验一人，法官给他看确切身份。',
  night: [
    {
      key: 'night.psychic', slot: 'checkBeforeWolves', slotOf: checkSlot, nights: 'every',
      actors: (state) => holdersAnswer(state, 'psychic'),
      legal: checkOther('psychic', '通灵师'),
      words(state) {
        const seat = actor(state, 'psychic');
        const say = ['通灵师请睁眼，请选择你要查验的玩家。'];
        if (seat === null) return { title: '通灵师查验', say, hint: `${absence(state, 'psychic')}：${STILL}` };
        return { title: '通灵师查验', say, hint: `通灵师：${seat} 号。点选他要查验的玩家。` };
      },
      apply(draft, input) {
        const [target] = seatsOf(input);
        const seat = actor(draft, 'psychic');
        if (target === undefined || seat === null) return;
        draft.x.checked = target;
        const role = cardShown(draft, landsOn(draft, target));
        const text = `通灵师 ${seat} 号查验 ${landing(draft, target)}：${roleName(role)}`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.psychic', role: 'psychic', actors: [seat], targets: [target], result: role, text });
      },
    },
    {
      key: 'night.psychicResult', slot: 'checkBeforeWolves', slotOf: checkSlot, nights: 'every',
      actors: (state) => (state.x.checked === null ? NOBODY : holdersAnswer(state, 'psychic', 'time')),
      legal: () => NO_INPUT,
      words(state) {
        const checked = state.x.checked;
        const say = ['他的身份是……', '通灵师请闭眼。'];
        if (checked === null) return { title: '通灵师查验结果', say, hint: `今晚没有查验（${idleWhy(state, 'psychic')}）：${STILL}` };
        // A magician's swap moves the check: he sees the card of the seat actually checked.
        const seen = landsOn(state, checked);
        const role = cardShown(state, seen);
        const swapped = seen === checked ? '' : `（魔术师交换：实际查验的是 ${seen} 号）`;
        return {
          title: '通灵师查验结果', say,
          hint: `把 ${seen} 号的身份牌给通灵师看：${roleName(role)}。${swapped}`,
          info: { seat: checked, role, roleName: roleName(role) },
        };
      },
    },
  ],
});

declare module '../kit' {
  interface RoleIds { psychic: true }
  interface RoleStepKeys { 'night.psychic': true; 'night.psychicResult': true }
}
