// A deck checked against a game's deck rules (data the catalog carries as `GameInfo.deck`): what
// createRoom refuses, and why.
import type { DeckInfo, RoleCounts, RuleSet } from '../../../../../typings/api';

/** Why `roles` cannot be dealt to `players` (in Chinese), or null. `rules`: the room's option values. */
export function deckProblem(deck: DeckInfo, players: number, roles: RoleCounts, rules: RuleSet): string | null {
  const count = (role: string): number => roles[role] ?? 0;
  const total = Object.values(roles).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const extra = deck.extra && count(deck.extra.role) > 0 ? deck.extra : null;
  const expected = players + (extra?.cards ?? 0);
  if (total !== expected) {
    return extra
      ? `${extra.message}：应为 ${expected} 张，现在是 ${total} 张`
      : `身份数之和须等于人数 ${players}（现在是 ${total}）`;
  }
  for (const rule of deck.rules) {
    if (rule.when && rules[rule.when.option] !== rule.when.value) continue;
    const n = [rule.role, ...(rule.countsWith ?? [])].reduce((sum, r) => sum + count(r), 0);
    const others = (rule.moreThan ?? []).reduce((sum, r) => sum + count(r), 0);
    const fails = (rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max)
      || (rule.moreThan !== undefined && n <= others);
    if (fails) return rule.message.replace('{n}', String(n)).replace('{others}', String(others));
  }
  return null;
}

/** The deck a preset deals under the room's option values, its folds applied (`rules`: every option's value). */
export function presetDeckDealt(deck: DeckInfo, roles: RoleCounts, rules: RuleSet): RoleCounts {
  let dealt = roles;
  for (const { role, into, when } of deck.folds ?? []) {
    const cards = dealt[role] ?? 0;
    if (cards === 0 || rules[when.option] !== when.value) continue;
    const { [role]: _folded, ...rest } = dealt;
    dealt = { ...rest, [into]: (rest[into] ?? 0) + cards };
  }
  return dealt;
}
