// The review on the phones: the card page turns into it when the game ends, the judge's page shows
// it at the end, a redeal moves on to the new card with the last review one tap away; 换法官 moves
// the new judge's phone to the judge page and the old judge's to the card page. The engine does not
// build reviews yet: the fake backend adds a fixture's review to the answers of an ended game.
import type { JudgeView, Review } from '../../typings/api';
import { config } from '../../miniprogram/config';
import { saveFailure } from '../../miniprogram/services/share-image/phone';
import { REVIEWS } from '../fixtures/reviews';
import { longReview } from '../fixtures/reviews/long-game';
import { direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, largest, load, open, settle, tap, text, type Opened } from './helpers/load';
import { finish, reviewsAtTheEnd } from './helpers/review';
import { seat, tableFor, type Table } from './helpers/table';

const cardPage = load('pages/card/index');
const judgePage = load('pages/judge/index');

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(11);
});
afterEach(() => Object.assign(config, defaults));

/** A node inside the review component of the page. */
function inReview(page: Opened, selector: string) {
  return $($(page.comp, '#review'), selector);
}

function player(n: number) {
  const p = phone(`player-${n}`);
  p.storage.set('devOpenid', `player-${n}-openid`);
  return p;
}

/** A 6-player 杀人游戏 with the card page of seat 1 open and seats 2–6 taken straight through the backend. */
async function cardAtTable(review: Review = REVIEWS.killer): Promise<{ table: Table; page: Opened }> {
  const table = await tableFor({ game: 'killer', players: 6 });
  const page = await open(cardPage, { roomNo: table.roomNo }, player(1));
  await seat(table, 5, 2);
  reviewsAtTheEnd(table, review);
  return { table, page };
}

test('the card page turns into the review when the game ends: winner on top, my seat marked, every role and fate, the votes who→whom', async () => {
  const { table, page } = await cardAtTable();
  expect(page.comp.querySelector('#review')).toBeFalsy();
  expect(page.comp.querySelector('#toggle-review')).toBeFalsy();

  await finish(table);
  expect(text(inReview(page, '#review-winner'))).toContain('杀手阵营获胜');
  expect(text(inReview(page, '#review-verdict'))).toBe('你输了');
  const mine = inReview(page, '#review-seat-1');
  expect(mine.dom?.className).toContain('mine');
  expect(text(mine)).toContain('（我）');
  for (const s of REVIEWS.killer.seats) {
    const row = text(inReview(page, `#review-seat-${s.seat}`));
    expect(row).toContain(s.roleName);
    expect(row).toContain(s.fate ? s.fate.text : '存活');
  }
  const timeline = text(inReview(page, '#review-timeline'));
  expect(timeline).toContain('第 1 夜');
  expect(timeline).toContain('警察（7 号）验 4 号：是杀手');
  expect(timeline).toContain('4 号←1、3、7 号3 票');
  expect(timeline).toContain('5 号←4、6、8 号3 票');
  expect(text(inReview(page, '#review-standings'))).toContain('4 号 Kevin1 局 1 胜');

  // The card is one tap away, and back.
  await tap(page, '#toggle-review');
  expect(page.comp.querySelector('#review')).toBeFalsy();
  expect(page.comp.querySelector('#card')).toBeTruthy();
  expect(text($(page.comp, '#toggle-review'))).toBe('本局复盘');
  await tap(page, '#toggle-review');
  expect(inReview(page, '#review-winner')).toBeTruthy();
});

test('an auto room\'s review shows the 怀疑图: the 火眼金睛 line, each night\'s guesses, hits marked, my own guesses bold', async () => {
  const { table, page } = await cardAtTable(REVIEWS.werewolfAuto);
  await finish(table);
  expect(text(inReview(page, '#review-sharpest'))).toBe('火眼金睛：1、4 号（3 次猜测，3 次猜中狼人阵营）');
  const graph = inReview(page, '#review-suspicion');
  expect(text(graph)).toContain('第 2 夜');
  const chips = $(page.comp, '#review').querySelectorAll('.guess');
  expect(chips.map(text)).toEqual(REVIEWS.werewolfAuto.suspicion!.nights.flatMap((n) => n.guesses.map((g) => `${g.seat}→${g.guess}`)));
  expect(chips[0].dom?.className).toContain('hit');
  expect(chips[0].dom?.className).toContain('mine');
  expect(chips[1].dom?.className).not.toContain('hit');
});

