// The card page of an auto room is the player's console (fixture answers, for what it shows): the
// card, and under it the table and this seat's prompt, read with myTurn when the room's version or the
// seat's own signal moves; answers go out as play and come back with the new state; at night the
// phone never vibrates, every phone goes dark (the actor's too), and every phone without a prompt
// shows the same screen.
import type { RoomSignal } from '../../typings/api';
import { NEW_DEAL_NOTICE } from '../../miniprogram/pages/card/deal';
import type { LiveEvent } from '../../miniprogram/services/live';
import { card, nightSeerTable, NOW, ROOM_NO, seerPrompt, seerResultPrompt, voteTable, voterPrompt } from '../fixtures/auto';
import { fakeAutoServer, type AutoRoom, type OnCall } from './helpers/auto';
import { APP_WINDOW, phone, resetBackend, resetPhones, serveFake, tick, useFakeClock, useRealClock } from './helpers/env';
import { $, as, load, open, text, type Opened } from './helpers/load';

type Listener = (event: LiveEvent) => void;
const listeners: { onChange: Listener; options: unknown }[] = [];
jest.mock('../../miniprogram/services/live', () => ({
  watchRoom: jest.fn((_roomNo: string, onChange: Listener, options: unknown) => {
    const entry = { onChange, options };
    listeners.push(entry);
    return () => { listeners.splice(listeners.indexOf(entry), 1); };
  }),
}));

const cardPage = load('pages/card/index');

beforeEach(() => {
  resetPhones();
  resetBackend(1);
  listeners.length = 0;
  useFakeClock(NOW);
});
afterEach(() => {
  resetPhones();
  serveFake(null);
  useRealClock();
});

async function openConsoles(room: AutoRoom, on?: OnCall, names = Object.keys(room.seats)) {
  const fake = fakeAutoServer(room, on);
  serveFake(fake.server);
  const pages: Opened[] = [];
  for (const openid of names) {
    const p = phone(openid);
    p.storage.set('devOpenid', openid);
    pages.push(await open(cardPage, { roomNo: ROOM_NO }, p));
  }
  return { pages, calls: fake.calls, room: fake.room };
}

function signal(v: number, phase: RoomSignal['phase']): RoomSignal {
  return { v, deal: 1, stepId: 0, round: 2, phase, status: 'playing', dead: [4], joined: 12, expiresAt: NOW + 3_600_000 };
}

