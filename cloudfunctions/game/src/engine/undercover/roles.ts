import type { DeckInfo, RoleCounts, RuleSet } from '../../../../../typings/api';
import { deckProblem } from '../core/deck';
import { isPresetDeck } from './presets';

/** A 谁是卧底 deck (docs/rules.md §C.2): an undercover; no blank when blanks are off; civilians outnumber the rest. */
export const UNDERCOVER_DECK: DeckInfo = {
  rules: [
    { role: 'undercover', min: 1, message: '至少需要 1 名卧底' },
    { role: 'blank', max: 0, when: { option: 'blank.enabled', value: false }, message: '已关闭「白板」，不能再发白板牌' },
    { role: 'civilian', moreThan: ['undercover', 'blank'], message: '平民须多于卧底和白板之和（现在平民 {n} 人，卧底和白板 {others} 人）' },
  ],
  // The default deck always has the table's blank (see presets.ts); with blanks off it is dealt as a civilian.
  folds: [{ role: 'blank', into: 'civilian', when: { option: 'blank.enabled', value: false } }],
};

/** Chinese reason why a 谁是卧底 deck cannot be played, or null. A preset's own deck keeps its blanks (they are dropped at the deal). */
export function checkUndercoverRoles(players: number, roles: RoleCounts, rules: RuleSet): string | null {
  if (Object.keys(roles).some((r) => r !== 'civilian' && r !== 'undercover' && r !== 'blank')) {
    return '谁是卧底只有平民、卧底和白板';
  }
  return deckProblem(UNDERCOVER_DECK, players, roles, isPresetDeck(roles) ? { ...rules, 'blank.enabled': true } : rules);
}
