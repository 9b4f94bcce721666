import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, holdersAnswer, landing, landsOn, livingSeats, loneKillStep, NO_INPUT,
  NOBODY, option, recordAct, roleName, rulesOf, seatsOf, STILL, type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'gargoyle.noRepeat', name: '石像鬼不能重复查验', type: 'boolean', group: 'advanced',
    description: '石像鬼不能查验他查验过的玩家。', default: true,
  }),
] as const;

/** The gargoyle's facts: whom it checked, tonight and before. */
interface GargoyleFacts { tonight: SeatNo | null; checked: SeatNo[] }

function facts(state: WerewolfState): GargoyleFacts {
  return state.x.roles?.gargoyle ?? { tonight: null, checked: [] };
}

/**
 * 石像鬼 (docs/rules.md §D.2.4): a lone wolf that checks one player's exact role each night, and kills
 * alone once it holds the knife. The seer and the gravedigger see it as a wolf.
 */
export const gargoyle = defineRole({
  id: 'gargoyle', name: '石像鬼', camp: 'wolf', class: 'wolf', unique: true, lone: true,
  description: '你是狼人阵营，但不和狼队见面，狼队也不知道你是谁。每晚可以查验一名玩家，看到他的身份牌。其他狼人全部出局后，从下一晚起由你带刀，每晚独自袭击一名玩家。不能自爆。',
  guide: '独狼：不和狼队见面。每晚查验一人，法官给他看身份牌。其他狼人全部出局后由他带刀，每晚独自袭击一人（法官用带刀手势示意，台词不变）。预言家验他是狼人。',
  options: OPTIONS,
  nightfall(draft) {
    const f = draft.x.roles?.gargoyle;
    if (f) draft.x.roles = { ...draft.x.roles, gargoyle: { ...f, tonight: null } };
  },
  night: [
    {
      key: 'night.gargoyle', slot: 'gargoyle', nights: 'every',
      actors: (state) => holdersAnswer(state, 'gargoyle'),
      legal(state) {
        const seat = actor(state, 'gargoyle');
        if (seat === null) return NO_INPUT;
        const before = rulesOf(state)['gargoyle.noRepeat'] ? facts(state).checked : [];
        return {
          input: { type: 'seats', min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat && !before.includes(s)) },
          refuse: (s) => (s === seat ? '石像鬼不能查验自己'
            : before.includes(s) ? `石像鬼已经查验过 ${s} 号，不能再查验他` : dead(s)),
          passLabel: '不查验',
        };
      },
      words(state) {
        const seat = actor(state, 'gargoyle');
        const say = ['石像鬼请睁眼，请选择你要查验的玩家。'];
        if (seat === null) return { title: '石像鬼查验', say, hint: `${absence(state, 'gargoyle')}：${STILL}` };
        const before = facts(state).checked;
        const noRepeat = rulesOf(state)['gargoyle.noRepeat'] && before.length > 0 ? `查验过的 ${before.join('、')} 号不能再查。` : '';
        return { title: '石像鬼查验', say, hint: `石像鬼：${seat} 号。点选他要查验的玩家；${noRepeat}他不查验时不选。` };
      },
      apply(draft, input) {
        const [pick] = seatsOf(input);
        // A magician's swap moves the check: it sees (and has checked) the seat it landed on.
        const target = pick === undefined ? undefined : landsOn(draft, pick);
        const f = facts(draft);
        draft.x.roles = { ...draft.x.roles, gargoyle: { tonight: target ?? null, checked: target === undefined ? f.checked : [...f.checked, target] } };
        const seat = actor(draft, 'gargoyle');
        if (seat === null) return;
        const text = pick === undefined ? `石像鬼 ${seat} 号没有查验` : `石像鬼 ${seat} 号查验 ${landing(draft, pick)}：${roleName(draft.seats[landsOn(draft, pick) - 1].role)}`;
        if (target !== undefined) addLog(draft, text);
        recordAct(draft, { key: 'night.gargoyle', role: 'gargoyle', actors: [seat], targets: target === undefined ? [] : [target], ...(target !== undefined && { result: draft.seats[target - 1].role }), text });
      },
    },
    {
      key: 'night.gargoyleResult', slot: 'gargoyle', nights: 'every',
      actors: (state) => (facts(state).tonight === null ? NOBODY : holdersAnswer(state, 'gargoyle', 'time')),
      legal: () => NO_INPUT,
      words(state) {
        const checked = facts(state).tonight;
        const say = ['他的身份是……', '石像鬼请闭眼。'];
        if (checked === null) return { title: '石像鬼查验结果', say, hint: `今晚石像鬼没有查验：${STILL}` };
        const role = state.seats[checked - 1].role;
        return {
          title: '石像鬼查验结果', say,
          hint: `把 ${checked} 号的身份牌给石像鬼看：${roleName(role)}。`,
          info: { seat: checked, role, roleName: roleName(role) },
        };
      },
    },
    loneKillStep('gargoyle', '石像鬼', 'night.gargoyleKill', 'gargoyle'),
  ],
});

declare module '../kit' {
  interface RoleOptions { gargoyle: typeof OPTIONS }
  interface RoleIds { gargoyle: true }
  interface RoleStepKeys { 'night.gargoyle': true; 'night.gargoyleResult': true; 'night.gargoyleKill': true }
  interface RoleFacts { gargoyle: GargoyleFacts }
}
