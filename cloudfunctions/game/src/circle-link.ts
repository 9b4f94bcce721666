// A room linked to a 圈子: the room keeps when its deal began and when it ended, and hands each
// ended deal to the 圈子 side once. An undo past the end takes the game back at once (the 圈子 shows
// nothing of a deal being played again); the deal's next end is recorded as a game of its own.
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
  /** Takes back a recorded game whose end was undone: kept, counted nowhere, shown to nobody. */
  withdraw(gameId: string): Promise<void>;
  /** The rating change the recorded game `gameId` brought each member's seat, once counted. */
  ratingChanges(gameId: string): Promise<Record<number, RatingChange>>;
}

/** What a linked room keeps: its 圈子, when the current deal began, and when it ended. */
export interface RoomCircle { circleId: string; dealStartedAt: number; ended?: RecordedEnd }

/**
 * An end handed to the 圈子; `counted` once the 圈子 has counted it (until then it is handed over again,
 * see `recordDue`), with the rating change it brought each member's seat.
 */
export interface RecordedEnd { deal: number; endedAt: number; counted?: true; ratings?: Record<number, RatingChange> }

/**
 * The room with its link kept up: a new deal restarts the clock, an end is stamped, an end taken
 * back by an undo is dropped.
 */
export function withCircleClock(before: TableRoom, after: TableRoom, now: number): TableRoom {
  const link = after.circle;
  if (!link) return after;
  const deal = dealNumber(after.match);
  if (deal !== dealNumber(before.match)) return { ...after, circle: { circleId: link.circleId, dealStartedAt: now } };
  const over = after.match.state.winner !== null;
  if (over === (link.ended?.deal === deal)) return after;
  if (over) return { ...after, circle: { ...link, ended: { deal, endedAt: now } } };
  const { ended: _takenBack, ...kept } = link;
  return { ...after, circle: kept };
}

/** The recorded game whose end the change from `before` to `after` took back (an undo past the end). */
export function takenBack(before: TableRoom, after: TableRoom): string | undefined {
  const recorded = endedGameId(before);
  return recorded !== undefined && dealNumber(after.match) === dealNumber(before.match) && !after.circle?.ended ? recorded : undefined;
}

/**
 * The recorded game of a room that still holds an end its deal no longer has: a room stored by a
 * release that kept an undone end until the deal was given up (a redeal, closing the room, its expiry).
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

/** Whether the room's ended deal is still to be counted by its 圈子. */
export function uncountedEnd(room: TableRoom): boolean {
  return endedGameId(room) !== undefined && !room.circle?.ended?.counted;
}

/**
 * How long after an end its first recording has surely finished or failed: longer than a call may
 * run (the cloud function's timeout), so a retry never races the first attempt still in flight.
 */
export const RECORD_RETRY_MS = 15_000;

/** Whether the room's ended deal is due to be recorded: just ended, or still uncounted long after its end. */
export function recordDue(before: TableRoom, after: TableRoom, now: number): boolean {
  if (!uncountedEnd(after)) return false;
  const ended = after.circle!.ended!;
  const was = before.circle?.ended;
  return was?.deal !== ended.deal || was.endedAt !== ended.endedAt || now - ended.endedAt > RECORD_RETRY_MS;
}

/** The room with its recorded game `gameId` counted, and the rating changes it brought, while that end still stands. */
export function withCounted(room: TableRoom, gameId: string, ratings: Record<number, RatingChange>): TableRoom {
  const link = room.circle;
  if (!link?.ended || endedGameId(room) !== gameId || link.ended.counted) return room;
  const rated = Object.keys(ratings).length > 0;
  return { ...room, circle: { ...link, ended: { ...link.ended, counted: true, ...(rated && { ratings }) } } };
}

/** The rating change the deal's recorded end brought the player in `seat`, once counted. */
export function ratingChangeOf(room: TableRoom, seat: SeatNo): RatingChange | undefined {
  return endedGameId(room) === undefined ? undefined : room.circle?.ended?.ratings?.[seat];
}

/** Whether the rating changes on hand moved: each seat's card shows its own. */
export function ratingsMoved(prev: TableRoom, next: TableRoom): boolean {
  return prev.circle?.ended?.ratings !== next.circle?.ended?.ratings;
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
