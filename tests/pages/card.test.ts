import type { JudgeView } from '../../typings/api';
import { config } from '../../miniprogram/config';
import { needsRead, NEW_DEAL_NOTICE } from '../../miniprogram/pages/card/deal';
import { direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, load, open, settle, text, type Opened } from './helpers/load';
import { actUntil, seatOf, tableFor, viewOf } from './helpers/table';

const cardPage = load('pages/card/index');

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(11);
});
afterEach(() => Object.assign(config, defaults));

async function press(page: Opened, how: 'touchstart' | 'longpress' = 'touchstart'): Promise<void> {
  await as(page, () => $(page.comp, '#card').dispatchEvent(how));
}

async function release(page: Opened, how: 'touchend' | 'touchcancel' = 'touchend'): Promise<void> {
  await as(page, () => $(page.comp, '#card').dispatchEvent(how));
}

function player(n: number) {
  const p = phone(`player-${n}`);
  p.storage.set('devOpenid', `player-${n}-openid`);
  return p;
}

test('joins when needed, shows seat and game, and the face only while pressed', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  const p = player(1);
  p.storage.set('nickname', '小明');
  const page = await open(cardPage, { roomNo: table.roomNo }, p);

  expect(p.sent.map((c) => c.action)).toEqual(['myCard', 'joinRoom']);
  expect(p.sent[1].params).toEqual({ roomNo: table.roomNo, nickname: '小明' });
  expect(text($(page.comp, '#seat'))).toBe('1 号');
  expect(text($(page.comp, '#meta'))).toBe(`杀人游戏 · 房间 ${table.roomNo}`);

  const role = table.view.seats[0];
  expect(text(page.comp)).not.toContain(role.roleName);
  expect(text($(page.comp, '#card'))).toContain('按住查看身份');

  await press(page);
  expect(text($(page.comp, '#face-title'))).toBe(role.roleName);
  expect(text($(page.comp, '#card'))).toContain(role.role === 'killer' ? '杀手阵营' : '好人阵营');
  await release(page);
  expect(text(page.comp)).not.toContain(role.roleName);

  await press(page, 'longpress');
  expect(text($(page.comp, '#face-title'))).toBe(role.roleName);
  await release(page, 'touchcancel');
  expect(page.comp.querySelector('#face-title')).toBeFalsy();

  const judgeSees = await viewOf(table);
  expect(judgeSees.seats[0]).toMatchObject({ joined: true, nickname: '小明' });
  expect(p.storage.get('recentRooms')).toEqual([expect.objectContaining({ roomNo: table.roomNo, role: 'player', seat: 1, gameName: '杀人游戏' })]);
  // A judge room's card is looked at now and then: the phone may lock as it always does.
  expect(p.keepScreenOn).toBeUndefined();
});

test('a seated player comes back to the same seat without joining again', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await direct('player-2-openid', { action: 'joinRoom', roomNo: table.roomNo });
  await direct('player-1-openid', { action: 'joinRoom', roomNo: table.roomNo });
  const page = await open(cardPage, { roomNo: table.roomNo }, player(1));
  expect(page.phone.sent.map((c) => c.action)).toEqual(['myCard']);
  expect(text($(page.comp, '#seat'))).toBe('2 号');
});

test('谁是卧底: the word only, or the blank\'s card that says how to play', async () => {
  const table = await tableFor({ game: 'undercover', players: 6, words: { civilian: '苹果', undercover: '梨' } });
  const pages: Opened[] = [];
  for (let i = 1; i <= 6; i++) pages.push(await open(cardPage, { roomNo: table.roomNo }, player(i)));
  for (const [i, page] of pages.entries()) {
    await press(page);
    const seat = table.view.seats[i];
    const expected = seat.role === 'blank' ? '白板' : seat.role === 'undercover' ? '梨' : '苹果';
    expect(text($(page.comp, '#face-title'))).toBe(expected);
    if (seat.role === 'blank') expect(text($(page.comp, '#card'))).toContain('你没有词。听别人描述，猜出大家的词');
    // A word never says whose it is.
    else expect(text($(page.comp, '#card'))).not.toMatch(/平民|卧底|阵营|白板/);
  }
});

test('a dead player sees that they are out', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  const civilian = seatOf(table.view, 'civilian');
  await direct('somebody', { action: 'joinRoom', roomNo: table.roomNo, seat: civilian === 1 ? 2 : 1 });
  const page = await open(cardPage, { roomNo: table.roomNo }, player(1));
  expect(text($(page.comp, '#seat'))).toBe(`${civilian} 号`);
  expect(page.comp.querySelector('#out')).toBeFalsy();
  await actUntil(table, 'day.dawn', { 'night.killers': { seats: [civilian] }, 'night.police': { seats: [civilian] } });
  await settle(60);
  expect(text($(page.comp, '#out'))).toContain('你已出局');
  expect(page.phone.vibrations).toBe(0);
});

