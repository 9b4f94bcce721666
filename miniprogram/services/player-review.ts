// The review on a seated player's phone — the card page, and the host page of a host who plays: a game
// that has just ended turns the page into its review, kept on the phone for after the next deal (then
// the room's last game's review is one tap away); a 圈子 game's rating change lands when the 圈子 has
// counted it; 谁是卧底's rating row under it while the server offers one; the share card's picture,
// drawn once the review is on screen; 保存图片. The page renders `review` (the review component's
// model, sent in parts), `showReview`, `reviewOld` and `rating`, and holds the review as #review.
import type { MyCardResult, Review, WordRating, WordVerdict } from '../../typings/api';
import { call, isCallError } from './api';
import { ratingText, reviewModel, reviewPayloads, type ReviewModel } from './review-model';
import { pictureFile, saveReviewPicture } from './share-image/phone';
import { keepLastReview, lastReview } from './storage';

/** What the review needs of its page. */
interface ReviewPage {
  data: { review: ReviewModel | null; showReview: boolean; reviewOld: boolean; rating: WordRating | null };
  setData(data: Record<string, unknown>): void;
  selectComponent(selector: string): WechatMiniprogram.Component.TrivialInstance;
}

export interface PlayerReview {
  /** What changes on screen with this card (its review and its rating row); the rest of a long review goes with `sendRest`. */
  change(card: MyCardResult): Record<string, unknown>;
  sendRest(): void;
  /** The review or what it covers, in turn. */
  toggle(): void;
  /** A tap on the rating row: the verdict goes to the server, and stays lit once it is taken. */
  rate(verdict: WordVerdict): Promise<void>;
  save(): void;
  /** The share card while the review is on screen (with its picture, once drawn); null otherwise. */
  shareCard(path: string, gameName: string): { title: string; path: string; imageUrl?: string } | null;
}

export interface ReviewRoom {
  roomNo(): string;
  /** The page is on screen (a picture is drawn only then). */
  visible(): boolean;
}

/** The review of `page` (the page's instance, as its own state is made for it). */
export function playerReview(page: object, room: ReviewRoom): PlayerReview {
  const self = page as ReviewPage;
  let review: Review | null = null;
  let picture = '';
  /** The parts of a long review still to send after the first (see reviewPayloads). */
  let rest: Record<string, unknown>[] = [];

  const draw = async () => {
    const drawn = review;
    // The page may have gone (left, or closed) by the tick this runs in.
    if (!drawn || !room.visible()) return;
    try {
      const owner = self.selectComponent('#review');
      if (!owner) return;
      const file = await pictureFile(owner, '#share-canvas', drawn, 'wide');
      if (review === drawn) picture = file;
    } catch {
      // no picture: the share card shows the page instead
    }
  };

  /**
   * A game that has just ended turns the page into its review; otherwise the kept review of the
   * room's last game is one tap away (and leaves the screen once a new deal has come). Sends the
   * review only when it is another one.
   */
  const reviewChange = (card: MyCardResult): Record<string, unknown> => {
    const roomNo = room.roomNo();
    if (card.review) keepLastReview(roomNo, card.review);
    const next = card.review ?? lastReview(roomNo);
    if (!next) return {};
    const old = next.deal !== card.deal;
    if (review?.deal === next.deal) {
      const change: Record<string, unknown> = old === self.data.reviewOld ? {} : { reviewOld: old, ...(old && { showReview: false }) };
      // A linked game's rating change lands once the 圈子 has counted it, after the review itself.
      if (JSON.stringify(review.ratingChange) === JSON.stringify(next.ratingChange)) return change;
      review = next;
      return { ...change, 'review.rating': ratingText(next) };
    }
    review = next;
    picture = '';
    if (!old) wx.nextTick(() => draw());
    const [first, ...parts] = reviewPayloads('review', reviewModel(next, card.seat));
    rest = parts;
    return { ...first, showReview: !old, reviewOld: old };
  };

  /** The rating row as this card has it (null: nothing to rate), when it is not the one on screen. */
  const ratingChange = (card: MyCardResult): Record<string, unknown> => {
    const rating = card.rating ?? null;
    return JSON.stringify(rating) === JSON.stringify(self.data.rating) ? {} : { rating };
  };

  return {
    change: (card) => ({ ...reviewChange(card), ...ratingChange(card) }),
    sendRest() {
      for (const part of rest.splice(0)) self.setData(part);
    },
    toggle() {
      if (self.data.review) self.setData({ showReview: !self.data.showReview });
    },
    async rate(verdict) {
      try {
        await call('rateWords', { roomNo: room.roomNo(), verdict }, { loading: false });
      } catch (error) {
        if (!isCallError(error)) throw error;
        return;
      }
      if (self.data.rating) self.setData({ 'rating.verdict': verdict });
    },
    save() {
      const owner = self.selectComponent('#review');
      if (review && owner) saveReviewPicture(owner, review);
    },
    shareCard(path, gameName) {
      const shown = self.data.showReview ? self.data.review : null;
      if (!shown) return null;
      return { title: `${shown.winnerTitle}！${gameName}复盘`, path, ...(picture && { imageUrl: picture }) };
    },
  };
}
