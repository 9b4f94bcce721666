// Votes on phones in a judge room, through the real pages on the in-process engine: the judge
// creates the room on the create page choosing 手机投票, runs it on the judge page, and six card pages
// (each phone with its own identity) vote on their consoles. The phones move only on the live
// channel; the judge watches the tally fill in and closes the vote with the ballots as cast.
import { backend, direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, change, load, open, settle, tap, text, type Opened } from './helpers/load';

const createPage = load('pages/create/index');
const judgePage = load('pages/judge/index');
const cardPage = load('pages/card/index');

beforeEach(() => {
  resetPhones();
  resetBackend(7);
});
afterEach(() => resetPhones());

const consoleOf = (card: Opened) => $(card.comp, '#console');
const reads = (card: Opened) => card.phone.sent.filter((c) => c.action === 'myTurn').length;

async function tapCell(page: Opened, root: ReturnType<typeof $>, seat: number): Promise<void> {
  await as(page, () => $(root, '#grid').querySelectorAll('.cell')[seat - 1].dispatchEvent('tap'));
  await settle();
}

async function send(card: Opened): Promise<void> {
  const button = $(consoleOf(card), '#send');
  await as(card, () => (button.querySelector('.van-button') ?? button).dispatchEvent('tap'));
  await settle(20);
}

