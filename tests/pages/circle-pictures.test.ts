// The 圈子 table's share picture (on a recording 2D context) and the rating line of a linked game's 复盘.
import type { CircleResult, Review } from '../../typings/api';
import type { Canvas2D } from '../../miniprogram/services/share-image/draw';
import { CIRCLE_WIDTH, circleTableHeight, drawCircleTable } from '../../miniprogram/services/share-image/circle';
import { reviewModel } from '../../miniprogram/services/review-model';
import { REVIEWS } from '../fixtures/reviews';
import { direct, resetBackend } from './helpers/env';
import { circleWithGames, MEMBERS } from './circle-setup';

function recorder() {
  const texts: { text: string; x: number; y: number }[] = [];
  const ctx: Canvas2D = {
    fillStyle: '', font: '10px sans-serif', textAlign: 'left', textBaseline: 'alphabetic',
    fillRect: () => undefined, beginPath: () => undefined, arc: () => undefined, fill: () => undefined, scale: () => undefined,
    measureText: (text) => ({ width: [...text].length * 10 }),
    fillText: (text, x, y) => { texts.push({ text, x, y }); },
  };
  return { ctx, texts };
}

test('the season table picture: the 圈子, the season, and each member in table order with rating, games and win rate', async () => {
  resetBackend();
  const { circleId } = await circleWithGames(2);
  const circle = await direct(MEMBERS.a, { action: 'circle', circleId }) as CircleResult;
  const { ctx, texts } = recorder();
  drawCircleTable(ctx, circle);
  const all = texts.map((t) => t.text);
  expect(all).toContain('周五桌游');
  expect(all.some((t) => t.includes(`${circle.season} 赛季 · 杀人游戏积分榜 · 2 局`))).toBe(true);
  const height = circleTableHeight(circle);
  circle.table.forEach((row, i) => {
    const name = texts.find((t) => t.text === row.nickname)!;
    expect(texts.find((t) => t.y === name.y && t.text === String(i + 1))).toBeDefined();
    expect(texts.find((t) => t.y === name.y && t.text === `${row.rating.toFixed(2)}*`)).toBeDefined();
    expect(texts.find((t) => t.y === name.y && t.text === String(row.games))).toBeDefined();
    expect(name.y).toBeLessThan(height);
  });
  expect(texts.every((t) => t.x >= 0 && t.x <= CIRCLE_WIDTH)).toBe(true);
});

test('the 复盘 of a linked game shows the player\'s rating and its change; any other 复盘 none', () => {
  const review: Review = { ...REVIEWS.killer, ratingChange: { kind: 'killer', rating: 3.5, change: 1.25, provisional: true } };
  expect(reviewModel(review, 1).rating).toBe('圈子积分 3.50（+1.25） · 定级中');
  expect(reviewModel({ ...review, ratingChange: { kind: 'killer', rating: -1, change: -0.5, provisional: false } }, 1).rating).toBe('圈子积分 -1.00（-0.50）');
  expect(reviewModel(REVIEWS.killer, 1).rating).toBe('');
});
