// 战绩: each player's games and wins in this room, by player (openid) whatever seat they held. The
// result of a deal is written when it ends (and taken back if the judge undoes the end), so a deal
// counts once; it lives in the room document and goes with it.
import type { JudgeView, MyCardResult, Review, Standing } from '../../../typings/api';
import { ratingChangeOf, type RoomCircle } from './circle-link';
import type { Room } from './engine/core/room';
import { dealNumber } from './engine/core/match';
import { judgeView, playerView } from './engine/core/views';
import { winningSeats } from './engine/core/winners';
import { gameModule } from './engine/registry';
import { withTally } from './phone-votes';
import { suspicionOf } from './decoys';
import { ratingFor, type WordRecord } from './word-ratings';
import type { LifeFields } from './table-life/state';
import { lifeLines, markedJudgeLog, withLifeLines } from './table-life/life-log';
import { rescueView } from './table-life/rescue';
import { notesOf } from './seat-notes';
import { withDeadSight } from './table-life/dead-see';
import { spectatorCount, watcherList } from './table-life/spectators';

/** One ended deal: who played it and whether they won. */
export interface DealResult { deal: number; players: { openid: string; won: boolean }[] }

/**
 * A room as the actions keep it: the engine's room, its 战绩, the judge's own nickname (for 换法官),
 * and the word record of its last game on a bank pair (谁是卧底's ratings).
 */
export interface TableRoom extends Room, LifeFields {
  results?: DealResult[];
  judgeNickname?: string;
  wordRecord?: WordRecord;
  /** The 圈子 the room plays for: each deal that ends is recorded there. */
  circle?: RoomCircle;
}

/** The judge's view of the room, with the 战绩 (also in the review, once the deal has one). */
export function judgeAnswer(room: TableRoom): JudgeView {
  const judged = judgeView(gameModule(room.match.state.game), room);
  const view = { ...judged, step: withTally(room, judged.step), log: withLifeLines(markedJudgeLog(judged.log), 'logged', room) };
  const rescue = rescueView(room);
  return {
    ...view,
    standings: standingsOf(room),
    ...(view.review && { review: withStandings(view.review, room) }),
    spectators: spectatorCount(room),
    watchers: watcherList(room),
    ...(rescue && { rescue }),
  };
}

/** A player's answer; its review (once the deal has ended) carries the 战绩, and the rating row when the pair may be rated. */
export function playerAnswer(room: TableRoom, seat: number): MyCardResult {
  const notes = notesOf(room, seat);
  const view = { ...playerView(gameModule(room.match.state.game), room, seat), ...(notes.length > 0 && { notes }) };
  if (!view.review) return withDeadSight(view, room, seat);
  const rating = ratingFor(room, seat);
  const ratingChange = ratingChangeOf(room, seat);
  return { ...view, review: { ...withStandings(view.review, room), ...(ratingChange && { ratingChange }) }, ...(rating && { rating }) };
}

/** The review with what the room keeps beside the match: the 战绩, and the night guesses of an auto room. */
export function withStandings(review: Review, room: TableRoom): Review {
  const suspicion = suspicionOf(room, review);
  const tableLife = lifeLines(room);
  return { ...review, standings: standingsOf(room), ...(suspicion && { suspicion }), ...(tableLife.length > 0 && { tableLife }) };
}

/**
 * The room with the current deal's result recorded when it has just ended, or taken back when it
 * is no longer over (undo); the same room when nothing changes.
 */
export function withResult(room: TableRoom): TableRoom {
  const deal = dealNumber(room.match);
  const results = room.results ?? [];
  const recorded = results.some((r) => r.deal === deal);
  const ended = room.match.state.winner !== null;
  if (ended === recorded) return room;
  if (!ended) return { ...room, results: results.filter((r) => r.deal !== deal) };
  const won = new Set(winningSeats(gameModule(room.match.state.game), room.match.state));
  const players = room.members.map((m) => ({ openid: m.openid, won: won.has(m.seat) }));
  return { ...room, results: [...results, { deal, players }] };
}

/** Every seated player's games and wins in this room, in seat order. */
export function standingsOf(room: TableRoom): Standing[] {
  const results = room.results ?? [];
  return room.members.map((m) => {
    const mine = results.flatMap((r) => r.players.filter((p) => p.openid === m.openid));
    return {
      seat: m.seat,
      ...(m.nickname !== undefined && { nickname: m.nickname }),
      games: mine.length,
      wins: mine.filter((p) => p.won).length,
    };
  });
}
