/** @jest-environment node */
// The 圈子 season table's share picture, drawn by the mini-program's own code on Chromium's canvas,
// from a 圈子 whose linked games were played in-process to their end.
import { CIRCLE_WIDTH, circleTableHeight } from '../miniprogram/services/share-image/circle';
import { inProcessCircles } from '../tests/helpers/circle-api';
import { canvasPage, drawingBundle } from './lib/canvas-page';

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
  const size = { width: CIRCLE_WIDTH, height: circleTableHeight(circle) };
  canvasPage('circle-share-image', size, drawingBundle('circle.ts', 'CircleImage'), circle, 'CircleImage.drawCircleTable(ctx, data);');
});