test('a judge room\'s review has no 怀疑图', async () => {
  const { table, page } = await cardAtTable(REVIEWS.werewolf);
  await finish(table);
  expect($(page.comp, '#review').querySelector('#review-suspicion')).toBeFalsy();
});

test('谁是卧底 and 狼人杀 reviews: both words, the sheriff weight, the PK', async () => {
  const { table, page } = await cardAtTable(REVIEWS.werewolf);
  await finish(table);
  const timeline = text(inReview(page, '#review-timeline'));
  expect(timeline).toContain('上警：2、6、11 号；11 号退水；2 号当选警长');
  expect(timeline).toContain('9 号←1、2×1.5、4、5、7、10、12 号7.5 票');
  expect(timeline).toContain('PK 投票：6 号 5.5 票');
  expect(text(inReview(page, '#review-seat-7'))).toContain('警长');

  resetPhones();
  const other = await cardAtTable(REVIEWS.undercover);
  await finish(other.table);
  expect(text(inReview(other.page, '#review-words'))).toBe('平民词：苹果 · 卧底词：梨');
  expect(text(inReview(other.page, '#review-seat-6'))).toContain('白板');
  expect(text(inReview(other.page, '#review-seat-6'))).not.toContain('白板 白板');
  expect(text(inReview(other.page, '#review-seat-3'))).toContain('卧底 「梨」');
});

test('a redeal moves on to the new card; the last review stays one tap away, also after reopening, until the next game ends', async () => {
  const { table, page } = await cardAtTable();
  await finish(table);
  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  await settle(20);

  expect(page.comp.querySelector('#review')).toBeFalsy();
  expect(text($(page.comp, '#card'))).toContain('按住查看身份');
  expect(text($(page.comp, '#toggle-review'))).toBe('上一局复盘');
  await tap(page, '#toggle-review');
  expect(text(inReview(page, '#review-winner'))).toContain('杀手阵营获胜');
  await tap(page, '#toggle-review');

  // Closed and opened again: still there (kept on the phone).
  page.page.onUnload();
  const again = await open(cardPage, { roomNo: table.roomNo }, page.phone);
  expect(again.comp.querySelector('#review')).toBeFalsy();
  expect(text($(again.comp, '#toggle-review'))).toBe('上一局复盘');

  // The next game ends: its own review replaces the last one.
  reviewsAtTheEnd(table, REVIEWS.werewolf);
  await finish(table);
  expect(text(inReview(again, '#review-winner'))).toContain('好人阵营获胜');
  expect(text($(again.comp, '#toggle-review'))).toBe('看我的身份牌');
});

test('the judge page shows the game\'s own review at the end, and not after the next deal', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await seat(table, 6);
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  const ended = await finish(table);
  expect(page.comp.querySelector('#winner')).toBeTruthy();
  expect(text(inReview(page, '#review-winner'))).toContain(`${ended.review?.winner.campName}获胜`);
  expect(text(inReview(page, '#review-timeline'))).toContain('杀手选择杀死');

  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  reviewsAtTheEnd(table, REVIEWS.killer);
  await finish(table);
  expect(text(inReview(page, '#review-winner'))).toContain('杀手阵营获胜');
  expect($(page.comp, '#review').querySelector('#review-verdict')).toBeFalsy();

  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  await settle(20);
  expect(page.comp.querySelector('#review')).toBeFalsy();
});

