export type WordDifficulty = 'easy' | 'normal' | 'hard';

/**
 * One category as written: per difficulty, a whitespace-separated list of `first/second` pairs.
 * `draw` defaults to `main` (see bank.ts).
 */
export interface CategorySource {
  readonly id: string;
  readonly name: string;
  readonly draw?: 'chosen' | 'pack';
  readonly pairs: Readonly<Record<WordDifficulty, string>>;
}
