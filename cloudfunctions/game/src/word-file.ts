import { readFileSync } from 'node:fs';
import { readPairs, type WordPair } from './engine/words/pairs';

/** The word bank's data file, written by scripts/build.js beside the cloud function's index.js. */
export const WORDS_FILE = 'words.json';

/**
 * The bank's pairs from its data file (each category's pairs as written, by category id), read once,
 * at the first call: a cold start that deals no words never reads nor parses them.
 */
export function wordFile(path: string): () => readonly WordPair[] {
  let pairs: readonly WordPair[] | undefined;
  return () => {
    pairs ??= readPairs(JSON.parse(readFileSync(path, 'utf8')));
    return pairs;
  };
}
