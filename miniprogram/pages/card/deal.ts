// A player's card as the page shows it, and which changes of the room call for reading it again.
import type { MyCardResult, RoomSignal, SeatNo, TableView } from '../../../typings/api';

export interface Face {
  kind: 'role' | 'word' | 'blank';
  title: string;
  camp: string;
  /** The camp plays against the table (drawn in red). */
  bad: boolean;
  description: string;
  /** 自动主持: what the seat was told at night (a check's result, its teammates), shown with the card. */
  notes: string[];
}

export function faceOf({ card, notes }: Pick<MyCardResult, 'card' | 'notes'>): Face {
  const told = (notes ?? []).map((n) => n.text);
  if ('role' in card) {
    return { kind: 'role', title: card.roleName, camp: card.campName ?? '', bad: card.bad === true, description: card.description, notes: told };
  }
  if (card.word === null) return { kind: 'blank', title: card.roleName ?? '', camp: '', bad: false, description: card.description ?? '', notes: told };
  return { kind: 'word', title: card.word, camp: '', bad: false, description: '', notes: told };
}

/** What the card page holds of the room: the version it last read or heard, and what it shows of it. */
export interface Held {
  v: number;
  deal: number;
  /** The player's own seat is announced dead. */
  dead: boolean;
  /** Unknown until the first signal (myCard does not say). */
  status: RoomSignal['status'] | null;
  /**
   * Who the table says sits in the player's seat (the nickname, '' for none); unknown until a
   * signal brings the table. Another name there: the seat may have gone to another phone (换人).
   */
  sitter?: string;
}

/** The card just read, with what only signals tell kept from `before`. */
export function heldFromCard(card: Pick<MyCardResult, 'v' | 'deal' | 'alive'>, before: Held | null): Held {
  return {
    v: Math.max(card.v, before?.v ?? 0), deal: card.deal, dead: !card.alive, status: before?.status ?? null,
    ...(before?.sitter !== undefined && { sitter: before.sitter }),
  };
}

function sitterOf(table: TableView | undefined, seat: SeatNo): string | undefined {
  const shown = table?.seats.find((s) => s.seat === seat);
  return shown && (shown.nickname ?? '');
}

function heldFromSignal(signal: RoomSignal, seat: SeatNo): Held {
  const sitter = sitterOf(signal.table, seat);
  return { v: signal.v, deal: signal.deal, dead: signal.dead.includes(seat), status: signal.status, ...(sitter !== undefined && { sitter }) };
}

/**
 * What the page holds once it heard `signal`: the signal's state when it is newer, else what the
 * page held; either way what the page did not know yet (the status, who sits in the seat) is filled in.
 */
export function heldAfter(held: Held, signal: RoomSignal, seat: SeatNo): Held {
  const heard = heldFromSignal(signal, seat);
  const newer = signal.v > held.v;
  const sitter = newer ? heard.sitter ?? held.sitter : held.sitter ?? heard.sitter;
  const base = newer ? heard : { ...held, status: held.status ?? heard.status };
  return { ...base, ...(sitter !== undefined && { sitter }) };
}

/** Someone else is named in the player's seat: it may have gone to another phone (换人), which only a read tells. */
export function seatRenamed(held: Held, signal: RoomSignal, seat: SeatNo): boolean {
  const now = sitterOf(signal.table, seat);
  return held.sitter !== undefined && now !== undefined && now !== held.sitter;
}

/**
 * Whether a signal calls for a read: only when it is past what the page holds and changes what the
 * card page shows — a new deal, the game's end (or a new start), the player's own death (or its undo),
 * someone else named in the player's seat (it may have gone to another phone), or any change once
 * the game is over (the 复盘 may have gained the 圈子's rating change).
 */
export function needsRead(held: Held, signal: RoomSignal, seat: SeatNo): boolean {
  if (signal.v <= held.v) return false;
  const now = heldFromSignal(signal, seat);
  // A status never seen: the page read before the signal, so only an ended game is news.
  const statusChanged = held.status === null ? now.status === 'ended' : now.status !== held.status;
  return now.deal !== held.deal || now.dead !== held.dead || statusChanged || seatRenamed(held, signal, seat) || (held.status === 'ended' && now.status === 'ended');
}

/** Said by a judge's redeal, a host's 再来一局 and a new word pair alike. */
export const NEW_DEAL_NOTICE = '重新发牌了，按住卡片查看你的新身份';
