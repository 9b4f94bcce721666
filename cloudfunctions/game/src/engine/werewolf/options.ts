import { catalogOptions, option, readOptions, type RulesOf } from '../core/options';
import type { OptionInfo, RuleSet } from '../../../../../typings/api';
import { book, type RoleBook } from './book';
import type { RoleOption } from './keys';

/** The options of the game itself (docs/rules.md §B.11); each role's own live in its file. */
const GAME_OPTIONS = [
  option({
    id: 'sheriff.enabled', name: '竞选警长', type: 'boolean', group: 'common',
    description: '白天选举一名警长：投票时他的票有加权，死亡时移交警徽。', default: true,
  }),
  option({
    id: 'sheriff.electionTiming', name: '警长竞选时机', type: 'enum', group: 'common',
    description: '第一个白天何时竞选警长：大家发言之后，或天亮公布死讯之前。',
    values: ['afterSpeeches', 'beforeDeaths'], valueNames: ['发言之后', '公布死讯之前'], default: 'afterSpeeches',
  }),
  option({
    id: 'sheriff.voteWeight', name: '警长票数', type: 'enum', group: 'common',
    description: '警长一票算几票：2 票、1.5 票，或场上多于 6 人时 2 票、不多于 6 人时 1.5 票。',
    values: ['2', '1.5', 'sliding'], valueNames: ['2 票', '1.5 票', '多于 6 人 2 票，否则 1.5 票'], default: 'sliding',
  }),
  option({
    id: 'sheriff.electionTie', name: '警长竞选平票', type: 'enum', group: 'advanced',
    description: '竞选出现平票时：当天没有警长，下一个白天重选；或平票者 PK 一次，再平票则警徽流失。',
    values: ['retryNextDay', 'pkThenLost'], valueNames: ['次日重选', 'PK 一次，再平则流失'], default: 'retryNextDay',
  }),
  option({
    id: 'sheriff.allowTear', name: '警长可以撕警徽', type: 'boolean', group: 'advanced',
    description: '警长死亡时可以不移交警徽（撕掉）。关闭时必须移交给一名活着的玩家。', default: false,
  }),
  option({
    id: 'vote.tie', name: '放逐平票', type: 'enum', group: 'common',
    description: '放逐投票出现平票时：无人出局；平票者再发言、其他玩家在他们之中重投一次（平票者不投票）；或一直重投直到有人出局（所有人都弃票时无人出局，免得一直重投）。',
    values: ['none', 'pkOnce', 'pkUntilResolved'], valueNames: ['无人出局', 'PK 一次', 'PK 到有人出局'], default: 'none',
  }),
  option({
    id: 'reveal.onDeath', name: '死亡亮身份', type: 'boolean', group: 'common',
    description: '玩家死亡或出局时，法官公布他的身份。', default: true,
  }),
  option({
    id: 'lastWords', name: '遗言', type: 'enum', group: 'common',
    description: '谁有遗言：没有遗言；正规局（首夜被毒死的人、被猎人带走的人及他们的情侣没有遗言）；新版（只有首夜死者和被放逐的人有遗言）。',
    values: ['none', 's1b', 'modern'], valueNames: ['没有遗言', '正规局', '仅首夜和放逐'], default: 's1b',
  }),
  option({
    id: 'speech.order', name: '发言顺序', type: 'enum', group: 'common',
    description: '白天放逐发言从谁开始：从昨晚第一位死者的左边起（平安夜从警长左边起，没有警长从 1 号起），上警发言从座位号最小的候选人起；或由警长选择警左（从他左边顺时针）或警右（从他右边逆时针），警长最后发言归票，没有警长时从昨晚座位号最小的死者左边起、平安夜从随机一名玩家起，上警发言从随机一名候选人起。',
    values: ['victimLeft', 'sheriffChooses'], valueNames: ['死者左边起', '警长定警左/警右'], default: 'victimLeft',
  }),
  option({
    id: 'win.wolves', name: '狼人胜利条件', type: 'enum', group: 'common',
    description: '屠边：所有村民或所有神职死亡，狼人获胜；屠城：所有非狼人玩家死亡，狼人获胜。',
    values: ['side', 'city'], valueNames: ['屠边', '屠城'], default: 'side',
  }),
  option({
    id: 'night.seerStep', name: '预言家查验时机', type: 'enum', group: 'advanced',
    description: '预言家（及通灵师等查验身份的角色）在夜里何时睁眼：狼人之前、狼人之后女巫之前，或女巫之后。不改变任何结果。',
    values: ['beforeWolves', 'afterWolves', 'afterWitch'], valueNames: ['狼人之前', '狼人之后', '女巫之后'], default: 'beforeWolves',
  }),
  option({
    id: 'night.shotStatus', name: '夜里告知开枪状态', type: 'boolean', group: 'advanced',
    description: '每晚女巫之后叫猎人（和狼王）睁眼，用手势告诉他今晚能不能开枪：他今晚死亡且死因不允许开枪时为不能。', default: false,
  }),
  option({
    id: 'sheriff.lostAfterSelfDestructs', name: '自爆吞警徽', type: 'enum', group: 'advanced',
    description: '警长竞选完成之前有人自爆时，竞选推迟到下一个白天；到第几次自爆警徽流失、本局不再有警长：从不、第 1 次、第 2 次（双爆吞警徽）。',
    values: ['never', '1', '2'], valueNames: ['从不', '第 1 次自爆', '第 2 次自爆'], default: 'never',
  }),
  option({
    id: 'night.callAbsent', name: '无此牌也叫盗贼和丘比特', type: 'boolean', group: 'advanced',
    description: '第一晚即使本局没有盗贼牌或丘比特牌，也照常呼叫盗贼、丘比特和情侣（不让人听出有没有这张牌）。其他不在本局的角色从不呼叫。', default: false,
  }),
] as const;

