// The public table of an auto room as every phone shows it: seats (alive, out, sheriff), the time
// left on the step's clock (the server's clock, corrected for this phone's), who has not answered.
import type { PublicSeat, SeatNo, TableView } from '../../typings/api';
import type { GridSeat } from '../components/seat-grid/index';
import { phaseText } from './labels';
import { tagsText } from './names';

/** How far this phone's clock is behind the server's, from an answer's `serverNow` and when it arrived. */
export function clockOffset(serverNow: number, receivedAt: number): number {
  return serverNow - receivedAt;
}

/** Whole seconds left until `endsAt` (server time), never below 0. */
export function secondsLeft(endsAt: number, offset: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - (now + offset)) / 1000));
}

/** 1:05, 0:30 */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The moment on this phone's clock at which server time `at` comes. */
export function localTime(at: number, offset: number): number {
  return at - offset;
}

/** The step's title line: 第 2 夜 · 预言家 / 已暂停 / 游戏结束. */
export function phaseLine(view: TableView): string {
  if (view.status === 'ended') return '游戏结束';
  return phaseText(view.phaseNames, view.round, view.phase);
}

export function seatList(seats: readonly SeatNo[]): string {
  return `${[...seats].sort((a, b) => a - b).join('、')} 号`;
}

/** A public seat in the grid: only what the table was told (a dead seat's card where the rules showed it). */
export function tableSeat(s: PublicSeat, extra: Partial<GridSeat> = {}): GridSeat {
  return {
    seat: s.seat,
    name: s.nickname || (s.joined ? '已入座' : '未入座'),
    joined: s.joined,
    alive: s.alive,
    role: s.roleName ?? '',
    ...(s.roleName !== undefined && { shown: true }),
    bad: s.bad === true,
    tags: tagsText(s),
    state: '',
    badge: '',
    ...extra,
  };
}

/** Who the day step still waits for ('' at night: nobody may learn who acts then). */
export function waitingText(view: TableView): string {
  const step = view.step;
  if (!step || view.phase !== 'day' || step.waitsOn !== 'players' || !step.waiting?.length) return '';
  return `还没回应：${seatList(step.waiting)}`;
}

/**
 * The prompt a phone may offer now: none once the table is on another step (the seat's own signal
 * with the new prompt may still be on its way), nor once its time is up (its step closed while the
 * phone was hidden, say), unless the game is paused.
 */
export function openPrompt<P extends { stepId: number; closesAt?: number }>(prompt: P | null, table: TableView, offset: number, now: number): P | null {
  if (!prompt || table.step?.id !== prompt.stepId) return null;
  if (prompt.closesAt !== undefined && !table.paused && prompt.closesAt <= now + offset) return null;
  return prompt;
}
