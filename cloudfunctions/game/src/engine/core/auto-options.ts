import type { HostMode, OptionInfo, RuleSet } from '../../../../../typings/api';
import { badRequest } from './errors';
import { catalogOptions, option, readOptions } from './options';

/** The timers of 自动主持 rooms, in seconds (docs/rules.md §H.2); every game has them. */
const AUTO_OPTIONS = [
  option({
    id: 'auto.nightStepSeconds', name: '夜间每步时长', type: 'number', group: 'advanced', host: 'auto', min: 0, max: 120, default: 12,
    description: '夜里每一步至少开放的秒数（有没有这个角色都一样，时长不泄露身份），0 或 5–120。0：答完或主持人点「下一步」即过，只适合线上好友局。',
  }),
  option({
    id: 'auto.nightStepJitter', name: '夜间随机延时', type: 'number', group: 'advanced', host: 'auto', min: 0, max: 60, default: 8,
    description: '夜里每一步另加 0 到这么多秒的随机时长（夜间每步时长为 0 时不用）。',
  }),
  option({
    id: 'auto.nightDecoy', name: '夜里人人操作', type: 'enum', group: 'advanced', host: 'auto',
    description: '每人每晚都有问题要答：没有行动的玩家猜一猜谁是狼人，谁在操作手机就看不出来；猜测在复盘里公布。',
    values: ['everyStep', 'off'], valueNames: ['每一步都答', '关闭'], default: 'everyStep',
  }),
  option({
    id: 'auto.speechSeconds', name: '发言时长', type: 'number', group: 'common', host: 'auto', min: 10, max: 600, default: 90,
    description: '每人发言的秒数；说完可以点「过」。',
  }),
  option({
    id: 'auto.lastWordsSeconds', name: '遗言时长', type: 'number', group: 'common', host: 'auto', min: 10, max: 600, default: 60,
    description: '遗言的秒数。',
  }),
  option({
    id: 'auto.voteSeconds', name: '投票时长', type: 'number', group: 'common', host: 'auto', min: 5, max: 300, default: 30,
    description: '投票（以及上警、退水、开枪）的秒数；到时没投的算弃票。',
  }),
] as const;

/** Judge rooms: players may vote on their phones while the judge runs the rest (docs/rules.md §H.5). */
const JUDGE_OPTIONS = [
  option({
    id: 'votes', name: '投票方式', type: 'enum', group: 'common', host: 'judge',
    description: '举手投票：法官逐个记下票数；手机投票：玩家在自己的手机上投票，法官看着票数填满后结束投票。',
    values: ['hands', 'phones'], valueNames: ['举手投票', '手机投票'], default: 'hands',
  }),
] as const;

/** Every room, whoever runs it: what the dead may see, and when the table may replace a silent judge. */
const TABLE_OPTIONS = [
  option({
    id: 'deadSee', name: '出局后可见', type: 'enum', group: 'advanced',
    description: '出局的玩家能看到什么：和观战者一样只看公开的桌面，或者所有人的身份和夜里的行动（线上局常用；遗言、开枪、移交警徽都结束以后才看得到）。出局的玩家都不能再行动或投票。',
    values: ['public', 'all'], valueNames: ['只看公开信息', '看全部身份'], default: 'public',
  }),
  option({
    id: 'rescue.afterSeconds', name: '法官掉线多久可接管', type: 'number', group: 'advanced', min: 30, max: 1800, default: 120,
    description: '法官这么多秒没有任何操作后（自动主持：轮到主持手机操作、它这么多秒没有动静后），入座的玩家可以发起接管投票：换一位出局的玩家或观战者当法官，或改成自动主持。',
  }),
] as const;

export const HOST_MODES: HostMode[] = ['judge', 'auto'];

/** The options a room of this host mode has beyond its game's own. */
export function hostOptions(host: HostMode): OptionInfo[] {
  return catalogOptions([...(host === 'auto' ? AUTO_OPTIONS : JUDGE_OPTIONS), ...TABLE_OPTIONS]);
}

/** Every host-mode option, as the catalog lists them (each marked with its mode; the table's in every room). */
export const CATALOG_HOST_OPTIONS: OptionInfo[] = catalogOptions([...JUDGE_OPTIONS, ...AUTO_OPTIONS, ...TABLE_OPTIONS]);

export const tableRules = (rules: RuleSet) => readOptions(TABLE_OPTIONS, rules);

export const autoRules = (rules: RuleSet) => readOptions(AUTO_OPTIONS, rules);

/**
 * A judge room's rules once the table switched it to 自动主持 (接管): the judge's own options go, and
 * the host's timers come in at their defaults.
 */
export function switchedToAuto(rules: RuleSet): RuleSet {
  const judgeOnly = new Set<string>(JUDGE_OPTIONS.map((o) => o.id));
  return { ...Object.fromEntries(Object.entries(rules).filter(([id]) => !judgeOnly.has(id))), ...autoRules(rules) };
}

/** Whether a judge reads the room aloud: a 自动主持 room's rules hold its timers. */
export const hostedByJudge = (rules: RuleSet): boolean => rules['auto.voteSeconds'] === undefined;

/** A night step shorter than this gives a player no time to act, and a fast close shows who acted. */
const MIN_NIGHT_SECONDS = 5;

/** Why an auto room's timers may not be so (beyond each option's own range), or undefined. */
export function autoRulesProblem(rules: RuleSet): string | undefined {
  const seconds = autoRules(rules)['auto.nightStepSeconds'];
  if (seconds > 0 && seconds < MIN_NIGHT_SECONDS) {
    return `规则「夜间每步时长」须为 0 或 ${MIN_NIGHT_SECONDS}–120 秒：太短来不及操作，也会让人看出谁在行动`;
  }
  return undefined;
}

/** createRoom's `host`: who runs the room, a judge by default. */
export function parseHost(raw: unknown): HostMode {
  if (raw === undefined || raw === null) return 'judge';
  if (raw === 'judge' || raw === 'auto') return raw;
  throw badRequest('主持方式须为法官主持或自动主持');
}
