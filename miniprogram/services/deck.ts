// The create page's live check of a custom deck against the catalog's deck data (`GameInfo.deck`):
// it holds no rule of its own. The server reads the same data with its own evaluator (the package
// cannot import the engine); tests/engine/deck-rules.test.ts holds both to the same answers.
import type { DeckInfo, RoleCounts, RuleSet } from '../../typings/api';

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
