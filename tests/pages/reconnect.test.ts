// Coming back (reconnect) through the real pages on the in-process engine: a phone hidden while the
// game moves on (across a step it should have acted in) shows, once shown again, exactly what a
// phone that has just opened the room shows; it never offers a prompt whose step has closed. A phone
// whose storage was cleared finds its room from the room number and gets its seat back.
import { config } from '../../miniprogram/config';
import { advance, answer, autoTable, CARD_PAGE, HOST_PAGE, promptOf, tableOf, type AutoTable } from './helpers/auto-table';
import { direct, onPhone, phone, phonesOnFakeClock, tick } from './helpers/env';
import { as, change, load, open, settle, tap, type Opened } from './helpers/load';

const defaults = { ...config };
phonesOnFakeClock(11);
afterEach(() => {
  Object.assign(config, defaults);
});

const homePage = load('pages/home/index');
const screen = (page: Opened) => page.comp.dom?.innerHTML ?? '';
/** The screen but for the clock (a restart takes a moment). */
const face = (page: Opened) => screen(page).replace(/timer">[^<]*</, 'timer"><');
const hide = (page: Opened) => as(page, () => page.page.onHide());
const show = (page: Opened) => as(page, () => page.page.onShow());

/** The host starts and reads the lines until `seat`'s phone has a prompt it has not answered. */
async function untilAsked(table: AutoTable, seat: number): Promise<void> {
  for (let i = 0; i < 60 && !(promptOf(table.players[seat - 1]) && promptOf(table.players[seat - 1])!.answer === undefined); i++) {
    await advance(table.host);
    await tick(1000);
  }
  expect(promptOf(table.players[seat - 1])).toMatchObject({ stepId: expect.any(Number) });
}

/** The rest of the table plays on for `seconds`, every phone but `absent` answering what it shows. */
async function othersPlay(table: AutoTable, absent: Opened[], seconds: number): Promise<void> {
  for (let s = 0; s < seconds; s++) {
    for (const player of table.players) if (!absent.includes(player)) await answer(player);
    if (!absent.includes(table.host)) await advance(table.host);
    await tick(1000);
  }
}

/** The same person on another phone (their identity, their nickname), opening `path` afresh. */
async function freshPhone(of: Opened, name: string, path: string, roomNo: string): Promise<Opened> {
  const fresh = phone(name);
  for (const key of ['devOpenid', 'nickname']) if (of.phone.storage.has(key)) fresh.storage.set(key, of.phone.storage.get(key));
  return open(path, { roomNo }, fresh);
}

describe('on the local long poll', () => {
  beforeEach(() => {
    config.cloudEnvId = '';
  });

  it('a player\'s console hidden across a step it should have acted in shows, once back, what a freshly opened phone shows', async () => {
    const table = await autoTable();
    const me = table.players[4];
    await untilAsked(table, 5);
    const missed = promptOf(me)!;
    await hide(me);
    const callsWhileAway = me.phone.sent.length;
    // The night goes on without it: its step closes by time, the next ones open and close.
    await othersPlay(table, [me], 25);
    expect(tableOf(table.players[0])!.step?.id).toBeGreaterThan(missed.stepId);
    expect(me.phone.sent.length).toBe(callsWhileAway);
    // The hidden page still holds the prompt it had…
    expect(promptOf(me)).toMatchObject({ stepId: missed.stepId });
    // …and, shown again, never offers it, not even before its read is back.
    onPhone(me.phone, () => me.page.onShow());
    expect(promptOf(me)?.stepId).not.toBe(missed.stepId);
    await settle(50);
    const fresh = await freshPhone(me, 'player-5-again', CARD_PAGE.id, table.roomNo);
    await settle(50);
    expect({ ...tableOf(me), serverNow: 0 }).toEqual({ ...tableOf(fresh), serverNow: 0 });
    expect(promptOf(me)).toEqual(promptOf(fresh));
    expect(screen(me)).toBe(screen(fresh));
    // One read on show, no other.
    expect(me.phone.sent.slice(callsWhileAway).map((c) => c.action)).toEqual(['myTurn']);
  }, 60_000);

  it('the host page hidden while the game moves on shows, once back, what a freshly opened host page shows', async () => {
    const table = await autoTable();
    await untilAsked(table, 1);
    const away = tableOf(table.players[0])!.step!.id;
    await hide(table.host);
    const callsWhileAway = table.host.phone.sent.length;
    // With the host's phone hidden nobody calls at the close times: the players' phones, answering,
    // and one look at the table by a player now and then move the game on.
    for (let round = 0; round < 4; round++) {
      await othersPlay(table, [table.host], 8);
      await direct('player-1-openid', { action: 'tableView', roomNo: table.roomNo });
    }
    await settle(50);
    expect(tableOf(table.players[0])!.step!.id).toBeGreaterThan(away);
    expect(table.host.phone.sent.length).toBe(callsWhileAway);
    await show(table.host);
    await settle(50);
    const fresh = await freshPhone(table.host, 'host-again', HOST_PAGE.id, table.roomNo);
    await settle(50);
    expect(table.host.page.data.title).toBe(fresh.page.data.title);
    expect(screen(table.host)).toBe(screen(fresh));
  }, 60_000);
});

it('on CloudBase a phone whose storage was cleared finds its room from the room number and gets its seat back', async () => {
  config.cloudEnvId = 'test-env';
  const table = await autoTable();
  const me = table.players[2];
  await untilAsked(table, 3);
  const before = face(me);
  expect(me.page.data.seat).toBe(3);
  // Killed and restarted with its storage gone: the openid is WeChat's, the same as before.
  await as(me, () => me.page.onUnload());
  me.phone.storage.clear();
  const home = await open(homePage, {}, me.phone);
  await change(home, '#room-no', table.roomNo);
  await tap(home, '#join');
  expect(me.phone.navigations.at(-1)).toBe(`/pages/card/index?roomNo=${table.roomNo}`);
  const sentBefore = me.phone.sent.length;
  const back = await open(CARD_PAGE.id, { roomNo: table.roomNo }, me.phone);
  await settle(50);
  expect(back.page.data.seat).toBe(3);
  // Its seat, not a new one: myCard found it, nothing joined.
  expect(back.phone.sent.slice(sentBefore).map((c) => c.action)).toEqual(['myCard', 'myTurn']);
  expect(face(back)).toBe(before);
}, 60_000);
