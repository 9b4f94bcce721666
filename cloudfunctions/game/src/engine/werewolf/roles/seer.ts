import {
  absence, actor, addLog, checkOther, checkSlot, defineRole, holdersAnswer, idleWhy, isWolf, landing, landsOn, NO_INPUT, NOBODY,
  option, recordAct, roleName, rulesOf, seatsOf, seerSeesWolf, STILL,
} from '../kit';

/** The seer's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'seer.result', name: '预言家查验结果', type: 'enum', group: 'common',
    description: '法官告诉预言家的内容：只说好人或狼人（手势），或直接给他看身份牌。',
    values: ['alignment', 'fullRole'], valueNames: ['好人/狼人', '看身份牌'], default: 'alignment',
  }),
] as const;

/** 预言家: checks one player a night; the result is shown in a step of its own (docs/rules.md §B.3, §B.4). */
export const seer = defineRole({
  id: 'seer', name: '预言家', camp: 'good', class: 'god', unique: true, checker: true,
  description: '每晚可以查验一名玩家，得知他是好人还是狼人（本局规则为看牌时，直接看到他的身份）。',
  options: OPTIONS,
  night: [
    {
      key: 'night.seer', slot: 'checkBeforeWolves', slotOf: checkSlot, nights: 'every',
      actors: (state) => holdersAnswer(state, 'seer'),
      legal: checkOther('seer', '预言家'),
      words(state) {
        const seat = actor(state, 'seer');
        const say = ['预言家请睁眼。', '今晚你要查验谁？'];
        if (seat === null) return { title: '预言家查验', say, hint: `${absence(state, 'seer')}：${STILL}` };
        return { title: '预言家查验', say, hint: `预言家：${seat} 号。点选他要查验的玩家。` };
      },
      apply(draft, input) {
        const [target] = seatsOf(input);
        const seat = actor(draft, 'seer');
        if (target === undefined || seat === null) return;
        draft.x.checked = target;
        const role = draft.seats[landsOn(draft, target) - 1].role;
        const fullRole = rulesOf(draft)['seer.result'] === 'fullRole';
        const learned = fullRole ? role : seerSeesWolf(draft, landsOn(draft, target)) ? 'wolf' : 'good';
        const text = `预言家 ${seat} 号查验 ${landing(draft, target)}：${fullRole ? roleName(role) : learned === 'wolf' ? '狼人' : '好人'}`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.seer', role: 'seer', actors: [seat], targets: [target], result: learned, text });
      },
    },
    {
      key: 'night.seerResult', slot: 'checkBeforeWolves', slotOf: checkSlot, nights: 'every',
      actors: (state) => (state.x.checked === null ? NOBODY : holdersAnswer(state, 'seer', 'time')),
      legal: () => NO_INPUT,
      words(state) {
        const checked = state.x.checked;
        const fullRole = rulesOf(state)['seer.result'] === 'fullRole';
        // The gesture line reads the same with nobody checked (a dead or absent seer): nothing tells.
        const gesture = fullRole ? '（给预言家看身份）' : '（向预言家做手势）';
        if (checked === null) {
          return {
            title: '查验结果', say: [gesture, '预言家请闭眼。'],
            hint: `今晚没有查验（${idleWhy(state, 'seer')}）：${STILL}`,
          };
        }
        // A magician's swap moves the check: the result is that of the seat actually checked.
        const seen = landsOn(state, checked);
        const role = state.seats[seen - 1].role;
        const swapped = seen === checked ? '' : `（魔术师交换：实际查验的是 ${seen} 号）`;
        if (fullRole) {
          return {
            title: '查验结果', say: [gesture, '预言家请闭眼。'],
            hint: `把 ${seen} 号的身份牌给预言家看：${roleName(role)}。${swapped}`,
            // `result` stays 好人/狼人 as every client reads it: the camp printed on the card he is shown.
            info: { seat: checked, result: isWolf(role) ? 'wolf' : 'good', role, roleName: roleName(role) },
          };
        }
        const wolf = seerSeesWolf(state, seen);
        return {
          title: '查验结果', say: [gesture, '预言家请闭眼。'],
          hint: `${wolf ? `${checked} 号是狼人：拇指向下 👎` : `${checked} 号是好人：拇指向上 👍`}${swapped}`,
          info: { seat: checked, result: wolf ? 'wolf' : 'good' },
        };
      },
    },
  ],
});

declare module '../kit' {
  interface RoleOptions { seer: typeof OPTIONS }
  interface RoleIds { seer: true }
  interface RoleStepKeys { 'night.seer': true; 'night.seerResult': true }
}
