// A room linked to a 圈子: the room keeps when its deal began and when it ended, and hands each
// ended deal to the 圈子 side once. A deal ended again after an undo is not a second game: ended the
// same way (the same 复盘) it stays as recorded; ended otherwise it replaces the game recorded before; never ended
// again (the room deals anew, closes or expires), it is taken back.
import { createHash } from 'node:crypto';
import type { RatingChange, Review, SeatNo } from '../../../typings/api';
import { gameIdOf, type RoomEnd } from '../../circle/src/record';
import { roleName } from './engine/core/config';
import { dealNumber } from './engine/core/match';
import { buildReview } from './engine/core/review';
import { gameModule } from './engine/registry';
import type { TableRoom } from './standings';

/** The 圈子 side as the game actions see it. */
export interface CircleLink {
  /** Throws CIRCLE_NOT_FOUND or NOT_A_MEMBER unless `openid` is a member of the 圈子. */
  checkMember(circleId: string, openid: string): Promise<void>;
  /** Records an ended game and counts it in its season (a replayed end is counted once). */
  record(end: RoomEnd): Promise<void>;
  /** Takes back a recorded game whose end was undone and never reached again: counted nowhere. */
  withdraw(gameId: string): Promise<void>;
  /** The rating change the recorded game `gameId` brought the player in `seat`, once counted. */
  ratingChange(gameId: string, seat: number): Promise<RatingChange | undefined>;
}

/**
 * What a linked room keeps: its 圈子, when the current deal began, and how it ended as recorded
 * (`outcome`: the winner and who was alive; `replaces`: the game an earlier end recorded).
 */
export interface RoomCircle { circleId: string; dealStartedAt: number; ended?: RecordedEnd }

export interface RecordedEnd { deal: number; endedAt: number; outcome?: string; replaces?: string }

/**
 * How a deal ended, as far as the 圈子 records it: its 复盘 (the winner, every seat's card and fate,
 * every night and day), without the players' names, which may change after the end. A digest: it is
 * kept in the room.
 */
function outcomeOf(room: TableRoom): string {
  const review = buildReview(gameModule(room.match.state.game), room.match, []);
  return createHash('sha256').update(JSON.stringify(review)).digest('base64');
}

/**
 * The room with its link kept up: a new deal restarts the clock, an end is stamped; an end after
 * an undo that came out otherwise is stamped anew and replaces the recorded game.
 */
export function withCircleClock(before: TableRoom, after: TableRoom, now: number): TableRoom {
  const link = after.circle;
  if (!link) return after;
  const deal = dealNumber(after.match);
  if (deal !== dealNumber(before.match)) return { ...after, circle: { circleId: link.circleId, dealStartedAt: now } };
  if (after.match.state.winner === null) return after;
  const outcome = outcomeOf(after);
  const recorded = link.ended?.deal === deal ? link.ended : undefined;
  // Ends stored before the outcome was kept stay as they were recorded.
  if (recorded && (recorded.outcome === undefined || recorded.outcome === outcome)) return after;
  const replaces = recorded && gameIdOf(after.roomNo, recorded.endedAt);
  return { ...after, circle: { ...link, ended: { deal, endedAt: now, outcome, ...(replaces && { replaces }) } } };
}

/** Whether `after` holds an end of its deal not yet handed to the 圈子. */
export function newlyEnded(before: TableRoom, after: TableRoom): boolean {
  const ended = after.circle?.ended;
  const was = before.circle?.ended;
  return ended !== undefined && ended.deal === dealNumber(after.match) && (was?.deal !== ended.deal || was.endedAt !== ended.endedAt);
}

/**
 * The recorded game of the room's current deal when the judge took its end back (undo) and it has
 * not ended since: a redeal, closing the room or its expiry now aborts it, and the 圈子 takes it back.
 */
export function undoneEnd(room: TableRoom): string | undefined {
  const ended = room.circle?.ended;
  if (!ended || ended.deal !== dealNumber(room.match) || room.match.state.winner !== null) return undefined;
  return gameIdOf(room.roomNo, ended.endedAt);
}

/** The recorded game id of the room's current deal, once it has ended. */
export function endedGameId(room: TableRoom): string | undefined {
  const ended = room.circle?.ended;
  return ended && ended.deal === dealNumber(room.match) ? gameIdOf(room.roomNo, ended.endedAt) : undefined;
}

/** A deck in words: the preset's id when the room dealt its preset's cards, else the cards themselves. */
function boardOf(room: TableRoom): { board: string; boardName: string } {
  const module = gameModule(room.match.state.game);
  const { config } = room.match.state;
  const preset = module.presets.find((p) => p.id === config.preset);
  const cards = Object.entries(config.roles).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => (a < b ? -1 : 1));
  const sameCards = (deck: Record<string, number | undefined>) => JSON.stringify(cards) === JSON.stringify(Object.entries(deck).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => (a < b ? -1 : 1)));
  if (preset && sameCards(preset.roles(config.players))) return { board: preset.id, boardName: `${preset.name}（${config.players} 人）` };
  return {
    board: cards.map(([role, n]) => `${role}×${n}`).join('+'),
    boardName: `自选 ${config.players} 人：${cards.map(([role, n]) => `${roleName(module, role)}×${n}`).join(' ')}`,
  };
}

/** Every seat that held the sheriff's badge in the deal: elected, or handed it later. */
function heldTheBadge(review: Review): Set<SeatNo> {
  const events = review.phases.flatMap((phase) => phase.events);
  return new Set(events.flatMap((e) => (e.kind === 'election' ? [e.elected] : e.kind === 'badge' ? [e.to] : []))
    .filter((seat): seat is SeatNo => seat !== null));
}

/** The ended deal as the 圈子 records it: each seat's card, camp, fate and player (by openid). */
export function roomEnd(room: TableRoom): RoomEnd {
  const link = room.circle;
  if (!link?.ended) throw new Error('roomEnd of a room whose deal has not ended');
  const module = gameModule(room.match.state.game);
  const review = buildReview(module, room.match, room.members);
  const openids = new Map(room.members.map((m) => [m.seat, m.openid]));
  const badgeHolders = heldTheBadge(review);
  return {
    circleId: link.circleId,
    roomNo: room.roomNo,
    game: review.game,
    gameName: review.gameName,
    ...boardOf(room),
    endedAt: link.ended.endedAt,
    ...(link.ended.replaces && { replaces: link.ended.replaces }),
    durationSec: Math.max(0, Math.round((link.ended.endedAt - link.dealStartedAt) / 1000)),
    winner: review.winner.camp,
    winnerName: review.winner.campName,
    review,
    seats: review.seats.map((s) => ({
      seat: s.seat,
      ...(openids.has(s.seat) && { openid: openids.get(s.seat) }),
      nickname: s.nickname ?? '',
      role: s.role,
      roleName: s.roleName,
      camp: s.camp,
      campName: s.campName,
      aliveAtEnd: s.fate === null,
      won: s.won,
      ...(s.fate && { deathCause: s.fate.causes.join('+'), fate: s.fate.text }),
      ...(badgeHolders.has(s.seat) && { sheriff: true as const }),
    })),
  };
}
