import type { SeatNo } from '../../../../../../typings/api';
import { option } from '../../core/options';
import { recordAct, recordNote } from '../../core/events';
import { addLog, livingSeats } from '../../core/seats';
import { holdersAnswer } from '../../core/actors';
import { blockOf } from '../blocks';
import { dead, STILL } from '../night-words';
import type { Dying } from '../dawn-stages';
import type { WerewolfState } from '../state';
import { absence, actor, ruleName, rulesOf } from '../table';
import { defineRole, type Legality } from './role';

/** The witch's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'witch.selfSave', name: '女巫自救', type: 'enum', group: 'common',
    description: '女巫自己被狼人杀死时能否用解药救自己：从不、仅第一晚、任何一晚。',
    values: ['never', 'firstNight', 'always'], valueNames: ['不能自救', '仅首夜可自救', '可以自救'], default: 'never',
  }),
  option({
    id: 'witch.selfPoison', name: '女巫自毒', type: 'boolean', group: 'advanced',
    description: '女巫能否对自己使用毒药。', default: true,
  }),
  option({
    id: 'witch.bothSameNight', name: '一晚可用两瓶药', type: 'boolean', group: 'common',
    description: '女巫在同一晚既用解药又用毒药。关闭时一晚只能用一瓶。', default: true,
  }),
  option({
    id: 'witch.seeVictimAfterAntidote', name: '解药用完仍知刀口', type: 'boolean', group: 'advanced',
    description: '解药用过之后，法官是否还告诉女巫当晚谁被狼人杀了。', default: false,
  }),
] as const;

/** 女巫: one antidote and one poison for the whole game (docs/rules.md §B.4, §B.5). */
export const witch = defineRole({
  id: 'witch', name: '女巫', camp: 'good', class: 'god', unique: true,
  description: '你有一瓶解药和一瓶毒药，整局各只能用一次。夜里法官告诉你谁被狼人杀了，你可以用解药救他；也可以用毒药毒死一名玩家。',
  options: OPTIONS,
  dawn: [{ stage: 'poison', resolve: poison }],
  night: [
    {
      key: 'night.witchSave', slot: 'witch', nights: 'every',
      actors: (state) => holdersAnswer(state, 'witch'),
      legal(state) {
        const seat = actor(state, 'witch');
        if (seat === null) return { input: { type: 'none' }, noInput: absence(state, 'witch') };
        const { may, why } = antidote(state, seat);
        // A refused antidote is still a choice: the judge's taps sound the same every night.
        if (!may) {
          return { input: { type: 'choice', options: [{ id: 'skip', label: '不救' }] }, refuseChoice: (id) => (id === 'save' ? why : undefined) };
        }
        return {
          input: { type: 'choice', options: [{ id: 'save', label: `用解药救 ${state.x.target} 号` }, { id: 'skip', label: '不救' }] },
        };
      },
      words(state) {
        const seat = actor(state, 'witch');
        // The words are the same every night; only the gesture in brackets differs.
        const gesture = (victim: SeatNo | null) => `今晚被杀的是……（${victim === null ? '摇手' : `指向 ${victim} 号`}）`;
        if (seat === null) {
          return { title: '女巫救人', say: ['女巫请睁眼。', gesture(null), '你要用解药吗？'], hint: `${absence(state, 'witch')}：${STILL}` };
        }
        const victim = state.x.target;
        const told = victimTold(state, seat);
        const show = !told
          ? '解药已用过：不告诉她今晚谁死了（摇手示意）。'
          : victim === null ? '今晚没有人被杀：摇手示意。' : `向她示意 ${victim} 号被杀${victim === seat ? '（就是她自己）' : ''}。`;
        const { may, why } = antidote(state, seat);
        return {
          title: '女巫救人', say: ['女巫请睁眼。', gesture(told ? victim : null), '你要用解药吗？'],
          hint: may ? `女巫：${seat} 号。${show}她拇指向上表示用解药。` : `女巫：${seat} 号。${show}${why}，选“不救”。`,
          ...(told && { info: { victim } }),
        };
      },
      apply(draft, input) {
        const seat = actor(draft, 'witch');
        if (input.kind !== 'choice' || seat === null) return;
        const save = input.choice === 'save';
        if (save) {
          draft.x.saved = true;
          draft.x.antidoteUsed = true;
        }
        const text = save ? `女巫 ${seat} 号用解药救了 ${draft.x.target} 号` : `女巫 ${seat} 号没有用解药`;
        addLog(draft, text);
        const victim = toldVictim(draft, seat);
        recordAct(draft, { key: 'night.witchSave', role: 'witch', actors: [seat], targets: victim === null ? [] : [victim], result: save ? 'save' : 'skip', text });
      },
    },
    {
      key: 'night.witchPoison', slot: 'witch', nights: 'every',
      actors: (state) => holdersAnswer(state, 'witch'),
      legal: poisonLegality,
      words(state) {
        const seat = actor(state, 'witch');
        const say = ['你要用毒药吗？要毒谁？', '女巫请闭眼。'];
        if (seat === null) return { title: '女巫用毒', say, hint: `${absence(state, 'witch')}：${STILL}` };
        const barred = poisonBarred(state);
        return {
          title: '女巫用毒', say,
          hint: barred ? `女巫：${seat} 号。${barred.hint}，不选人，直接下一步。` : `女巫：${seat} 号。她拇指向下并指人表示用毒药；不用时不选。`,
        };
      },
      apply(draft, input) {
        const seat = actor(draft, 'witch');
        if (seat === null || input.kind !== 'seats') return;
        const [target] = input.seats;
        if (target !== undefined) {
          draft.x.poisoned = target;
          draft.x.poisonUsed = true;
        }
        const text = target === undefined ? `女巫 ${seat} 号没有用毒药` : `女巫 ${seat} 号对 ${target} 号用了毒药`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.witchPoison', role: 'witch', actors: [seat], targets: target === undefined ? [] : [target], result: target === undefined ? 'skip' : 'poison', text });
      },
    },
  ],
});

