/** How the bank's pairs are read from their written form (see README.md). */
import { CATEGORY_ENTRIES } from './catalog';
import { categorySources, type CategoryPairs, type CategorySource, type WordDifficulty } from './source';

export const WORD_DIFFICULTIES: readonly WordDifficulty[] = Object.freeze(['easy', 'normal', 'hard'] as const);

/**
 * What a draw can leave out: `adult` (alcohol, dating, gambling, nightlife), `brand` (a trademark),
 * `region` (known only in part of China), `trend` (internet slang that ages).
 */
export type WordFlag = 'adult' | 'brand' | 'region' | 'trend';

export const WORD_FLAGS: readonly WordFlag[] = Object.freeze(['adult', 'brand', 'region', 'trend'] as const);

export interface WordPair {
  readonly id: string;
  readonly first: string;
  readonly second: string;
  readonly category: string;
  readonly difficulty: WordDifficulty;
  readonly flags: readonly WordFlag[];
}

/** The pairs of the catalog's categories, from their written pairs by category id; anything malformed throws. */
export function readPairs(written: Readonly<Record<string, CategoryPairs>>): readonly WordPair[] {
  return buildPairs(categorySources(CATEGORY_ENTRIES, written));
}

/** The pairs as written in the sources; a malformed pair or an unknown flag throws at load. */
export function buildPairs(source: readonly CategorySource[]): readonly WordPair[] {
  const out: WordPair[] = [];
  for (const cat of source) {
    for (const difficulty of WORD_DIFFICULTIES) {
      for (const token of cat.pairs[difficulty].split(/\s+/)) {
        if (token === '') continue;
        const where = `"${token}" in ${cat.id}/${difficulty}`;
        const [words, ...marks] = token.split('#');
        const parts = words.split('/');
        if (parts.length !== 2 || parts[0] === '' || parts[1] === '') throw new Error(`word bank: malformed pair ${where}`);
        const [first, second] = parts as [string, string];
        const flags = Object.freeze([...(cat.flags ?? []), ...marks.map((mark) => readFlag(mark, cat.flags ?? [], where))]);
        if (new Set(flags).size !== flags.length) throw new Error(`word bank: a flag written twice ${where}`);
        out.push(Object.freeze({ id: `${first}-${second}`, first, second, category: cat.id, difficulty, flags }));
      }
    }
  }
  return Object.freeze(out);
}

/** A `#flag` mark after a pair: a known flag the category does not already give every pair. */
function readFlag(mark: string, categoryFlags: readonly WordFlag[], where: string): WordFlag {
  const flag = WORD_FLAGS.find((f) => f === mark);
  if (flag === undefined) throw new Error(`word bank: unknown flag "#${mark}" ${where}`);
  if (categoryFlags.includes(flag)) throw new Error(`word bank: "#${mark}" is already on the whole category ${where}`);
  return flag;
}