type WerewolfOption = (typeof GAME_OPTIONS)[number] | RoleOption;

/** Each book's options table and the rule values read from it, built on first use. */
const TABLES = new WeakMap<RoleBook, { table: readonly WerewolfOption[]; read: WeakMap<RuleSet, WerewolfRules> }>();

/** The one options table of 狼人杀: the roles' options first, in role order, then the game's. */
function tableOf(roles: RoleBook): { table: readonly WerewolfOption[]; read: WeakMap<RuleSet, WerewolfRules> } {
  let found = TABLES.get(roles);
  if (!found) {
    // Each role's options are typed through its RoleOptions declaration (keys.ts).
    const table = [...roles.roles.flatMap((r) => r.options ?? []), ...GAME_OPTIONS] as readonly WerewolfOption[];
    found = { table, read: new WeakMap() };
    TABLES.set(roles, found);
  }
  return found;
}

function optionsTable(): readonly WerewolfOption[] {
  return tableOf(book()).table;
}

/** The catalog entries (`GameInfo.options`). */
export function werewolfOptions(): OptionInfo[] {
  return catalogOptions(optionsTable());
}

/** The room's rule values, typed from the table and keyed by option id. */
export type WerewolfRules = RulesOf<readonly WerewolfOption[]>;

/** An option id of 狼人杀. */
export type WerewolfOptionId = WerewolfOption['id'];

/** Rule values read once per rule set: a deal's rules never change, and steps read them hundreds of times an act. */
export function readRules(rules: RuleSet): WerewolfRules {
  const { table, read } = tableOf(book());
  let found = read.get(rules);
  if (!found) {
    found = Object.freeze(readOptions(table, rules));
    read.set(rules, found);
  }
  return found;
}

/** 「女巫自救」: an option's Chinese name, for refusals that name the rule. */
export function ruleName(id: WerewolfOptionId): string {
  return `「${optionsTable().find((o) => o.id === id)?.name ?? id}」`;
}
