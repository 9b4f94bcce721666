// Figure 5 (review): a 20-player 狼人杀 after a long game — the review's size on the wire and the
// largest setData the review page makes of it (the page sends a long review in parts).
import { reviewModel, reviewPayloads } from '../miniprogram/services/review-model';
import { longReview } from '../tests/fixtures/reviews/long-game';
import { budgeted, type Row } from './report';

const REVIEW_BUDGET = 48 * 1024;
const SETDATA_BUDGET = 16 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function reviewFigures(): Row[] {
  const review = longReview(20, 9);
  const reviewBytes = Buffer.byteLength(JSON.stringify(review), 'utf8');
  const payloads = reviewPayloads('review', reviewModel(review, 1));
  const sizes = payloads.map((p) => Buffer.byteLength(JSON.stringify(p), 'utf8'));
  const largest = Math.max(...sizes);
  return [
    budgeted(5, '复盘大小（20 人狼人杀 9 轮）', reviewBytes, 'bytes', kb(reviewBytes), '< 48 KB', reviewBytes < REVIEW_BUDGET,
      { phases: review.phases.length, seats: review.seats.length }),
    budgeted(5, '复盘页最大的 setData（同上）', largest, 'bytes', `${kb(largest)}（共 ${payloads.length} 次）`, '< 16 KB', largest < SETDATA_BUDGET,
      { parts: sizes }),
  ];
}
