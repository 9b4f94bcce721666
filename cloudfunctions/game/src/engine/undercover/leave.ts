import type { SeatNo } from '../../../../../typings/api';
import { recordDeath } from '../core/events';
import { checkLeaver, leftLine, leftLogLine, without } from '../core/leave';
import { addLog } from '../core/seats';
import { cardForJudge, shownPlayer } from './describe';
import type { UndercoverState, UndercoverStep } from './state';
import { checkWin } from './win';

/**
 * 离场 in 谁是卧底: the seat is out as if voted out, with no vote; the describing order still starts
 * after the last player voted out. The win is checked as after an exile; a vote or debate goes on
 * among those still there.
 */
export function leaveUndercover(draft: UndercoverState, seat: SeatNo): void {
  checkLeaver(draft, seat);
  draft.seats[seat - 1].alive = false;
  const text = leftLogLine(seat, cardForJudge(draft, seat));
  addLog(draft, text);
  recordDeath(draft, seat, ['left'], text);
  checkWin(draft, [leftLine(shownPlayer(draft, seat))]);
  if (!draft.winner && draft.step) draft.step = withoutLeaver(draft.step, seat);
}

/**
 * The current step without the leaver: the descriptions go on where they stopped; a vote or debate
 * that loses its last candidate puts nobody out.
 */
function withoutLeaver(step: UndercoverStep, seat: SeatNo): UndercoverStep {
  if (step.key === 'round.describe') return { key: 'round.describe', resumed: true };
  if (step.key === 'round.vote') {
    const candidates = without(step.candidates, seat);
    return candidates.length > 0 ? { ...step, candidates } : nobodyOut;
  }
  if (step.key === 'round.pk') {
    const tied = without(step.tied, seat);
    return tied.length > 0 ? { ...step, tied } : nobodyOut;
  }
  return step;
}

const nobodyOut: UndercoverStep = { key: 'round.exile', exiled: null, tied: [] };
