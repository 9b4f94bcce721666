// A game's rules as the rules page shows them, all from the catalog: the engine's own telling of
// the game (its guide), and beside it the roles, the boards and the common options it offers.
// Nothing here names a role or a rule: a new role, board or option shows up with no page change.
import type { GameInfo, GuideSection, OptionInfo, PresetInfo, RoleInfo, RuleValue } from '../../../typings/api';
import { campNameIn } from '../../services/names';

export interface GameRules { id: string; name: string; intro: string; sections: GuideSection[] }

export function gameRules(game: GameInfo): GameRules {
  const guide = game.guide ?? { intro: '', sections: [] };
  const sections = [
    { title: '角色', items: game.roles.map((role) => roleLine(game, role)) },
    { title: '板子', items: game.presets.map(presetLine) },
    ...guide.sections,
    { title: '规则选项（建房时可改）', items: game.options.filter(isGameRule).map(optionLine) },
  ];
  return {
    id: game.id,
    name: game.name,
    intro: `${game.minPlayers}–${game.maxPlayers} 人。${guide.intro}`,
    sections: sections.filter((section) => section.items.length > 0),
  };
}

function roleLine(game: GameInfo, role: RoleInfo): string {
  const camp = campNameIn(game, role.camp);
  return `${role.name}${camp ? `（${camp}）` : ''}：${role.guide ?? role.description}`;
}

function presetLine(preset: PresetInfo): string {
  const [fewest, most] = preset.players;
  return `${preset.name}（${fewest === most ? fewest : `${fewest}–${most}`} 人）：${preset.description}`;
}

/** The options that change how the game plays (those of one host mode, such as timers, are the room's). */
function isGameRule(option: OptionInfo): boolean {
  return option.group === 'common' && option.host === undefined;
}

function optionLine(option: OptionInfo): string {
  return `${option.name}（默认：${valueText(option, option.default)}）：${option.description}`;
}

function valueText(option: OptionInfo, value: RuleValue): string {
  const named = (v: string) => option.valueNames?.[option.values?.indexOf(v) ?? -1] ?? v;
  if (typeof value === 'boolean') return value ? '开' : '关';
  if (Array.isArray(value)) return value.length > 0 ? value.map(named).join('、') : '无';
  return typeof value === 'string' ? named(value) : String(value);
}
