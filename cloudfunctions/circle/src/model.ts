// 圈子: a friends' league. What is stored: the 圈子 itself, one document per ended game, and the
// running totals of each season (the season table is one read of them, never a scan of the games).
import type { CircleGameSummary, GameId, Review } from '../../../typings/api';
import { GAME_NAMES } from '../../game/src/engine/game-names';

/** A member's rating of a kind is provisional while they have played fewer games of it than this. */
export const PROVISIONAL_GAMES = 5;

/** The game kinds, in the order the pages list them. */
export const GAME_KINDS = Object.keys(GAME_NAMES) as readonly GameId[];

/** A member as the server keeps them; `openid` never leaves the server (answers carry `memberId`). */
export interface CircleMember { memberId: string; openid: string; nickname: string; joinedAt: number }

/** How seasons turn: each calendar month or quarter, or by hand (新赛季) from the named season on. */
export type SeasonRule = { mode: 'month' } | { mode: 'quarter' } | { mode: 'manual'; current: string };

export interface Circle {
  circleId: string;
  name: string;
  /** The memberId of the founder. */
  createdBy: string;
  createdAt: number;
  /** The 6-character invite code. */
  code: string;
  /** The WeChat group (openGId) this 圈子 belongs to, when it was made from one. */
  groupId?: string;
  members: CircleMember[];
  /**
   * Members who left keeping their records: one who comes back is the same member again (their
   * rating and games with them), and one may still delete those records. Absent: nobody has.
   */
  formerMembers?: CircleMember[];
  season: SeasonRule;
  /** Every season that has started, oldest first (past ones stay readable). */
  seasons: string[];
}

/** One seat of a recorded game: a member (`memberId`) or a guest (`guest`), as the 复盘 showed it. */
export interface CircleSeat {
  seat: number;
  memberId?: string;
  guest?: true;
  nickname: string;
  role: string;
  roleName: string;
  camp: string;
  campName: string;
  aliveAtEnd: boolean;
  won: boolean;
  /** The causes of the seat's death (`wolf`, `exile+lover`…), and the 复盘's line for it. */
  deathCause?: string;
  fate?: string;
  sheriff?: true;
}

/** One ended game of a linked room; `gameId` is `roomNo-endedAt`, so a replayed end is the same game. */
export interface CircleGame {
  gameId: string;
  circleId: string;
  season: string;
  roomNo: string;
  game: GameId;
  gameName: string;
  /** The preset id, or the deck (`werewolf×4+seer×1…`) when the room picked its own cards. */
  board: string;
  boardName: string;
  endedAt: number;
  durationSec: number;
  /** The winning camp and its Chinese name. */
  winner: string;
  winnerName: string;
  seats: CircleSeat[];
  /** The 复盘 as the table saw it at the end (games recorded before it was kept have none). */
  review?: Review;
  /** The judge took the end back (undo) or gave the deal up after that: kept, counted nowhere, shown to nobody. */
  withdrawn?: true;
}

export interface Tally { games: number; wins: number }
export interface NamedTally extends Tally { game: GameId; id: string; name: string }

/** One member's running figures in one season. */
export interface PlayerTotals {
  nickname: string;
  games: number;
  wins: number;
  sheriff: number;
  /** Games that had a sheriff (someone held the badge). Absent: totals kept before these were counted. */
  sheriffGames?: number;
  survived: number;
  /** Keyed `game:camp` and `game:role`. */
  camps: Record<string, NamedTally>;
  roles: Record<string, NamedTally>;
  /** Positive: wins in a row up to the last game; negative: losses in a row. */
  streak: number;
  bestStreak: number;
  /** Games on the same side with each member, and how many of them were won. */
  mates: Record<string, Tally>;
  /** Games lost to each member (they won, this member did not). */
  lostTo: Record<string, number>;
  /** Per game kind: games, wins, and the Weng-Lin rating (mu, sigma). */
  kinds: Partial<Record<GameId, Tally & { mu: number; sigma: number }>>;
}

export interface BoardTotals {
  game: GameId;
  board: string;
  boardName: string;
  games: number;
  durationSec: number;
  /** Wins per camp id, with the camps' names. */
  campWins: Record<string, number>;
  campNames: Record<string, string>;
}


/** A folded game as remembered: each member's seat → [rating after, change, games of the kind] (kept small: read on every fold). */
export interface SeenGame { endedAt: number; kind: GameId; changes: Record<string, [number, number, number]> }

/** A season's running totals: every figure of the 圈子 page, kept up to date one game at a time. */
export interface SeasonTotals {
  circleId: string;
  season: string;
  games: number;
  durationSec: number;
  kinds: Partial<Record<GameId, number>>;
  boards: Record<string, BoardTotals>;
  /** Cards played, keyed `game:role`. */
  roles: Record<string, NamedTally>;
  players: Record<string, PlayerTotals>;
  recent: CircleGameSummary[];
  /**
   * The games folded in while their room may still be open, with each member's rating change: a
   * replayed end is recognised here, and the 复盘 reads its rating changes from here.
   */
  seen: Record<string, SeenGame>;
}
