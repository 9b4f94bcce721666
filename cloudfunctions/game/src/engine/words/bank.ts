/**
 * Built-in word bank for 谁是卧底 (undercover).
 *
 * The pairs were written for this project and are its own work, released under the project's
 * licence (MIT). The bank is kept server-side only, inside the `game` cloud function: it must never
 * be bundled into the mini-program, so that a player cannot read the pairs out of the client package.
 *
 * The categories are listed in catalog.ts, their pairs written one file per category under
 * `categories/`. The cloud function does not bundle the pairs: scripts/build.js writes them to a data
 * file beside it, which the function reads when a game first needs them. What a pair must never be,
 * what each difficulty and flag means, and how the tests hold the bank to it: README.md next to this file.
 * A pair's id is its two words joined by `-`; ids are stored in rooms to avoid drawing the same pair
 * twice, so a pair that has shipped keeps its spelling (moving it between categories or difficulties
 * keeps its id).
 */
import { CATEGORY_PAIRS } from './categories';
import { readPairs, type WordPair } from './pairs';

export type { WordDifficulty, WordDraw } from './source';
export type { WordCategory } from './catalog';
export type { WordFlag, WordPair } from './pairs';
export { CHOOSABLE_CATEGORIES, WORD_CATEGORIES, WORD_PACKS } from './catalog';
export { buildPairs, WORD_DIFFICULTIES, WORD_FLAGS } from './pairs';

export const WORD_PAIRS: readonly WordPair[] = readPairs(CATEGORY_PAIRS);
