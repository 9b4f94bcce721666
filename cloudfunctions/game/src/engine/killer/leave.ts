import type { SeatNo } from '../../../../../typings/api';
import { recordDeath } from '../core/events';
import { checkLeaver, leftLine, leftLogLine, without } from '../core/leave';
import { addLog } from '../core/seats';
import { announceSeat, roleAt } from './describe';
import { settleWin } from './advance';
import type { KillerState, KillerStep } from './state';

/**
 * 离场 in 杀人游戏: the seat is out at once, with no last words; as if it had never been there, it
 * takes no last-words turn from the police quota and no knife falls on it. The win is checked as
 * after any death; a vote or PK goes on among those still there.
 */
export function leaveKiller(draft: KillerState, seat: SeatNo): void {
  checkLeaver(draft, seat);
  draft.seats[seat - 1].alive = false;
  const text = leftLogLine(seat, roleAt(draft, seat));
  addLog(draft, text);
  recordDeath(draft, seat, ['left'], text);
  if (draft.x.target === seat) draft.x.target = null;
  if (settleWin(draft, [leftLine(announceSeat(draft, seat))])) return;
  if (draft.step) draft.step = withoutLeaver(draft.step, seat);
}

/**
 * The current step without the leaver: the speeches go on where they stopped; a vote or PK that loses
 * its last candidate puts nobody out.
 */
function withoutLeaver(step: KillerStep, seat: SeatNo): KillerStep {
  if (step.key === 'day.speech') return { key: 'day.speech', resumed: true };
  if (step.key === 'day.vote') {
    const candidates = without(step.candidates, seat);
    return candidates.length > 0 ? { ...step, candidates } : nobodyOut;
  }
  if (step.key === 'day.pk') {
    const tied = without(step.tied, seat);
    return tied.length > 0 ? { ...step, tied } : nobodyOut;
  }
  return step;
}

const nobodyOut: KillerStep = { key: 'day.exile', exiled: null, lastWords: false, tied: [] };
