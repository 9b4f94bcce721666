/**
 * What the tables teach the word bank. After a game every player may rate its pair; the server
 * keeps per pair the counts by verdict, the games played with it and the undercover's wins. From
 * those counts the draw learns: a pair most tables call bad is drawn ten times less often, a pair
 * flagged 🚩 不合适 three times is not drawn at all until a maintainer has looked at it.
 */
import type { WordVerdict } from '../../../../../typings/api';
import { REVIEWED_PAIRS } from './reviewed';

export const WORD_VERDICTS: readonly WordVerdict[] = Object.freeze(['good', 'tooClose', 'tooFar', 'unknown', 'unfit'] as const);

/** The rating row's buttons, in order. */
export const VERDICT_LABELS: Readonly<Record<WordVerdict, string>> = Object.freeze({
  good: '👍 好词', tooClose: '👎 太像了', tooFar: '👎 太不像', unknown: '👎 不认识', unfit: '🚩 不合适',
});

/** One pair's record: its ratings by verdict (`ratings` is their sum), its games, the undercover's wins. */
export interface WordStat extends Record<WordVerdict, number> {
  pairId: string;
  ratings: number;
  games: number;
  undercoverWins: number;
}

export type WordCount = Exclude<keyof WordStat, 'pairId'>;
/** A change of one pair's counts, applied atomically by the store. */
export type WordStatDelta = Partial<Record<WordCount, number>>;

export const WORD_COUNTS: readonly WordCount[] = Object.freeze([...WORD_VERDICTS, 'ratings', 'games', 'undercoverWins'] as const);

/** A pair needs this many ratings before its bad share counts. */
export const RATINGS_TO_JUDGE = 5;
/** The share of bad verdicts (every one but 好词) from which a pair is drawn rarely. */
export const BAD_SHARE = 0.6;
/** This many 🚩 since its last review and a pair is not drawn. */
export const FLAGS_TO_BAN = 3;
/** Fewer ratings than this can change nothing: the draw reads only the pairs with at least as many. */
export const RATINGS_THAT_MATTER = Math.min(RATINGS_TO_JUDGE, FLAGS_TO_BAN);

/** What the draw leaves out (`banned`) and what it draws ten times less often (`rare`), by pair id. */
export interface WordOdds { rare: readonly string[]; banned: readonly string[] }

export const EVEN_ODDS: WordOdds = Object.freeze({ rare: [], banned: [] });

export function badShare(stat: WordStat): number {
  return stat.ratings === 0 ? 0 : (stat.ratings - stat.good) / stat.ratings;
}

/** 🚩 given since a maintainer last reviewed the pair and kept it. */
export function flagsSinceReview(stat: WordStat, reviewed: Readonly<Record<string, number>> = REVIEWED_PAIRS): number {
  return stat.unfit - (reviewed[stat.pairId] ?? 0);
}

export type WordStanding = 'banned' | 'rare' | 'fine';

export function standingOf(stat: WordStat, reviewed: Readonly<Record<string, number>> = REVIEWED_PAIRS): WordStanding {
  if (flagsSinceReview(stat, reviewed) >= FLAGS_TO_BAN) return 'banned';
  if (stat.ratings >= RATINGS_TO_JUDGE && badShare(stat) >= BAD_SHARE) return 'rare';
  return 'fine';
}

/** The draw's odds from the stored stats (pairs without stats draw as usual). */
export function learnedOdds(stats: readonly WordStat[], reviewed: Readonly<Record<string, number>> = REVIEWED_PAIRS): WordOdds {
  const rare: string[] = [];
  const banned: string[] = [];
  for (const stat of stats) {
    const standing = standingOf(stat, reviewed);
    if (standing === 'banned') banned.push(stat.pairId);
    else if (standing === 'rare') rare.push(stat.pairId);
  }
  return { rare, banned };
}

/** A pair's record with nothing counted yet. */
export function emptyStat(pairId: string): WordStat {
  return { pairId, good: 0, tooClose: 0, tooFar: 0, unknown: 0, unfit: 0, ratings: 0, games: 0, undercoverWins: 0 };
}
