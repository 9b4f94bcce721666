import type { HostMode, SeatNo } from '../../../../../typings/api';
import type { Collection } from './collect';
import { GameError } from './errors';
import type { Match } from './match';

export interface Member { openid: string; seat: SeatNo; nickname?: string }

/** A room as stored: who judges, who sits where, and the current deal. */
export interface Room {
  roomNo: string;
  judge: string;
  members: Member[];
  match: Match;
  createdAt: number;
  updatedAt: number;
  /** When the table last saw a change (its public version moved); absent in rooms stored before: `updatedAt`. */
  publicAt?: number;
  /** The room's public version (grows with every change the table may see); absent in rooms stored before it was kept. */
  v?: number;
  /** Who runs the room; absent: a judge (rooms stored before 自动主持). */
  host?: HostMode;
  /** 自动主持: the open step's answers, its timer, and whether the host paused. */
  auto?: AutoState;
}

/** The action layer's record of the open step in an auto room (times in epoch ms). */
export interface AutoState {
  collection: Collection;
  /**
   * When the open step (or the current speaker's turn) closes by time; null: it waits on its rule or
   * the host. `turn`: the seat whose turn it times in a round of speakers (the round may be described
   * again without a seat that left, so the turn is its seat, not its place).
   */
  timer: { seconds: number; endsAt: number; turn?: SeatNo } | null;
  /** When the host paused, while paused. */
  pausedAt?: number;
  /** Each seat's private version: grows when only that seat's prompt changed. */
  seatV: Record<string, number>;
  /** 无声之夜: the decoy guesses of this deal, one per seat and night step (for the 复盘 only). */
  guesses?: Guess[];
  /**
   * Cards hidden on a board with death skills: the neutral 「技能」 window shown in front of step
   * `stepId` after a death that calls for no skill (nobody acts in it), and the deaths already followed
   * by one (a skill step or a window).
   */
  skill?: { stepId: number; endsAt: number; seconds: number };
  toldDead?: SeatNo[];
  /** The step whose news (a shot, a duel) its 「技能」 window already said. */
  newsSaid?: number;
  /**
   * How often in this deal the ids the table knows the steps by moved on beyond the engine's: each
   * 「技能」 window, and each leave announced on a step that stays open.
   */
  windows?: number;
  /**
   * A leave said aloud: the public lines that open the step the table knows as `stepId`. `heard`: where
   * the leave re-described the same step, the lines it said before the leave (not said again: those
   * the host phone had not been given are read as news, before the leave).
   */
  announce?: { stepId: number; lines: string[]; heard?: string[] };
  /** What each seat's prompts told it in this deal (a result, its teammates), kept past the step. */
  notes?: SeatNote[];
  /** A round of speeches broken into (a duel, a leave): who was still due, to resume with when it opens again. */
  heldTurn?: { key: string; due: SeatNo[] };
  /** The face of the step (its id and lines) last given to the host phone in an answer to its own call, or that it acted on. */
  hostSaw?: string;
  /**
   * The public lines of the steps that closed since then, which the host phone may never have shown
   * (its phone was away, or several steps closed at once): the table keeps them as its news until a
   * step the host did see closes.
   */
  untold?: UntoldStep[];
}

/** A step's public lines, kept after it closed (`id`: the id the table knew it by). */
export interface UntoldStep { id: number; lines: string[] }

/** A private fact told to `seat` at `round` and `phase`. */
export interface SeatNote { seat: SeatNo; round: number; phase: 'night' | 'day'; text: string }

/** A decoy answer: at night `round`, step `stepId`, `seat` guessed `guess` (null: confirmed no seat). */
export interface Guess { round: number; stepId: number; seat: SeatNo; guess: SeatNo | null }

/**
 * The id the table knows the open step by (what phones show and send back). An auto room's neutral
 * 「技能」 window stands in front of a step without being one: each window opened in the deal moves
 * the ids on by one, so that a window and the step behind it never share an id, and a late tap on
 * the window can never close the step that follows it. Each speaker's turn in a round of speeches
 * moves them on by one too, for the same reason.
 */
export function shownStepId(room: Room): number {
  const { stepId } = room.match.state;
  const windows = room.auto?.windows ?? 0;
  return stepId + windows - (room.auto?.skill ? 1 : 0) + (room.auto?.collection.turns ?? 0);
}

/** A seat's private version in an auto room (0 before anything private changed). */
export function seatVersion(room: Room, seat: SeatNo): number {
  return room.auto?.seatV[seat] ?? 0;
}

/** Who sits at each seat as the table sees it: the seat, whether it is taken, and the nickname given ('' for none). */
export function seatOccupant(room: Room): <T extends object>(seat: SeatNo, rest: T) => SeatOccupant & T {
  const members = new Map(room.members.map((m) => [m.seat, m]));
  return (seat, rest) => {
    const member = members.get(seat);
    const occupant: SeatOccupant = { seat, joined: member !== undefined, nickname: member?.nickname ?? '' };
    // Assigned, not spread into a literal (`{ ...occupant, ...rest }`): V8 builds those objects
    // tens of times slower, and every view of every write makes one per seat.
    return Object.assign(occupant, rest);
  };
}

interface SeatOccupant { seat: SeatNo; joined: boolean; nickname: string }

export function isAuto(room: Room): boolean {
  return room.host === 'auto';
}

export function memberOf(room: Room, openid: string): Member | undefined {
  return room.members.find((m) => m.openid === openid);
}

/**
 * Seats a caller: the same caller always gets the same seat back; otherwise the asked-for seat,
 * or the lowest free one.
 */
export function seatMember(room: Room, openid: string, seat?: SeatNo, nickname?: string): { room: Room; member: Member } {
  if (openid === room.judge && !isAuto(room)) throw new GameError('BAD_REQUEST', '法官不能以玩家身份加入自己的房间');
  const players = room.match.state.config.players;
  const existing = memberOf(room, openid);
  if (existing) {
    if (nickname === undefined || nickname === existing.nickname) return { room, member: existing };
    const member = { ...existing, nickname };
    return { room: { ...room, members: room.members.map((m) => (m === existing ? member : m)) }, member };
  }
  if (seat !== undefined && (seat < 1 || seat > players)) {
    throw new GameError('BAD_REQUEST', `座位号须为 1–${players} 的整数`);
  }
  const taken = new Set(room.members.map((m) => m.seat));
  const free = seat ?? firstFree(taken, players);
  if (taken.size >= players || free === undefined) throw new GameError('ROOM_FULL', '房间已满，没有空座位了');
  if (taken.has(free)) throw new GameError('SEAT_TAKEN', `${free} 号座位已经有人了`);
  const member: Member = { openid, seat: free, ...(nickname !== undefined && { nickname }) };
  const members = [...room.members, member].sort((a, b) => a.seat - b.seat);
  return { room: { ...room, members }, member };
}

function firstFree(taken: Set<SeatNo>, players: number): SeatNo | undefined {
  for (let s = 1; s <= players; s++) if (!taken.has(s)) return s;
  return undefined;
}
