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

/**
 * A round of speeches broken into (a duel, a leave) that resumes where it stopped: its order is not
 * read again, and those who spoke do not speak again. `verb`: what each does in turn (发言, 描述).
 */
export function resumedRound(described: StepDescription, verb: string): StepDescription {
  const order = described.info?.order as SeatNo[];
  return {
    ...described,
    say: [`继续${verb}：接着刚才停下的地方，还没${verb}的玩家依次${verb}。`],
    hint: `${verb}顺序（已出局的不算）：${order.join(' → ')}。已经${verb}过的玩家不再${verb}。`,
    info: { ...described.info, resumed: true },
  };
}

/** The tied speak again; only the others revote. One left of them (the other left the game) speaks alone. */
export function pkStep(tied: SeatNo[]): StepDescription {
  const say = tied.length === 1 ? loneTiedLines(tied[0], '发言') : [
    `${seatList(tied)}平票。`,
    `请平票的玩家从 ${tied[0]} 号开始依次再发言一次：${tied.join(' → ')}。`
      + '然后其他玩家只在他们之中重新投票，平票的玩家不投票。',
  ];
  return { key: 'day.pk', title: '平票 PK', input: { type: 'none' }, say, info: { tied } };
}

/** A PK left with one of the tied: he speaks (`verb`) again, the others vote for him or abstain. */
export function loneTiedLines(seat: SeatNo, verb: string): string[] {
  return [`平票的玩家只剩 ${seat} 号。`, `请 ${seat} 号再${verb}一次，然后其他玩家重新投票：投给 ${seat} 号，或者弃权。`];
}

/** What the judge says when a vote puts nobody out: a tie (the tied seats), or nobody voted. */
export function nobodyOutLine(tied: readonly SeatNo[]): string {
  return tied.length > 1 ? `${seatList(tied)}平票，本轮无人出局。` : '本轮投票无人出局。';
}
