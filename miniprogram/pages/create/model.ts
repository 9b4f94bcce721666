// The create form's logic, free of WeChat: the catalog and what the judge changed → what the page
// shows, the live validation message, and the createRoom parameters.
import type {
  CreateRoomParams, GameId, GameInfo, HostMode, OptionInfo, PresetInfo, RoleCounts, RuleSet, RuleValue,
} from '../../../typings/api';
import { deckProblem, presetDeckDealt } from '../../services/deck';
import { campNameIn } from '../../services/names';

/** A preset as the catalog may describe it in more detail (read when present). */
interface PresetDetail extends PresetInfo {
  rules?: RuleSet;
  roles?: Record<string, RoleCounts>;
}

export interface Form {
  game: GameId;
  /** Who runs the room: the judge, or nobody (auto: the creator may play too). */
  host: HostMode;
  players: number;
  preset: string;
  /** Role counts the judge set; null: the preset's own deck. */
  roles: Record<string, number> | null;
  /** Rule values the judge changed (the rest follow the preset). */
  rules: RuleSet;
  words: 'bank' | 'own';
  civilian: string;
  undercover: string;
}

export interface RoleRow { id: string; name: string; camp: string; count: number; max: number }
export interface OptionItem { value: string; label: string }
export interface OptionRow {
  id: string;
  /** The id made safe for a node id (witch.selfSave → witch-selfSave). */
  key: string;
  name: string;
  description: string;
  type: OptionInfo['type'];
  value: RuleValue;
  items: OptionItem[];
  min: number;
  max: number;
}

export interface FormData {
  game: GameId;
  /** The catalog offers auto rooms for this game: the host choice shows. */
  canAuto: boolean;
  host: HostMode;
  /** The auto room's own options (timers), from the catalog. */
  autoOptions: OptionRow[];
  players: number;
  minPlayers: number;
  maxPlayers: number;
  /** The boards for this player count: Chinese name (预女猎白, 狼王守卫 …) and a one-line summary. */
  presets: { id: string; name: string; summary: string }[];
  preset: string;
  presetText: string;
  /** Counts are shown (known for this preset, or set by the judge). */
  rolesShown: boolean;
  rolesCustom: boolean;
  roles: RoleRow[];
  rolesText: string;
  common: OptionRow[];
  advanced: OptionRow[];
  wordOptions: OptionRow[];
  /** How big the word bank is, from the catalog ('' when it does not say). */
  wordBankText: string;
  hasWords: boolean;
  /** The most characters a typed word may have. */
  wordMax: number;
  words: 'bank' | 'own';
  civilian: string;
  undercover: string;
  presetNote: string;
  problem: string;
}

export function presetsFor(game: GameInfo, players: number): PresetInfo[] {
  return game.presets.filter((p) => players >= p.players[0] && players <= p.players[1]);
}

function presetOf(game: GameInfo, id: string): PresetDetail | undefined {
  return game.presets.find((p) => p.id === id);
}

export function newForm(game: GameInfo): Form {
  const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, game.startPlayers ?? game.minPlayers));
  const preset = presetsFor(game, players)[0]?.id ?? game.presets[0]?.id ?? '';
  return { game: game.id, host: 'judge', players, preset, roles: null, rules: {}, words: 'bank', civilian: '', undercover: '' };
}

/** A new player count: presets that do not fit give way, the deck follows the preset again. */
export function withPlayers(game: GameInfo, form: Form, players: number): Form {
  const fits = presetsFor(game, players);
  const preset = fits.some((p) => p.id === form.preset) ? form.preset : fits[0]?.id ?? form.preset;
  const rules = preset === form.preset ? form.rules : {};
  return { ...form, players, preset, roles: null, rules };
}

export function withPreset(form: Form, preset: string): Form {
  return { ...form, preset, roles: null, rules: {} };
}

export function ruleValue(game: GameInfo, form: Form, option: OptionInfo): RuleValue {
  return form.rules[option.id] ?? presetOf(game, form.preset)?.rules?.[option.id] ?? option.default;
}

/** The deck the preset deals at this player count, when the catalog tells it. */
export function presetDeck(game: GameInfo, form: Form): Record<string, number> | null {
  const preset = presetOf(game, form.preset);
  const known = preset?.roles?.[String(form.players)]
    ?? (preset === game.presets[0] ? game.defaultRoles[String(form.players)] : undefined);
  if (!known) return null;
  const dealt = game.deck ? presetDeckDealt(game.deck, known, formRules(game, form)) : known;
  const deck: Record<string, number> = {};
  for (const role of game.roles) deck[role.id] = dealt[role.id] ?? 0;
  return deck;
}

