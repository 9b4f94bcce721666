// The share pictures' drawing, on a recording 2D context: what lands on the picture and where.
import type { Review } from '../../typings/api';
import { drawTall, drawWide, TALL_WIDTH, tallHeight, WIDE, type Canvas2D } from '../../miniprogram/services/share-image/draw';
import { longReview } from '../fixtures/reviews/long-game';
import { REVIEWS } from '../fixtures/reviews';

interface Text { text: string; x: number; y: number; width: number; align: string; color: string }

/** A 2D context that keeps every text drawn; a character is 1 em wide (CJK) or half (ASCII). */
function recorder() {
  const texts: Text[] = [];
  const size = () => Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10);
  const measure = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0xff ? 1 : 0.55), 0) * size();
  const ctx: Canvas2D = {
    fillStyle: '', font: '10px sans-serif', textAlign: 'left', textBaseline: 'alphabetic',
    fillRect: () => undefined, beginPath: () => undefined, arc: () => undefined, fill: () => undefined, scale: () => undefined,
    measureText: (text) => ({ width: measure(text) }),
    fillText: (text, x, y) => { texts.push({ text, x, y, width: measure(text), align: ctx.textAlign, color: ctx.fillStyle }); },
  };
  return { ctx, texts };
}

const left = (t: Text) => (t.align === 'left' ? t.x : t.align === 'center' ? t.x - t.width / 2 : t.x - t.width);

function allInside(texts: Text[], width: number, height: number): void {
  for (const t of texts) {
    expect(left(t)).toBeGreaterThanOrEqual(0);
    expect(left(t) + t.width).toBeLessThanOrEqual(width + 0.01);
    expect(t.y).toBeGreaterThan(0);
    expect(t.y).toBeLessThan(height);
  }
}

describe.each(Object.entries(REVIEWS))('%s', (_game, review: Review) => {
  it('the 5:4 picture names the winner and every seat with its role, inside the picture', () => {
    const { ctx, texts } = recorder();
    drawWide(ctx, review);
    const all = texts.map((t) => t.text);
    expect(all).toContain(`${review.winner.campName}获胜`);
    for (const s of review.seats) {
      expect(all.some((t) => t.startsWith(`${s.seat} 号`))).toBe(true);
      expect(all).toContain(s.roleName);
    }
    expect(WIDE.width / WIDE.height).toBe(5 / 4);
    allInside(texts, WIDE.width, WIDE.height);
  });

  it('the tall picture adds every fate, each night and day, and the 战绩, within its height', () => {
    const { ctx, texts } = recorder();
    drawTall(ctx, review);
    const all = texts.map((t) => t.text.replace(/…$/, ''));
    // Every fate whole, on one line or two (the review's fates fit two lines of the column).
    const drawn = texts.filter((t) => t.x === 222).map((t) => t.text);
    for (const s of review.seats) {
      const fate = s.fate ? s.fate.text : '存活';
      expect(drawn.some((t, i) => t === fate || `${t}${drawn[i + 1] ?? ''}` === fate)).toBe(true);
    }
    for (const p of review.phases) expect(all).toContain(p.title);
    for (const s of review.standings ?? []) expect(all).toContain(`${s.games} 局 ${s.wins} 胜`);
    if (review.words) expect(all.some((t) => t.includes(review.words!.civilian) && t.includes(review.words!.undercover))).toBe(true);
    allInside(texts, TALL_WIDTH, tallHeight(review));
  });
});

test('an auto room\'s tall picture adds the 怀疑图: the 火眼金睛 line and every guess, a hit in red', () => {
  const review = REVIEWS.werewolfAuto;
  const { ctx, texts } = recorder();
  drawTall(ctx, review);
  expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(['怀疑图', review.suspicion!.sharpest.text]));
  for (const night of review.suspicion!.nights) {
    for (const g of night.guesses) {
      const drawn = texts.filter((t) => t.text === `${g.seat}→${g.guess}`);
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.some((t) => (t.color === '#ee0a24') === g.hit)).toBe(true);
    }
  }
  expect(tallHeight(review)).toBeGreaterThan(tallHeight(REVIEWS.werewolf));
  allInside(texts, TALL_WIDTH, tallHeight(review));
});

test('a 20-player long game still fits: 20 cards on the share card, every line on the tall one', () => {
  const review = longReview();
  const wide = recorder();
  drawWide(wide.ctx, review);
  allInside(wide.texts, WIDE.width, WIDE.height);
  expect(wide.texts.filter((t) => /^\d+ 号/.test(t.text))).toHaveLength(20);
  const tall = recorder();
  drawTall(tall.ctx, review);
  allInside(tall.texts, TALL_WIDTH, tallHeight(review));
});
