import type { SeatNo } from '../../../../../typings/api';
import { illegalMove } from '../core/errors';
import { addLog, livingSeats, seatsWithRole } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { describeTally } from '../core/tally';
import { revote, runVote, tiePolicy } from '../core/vote';
import { exiledLine, killedLine, MORNING } from './describe';
import type { KillerState } from './state';

export function advanceKiller(draft: KillerState, input: ParsedInput): void {
  const step = draft.step;
  if (!step) return;
  if (input.kind === 'explode') throw illegalMove('杀人游戏没有自爆');
  switch (step.key) {
    case 'checkin':
      return nightfall(draft);
    case 'night.close':
      draft.step = { key: 'night.killers' };
      return;
    case 'night.killers': {
      const [target] = seatsOf(input);
      draft.x.target = target;
      addLog(draft, `杀手选择杀死 ${target} 号`);
      draft.step = { key: 'night.police' };
      return;
    }
    case 'night.police': {
      const [check] = seatsOf(input);
      draft.x.check = check ?? null;
      if (check !== undefined) {
        const isKiller = draft.seats[check - 1].role === 'killer';
        addLog(draft, `警察查验 ${check} 号：${isKiller ? '是杀手' : '不是杀手'}`);
      }
      draft.step = { key: 'night.policeResult' };
      return;
    }
    case 'night.policeResult':
      return dawn(draft);
    case 'day.dawn':
      draft.step = step.lastWords && step.deaths.length > 0
        ? { key: 'day.lastWords', seat: step.deaths[0], next: 'speech' }
        : { key: 'day.speech' };
      return;
    case 'day.lastWords':
      if (step.next === 'speech') draft.step = { key: 'day.speech' };
      else nightfall(draft);
      return;
    case 'day.speech':
      draft.step = { key: 'day.vote', candidates: livingSeats(draft), pk: 0 };
      return;
    case 'day.vote':
      return countVotes(draft, step.pk, input);
    case 'day.pk':
      draft.step = { key: 'day.vote', ...revote(step) };
      return;
    case 'day.exile':
      if (step.exiled !== null && step.lastWords) draft.step = { key: 'day.lastWords', seat: step.exiled, next: 'night' };
      else nightfall(draft);
      return;
  }
}

function seatsOf(input: ParsedInput): SeatNo[] {
  return input.kind === 'seats' ? input.seats : [];
}

function nightfall(draft: KillerState): void {
  if (draft.step?.key !== 'checkin') draft.round += 1;
  draft.phase = 'night';
  draft.x.target = null;
  draft.x.check = null;
  draft.step = { key: 'night.close' };
}

function dawn(draft: KillerState): void {
  draft.phase = 'day';
  const victim = draft.x.target;
  draft.x.victim = victim;
  if (victim === null) {
    addLog(draft, '天亮：平安夜');
    draft.step = { key: 'day.dawn', deaths: [], lastWords: false };
    return;
  }
  const lastWords = die(draft, victim, '被杀', [MORNING, killedLine(draft, victim)]);
  draft.step = { key: 'day.dawn', deaths: [victim], lastWords };
}

function countVotes(draft: KillerState, pk: number, input: ParsedInput): void {
  if (input.kind !== 'ballots') return;
  const { tally: result, outcome } = runVote(draft, 'exile', {
    ballots: input.ballots, voters: livingSeats(draft), candidates: draft.step?.key === 'day.vote' ? draft.step.candidates : [],
    policy: tiePolicy(draft.config.rules['killer.voteTie']), pk,
  });
  addLog(draft, `${pk > 0 ? 'PK 投票' : '投票'}：${describeTally(result)}`);
  if ('out' in outcome) {
    const lastWords = die(draft, outcome.out, '被投票出局', [exiledLine(draft, outcome.out)]);
    draft.step = { key: 'day.exile', exiled: outcome.out, lastWords };
  } else if ('again' in outcome) {
    draft.step = { key: 'day.pk', tied: outcome.again, pk };
  } else {
    addLog(draft, '无人出局');
    draft.step = { key: 'day.exile', exiled: null, lastWords: false, tied: result.top };
  }
}

/**
 * Kills a seat, says whether they leave last words, and ends the game at once on a win; `announced`
 * is how the judge tells the table of the death, read before the result when the game ends.
 */
function die(draft: KillerState, seat: SeatNo, how: string, announced: string[]): boolean {
  draft.seats[seat - 1].alive = false;
  const lastWords = draft.x.deaths < (draft.config.roles.police ?? 0);
  draft.x.deaths += 1;
  addLog(draft, `${seat} 号${how}`);
  const result = winner(draft);
  if (result) {
    draft.winner = { ...result, say: [...announced, result.text] };
    addLog(draft, result.text);
  }
  return lastWords;
}

function winner(draft: KillerState): { camp: string; text: string } | null {
  const dealt = (role: 'killer' | 'police' | 'civilian') => (draft.config.roles[role] ?? 0) > 0;
  const gone = (role: 'killer' | 'police' | 'civilian') => dealt(role) && seatsWithRole(draft, role).length === 0;
  if (gone('killer')) return { camp: 'good', text: '杀手全部出局，好人（警察和平民）获胜！' };
  if (gone('police')) return { camp: 'killer', text: '警察全部出局，杀手获胜！' };
  if (gone('civilian')) return { camp: 'killer', text: '平民全部出局，杀手获胜！' };
  return null;
}
