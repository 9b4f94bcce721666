/** @jest-environment node */
// The share pictures of the review (the 5:4 share card and the tall one to save), drawn by the
// mini-program's own drawing code on Chromium's canvas: each is an HTML page that bundles
// services/share-image/draw.ts and draws a fixture review at device scale 2.
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Review } from '../typings/api';
import { TALL_WIDTH, WIDE, tallHeight } from '../miniprogram/services/share-image/draw';
import { REVIEWS } from '../tests/fixtures/reviews';

/** Where the page previews' HTML goes (render.ts's OUT; esbuild needs node's environment, not jsdom's). */
const OUT = join(__dirname, 'out', 'html');

const bundle = buildSync({
  entryPoints: [join(__dirname, '..', 'miniprogram', 'services', 'share-image', 'draw.ts')],
  bundle: true, format: 'iife', globalName: 'ShareImage', write: false, target: 'es2020',
}).outputFiles[0].text;

function picture(name: string, review: Review, layout: 'wide' | 'tall'): void {
  const width = layout === 'wide' ? WIDE.width : TALL_WIDTH;
  const height = layout === 'wide' ? WIDE.height : tallHeight(review);
  // The page is exactly the picture (index.js takes its size from preview-size).
  const html = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<meta name="preview-size" content="${width}x${height}"><meta name="preview-full" content="no">`
    + '<style>html,body{margin:0;padding:0}canvas{display:block}</style></head><body>'
    + `<canvas id="c" width="${width * 2}" height="${height * 2}" style="width:${width}px;height:${height}px"></canvas>`
    + `<script>${bundle}\nconst review = ${JSON.stringify(review)};\n`
    + 'document.fonts.load(\'14px "Noto Sans CJK SC"\').then(function () {'
    + 'const ctx = document.getElementById("c").getContext("2d"); ctx.scale(2, 2);'
    + `ShareImage.${layout === 'wide' ? 'drawWide' : 'drawTall'}(ctx, review); });</script></body></html>`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${name}.html`), html);
}

test('the share pictures of each game', () => {
  for (const [game, review] of Object.entries(REVIEWS)) {
    picture(`share-${game}-wide`, review, 'wide');
    picture(`share-${game}-tall`, review, 'tall');
  }
});
