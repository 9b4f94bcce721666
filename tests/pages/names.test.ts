// The pages name camps and seat marks only as the server does: a camp or a mark no page has ever
// heard of (a third-party camp, a new role's mark) shows with the server's name and colour.
import type { PublicSeat, Review } from '../../typings/api';
import { faceOf } from '../../miniprogram/pages/card/deal';
import { campNameIn } from '../../miniprogram/services/names';
import { reviewModel } from '../../miniprogram/services/review-model';
import { tableSeat } from '../../miniprogram/services/table';
import { REVIEWS } from '../fixtures/reviews';

test('a card shows the camp name and colour the server gives it', () => {
  const card = { role: 'mixedBlood', roleName: '混血儿', camp: 'mixed', campName: '混血儿阵营', bad: false, description: '' };
  expect(faceOf({ card })).toMatchObject({ title: '混血儿', camp: '混血儿阵营', bad: false });
  expect(faceOf({ card: { ...card, role: 'werewolf', roleName: '狼人', camp: 'wolf', campName: '狼人阵营', bad: true } })).toMatchObject({ camp: '狼人阵营', bad: true });
});

test('a seat shows the marks the server names, whatever they are', () => {
  const seat: PublicSeat = { seat: 3, joined: true, nickname: '', alive: true, tags: ['sheriff', 'feared'], tagNames: ['警长', '恐惧'] };
  expect(tableSeat(seat).tags).toBe('警长 · 恐惧');
});

test('a dead seat shows the card the server says the table was shown, and no card otherwise', () => {
  const dead: PublicSeat = { seat: 5, joined: true, nickname: '', alive: false, tags: [], roleName: '警察' };
  expect(tableSeat(dead)).toMatchObject({ alive: false, role: '警察', shown: true, bad: false });
  expect(tableSeat({ ...dead, roleName: '杀手', bad: true })).toMatchObject({ role: '杀手', bad: true });
  expect(tableSeat({ ...dead, roleName: undefined })).toMatchObject({ role: '' });
  expect(tableSeat({ ...dead, roleName: undefined }).shown).toBeUndefined();
});

test('the review colours a seat red as the server says and names its marks', () => {
  const review: Review = REVIEWS.werewolf;
  const seats = review.seats.map((s, i) => (i === 0 ? { ...s, camp: 'mixed', campName: '混血儿阵营', bad: true, tags: ['duelled'], tagNames: ['被决斗'] } : s));
  const model = reviewModel({ ...review, seats }, null);
  expect(model.seats[0]).toMatchObject({ bad: true, tags: '被决斗' });
});

test('the create page names a camp from the catalog', () => {
  expect(campNameIn({ camps: [{ id: 'mixed', name: '混血儿阵营', bad: false }] }, 'mixed')).toBe('混血儿阵营');
  expect(campNameIn({}, 'mixed')).toBe('');
});
