// The host who plays, at the end of the game, through the real host page on the in-process engine:
// the phone in the middle turns into the host's own review as a player's card page does — the
// winner, their seat marked and whether they won, every seat, 谁是卧底's rating row, the share card —
// with the table one tap away; the next deal puts the game back on screen.
import type { CreateRoomResult, MyCardResult, TableView, WordCard } from '../../typings/api';
import { direct, phone, phonesOnFakeClock, tick } from './helpers/env';
import { $, as, load, open, tap, text, type Opened } from './helpers/load';

const hostPage = load('pages/host/index');

phonesOnFakeClock(5);

const inReview = (page: Opened, selector: string) => $($(page.comp, '#review'), selector);

/** A 4-player auto 谁是卧底 whose host takes seat 1, started; answers the room and the undercover's seat. */
async function undercoverTable(): Promise<{ roomNo: string; host: Opened; undercover: number }> {
  const hostPhone = phone('host');
  hostPhone.storage.set('devOpenid', 'host-openid');
  const { roomNo } = await direct('host-openid', { action: 'createRoom', game: 'undercover', players: 4, host: 'auto' }) as CreateRoomResult;
  const host = await open(hostPage, { roomNo }, hostPhone);
  await tap(host, '#join');
  for (let n = 2; n <= 4; n++) await direct(`player-${n}-openid`, { action: 'joinRoom', roomNo, nickname: `玩家${n}` });
  await tick(50);
  await tap(host, '#advance');
  const openids = ['host-openid', 'player-2-openid', 'player-3-openid', 'player-4-openid'];
  const words = await Promise.all(openids.map(async (openid) => ((await direct(openid, { action: 'myCard', roomNo }) as MyCardResult).card as WordCard).word));
  const undercover = words.findIndex((w) => words.filter((x) => x === w).length === 1) + 1;
  return { roomNo, host, undercover };
}

it('the host who plays gets their own review at the end: their seat, whether they won, the words to rate, the share card; the table one tap away', async () => {
  const { roomNo, host, undercover } = await undercoverTable();
  expect(host.comp.querySelector('#review')).toBeFalsy();
  // The undercover leaves the table: the civilians have won.
  await direct('host-openid', { action: 'leave', roomNo, seat: undercover });
  await tick(50);

  expect(text(inReview(host, '#review-winner'))).toContain('平民');
  expect(text(inReview(host, '#review-verdict'))).toBe(undercover === 1 ? '你输了' : '你赢了');
  expect(text(inReview(host, '#review-seat-1'))).toContain('（我）');
  expect(inReview(host, '#review-seat-1').dom?.className).toContain('mine');
  for (let n = 2; n <= 4; n++) expect(text(inReview(host, `#review-seat-${n}`))).toContain(`玩家${n}`);
  // The review says who won: the host page's own winner card makes way for it.
  expect(host.comp.querySelector('#winner')).toBeFalsy();
  expect(host.page.onShareAppMessage()).toMatchObject({ title: expect.stringMatching(/！谁是卧底复盘$/), path: `/pages/card/index?roomNo=${roomNo}` });

  // Every player may rate the pair, the host too.
  expect(text(inReview(host, '#review-rating'))).toContain('这组词怎么样');
  await as(host, () => $(inReview(host, '#rate-good'), '.van-button').dispatchEvent('tap'));
  expect(host.phone.sent.filter((c) => c.action === 'rateWords').map((c) => c.params)).toEqual([{ roomNo, verdict: 'good' }]);
  expect(inReview(host, '#rate-good').data.type).toBe('primary');

  // The table (the winner, the seats) is one tap away, and back.
  expect(text($(host.comp, '#toggle-review'))).toBe('收起复盘');
  await tap(host, '#toggle-review');
  expect(host.comp.querySelector('#review')).toBeFalsy();
  expect(text($(host.comp, '#winner'))).toContain('游戏结束');
  expect(host.comp.querySelector('#grid')).toBeTruthy();
  await tap(host, '#toggle-review');
  expect(host.comp.querySelector('#review')).toBeTruthy();

  // 再来一局: the new deal's check-in is on screen, the review gone with its button.
  await tap(host, '#redeal');
  await tick(50);
  const table = await direct('host-openid', { action: 'tableView', roomNo }) as TableView;
  expect(table.status).toBe('playing');
  expect(host.comp.querySelector('#review')).toBeFalsy();
  expect(host.comp.querySelector('#toggle-review')).toBeFalsy();
  expect(text($(host.comp, '#title'))).toBe(table.step!.title);
});
