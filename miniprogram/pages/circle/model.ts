// The 圈子 page's rows, free of WeChat: the season table, each board's camp bars, the recent games.
import type { CircleBoard, CircleGameSummary, CircleResult, CircleTableRow, GameId } from '../../../typings/api';

export interface TableLine { memberId: string; rank: number; nickname: string; rating: string; provisional: boolean; games: number; winRate: string; me: boolean }
export interface BoardLine { key: string; title: string; sub: string; bars: { camp: string; name: string; percent: number; text: string }[] }
/** A recent game: its title in two parts (the game, the board), each kept whole when the title wraps. */
export interface RecentLine { gameId: string; gameName: string; boardName: string; label: string; winner: string }
export interface KindChip { kind: GameId; name: string; games: number; active: boolean }

export const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
/** How long, in words; '' when there is no length to tell (no game played). */
const duration = (seconds: number): string => {
  if (seconds <= 0) return '';
  return seconds < 60 ? `${seconds} 秒` : `${Math.round(seconds / 60)} 分钟`;
};
const average = (seconds: number): string => (seconds > 0 ? `平均 ${duration(seconds)}` : '');
/** The figures of one line that are there, joined. */
const joined = (...parts: string[]): string => parts.filter((p) => p !== '').join(' · ');

/** The head of the 圈子 page: the season's games and, once there are any, how long they take. */
export const seasonSummary = (result: Pick<CircleResult, 'games' | 'averageSec'>): string => joined(`本赛季 ${result.games} 局`, average(result.averageSec));

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
    sub: joined(b.gameName, `${b.games} 局`, average(b.averageSec)),
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
    gameName: g.gameName,
    boardName: g.boardName,
    label: joined(clock(g.endedAt), duration(g.durationSec), g.seats.map((s) => `${s.nickname}(${s.roleName}${s.won ? '✓' : ''})`).join(' ')),
    winner: `${g.winnerName}胜`,
  }));
}

export function kindChips(result: CircleResult): KindChip[] {
  return result.kindNames.map(({ kind, name }) => ({ kind, name, games: result.kinds[kind] ?? 0, active: kind === result.kind }));
}
