// Figure 5 (review): the 复盘 of really played games at the largest tables the games allow (狼人杀 18,
// 杀人游戏 20, 谁是卧底 20, every seat with a 12-character nickname), played to the end by the random
// judge: the largest review on the wire, and the largest setData the review page makes of it (the
// page sends a long review in parts).
import type { GameId, Review } from '../typings/api';
import type { Member } from '../cloudfunctions/game/src/engine/core/room';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import { judgeView } from '../cloudfunctions/game/src/engine/core/views';
import { reviewModel, reviewPayloads } from '../miniprogram/services/review-model';
import { configOf, playGame, type GameCase } from './play';
import { budgeted, type Row } from './report';

const REVIEW_BUDGET = 48 * 1024;
const SETDATA_BUDGET = 16 * 1024;
const GAMES_PER_TABLE = 30;

const TABLES: GameCase[] = [
  { label: '狼人杀 18 人', game: 'werewolf', request: { players: 18, preset: 'classic' } },
  { label: '杀人游戏 20 人', game: 'killer', request: { players: 20 } },
  { label: '谁是卧底 20 人', game: 'undercover', request: { players: 20 } },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

interface Played { table: string; game: GameId; review: Review; reviewBytes: number; setData: number[] }

/** One game played to its end, and its review as every phone gets it. */
function playedReview(c: GameCase, seed: number): Played {
  const { module, config } = configOf(c);
  const { matches } = playGame(module, config, seededRng(seed), true);
  const match = matches[matches.length - 1];
  const members: Member[] = match.state.seats.map((s) => ({ openid: `p${s.seat}`, seat: s.seat, nickname: `很长的昵称很长的昵称${String(s.seat).padStart(2, '0')}` }));
  const review = judgeView(module, { roomNo: '123456', judge: 'j', members, match, createdAt: 0, updatedAt: 0 }).review!;
  const setData = reviewPayloads('review', reviewModel(review, 1)).map(bytesOf);
  return { table: c.label, game: c.game, review, reviewBytes: bytesOf(review), setData };
}

export function reviewFigures(): Row[] {
  const played = TABLES.flatMap((c, t) => Array.from({ length: GAMES_PER_TABLE }, (_, i) => playedReview(c, 500 + 100 * t + i)));
  const biggest = played.reduce((a, b) => (b.reviewBytes > a.reviewBytes ? b : a));
  const widest = played.reduce((a, b) => (Math.max(...b.setData) > Math.max(...a.setData) ? b : a));
  const largest = Math.max(...widest.setData);
  const perTable = Object.fromEntries(TABLES.map((c) => {
    const games = played.filter((p) => p.table === c.label);
    return [c.label, { maxBytes: Math.max(...games.map((p) => p.reviewBytes)), maxPhases: Math.max(...games.map((p) => p.review.phases.length)) }];
  }));
  const games = `${TABLES.map((c) => c.label).join('、')}各 ${GAMES_PER_TABLE} 局随机对局`;
  return [
    budgeted(5, `复盘大小（${games}中最大的）`, biggest.reviewBytes, 'bytes',
      `${kb(biggest.reviewBytes)}（${biggest.table}，${biggest.review.phases.length} 个阶段）`, '< 48 KB', biggest.reviewBytes < REVIEW_BUDGET,
      { perTable }),
    budgeted(5, '复盘页最大的 setData（同上）', largest, 'bytes', `${kb(largest)}（${widest.table}，共 ${widest.setData.length} 次）`, '< 16 KB', largest < SETDATA_BUDGET,
      { parts: widest.setData }),
  ];
}
