import type { PromptInfo, SeatMark } from '../../../../../typings/api';
import type { KillerState } from './state';

/** The police's result on the judge's grid: the seat checked and what it is. */
export function killerJudgeMarks(state: KillerState): SeatMark[] | undefined {
  return killerPromptInfo(state)?.marks;
}

/** 自动主持: the police's result on every living officer's phone (docs/rules.md §H.3); else the generic wording. */
export function killerPromptInfo(state: KillerState): PromptInfo | undefined {
  if (state.step?.key !== 'night.policeResult') return undefined;
  const seat = state.x.check;
  if (seat === null) return { facts: ['今晚没有查验'] };
  const isKiller = state.seats[seat - 1].role === 'killer';
  const text = isKiller ? '是杀手' : '不是杀手';
  return { seat, isKiller, facts: [`${seat} 号${text}`], marks: [{ seat, text }] };
}
