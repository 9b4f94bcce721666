import type { SeatNo } from '../../../../../../typings/api';
import {
  actor, addLog, allRoles, defineRole, type Dying, holder, landsOn, nightStepOf, option, rulesOf, slotRank,
  type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'evilKnight.reflectOn', name: '恶灵骑士反伤', type: 'set', group: 'advanced',
    description: '恶灵骑士被这些技能作用时反伤（整局一次）：使用者当晚死亡。',
    values: ['check', 'poison'], valueNames: ['被查验', '被毒'], default: ['check', 'poison'],
  }),
] as const;

/**
 * 恶灵骑士 (docs/rules.md §D.2.9): a meeting wolf no knife may aim at, immune to every night death;
 * the first check or poison on him (once per game) kills its user at dawn, and nobody is told.
 */
export const evilKnight = defineRole({
  id: 'evilKnight', name: '恶灵骑士', camp: 'wolf', class: 'wolf', unique: true, notWolfTarget: true, nightImmune: true,
  description: '你和狼人一起睁眼杀人，但狼人不能袭击你。夜里你不会死亡（毒药对你无效，照样用掉）。整局第一次被查验或被毒时反伤：查验你或毒你的人当晚死亡。你只会在白天出局（放逐、枪杀、决斗等）。不能自爆。',
  guide: '和狼人一起杀人，狼人不能选他；夜里不会死（毒药对他无效，照样用掉）。整局第一次被查验或被毒时反伤：查验他或毒他的人当晚死亡，法官不公布原因。夜里他的情侣死了，他也不殉情；白天才会随情侣出局。',
  options: OPTIONS,
  dawn: [{ stage: 'reflection', resolve: reflect }],
});

/** His facts: the reflection has fired. */
interface EvilKnightFacts { reflected: boolean }

/** The first good action on him tonight, in night order: the check or the poison, with its user. */
function firstAction(state: WerewolfState, knight: SeatNo): { user: SeatNo; what: 'check' | 'poison' } | null {
  const on = rulesOf(state)['evilKnight.reflectOn'];
  const checker = allRoles().find((r) => r.checker && actor(state, r.id) !== null);
  const checkerSeat = checker ? actor(state, checker.id) : null;
  const witch = actor(state, 'witch');
  // The check that lands on him (a magician's swap moves it); the poison is already moved at dawn.
  const checked = state.x.checked === null ? null : landsOn(state, state.x.checked);
  const check = on.includes('check') && checked === knight && checkerSeat !== null ? { user: checkerSeat, what: 'check' as const } : null;
  const poison = on.includes('poison') && state.x.poisoned === knight && witch !== null ? { user: witch, what: 'poison' as const } : null;
  if (!check || !poison) return check ?? poison;
  return slotOf(state, 'night.witchPoison') < slotOf(state, checker?.night?.[0]?.key ?? '') ? poison : check;
}

/** Where a step opens tonight (the checkers move with `night.seerStep`). */
function slotOf(state: WerewolfState, key: string): number {
  const step = nightStepOf(key);
  if (!step) return -1;
  return slotRank(step.slotOf?.(state) ?? step.slot);
}

/** Spares him every night death so far; his first check or poison kills its user (the antidote came before). */
function reflect(draft: WerewolfState, dying: Dying): void {
  const knight = holder(draft, 'evilKnight');
  if (knight === null || !draft.seats[knight - 1].alive) return;
  for (let i = dying.length - 1; i >= 0; i--) {
    if (dying[i].seat !== knight) continue;
    addLog(draft, `${knight} 号恶灵骑士${dying[i].cause === 'poison' ? '中毒无效（毒药已用掉）' : '夜间不会死亡'}`);
    dying.splice(i, 1);
  }
  if (draft.x.roles?.evilKnight?.reflected) return;
  const action = firstAction(draft, knight);
  if (!action) return;
  draft.x.roles = { ...draft.x.roles, evilKnight: { reflected: true } };
  addLog(draft, `恶灵骑士 ${knight} 号反伤：${action.what === 'check' ? '查验' : '毒'}他的 ${action.user} 号死亡`);
  dying.push({ seat: action.user, cause: 'reflect' });
}

declare module '../kit' {
  interface RoleOptions { evilKnight: typeof OPTIONS }
  interface RoleIds { evilKnight: true }
  interface RoleFacts { evilKnight: EvilKnightFacts }
}
