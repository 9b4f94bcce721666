// The rules of the three games, one at a time (?game= picks the first one shown).
import type { DataEvent } from '../../services/events';
import { GENERAL, RULES, type GameRules, type RuleSection } from './content';

function gameRules(id: string | undefined): GameRules {
  return RULES.find((r) => r.id === id) ?? RULES[0];
}

/**
 * Shows a game's rules in two setData calls, its later sections in the second: a werewolf's rules
 * are some 16 KB, too much for one payload.
 */
function showRules(page: WechatMiniprogram.Component.TrivialInstance, rules: GameRules): void {
  const half = Math.ceil(rules.sections.length / 2);
  page.setData({ current: rules.id, rules: { ...rules, sections: rules.sections.slice(0, half) } });
  page.setData(Object.fromEntries(rules.sections.slice(half).map((section, i) => [`rules.sections[${half + i}]`, section])));
}

Component({
  data: {
    games: RULES.map((r) => ({ id: r.id, name: r.name })),
    current: RULES[0].id as string,
    rules: RULES[0] as GameRules,
    general: GENERAL as RuleSection,
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      const rules = gameRules(query.game);
      if (rules.id !== this.data.current) showRules(this, rules);
    },
    onPick(e: DataEvent<{ id: string }>) {
      const rules = gameRules(e.currentTarget.dataset.id);
      if (rules.id !== this.data.current) showRules(this, rules);
    },
  },
});
