import type { OptionInfo, RuleSet } from '../../../../../typings/api';

/** Every rule option of rules.md §B, with its default (the `classic` preset, S1b 正规局). */
export const WEREWOLF_OPTIONS: OptionInfo[] = [
  {
    id: 'witch.selfSave', name: '女巫自救', type: 'enum', group: 'common',
    description: '女巫自己被狼人杀死时能否用解药救自己：从不、仅第一晚、任何一晚。',
    values: ['never', 'firstNight', 'always'], valueNames: ['不能自救', '仅首夜可自救', '可以自救'], default: 'never',
  },
  {
    id: 'witch.selfPoison', name: '女巫自毒', type: 'boolean', group: 'advanced',
    description: '女巫能否对自己使用毒药。', default: true,
  },
  {
    id: 'witch.bothSameNight', name: '一晚可用两瓶药', type: 'boolean', group: 'common',
    description: '女巫在同一晚既用解药又用毒药。关闭时一晚只能用一瓶。', default: true,
  },
  {
    id: 'witch.seeVictimAfterAntidote', name: '解药用完仍知刀口', type: 'boolean', group: 'advanced',
    description: '解药用过之后，法官是否还告诉女巫当晚谁被狼人杀了。', default: false,
  },
  {
    id: 'guard.doubleProtectKills', name: '同守同救', type: 'boolean', group: 'common',
    description: '同一晚被守卫守护又被女巫救的人仍然死亡（同守同救必死）。关闭时他活下来。', default: true,
  },
  {
    id: 'guard.allowSelf', name: '守卫可以自守', type: 'boolean', group: 'advanced',
    description: '守卫能否守护自己。', default: true,
  },
  {
    id: 'guard.allowSkip', name: '守卫可以空守', type: 'boolean', group: 'advanced',
    description: '守卫能否一晚不守护任何人。', default: true,
  },
  {
    id: 'hunter.noShotOn', name: '猎人不能开枪的死因', type: 'set', group: 'common',
    description: '猎人因这些原因死亡时不能开枪：被女巫毒死、因情侣殉情。',
    values: ['poison', 'lover'], valueNames: ['被毒死', '殉情'], default: ['poison'],
  },
  {
    id: 'seer.result', name: '预言家查验结果', type: 'enum', group: 'common',
    description: '法官告诉预言家的内容：只说好人或狼人（手势），或直接给他看身份牌。',
    values: ['alignment', 'fullRole'], valueNames: ['好人/狼人', '看身份牌'], default: 'alignment',
  },
  {
    id: 'wolf.consensus', name: '狼人意见', type: 'enum', group: 'advanced',
    description: '狼人意见不一致时怎么办：须全体一致，否则当晚不杀人；或由法官取多数人的意见。',
    values: ['unanimous', 'majority'], valueNames: ['须一致，否则不杀', '少数服从多数'], default: 'unanimous',
  },
  {
    id: 'wolf.allowNoKill', name: '狼人可以空刀', type: 'boolean', group: 'advanced',
    description: '狼人能否一晚故意不杀人。', default: true,
  },
  {
    id: 'wolf.allowSelfTarget', name: '狼人可以自刀', type: 'boolean', group: 'advanced',
    description: '狼人能否杀狼人（包括自己）。', default: true,
  },
  {
    id: 'selfDestruct', name: '狼人自爆', type: 'boolean', group: 'common',
    description: '狼人可以在白天任何环节自爆：他出局，白天立即结束，进入黑夜。', default: true,
  },
  {
    id: 'sheriff.enabled', name: '竞选警长', type: 'boolean', group: 'common',
    description: '白天选举一名警长：投票时他的票有加权，死亡时移交警徽。', default: true,
  },
  {
    id: 'sheriff.electionTiming', name: '警长竞选时机', type: 'enum', group: 'common',
    description: '第一个白天何时竞选警长：大家发言之后，或天亮公布死讯之前。',
    values: ['afterSpeeches', 'beforeDeaths'], valueNames: ['发言之后', '公布死讯之前'], default: 'afterSpeeches',
  },
  {
    id: 'sheriff.voteWeight', name: '警长票数', type: 'enum', group: 'common',
    description: '警长一票算几票：2 票、1.5 票，或场上多于 6 人时 2 票、不多于 6 人时 1.5 票。',
    values: ['2', '1.5', 'sliding'], valueNames: ['2 票', '1.5 票', '多于 6 人 2 票，否则 1.5 票'], default: 'sliding',
  },
  {
    id: 'sheriff.electionTie', name: '警长竞选平票', type: 'enum', group: 'advanced',
    description: '竞选出现平票时：当天没有警长，下一个白天重选；或平票者 PK 一次，再平票则警徽流失。',
    values: ['retryNextDay', 'pkThenLost'], valueNames: ['次日重选', 'PK 一次，再平则流失'], default: 'retryNextDay',
  },
  {
    id: 'sheriff.allowTear', name: '警长可以撕警徽', type: 'boolean', group: 'advanced',
    description: '警长死亡时可以不移交警徽（撕掉）。关闭时必须移交给一名活着的玩家。', default: false,
  },
  {
    id: 'vote.tie', name: '放逐平票', type: 'enum', group: 'common',
    description: '放逐投票出现平票时：无人出局；平票者再发言、在他们之中重投一次；或一直重投直到有人出局。',
    values: ['none', 'pkOnce', 'pkUntilResolved'], valueNames: ['无人出局', 'PK 一次', 'PK 到有人出局'], default: 'none',
  },
  {
    id: 'reveal.onDeath', name: '死亡亮身份', type: 'boolean', group: 'common',
    description: '玩家死亡或出局时，法官公布他的身份。', default: true,
  },
  {
    id: 'lastWords', name: '遗言', type: 'enum', group: 'common',
    description: '谁有遗言：没有遗言；正规局（首夜被毒死的人、被猎人带走的人及他们的情侣没有遗言）；新版（只有首夜死者和被放逐的人有遗言）。',
    values: ['none', 's1b', 'modern'], valueNames: ['没有遗言', '正规局', '仅首夜和放逐'], default: 's1b',
  },
  {
    id: 'win.wolves', name: '狼人胜利条件', type: 'enum', group: 'common',
    description: '屠边：所有村民或所有神职死亡，狼人获胜；屠城：所有非狼人玩家死亡，狼人获胜。',
    values: ['side', 'city'], valueNames: ['屠边', '屠城'], default: 'side',
  },
  {
    id: 'lovers.win', name: '人狼恋胜利条件', type: 'enum', group: 'advanced',
    description: '人狼恋情侣何时获胜：只剩他们两人；或白天场上除他们外只剩一人。',
    values: ['lastTwo', 'lastThreeDay'], valueNames: ['只剩两人', '白天只剩三人'], default: 'lastThreeDay',
  },
  {
    id: 'thief.mode', name: '盗贼换牌', type: 'enum', group: 'advanced',
    description: '经典：两张底牌都是狼人时必须换成狼人，否则可换可不换；正规局：底牌中有狼人就必须换成狼人，否则在两张中任选一张。',
    values: ['classic', 's1b'], valueNames: ['经典', '正规局'], default: 's1b',
  },
  {
    id: 'night.callAbsent', name: '无此牌也叫盗贼和丘比特', type: 'boolean', group: 'advanced',
    description: '第一晚即使本局没有盗贼牌或丘比特牌，也照常呼叫盗贼、丘比特和情侣（不让人听出有没有这张牌）。其他不在本局的角色从不呼叫。', default: false,
  },
  {
    id: 'cupid.allowSkip', name: '丘比特可以不连', type: 'boolean', group: 'advanced',
    description: '丘比特第一晚能否放弃连情侣。', default: true,
  },
];

