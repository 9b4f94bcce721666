import type { DayActions, DayActionWording, DayActionWords, Step } from '../../../../../typings/api';
import { livingSeats } from '../core/seats';
import { book } from './book';
import { standingAtSpeech } from './election';
import type { WerewolfState } from './state';
import { SKILL_QUESTION } from './skill-question';
import { explodesAt, rulesOf } from './table';

/**
 * Who may do what by day right now: 自爆 by a living role that may, where the rules allow it; the
 * roles' own day actions (白狼王自爆带人, 骑士决斗) where their rules allow them now; 退水 by the
 * candidates still standing during the election speeches.
 */
export function dayActions(state: WerewolfState): NonNullable<Step['dayActions']> {
  const living = state.seats.filter((s) => s.alive);
  const explode = rulesOf(state).selfDestruct ? living.filter((s) => explodesAt(state, s.seat)).map((s) => s.seat) : [];
  const claim = (kind: 'explodeTake' | 'duel') => living
    .filter((s) => { const a = book().role(s.role).dayAction; return a?.kind === kind && a.now(state, s.seat); })
    .map((s) => s.seat);
  const explodeTake = claim('explodeTake');
  const duel = claim('duel');
  const withdraw = state.step?.key === 'day.sheriffSpeech' ? standingAtSpeech(state, state.step) : [];
  return {
    ...(explode.length > 0 && { explode }),
    ...(explodeTake.length > 0 && { explodeTake }),
    ...(duel.length > 0 && { duel }),
    ...(withdraw.length > 0 && { withdraw }),
  };
}

/** The day actions open while the neutral 「技能」 question is asked, whatever step waits behind it. */
export function questionDayActions(state: WerewolfState): DayActions {
  return dayActions({ ...state, step: { key: SKILL_QUESTION, seats: [] } });
}

/** How the pages put 自爆 and 退水; a role's own day action brings its words (its `dayAction.words`). */
const EXPLODE: DayActionWording = {
  button: '自爆', send: '自爆', ok: '自爆', warning: '自爆的狼人立即出局，今天剩下的环节跳过，直接进入黑夜。',
};
const WITHDRAW: DayActionWording = {
  button: '退水', send: '退水', ok: '退水', warning: '退水后不再竞选警长，还没发言就不用发言了；这一轮警长投票也不能投。',
};

/**
 * The words of each of `actions`: a role's action in its first holder's role's words, with the seats
 * its rule lets him aim at now.
 */
export function dayActionWords(state: WerewolfState, actions: NonNullable<Step['dayActions']>): DayActionWords {
  const roleWords = (kind: 'explodeTake' | 'duel') => {
    const seat = actions[kind]?.[0];
    const action = seat === undefined ? undefined : book().role(state.seats[seat - 1].role).dayAction;
    if (seat === undefined || !action) return undefined;
    const targets = livingSeats(state).filter((target) => action.refuse(state, seat, target) === undefined);
    return { [kind]: { ...action.words, targets } };
  };
  return {
    ...(actions.explode && { explode: EXPLODE }),
    ...roleWords('explodeTake'),
    ...roleWords('duel'),
    ...(actions.withdraw && { withdraw: WITHDRAW }),
  };
}
