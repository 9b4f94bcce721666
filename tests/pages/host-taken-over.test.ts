// A host phone that was replaced, through the real host page on the in-process engine: the host phone
// goes quiet mid-game and the table votes another phone in (接管), while the old phone was put away
// (it then comes back) or lay there on screen. It must stop being the host at once — no 下一步, no 暂停,
// no line read aloud, no step moved on — and say who took over: as the big screen when it holds no
// seat, or back on its own seat's phone when it plays.
import type { CreateRoomResult, TableView } from '../../typings/api';
import { direct, phone, phonesOnFakeClock, tick, type Phone } from './helpers/env';
import { $, as, load, open, tap, text, type Opened } from './helpers/load';

const hostPage = load('pages/host/index');

phonesOnFakeClock(7);

const hide = (page: Opened) => as(page, () => page.page.onHide());
const show = (page: Opened) => as(page, () => page.page.onShow());
const sent = (p: Phone) => p.sent.map((c) => c.action);

/** A 6-player auto 杀人游戏 made by the host's phone, its host page open; `hostPlays`: the host takes seat 1 first. */
async function autoRoom(hostPlays: boolean): Promise<{ roomNo: string; host: Opened }> {
  const hostPhone = phone('host');
  hostPhone.storage.set('devOpenid', 'host-openid');
  const { roomNo } = await direct('host-openid', {
    action: 'createRoom', game: 'killer', players: 6, host: 'auto', rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 },
  }) as CreateRoomResult;
  const host = await open(hostPage, { roomNo }, hostPhone);
  if (hostPlays) await tap(host, '#join');
  for (let n = hostPlays ? 2 : 1; n <= 6; n++) await direct(`player-${n}-openid`, { action: 'joinRoom', roomNo, nickname: `玩家${n}` });
  await tick(50);
  await tap(host, '#advance');
  expect(host.page.data.canAdvance).toBe(true);
  return { roomNo, host };
}

/**
 * The table waits on the host phone and nobody touches it for two minutes (`away`: it was put away);
 * then seat `rescuer` asks for `to` and the table agrees.
 */
async function takenOver(roomNo: string, host: Opened, rescuer: number, to?: string, away = true): Promise<void> {
  if (away) await hide(host);
  await tick(121_000);
  const voters = [1, 2, 3, 4, 5, 6].filter((n) => n !== rescuer && (n !== 1 || !host.page.data.playing));
  await direct(`player-${rescuer}-openid`, { action: 'rescue', roomNo, ...(to && { to }) });
  for (const n of voters.slice(0, 3)) await direct(`player-${n}-openid`, { action: 'rescueVote', roomNo, yes: true });
}

describe('a host phone with no seat, taken over, turns into the big screen', () => {
  it.each([
    ['by a seated player, while it was away', undefined, true, '主持已由 2 号接管，你现在是观战者'],
    ['by a watcher, while it was away', 'w1', true, '主持已交给另一部手机，你现在是观战者'],
    ['by a watcher, while it lay there on screen', 'w1', false, '主持已交给另一部手机，你现在是观战者'],
  ])('%s: no control, no narration, who took over on top; it follows the new host\'s game', async (_when, to, away, told) => {
    const { roomNo, host } = await autoRoom(false);
    if (to) await direct('fan-openid', { action: 'watch', roomNo, nickname: '老王' });
    const chimes = host.phone.chimes;
    const before = host.phone.sent.length;
    await takenOver(roomNo, host, 2, to, away);
    const newHost = to ? 'fan-openid' : 'player-2-openid';
    expect(await direct(newHost, { action: 'tableView', roomNo })).toHaveProperty('watchers');

    if (away) await show(host);
    await tick(50);
    expect(text($(host.comp, '#handed'))).toBe(told);
    expect(host.phone.title).toBe('观战');
    expect(host.comp.querySelector('#advance')).toBeFalsy();
    expect(host.comp.querySelector('#pause')).toBeFalsy();
    expect(host.comp.querySelectorAll('.van-button').length).toBe(0);
    expect(sent(host.phone).slice(before)).not.toContain('act');

    // The new host moves the night on: the old phone shows it, and neither chimes nor acts.
    const view = await direct(newHost, { action: 'tableView', roomNo }) as TableView;
    await direct(newHost, { action: 'act', roomNo, stepId: view.step!.id });
    await tick(50);
    const now = await direct(newHost, { action: 'tableView', roomNo }) as TableView;
    expect(now.step!.id).not.toBe(view.step!.id);
    expect(text($(host.comp, '#title'))).toBe(now.step!.title);
    expect(host.phone.chimes).toBe(chimes);
    expect(sent(host.phone).slice(before)).not.toContain('act');
    expect(host.phone.storage.get('recentRooms')).toEqual([expect.objectContaining({ roomNo, role: 'watcher' })]);
  });
});

it('a host who plays, taken over while away, is told who took over and goes back to their own seat\'s phone', async () => {
  const { roomNo, host } = await autoRoom(true);
  expect(host.page.data.mySeat).toBe(1);
  const before = host.phone.sent.length;
  await takenOver(roomNo, host, 2);
  await show(host);
  await tick(50);
  expect(host.phone.modals).toEqual(['你不再是主持：主持已由 2 号接管，你仍是 1 号玩家']);
  expect(host.phone.navigations).toEqual([`redirect:/pages/card/index?roomNo=${roomNo}`]);
  expect(sent(host.phone).slice(before)).not.toContain('act');
});
