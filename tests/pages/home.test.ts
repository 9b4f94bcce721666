import { phone, resetPhones } from './helpers/env';
import { $, change, load, open, tap, text } from './helpers/load';

const home = load('pages/home/index');

beforeEach(() => resetPhones());

test('shows the two ways in and the rules link', async () => {
  const page = await open(home);
  const all = text(page.comp);
  expect(all).toContain('创建房间');
  expect(all).toContain('加入房间');
  expect(all).toContain('游戏规则');
  await tap(page, '#create');
  expect(page.phone.navigations).toEqual(['/pages/create/index']);
});

test('refuses a room number that is not 6 digits, then opens the card page', async () => {
  const page = await open(home);
  await change(page, '#room-no', '12a34');
  await tap(page, '#join');
  expect(page.comp.data.roomError).toBe('房间号是 6 位数字');
  expect(text($(page.comp, '#room-no'))).toContain('房间号是 6 位数字');
  expect(page.phone.navigations).toEqual([]);

  await change(page, '#room-no', '012345');
  await tap(page, '#join');
  expect(page.comp.data.roomError).toBe('房间号不以 0 开头');

  await change(page, '#room-no', '352993');
  expect(page.comp.data.roomError).toBe('');
  await tap(page, '#join');
  expect(page.phone.navigations).toEqual(['/pages/card/index?roomNo=352993']);
});

test('lists recent rooms from storage and goes back to them', async () => {
  const p = phone('recent');
  p.storage.set('recentRooms', [
    { roomNo: '222222', game: 'werewolf', gameName: '狼人杀', role: 'player', seat: 3, at: 3 },
    { roomNo: '111111', game: 'killer', gameName: '杀人游戏', role: 'judge', at: 2 },
    // Kept by an earlier version, without the game's name.
    { roomNo: '333333', game: 'undercover', role: 'judge', at: 1 },
  ]);
  const page = await open(home, {}, p);
  const recent = page.comp.querySelectorAll('.recent');
  expect(recent).toHaveLength(3);
  expect(text(recent[0])).toContain('房间 222222');
  expect(text(recent[0])).toContain('狼人杀 · 我是 3 号玩家');
  expect(text(recent[1])).toContain('杀人游戏 · 我是法官');
  expect(text(recent[2])).toMatch(/房间 333333\s*我是法官$/);
  await tap(page, '.recent');
  expect(p.navigations).toEqual(['/pages/card/index?roomNo=222222']);
});

test('keeps the nickname for joining', async () => {
  const page = await open(home);
  await change(page, '#nickname', '小明');
  expect(page.phone.storage.get('nickname')).toBe('小明');
});
