import type { DeathCause, SeatNo } from '../../../../../typings/api';
import { illegalMove } from '../core/errors';
import { recordAct, recordDeath, recordNote } from '../core/events';
import { addLog, seatsWithRole } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { firstVote, livingVote, revote, tiePolicy } from '../core/vote';
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
      const text = `杀手选择杀死 ${target} 号`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.killers', role: 'killer', actors: seatsWithRole(draft, 'killer'), targets: [target], text });
      draft.step = { key: 'night.police' };
      return;
    }
    case 'night.police': {
      const [check] = seatsOf(input);
      draft.x.check = check ?? null;
      const police = seatsWithRole(draft, 'police');
      if (check !== undefined) {
        const isKiller = draft.seats[check - 1].role === 'killer';
        const text = `警察查验 ${check} 号：${isKiller ? '是杀手' : '不是杀手'}`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.police', role: 'police', actors: police, targets: [check], result: isKiller ? 'killer' : 'notKiller', text });
      } else if (police.length > 0) {
        recordAct(draft, { key: 'night.police', role: 'police', actors: police, targets: [], text: '警察没有查验' });
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
      draft.step = { key: 'day.vote', ...firstVote(draft) };
      return;
    case 'day.vote':
      return countVotes(draft, step, input);
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

/** The night's victim dies (in the night, as the review tells it), then the day breaks. */
function dawn(draft: KillerState): void {
  const victim = draft.x.target;
  draft.x.victim = victim;
  if (victim === null) {
    recordNote(draft, '平安夜：昨晚没有人死亡');
    draft.phase = 'day';
    addLog(draft, '天亮：平安夜');
    draft.step = { key: 'day.dawn', deaths: [], lastWords: false };
    return;
  }
  const lastWords = die(draft, victim, 'killer', [MORNING, killedLine(draft, victim)]);
  draft.phase = 'day';
  draft.step = { key: 'day.dawn', deaths: [victim], lastWords };
}

function countVotes(draft: KillerState, vote: { candidates: SeatNo[]; pk: number }, input: ParsedInput): void {
  const counted = livingVote(draft, vote, input, tiePolicy(draft.config.rules['killer.voteTie']), vote.pk > 0 ? 'PK 投票' : '投票');
  if (!counted) return;
  const { outcome, tied } = counted;
  if ('out' in outcome) {
    const lastWords = die(draft, outcome.out, 'exile', [exiledLine(draft, outcome.out)]);
    draft.step = { key: 'day.exile', exiled: outcome.out, lastWords };
  } else if ('again' in outcome) {
    draft.step = { key: 'day.pk', tied: outcome.again, pk: vote.pk };
  } else {
    addLog(draft, '无人出局');
    draft.step = { key: 'day.exile', exiled: null, lastWords: false, tied };
  }
}

/**
 * Kills a seat, says whether they leave last words, and ends the game at once on a win; `announced`
 * is how the judge tells the table of the death, read before the result when the game ends.
 */
function die(draft: KillerState, seat: SeatNo, cause: Extract<DeathCause, 'killer' | 'exile'>, announced: string[]): boolean {
  draft.seats[seat - 1].alive = false;
  const dueLastWords = draft.x.deaths < (draft.config.roles.police ?? 0);
  draft.x.deaths += 1;
  const text = `${seat} 号${cause === 'killer' ? '被杀' : '被投票出局'}`;
  addLog(draft, text);
  // A death that ends the game has no last words: the result is read at once.
  const lastWords = dueLastWords && winner(draft) === null;
  recordDeath(draft, seat, [cause], `${text}${lastWords ? '，留下遗言' : ''}`);
  settleWin(draft, announced);
  return lastWords;
}

/** Ends the game on a win and says whether it did; `announced` (the death) is read before the result. */
export function settleWin(draft: KillerState, announced: string[]): boolean {
  const result = winner(draft);
  if (!result) return false;
  draft.winner = { ...result, say: [...announced, result.text] };
  addLog(draft, result.text);
  return true;
}

function winner(draft: KillerState): { camp: string; text: string } | null {
  const dealt = (role: 'killer' | 'police' | 'civilian') => (draft.config.roles[role] ?? 0) > 0;
  const gone = (role: 'killer' | 'police' | 'civilian') => dealt(role) && seatsWithRole(draft, role).length === 0;
  if (gone('killer')) return { camp: 'good', text: `杀手全部出局，好人（${dealt('civilian') ? '警察和平民' : '警察'}）获胜！` };
  if (gone('police')) return { camp: 'killer', text: '警察全部出局，杀手获胜！' };
  if (gone('civilian')) return { camp: 'killer', text: '平民全部出局，杀手获胜！' };
  return null;
}
