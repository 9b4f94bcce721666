// The review on the phones: a player's card page when the game has ended (top and the whole page),
// the same phone after the next deal (the last review one tap away), and the judge's page at the end
// with its 换法官 sheet: each the review the game itself wrote. The 怀疑图 needs an auto room's guesses,
// so that one picture shows a fixture's review on a judge room's ended game.
import { snapshot } from './lib/render';
import { config } from '../miniprogram/config';
import { direct, phone, resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { as, load, open, settle } from '../tests/pages/helpers/load';
import { finish, reviewsAtTheEnd } from '../tests/pages/helpers/review';
import { tableFor } from '../tests/pages/helpers/table';
import { REVIEWS } from '../tests/fixtures/reviews';
import { leave, NICKNAMES, playUntil, seatNamed, seatsWith } from './lib/play';

const cardPath = 'pages/card/index';
const cardId = load(cardPath);
const judgePath = 'pages/judge/index';
const judgeId = load(judgePath);

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(11);
});
afterEach(() => Object.assign(config, defaults));

test('a player’s review at the end, and one tap away after the next deal', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-guard' });
  await seatNamed(table, 3);
  const p = phone('player-4');
  p.storage.set('devOpenid', 'player-4-openid');
  p.storage.set('nickname', NICKNAMES[3]);
  const page = await open(cardId, { roomNo: table.roomNo }, p);
  await seatNamed(table, 8, 5);
  await finish(table);
  await snapshot('review-card', page, { path: cardPath, id: cardId });

  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  await settle(20);
  await snapshot('review-card-next-deal', page, { path: cardPath, id: cardId });
  leave(page);
});

test('an auto room’s review: the 怀疑图 and 火眼金睛', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-guard' });
  await seatNamed(table, 11);
  const p = phone('player-12');
  p.storage.set('devOpenid', 'player-12-openid');
  p.storage.set('nickname', NICKNAMES[11]);
  const page = await open(cardId, { roomNo: table.roomNo }, p);
  reviewsAtTheEnd(table, REVIEWS.werewolfAuto);
  await finish(table);
  await snapshot('review-suspicion', page, { path: cardPath, id: cardId });
  leave(page);
});

test('the judge at the end: the review and the 换法官 sheet', async () => {
  const table = await tableFor({ game: 'undercover', players: 6 });
  await seatNamed(table, 6);
  const page = await open(judgeId, { roomNo: table.roomNo }, table.judge);
  await finish(table);
  await snapshot('review-judge', page, { path: judgePath, id: judgeId, scrollTo: '#winner' });
  await as(page, () => page.page.onHandOver());
  await snapshot('review-judge-hand-over', page, { path: judgePath, id: judgeId, full: false });
  leave(page);
});

test('谁是卧底: a player rates the words under the review', async () => {
  const table = await tableFor({ game: 'undercover', players: 6 });
  await seatNamed(table, 1);
  const p = phone('player-2');
  p.storage.set('devOpenid', 'player-2-openid');
  p.storage.set('nickname', NICKNAMES[1]);
  const page = await open(cardId, { roomNo: table.roomNo }, p);
  await seatNamed(table, 4, 3);
  await playUntil(table, (view) => view.status === 'ended', {
    'round.vote': (view) => {
      const target = seatsWith(view, 'undercover')[0] ?? seatsWith(view, 'blank')[0];
      return { ballots: Object.fromEntries(view.seats.filter((s) => s.alive).map((s) => [s.seat, target])) };
    },
  });
  await settle(20);
  await as(page, () => page.comp.querySelector('#review')!.querySelector('#rate-tooClose')!.querySelector('.van-button')!.dispatchEvent('tap'));
  await snapshot('review-rating', page, { path: cardPath, id: cardId });
  leave(page);
});
