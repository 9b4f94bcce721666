// What the mini-program keeps on the phone: recent rooms, the player's nickname, the 圈子 joined.
import type { GameId, Review, SeatNo } from '../../typings/api';

export interface RecentRoom {
  roomNo: string;
  game: GameId;
  /** The game's name as the server gave it (absent in entries kept by earlier versions). */
  gameName?: string;
  /** The room's judge, the host of an auto room, a player, or a watcher (观战). */
  role: 'judge' | 'host' | 'player' | 'watcher';
  seat?: SeatNo;
  at: number;
}

const RECENT_KEY = 'recentRooms';
const NICKNAME_KEY = 'nickname';
export const RECENT_LIMIT = 8;

function isRecentRoom(value: unknown): value is RecentRoom {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof RecentRoom, unknown>>;
  return typeof v.roomNo === 'string' && typeof v.game === 'string' && typeof v.at === 'number'
    && (v.role === 'judge' || v.role === 'host' || v.role === 'player' || v.role === 'watcher');
}

export function recentRooms(): RecentRoom[] {
  const stored: unknown = wx.getStorageSync(RECENT_KEY);
  return Array.isArray(stored) ? stored.filter(isRecentRoom) : [];
}

/** Puts a room first in the recent list (one entry per room number and role). */
export function rememberRoom(room: Omit<RecentRoom, 'at'>): void {
  const others = recentRooms().filter((r) => r.roomNo !== room.roomNo || r.role !== room.role);
  wx.setStorageSync(RECENT_KEY, [{ ...room, at: Date.now() }, ...others].slice(0, RECENT_LIMIT));
}

export function forgetRoom(roomNo: string): void {
  wx.setStorageSync(RECENT_KEY, recentRooms().filter((r) => r.roomNo !== roomNo));
}

export function savedNickname(): string {
  const stored: unknown = wx.getStorageSync(NICKNAME_KEY);
  return typeof stored === 'string' ? stored : '';
}

export function saveNickname(nickname: string): void {
  wx.setStorageSync(NICKNAME_KEY, nickname.trim().slice(0, 12));
}

const LAST_REVIEW_KEY = 'lastReview';

function isReview(value: unknown): value is Review {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof Review, unknown>>;
  return typeof v.deal === 'number' && typeof v.game === 'string' && Array.isArray(v.seats) && Array.isArray(v.phases)
    && typeof v.winner === 'object' && v.winner !== null;
}

/** Keeps the review of the room's last ended game (one room's: the one being played). */
export function keepLastReview(roomNo: string, review: Review): void {
  wx.setStorageSync(LAST_REVIEW_KEY, { roomNo, review });
}

/** The review kept for this room, if any. */
export function lastReview(roomNo: string): Review | null {
  const stored: unknown = wx.getStorageSync(LAST_REVIEW_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { roomNo: kept, review } = stored as { roomNo?: unknown; review?: unknown };
  return kept === roomNo && isReview(review) ? review : null;
}

const NARRATION_OFF_KEY = 'narrationOff';

/** Whether the host phone reads the lines aloud (on unless the host turned it off on this phone). */
export function narrationOn(): boolean {
  return wx.getStorageSync(NARRATION_OFF_KEY) !== true;
}

export function saveNarration(on: boolean): void {
  wx.setStorageSync(NARRATION_OFF_KEY, !on);
}

/** A 圈子 this phone has joined, for the home page's list. */
export interface MyCircle { circleId: string; name: string; at: number }
const CIRCLES_KEY = 'myCircles';

function isMyCircle(value: unknown): value is MyCircle {
  const v = value as Partial<Record<keyof MyCircle, unknown>> | null;
  return typeof v === 'object' && v !== null && typeof v.circleId === 'string' && typeof v.name === 'string' && typeof v.at === 'number';
}

export function myCircles(): MyCircle[] {
  const stored: unknown = wx.getStorageSync(CIRCLES_KEY);
  return Array.isArray(stored) ? stored.filter(isMyCircle) : [];
}

/** Puts a 圈子 first in the list (once). */
export function rememberCircle(circle: Omit<MyCircle, 'at'>): void {
  const others = myCircles().filter((c) => c.circleId !== circle.circleId);
  wx.setStorageSync(CIRCLES_KEY, [{ ...circle, at: Date.now() }, ...others]);
}

export function forgetCircle(circleId: string): void {
  wx.setStorageSync(CIRCLES_KEY, myCircles().filter((c) => c.circleId !== circleId));
}
