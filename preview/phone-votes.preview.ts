// 手机投票 in a judge room, from a real game on the in-process engine: the judge's page with the
// tally filling in as the players vote on their phones, and a voter's phone holding its ballot.
import { CARD_PAGE } from '../tests/pages/helpers/auto-table';
import { phone, resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { $, as, load, open, settle, type Opened } from '../tests/pages/helpers/load';
import { actUntil, tableFor } from '../tests/pages/helpers/table';
import { NICKNAMES } from './lib/play';
import { snapshot } from './lib/render';

const JUDGE_PAGE = { path: 'pages/judge/index', id: load('pages/judge/index') };

beforeEach(() => {
  resetPhones();
  resetBackend(4);
});
afterEach(() => resetPhones());

async function vote(card: Opened, seat: number | null): Promise<void> {
  const screen = $(card.comp, '#console');
  if (seat !== null) await as(card, () => $(screen, '#grid').querySelectorAll('.cell')[seat - 1].dispatchEvent('tap'));
  await settle();
  const send = $(screen, '#send');
  await as(card, () => (send.querySelector('.van-button') ?? send).dispatchEvent('tap'));
  await settle(50);
}

test('phone votes: the judge watches the tally fill in; a voter holds a ballot it may change', async () => {
  const table = await tableFor({ game: 'undercover', players: 8, rules: { votes: 'phones' } });
  const cards: Opened[] = [];
  for (let i = 1; i <= 8; i++) {
    const p = phone(`player-${i}`);
    p.storage.set('devOpenid', `player-${i}`);
    p.storage.set('nickname', NICKNAMES[i - 1]);
    cards.push(await open(CARD_PAGE.id, { roomNo: table.roomNo }, p));
  }
  await actUntil(table, 'round.vote');
  const judge = await open(JUDGE_PAGE.id, { roomNo: table.roomNo }, table.judge);
  await settle(200);
  const ballots: [number, number | null][] = [[1, 3], [2, 3], [4, 6], [5, 3], [7, null]];
  for (const [seat, target] of ballots) await vote(cards[seat - 1], target);
  await settle(300);
  await snapshot('judge-phone-tally', judge, { ...JUDGE_PAGE, scrollTo: '#ballots' });
  await snapshot('console-phone-vote', cards[0], { ...CARD_PAGE, scrollTo: '#console' });
});
