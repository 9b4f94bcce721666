import { badRequest } from '../core/errors';
import { hasHiddenCharacter, isPlainObject, typedText } from '../core/guards';
import { weightedPick, type Rng } from '../core/rng';
import { WORD_CATEGORIES } from '../words/catalog';
import type { WordFlag, WordPair } from '../words/pairs';
import { EVEN_ODDS, type WordOdds } from '../words/learn';
import type { UndercoverRules } from './rules';

export interface WordPairChoice { civilian: string; undercover: string }

export const MAX_WORD_LENGTH = 8;

/**
 * createRoom's `words`: `{ civilian, undercover }`, each trimmed to 1–8 characters (code points),
 * different after trimming. Absent → {} (a pair is drawn from the bank). Anything else is BAD_REQUEST.
 */
export function checkWords(params: { words?: unknown }): { words?: WordPairChoice } {
  const raw = params.words;
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) throw badRequest('词语须为一个平民词和一个卧底词');
  const extra = Object.keys(raw).find((k) => k !== 'civilian' && k !== 'undercover');
  if (extra !== undefined) throw badRequest(`词语只有平民词和卧底词，不认识「${extra.slice(0, 20)}」`);
  const civilian = checkWord(raw.civilian, '平民词');
  const undercover = checkWord(raw.undercover, '卧底词');
  if (civilian === undercover) throw badRequest('平民词和卧底词不能相同');
  return { words: { civilian, undercover } };
}

function checkWord(value: unknown, label: string): string {
  if (typeof value !== 'string') throw badRequest(`请填写${label}`);
  const word = typedText(value);
  const length = [...word].length;
  if (length === 0) throw badRequest(`${label}不能为空`);
  if (length > MAX_WORD_LENGTH) throw badRequest(`${label}最多 ${MAX_WORD_LENGTH} 个字`);
  if (hasHiddenCharacter(word)) throw badRequest(`${label}不能包含换行、控制字符或看不见的字符`);
  return word;
}

/** What a room keeps between deals: the ids of the bank pairs already drawn, oldest first. */
export interface WordCarry { used: string[] }

/** The carry as stored (plain JSON from the room document); anything unexpected counts as none. */
export function readCarry(carry: unknown): WordCarry | undefined {
  if (!isPlainObject(carry) || !Array.isArray(carry.used)) return undefined;
  return { used: carry.used.filter((id): id is string => typeof id === 'string') };
}

export interface Draw {
  pair: WordPair;
  words: WordPairChoice;
  carry: WordCarry;
  /** The part of the bank the pair came from: the asked-for one, or what it was widened to. */
  from: Pick<UndercoverRules, 'category' | 'difficulty'>;
  /** Remarks for the judge's log (a filter that had to be widened, a bank part started over). */
  notes: string[];
}

type DrawRules = Pick<UndercoverRules, 'category' | 'difficulty' | 'packs'> & Partial<Pick<UndercoverRules, 'family'>>;

/** 家庭模式 leaves out the pairs with these flags. */
export const FAMILY_LEFT_OUT: readonly WordFlag[] = Object.freeze(['adult', 'trend'] as const);

export function familyFriendly(pair: WordPair): boolean {
  return !pair.flags.some((f) => FAMILY_LEFT_OUT.includes(f));
}

/** A rare pair has one ticket in the draw, any other pair ten. */
const RARE_TICKETS = 1;
const PAIR_TICKETS = 10;

/**
 * Draws a pair from the bank for one deal: only the asked-for category and difficulty, never a pair
 * this room has already had. 任意 draws from every category drawn by default (not 成语) and the
 * packs switched on. When every pair of that part of the bank has been used, the part starts over
 * (without the pair just played, if there is another). If the category has no pair of the asked
 * difficulty, the difficulty is dropped (and said so); an unknown category draws as 任意.
 * Which word goes to the civilians is random.
 *
 * What the tables taught (`odds`): a banned pair is never drawn; a rare pair has a tenth of another
 * pair's weight among the pairs this room has not had, so it is drawn ten times less often, yet a
 * room never repeats a pair while one it has not had (rare or not) is left.
 */
export function drawWords(
  rules: DrawRules,
  rng: Rng,
  carry: WordCarry | undefined,
  bank: readonly WordPair[],
  odds: WordOdds = EVEN_ODDS,
): Draw {
  const notes: string[] = [];
  const { pairs: part, ...from } = bankPart(bank, rules, odds, notes);
  let used = carry?.used ?? [];
  let fresh: readonly WordPair[] = part.filter((p) => !used.includes(p.id));
  if (fresh.length === 0) {
    const last = used[used.length - 1];
    const partIds = new Set(part.map((p) => p.id));
    used = used.filter((id) => !partIds.has(id));
    fresh = part.length > 1 ? part.filter((p) => p.id !== last) : part;
    notes.push(`这部分词库的 ${part.length} 组词已经全部用过，从头再抽`);
  }
  const pair = weightedPick(rng, fresh, (p) => (odds.rare.includes(p.id) ? RARE_TICKETS : PAIR_TICKETS));
  const swap = rng.int(2) === 1;
  const words = swap ? { civilian: pair.second, undercover: pair.first } : { civilian: pair.first, undercover: pair.second };
  return { pair, words, carry: { used: [...used.filter((id) => id !== pair.id), pair.id] }, from, notes };
}

/**
 * The pairs a deal may draw: never a banned one, under 家庭模式 only family-friendly ones, then the
 * category and the difficulty.
 */
function bankPart(bank: readonly WordPair[], rules: DrawRules, odds: WordOdds, notes: string[]): BankPart {
  const { category, difficulty, packs } = rules;
  const allowed = bank.filter((p) => !odds.banned.includes(p.id) && (!rules.family || familyFriendly(p)));
  const drawnByDefault = (id: string) => packs.includes(id) || WORD_CATEGORIES.some((c) => c.id === id && c.draw === 'main');
  const anyPart = allowed.filter((p) => drawnByDefault(p.category));
  if (anyPart.length === 0) throw new Error('the word bank is empty');
  if (category === 'any') return difficultyPart(anyPart, 'any', difficulty, notes);
  const inCategory = allowed.filter((p) => p.category === category);
  if (inCategory.length === 0) {
    notes.push(bank.some((p) => p.category === category)
      ? `「${categoryName(category)}」这一类现在没有可抽的词，改为从任意类别中抽取`
      : `词库没有「${categoryName(category)}」这一类，改为从任意类别中抽取`);
    return difficultyPart(anyPart, 'any', difficulty, notes);
  }
  return difficultyPart(inCategory, category, difficulty, notes);
}

type Difficulty = UndercoverRules['difficulty'];

interface BankPart { pairs: readonly WordPair[]; category: string; difficulty: Difficulty }

function difficultyPart(pairs: readonly WordPair[], category: string, difficulty: Difficulty, notes: string[]): BankPart {
  const part = difficulty === 'any' ? pairs : pairs.filter((p) => p.difficulty === difficulty);
  if (part.length > 0) return { pairs: part, category, difficulty };
  // None at all, or every one taken out for its ratings or by 家庭模式.
  notes.push(`这一类现在没有可抽的「${DIFFICULTY_NAMES[difficulty]}」难度的词，改为不限难度`);
  return { pairs, category, difficulty: 'any' };
}

export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  any: '任意', easy: '简单', normal: '普通', hard: '困难',
};

export function categoryName(id: string): string {
  return id === 'any' ? '任意' : WORD_CATEGORIES.find((c) => c.id === id)?.name ?? id;
}