export function deckOf(game: GameInfo, form: Form): Record<string, number> | null {
  return form.roles ?? presetDeck(game, form);
}

/** Starts editing counts from what the preset deals (or the default table). */
export function customRoles(game: GameInfo, form: Form): Record<string, number> {
  const deck = presetDeck(game, form) ?? {};
  const fallback = game.defaultRoles[String(form.players)] ?? {};
  const out: Record<string, number> = {};
  for (const role of game.roles) out[role.id] = deck[role.id] ?? fallback[role.id] ?? 0;
  return out;
}

/** The cards a deck must hold: the players, and the extra cards a role brings (the thief's two). */
function expectedCards(game: GameInfo, form: Form, deck: Record<string, number>): number {
  const extra = game.deck?.extra;
  return form.players + (extra && (deck[extra.role] ?? 0) > 0 ? extra.cards : 0);
}

/** The form's option values, every option of the game filled in. */
function formRules(game: GameInfo, form: Form): RuleSet {
  return Object.fromEntries(game.options.map((o) => [o.id, ruleValue(game, form, o)]));
}

function wordProblem(game: GameInfo, form: Form): string | null {
  if (!game.ownWords || form.words !== 'own') return null;
  const { maxLength } = game.ownWords;
  const civilian = form.civilian.trim();
  const undercover = form.undercover.trim();
  if (!civilian) return '请填写平民词';
  if (!undercover) return '请填写卧底词';
  if ([...civilian].length > maxLength) return `平民词最多 ${maxLength} 个字`;
  if ([...undercover].length > maxLength) return `卧底词最多 ${maxLength} 个字`;
  if (civilian === undercover) return '平民词和卧底词不能相同';
  return null;
}

/** What stops the room from being created, in Chinese; null when the form is fine. */
export function formProblem(game: GameInfo, form: Form): string | null {
  if (form.players < game.minPlayers || form.players > game.maxPlayers) {
    return `${game.name}的人数须为 ${game.minPlayers}–${game.maxPlayers}`;
  }
  if (form.roles && game.deck) {
    const problem = deckProblem(game.deck, form.players, form.roles, formRules(game, form));
    if (problem) return problem;
  }
  return wordProblem(game, form);
}

function optionRow(game: GameInfo, form: Form, option: OptionInfo): OptionRow {
  const values = option.values ?? [];
  return {
    id: option.id,
    key: option.id.replace(/[^A-Za-z0-9_-]/g, '-'),
    name: option.name,
    description: option.description,
    type: option.type,
    value: ruleValue(game, form, option),
    items: values.map((value, i) => ({ value, label: option.valueNames?.[i] ?? value })),
    min: option.min ?? 0,
    max: option.max ?? 0,
  };
}

const isWordOption = (option: OptionInfo): boolean => option.id.startsWith('words.');

/** Whether the catalog offers auto rooms for this game. */
export function canAuto(game: GameInfo): boolean {
  return game.hostModes?.includes('auto') === true;
}

/** An option that means something in rooms of this host mode (the catalog says which). */
function inMode(option: OptionInfo, host: HostMode): boolean {
  return option.host === undefined || option.host === host;
}

/**
 * A word option's values that name a bank category (or pack) carry its pair count: 食物（76 组）;
 * under 家庭模式 the count of the pairs it still draws.
 */
function withPairCounts(game: GameInfo, row: OptionRow, family: boolean): OptionRow {
  const pairsOf = (value: string) => {
    const category = game.wordCategories?.find((c) => c.id === value);
    return family ? category?.familyPairs ?? category?.pairs : category?.pairs;
  };
  return {
    ...row,
    items: row.items.map((item) => {
      const pairs = pairsOf(item.value);
      return pairs === undefined ? item : { ...item, label: `${item.label}（${pairs} 组）` };
    }),
  };
}

function wordBankText(game: GameInfo): string {
  const categories = game.wordCategories ?? [];
  const count = (pack: boolean) => categories.filter((c) => (c.pack === true) === pack).reduce((n, c) => n + c.pairs, 0);
  if (categories.length === 0) return '';
  const packs = count(true);
  return `内置词库 ${categories.length - categories.filter((c) => c.pack).length} 类 ${count(false)} 组词`
    + (packs > 0 ? `，扩展词包另有 ${packs} 组` : '');
}

