import type { WordFlag } from './bank';

export type WordDifficulty = 'easy' | 'normal' | 'hard';

/**
 * One category as written: per difficulty, a whitespace-separated list of `first/second` pairs, each
 * optionally followed by its flags (`啤酒/红酒#adult`, `a/b#adult#region`). `flags` are given to every
 * pair of the category (a pack of brands, of party pairs). `draw` defaults to `main` (see bank.ts).
 */
export interface CategorySource {
  readonly id: string;
  readonly name: string;
  readonly draw?: 'chosen' | 'pack';
  readonly flags?: readonly WordFlag[];
  readonly pairs: Readonly<Record<WordDifficulty, string>>;
}
