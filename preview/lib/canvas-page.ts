// A share picture as a preview page: the mini-program's own drawing code (one file of
// services/share-image/, bundled for the browser) draws on a canvas at device scale 2, and the page is
// exactly the picture (index.js takes its size from preview-size).
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the page previews' HTML goes (render.ts's OUT; esbuild needs node's environment, not jsdom's). */
const OUT = join(__dirname, '..', 'out', 'html');

/** The drawing module `file` of services/share-image/, bundled as the global `name`. */
export function drawingBundle(file: string, name: string): string {
  return buildSync({
    entryPoints: [join(__dirname, '..', '..', 'miniprogram', 'services', 'share-image', file)],
    bundle: true, format: 'iife', globalName: name, write: false, target: 'es2020',
  }).outputFiles[0].text;
}

/** Writes `<name>.html`: `data` as the global `data`, then `draw` (a statement using `ctx` and `data`) once the font is in. */
export function canvasPage(name: string, size: { width: number; height: number }, bundle: string, data: unknown, draw: string): void {
  const { width, height } = size;
  const html = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<meta name="preview-size" content="${width}x${height}"><meta name="preview-full" content="no">`
    + '<style>html,body{margin:0;padding:0}canvas{display:block}</style></head><body>'
    + `<canvas id="c" width="${width * 2}" height="${height * 2}" style="width:${width}px;height:${height}px"></canvas>`
    + `<script>${bundle}\nconst data = ${JSON.stringify(data)};\n`
    + 'document.fonts.load(\'14px "Noto Sans CJK SC"\').then(function () {'
    + `const ctx = document.getElementById("c").getContext("2d"); ctx.scale(2, 2); ${draw} });</script></body></html>`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${name}.html`), html);
}
