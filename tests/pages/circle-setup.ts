// A 圈子 with three members and two linked games played to their end, made straight on the test
// backend: the phones then open its pages as one of the members (their development id).
import type { JudgeView } from '../../typings/api';
import { playToEnd } from '../helpers/autoplay';
import { direct, phone, type Phone } from './helpers/env';

export const MEMBERS = { a: 'dev-circle-a', b: 'dev-circle-b', c: 'dev-circle-c' };

/** The phone of member `who` (its development id is the member's caller id). */
export function memberPhone(who: keyof typeof MEMBERS | 'stranger'): Phone {
  const p = phone(`circle-${who}`);
  p.storage.set('devOpenid', who === 'stranger' ? 'dev-stranger' : MEMBERS[who]);
  return p;
}

export async function circleWithGames(games = 2): Promise<{ circleId: string; code: string }> {
  const made = await direct(MEMBERS.a, { action: 'createCircle', name: '周五桌游', nickname: '阿甲' }) as { circleId: string; code: string };
  await direct(MEMBERS.b, { action: 'joinCircle', code: made.code, nickname: '阿乙' });
  await direct(MEMBERS.c, { action: 'joinCircle', code: made.code, nickname: '阿丙' });
  for (let n = 0; n < games; n++) {
    const { roomNo, view } = await direct(MEMBERS.a, { action: 'createRoom', game: 'killer', players: 6, circleId: made.circleId }) as { roomNo: string; view: JudgeView };
    for (const p of [MEMBERS.b, MEMBERS.c, 'guest-1', 'guest-2', 'guest-3', 'guest-4']) await direct(p, { action: 'joinRoom', roomNo });
    await playToEnd((stepId, input) => direct(MEMBERS.a, { action: 'act', roomNo, stepId, input }) as Promise<JudgeView>, view);
  }
  return made;
}
