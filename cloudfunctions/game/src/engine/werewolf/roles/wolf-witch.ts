import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, type Dying, holdersAnswer, landing, landsOn, livingSeats, livingWolves,
  NO_INPUT, NOBODY, recordAct, roleName, seatsOf, STILL, type WerewolfState,
} from '../kit';

/** Her facts: whom she checked tonight (before a magician's swap). */
interface WolfWitchFacts { tonight: SeatNo | null }

function tonight(state: WerewolfState): SeatNo | null {
  return state.x.roles?.wolfWitch?.tonight ?? null;
}

/**
 * 狼巫 (docs/rules.md §D.4.2): a meeting wolf who, after the pack's kill, checks one player outside the
 * team and is shown the exact card; from the second night a 纯白之女 she checks dies at dawn (`check`).
 */
export const wolfWitch = defineRole({
  id: 'wolfWitch', name: '狼巫', camp: 'wolf', class: 'wolf', unique: true, explodes: true,
  description: '狼人阵营，夜里和狼队一起杀人，之后单独睁眼查验一名狼队友以外的玩家，看到他的身份牌。从第二晚起，你查验到纯白之女时她天亮死亡。可以自爆。',
  guide: '和狼人一起杀人，之后单独睁眼查验一名狼队友以外的玩家，法官给她看确切身份；从第二晚起，她查验到纯白之女时纯白之女天亮死亡。预言家验她是狼人，可以自爆。',
  nightfall(draft) {
    if (draft.x.roles?.wolfWitch) draft.x.roles = { ...draft.x.roles, wolfWitch: { tonight: null } };
  },
  night: [
    {
      key: 'night.wolfWitch', slot: 'wolfWitch', nights: 'every',
      actors: (state) => holdersAnswer(state, 'wolfWitch'),
      legal(state) {
        const seat = actor(state, 'wolfWitch');
        if (seat === null) return NO_INPUT;
        const team = livingWolves(state);
        return {
          input: { type: 'seats', min: 0, max: 1, options: livingSeats(state).filter((s) => !team.includes(s)) },
          refuse: (s) => (s === seat ? '狼巫不能查验自己' : team.includes(s) ? '狼巫不能查验狼队友' : dead(s)),
          passLabel: '不查验',
        };
      },
      words(state) {
        const seat = actor(state, 'wolfWitch');
        const say = ['狼巫请睁眼，请选择你要查验的玩家。'];
        if (seat === null) return { title: '狼巫查验', say, hint: `${absence(state, 'wolfWitch')}：${STILL}` };
        const kills = state.round >= 2 ? '查验到纯白之女时她天亮死亡（守卫和解药挡不住）。' : '第一晚只查验，不会验杀。';
        return { title: '狼巫查验', say, hint: `狼巫：${seat} 号。点选她要查验的玩家（不能是狼队友），不查验时不选。${kills}` };
      },
      apply(draft, input) {
        const [target] = seatsOf(input);
        draft.x.roles = { ...draft.x.roles, wolfWitch: { tonight: target ?? null } };
        const seat = actor(draft, 'wolfWitch');
        if (seat === null) return;
        if (target === undefined) {
          const text = `狼巫 ${seat} 号没有查验`;
          addLog(draft, text);
          recordAct(draft, { key: 'night.wolfWitch', role: 'wolfWitch', actors: [seat], targets: [], text });
          return;
        }
        const role = draft.seats[landsOn(draft, target) - 1].role;
        const text = `狼巫 ${seat} 号查验 ${landing(draft, target)}：${roleName(role)}`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.wolfWitch', role: 'wolfWitch', actors: [seat], targets: [target], result: role, text });
      },
    },
    {
      key: 'night.wolfWitchResult', slot: 'wolfWitch', nights: 'every',
      actors: (state) => (tonight(state) === null ? NOBODY : holdersAnswer(state, 'wolfWitch', 'time')),
      legal: () => NO_INPUT,
      words(state) {
        const checked = tonight(state);
        const say = ['他的身份是……', '狼巫请闭眼。'];
        if (checked === null) return { title: '狼巫查验结果', say, hint: `今晚狼巫没有查验：${STILL}` };
        const seen = landsOn(state, checked);
        const role = state.seats[seen - 1].role;
        const swapped = seen === checked ? '' : `（魔术师交换：实际查验的是 ${seen} 号）`;
        const kill = state.round >= 2 && role === 'pureWhite' ? '她是纯白之女，天亮时死亡（验杀）。' : '';
        return {
          title: '狼巫查验结果', say,
          hint: `把 ${seen} 号的身份牌给狼巫看：${roleName(role)}。${swapped}${kill}`,
          info: { seat: checked, role, roleName: roleName(role) },
        };
      },
    },
  ],
  dawn: [{ stage: 'hunt', resolve: checkKill }],
});

/** Hunt stage, from night 2: the 纯白之女 her check landed on dies (`check`). */
function checkKill(draft: WerewolfState, dying: Dying): void {
  const checked = tonight(draft);
  if (draft.round < 2 || actor(draft, 'wolfWitch') === null || checked === null) return;
  const target = landsOn(draft, checked);
  if (draft.seats[target - 1].role !== 'pureWhite') return;
  addLog(draft, `狼巫验到纯白之女 ${target} 号：她死亡`);
  dying.push({ seat: target, cause: 'check' });
}

declare module '../kit' {
  interface RoleIds { wolfWitch: true }
  interface RoleStepKeys { 'night.wolfWitch': true; 'night.wolfWitchResult': true }
  interface RoleFacts { wolfWitch: WolfWitchFacts }
}