test('换法官: the judge picks a seated player; his phone goes to the judge page, the old judge to the card page in that seat', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  table.judge.storage.set('nickname', '老法官');
  const newJudge = await open(cardPage, { roomNo: table.roomNo }, player(1));
  await seat(table, 5, 2);
  const judge = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(judge.comp.querySelector('#hand-over')).toBeFalsy();
  await finish(table);

  await tap(judge, '#hand-over');
  const sheet = $(judge.comp, '#hand-over-sheet');
  expect(sheet.data.show).toBe(true);
  expect(sheet.data.actions.map((a: { name: string }) => a.name)).toEqual(['1 号', '2 号 玩家2', '3 号 玩家3', '4 号 玩家4', '5 号 玩家5', '6 号 玩家6']);
  await as(judge, () => sheet.instance.triggerEvent('select', { name: '1 号', seat: 1 }));
  await settle(20);

  expect(table.judge.modals.at(-1)).toContain('把法官交给 1 号？');
  expect(table.judge.sent.at(-1)).toMatchObject({ action: 'handOver', params: { roomNo: table.roomNo, seat: 1, nickname: '老法官' } });
  expect(table.judge.navigations).toContain(`redirect:/pages/card/index?roomNo=${table.roomNo}`);
  expect(newJudge.phone.navigations).toContain(`redirect:/pages/judge/index?roomNo=${table.roomNo}`);
  const view = await direct('player-1-openid', { action: 'judgeView', roomNo: table.roomNo }) as JudgeView;
  expect(view.seats[0]).toMatchObject({ joined: true, nickname: '老法官' });
});

test('after 换法官, each phone opening the room again lands on its own page: the new judge on the judge page, the old judge on his card', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await direct('player-1-openid', { action: 'joinRoom', roomNo: table.roomNo });
  await seat(table, 5, 2);
  await finish(table);
  await direct(table.openid, { action: 'handOver', roomNo: table.roomNo, seat: 1 });

  const newJudge = await open(cardPage, { roomNo: table.roomNo }, player(1));
  expect(newJudge.phone.navigations).toEqual([`redirect:/pages/judge/index?roomNo=${table.roomNo}`]);
  expect(newJudge.phone.sent.map((c) => c.action)).toEqual(['myCard', 'joinRoom', 'judgeView']);

  const oldJudge = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(oldJudge.phone.navigations).toEqual([`redirect:/pages/card/index?roomNo=${table.roomNo}`]);
});

test('换法官 cancelled at the confirmation sends nothing', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await seat(table, 6);
  const judge = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  await finish(table);
  table.judge.confirm = false;
  await tap(judge, '#hand-over');
  await as(judge, () => $(judge.comp, '#hand-over-sheet').instance.triggerEvent('select', { name: '2 号 玩家2', seat: 2 }));
  await settle(20);
  expect(table.judge.sent.some((c) => c.action === 'handOver')).toBe(false);
  expect(table.judge.navigations).toEqual([]);
});

test('saving the picture: a refused album or privacy agreement gets a clear message, a cancel none', () => {
  expect(saveFailure({ errMsg: 'saveImageToPhotosAlbum:fail cancel' })).toBe('');
  expect(saveFailure({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' })).toContain('打开「保存到相册」');
  expect(saveFailure({ errMsg: 'saveImageToPhotosAlbum:fail api scope is not declared in the privacy agreement', errno: 112 })).toContain('隐私保护指引');
  expect(saveFailure({ errMsg: 'saveImageToPhotosAlbum:fail privacy permission is not authorized', errno: 104 })).toContain('隐私保护指引');
  expect(saveFailure({ errMsg: 'saveImageToPhotosAlbum:fail system error' })).toBe('保存失败，请稍后再试');
});

test('a 20-player long game: the review goes in parts, every setData within budget, the whole timeline arrives', async () => {
  const review = longReview();
  const table = await tableFor({ game: 'killer', players: 20 });
  const page = await open(cardPage, { roomNo: table.roomNo }, player(1));
  await seat(table, 19, 2);
  reviewsAtTheEnd(table, review);
  const before = page.setData.length;
  await finish(table);
  const sent = page.setData.slice(before);
  expect(sent.filter((r) => 'review' in r.payload)).toHaveLength(1);
  const bytes = largest(sent);
  const reviewBytes = Buffer.byteLength(JSON.stringify(review), 'utf8');
  console.log(`largest setData payload, card page with a 20-player review: ${bytes} bytes (review ${reviewBytes} bytes)`);
  expect(bytes).toBeLessThan(10 * 1024);
  expect(text(inReview(page, '#review-seat-20'))).toContain('20 号');
  const timeline = text(inReview(page, '#review-timeline'));
  for (const phase of review.phases) expect(timeline).toContain(phase.title);
});
