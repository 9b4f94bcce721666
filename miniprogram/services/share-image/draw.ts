// The review as a picture for the WeChat group, drawn on any 2D canvas context: the phone's
// <canvas type="2d"> and a browser's canvas (the previews) run this same code. Two layouts: `wide`
// (5:4, the share card's image: the winner and every seat's card) and `tall` (to save: also every
// seat's fate, the key nights and days, the 怀疑图 of an auto room, and the 战绩). Sizes are in logical pixels; the caller
// scales the context for the screen's pixel ratio.
import type { Review, ReviewSeat } from '../../../typings/api';

/** The part of CanvasRenderingContext2D the drawing uses (WeChat's 2D context has all of it). */
export interface Canvas2D {
  fillStyle: string;
  font: string;
  textAlign: 'left' | 'center' | 'right';
  textBaseline: 'top' | 'middle' | 'alphabetic';
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  beginPath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
  scale(x: number, y: number): void;
}

export const WIDE = { width: 500, height: 400 };
export const TALL_WIDTH = 375;

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
/** The pictures' colours (the 圈子 table's picture uses them too). */
export const C = {
  ink: '#1f2329', muted: '#969799', line: '#ebedf0', paper: '#ffffff', page: '#f7f8fa',
  head: '#2b3a67', good: '#1989fa', bad: '#ee0a24', dead: '#c8c9cc', gold: '#ff976a',
};

