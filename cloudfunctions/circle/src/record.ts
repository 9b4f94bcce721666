// Recording a linked room's ended game: who sat where becomes members (by memberId) or guests, the
// game gets the 圈子's current season, and the document is written once (its id is the room and
// the moment the game ended, so a replayed end is the same game).
import { GameError } from '../../game/src/engine/core/errors';
import type { RatingChange } from '../../../typings/api';
import { PROVISIONAL_GAMES, type Circle, type CircleGame, type CircleSeat } from './model';
import { seasonAt, withSeason } from './seasons';
import type { CircleStore, Versioned } from './store/port';

/** What the room knows when a linked game ends: seats by openid (absent: nobody joined that seat). */
export interface RoomEnd extends Omit<CircleGame, 'gameId' | 'season' | 'seats'> {
  seats: (Omit<CircleSeat, 'memberId' | 'guest'> & { openid?: string })[];
}

/** The nickname of a seat that nobody joined on a phone (the judge dealt it at the table). */
export const GUEST_NAME = '游客';
const WRITE_ATTEMPTS = 20;

export const gameIdOf = (roomNo: string, endedAt: number): string => `${roomNo}-${endedAt}`;

/** The 圈子, or CIRCLE_NOT_FOUND. */
export async function loadCircle(store: CircleStore, circleId: string): Promise<Versioned<Circle>> {
  const found = await store.getCircle(circleId);
  if (!found) throw new GameError('CIRCLE_NOT_FOUND', '这个圈子不存在');
  return found;
}

/** The caller's membership, or NOT_A_MEMBER. */
export function memberOfCircle(circle: Circle, openid: string) {
  const member = circle.members.find((m) => m.openid === openid);
  if (!member) throw new GameError('NOT_A_MEMBER', '你不是这个圈子的成员');
  return member;
}

/** One read and one compare-and-set write of a 圈子, retried when another call wrote in between. */
export async function changeCircle(store: CircleStore, circleId: string, change: (circle: Circle) => Circle): Promise<Circle> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { value, version } = await loadCircle(store, circleId);
    const next = change(value);
    if (next === value || await store.updateCircle(circleId, version, next)) return next;
  }
  throw new Error(`circle ${circleId}: lost the write race ${WRITE_ATTEMPTS} times`);
}

export function circleGame(circle: Circle, end: RoomEnd): CircleGame {
  const members = new Map(circle.members.map((m) => [m.openid, m]));
  return {
    ...end,
    gameId: gameIdOf(end.roomNo, end.endedAt),
    season: seasonAt(circle.season, end.endedAt),
    seats: end.seats.map(({ openid, ...seat }) => {
      const member = openid === undefined ? undefined : members.get(openid);
      return member
        ? { ...seat, memberId: member.memberId, nickname: seat.nickname || member.nickname }
        : { ...seat, guest: true, nickname: seat.nickname || GUEST_NAME };
    }),
  };
}

/**
 * Writes the game document of a linked room's end (once, whatever the replays) and hands it to
 * `fold`, which counts it in its season's totals; answers the game as recorded.
 */
export async function recordEnd(store: CircleStore, end: RoomEnd, fold: (game: CircleGame) => Promise<void>): Promise<CircleGame> {
  const { value: circle } = await loadCircle(store, end.circleId);
  const game = circleGame(circle, end);
  if (!circle.seasons.includes(game.season)) await changeCircle(store, circle.circleId, (c) => withSeason(c, game.season));
  // Already written by an earlier attempt: folding again is how an interrupted attempt completes.
  await store.addGame(game);
  await fold(game);
  return game;
}

/** The rating change that a recorded game brought each member's seat, once counted (guests have none). */
export async function ratingChangesOf(store: CircleStore, gameId: string): Promise<Record<number, RatingChange>> {
  const game = await store.getGame(gameId);
  const seen = game && (await store.getSeason(game.circleId, game.season))?.value.seen[gameId];
  if (!seen) return {};
  return Object.fromEntries(Object.entries(seen.changes).map(([seat, [rating, change, games]]) => (
    [seat, { kind: seen.kind, rating, change, provisional: games < PROVISIONAL_GAMES }]
  )));
}
