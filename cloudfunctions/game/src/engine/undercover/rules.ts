import type { RuleSet } from '../../../../../typings/api';
import type { WordDifficulty } from '../words/source';

/** The 谁是卧底 options of docs/rules.md §C.8, read with their types (the core has validated them). */
export interface UndercoverRules {
  blankCamp: 'undercover' | 'solo';
  lastN: number;
  tie: 'debateThenNone' | 'debateUntilResolved';
  revealOnExile: boolean;
  /** 'any' or a category id of the word bank. */
  category: string;
  difficulty: 'any' | WordDifficulty;
  /** Optional word packs switched on: they join the draw under 任意. */
  packs: string[];
  /** 家庭模式: no pair flagged adult or trend. */
  family: boolean;
}

const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;

function isDifficulty(value: unknown): value is WordDifficulty {
  return DIFFICULTIES.some((d) => d === value);
}

/** Reads the rule set; a missing or odd value falls back to the option's default. */
export function undercoverRules(rules: RuleSet): UndercoverRules {
  const lastN = rules['undercover.lastN'];
  const category = rules['words.category'];
  const difficulty = rules['words.difficulty'];
  const packs = rules['words.packs'];
  return {
    blankCamp: rules['blank.camp'] === 'solo' ? 'solo' : 'undercover',
    lastN: typeof lastN === 'number' ? lastN : 3,
    tie: rules['undercover.tie'] === 'debateUntilResolved' ? 'debateUntilResolved' : 'debateThenNone',
    revealOnExile: rules['reveal.onExile'] === true,
    category: typeof category === 'string' ? category : 'any',
    difficulty: isDifficulty(difficulty) ? difficulty : 'any',
    packs: Array.isArray(packs) ? packs : [],
    family: rules['words.family'] === true,
  };
}