const font = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px ${FONT}`;

/** `text` cut to `width` with an ellipsis. */
function fit(ctx: Canvas2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** `text` in at most two lines of `width` (the second cut with an ellipsis if it must be). */
function twoLines(ctx: Canvas2D, text: string, width: number): string[] {
  if (ctx.measureText(text).width <= width) return [text];
  let split = 1;
  while (split < text.length && ctx.measureText(text.slice(0, split + 1)).width <= width) split += 1;
  return [text.slice(0, split), fit(ctx, text.slice(split), width)];
}

export function write(ctx: Canvas2D, text: string, x: number, y: number, opts: { size: number; color: string; bold?: boolean; align?: Canvas2D['textAlign']; width?: number }): void {
  ctx.font = font(opts.size, opts.bold);
  ctx.fillStyle = opts.color;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(opts.width ? fit(ctx, text, opts.width) : text, x, y);
}

function disc(ctx: Canvas2D, x: number, y: number, r: number, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

const seatColor = (s: ReviewSeat) => (s.fate ? C.dead : s.bad ? C.bad : C.good);

/** The banner: game, winner, result line. Answers its height. */
function banner(ctx: Canvas2D, review: Review, width: number, compact: boolean): number {
  const height = compact ? 118 : 132;
  ctx.fillStyle = C.head;
  ctx.fillRect(0, 0, width, height);
  const mid = width / 2;
  write(ctx, `${review.gameName} · ${review.presetName} · ${review.players} 人 · 复盘`, mid, 24, { size: 14, color: '#c9d3f0', align: 'center', width: width - 32 });
  write(ctx, `${review.winner.campName}获胜`, mid, compact ? 60 : 64, { size: 30, color: C.paper, bold: true, align: 'center', width: width - 32 });
  write(ctx, review.winner.text, mid, compact ? 96 : 104, { size: 14, color: '#e6ebff', align: 'center', width: width - 32 });
  return height;
}

export function footer(ctx: Canvas2D, width: number, y: number): void {
  write(ctx, '桌游助手 · 法官好帮手', width / 2, y, { size: 12, color: C.muted, align: 'center' });
}

/** The 5:4 share image: the winner and a grid of every seat's card (grey: out; ★: on the winning side). */
export function drawWide(ctx: Canvas2D, review: Review): void {
  const { width, height } = WIDE;
  ctx.fillStyle = C.page;
  ctx.fillRect(0, 0, width, height);
  const top = banner(ctx, review, width, true) + 12;
  const count = review.seats.length;
  const cols = count <= 8 ? 4 : count <= 15 ? 5 : count <= 18 ? 6 : 7;
  const rows = Math.ceil(count / cols);
  const gap = 8;
  const cellW = (width - 24 - gap * (cols - 1)) / cols;
  const room = height - top - 30;
  const cellH = Math.min(76, (room - gap * (rows - 1)) / rows);
  // A small table sits in the middle of the space under the banner.
  const gridTop = top + (room - (rows * cellH + (rows - 1) * gap)) / 2;
  review.seats.forEach((s, i) => {
    const x = 12 + (i % cols) * (cellW + gap);
    const y = gridTop + Math.floor(i / cols) * (cellH + gap);
    ctx.fillStyle = C.paper;
    ctx.fillRect(x, y, cellW, cellH);
    ctx.fillStyle = seatColor(s);
    ctx.fillRect(x, y, 4, cellH);
    write(ctx, `${s.seat} 号${s.won ? ' ★' : ''} ${s.nickname ?? ''}`, x + 10, y + cellH * 0.3, { size: 12, color: s.won ? C.gold : C.muted, width: cellW - 14 });
    write(ctx, s.roleName, x + 10, y + cellH * 0.68, { size: cellH < 50 ? 15 : 18, color: s.fate ? C.muted : C.ink, bold: true, width: cellW - 14 });
  });
  footer(ctx, width, height - 14);
}

const SEAT_ROW = 34;
const LINE = 22;
const SECTION = 44;

/** The tall image's height for this review. */
export function tallHeight(review: Review): number {
  const phases = review.phases.reduce((h, p) => h + 30 + p.events.length * LINE + 6, 0);
  const standings = review.standings?.length ? SECTION + Math.ceil(review.standings.length / 2) * 26 : 0;
  const words = review.words ? 30 : 0;
  return 132 + words + SECTION + review.seats.length * SEAT_ROW + SECTION + phases + suspicionHeight(review) + standings + 48;
}

/** Guesses per row of the 怀疑图, and its height (0 without guesses). */
const GUESS_COLS = 6;
function suspicionHeight(review: Review): number {
  const nights = review.suspicion?.nights ?? [];
  if (nights.length === 0) return 0;
  return SECTION + 26 + nights.reduce((h, n) => h + 26 + Math.ceil(n.guesses.length / GUESS_COLS) * LINE + 4, 0);
}

/** The 怀疑图: the 火眼金睛 line, then each night's guesses as 3→7 (red: it named the bad camp). */
function drawSuspicion(ctx: Canvas2D, review: Review, y: number, width: number): number {
  const suspicion = review.suspicion;
  if (!suspicion || suspicion.nights.length === 0) return y;
  y = section(ctx, '怀疑图', y, width);
  write(ctx, suspicion.sharpest.text, 28, y + 10, { size: 12, color: C.gold, bold: true, width: width - 44 });
  y += 26;
  const cell = (width - 44) / GUESS_COLS;
  for (const night of suspicion.nights) {
    write(ctx, night.title, 16, y + 12, { size: 13, color: C.head, bold: true });
    y += 26;
    night.guesses.forEach((g, i) => {
      const x = 28 + (i % GUESS_COLS) * cell;
      const rowY = y + Math.floor(i / GUESS_COLS) * LINE + LINE / 2;
      write(ctx, `${g.seat}→${g.guess}`, x, rowY, { size: 13, color: g.hit ? C.bad : C.muted, bold: g.hit, width: cell - 4 });
    });
    y += Math.ceil(night.guesses.length / GUESS_COLS) * LINE + 4;
  }
  return y;
}

function section(ctx: Canvas2D, title: string, y: number, width: number): number {
  ctx.fillStyle = C.good;
  ctx.fillRect(16, y + 16, 4, 16);
  write(ctx, title, 28, y + 24, { size: 16, color: C.ink, bold: true, width: width - 44 });
  return y + SECTION;
}

/** The tall image to save: winner, seats with role and fate, the story night by night, the 怀疑图, the 战绩. */
export function drawTall(ctx: Canvas2D, review: Review): void {
  const width = TALL_WIDTH;
  const height = tallHeight(review);
  ctx.fillStyle = C.paper;
  ctx.fillRect(0, 0, width, height);
  let y = banner(ctx, review, width, false);
  if (review.words) {
    write(ctx, `平民词：${review.words.civilian}　卧底词：${review.words.undercover}`, width / 2, y + 16, { size: 14, color: C.ink, align: 'center', width: width - 32 });
    y += 30;
  }

  y = section(ctx, '身份与结局', y, width);
  for (const s of review.seats) {
    const mid = y + SEAT_ROW / 2;
    disc(ctx, 30, mid, 12, seatColor(s));
    write(ctx, String(s.seat), 30, mid, { size: 12, color: C.paper, bold: true, align: 'center' });
    write(ctx, s.nickname ?? '', 50, mid, { size: 14, color: C.ink, width: 80 });
    const role = s.dealtRoleName ? `${s.dealtRoleName}→${s.roleName}` : s.roleName;
    const word = s.word ? `「${s.word}」` : ''; // a 白板's role already says so
    write(ctx, `${role}${word}`, 134, mid, { size: 14, color: s.bad ? C.bad : C.ink, bold: true, width: 84 });
    // A fate is the story of the seat: it wraps onto a second line rather than lose its end.
    ctx.font = font(12);
    const fate = twoLines(ctx, s.fate ? s.fate.text : '存活', 120);
    fate.forEach((line, i) => write(ctx, line, 222, mid + (i - (fate.length - 1) / 2) * 14, { size: 12, color: s.fate ? C.muted : C.good }));
    write(ctx, s.won ? '胜' : '负', width - 16, mid, { size: 13, color: s.won ? C.gold : C.muted, bold: true, align: 'right' });
    ctx.fillStyle = C.line;
    ctx.fillRect(16, y + SEAT_ROW - 1, width - 32, 1);
    y += SEAT_ROW;
  }

  y = section(ctx, '复盘', y, width);
  for (const phase of review.phases) {
    const night = phase.phase === 'night';
    write(ctx, phase.title, 16, y + 14, { size: 14, color: night ? C.head : C.gold, bold: true });
    y += 30;
    for (const { text } of phase.events) {
      write(ctx, text, 28, y + LINE / 2, { size: 13, color: C.ink, width: width - 44 });
      y += LINE;
    }
    y += 6;
  }

  y = drawSuspicion(ctx, review, y, width);
  if (review.standings?.length) {
    y = section(ctx, '本房间战绩', y, width);
    review.standings.forEach((s, i) => {
      const x = i % 2 === 0 ? 28 : width / 2 + 8;
      const rowY = y + Math.floor(i / 2) * 26 + 12;
      write(ctx, `${s.seat} 号 ${s.nickname ?? ''}`, x, rowY, { size: 13, color: C.ink, width: width / 2 - 90 });
      write(ctx, `${s.games} 局 ${s.wins} 胜`, x + width / 2 - 40, rowY, { size: 13, color: C.muted, align: 'right' });
    });
  }
  footer(ctx, width, height - 22);
}
