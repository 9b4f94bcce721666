import { defineRole, option, rulesOf, shooterParts } from '../kit';

/** The hunter's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'hunter.noShotOn', name: '猎人不能开枪的死因', type: 'set', group: 'common',
    description: '猎人因这些原因死亡时不能开枪：被女巫毒死、因情侣殉情、梦亡、被狼美人魅惑带走、被白狼王带走、被另一名开枪者带走。',
    values: ['poison', 'lover', 'dream', 'charm', 'whiteWolfKing', 'shot'], valueNames: ['被毒死', '殉情', '梦亡', '被魅惑带走', '被白狼王带走', '被枪带走'], default: ['poison'],
  }),
] as const;

/** 猎人: his death calls his shot, unless its cause is in `hunter.noShotOn` (docs/rules.md §B.6, §D.0). */
export const hunter = defineRole({
  id: 'hunter', name: '猎人', camp: 'good', class: 'god', unique: true,
  description: '你死亡时可以开枪，带走一名活着的玩家；也可以不开枪。被毒死等情况不能开枪，以本局规则为准。',
  guide: '死亡时可以开枪带走一人；被毒死时不能开枪，哪怕他同时因情侣殉情（规则「猎人不能开枪的死因」可加上殉情）。死亡不亮身份时，法官只说“请死亡的玩家决定是否发动技能”，开枪时才公布。',
  options: OPTIONS,
  ...shooterParts({
    role: 'hunter', name: '猎人', shot: 'day.hunter', status: 'night.hunterStatus', noShotOn: (state) => rulesOf(state)['hunter.noShotOn'],
  }),
});

declare module '../kit' {
  interface RoleOptions { hunter: typeof OPTIONS }
  interface RoleIds { hunter: true }
  interface RoleStepKeys { 'day.hunter': true; 'night.hunterStatus': true }
}
