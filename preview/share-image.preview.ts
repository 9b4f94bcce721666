/** @jest-environment node */
// The share pictures of the review (the 5:4 share card and the tall one to save), drawn by the
// mini-program's own drawing code on Chromium's canvas: each is an HTML page that bundles
// services/share-image/draw.ts and draws a fixture review at device scale 2.
import type { Review } from '../typings/api';
import { TALL_WIDTH, WIDE, tallHeight } from '../miniprogram/services/share-image/draw';
import { REVIEWS } from '../tests/fixtures/reviews';
import { canvasPage, drawingBundle } from './lib/canvas-page';

const bundle = drawingBundle('draw.ts', 'ShareImage');

function picture(name: string, review: Review, layout: 'wide' | 'tall'): void {
  const size = layout === 'wide' ? WIDE : { width: TALL_WIDTH, height: tallHeight(review) };
  canvasPage(name, size, bundle, review, `ShareImage.${layout === 'wide' ? 'drawWide' : 'drawTall'}(ctx, data);`);
}

test('the share pictures of each game', () => {
  for (const [game, review] of Object.entries(REVIEWS)) {
    picture(`share-${game}-wide`, review, 'wide');
    picture(`share-${game}-tall`, review, 'tall');
  }
});
