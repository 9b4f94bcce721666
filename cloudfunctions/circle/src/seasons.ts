import type { Circle, SeasonRule } from './model';

/** Seasons turn at midnight in China (UTC+8), whatever the server's clock zone. */
const CHINA_MS = 8 * 60 * 60 * 1000;

const chinaDate = (at: number) => new Date(at + CHINA_MS).toISOString();

/** The season a game ending at `at` belongs to: its month (`2026-12`), or the season started by hand. */
export function seasonAt(rule: SeasonRule, at: number): string {
  return rule.mode === 'manual' ? rule.current : chinaDate(at).slice(0, 7);
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
