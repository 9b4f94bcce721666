// 谁是卧底's word ratings: after a game on a bank pair, every seated player may rate the pair once
// (a second tap replaces the first). The room keeps the current deal's record — its pair, whether
// the undercover won, each seat's verdict — and what changed in it between two writes of the room is
// what the bank's stats count. So a game counts once however often its end is undone and entered
// again (a changed result moves only the win), and a changed verdict moves one count to another.
import type { SeatNo, WordRating, WordVerdict } from '../../../typings/api';
import { GameError } from './engine/core/errors';
import { dealNumber } from './engine/core/match';
import { isBadCamp } from './engine/core/names';
import { gameModule } from './engine/registry';
import { VERDICT_LABELS, WORD_VERDICTS, type WordStatDelta } from './engine/words/learn';
import type { TableRoom } from './standings';

/** The current deal's pair as its end and its players left it. */
export interface WordRecord {
  deal: number;
  pairId: string;
  undercoverWon: boolean;
  /** Each seat's verdict, by seat number. */
  verdicts: Record<string, WordVerdict>;
}

/** The bank pair of the room's ended deal, with whether the undercover won; null: nothing to rate or count. */
function endedPair(room: TableRoom): { pairId: string; undercoverWon: boolean } | null {
  const module = gameModule(room.match.state.game);
  const { state } = room.match;
  const pairId = module.bankPair?.(state) ?? null;
  if (!state.winner || pairId === null) return null;
  return { pairId, undercoverWon: isBadCamp(module, state.winner.camp) };
}

/**
 * The room with its word record for the deal that has just ended (or whose result changed after an
 * undo); kept as it is when the deal is playing again, so that its game is not counted twice.
 */
export function withWordGame(room: TableRoom): TableRoom {
  const ended = endedPair(room);
  if (!ended) return room;
  const deal = dealNumber(room.match);
  const record = room.wordRecord?.deal === deal ? room.wordRecord : undefined;
  if (record && record.undercoverWon === ended.undercoverWon) return room;
  return { ...room, wordRecord: { deal, ...ended, verdicts: record?.verdicts ?? {} } };
}

/** `rateWords`: the seat's verdict on the ended deal's bank pair, replacing any earlier one. */
export function rateWords(room: TableRoom, seat: SeatNo, verdict: WordVerdict): TableRoom {
  const module = gameModule(room.match.state.game);
  if (!module.bankPair) throw new GameError('BAD_REQUEST', `${module.info.name}没有词语，不能评价`);
  // The end first: mid-game, every deal is refused alike (where the words came from is the judge's secret).
  if (!room.match.state.winner) throw new GameError('ILLEGAL_MOVE', '本局结束后才能评价词语');
  if (module.bankPair(room.match.state) === null) throw new GameError('ILLEGAL_MOVE', '自定义词不参与评价');
  const counted = withWordGame(room);
  const record = counted.wordRecord as WordRecord;
  if (record.verdicts[seat] === verdict) return counted;
  return { ...counted, wordRecord: { ...record, verdicts: { ...record.verdicts, [seat]: verdict } } };
}

/** The rating row a seated player sees under the review, while the ended deal's bank pair may be rated. */
export function ratingFor(room: TableRoom, seat: SeatNo): WordRating | undefined {
  if (!endedPair(room)) return undefined;
  const record = room.wordRecord?.deal === dealNumber(room.match) ? room.wordRecord : undefined;
  return {
    options: WORD_VERDICTS.map((id) => ({ id, label: VERDICT_LABELS[id] })),
    verdict: record?.verdicts[seat] ?? null,
  };
}

/** What the bank's stats gain from one write of the room: its pair and the counts' changes (null: none). */
export function wordStatsDelta(before: TableRoom, after: TableRoom): { pairId: string; delta: WordStatDelta } | null {
  const next = after.wordRecord;
  if (!next || next === before.wordRecord) return null;
  const prev = before.wordRecord?.deal === next.deal && before.wordRecord.pairId === next.pairId ? before.wordRecord : undefined;
  const delta: Record<string, number> = {};
  const bump = (count: string, by: number) => {
    if (by !== 0) delta[count] = (delta[count] ?? 0) + by;
  };
  if (!prev) bump('games', 1);
  bump('undercoverWins', Number(next.undercoverWon) - Number(prev?.undercoverWon ?? false));
  for (const [seat, verdict] of Object.entries(next.verdicts)) {
    const earlier = prev?.verdicts[seat];
    if (earlier === verdict) continue;
    bump(verdict, 1);
    if (earlier) bump(earlier, -1);
    else bump('ratings', 1);
  }
  return Object.keys(delta).length > 0 ? { pairId: next.pairId, delta: delta as WordStatDelta } : null;
}

/**
 * What the bank's stats give back when the room gives up a deal (a redeal, the room closed or expired) whose
 * end was undone: that game and its result were never played out. The verdicts stay: the players
 * did see the words.
 */
export function abandonedWordGame(room: TableRoom): { pairId: string; delta: WordStatDelta } | null {
  const record = room.wordRecord;
  if (!record || record.deal !== dealNumber(room.match) || room.match.state.winner !== null) return null;
  const delta: WordStatDelta = { games: -1, ...(record.undercoverWon && { undercoverWins: -1 }) };
  return { pairId: record.pairId, delta };
}