/** Lets the phones' live channels run until `done` (at most a second of answers and signals). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await settle(20);
}

const tallyText = (judge: Opened) => {
  const node = judge.comp.querySelector('#tally');
  return node ? text(node) : '';
};

test('手机投票: the phones get the ballot by the live channel, the judge sees the tally fill in and closes the vote as cast', async () => {
  const judgePhone = phone('judge');
  const create = await open(createPage, {}, judgePhone);
  await change(create, '#game', 'undercover');
  // The catalog's option: 举手投票 by default, 手机投票 on choice.
  expect(text($(create.comp, '#option-votes'))).toContain('手机投票');
  await change(create, '#opt-votes', 'phones');
  await tap(create, '#create');
  const roomNo = judgePhone.navigations[0].split('=')[1];
  const created = judgePhone.sent.find((c) => c.action === 'createRoom')!;
  expect(created.params).toMatchObject({ game: 'undercover', rules: { votes: 'phones' } });

  const judge = await open(judgePage, { roomNo }, judgePhone);
  const cards: Opened[] = [];
  for (let i = 1; i <= 6; i++) {
    const p = phone(`p${i}`);
    p.storage.set('nickname', `玩家${i}`);
    cards.push(await open(cardPage, { roomNo }, p));
  }
  // Before any vote the phone is the card as in every judge room.
  await settle(50);
  expect(cards.every((card) => !card.comp.querySelector('#console') && card.comp.querySelector('#card'))).toBe(true);
  const readsAtStart = cards.map(reads);

  // The judge runs the game to the vote on his page; the phones have nothing to read meanwhile.
  for (let i = 0; i < 30 && judge.page.data.step?.key !== 'round.vote'; i++) {
    expect(cards.map(reads)).toEqual(readsAtStart);
    await tap(judge, '#next');
    await settle(20);
  }
  expect(judge.page.data.step.key).toBe('round.vote');
  const stepId = judge.page.data.step.id;
  expect(text($(judge.comp, '#next'))).toBe('结束投票');
  expect(text($(judge.comp, '#hint'))).toContain('玩家在自己的手机上投票');
  expect(text($(judge.comp, '#tally'))).toBe('手机投票：已投 0/6，还没投：1、2、3、4、5、6 号');

  // Each phone hears on its seat's own signal that its ballot is open (the signal carries its turn:
  // no read) and shows the ballot under the card: the candidates, and 弃票.
  await settle(100);
  expect(cards.map((card, i) => reads(card) - readsAtStart[i])).toEqual(Array(6).fill(0));
  for (const card of cards) {
    expect(card.page.data.prompt).toMatchObject({ stepId, key: 'round.vote', passLabel: '弃票' });
    expect(text($(consoleOf(card), '#send'))).toBe('弃票');
  }
  const [p1, p2, p3, p4] = cards;
  const readsBefore = cards.map(reads);

  await tapCell(p1, consoleOf(p1), 2);
  expect(text($(consoleOf(p1), '#send'))).toBe('确定');
  await send(p1);
  expect(text($(consoleOf(p1), '#answer'))).toBe('你的选择：2 号（截止前可以改）');
  await tapCell(p3, consoleOf(p3), 3);
  await send(p3);
  await send(p4);
  expect(text($(consoleOf(p4), '#answer'))).toBe('你的选择：弃票（截止前可以改）');

  const filled = '手机投票：已投 3/6（弃票 4 号），还没投：2、5、6 号';
  await until(() => tallyText(judge) === filled);
  expect(tallyText(judge)).toBe(filled);
  const cells = $(judge.comp, '#grid').querySelectorAll('.cell');
  expect(text(cells[0])).toContain('投2');
  expect(text(cells[2])).toContain('投3');
  expect(text(cells[3])).toContain('弃票');
  expect(text(cells[4])).toContain('未投');

  // 1 号 changes his mind: the judge's tally follows.
  await tapCell(p1, consoleOf(p1), 3);
  expect(text($(consoleOf(p1), '#send'))).toBe('改为这个选择');
  await send(p1);
  expect(text($(consoleOf(p1), '#answer'))).toBe('你的选择：3 号（截止前可以改）');
  await until(() => text($(judge.comp, '#candidate-3')).includes('2 票'));
  expect(text($(judge.comp, '#candidate-3'))).toContain('2 票');
  expect(text($(judge.comp, '#candidate-2'))).toContain('0 票');

  // While the others vote, no phone reads: its own ballot came back with its answer.
  expect(cards.map(reads)).toEqual(readsBefore);
  expect(cards.flatMap((card) => card.phone.sent).some((c) => c.action === 'tableView')).toBe(false);

  // The judge closes the vote with the ballots as cast: no input goes with act.
  await tap(judge, '#next');
  await settle(100);
  const closing = judgePhone.sent.filter((c) => c.action === 'act').at(-1)!;
  expect(closing.params).toEqual({ roomNo, stepId });
  expect(judge.page.data.step.key).toBe('round.exile');
  // The vote closed with the phones' ballots: 1 号 and 3 号 for 3 号, the rest abstaining.
  expect((await backend.store.get(roomNo))!.room.match.inputs.at(-1)).toEqual({ ballots: { 1: 3, 3: 3 } });
  // The phones hear on their own signal that the vote is over: the ballot goes, the card stays.
  for (const card of cards) expect(card.page.data.prompt).toBeNull();
  // No read: the turn came with the signal, for 3 号, voted out, with its own death.
  expect(cards.map((card, i) => reads(card) - readsBefore[i])).toEqual([0, 0, 0, 0, 0, 0]);
  expect(p3.page.data.alive).toBe(false);
  expect(p2.comp.querySelector('#console')).toBeFalsy();
  expect($(p2.comp, '#card')).toBeTruthy();
});

test("the judge may change the phones' ballots by hand: his ballots replace theirs", async () => {
  const judgePhone = phone('judge');
  judgePhone.storage.set('devOpenid', 'judge-openid');
  const { roomNo } = await direct('judge-openid', { action: 'createRoom', game: 'undercover', players: 6, rules: { votes: 'phones' } }) as { roomNo: string };
  const judge = await open(judgePage, { roomNo }, judgePhone);
  const cards: Opened[] = [];
  for (let i = 1; i <= 6; i++) cards.push(await open(cardPage, { roomNo }, phone(`q${i}`)));
  for (let i = 0; i < 30 && judge.page.data.step?.key !== 'round.vote'; i++) {
    await tap(judge, '#next');
    await settle(20);
  }
  expect(judge.page.data.step.key).toBe('round.vote');
  await settle(100);
  await tapCell(cards[0], consoleOf(cards[0]), 2);
  await send(cards[0]);
  await until(() => tallyText(judge).includes('已投 1/6'));
  expect(tallyText(judge)).toContain('已投 1/6');
  // The judge picks candidate 4 and taps 1 号 and 5 号: 1 号's phone ballot is replaced.
  await as(judge, () => $(judge.comp, '#candidate-4').dispatchEvent('tap'));
  await tapCell(judge, judge.comp, 1);
  await tapCell(judge, judge.comp, 5);
  expect(text($(judge.comp, '#ballots-tip'))).toContain('已按你记的票为准');
  expect(text($(judge.comp, '#next'))).toBe('按改过的票结束投票');
  await tap(judge, '#next');
  await settle(50);
  expect((await backend.store.get(roomNo))!.room.match.inputs.at(-1)).toEqual({ ballots: { 1: 4, 5: 4 } });
  expect(judge.page.data.step.key).toBe('round.exile');
  expect(tallyText(judge)).toBe('');
});
