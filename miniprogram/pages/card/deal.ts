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

/** Why the card page should call the player back to the card: a new deal, or something like it. */
export type DealChange = 'deal' | 'card' | 'restart';

/**
 * How `now` differs from `seen`, as far as the player should know: a new deal when the server sends
 * a deal counter; otherwise a changed card, or the game back at round 1 / a dead player alive again
 * (a redeal that happened to give the same card — or an undo, which the player cannot tell apart).
 */
export function dealChange(seen: Seen, now: Seen): DealChange | null {
  if (seen.deal !== null && now.deal !== null) return now.deal !== seen.deal ? 'deal' : null;
  if (now.card !== seen.card) return 'card';
  if (seen.round !== null && now.round !== null && now.round === 1 && seen.round > 1) return 'restart';
  return !seen.alive && now.alive ? 'restart' : null;
}

export const DEAL_NOTICES: Record<DealChange, string> = {
  deal: '法官重新发牌了，按住卡片查看你的新身份',
  card: '你的身份牌变了（法官重新发牌了），按住卡片查看',
  restart: '法官重新开局或撤销了操作，按住卡片再确认一下你的身份',
};
