// A linked game's end on a member's card page: the 复盘 shows the 圈子 rating change the game brought
// them once the 圈子 has counted it, which may land after the 复盘 itself; a guest's shows none.
import type { JudgeView } from '../../typings/api';
import { playToEnd } from '../helpers/autoplay';
import { circleWithGames, MEMBERS, memberPhone } from './circle-setup';
import { backend, direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, load, open, settle, text } from './helpers/load';

const cardPage = load('pages/card/index');

beforeEach(() => {
  resetPhones();
  resetBackend(5);
});

test('a member sees their 圈子 rating change under the 复盘 of a linked game; a guest sees none', async () => {
  const { circleId } = await circleWithGames(0);
  const { roomNo, view } = await direct(MEMBERS.a, { action: 'createRoom', game: 'killer', players: 6, circleId }) as { roomNo: string; view: JudgeView };
  const member = await open(cardPage, { roomNo }, memberPhone('b'));
  const guestPhone = phone('guest');
  guestPhone.storage.set('devOpenid', 'guest-1');
  const guest = await open(cardPage, { roomNo }, guestPhone);
  for (const p of [MEMBERS.c, 'guest-2', 'guest-3', 'guest-4']) await direct(p, { action: 'joinRoom', roomNo });
  let countNow!: () => void;
  backend.circleHeld = new Promise((resolve) => { countNow = resolve; });
  const ending = playToEnd((stepId, input) => direct(MEMBERS.a, { action: 'act', roomNo, stepId, input }) as Promise<JudgeView>, view);
  await settle(20);
  // The 复盘 is on the card while the 圈子 is still counting the game.
  expect(member.comp.querySelector('#review')).toBeTruthy();
  expect($(member.comp, '#review').querySelector('#review-rating-change')).toBeFalsy();

  countNow();
  expect((await ending).status).toBe('ended');
  await settle(20);
  const line = $(member.comp, '#review').querySelector('#review-rating-change');
  expect(text(line!)).toMatch(/^圈子积分 -?\d+\.\d\d（[+-]?\d+\.\d\d） · 定级中$/);
  expect($(guest.comp, '#review').querySelector('#review-rating-change')).toBeFalsy();
});
