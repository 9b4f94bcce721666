// The 圈子 page's figures, read off a season's running totals (never off the games themselves).
import type { CircleBoard, CirclePlayerResult, CircleResult, CircleTableRow, CircleTally, GameId } from '../../../typings/api';
import { GAME_NAMES } from '../../game/src/engine/game-names';
import { GAME_KINDS, type BoardTotals, type Circle, type NamedTally, type SeasonTotals } from './model';
import { boardKeyOf } from './totals';
import { PROVISIONAL_GAMES, shownRating } from './ratings';
import { SEASON_MODES } from './seasons';

/** 最佳搭档 needs this many games on the same side (and a win among them: the member one wins with most). */
export const PARTNER_GAMES = 3;

const rate = (wins: number, games: number) => (games > 0 ? wins / games : 0);
const average = (sum: number, games: number) => (games > 0 ? Math.round(sum / games) : 0);

/** The kind the season table shows by default: the one played most this season (the first kind when none was). */
export function defaultKind(totals: SeasonTotals): GameId {
  return GAME_KINDS.reduce((best, kind) => ((totals.kinds[kind] ?? 0) > (totals.kinds[best] ?? 0) ? kind : best), GAME_KINDS[0]);
}

/** Every current member: those who played `kind` by best rating (then more games, then name), then the rest. */
export function seasonTable(circle: Circle, totals: SeasonTotals, kind: GameId): CircleTableRow[] {
  return circle.members.map((m): CircleTableRow => {
    const figures = totals.players[m.memberId]?.kinds[kind];
    const games = figures?.games ?? 0;
    const wins = figures?.wins ?? 0;
    return {
      memberId: m.memberId, nickname: m.nickname, rating: shownRating(figures), provisional: games < PROVISIONAL_GAMES, games, wins, winRate: rate(wins, games),
    };
  }).sort((a, b) => Number(b.games > 0) - Number(a.games > 0) || b.rating - a.rating || b.games - a.games || a.nickname.localeCompare(b.nickname));
}

/** Each board played this season, most played first, with each camp's wins on it. */
export function boardsOf(totals: SeasonTotals): CircleBoard[] {
  return oneRowPerBoard(Object.values(totals.boards))
    .sort((a, b) => b.games - a.games || a.boardName.localeCompare(b.boardName))
    .map((b) => ({
      game: b.game, gameName: GAME_NAMES[b.game], board: b.board, boardName: b.boardName, games: b.games, averageSec: average(b.durationSec, b.games),
      camps: Object.entries(b.campWins).map(([camp, wins]) => ({ camp, campName: b.campNames[camp] ?? camp, wins, winRate: rate(wins, b.games) })),
    }));
}

/**
 * Rows of the same board added up: totals kept by an earlier release split a board by the camps
 * that happened to play in each game.
 */
function oneRowPerBoard(rows: readonly BoardTotals[]): BoardTotals[] {
  const merged = new Map<string, BoardTotals>();
  for (const row of rows) {
    const key = boardKeyOf(row);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, row);
      continue;
    }
    const campWins = { ...seen.campWins };
    for (const [camp, wins] of Object.entries(row.campWins)) campWins[camp] = (campWins[camp] ?? 0) + wins;
    merged.set(key, {
      ...seen, games: seen.games + row.games, durationSec: seen.durationSec + row.durationSec, campWins, campNames: { ...seen.campNames, ...row.campNames },
    });
  }
  return [...merged.values()];
}

export function circleFigures(circle: Circle, totals: SeasonTotals, kind: GameId, me: string): CircleResult {
  return {
    circleId: circle.circleId,
    name: circle.name,
    code: circle.code,
    season: totals.season,
    seasons: circle.seasons,
    kind,
    kinds: totals.kinds,
    kindNames: GAME_KINDS.map((k) => ({ kind: k, name: GAME_NAMES[k] })),
    table: seasonTable(circle, totals, kind),
    boards: boardsOf(totals),
    recent: totals.recent,
    games: totals.games,
    averageSec: average(totals.durationSec, totals.games),
    roles: Object.values(totals.roles).sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)).slice(0, 10)
      .map((r) => ({ game: r.game, role: r.id, roleName: r.name, games: r.games })),
    me,
    seasonMode: circle.season.mode,
    seasonModes: SEASON_MODES,
  };
}

const tallies = (all: Record<string, NamedTally>): CircleTally[] => Object.values(all)
  .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name))
  .map((t) => ({ game: t.game, id: t.id, name: t.name, games: t.games, wins: t.wins, winRate: rate(t.wins, t.games) }));

/** One member's season (a member with no games yet has zeros). */
export function playerFigures(circle: Circle, totals: SeasonTotals, memberId: string, nickname: string): CirclePlayerResult {
  const p = totals.players[memberId];
  // Names as the 圈子 knows them now, else as they were last recorded.
  const nameOf = (id: string) => circle.members.find((m) => m.memberId === id)?.nickname ?? totals.players[id]?.nickname ?? id;
  const partner = Object.entries(p?.mates ?? {})
    .filter(([, t]) => t.games >= PARTNER_GAMES && t.wins > 0)
    .sort(([a, x], [b, y]) => y.wins - x.wins || y.games - x.games || (a < b ? -1 : 1))[0];
  const rival = Object.entries(p?.lostTo ?? {}).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
  const games = p?.games ?? 0;
  return {
    memberId,
    nickname,
    season: totals.season,
    games,
    wins: p?.wins ?? 0,
    winRate: rate(p?.wins ?? 0, games),
    camps: tallies(p?.camps ?? {}),
    roles: tallies(p?.roles ?? {}),
    currentStreak: p?.streak ?? 0,
    bestStreak: p?.bestStreak ?? 0,
    sheriff: p?.sheriff ?? 0,
    // Totals kept before games with a sheriff were counted know at least the games this member held the badge in.
    sheriffGames: p?.sheriffGames ?? p?.sheriff ?? 0,
    survivalRate: rate(p?.survived ?? 0, games),
    partner: partner ? { memberId: partner[0], nickname: nameOf(partner[0]), games: partner[1].games, wins: partner[1].wins } : null,
    rival: rival ? { memberId: rival[0], nickname: nameOf(rival[0]), losses: rival[1] } : null,
    ratings: GAME_KINDS.flatMap((kind) => {
      const k = p?.kinds[kind];
      return k ? [{ kind, kindName: GAME_NAMES[kind], rating: shownRating(k), provisional: k.games < PROVISIONAL_GAMES, games: k.games }] : [];
    }),
  };
}
