/**
 * Built-in word bank for 谁是卧底 (undercover).
 *
 * The pairs were written for this project and are its own work, released under the project's
 * licence (MIT). The bank is kept server-side only, inside the `game` cloud function: it must never
 * be bundled into the mini-program, so that a player cannot read the pairs out of the client package.
 *
 * One file per category under `categories/`. What a pair must never be, what each difficulty and
 * flag means, and how the tests hold the bank to it: README.md next to this file.
 * A pair's id is its two words joined by `-`; ids are stored in rooms to avoid drawing the same pair
 * twice, so a pair that has shipped keeps its spelling (moving it between categories or difficulties
 * keeps its id).
 */
import { CATEGORY_SOURCES } from './categories';
import type { CategorySource, WordDifficulty } from './source';

export type { WordDifficulty } from './source';

export const WORD_DIFFICULTIES: readonly WordDifficulty[] = Object.freeze(['easy', 'normal', 'hard'] as const);

/**
 * How a category is drawn: `main` under 任意; `chosen` only when the judge picks it (成语: idioms
 * need a table that likes them); `pack` only when its pack is switched on (名人和流行语 date fast).
 */
export type WordDraw = 'main' | 'chosen' | 'pack';

export interface WordCategory {
  readonly id: string;
  readonly name: string;
  readonly draw: WordDraw;
}

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

export const WORD_CATEGORIES: readonly WordCategory[] = Object.freeze(
  CATEGORY_SOURCES.map((c) => Object.freeze({ id: c.id, name: c.name, draw: c.draw ?? 'main' })),
);

export const WORD_PAIRS: readonly WordPair[] = buildPairs(CATEGORY_SOURCES);

/** The categories a judge can pick under 词库类别 (every one but the packs). */
export const CHOOSABLE_CATEGORIES: readonly WordCategory[] = Object.freeze(WORD_CATEGORIES.filter((c) => c.draw !== 'pack'));

/** The optional packs, switched on by 扩展词包. */
export const WORD_PACKS: readonly WordCategory[] = Object.freeze(WORD_CATEGORIES.filter((c) => c.draw === 'pack'));