const seatsOf = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i + 1}`, i + 1]));
const actionsOf = (calls: { openid: string; action: string }[], openid: string) => calls.filter((c) => c.openid === openid).map((c) => c.action);

test('the seer\'s phone: the card and the prompt; the pick goes out as play and the result comes back with it', async () => {
  const { pages, calls } = await openConsoles({ table: nightSeerTable, seats: { p5: 5 }, prompts: { 5: seerPrompt } }, (call, r) => {
    if (call.action === 'play') r.prompts[5] = seerResultPrompt;
  });
  const [seer] = pages;
  expect(actionsOf(calls, 'p5')).toEqual(['myCard', 'myTurn']);
  // Night: the card stays dark on every phone, the actor's too.
  expect(seer.comp.querySelector('#card')).toBeFalsy();
  const console = $(seer.comp, '#console');
  expect(text($(console, '#title'))).toBe('预言家请查验');
  // It listens to the room and to its own seat.
  expect(listeners.map((l) => l.options)).toEqual([{ seat: 5 }]);
  await as(seer, () => $(console, '#grid').querySelectorAll('.cell')[5].dispatchEvent('tap'));
  await tick(0);
  await as(seer, () => ($(console, '#send').querySelector('.van-button') ?? $(console, '#send')).dispatchEvent('tap'));
  await tick(10);
  expect(calls.at(-1)).toEqual({ openid: 'p5', action: 'play', params: { roomNo: ROOM_NO, stepId: 21, input: { seats: [6] } } });
  expect(text($(seer.comp, '#console'))).toContain('已记录');
  await as(seer, () => ($(console, '#edit').querySelector('.van-button') ?? $(console, '#edit')).dispatchEvent('tap'));
  await tick(0);
  expect(text($(seer.comp, '#console'))).toContain('6 号是狼人');
  // Its own answer brought the state: no extra read.
  expect(actionsOf(calls, 'p5')).toEqual(['myCard', 'myTurn', 'play']);
  expect(seer.phone.vibrations).toBe(0);
});

test('at night every phone but the actor\'s shows the same screen, and none vibrates, even at a new deal', async () => {
  let deal = 1;
  const { pages, room } = await openConsoles({ table: nightSeerTable, seats: seatsOf(4), prompts: { 2: seerPrompt } }, (call, r) => {
    if (call.action !== 'myTurn' || deal === 1) return undefined;
    const seat = r.seats[call.openid];
    return { ok: true, data: { card: { ...card(seat), deal, v: r.table.v }, table: r.table, prompt: r.prompts[seat] ?? null } };
  });
  const [p1, p2, p3, p4] = pages;
  const screen = (page: Opened) => $(page.comp, '#console').dom?.innerHTML;
  expect(new Set([p1, p3, p4].map(screen)).size).toBe(1);
  expect(screen(p2)).not.toBe(screen(p1));
  expect(text($(p1.comp, '#console'))).toContain('闭眼');
  // Dark all over: no lit card on any phone at night, the actor's too.
  expect([p1, p2, p3, p4].map((page) => page.comp.querySelector('#card') !== undefined && page.comp.querySelector('#card') !== null)).toEqual([false, false, false, false]);
  expect(pages.map((page) => page.comp.querySelector('.card-page')!.dom?.className.includes('dark'))).toEqual([true, true, true, true]);
  // WeChat's own bar and window too: no white strip over a dark phone.
  expect(pages.map((page) => page.phone.chrome)).toEqual(Array(4).fill({ bar: '#000000', text: '#ffffff', window: '#000000' }));
  // A new deal heard at night: the card changes, face down, without a sound.
  deal = 2;
  room.table = { ...nightSeerTable, v: 11 };
  for (const [i, page] of pages.entries()) await as(page, () => listeners[i].onChange({ kind: 'signal', signal: signal(11, 'night') }));
  await tick(10);
  expect(pages.map((page) => text($(page.comp, '#notice')))).toEqual(Array(4).fill(NEW_DEAL_NOTICE));
  // An auto room has no judge: the notice names none.
  expect(text($(p1.comp, '#notice'))).not.toContain('法官');
  expect(pages.map((page) => page.phone.vibrations)).toEqual([0, 0, 0, 0]);
});

test('dawn brings WeChat\'s bar and window back to the app\'s colours with the page', async () => {
  const { pages, room } = await openConsoles({ table: nightSeerTable, seats: { p3: 3 }, prompts: { 3: null } });
  const [player] = pages;
  expect(player.phone.chrome?.bar).toBe('#000000');
  room.table = { ...voteTable, v: 11 };
  await as(player, () => listeners[0].onChange({ kind: 'signal', signal: signal(11, 'day') }));
  await tick(10);
  expect(player.comp.querySelector('.card-page')!.dom?.className).not.toContain('dark');
  expect(player.phone.chrome).toEqual({ bar: APP_WINDOW.navigationBarBackgroundColor, text: '#000000', window: APP_WINDOW.backgroundColor });
});

test('the console keeps the screen on while it shows, so no phone has to be unlocked when its role is called', async () => {
  const { pages } = await openConsoles({ table: nightSeerTable, seats: { p3: 3 }, prompts: { 3: null } });
  const [player] = pages;
  expect(player.phone.keepScreenOn).toBe(true);
  await as(player, () => player.page.onHide());
  expect(player.phone.keepScreenOn).toBe(false);
  await as(player, () => player.page.onShow());
  expect(player.phone.keepScreenOn).toBe(true);
  await as(player, () => player.page.onUnload());
  expect(player.phone.keepScreenOn).toBe(false);
});

test('a seat signal the console already shows (its last answer carried that seat version) is not read again', async () => {
  const { pages, calls, room } = await openConsoles({ table: voteTable, seats: { p3: 3 }, prompts: { 3: null } });
  const [voter] = pages;
  // A public change is read; its answer shows the prompt and the seat at version 4 already.
  room.prompts[3] = voterPrompt;
  room.seatV = { 3: 4 };
  room.table = { ...voteTable, v: voteTable.v + 1 };
  await as(voter, () => listeners[0].onChange({ kind: 'signal', signal: signal(voteTable.v + 1, 'day') }));
  await tick(10);
  expect(actionsOf(calls, 'p3')).toEqual(['myCard', 'myTurn', 'myTurn']);
  await as(voter, () => listeners[0].onChange({ kind: 'seat', signal: { v: 4 } }));
  await tick(10);
  expect(actionsOf(calls, 'p3')).toEqual(['myCard', 'myTurn', 'myTurn']);
  room.seatV = { 3: 5 };
  await as(voter, () => listeners[0].onChange({ kind: 'seat', signal: { v: 5 } }));
  await tick(10);
  expect(actionsOf(calls, 'p3')).toEqual(['myCard', 'myTurn', 'myTurn', 'myTurn']);
});

test('a change only of its own prompt (the seat\'s signal) is read; a signal it already holds is not', async () => {
  const { pages, calls, room } = await openConsoles({ table: voteTable, seats: { p3: 3 }, prompts: { 3: null } });
  const [voter] = pages;
  expect(text($(voter.comp, '#console'))).not.toContain('不选就是弃票');
  await as(voter, () => listeners[0].onChange({ kind: 'signal', signal: signal(10, 'day') }));
  await tick(10);
  expect(actionsOf(calls, 'p3')).toEqual(['myCard', 'myTurn']);
  room.prompts[3] = voterPrompt;
  await as(voter, () => listeners[0].onChange({ kind: 'seat', signal: { v: 2 } }));
  await tick(10);
  expect(actionsOf(calls, 'p3')).toEqual(['myCard', 'myTurn', 'myTurn']);
  expect(text($(voter.comp, '#console'))).toContain('不选就是弃票');
});

test('the card, pressed by day, shows what the night told this seat; a phone told nothing shows the card alone', async () => {
  const { pages, calls, room } = await openConsoles({
    table: voteTable, seats: { p3: 3, p4: 4 }, prompts: {},
    notes: { 3: [{ round: 1, phase: 'night', text: '6 号是狼人' }] },
  });
  const [seer, other] = pages;
  const press = (page: Opened) => as(page, () => $(page.comp, '#card').dispatchEvent('touchstart'));
  await press(seer);
  expect(text($(seer.comp, '#face-notes'))).toBe('你知道的6 号是狼人');
  await press(other);
  expect(other.comp.querySelector('#face-notes')).toBeFalsy();
  // A later night's result comes with the seat's own signal: the face shows it too.
  room.notes = { 3: [...room.notes![3], { round: 2, phase: 'night', text: '8 号是好人' }] };
  room.seatV = { 3: 7 };
  await as(seer, () => listeners[0].onChange({ kind: 'seat', signal: { v: 7 } }));
  await tick(10);
  expect(actionsOf(calls, 'p3').at(-1)).toBe('myTurn');
  expect(text($(seer.comp, '#face-notes'))).toBe('你知道的6 号是狼人8 号是好人');
});
