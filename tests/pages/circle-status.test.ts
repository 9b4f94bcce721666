// The 圈子 pages while they read and when reading fails: 正在读取… first (and the loading toast when
// slow); a failed read says why and offers 重试; a 圈子 the phone no longer belongs to says so and leaves
// the home page's list; a failed tap says why in a toast and leaves the page as it was.
import type { CircleResult } from '../../typings/api';
import { config } from '../../miniprogram/config';
import { LOADING_DELAY_MS } from '../../miniprogram/services/api';
import { backend, direct, resetBackend, resetPhones, useFakeClock, useRealClock } from './helpers/env';
import { $, load, open, settle, tap, text, toast } from './helpers/load';
import { circleWithGames, memberPhone, MEMBERS } from './circle-setup';

const circlePage = load('pages/circle/index');
const playerPage = load('pages/circle-player/index');
const gamePage = load('pages/circle-game/index');
const home = load('pages/home/index');

/** Promise rejections nobody handled while a test ran. */
const unhandled: unknown[] = [];
const collect = (reason: unknown) => { unhandled.push(reason); };
beforeAll(() => { process.on('unhandledRejection', collect); });
afterAll(() => { process.off('unhandledRejection', collect); });

afterEach(() => useRealClock());
beforeEach(() => {
  unhandled.length = 0;
  resetPhones();
  resetBackend();
});

/** Each 圈子 page with the query that opens it on a 圈子 with one game, as member b. */
async function everyPage(): Promise<{ page: string; query: Record<string, string>; reading: string; shows: string }[]> {
  const { circleId } = await circleWithGames(1);
  const circle = await direct(MEMBERS.b, { action: 'circle', circleId }) as CircleResult;
  return [
    { page: circlePage, query: { circleId }, reading: '正在读取圈子…', shows: '积分榜' },
    { page: playerPage, query: { circleId, memberId: circle.me }, reading: '正在读取战绩…', shows: '各阵营胜率' },
    { page: gamePage, query: { circleId, gameId: circle.recent[0].gameId }, reading: '正在读取复盘…', shows: '获胜' },
  ];
}

test('each 圈子 page says it is reading (a slow read also shows the loading toast); a failed read says why, and 重试 reads again', async () => {
  useFakeClock();
  for (const { page, query, reading, shows } of await everyPage()) {
    backend.mode = 'hang';
    const slow = await open(page, query, memberPhone('b'));
    expect(text(slow.comp)).toBe(reading);
    await settle(LOADING_DELAY_MS + 50);
    expect(toast(slow)).toBe('请稍候…');
    await settle(config.timeoutMs);
    expect(text($(slow.comp, '.error-text'))).toBe('网络超时，请稍后再试');

    backend.mode = 'down';
    const failed = await open(page, query, memberPhone('b'));
    expect(text($(failed.comp, '.error-text'))).toBe('网络连接失败，请检查网络后重试');
    expect(text($(failed.comp, '#retry'))).toBe('重试');
    backend.mode = 'up';
    await tap(failed, '#retry');
    await settle();
    expect(failed.comp.querySelector('#error')).toBeFalsy();
    expect(text(failed.comp)).toContain(shows);
  }
});

test('a 圈子 the phone has left elsewhere says so, offers no 重试, and leaves the home page\'s list', async () => {
  const { circleId } = await circleWithGames(1);
  const phone = memberPhone('b');
  await open(circlePage, { circleId }, phone);
  expect(text((await open(home, {}, phone)).comp.querySelectorAll('.circle')[0])).toContain('周五桌游');

  await direct(MEMBERS.b, { action: 'leaveCircle', circleId });
  const page = await open(circlePage, { circleId }, phone);
  expect(text($(page.comp, '#error'))).toContain('你不是这个圈子的成员');
  expect(page.comp.querySelector('#retry')).toBeFalsy();
  expect((await open(home, {}, phone)).comp.querySelectorAll('.circle')).toHaveLength(0);
});

test('a failed export or new season says why in a toast and leaves the table as it was', async () => {
  const { circleId } = await circleWithGames(1);
  const page = await open(circlePage, { circleId }, memberPhone('a'));
  backend.mode = 'down';
  await tap(page, '#export');
  await settle();
  expect(toast(page)).toBe('网络连接失败，请检查网络后重试');
  await tap(page, '#new-season');
  await settle();
  expect(toast(page)).toBe('网络连接失败，请检查网络后重试');
  expect(page.comp.querySelectorAll('.row')).toHaveLength(4);
  expect(text(page.comp)).toContain('本赛季 1 局');
  expect(unhandled).toEqual([]);
});
