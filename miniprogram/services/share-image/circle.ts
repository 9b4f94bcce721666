// The 圈子's season table as a picture for the group: the same 2D drawing as the review's pictures.
import type { CircleResult } from '../../../typings/api';
import { C, footer, write, type Canvas2D } from './draw';

export const CIRCLE_WIDTH = 375;
const HEAD = 96;
const ROW = 34;

export function circleTableHeight(circle: CircleResult): number {
  return HEAD + 36 + Math.max(1, circle.table.length) * ROW + 44;
}

/** Rank, name, rating (定级中 while provisional), games and win rate of each member. */
export function drawCircleTable(ctx: Canvas2D, circle: CircleResult): void {
  const width = CIRCLE_WIDTH;
  const height = circleTableHeight(circle);
  ctx.fillStyle = C.page;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = C.head;
  ctx.fillRect(0, 0, width, HEAD);
  write(ctx, circle.name, width / 2, 34, { size: 24, color: C.paper, bold: true, align: 'center', width: width - 32 });
  write(ctx, `${circle.season} 赛季 · ${circle.kindNames.find((k) => k.kind === circle.kind)?.name ?? ''}积分榜 · ${circle.kinds[circle.kind] ?? 0} 局`, width / 2, 70, { size: 13, color: '#c9d3f0', align: 'center', width: width - 32 });
  const cols = { rank: 28, name: 52, rating: 230, games: 290, rate: 350 };
  let y = HEAD + 20;
  for (const [text, x, align] of [['#', cols.rank, 'center'], ['玩家', cols.name, 'left'], ['积分', cols.rating, 'right'], ['局数', cols.games, 'right'], ['胜率', cols.rate, 'right']] as const) {
    write(ctx, text, x, y, { size: 12, color: C.muted, align });
  }
  y += 16;
  circle.table.forEach((row, i) => {
    const mid = y + ROW / 2;
    ctx.fillStyle = i % 2 ? C.page : C.paper;
    ctx.fillRect(12, y, width - 24, ROW);
    write(ctx, String(i + 1), cols.rank, mid, { size: 15, color: i < 3 ? C.gold : C.ink, bold: i < 3, align: 'center' });
    write(ctx, row.nickname, cols.name, mid, { size: 15, color: C.ink, width: 120 });
    write(ctx, row.provisional ? `${row.rating.toFixed(2)}*` : row.rating.toFixed(2), cols.rating, mid, { size: 15, color: C.ink, bold: true, align: 'right' });
    write(ctx, String(row.games), cols.games, mid, { size: 14, color: C.ink, align: 'right' });
    write(ctx, row.games ? `${Math.round(row.winRate * 100)}%` : '—', cols.rate, mid, { size: 14, color: C.ink, align: 'right' });
    y += ROW;
  });
  write(ctx, '* 定级中：这种游戏不满 5 局', 16, y + 14, { size: 11, color: C.muted });
  footer(ctx, width, height - 12);
}
