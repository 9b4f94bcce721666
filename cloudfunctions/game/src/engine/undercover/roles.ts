import type { RoleCounts, RuleSet } from '../../../../../typings/api';
import { isPresetDeck } from './presets';
import { undercoverRules } from './rules';

/** Chinese reason why a 谁是卧底 deck cannot be played, or null (docs/rules.md §C.2). */
export function checkUndercoverRoles(players: number, roles: RoleCounts, rules: RuleSet): string | null {
  const civilian = roles.civilian ?? 0;
  const undercover = roles.undercover ?? 0;
  const blank = roles.blank ?? 0;
  const total = civilian + undercover + blank;
  if (Object.keys(roles).some((r) => r !== 'civilian' && r !== 'undercover' && r !== 'blank')) {
    return '谁是卧底只有平民、卧底和白板';
  }
  if (total !== players) return `身份数之和须等于人数 ${players}（现在是 ${total}）`;
  if (undercover < 1) return '至少需要 1 名卧底';
  if (blank > 0 && !undercoverRules(rules).blankEnabled && !isPresetDeck(roles)) {
    return '已关闭白板（blank.enabled 为 false），不能再发白板';
  }
  if (civilian <= undercover + blank) {
    return `平民须多于卧底和白板之和（现在平民 ${civilian} 人，卧底和白板 ${undercover + blank} 人）`;
  }
  return null;
}
