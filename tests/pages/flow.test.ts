// The whole table: a judge creates a 杀人游戏 room on the create page, four players join from
// their card pages (two more straight through the API: six is the minimum), and the judge drives
// the console through a night and a day to the end, then deals again.
import type { JudgeView } from '../../typings/api';
import { config } from '../../miniprogram/config';
import { direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, largest, load, open, settle, tap, text, type Opened } from './helpers/load';

const createPage = load('pages/create/index');
const judgePage = load('pages/judge/index');
const cardPage = load('pages/card/index');

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(2024);
});
afterEach(() => Object.assign(config, defaults));

async function tapSeat(page: Opened, seat: number): Promise<void> {
  await as(page, () => $(page.comp, '#grid').querySelectorAll('.cell')[seat - 1].dispatchEvent('tap'));
}

async function next(page: Opened, key: string): Promise<void> {
  expect(page.comp.data.step.key).toBe(key);
  expect(page.comp.data.canNext).toBe(true);
  await tap(page, '#next');
}

async function faceOf(card: Opened): Promise<string> {
  await as(card, () => $(card.comp, '#card').dispatchEvent('touchstart'));
  const face = text($(card.comp, '#face-title'));
  await as(card, () => $(card.comp, '#card').dispatchEvent('touchend'));
  return face;
}

test('create → four card pages join → a whole night and day on the console → the end → deal again', async () => {
  const judge = phone('judge');

  // The judge creates the room.
  const create = await open(createPage, {}, judge);
  await as(create, () => $(create.comp, '#players').instance.triggerEvent('change', 6));
  expect(text($(create.comp, '#roles-text'))).toBe('合计 6 张，需要 6 张');
  await tap(create, '#create');
  const url = judge.navigations[0];
  expect(url).toMatch(/^redirect:\/pages\/judge\/index\?roomNo=\d{6}$/);
  const roomNo = url.split('=')[1];

  // The console opens on check-in; players join from their phones.
  const console_ = await open(judgePage, { roomNo }, judge);
  expect(text($(console_.comp, '#room-meta'))).toBe('杀人游戏 · 第 1 夜 · 已入座 0/6');
  const cards: Opened[] = [];
  for (let i = 1; i <= 4; i++) {
    const p = phone(`p${i}`);
    p.storage.set('nickname', `玩家${i}`);
    cards.push(await open(cardPage, { roomNo: console_.page.onShareAppMessage().path.split('=')[1] }, p));
    expect(text($(cards[i - 1].comp, '#seat'))).toBe(`${i} 号`);
  }
  await direct('walk-in-5', { action: 'joinRoom', roomNo });
  await direct('walk-in-6', { action: 'joinRoom', roomNo });
  await settle(80);
  expect(text($(console_.comp, '#room-meta'))).toBe('杀人游戏 · 第 1 夜 · 已入座 6/6');
  expect(text($($(console_.comp, '#grid'), '.cell'))).toContain('玩家1');

  // Who is who, as the judge sees behind 显示身份.
  await tap(console_, '#roles');
  const roles: string[] = console_.comp.data.seats.map((s: { role: string }) => s.role);
  const killer = roles.indexOf('杀手') + 1;
  const police = roles.indexOf('警察') + 1;
  const victim = [1, 2, 3, 4].find((s) => roles[s - 1] === '平民');
  if (!victim) throw new Error('no civilian among the card phones');
  for (const [i, card] of cards.entries()) expect(await faceOf(card)).toBe(roles[i]);

  // Night 1.
  await next(console_, 'checkin');
  await next(console_, 'night.close');
  expect(console_.comp.data.step.key).toBe('night.killers');
  expect(console_.comp.data.canNext).toBe(false);
  await tapSeat(console_, victim);
  await next(console_, 'night.killers');
  await tapSeat(console_, killer);
  await next(console_, 'night.police');
  expect(text($(console_.comp, '#hint'))).toContain('拇指向上');
  await next(console_, 'night.policeResult');

  // Day 1.
  expect(console_.comp.data.phaseText).toBe('第 1 天');
  expect(text($(console_.comp, '#step'))).toContain(`昨晚 ${victim} 号玩家`);
  await next(console_, 'day.dawn');
  await settle(60);
  expect(text($(cards[victim - 1].comp, '#out'))).toContain('你已出局');
  await next(console_, 'day.lastWords');
  await next(console_, 'day.speech');
  expect(console_.comp.data.step.key).toBe('day.vote');
  await as(console_, () => $(console_.comp, `#candidate-${killer}`).dispatchEvent('tap'));
  const voters = [1, 2, 3, 4, 5, 6].filter((s) => s !== victim);
  for (const voter of voters) await tapSeat(console_, voter);
  expect(text($(console_.comp, `#candidate-${killer}`))).toContain(`${voters.length} 票`);
  await next(console_, 'day.vote');

  // The end: the winner and every card.
  expect(console_.comp.data.ended).toBe(true);
  expect(text($(console_.comp, '#winner'))).toContain('好人（警察和平民）获胜');
  expect(text($(console_.comp, '#grid').querySelectorAll('.cell')[police - 1])).toContain('警察');
  await tap(console_, '#log');
  const log = text($(console_.comp, '#log-popup'));
  expect(log).toContain(`杀手选择杀死 ${victim} 号`);
  expect(log).toContain(`${killer} 号被投票出局`);
  await as(console_, () => console_.page.onCloseLog());

  // What the judge sent, in order.
  const acts = judge.sent.filter((c) => c.action === 'act').map((c) => c.params.input ?? null);
  expect(acts).toEqual([
    null, null, { seats: [victim] }, { seats: [killer] }, null, null, null, null,
    { ballots: Object.fromEntries(voters.map((v) => [String(v), killer])) },
  ]);

  // Deal again: same room, the phones pick up their new cards.
  await tap(console_, '#redeal');
  expect(console_.comp.data.step.key).toBe('checkin');
  const fresh = await direct(`${judge.sent[0].openid}`, { action: 'judgeView', roomNo }) as JudgeView;
  await settle(80);
  for (const [i, card] of cards.entries()) {
    expect(await faceOf(card)).toBe(fresh.seats[i].roleName);
    expect(card.comp.querySelector('#out')).toBeFalsy();
  }
  expect(cards[victim - 1].phone.vibrations).toBe(1);

  for (const page of [create, console_, ...cards]) expect(largest(page.setData)).toBeLessThan(16 * 1024);
});
