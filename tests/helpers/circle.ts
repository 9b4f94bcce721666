// 圈子 test helpers: hand-made games, and every figure recomputed from recorded games by a plain
// reading of the rules (independent of the running totals it checks).
import type { GameId } from '../../typings/api';
import type { CircleGame, CircleSeat } from '../../cloudfunctions/circle/src/model';

import type * as OpenSkill from 'openskill' with { 'resolution-mode': 'import' };

// openskill types itself as an ES module only; `require` loads its CommonJS build.
const { ordinal, rate, rating } = require('openskill') as typeof OpenSkill;
type Rating = ReturnType<typeof rating>;

let clock = Date.UTC(2026, 11, 2, 4);

/** A recorded game: `seats` as [memberId | null (a guest), camp, won?] with defaults for the rest. */
export function handGame(circleId: string, seats: [string | null, string, boolean][], extra: Partial<CircleGame> = {}): CircleGame {
  clock += 60_000;
  const endedAt = extra.endedAt ?? clock;
  const winner = seats.find(([, , won]) => won)?.[1] ?? 'none';
  return {
    gameId: `100001-${endedAt}`, circleId, season: '2026-12', roomNo: '100001', game: 'killer', gameName: '杀人游戏',
    board: 'standard', boardName: '标准局（6 人）', endedAt, durationSec: 600, winner, winnerName: `${winner}阵营`,
    seats: seats.map(([memberId, camp, won], i): CircleSeat => ({
      seat: i + 1, ...(memberId ? { memberId } : { guest: true }), nickname: memberId ?? '游客', role: camp === 'killer' ? 'killer' : 'civilian',
      roleName: camp === 'killer' ? '杀手' : '平民', camp, campName: camp, aliveAtEnd: won, won,
    })),
    ...extra,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/** Each member's rating of `kind` after the games in order, by openskill itself; guests fresh each game. */
export function openskillRatings(games: readonly CircleGame[], kind: GameId): Map<string, number> {
  const skills = new Map<string, Rating>();
  for (const g of games.filter((x) => x.game === kind)) {
    const camps = [...new Set(g.seats.map((s) => s.camp))];
    const teams = camps.map((c) => g.seats.filter((s) => s.camp === c));
    const rated = rate(teams.map((t) => t.map((s) => (s.memberId && skills.get(s.memberId)) || rating())), { rank: teams.map((t) => (t.some((s) => s.won) ? 1 : 2)) });
    teams.forEach((t, i) => t.forEach((s, j) => s.memberId && skills.set(s.memberId, rated[i][j])));
  }
  return new Map([...skills].map(([id, r]) => [id, round2(ordinal(r))]));
}

/** A member's season figures straight from the games. */
export function recomputePlayer(games: readonly CircleGame[], memberId: string) {
  const mine = games.map((g) => ({ g, s: g.seats.find((x) => x.memberId === memberId) })).filter((x): x is { g: CircleGame; s: CircleSeat } => !!x.s);
  let run = 0;
  let best = 0;
  const mates = new Map<string, { games: number; wins: number }>();
  const lostTo = new Map<string, number>();
  for (const { g, s } of mine) {
    run = s.won ? (run > 0 ? run + 1 : 1) : (run < 0 ? run - 1 : -1);
    best = Math.max(best, run);
    for (const o of g.seats) {
      if (!o.memberId || o.memberId === memberId) continue;
      if (o.camp === s.camp) {
        const m = mates.get(o.memberId) ?? { games: 0, wins: 0 };
        mates.set(o.memberId, { games: m.games + 1, wins: m.wins + (s.won ? 1 : 0) });
      } else if (!s.won && o.won) lostTo.set(o.memberId, (lostTo.get(o.memberId) ?? 0) + 1);
    }
  }
  const wins = mine.filter((x) => x.s.won).length;
  const partner = [...mates].filter(([, m]) => m.games >= 3 && m.wins > 0).sort(([a, x], [b, y]) => y.wins - x.wins || y.games - x.games || (a < b ? -1 : 1))[0];
  const rival = [...lostTo].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
  return {
    games: mine.length,
    wins,
    winRate: mine.length ? wins / mine.length : 0,
    sheriff: mine.filter((x) => x.s.sheriff).length,
    survivalRate: mine.length ? mine.filter((x) => x.s.aliveAtEnd).length / mine.length : 0,
    currentStreak: run,
    bestStreak: best,
    partner: partner ? { memberId: partner[0], games: partner[1].games, wins: partner[1].wins } : null,
    rival: rival ? { memberId: rival[0], losses: rival[1] } : null,
    camps: Object.fromEntries([...new Set(mine.map((x) => `${x.g.game}:${x.s.camp}`))].map((key) => {
      const of = mine.filter((x) => `${x.g.game}:${x.s.camp}` === key);
      return [key, { games: of.length, wins: of.filter((x) => x.s.won).length }];
    })),
    roles: Object.fromEntries([...new Set(mine.map((x) => `${x.g.game}:${x.s.role}`))].map((key) => {
      const of = mine.filter((x) => `${x.g.game}:${x.s.role}` === key);
      return [key, { games: of.length, wins: of.filter((x) => x.s.won).length }];
    })),
  };
}

/** A member's games and wins of one kind. */
export function recomputeKind(games: readonly CircleGame[], memberId: string, kind: GameId) {
  const seats = games.filter((g) => g.game === kind).flatMap((g) => g.seats.filter((s) => s.memberId === memberId));
  const wins = seats.filter((s) => s.won).length;
  return { games: seats.length, wins, winRate: seats.length ? wins / seats.length : 0 };
}

/** Each board's games, average length and camp wins, straight from the games. */
export function recomputeBoards(games: readonly CircleGame[]) {
  const keys = [...new Set(games.map((g) => `${g.game}:${g.board}`))];
  return Object.fromEntries(keys.map((key) => {
    const of = games.filter((g) => `${g.game}:${g.board}` === key);
    const wins: Record<string, number> = {};
    for (const g of of) wins[g.winner] = (wins[g.winner] ?? 0) + 1;
    return [key, { games: of.length, averageSec: Math.round(of.reduce((t, g) => t + g.durationSec, 0) / of.length), wins }];
  }));
}