export function formData(game: GameInfo, form: Form): FormData {
  const preset = presetOf(game, form.preset);
  const deck = deckOf(game, form);
  const total = deck ? Object.values(deck).reduce((a, b) => a + b, 0) : 0;
  const expected = deck ? expectedCards(game, form, deck) : form.players;
  const host = canAuto(game) ? form.host : 'judge';
  // The auto room's own options (its timers) have a section of their own.
  const shown = game.options.filter((o) => !isWordOption(o) && inMode(o, host));
  const rows = shown.filter((o) => o.host !== 'auto').map((o) => optionRow(game, form, o));
  const autoRows = shown.filter((o) => o.host === 'auto').map((o) => optionRow(game, form, o));
  const group = (id: string): OptionInfo['group'] => game.options.find((o) => o.id === id)?.group ?? 'common';
  const presetDetailed = preset !== undefined && (preset === game.presets[0] || preset.rules !== undefined);
  return {
    game: game.id,
    canAuto: canAuto(game),
    host,
    autoOptions: autoRows,
    players: form.players,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    presets: presetsFor(game, form.players).map((p) => ({ id: p.id, name: p.name, summary: p.summary })),
    preset: form.preset,
    presetText: preset?.description ?? '',
    rolesShown: deck !== null,
    rolesCustom: form.roles !== null,
    roles: game.roles.map((r) => ({
      id: r.id,
      name: r.name,
      camp: campNameIn(game, r.camp),
      count: deck?.[r.id] ?? 0,
      max: game.deck?.rules.find((d) => d.role === r.id && d.max !== undefined && d.when === undefined)?.max ?? form.players,
    })),
    rolesText: deck ? `合计 ${total} 张，需要 ${expected} 张` : '',
    common: rows.filter((r) => group(r.id) !== 'advanced'),
    advanced: rows.filter((r) => group(r.id) === 'advanced'),
    wordOptions: game.options.filter(isWordOption).map((o) => withPairCounts(game, optionRow(game, form, o), formRules(game, form)['words.family'] === true)),
    wordBankText: wordBankText(game),
    hasWords: game.ownWords !== undefined,
    wordMax: game.ownWords?.maxLength ?? 0,
    words: form.words,
    civilian: form.civilian,
    undercover: form.undercover,
    presetNote: presetDetailed ? '' : `没有改动的规则按「${preset?.name ?? form.preset}」的设定`,
    problem: formProblem(game, form) ?? '',
  };
}

/** The value a rule widget reported, checked against the option (a switch, radios, checkboxes, a stepper). */
export function ruleInput(option: OptionInfo, raw: unknown): RuleValue | null {
  const values = option.values ?? [];
  switch (option.type) {
    case 'boolean':
      return typeof raw === 'boolean' ? raw : null;
    case 'enum':
      return typeof raw === 'string' && values.includes(raw) ? raw : null;
    case 'set':
      return Array.isArray(raw) && raw.every((v) => typeof v === 'string' && values.includes(v))
        ? values.filter((v) => raw.includes(v)) : null;
    case 'number': {
      const n = Number(raw);
      return Number.isInteger(n) && n >= (option.min ?? n) && n <= (option.max ?? n) ? n : null;
    }
  }
}

/** createRoom's parameters: only what the judge changed goes beyond game, players and preset. */
export function createParams(game: GameInfo, form: Form): CreateRoomParams {
  const params: CreateRoomParams = { game: form.game, players: form.players, preset: form.preset };
  // Judge rooms say nothing: a server that knows no host mode makes one.
  const host = canAuto(game) ? form.host : 'judge';
  if (host === 'auto') params.host = 'auto';
  if (form.roles) {
    const roles: RoleCounts = {};
    for (const role of game.roles) {
      const n = form.roles[role.id] ?? 0;
      if (n > 0) roles[role.id] = n;
    }
    params.roles = roles;
  }
  const rules: RuleSet = {};
  for (const option of game.options) {
    if (!(option.id in form.rules) || !inMode(option, host)) continue;
    if (isWordOption(option) && form.words === 'own') continue;
    rules[option.id] = form.rules[option.id];
  }
  if (Object.keys(rules).length > 0) params.rules = rules;
  if (game.ownWords && form.words === 'own') {
    params.words = { civilian: form.civilian.trim(), undercover: form.undercover.trim() };
  }
  return params;
}
