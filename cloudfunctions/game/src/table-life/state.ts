// What a room keeps of the people around its table beyond the seats: who watches, the one-time codes
// that move a seat to a new phone, when the judge (or host phone) last called, a rescue vote in
// progress, who took over from whom, and the public lines these changes left.
import type { LogEntry, SeatNo } from '../../../../typings/api';

/** A phone watching the room; `id` is what others see of it (never the openid). */
export interface WatcherRecord { id: string; openid: string; nickname?: string }

/** A substitute's one-time code for `seat`, valid until `expiresAt` (epoch ms); `usedBy`: the phone that used it. */
export interface SeatCode { code: string; seat: SeatNo; expiresAt: number; usedBy?: string }

/** The rescue vote as stored: what a yes decides, who opened it, who answered how. */
export interface RescueRecord { to: 'auto' | SeatNo | string; openedBy: SeatNo; yes: SeatNo[]; no: SeatNo[] }

/**
 * A judge or host phone that was replaced, and the line it reads when it comes back; `sawDeal`: the
 * deal whose every card it saw (a judge room's judge), in which it may take no seat.
 */
export interface FormerHost { openid: string; text: string; sawDeal?: number }

/**
 * A public line of the table's life, in the deal it happened; `after` counts the deal's events and
 * judge's log lines there were then, so the line sits among the game's own lines in time order.
 */
export interface LifeLine extends LogEntry { deal: number; after?: LineMark }

/** How far the game's record went at a moment: its events, and the judge's log lines. */
export interface LineMark { events: number; logged: number }

export interface LifeFields {
  watchers?: WatcherRecord[];
  /** The last watcher id given (ids are never reused within a room). */
  watcherSeq?: number;
  codes?: SeatCode[];
  /** When the judge's (or host phone's) openid last called (epoch ms); absent: never since it was kept. */
  judgeSeenAt?: number;
  rescue?: RescueRecord;
  formerHosts?: FormerHost[];
  /** Public lines of the table's life (换人, 接管…), placed in the log where they happened. */
  lifeLog?: LifeLine[];
}
