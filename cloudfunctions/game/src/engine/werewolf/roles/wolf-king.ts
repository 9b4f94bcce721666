import { defineRole, NEUTRAL_SKILL_LINE, option, rulesOf, shooterParts, type WerewolfState } from '../kit';

/** The wolf king's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'wolfKing.noShotOn', name: '狼王不能开枪的死因', type: 'set', group: 'common',
    description: '狼王因这些原因死亡时不能开枪：被毒死、殉情、梦亡、被魅惑带走、被白狼王带走、被枪带走、自爆、在决斗中出局。',
    values: ['poison', 'lover', 'dream', 'charm', 'whiteWolfKing', 'shot', 'selfDestruct', 'duel'],
    valueNames: ['被毒死', '殉情', '梦亡', '被魅惑带走', '被白狼王带走', '被枪带走', '自爆', '被决斗'],
    default: ['poison', 'lover', 'dream', 'charm', 'selfDestruct', 'duel'],
  }),
] as const;

/**
 * 狼王 (docs/rules.md §D.2.1): a meeting wolf who, on death, shoots one living player exactly where a
 * hunter would — unless a cause of his death is in `wolfKing.noShotOn`. As the last wolf he never
 * shoots: the good win is checked first. May 自爆 (without a shot, by default).
 */
export const wolfKing = defineRole({
  id: 'wolfKing', name: '狼王', camp: 'wolf', class: 'wolf', unique: true, explodes: true,
  description: '你是狼人阵营，每晚与狼人一起睁眼杀人。你死亡时可以开枪带走一名活着的玩家（被毒死、自爆等情况不能开枪，以本局规则为准）。你可以在白天自爆。',
  guide: '和狼人一起杀人。死亡时可以开枪带走一人，和猎人一样；被毒死、殉情、自爆、被骑士决斗等不能开枪（规则「狼王不能开枪的死因」）。他是最后一匹狼时不能开枪：好人先获胜。',
  options: OPTIONS,
  ...shooterParts({
    role: 'wolfKing', name: '狼王', shot: 'day.wolfKing', status: 'night.wolfKingStatus',
    noShotOn: (state) => rulesOf(state)['wolfKing.noShotOn'], words: kingWords,
  }),
});

/** 「狼王请发动技能，你要带走谁？」; with cards hidden the table hears only 发动技能. */
function kingWords(state: WerewolfState, step: { seat: number }) {
  const exiled = state.x.deaths.some((d) => d.seat === step.seat && d.cause === 'exile');
  return {
    title: '狼王开枪',
    say: [rulesOf(state)['reveal.onDeath'] ? `${step.seat} 号玩家是狼王。狼王请发动技能，你要带走谁？` : NEUTRAL_SKILL_LINE],
    hint: `${step.seat} 号是狼王，${exiled ? '被放逐' : '已死亡'}。他亮牌开枪时点选他带走的玩家；不开枪时不选。`,
  };
}

declare module '../kit' {
  interface RoleOptions { wolfKing: typeof OPTIONS }
  interface RoleIds { wolfKing: true }
  interface RoleStepKeys { 'day.wolfKing': true; 'night.wolfKingStatus': true }
}
