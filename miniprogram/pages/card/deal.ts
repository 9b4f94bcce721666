// A player's card as the page shows it, and how the page tells a new deal from an ordinary poll.
import type { Card, MyCardResult } from '../../../typings/api';
import { campName, isBadCamp } from '../../services/labels';

export interface Face {
  kind: 'role' | 'word' | 'blank';
  title: string;
  camp: string;
  /** The camp plays against the table (drawn in red). */
  bad: boolean;
  description: string;
}

export function faceOf(card: Card): Face {
  if ('role' in card) {
    return { kind: 'role', title: card.roleName, camp: campName(card.camp), bad: isBadCamp(card.camp), description: card.description };
  }
  if (card.word === null) return { kind: 'blank', title: '你是白板', camp: '', bad: false, description: '' };
  return { kind: 'word', title: card.word, camp: '', bad: false, description: '' };
}

/** What the page last saw of its own card, to notice a new deal. */
export interface Seen { card: string; alive: boolean; round: number | null; deal: number | null }

/** A deal counter, if the server sends one (a proposed extension of myCard). */
export function dealOf(result: MyCardResult): number | null {
  const deal: unknown = (result as MyCardResult & { deal?: unknown }).deal;
  return typeof deal === 'number' ? deal : null;
}

/**
 * Whether `now` is a different deal from `seen`: a deal counter when the server sends one;
 * otherwise a changed card, the game back at round 1, or a dead player alive again.
 */
export function isNewDeal(seen: Seen, now: Seen): boolean {
  if (seen.deal !== null && now.deal !== null) return now.deal !== seen.deal;
  if (now.card !== seen.card) return true;
  if (seen.round !== null && now.round !== null && now.round === 1 && seen.round > 1) return true;
  return !seen.alive && now.alive;
}
