/** @jest-environment node */
// The 圈子 season table's share picture, drawn by the mini-program's own code on Chromium's canvas,
// from a 圈子 whose linked games were played in-process to their end.
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CIRCLE_WIDTH, circleTableHeight } from '../miniprogram/services/share-image/circle';
import { inProcessCircles } from '../tests/helpers/circle-api';

const OUT = join(__dirname, 'out', 'html');

test('the season table picture', async () => {
  const api = inProcessCircles();
  const { circleId, code } = await api.ok('a', 'createCircle', { name: '周五桌游', nickname: '阿甲' });
  for (const [who, name] of [['b', '阿乙'], ['c', '阿丙'], ['d', '老丁'], ['e', '小戊']]) await api.ok(who, 'joinCircle', { code, nickname: name });
  const judges = ['a', 'b', 'c', 'd', 'e'];
  for (let n = 0; n < 6; n++) {
    const judge = judges[n % 5];
    await api.playLinked(judge, circleId, [...judges.filter((j) => j !== judge), 'g1', 'g2'], { game: 'killer', players: 6 });
  }
  const circle = await api.ok('a', 'circle', { circleId });
  const bundle = buildSync({
    entryPoints: [join(__dirname, '..', 'miniprogram', 'services', 'share-image', 'circle.ts')],
    bundle: true, format: 'iife', globalName: 'CircleImage', write: false, target: 'es2020',
  }).outputFiles[0].text;
  const width = CIRCLE_WIDTH;
  const height = circleTableHeight(circle);
  const html = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<meta name="preview-size" content="${width}x${height}"><meta name="preview-full" content="no">`
    + '<style>html,body{margin:0;padding:0}canvas{display:block}</style></head><body>'
    + `<canvas id="c" width="${width * 2}" height="${height * 2}" style="width:${width}px;height:${height}px"></canvas>`
    + `<script>${bundle}\nconst circle = ${JSON.stringify(circle)};\n`
    + 'document.fonts.load(\'14px "Noto Sans CJK SC"\').then(function () {'
    + 'const ctx = document.getElementById("c").getContext("2d"); ctx.scale(2, 2); CircleImage.drawCircleTable(ctx, circle); });</script></body></html>';
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'circle-share-image.html'), html);
});
