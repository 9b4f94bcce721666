import { addLog, deathOf, defineRole, type Dying, holder, option, recordNote, rulesOf, type WerewolfState, wolfAt } from '../kit';

const OPTIONS = [
  option({
    id: 'bloodMoon.sealsShots', name: '血月夜猎人不能开枪', type: 'boolean', group: 'advanced',
    description: '血月使徒自爆后的那一夜，夜里死亡的猎人（狼王）也不能开枪。关闭时他天亮后照常可以开枪。', default: false,
  }),
] as const;

/**
 * 血月使徒 (docs/rules.md §D.2.8): a meeting wolf; his 自爆 seals every good player the next night;
 * exiled as the last wolf, he stays until dawn and kills alone that night.
 */
export const bloodMoon = defineRole({
  id: 'bloodMoon', name: '血月使徒', camp: 'wolf', class: 'wolf', unique: true, explodes: true,
  description: '狼人阵营，夜里和狼队一起杀人。白天自爆后，下一晚所有好人的技能都被封印（无效）。作为最后一名狼人被放逐时，他留到下一个天亮才出局：当晚独自杀人，天亮时死亡。',
  guide: '和狼队一起杀人。白天自爆后，下一晚所有好人被封印（规则「血月夜猎人不能开枪」决定当晚死亡的猎人能否开枪，默认能）。作为最后一名狼人被放逐时，他留到下一个天亮：当晚独自杀人，天亮时出局；当晚若已屠边则狼人获胜，否则好人获胜。',
  options: OPTIONS,
  blocks(state, seat) {
    if (!sealedTonight(state) || wolfAt(state, seat)) return undefined;
    return { why: `血月之夜：血月使徒昨天自爆，${seat} 号等所有好人今晚技能被封印：`, silencesShot: rulesOf(state)['bloodMoon.sealsShots'] };
  },
  staysOnExile(draft, seat) {
    const lastWolf = draft.seats.every((s) => s.seat === seat || !s.alive || !wolfAt(draft, s.seat));
    if (!lastWolf) return undefined;
    draft.x.roles ??= {};
    draft.x.roles.bloodMoon = { staying: true };
    const text = `${seat} 号血月使徒是最后一名狼人，被放逐后留到下一个天亮：今晚他独自杀人，天亮出局`;
    recordNote(draft, text);
    return text;
  },
  dawn: [{ stage: 'bloodMoon', resolve: leaveAtDawn }],
  nightfall(draft) {
    if (sealedTonight(draft)) recordNote(draft, '血月之夜：血月使徒昨天自爆，今晚所有好人的技能被封印');
  },
});

interface BloodMoonFacts {
  /** Exiled as the last wolf, he stays until the next dawn. */
  staying: boolean;
}

function staying(state: WerewolfState): boolean {
  return state.x.roles?.bloodMoon?.staying === true;
}

/** Tonight (and the day after it) follows the night after the blood moon's 自爆. */
function sealedTonight(state: WerewolfState): boolean {
  const seat = holder(state, 'bloodMoon');
  const death = seat === null ? undefined : deathOf(state, seat);
  return death !== undefined && death.cause === 'explode' && !death.night && state.round === death.round + 1;
}

/** Blood-moon stage: the staying blood moon leaves now (`exile`). */
function leaveAtDawn(draft: WerewolfState, dying: Dying): void {
  const seat = holder(draft, 'bloodMoon');
  if (seat === null || !staying(draft)) return;
  draft.x.roles = { ...draft.x.roles, bloodMoon: { staying: false } };
  addLog(draft, `${seat} 号血月使徒天亮出局（昨天被放逐）`);
  dying.push({ seat, cause: 'exile' });
}

declare module '../kit' {
  interface RoleOptions { bloodMoon: typeof OPTIONS }
  interface RoleIds { bloodMoon: true }
  interface RoleFacts { bloodMoon: BloodMoonFacts }
}
