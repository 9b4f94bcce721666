import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, blockOf, dead, defineRole, type Dying, holdersAnswer, type Legality, livingSeats, option,
  recordAct, recordNote, rolesInPlay, ruleName, rulesOf, STILL, type WerewolfState,
} from '../kit';

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
  description: '你有一瓶解药和一瓶毒药，整局各只能用一次。夜里你会得知谁被狼人杀了，你可以用解药救他；也可以用毒药毒死一名玩家。',
  guide: '一瓶解药、一瓶毒药，各用一次。能否自救（规则「女巫自救」）、一晚能否两瓶都用（规则「一晚可用两瓶药」），看板子。',
  options: OPTIONS,
  dawn: [{ stage: 'poison', resolve: poison }],
  night: [
    {
      key: 'night.witchSave', slot: 'witch', nights: 'every', spent: potionsSpent,
      actors: (state) => holdersAnswer(state, 'witch'),
      legal(state) {
        const seat = actor(state, 'witch');
        if (seat === null) return { input: { type: 'none' }, noInput: absence(state, 'witch') };
        const victims = knifeTargets(state);
        const saves = victims.filter((v) => antidote(state, seat, v).may);
        // Why a save is refused: the antidote spent, nobody killed, or this victim is the witch herself.
        const refuseChoice = (id: string) => {
          if (id !== 'save' && !id.startsWith('save:')) return undefined;
          const victim = id === 'save' ? victims[0] ?? null : Number(id.slice('save:'.length));
          if (victim !== null && !victims.includes(victim)) return undefined;
          return antidote(state, seat, victim).why || undefined;
        };
        // A refused antidote is still a choice: the judge's taps sound the same every night. Each
        // save names its seat, so a phone lays the choice out on the seat grid.
        const saveOptions = saves.map((v) => ({ id: saveId(victims, v), label: `用解药救 ${v} 号`, seat: v }));
        return {
          input: { type: 'choice', options: [...saveOptions, { id: 'skip', label: '不救' }] },
          refuseChoice,
          ...(saves.length === 0 && { noOptions: antidote(state, seat, victims[0] ?? null).why || '今晚不能用解药' }),
        };
      },
      words(state) {
        const seat = actor(state, 'witch');
        // The words are the same every night: whom the gesture shows is in the hint, for the judge's eyes.
        const say = ['女巫请睁眼。', '今晚被杀的是……（向女巫做手势）', '你要用解药吗？'];
        if (seat === null) return { title: '女巫救人', say, hint: `${absence(state, 'witch')}：${STILL}` };
        const victims = knifeTargets(state);
        const told = victimTold(state, seat);
        const show = !told
          ? '解药已用过：不告诉她今晚谁死了（摇手示意）。'
          : victims.length === 0 ? '今晚没有人被杀：摇手示意。'
            : victims.length === 1 ? `向她示意 ${victims[0]} 号被杀${victims[0] === seat ? '（就是她自己）' : ''}。`
              : `向她示意 ${victims.join('、')} 号被杀（机械狼双刀${victims.includes(seat) ? '，其中有她自己' : ''}）：解药只能救其中一人。`;
        const may = victims.some((v) => antidote(state, seat, v).may);
        const why = antidote(state, seat, victims[0] ?? null).why;
        const yes = victims.length > 1 ? '她拇指向上并指向要救的人表示用解药。' : '她拇指向上表示用解药。';
        return {
          title: '女巫救人', say,
          hint: may ? `女巫：${seat} 号。${show}${yes}` : `女巫：${seat} 号。${show}${why}，选“不救”。`,
          ...(told && { info: { victim: victims[0] ?? null, ...(victims.length > 1 && { victims }) } }),
        };
      },
      apply(draft, input) {
        const seat = actor(draft, 'witch');
        if (input.kind !== 'choice' || seat === null) return;
        const victims = knifeTargets(draft);
        const saved = victims.find((v) => saveId(victims, v) === input.choice);
        if (saved !== undefined) {
          if (saved === victims[0]) draft.x.saved = true;
          else draft.x.rescued = saved;
          draft.x.antidoteUsed = true;
        }
        const text = saved !== undefined ? `女巫 ${seat} 号用解药救了 ${saved} 号` : `女巫 ${seat} 号没有用解药`;
        addLog(draft, text);
        const targets = saved !== undefined ? [saved] : victimTold(draft, seat) ? victims : [];
        recordAct(draft, { key: 'night.witchSave', role: 'witch', actors: [seat], targets, result: saved !== undefined ? 'save' : 'skip', text });
      },
    },
    {
      key: 'night.witchPoison', slot: 'witch', nights: 'every', spent: potionsSpent,
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

/** Both potions used: a feared witch is then shown nothing, as on any night she has nothing to use, and so never learns of the fear. */
function potionsSpent(state: WerewolfState): boolean {
  return state.x.antidoteUsed && state.x.poisonUsed;
}

/**
 * Whether the witch is told tonight's victim: always while she has the antidote, after it by the
 * rule; a blocked witch is shown nothing.
 */
function victimTold(state: WerewolfState, seat: SeatNo): boolean {
  return (!state.x.antidoteUsed || rulesOf(state)['witch.seeVictimAfterAntidote']) && !blockOf(state, seat);
}

/**
 * Tonight's knife targets, as the witch is shown them: the wolves' target, then any other knife
 * (a mechanical wolf's double kill, docs/rules.md §D.2.5). She may save one of them.
 */
function knifeTargets(state: WerewolfState): SeatNo[] {
  const first = state.x.target;
  return first === null ? [] : [first, ...rolesInPlay(state).flatMap((r) => r.knives?.(state) ?? [])];
}

/** The antidote's choice id for a victim: `save` for the wolves' target, `save:N` for another knife's. */
function saveId(victims: readonly SeatNo[], victim: SeatNo): string {
  return victim === victims[0] ? 'save' : `save:${victim}`;
}

/** Whether the witch may use the antidote on `victim` tonight, and if not, why. */
function antidote(state: WerewolfState, seat: SeatNo, victim: SeatNo | null): { may: boolean; why: string } {
  const rule = rulesOf(state)['witch.selfSave'];
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
  if ((state.x.saved || state.x.rescued !== undefined) && !rulesOf(state)['witch.bothSameNight']) {
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
  if (barred) return { input: { type: 'seats', min: 0, max: 1, options: [] }, refuse: () => barred.refusal, noOptions: barred.refusal, passLabel: '不用毒' };
  const options = livingSeats(state).filter((s) => rulesOf(state)['witch.selfPoison'] || s !== seat);
  return {
    input: { type: 'seats', min: 0, max: 1, options },
    refuse: (s) => (s === seat ? `规则${ruleName('witch.selfPoison')}已关闭：女巫不能毒自己` : dead(s)),
    passLabel: '不用毒',
  };
}

declare module '../kit' {
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
