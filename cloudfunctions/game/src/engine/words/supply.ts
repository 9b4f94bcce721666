import type { WordOdds } from './learn';
import type { WordPair } from './pairs';

/**
 * What the host hands a deal that may draw from the word bank: the bank's pairs (the cloud function
 * reads them from their data file when a game first needs them) and what the tables taught the draw.
 */
export interface WordSupply {
  pairs: readonly WordPair[];
  odds: WordOdds;
}
