import type { WordFlag } from './pairs';

export type WordDifficulty = 'easy' | 'normal' | 'hard';

/**
 * How a category is drawn: `main` under 任意; `chosen` only when the judge picks it (成语: idioms
 * need a table that likes them); `pack` only when its pack is switched on (名人和流行语 date fast).
 */
export type WordDraw = 'main' | 'chosen' | 'pack';

/**
 * One category as the catalog lists it (catalog.ts). `flags` are given to every pair of the category
 * (a pack of brands, of party pairs). `draw` defaults to `main`.
 */
export interface CategoryEntry {
  readonly id: string;
  readonly name: string;
  readonly draw?: Exclude<WordDraw, 'main'>;
  readonly flags?: readonly WordFlag[];
}

/**
 * A category's pairs as written (categories/<id>.ts): per difficulty, a whitespace-separated list of
 * `first/second` pairs, each optionally followed by its flags (`啤酒/红酒#adult`, `a/b#adult#region`).
 */
export type CategoryPairs = Readonly<Record<WordDifficulty, string>>;

/** One category with its pairs, as the bank reads it. */
export interface CategorySource extends CategoryEntry {
  readonly pairs: CategoryPairs;
}

/** The catalog's categories, each with its pairs from `pairs` (by category id); a category without pairs, or pairs without a category, throws. */
export function categorySources(entries: readonly CategoryEntry[], pairs: Readonly<Record<string, CategoryPairs>>): CategorySource[] {
  const listed = new Set(entries.map((c) => c.id));
  const stray = Object.keys(pairs).find((id) => !listed.has(id));
  if (stray !== undefined) throw new Error(`word bank: pairs of "${stray}", a category the catalog does not list`);
  return entries.map((c) => {
    if (!Object.prototype.hasOwnProperty.call(pairs, c.id)) throw new Error(`word bank: no pairs for the category "${c.id}"`);
    return { ...c, pairs: pairs[c.id] };
  });
}