export type WitchSelfSave = 'never' | 'firstNight' | 'always';
export type SheriffTiming = 'afterSpeeches' | 'beforeDeaths';
export type SheriffWeight = '2' | '1.5' | 'sliding';
export type ElectionTie = 'retryNextDay' | 'pkThenLost';
export type VoteTie = 'none' | 'pkOnce' | 'pkUntilResolved';
export type LastWordsRule = 'none' | 's1b' | 'modern';
export type NoShotCause = 'poison' | 'lover';

/** The room's rule values, typed. */
export interface WerewolfRules {
  witchSelfSave: WitchSelfSave;
  witchSelfPoison: boolean;
  witchBothSameNight: boolean;
  witchSeeVictimAfterAntidote: boolean;
  guardDoubleProtectKills: boolean;
  guardAllowSelf: boolean;
  guardAllowSkip: boolean;
  hunterNoShotOn: NoShotCause[];
  seerResult: 'alignment' | 'fullRole';
  wolfConsensus: 'unanimous' | 'majority';
  wolfAllowNoKill: boolean;
  wolfAllowSelfTarget: boolean;
  selfDestruct: boolean;
  sheriffEnabled: boolean;
  sheriffElectionTiming: SheriffTiming;
  sheriffVoteWeight: SheriffWeight;
  sheriffElectionTie: ElectionTie;
  sheriffAllowTear: boolean;
  voteTie: VoteTie;
  revealOnDeath: boolean;
  lastWords: LastWordsRule;
  winWolves: 'side' | 'city';
  loversWin: 'lastTwo' | 'lastThreeDay';
  thiefMode: 'classic' | 's1b';
  cupidAllowSkip: boolean;
  callAbsent: boolean;
}

