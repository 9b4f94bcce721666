// Figures read off season totals: the board balance (also totals an earlier release kept), 最佳搭档.
import { boardsOf, playerFigures } from '../../cloudfunctions/circle/src/figures';
import type { Circle, PlayerTotals } from '../../cloudfunctions/circle/src/model';
import { emptyTotals } from '../../cloudfunctions/circle/src/totals';

describe('the board balance', () => {
  it('shows a board split by the camps of each game (as earlier totals kept it) as one row', () => {
    const board = { game: 'werewolf' as const, board: 'classic', boardName: '经典局（12 人）' };
    const totals = {
      ...emptyTotals('c1', '2026-12'),
      boards: {
        'werewolf:classic:12:good+wolf': { ...board, games: 3, durationSec: 3000, campWins: { good: 2, wolf: 1 }, campNames: { good: '好人阵营', wolf: '狼人阵营' } },
        'werewolf:classic:12:good+lovers+wolf': { ...board, games: 1, durationSec: 1000, campWins: { good: 0, wolf: 0, lovers: 1 }, campNames: { good: '好人阵营', wolf: '狼人阵营', lovers: '情侣阵营' } },
        'werewolf:classic:9:good+wolf': { ...board, boardName: '经典局（9 人）', games: 2, durationSec: 1200, campWins: { good: 1, wolf: 1 }, campNames: { good: '好人阵营', wolf: '狼人阵营' } },
      },
    };
    const rows = boardsOf(totals);
    expect(rows.map((r) => [r.boardName, r.games, r.averageSec])).toEqual([['经典局（12 人）', 4, 1000], ['经典局（9 人）', 2, 600]]);
    expect(rows[0].camps).toEqual([
      { camp: 'good', campName: '好人阵营', wins: 2, winRate: 0.5 },
      { camp: 'wolf', campName: '狼人阵营', wins: 1, winRate: 0.25 },
      { camp: 'lovers', campName: '情侣阵营', wins: 1, winRate: 0.25 },
    ]);
  });
});

describe('最佳搭档', () => {
  const member = (memberId: string, nickname: string) => ({ memberId, openid: `o-${memberId}`, nickname, joinedAt: 0 });
  const circle: Circle = {
    circleId: 'c1', name: '周五桌游', createdBy: 'ma', createdAt: 0, code: 'ABCDEF',
    members: [member('ma', '阿甲'), member('mb', '阿乙'), member('mc', '阿丙')], season: { mode: 'month' }, seasons: ['2026-12'],
  };
  const player = (mates: PlayerTotals['mates']): PlayerTotals => ({
    nickname: '阿甲', games: 6, wins: 1, sheriff: 0, survived: 0, camps: {}, roles: {}, streak: 0, bestStreak: 0, mates, lostTo: {}, kinds: {},
  });
  const partnerOf = (mates: PlayerTotals['mates']) => playerFigures(circle, { ...emptyTotals('c1', '2026-12'), players: { ma: player(mates) } }, 'ma', '阿甲').partner;

  it('is the member one won with most, over at least 3 games on the same side', () => {
    expect(partnerOf({ mb: { games: 5, wins: 1 }, mc: { games: 3, wins: 2 } })).toEqual({ memberId: 'mc', nickname: '阿丙', games: 3, wins: 2 });
    expect(partnerOf({ mb: { games: 2, wins: 2 }, mc: { games: 3, wins: 1 } })).toEqual({ memberId: 'mc', nickname: '阿丙', games: 3, wins: 1 });
  });

  it('is nobody while no member has won with one: games lost together make no partner', () => {
    expect(partnerOf({ mb: { games: 5, wins: 0 }, mc: { games: 2, wins: 2 } })).toBeNull();
  });
});
