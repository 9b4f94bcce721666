// A game table for page tests: a judge phone with a room, players seated straight through the
// backend (when the test is not about the card page), and the judge's view to steer by.
import type { CreateRoomResult, JudgeView } from '../../../typings/api';
import { simpleInput } from '../../helpers/autoplay';
import { direct, phone, type Phone } from './env';

export interface Table { judge: Phone; openid: string; roomNo: string; view: JudgeView }

/** A room created by the phone `judge` (its development openid fixed, so the test can act as it). */
export async function tableFor(params: Record<string, unknown>, name = 'judge'): Promise<Table> {
  const judge = phone(name);
  const openid = `${name}-openid`;
  judge.storage.set('devOpenid', openid);
  const { roomNo, view } = await direct(openid, { action: 'createRoom', ...params }) as CreateRoomResult;
  return { judge, openid, roomNo, view };
}

/** Seats `count` players (openids player-1…) in the lowest free seats. */
export async function seat(table: Table, count: number, first = 1): Promise<void> {
  for (let i = first; i < first + count; i++) {
    await direct(`player-${i}`, { action: 'joinRoom', roomNo: table.roomNo, nickname: `玩家${i}` });
  }
}

export async function viewOf(table: Table): Promise<JudgeView> {
  return await direct(table.openid, { action: 'judgeView', roomNo: table.roomNo }) as JudgeView;
}

/** Acts as the judge until the step `key` (inputs from `inputs` by step key, else none). */
export async function actUntil(table: Table, key: string, inputs: Record<string, unknown> = {}): Promise<JudgeView> {
  let view = await viewOf(table);
  for (let i = 0; i < 60 && view.step && view.step.key !== key; i++) {
    view = await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: view.step.id, input: inputs[view.step.key] }) as JudgeView;
  }
  if (view.step?.key !== key) throw new Error(`actUntil: never reached ${key}`);
  return view;
}

export function seatOf(view: JudgeView, role: string): number {
  const found = view.seats.find((s) => s.role === role);
  if (!found) throw new Error(`no ${role} in this deal`);
  return found.seat;
}

/** The judge's inputs for a first night of a 狼王守卫-style board where nobody dies (the seer checks seat 1, or 2 if she is 1). */
export function quietNight(view: JudgeView): Record<string, unknown> {
  const seer = seatOf(view, 'seer');
  return {
    'night.seer': { seats: [seer === 1 ? 2 : 1] }, 'night.wolves': { seats: [] }, 'night.witchSave': { choice: 'skip' },
    'night.witchPoison': { seats: [] }, 'night.guard': { seats: [] },
  };
}

/** A phone with its development openid (`<name>-openid`) and, if given, the nickname it keeps. */
export function namedPhone(name: string, nickname?: string): Phone {
  const p = phone(name);
  p.storage.set('devOpenid', `${name}-openid`);
  if (nickname) p.storage.set('nickname', nickname);
  return p;
}

/** The judge moves on (plain inputs) until the first step after check-in. */
export async function started(table: Table): Promise<JudgeView> {
  let view = await viewOf(table);
  while (view.step && view.step.key === 'checkin') {
    view = await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: view.step.id, input: simpleInput(view.step) }) as JudgeView;
  }
  return view;
}
