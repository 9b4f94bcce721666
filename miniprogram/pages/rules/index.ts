// The rules of the three games, one at a time (?game= picks the first one shown).
import type { DataEvent } from '../../services/events';
import { GENERAL, RULES, type GameRules, type RuleSection } from './content';

function gameRules(id: string | undefined): GameRules {
  return RULES.find((r) => r.id === id) ?? RULES[0];
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
      if (rules.id !== this.data.current) this.setData({ current: rules.id, rules });
    },
    onPick(e: DataEvent<{ id: string }>) {
      const rules = gameRules(e.currentTarget.dataset.id);
      if (rules.id !== this.data.current) this.setData({ current: rules.id, rules });
    },
  },
});
