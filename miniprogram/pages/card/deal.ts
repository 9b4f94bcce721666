// A player's card as the page shows it, and which changes of the room call for reading it again.
import type { MyCardResult, RoomSignal, SeatNo } from '../../../typings/api';

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
}

export function heldFromCard(card: Pick<MyCardResult, 'v' | 'deal' | 'alive'>, status: Held['status']): Held {
  return { v: card.v, deal: card.deal, dead: !card.alive, status };
}

export function heldFromSignal(signal: RoomSignal, seat: SeatNo): Held {
  return { v: signal.v, deal: signal.deal, dead: signal.dead.includes(seat), status: signal.status };
}

/**
 * Whether a signal calls for a read: only when it is past what the page holds and changes what the
 * card page shows — a new deal, the game's end (or a new start), the player's own death (or its undo),
 * or any change once the game is over (the 复盘 may have gained the 圈子's rating change).
 */
export function needsRead(held: Held, signal: RoomSignal, seat: SeatNo): boolean {
  if (signal.v <= held.v) return false;
  const now = heldFromSignal(signal, seat);
  // A status never seen: the page read before the signal, so only an ended game is news.
  const statusChanged = held.status === null ? now.status === 'ended' : now.status !== held.status;
  return now.deal !== held.deal || now.dead !== held.dead || statusChanged || (held.status === 'ended' && now.status === 'ended');
}

export const NEW_DEAL_NOTICE = '法官重新发牌了，按住卡片查看你的新身份';
