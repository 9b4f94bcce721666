// The 圈子 page's rows, free of WeChat: the season table, each board's camp bars, the recent games.
import type { CircleBoard, CircleGameSummary, CircleResult, CircleTableRow, GameId } from '../../../typings/api';

export interface TableLine { memberId: string; rank: number; nickname: string; rating: string; provisional: boolean; games: number; winRate: string; me: boolean }
export interface BoardLine { key: string; title: string; sub: string; bars: { camp: string; name: string; percent: number; text: string }[] }
export interface RecentLine { gameId: string; title: string; label: string; winner: string }
export interface KindChip { kind: GameId; name: string; games: number; active: boolean }

export const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
export const minutes = (seconds: number): string => (seconds < 60 ? `${seconds} 秒` : `${Math.round(seconds / 60)} 分钟`);

export function tableLines(table: CircleTableRow[], me: string): TableLine[] {
  return table.map((row, i) => ({
    memberId: row.memberId, rank: i + 1, nickname: row.nickname, rating: row.rating.toFixed(2), provisional: row.provisional,
    games: row.games, winRate: row.games > 0 ? percent(row.winRate) : '—', me: row.memberId === me,
  }));
}

export function boardLines(boards: CircleBoard[]): BoardLine[] {
  return boards.map((b) => ({
    key: `${b.game}:${b.board}`,
    title: b.boardName,
    sub: `${b.gameName} · ${b.games} 局 · 平均 ${minutes(b.averageSec)}`,
    bars: b.camps.map((c) => ({ camp: c.camp, name: c.campName, percent: Math.round(c.winRate * 100), text: `${c.wins} 胜 · ${percent(c.winRate)}` })),
  }));
}

const clock = (at: number) => {
  const d = new Date(at + 8 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
};

export function recentLines(recent: CircleGameSummary[]): RecentLine[] {
  return recent.map((g) => ({
    gameId: g.gameId,
    title: `${g.gameName} · ${g.boardName}`,
    label: `${clock(g.endedAt)} · ${minutes(g.durationSec)} · ${g.seats.map((s) => `${s.nickname}(${s.roleName}${s.won ? '✓' : ''})`).join(' ')}`,
    winner: `${g.winnerName}胜`,
  }));
}

export function kindChips(result: CircleResult): KindChip[] {
  return result.kindNames.map(({ kind, name }) => ({ kind, name, games: result.kinds[kind] ?? 0, active: kind === result.kind }));
}
