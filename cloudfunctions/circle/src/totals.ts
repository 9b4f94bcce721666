// A season's running totals, folded one game at a time. The same fold over the season's game
// documents (oldest first) rebuilds them: the live totals and a rebuild cannot disagree.
import type { CircleGameSummary } from '../../../typings/api';
import type { BoardTotals, CircleGame, CircleSeat, NamedTally, PlayerTotals, SeasonTotals, SeenGame } from './model';
import { rateGame, shownRating } from './ratings';

/** The recent games a season keeps for the 圈子 page. */
export const RECENT_GAMES = 10;
/** How long a folded game is remembered by id: longer than a room stays open, so a replayed end is known. */
export const SEEN_MS = 13 * 60 * 60 * 1000;

export function emptyTotals(circleId: string, season: string): SeasonTotals {
  return { circleId, season, games: 0, durationSec: 0, kinds: {}, boards: {}, roles: {}, players: {}, recent: [], seen: {} };
}

const emptyPlayer = (nickname: string): PlayerTotals => ({
  nickname, games: 0, wins: 0, sheriff: 0, sheriffGames: 0, survived: 0, camps: {}, roles: {}, streak: 0, bestStreak: 0, mates: {}, lostTo: {}, kinds: {},
});

function count(tallies: Record<string, NamedTally>, game: CircleGame['game'], id: string, name: string, won: boolean) {
  const key = `${game}:${id}`;
  const tally = tallies[key] ?? { game, id, name, games: 0, wins: 0 };
  tallies[key] = { ...tally, name, games: tally.games + 1, wins: tally.wins + (won ? 1 : 0) };
}

function summary(game: CircleGame): CircleGameSummary {
  return {
    gameId: game.gameId, roomNo: game.roomNo, game: game.game, gameName: game.gameName, boardName: game.boardName,
    endedAt: game.endedAt, durationSec: game.durationSec, winnerName: game.winnerName,
    seats: game.seats.map((s) => ({
      seat: s.seat, ...(s.memberId !== undefined && { memberId: s.memberId }), ...(s.guest && { guest: true as const }),
      nickname: s.nickname, roleName: s.roleName, won: s.won,
    })),
  };
}

const copy = (totals: SeasonTotals): SeasonTotals => JSON.parse(JSON.stringify(totals)) as SeasonTotals;

/** The totals with `game` counted (a game already counted changes nothing). */
export function foldGame(before: SeasonTotals, game: CircleGame): SeasonTotals {
  return before.seen[game.gameId] || game.withdrawn ? before : countIn(copy(before), game);
}

/** The totals with every game counted in order, copied once (a rebuild of thousands of games). */
export function foldGames(before: SeasonTotals, games: readonly CircleGame[]): SeasonTotals {
  return games.reduce((totals, game) => (totals.seen[game.gameId] || game.withdrawn ? totals : countIn(totals, game)), copy(before));
}

/**
 * Which row of the board balance a game counts in: the same cards for as many players. Every camp
 * that played on the board has its column, also one that only some games had (a couple of a wolf
 * and a villager, a 白板 playing alone).
 */
export function boardKeyOf(board: Pick<BoardTotals, 'game' | 'board' | 'boardName'>): string {
  return `${board.game}:${board.board}:${board.boardName}`;
}

/** Counts `game` into `totals`, changing them. */
function countIn(totals: SeasonTotals, game: CircleGame): SeasonTotals {
  totals.games += 1;
  totals.durationSec += game.durationSec;
  totals.kinds[game.game] = (totals.kinds[game.game] ?? 0) + 1;

  const boardKey = boardKeyOf(game);
  const board = totals.boards[boardKey] ?? { game: game.game, board: game.board, boardName: game.boardName, games: 0, durationSec: 0, campWins: {}, campNames: {} };
  board.games += 1;
  board.durationSec += game.durationSec;
  for (const s of game.seats) {
    board.campNames[s.camp] = s.campName;
    board.campWins[s.camp] ??= 0;
  }
  board.campWins[game.winner] = (board.campWins[game.winner] ?? 0) + 1;
  totals.boards[boardKey] = board;
  for (const s of game.seats) count(totals.roles, game.game, s.role, s.roleName, s.won);

  const members = game.seats.filter((s): s is CircleSeat & { memberId: string } => s.memberId !== undefined);
  const skills = rateGame(game, (id) => totals.players[id]?.kinds[game.game]);
  const hadSheriff = game.seats.some((s) => s.sheriff);
  const changes: SeenGame['changes'] = {};
  for (const s of members) {
    const p = totals.players[s.memberId] ?? emptyPlayer(s.nickname);
    p.nickname = s.nickname;
    p.games += 1;
    p.wins += s.won ? 1 : 0;
    p.sheriff += s.sheriff ? 1 : 0;
    p.sheriffGames = (p.sheriffGames ?? 0) + (hadSheriff ? 1 : 0);
    p.survived += s.aliveAtEnd ? 1 : 0;
    count(p.camps, game.game, s.camp, s.campName, s.won);
    count(p.roles, game.game, s.role, s.roleName, s.won);
    p.streak = s.won ? Math.max(p.streak, 0) + 1 : Math.min(p.streak, 0) - 1;
    p.bestStreak = Math.max(p.bestStreak, p.streak);
    for (const other of members) {
      if (other === s) continue;
      if (other.camp === s.camp) {
        const mate = p.mates[other.memberId] ?? { games: 0, wins: 0 };
        p.mates[other.memberId] = { games: mate.games + 1, wins: mate.wins + (s.won ? 1 : 0) };
      } else if (!s.won && other.won) {
        p.lostTo[other.memberId] = (p.lostTo[other.memberId] ?? 0) + 1;
      }
    }
    const kind = p.kinds[game.game] ?? { games: 0, wins: 0, mu: 0, sigma: 0 };
    const skill = skills.get(s.memberId);
    const was = kind.games > 0 ? kind : undefined;
    const next = { games: kind.games + 1, wins: kind.wins + (s.won ? 1 : 0), mu: skill?.mu ?? kind.mu, sigma: skill?.sigma ?? kind.sigma };
    p.kinds[game.game] = next;
    const rating = shownRating(next);
    changes[s.seat] = [rating, Math.round((rating - shownRating(was)) * 100) / 100, next.games];
    totals.players[s.memberId] = p;
  }

  totals.recent = [summary(game), ...totals.recent].slice(0, RECENT_GAMES);
  const since = game.endedAt - SEEN_MS;
  // Kept in the order folded (ids are not numbers): the oldest come first, so pruning stops at the first still kept.
  for (const id in totals.seen) {
    if (totals.seen[id].endedAt >= since) break;
    delete totals.seen[id];
  }
  totals.seen[game.gameId] = { endedAt: game.endedAt, kind: game.game, changes };
  return totals;
}
