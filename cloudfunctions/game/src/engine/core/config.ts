import type { GameInfo, HostMode, OptionInfo, RoleCounts, RoleId, RuleSet, RuleValue } from '../../../../../typings/api';
import { autoRulesProblem, CATALOG_HOST_OPTIONS, HOST_MODES, hostOptions } from './auto-options';
import { badRequest } from './errors';
import type { GameModule, PresetDefinition } from './module';
import { campsOf, tagsOf } from './names';
import type { GameConfig } from './state';
import type { WordPair } from '../words/pairs';
import { isPlainObject, isCount } from './guards';

/**
 * The catalog entry of a module: its info plus presets and the default deck per player count, and
 * for a game with words the count of the bank's `pairs` by category (without them, no counts).
 */
export function gameInfo(module: GameModule, pairs?: readonly WordPair[]): GameInfo {
  const { info, presets } = module;
  const defaultPreset = presets[0];
  const defaultRoles: GameInfo['defaultRoles'] = {};
  for (const n of range(info.minPlayers, info.maxPlayers)) defaultRoles[String(n)] = defaultPreset.roles(n);
  return {
    ...info,
    options: [...info.options, ...CATALOG_HOST_OPTIONS],
    camps: campsOf(module),
    tags: tagsOf(module),
    hostModes: HOST_MODES,
    presets: presets.map(({ id, name, summary, description, players, rules, roles }) => ({
      id, name, summary, description, players, rules,
      roles: Object.fromEntries(range(players[0], players[1]).map((n) => [String(n), roles(n)])),
    })),
    defaultRoles,
    ...(module.wordCategories && pairs && { wordCategories: module.wordCategories(pairs) }),
  };
}

/** A role's Chinese name in the catalog (its id when unknown). */
export function roleName(module: GameModule, role: RoleId): string {
  return module.info.roles.find((r) => r.id === role)?.name ?? role;
}

export interface ConfigRequest {
  players?: unknown;
  preset?: unknown;
  roles?: unknown;
  rules?: unknown;
  words?: unknown;
}

/**
 * Turns createRoom's parameters into a playable config, or throws BAD_REQUEST in Chinese; a room of
 * another host mode than the judge's also takes that mode's options.
 */
export function parseConfig(module: GameModule, request: ConfigRequest, host: HostMode = 'judge'): GameConfig {
  const { info } = module;
  const players = request.players;
  if (typeof players !== 'number' || !Number.isInteger(players)
      || players < info.minPlayers || players > info.maxPlayers) {
    throw badRequest(`${info.name}的人数须为 ${info.minPlayers}–${info.maxPlayers} 的整数`);
  }
  const preset = findPreset(module, request.preset);
  if (players < preset.players[0] || players > preset.players[1]) {
    throw badRequest(`「${preset.name}」只适用于 ${span(preset.players[0], preset.players[1])} 人`);
  }
  const rules = parseRules([...info.options, ...hostOptions(host)], { ...module.ruleDefaults?.(players), ...preset.rules }, request.rules);
  const timing = host === 'auto' ? autoRulesProblem(rules) : undefined;
  if (timing) throw badRequest(timing);
  const roles = request.roles === undefined ? preset.roles(players) : parseRoles(module, players, request.roles);
  const problem = module.checkRoles(players, roles, rules);
  if (problem) throw badRequest(problem);
  const extra = module.checkExtra ? module.checkExtra({ words: request.words }) : {};
  if (!module.checkExtra && request.words !== undefined) throw badRequest(`${info.name}不使用词语参数 words`);
  return { game: info.id, players, preset: preset.id, roles, rules, ...extra };
}

function findPreset(module: GameModule, id: unknown): PresetDefinition {
  if (id === undefined) return module.presets[0];
  const preset = typeof id === 'string' ? module.presets.find((p) => p.id === id) : undefined;
  if (!preset) throw badRequest(typeof id === 'string' ? `没有这个板子：${id.slice(0, 20)}` : '请选一个板子');
  return preset;
}

function parseRoles(module: GameModule, players: number, raw: unknown): RoleCounts {
  if (!isPlainObject(raw)) throw badRequest('角色配置须为每个角色的张数');
  const known = new Map(module.info.roles.map((r) => [r.id as string, r]));
  const roles: Record<string, number> = {};
  for (const [id, count] of Object.entries(raw)) {
    const role = known.get(id);
    if (!role) throw badRequest(`${module.info.name}没有角色「${id.slice(0, 20)}」`);
    if (!isCount(count, players + 2)) throw badRequest(`${role.name}的数量须为 0–${players + 2} 的整数`);
    if (count > 0) roles[id] = count;
  }
  return roles as RoleCounts;
}

/** A rule the catalog lists for rooms of the other host mode only, or undefined. */
function otherHostsOption(id: string): OptionInfo | undefined {
  const option = CATALOG_HOST_OPTIONS.find((o) => o.id === id);
  return option?.host ? option : undefined;
}

function parseRules(options: OptionInfo[], presetRules: RuleSet, raw: unknown): RuleSet {
  const rules: RuleSet = {};
  for (const option of options) rules[option.id] = presetRules[option.id] ?? option.default;
  if (raw === undefined) return rules;
  if (!isPlainObject(raw)) throw badRequest('规则须为每条规则的取值');
  for (const [id, value] of Object.entries(raw)) {
    const option = options.find((o) => o.id === id);
    if (!option) {
      const other = otherHostsOption(id);
      // At its default the other kind's rule is taken and has no effect: a client may send every catalog option as it stands.
      if (other && JSON.stringify(value) === JSON.stringify(other.default)) continue;
      throw badRequest(other ? `「${other.name}」只用于${other.host === 'auto' ? '自动主持' : '法官主持'}的房间` : `没有这条规则：${id.slice(0, 30)}`);
    }
    rules[id] = parseOptionValue(option, value);
  }
  return rules;
}

function parseOptionValue(option: OptionInfo, value: unknown): RuleValue {
  const values = option.values ?? [];
  switch (option.type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw badRequest(`规则「${option.name}」须为 true 或 false`);
    case 'enum':
      if (typeof value === 'string' && values.includes(value)) return value;
      throw badRequest(`规则「${option.name}」的取值须为 ${values.join('、')} 之一`);
    case 'set':
      if (Array.isArray(value) && value.length <= values.length
          && value.every((v) => typeof v === 'string' && values.includes(v))
          && new Set(value).size === value.length) {
        return values.filter((v) => value.includes(v));
      }
      throw badRequest(`规则「${option.name}」须为 ${values.join('、')} 中不重复的若干项`);
    case 'number':
      if (typeof value === 'number' && Number.isInteger(value)
          && value >= (option.min ?? 0) && value <= (option.max ?? 0)) return value;
      throw badRequest(`规则「${option.name}」须为 ${span(option.min ?? 0, option.max ?? 0)} 的整数`);
  }
}

/** "8–12", or "12" when both ends are one number. */
function span(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
