import type { SeatNo } from '../../../../../typings/api';
import type { WerewolfState } from './state';
import { book } from './book';
import { deathOf, roleName, rulesOf } from './table';

/** How the judge tells the table of deaths. */

export const MORNING = '天亮了，请大家睁眼。';

/** What the table hears of any death skill while cards stay hidden: the same neutral line, whoever died. */
export const NEUTRAL_SKILL_LINE = '请死亡的玩家决定是否发动技能。';

/**
 * "3 号玩家（狼人）" when cards are shown on death, "3 号玩家" otherwise — and for a death a role keeps
 * hidden (the hunted wolf, docs/rules.md §D.3.5).
 */
export function announceSeat(state: WerewolfState, seat: SeatNo): string {
  return rulesOf(state)['reveal.onDeath'] && !deathHidesCard(state, seat) ? `${seat} 号玩家（${roleName(state.seats[seat - 1].role)}）` : `${seat} 号玩家`;
}

/** Whether the seat's death keeps its card hidden even where cards show on death (the hunted wolf). */
export function deathHidesCard(state: WerewolfState, seat: SeatNo): boolean {
  const death = deathOf(state, seat);
  return death !== undefined && book().inPlay(state).some((r) => r.hidesCard?.(state, death));
}

/**
 * The lines that announce the lovers who died with `seat` (the others of `dead`); while cards stay
 * hidden only that they are out, since "殉情" would tell the table who the lovers were.
 */
export function loverLines(state: WerewolfState, dead: readonly SeatNo[], seat: SeatNo): string[] {
  const followed = rulesOf(state)['reveal.onDeath'] ? '是他的情侣，一同殉情' : '出局';
  return dead.filter((s) => s !== seat).map((s) => `${announceSeat(state, s)}${followed}。`);
}

export function nightDeathsLine(state: WerewolfState, deaths: readonly SeatNo[]): string {
  return deaths.length === 0 ? '昨晚是平安夜。' : `昨晚死亡的是：${deaths.map((s) => announceSeat(state, s)).join('、')}。`;
}

export function exileLines(state: WerewolfState, seat: SeatNo, dead: readonly SeatNo[]): string[] {
  return [`${announceSeat(state, seat)}被投票出局。`, ...loverLines(state, dead, seat)];
}

/** The table told of an exiled idiot's flip: he stays with no vote, or leaves (`left`: who died with him). */
export function flipLines(state: WerewolfState, seat: SeatNo, left: readonly SeatNo[]): string[] {
  const flip = `${seat} 号玩家被投票放逐，翻牌：白痴！`;
  if (left.length === 0) return [flip, `${seat} 号免于出局，可以继续发言，但此后没有投票权。`];
  return [flip, `${seat} 号离场，没有遗言；在下一次放逐投票之前，他仍算作一名神职。`, ...loverLines(state, left, seat)];
}
