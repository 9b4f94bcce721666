import {
  absence, actor, defineRole, holdersAnswer, loneKillStep, NO_INPUT, option, recordAct, roleName, rulesOf, STILL,
  type WerewolfState, wolfAt,
} from '../kit';
import type { SeatNo } from '../../../../../../typings/api';

const OPTIONS = [
  option({
    id: 'hiddenWolf.knowsRoles', name: '隐狼知道狼队友身份', type: 'boolean', group: 'advanced',
    description: '第一夜法官给隐狼指认狼队友时，是否也告诉他每人的身份牌（关闭时只告诉座位）。', default: false,
  }),
] as const;

/**
 * 隐狼 (docs/rules.md §D.2.7): a lone wolf who is shown the team on the first night (they do not know
 * him), is seen as good by the seer, and kills alone once he holds the knife.
 */
export const hiddenWolf = defineRole({
  id: 'hiddenWolf', name: '隐狼', camp: 'wolf', class: 'wolf', unique: true, lone: true, seerSeesGood: true,
  description: '你是狼人阵营。第一夜你会得知狼队友是谁，但他们不知道你，你也不和他们一起行动。预言家查验你是好人（金水）。其他狼人全部出局后，从下一晚起由你带刀，每晚独自袭击一名玩家。不能自爆。',
  guide: '独狼：第一夜法官指给他看狼队友，狼队不知道他。预言家验他是好人（金水），守墓人和通灵师看到他的真实身份。其他狼人全部出局后由他带刀。',
  options: OPTIONS,
  night: [
    {
      key: 'night.hiddenWolf', slot: 'hiddenWolf', nights: 'first', blockable: true,
      actors: (state) => holdersAnswer(state, 'hiddenWolf', 'time'),
      legal: () => NO_INPUT,
      words(state) {
        const seat = actor(state, 'hiddenWolf');
        const say = ['隐狼请睁眼，这些是你的狼队友。', '隐狼请闭眼。'];
        if (seat === null) return { title: '隐狼认队友', say, hint: `${absence(state, 'hiddenWolf')}：${STILL}` };
        const mates = matesOf(state, seat);
        const knowsRoles = rulesOf(state)['hiddenWolf.knowsRoles'];
        const shown = mates.map((s) => (knowsRoles ? `${s.seat} 号（${roleName(s.role)}）` : `${s.seat} 号`)).join('、');
        return {
          title: '隐狼认队友', say,
          hint: `隐狼：${seat} 号。依次指给他看狼队友：${shown || '没有'}${knowsRoles ? '，并告诉他各人的身份' : ''}。`,
          info: { wolves: mates.map((s) => s.seat), ...(knowsRoles && { roles: mates.map((s) => s.role) }) },
        };
      },
      apply(draft) {
        const seat = actor(draft, 'hiddenWolf');
        if (seat === null) return;
        const mates = matesOf(draft, seat).map((s) => s.seat);
        const text = `隐狼 ${seat} 号认识了狼队友：${mates.length > 0 ? `${mates.join('、')} 号` : '没有'}`;
        recordAct(draft, { key: 'night.hiddenWolf', role: 'hiddenWolf', actors: [seat], targets: mates, text });
      },
    },
    loneKillStep('hiddenWolf', '隐狼', 'night.hiddenWolfKill', 'hiddenWolf'),
  ],
});

/** The other wolf-camp players he is shown. */
function matesOf(state: WerewolfState, seat: SeatNo): WerewolfState['seats'] {
  return state.seats.filter((s) => s.seat !== seat && wolfAt(state, s.seat));
}

declare module '../kit' {
  interface RoleOptions { hiddenWolf: typeof OPTIONS }
  interface RoleIds { hiddenWolf: true }
  interface RoleStepKeys { 'night.hiddenWolf': true; 'night.hiddenWolfKill': true }
}
