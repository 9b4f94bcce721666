import type { SeatNo } from '../../../../../typings/api';
import { illegalMove } from '../core/errors';
import { recordDeath } from '../core/events';
import { addLog } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { firstVote, livingVote, revote } from '../core/vote';
import { cardForJudge, exileLine } from './describe';
import { undercoverRules } from './rules';
import type { UndercoverState } from './state';
import { checkWin } from './win';

export function advanceUndercover(draft: UndercoverState, input: ParsedInput): void {
  const step = draft.step;
  if (!step) return;
  if (input.kind === 'explode') throw illegalMove('谁是卧底没有自爆');
  switch (step.key) {
    case 'checkin':
      draft.step = { key: 'round.describe' };
      return;
    case 'round.describe':
      draft.step = { key: 'round.vote', ...firstVote(draft) };
      return;
    case 'round.vote':
      return countVotes(draft, step, input);
    case 'round.pk':
      draft.step = { key: 'round.vote', ...revote(step) };
      return;
    case 'round.exile':
      draft.round += 1;
      draft.step = { key: 'round.describe' };
      return;
  }
}

/**
 * The most votes is out. A tie on the round's first vote → the tied debate (round.pk) and a revote
 * among them; a tie on a revote → nobody out (`debateThenNone`) or another debate among those still
 * tied (`debateUntilResolved`). Nobody voting at all exiles nobody, under either rule.
 */
function countVotes(draft: UndercoverState, vote: { candidates: SeatNo[]; pk: number }, input: ParsedInput): void {
  const policy = undercoverRules(draft.config.rules).tie === 'debateUntilResolved' ? 'untilResolved' : 'once';
  const counted = livingVote(draft, vote, input, policy, `第 ${draft.round} 轮${vote.pk > 0 ? '重新' : ''}投票`);
  if (!counted) return;
  const { outcome, tied } = counted;
  if ('out' in outcome) {
    exile(draft, outcome.out);
    return;
  }
  if ('again' in outcome) {
    addLog(draft, `${outcome.again.join('、')} 号平票，进行辩论`);
    draft.step = { key: 'round.pk', tied: outcome.again, pk: vote.pk };
    return;
  }
  addLog(draft, '本轮无人出局');
  draft.step = { key: 'round.exile', exiled: null, tied };
}

function exile(draft: UndercoverState, seat: SeatNo): void {
  draft.seats[seat - 1].alive = false;
  draft.x.lastExiled = seat;
  const text = `${seat} 号被投票出局（${cardForJudge(draft, seat)}）`;
  addLog(draft, text);
  recordDeath(draft, seat, ['exile'], text);
  draft.step = { key: 'round.exile', exiled: seat };
  checkWin(draft, [exileLine(draft, seat)]);
}