/**
 * Whether the witch is told tonight's victim: always while she has the antidote, after it by the
 * rule; a blocked witch is shown nothing.
 */
function victimTold(state: WerewolfState, seat: SeatNo): boolean {
  return (!state.x.antidoteUsed || rulesOf(state)['witch.seeVictimAfterAntidote']) && !blockOf(state, seat);
}

/** The victim the witch learned of tonight (null: nobody killed, or she is not told). */
function toldVictim(state: WerewolfState, seat: SeatNo): SeatNo | null {
  return state.x.saved || victimTold(state, seat) ? state.x.target : null;
}

/** Whether the witch may use the antidote on tonight's victim, and if not, why. */
function antidote(state: WerewolfState, seat: SeatNo): { may: boolean; why: string } {
  const rule = rulesOf(state)['witch.selfSave'];
  const victim = state.x.target;
  if (state.x.antidoteUsed) return { may: false, why: '解药已经用过了' };
  if (victim === null) return { may: false, why: '今晚没有人被狼人杀' };
  if (victim === seat && !(rule === 'always' || (rule === 'firstNight' && state.round === 1))) {
    const when = rule === 'firstNight' ? '只有第一晚可以自救' : '女巫不能自救';
    return { may: false, why: `规则${ruleName('witch.selfSave')}：${when}` };
  }
  return { may: true, why: '' };
}

/** Why a living witch may not poison tonight (the judge's hint, the refusal), or null. */
function poisonBarred(state: WerewolfState): { hint: string; refusal: string } | null {
  if (state.x.poisonUsed) return { hint: '毒药已经用过了', refusal: '毒药已经用过了' };
  if (state.x.saved && !rulesOf(state)['witch.bothSameNight']) {
    const rule = `规则${ruleName('witch.bothSameNight')}已关闭`;
    return { hint: `${rule}：今晚用了解药，不能再用毒药`, refusal: `${rule}：同一晚用了解药就不能再用毒药` };
  }
  return null;
}

function poisonLegality(state: WerewolfState): Legality {
  const seat = actor(state, 'witch');
  if (seat === null) return { input: { type: 'none' }, noInput: absence(state, 'witch') };
  const barred = poisonBarred(state);
  // A barred witch still gets seats 0..1 with no seat to pick: the step sounds the same.
  if (barred) return { input: { type: 'seats', min: 0, max: 1, options: [] }, refuse: () => barred.refusal, passLabel: '不用毒' };
  const options = livingSeats(state).filter((s) => rulesOf(state)['witch.selfPoison'] || s !== seat);
  return {
    input: { type: 'seats', min: 0, max: 1, options },
    refuse: (s) => (s === seat ? `规则${ruleName('witch.selfPoison')}已关闭：女巫不能毒自己` : dead(s)),
    passLabel: '不用毒',
  };
}

declare module './keys' {
  interface RoleOptions { witch: typeof OPTIONS }
  interface RoleIds { witch: true }
  interface RoleStepKeys { 'night.witchSave': true; 'night.witchPoison': true }
}

/** The poisoned dies whatever the guard did; bitten and poisoned, the poison is named first (docs/rules.md §B.5). */
function poison(draft: WerewolfState, dying: Dying): void {
  const { poisoned, guarded } = draft.x;
  if (poisoned === null) return;
  if (guarded === poisoned) {
    const text = `${poisoned} 号虽被守卫守护，仍被毒死（守护挡不住毒药）`;
    addLog(draft, text);
    recordNote(draft, text);
  }
  if (dying[0]?.seat === poisoned) dying.unshift({ seat: poisoned, cause: 'poison' });
  else dying.push({ seat: poisoned, cause: 'poison' });
}