const OPTION = new Map(WEREWOLF_OPTIONS.map((o) => [o.id, o]));

function bool(rules: RuleSet, id: string): boolean {
  const value = rules[id] ?? OPTION.get(id)?.default;
  if (typeof value !== 'boolean') throw new Error(`werewolf rule ${id} is not a boolean`);
  return value;
}

function oneOf<T extends string>(rules: RuleSet, id: string, values: readonly T[]): T {
  const value = rules[id] ?? OPTION.get(id)?.default;
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`werewolf rule ${id} has no valid value`);
  return found;
}

function someOf<T extends string>(rules: RuleSet, id: string, values: readonly T[]): T[] {
  const value = rules[id] ?? OPTION.get(id)?.default;
  if (!Array.isArray(value)) throw new Error(`werewolf rule ${id} is not a set`);
  return values.filter((v) => value.includes(v));
}

/** Reads a room's rule set (already validated by the core) into typed values. */
export function readRules(rules: RuleSet): WerewolfRules {
  return {
    witchSelfSave: oneOf(rules, 'witch.selfSave', ['never', 'firstNight', 'always']),
    witchSelfPoison: bool(rules, 'witch.selfPoison'),
    witchBothSameNight: bool(rules, 'witch.bothSameNight'),
    witchSeeVictimAfterAntidote: bool(rules, 'witch.seeVictimAfterAntidote'),
    guardDoubleProtectKills: bool(rules, 'guard.doubleProtectKills'),
    guardAllowSelf: bool(rules, 'guard.allowSelf'),
    guardAllowSkip: bool(rules, 'guard.allowSkip'),
    hunterNoShotOn: someOf(rules, 'hunter.noShotOn', ['poison', 'lover']),
    seerResult: oneOf(rules, 'seer.result', ['alignment', 'fullRole']),
    wolfConsensus: oneOf(rules, 'wolf.consensus', ['unanimous', 'majority']),
    wolfAllowNoKill: bool(rules, 'wolf.allowNoKill'),
    wolfAllowSelfTarget: bool(rules, 'wolf.allowSelfTarget'),
    selfDestruct: bool(rules, 'selfDestruct'),
    sheriffEnabled: bool(rules, 'sheriff.enabled'),
    sheriffElectionTiming: oneOf(rules, 'sheriff.electionTiming', ['afterSpeeches', 'beforeDeaths']),
    sheriffVoteWeight: oneOf(rules, 'sheriff.voteWeight', ['2', '1.5', 'sliding']),
    sheriffElectionTie: oneOf(rules, 'sheriff.electionTie', ['retryNextDay', 'pkThenLost']),
    sheriffAllowTear: bool(rules, 'sheriff.allowTear'),
    voteTie: oneOf(rules, 'vote.tie', ['none', 'pkOnce', 'pkUntilResolved']),
    revealOnDeath: bool(rules, 'reveal.onDeath'),
    lastWords: oneOf(rules, 'lastWords', ['none', 's1b', 'modern']),
    winWolves: oneOf(rules, 'win.wolves', ['side', 'city']),
    loversWin: oneOf(rules, 'lovers.win', ['lastTwo', 'lastThreeDay']),
    thiefMode: oneOf(rules, 'thief.mode', ['classic', 's1b']),
    cupidAllowSkip: bool(rules, 'cupid.allowSkip'),
    callAbsent: bool(rules, 'night.callAbsent'),
  };
}

/** 「女巫自救」: an option's Chinese name, for refusals that name the rule. */
export function ruleName(id: string): string {
  return `「${OPTION.get(id)?.name ?? id}」`;
}
