// The board balance read off season totals, also totals an earlier release kept.
import { boardsOf } from '../../cloudfunctions/circle/src/figures';
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
