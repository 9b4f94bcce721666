import type { CircleGame } from './model';

const HEADER = ['赛季', '结束时间', '房间号', '游戏', '板子', '时长（秒）', '胜方', '座位', '玩家', '游客', '身份', '阵营', '存活到最后', '胜负', '出局原因', '警长'];
/** Spreadsheet programs read a byte-order mark as "this is UTF-8" (Excel shows Chinese otherwise garbled). */
const BOM = '\uFEFF';

/** A field quoted when it holds a comma, a quote or a line break; a leading = + - @ is defused (no formulas). */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 北京时间, as the players read it. */
const chinaTime = (at: number) => new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** One row per game per seat, oldest game first. */
export function gamesCsv(games: readonly CircleGame[]): string {
  const rows = games.flatMap((g) => g.seats.map((s) => [
    g.season, chinaTime(g.endedAt), g.roomNo, g.gameName, g.boardName, g.durationSec, g.winnerName, s.seat, s.nickname,
    s.guest ? '是' : '', s.roleName, s.campName, s.aliveAtEnd ? '是' : '否', s.won ? '胜' : '负', s.fate ?? '', s.sheriff ? '是' : '',
  ]));
  return BOM + [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