test('a redeal is noticed at once, also by a player dealt the same card: vibrate, new card face down, a notice', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  const pages: Opened[] = [];
  for (let i = 1; i <= 6; i++) pages.push(await open(cardPage, { roomNo: table.roomNo }, player(i)));
  await press(pages[0]);
  // Play into the second night, then deal again.
  const civilian = seatOf(table.view, 'civilian');
  let view: JudgeView = await actUntil(table, 'day.vote', { 'night.killers': { seats: [civilian] }, 'night.police': { seats: [civilian] } });
  view = await actUntil(table, 'night.killers', { 'day.vote': { ballots: {} } });
  expect(view.round).toBe(2);
  await settle(20);
  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  const fresh = await viewOf(table);
  await settle(20);

  expect(fresh.seats.some((s, i) => s.role === view.seats[i].role)).toBe(true);
  for (const [i, page] of pages.entries()) {
    expect(page.phone.vibrations).toBe(1);
    expect(text($(page.comp, '#notice'))).toBe(NEW_DEAL_NOTICE);
    expect(page.comp.querySelector('#face-title')).toBeFalsy();
    expect(page.comp.querySelector('#out')).toBeFalsy();
    await press(page);
    expect(text($(page.comp, '#face-title'))).toBe(fresh.seats[i].roleName);
    expect(page.comp.querySelector('#notice')).toBeFalsy();
  }
});

test('reads again only for a new deal, the end of the game, its own death, or anything once the game is over', () => {
  const held = { v: 5, deal: 1, dead: false, status: 'playing' as const };
  const signal = { v: 6, deal: 1, stepId: 9, round: 2, phase: 'day' as const, status: 'playing' as const, dead: [4], joined: 6, expiresAt: 0 };
  expect(needsRead(held, signal, 3)).toBe(false);
  expect(needsRead(held, { ...signal, dead: [3, 4] }, 3)).toBe(true);
  expect(needsRead({ ...held, dead: true }, signal, 3)).toBe(true);
  expect(needsRead(held, { ...signal, deal: 2 }, 3)).toBe(true);
  expect(needsRead(held, { ...signal, status: 'ended' }, 3)).toBe(true);
  expect(needsRead({ ...held, status: 'ended' }, { ...signal, status: 'ended' }, 3)).toBe(true);
  // Nothing past what the page holds, or no status known yet and the game still on.
  expect(needsRead(held, { ...signal, v: 5, deal: 2 }, 3)).toBe(false);
  expect(needsRead({ ...held, status: null }, signal, 3)).toBe(false);
});

test('errors are shown on the page in Chinese', async () => {
  const bad = await open(cardPage, { roomNo: '12' }, player(1));
  expect(text($(bad.comp, '#error'))).toContain('房间号是 6 位数字');
  expect(bad.phone.sent).toEqual([]);

  const gone = await open(cardPage, { roomNo: '654321' }, player(2));
  expect(text($(gone.comp, '#error'))).toContain('房间 654321 不存在或已关闭');

  const table = await tableFor({ game: 'killer', players: 6 });
  // The judge holds no seat: his phone goes on to his own page (as after 换法官).
  const judgeOwn = await open(cardPage, { roomNo: table.roomNo }, table.judge);
  expect(judgeOwn.phone.navigations).toEqual([`redirect:/pages/judge/index?roomNo=${table.roomNo}`]);

  for (let i = 1; i <= 6; i++) await direct(`seated-${i}`, { action: 'joinRoom', roomNo: table.roomNo });
  const full = await open(cardPage, { roomNo: table.roomNo }, player(7));
  expect(text($(full.comp, '#error'))).toContain('房间已满');
  await as(full, () => $(full.comp, '#home').querySelector('.van-button')?.dispatchEvent('tap'));
  expect(full.phone.navigations).toEqual(['relaunch:/pages/home/index']);
});

test('when the judge closes the room, the card says so at once and stops', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  const page = await open(cardPage, { roomNo: table.roomNo }, player(1));
  await direct(table.openid, { action: 'closeRoom', roomNo: table.roomNo });
  await settle(5);
  expect(text($(page.comp, '#error'))).toContain('房间已关闭');
  const calls = page.phone.sent.length;
  const waits = page.phone.signalWaits;
  await settle(60);
  expect(page.phone.sent.length).toBe(calls);
  expect(page.phone.signalWaits).toBe(waits);
});

test('谁是卧底 换一组: a phone showing a word gets the new one, face down, with a notice', async () => {
  const table = await tableFor({ game: 'undercover', players: 5 });
  const pages: Opened[] = [];
  for (let i = 1; i <= 5; i++) pages.push(await open(cardPage, { roomNo: table.roomNo }, player(i)));
  await press(pages[0]);
  await release(pages[0]);
  await direct(table.openid, { action: 'redrawWords', roomNo: table.roomNo });
  const fresh = await viewOf(table);
  await settle(80);

  for (const [i, page] of pages.entries()) {
    const role = fresh.seats[i].role;
    const word = role === 'civilian' ? fresh.words?.civilian : fresh.words?.undercover;
    expect(page.phone.vibrations).toBe(1);
    expect(text($(page.comp, '#notice'))).toMatch(/重新发牌/);
    expect(page.comp.querySelector('#face-title')).toBeFalsy();
    await press(page);
    expect(text($(page.comp, '#face-title'))).toBe(word);
  }
});
