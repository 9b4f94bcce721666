import type { SeasonMode } from '../../../typings/api';
import type { Circle, SeasonRule } from './model';

/** Seasons turn at midnight in China (UTC+8), whatever the server's clock zone. */
const CHINA_MS = 8 * 60 * 60 * 1000;

const chinaDate = (at: number) => new Date(at + CHINA_MS).toISOString();

/** The ways seasons may turn, as the 圈子 page names them (after 「换季」) and says what choosing one does. */
export const SEASON_MODES: { mode: SeasonMode; name: string; description: string }[] = [
  { mode: 'month', name: '每月', description: '从现在起每月自动换季，新的对局计入当月的赛季；已有赛季的积分榜都保留。' },
  { mode: 'quarter', name: '每季度', description: '从现在起每季度自动换季，新的对局计入当季的赛季；已有赛季的积分榜都保留。' },
  { mode: 'manual', name: '手动', description: '本赛季一直进行，直到有人点「新赛季」；已有赛季的积分榜都保留。' },
];

/** The season a game ending at `at` belongs to: its month (`2026-12`), its quarter (`2026-Q4`), or the season started by hand. */
export function seasonAt(rule: SeasonRule, at: number): string {
  if (rule.mode === 'manual') return rule.current;
  const month = chinaDate(at).slice(0, 7);
  if (rule.mode === 'month') return month;
  return `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5)) / 3)}`;
}

/** How seasons turn once `mode` is chosen: by hand, the season the circle is in now goes on. */
export function seasonRule(mode: SeasonMode, now: SeasonRule, at: number): SeasonRule {
  if (mode !== 'manual') return { mode };
  return now.mode === 'manual' ? now : { mode, current: seasonAt(now, at) };
}

/** A new season started by hand today: named by its first day (`2026-12-02`, then `2026-12-02-2`…). */
export function newSeasonName(circle: Circle, at: number): string {
  const day = chinaDate(at).slice(0, 10);
  let name = day;
  for (let n = 2; circle.seasons.includes(name); n++) name = `${day}-${n}`;
  return name;
}

/** The circle with `season` listed (once). */
export function withSeason(circle: Circle, season: string): Circle {
  return circle.seasons.includes(season) ? circle : { ...circle, seasons: [...circle.seasons, season] };
}
