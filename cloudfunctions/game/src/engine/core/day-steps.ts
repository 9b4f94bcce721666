import type { SeatNo } from '../../../../../typings/api';
import { seatList } from './seats';
import type { StepDescription } from './state';

/** Day steps that read the same in 杀人游戏 and 狼人杀. */

export function lastWordsStep(seat: SeatNo): StepDescription {
  return {
    key: 'day.lastWords', title: '遗言', input: { type: 'none' },
    say: [`请 ${seat} 号玩家发表遗言。`, `遗言结束后，${seat} 号退出游戏，之后不能再发言，夜里也要闭眼。`],
  };
}

export function speechStep(order: SeatNo[]): StepDescription {
  return {
    key: 'day.speech', title: '轮流发言', input: { type: 'none' },
    say: [`请从 ${order[0]} 号开始依次发言：${order.join(' → ')}。`, '每人发言一次，说“过”表示结束；别人发言时不要插话。'],
    info: { order },
  };
}

/** The tied speak again; only the others revote. */
export function pkStep(tied: SeatNo[]): StepDescription {
  return {
    key: 'day.pk', title: '平票 PK', input: { type: 'none' },
    say: [
      `${seatList(tied)}平票。`,
      `请平票的玩家从 ${tied[0]} 号开始依次再发言一次：${tied.join(' → ')}。`
        + '然后其他玩家只在他们之中重新投票，平票的玩家不投票。',
    ],
    info: { tied },
  };
}

/** What the judge says when a vote puts nobody out: a tie (the tied seats), or nobody voted. */
export function nobodyOutLine(tied: readonly SeatNo[]): string {
  return tied.length > 1 ? `${seatList(tied)}平票，本轮无人出局。` : '本轮投票无人出局。';
}
