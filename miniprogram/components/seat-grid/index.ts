// The judge's seat grid: one cell per seat with its number, nickname, alive/dead, tags, and the role
// (while `showRoles`, or a card the whole table was shown). The parent decides each cell's input
// state; a tap is reported as `seattap` with { seat }, a long press as `seatpress` with { seat }.
import type { DataEvent } from '../../services/events';

/** One cell, as the parent computes it. */
export interface GridSeat {
  seat: number;
  /** The nickname, or 已入座 / 未入座. */
  name: string;
  joined: boolean;
  alive: boolean;
  /** The role's Chinese name (rendered only while roles are shown, or when `shown`). */
  role: string;
  /** The whole table was shown this card (a dead seat's, where the rules show them): always rendered. */
  shown?: boolean;
  /** The role plays against the table (drawn in red). */
  bad: boolean;
  /** Tags in Chinese, joined by ' · ' (警长 · 情侣). */
  tags: string;
  /** For the current input: can be picked, is picked, or cannot be picked. */
  state: '' | 'option' | 'selected' | 'off';
  /** A short mark in the corner, e.g. the candidate a voter raised a hand for. */
  badge: string;
}

Component({
  properties: {
    seats: { type: Array, value: [] as GridSeat[] },
    showRoles: { type: Boolean, value: false },
    /** The night theme: dim cells on black (an auto room's phones at night). */
    dark: { type: Boolean, value: false },
  },
  methods: {
    onTap(e: DataEvent<{ seat: number }>) {
      const seat = Number(e.currentTarget.dataset.seat);
      if (seat > 0) this.triggerEvent('seattap', { seat });
    },
    onPress(e: DataEvent<{ seat: number }>) {
      const seat = Number(e.currentTarget.dataset.seat);
      if (seat > 0) this.triggerEvent('seatpress', { seat });
    },
  },
});
