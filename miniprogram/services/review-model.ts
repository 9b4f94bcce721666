// A game's review (built by the server) as the review component shows it: the winner, every seat
// with role and fate, the 战绩, and the timeline with each vote as who→whom. Only arranging here:
// every text comes from the server.
import type { Review, ReviewBallot, ReviewEvent, SeatNo } from '../../typings/api';
import { phaseText } from './labels';
import { tagsText } from './names';
import { partedPayloads } from './payloads';

export interface ReviewSeatRow {
  seat: SeatNo;
  /** 3 号 老王 */
  name: string;
  /** 狼人, or 盗贼→狼人 after a swap; 谁是卧底 adds the word. */
  role: string;
  /** 第 2 夜被狼人杀害, or 存活. */
  fate: string;
  alive: boolean;
  won: boolean;
  bad: boolean;
  mine: boolean;
  tags: string;
}

/** One target of a vote and who voted for it: 9 号 ← 1、2×1.5、4 号 · 7.5 票. */
export interface VoteRow { id: string; target: string; voters: string; total: string; out: boolean }
export interface TimelineLine { id: string; text: string; votes: VoteRow[] }
export interface TimelinePhase { id: string; title: string; night: boolean; lines: TimelineLine[] }
export interface StandingRow { seat: SeatNo; name: string; record: string; mine: boolean }
/** 怀疑图: each night's guesses as 3→7 (a hit named the bad camp), and the 火眼金睛 line. */
export interface GuessNight { id: string; title: string; guesses: { id: string; text: string; hit: boolean; mine: boolean }[] }
export interface SuspicionRows { sharpest: string; nights: GuessNight[] }

export interface ReviewModel {
  head: string;
  winnerTitle: string;
  winnerText: string;
  /** For the player's own seat: 你赢了 / 你输了; '' for the judge. */
  verdict: string;
  won: boolean;
  words: string;
  seats: ReviewSeatRow[];
  phases: TimelinePhase[];
  standings: StandingRow[];
  /** Auto rooms: the 怀疑图; null where nobody guessed. */
  suspicion: SuspicionRows | null;
  /** A game of a 圈子: the player's rating after it (圈子积分 12.34（+1.20）); '' otherwise. */
  rating: string;
  /** 换人与接管: seats that changed hands and judges or hosts that took over during the deal, as the server worded them. */
  tableLife: { id: string; text: string }[];
}

/** The rating line of a linked game's review: the rating and how it moved. */
export function ratingText(review: Review): string {
  const change = review.ratingChange;
  if (!change) return '';
  const sign = change.change > 0 ? '+' : '';
  return `圈子积分 ${change.rating.toFixed(2)}（${sign}${change.change.toFixed(2)}）${change.provisional ? ' · 定级中' : ''}`;
}

function seatName(seat: SeatNo, nickname?: string): string {
  return nickname ? `${seat} 号 ${nickname}` : `${seat} 号`;
}

function weightText(weight: number): string {
  return weight === 1 ? '' : `×${weight}`;
}

/** A vote's ballots grouped by target, most votes first. */
export function voteRows(ballots: ReviewBallot[], out: SeatNo | null, prefix: string): VoteRow[] {
  const byTarget = new Map<SeatNo, ReviewBallot[]>();
  for (const b of ballots) byTarget.set(b.target, [...(byTarget.get(b.target) ?? []), b]);
  const total = (list: ReviewBallot[]) => list.reduce((sum, b) => sum + b.weight, 0);
  return [...byTarget.entries()]
    .sort((a, b) => total(b[1]) - total(a[1]) || a[0] - b[0])
    .map(([target, list]) => ({
      id: `${prefix}-${target}`,
      target: `${target} 号`,
      voters: `${list.map((b) => `${b.voter}${weightText(b.weight)}`).join('、')} 号`,
      total: `${total(list)} 票`,
      out: target === out,
    }));
}

function line(event: ReviewEvent, id: string): TimelineLine {
  return { id, text: event.text, votes: event.kind === 'vote' ? voteRows(event.ballots, event.out, id) : [] };
}

export function reviewModel(review: Review, mySeat: SeatNo | null): ReviewModel {
  const mine = review.seats.find((s) => s.seat === mySeat);
  const words = review.words ? `平民词：${review.words.civilian} · 卧底词：${review.words.undercover}` : '';
  return {
    head: `${review.gameName} · ${review.presetName} · ${review.players} 人`,
    winnerTitle: `${review.winner.campName}获胜`,
    winnerText: review.winner.text,
    verdict: mine ? (mine.won ? '你赢了' : '你输了') : '',
    rating: ratingText(review),
    won: mine?.won ?? false,
    words,
    seats: review.seats.map((s) => ({
      seat: s.seat,
      name: seatName(s.seat, s.nickname),
      role: [
        s.dealtRoleName ? `${s.dealtRoleName}→${s.roleName}` : s.roleName,
        // A blank has no word: its card's name already says so.
        typeof s.word === 'string' ? `「${s.word}」` : '',
      ].filter(Boolean).join(' '),
      fate: s.fate ? s.fate.text : '存活',
      alive: s.fate === null,
      won: s.won,
      bad: s.bad === true,
      mine: s.seat === mySeat,
      tags: tagsText(s),
    })),
    phases: review.phases.map((p, i) => ({
      id: `p${i}`,
      title: p.title,
      night: p.phase === 'night',
      lines: p.events.map((e, j) => line(e, `p${i}-${j}`)),
    })),
    standings: (review.standings ?? []).map((s) => ({
      seat: s.seat,
      name: seatName(s.seat, s.nickname),
      record: `${s.games} 局 ${s.wins} 胜`,
      mine: s.seat === mySeat,
    })),
    suspicion: review.suspicion ? {
      sharpest: review.suspicion.sharpest.text,
      nights: review.suspicion.nights.map((n) => ({
        id: `g${n.round}`,
        title: n.title,
        guesses: n.guesses.map((g) => ({ id: `g${n.round}-${g.seat}`, text: `${g.seat}→${g.guess}`, hit: g.hit, mine: g.seat === mySeat })),
      })),
    } : null,
    // A review recorded before it named its phases shows the lines without their heading.
    tableLife: (review.tableLife ?? []).map((e, i) => ({
      id: `life${i}`, text: review.phaseNames ? `${phaseText(review.phaseNames, e.round, e.phase)} · ${e.text}` : e.text,
    })),
  };
}

/**
 * The model as setData payloads for the data key `key`: one when it is small; otherwise the model
 * without its timeline first, then the timeline's phases by path (`review.phases[3]`).
 */
export function reviewPayloads(key: string, model: ReviewModel): Record<string, unknown>[] {
  return partedPayloads(key, model, 'phases');
}
