// People come and go, as a player's card page lives it, on the in-process engine: a seat that went to
// another phone (换人) says so on the old phone at once and then calls nothing, in a judge room and in
// an auto room, on either transport, also when the phone opens the room again; a phone that finds no
// seat may watch instead; whom a rescue may propose; a closed room offers only the way home.
import type { JudgeView, SubstituteResult, TableView } from '../../typings/api';
import { config } from '../../miniprogram/config';
import { simpleInput } from '../helpers/autoplay';
import { advance, autoTable, CARD_PAGE, playOnUntil, promptOf } from './helpers/auto-table';
import { direct, phonesOnFakeClock, tick, type Phone } from './helpers/env';
import { $, as, open, tap, text, toast, type Opened } from './helpers/load';
import { namedPhone, seat, started, tableFor, viewOf, type Table } from './helpers/table';

const defaults = { ...config };
phonesOnFakeClock(7);
afterEach(() => Object.assign(config, defaults));

const TRANSPORTS = [['cloud watch()', 'test-env'], ['local long poll', '']] as const;

/** `seat` goes to a new phone with a substitute's code, as the judge or host hands it out. */
async function substitute(roomNo: string, by: string, seatNo: number, nickname: string): Promise<void> {
  const { code } = await direct(by, { action: 'substitute', roomNo, seat: seatNo }) as SubstituteResult;
  await direct('friend-openid', { action: 'joinRoom', roomNo, code, nickname });
}

const TAKEN_OVER = /^(\d+) 号座位已经交给另一部手机/;

function expectTakenOver(card: Opened, seatNo: number): void {
  expect(text($(card.comp, '#error .error-text'))).toMatch(TAKEN_OVER);
  expect(text($(card.comp, '#error .error-text')).startsWith(`${seatNo} 号`)).toBe(true);
  expect(card.comp.querySelector('#card')).toBeFalsy();
  expect(card.comp.querySelector('#retry')).toBeFalsy();
  expect(card.comp.querySelector('#watch')).toBeTruthy();
  expect(card.comp.querySelector('#home')).toBeTruthy();
}

/** Calls and long polls the phone makes over `ms`. */
async function callsOver(p: Phone, ms: number): Promise<number> {
  const before = p.sent.length + p.signalWaits;
  await tick(ms);
  return p.sent.length + p.signalWaits - before;
}

describe.each(TRANSPORTS)('a seat taken over by another phone, on the %s', (_name, cloudEnvId) => {
  beforeEach(() => {
    config.cloudEnvId = cloudEnvId;
  });

  it('judge room: the old phone says so, hides the card and calls nothing more; opened again, it says the same and 观战 watches', async () => {
    const table = await tableFor({ game: 'killer', players: 6 });
    const old = namedPhone('old', '老张');
    const card = await open(CARD_PAGE.id, { roomNo: table.roomNo }, old);
    await seat(table, 5, 2);
    await started(table);
    await tick(50);
    expect(text($(card.comp, '#seat'))).toBe('1 号');

    await substitute(table.roomNo, table.openid, 1, '小王');
    await tick(50);
    expectTakenOver(card, 1);
    expect(await callsOver(old, 10 * 60_000)).toBe(0);

    // The share card or 最近的房间, later: the same words, and no seat is asked for (the room is full).
    const sent = old.sent.length;
    const again = await open(CARD_PAGE.id, { roomNo: table.roomNo }, old);
    expectTakenOver(again, 1);
    expect(old.sent.slice(sent).map((c) => c.action)).not.toContain('joinRoom');
    await tap(again, '#watch');
    expect(old.sent.at(-1)).toMatchObject({ action: 'watch', params: { roomNo: table.roomNo, nickname: '老张' } });
    expect(old.navigations.at(-1)).toBe(`redirect:/pages/host/index?roomNo=${table.roomNo}&screen=1`);
  });

  it('auto room: the console says so at once (the seat\'s own channel tells it), lets the screen sleep, and reads nothing every 15 s', async () => {
    const table = await autoTable({ players: 9, preset: 'classic' });
    const old = table.players[2];
    // Into the night, until the seat has been asked something of its own (its channel has spoken).
    await playOnUntil(table, () => promptOf(old) !== null);
    expect(old.phone.keepScreenOn).toBe(true);

    // The new phone goes by the same name: nothing on the table tells the seat changed hands.
    await substitute(table.roomNo, cloudEnvId ? 'cloud-host' : 'host-openid', 3, '玩家3');
    await tick(500);
    expectTakenOver(old, 3);
    expect(old.comp.querySelector('#console')).toBeFalsy();
    expect(old.phone.keepScreenOn).toBe(false);
    expect(old.phone.chrome?.bar).toBe('#ffffff');
    expect(await callsOver(old.phone, 2 * 60_000)).toBe(0);
  });
});

describe('no seat to be had: 观战 instead', () => {
  it('a late phone finds the room full; 观战 opens the big screen', async () => {
    const table = await tableFor({ game: 'killer', players: 6 });
    await seat(table, 6);
    const late = namedPhone('late', '小李');
    const card = await open(CARD_PAGE.id, { roomNo: table.roomNo }, late);
    expect(text($(card.comp, '#error'))).toContain('房间已满');
    await tap(card, '#watch');
    expect(late.sent.at(-1)).toMatchObject({ action: 'watch', params: { roomNo: table.roomNo, nickname: '小李' } });
    expect(late.navigations).toEqual([`redirect:/pages/host/index?roomNo=${table.roomNo}&screen=1`]);
  });

  it('the judge this deal had, opening the share card, reads why he may not sit and may watch', async () => {
    const table = await tableFor({ game: 'killer', players: 6 });
    await seat(table, 6);
    await started(table);
    await direct('fan-openid', { action: 'watch', roomNo: table.roomNo, nickname: '老王' });
    await direct(table.openid, { action: 'handOver', roomNo: table.roomNo, spectator: 'w1' });
    const card = await open(CARD_PAGE.id, { roomNo: table.roomNo }, table.judge);
    expect(text($(card.comp, '#error'))).toContain('你当过这一局的法官');
    await tap(card, '#watch');
    expect(table.judge.navigations).toEqual([`redirect:/pages/host/index?roomNo=${table.roomNo}&screen=1`]);
  });
});

/** 法官没反应？ on a card page: the sheet of whom to propose, by the names it shows. */
async function rescueSheet(card: Opened): Promise<string[]> {
  const link = $($(card.comp, '#rescue-vote'), '#rescue-link');
  await as(card, () => link.dispatchEvent('tap'));
  const sheet = $(card.comp, '#rescue-sheet');
  expect(sheet.instance.data.show).toBe(true);
  return sheet.instance.data.actions.map((a: { name: string }) => a.name);
}

async function propose(card: Opened, name: string): Promise<void> {
  const sheet = $(card.comp, '#rescue-sheet');
  const action = sheet.instance.data.actions.find((a: { name: string }) => a.name === name);
  expect(action).toBeDefined();
  await as(card, () => sheet.instance.triggerEvent('select', action));
}

describe('接管: whom to propose', () => {
  /** A 杀人游戏 of six, each player's card page open, played by its judge until the table is told of a death. */
  async function judgeRoomWithADeath(): Promise<{ table: Table; cards: Opened[]; dead: number }> {
    const table = await tableFor({ game: 'killer', players: 6 });
    const cards: Opened[] = [];
    for (let n = 1; n <= 6; n++) cards.push(await open(CARD_PAGE.id, { roomNo: table.roomNo }, namedPhone(`p${n}`, `玩家${n}`)));
    const told = async () => (await direct('p1-openid', { action: 'tableView', roomNo: table.roomNo }) as TableView).seats.find((s) => !s.alive)?.seat;
    let view = await viewOf(table);
    while (view.step && (await told()) === undefined) {
      view = await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: view.step.id, input: simpleInput(view.step) }) as JudgeView;
    }
    await tick(50);
    return { table, cards, dead: (await told())! };
  }

  it('judge room: 自动主持 or a player who is out; the proposal goes to every phone', async () => {
    const { table, cards, dead } = await judgeRoomWithADeath();
    const asker = cards.find((c) => c.page.data.seat !== dead)!;
    await tick(121_000);
    expect(await rescueSheet(asker)).toEqual(['改成自动主持', `由 ${dead} 号「玩家${dead}」当法官`]);
    await propose(asker, `由 ${dead} 号「玩家${dead}」当法官`);
    expect(asker.phone.sent.at(-1)).toMatchObject({ action: 'rescue', params: { roomNo: table.roomNo, to: dead } });
    await tick(50);
    for (const card of cards) expect(text($($(card.comp, '#rescue-vote'), '#rescue-question'))).toBe(`法官掉线了，由 ${dead} 号接管？`);
  });

  it('judge room: a player no longer out is refused with the server\'s reason', async () => {
    const { table, cards, dead } = await judgeRoomWithADeath();
    const asker = cards.find((c) => c.page.data.seat !== dead)!;
    await rescueSheet(asker);
    // Meanwhile the judge takes the death back.
    let view = await viewOf(table);
    while (!view.seats.find((s) => s.seat === dead)!.alive) view = await direct(table.openid, { action: 'undo', roomNo: table.roomNo }) as JudgeView;
    await propose(asker, `由 ${dead} 号「玩家${dead}」当法官`);
    expect(toast(asker)).toBe('游戏进行中，法官只能交给出局的玩家或观战者');
    expect(asker.page.data.rescue).toBeNull();
  });

  it('auto room: this phone, or any other seat\'s', async () => {
    const { players } = await autoTable({ players: 9, preset: 'classic' });
    const names = await rescueSheet(players[0]);
    expect(names).toEqual(['由我的手机主持', ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `由 ${n} 号「玩家${n}」的手机主持`)]);
  });
});

it('a room closed at night: 房间已关闭 with only the way home, in the day\'s colours, the screen free to sleep', async () => {
  const { roomNo, host, players } = await autoTable({ players: 9, preset: 'classic' });
  await advance(host);
  await tick(3000);
  const [card] = players;
  expect(card.comp.querySelector('.card-page')!.dom?.className).toContain('dark');
  await direct('host-openid', { action: 'closeRoom', roomNo });
  await tick(50);
  expect(text($(card.comp, '#error'))).toContain('房间已关闭');
  expect(card.comp.querySelector('#retry')).toBeFalsy();
  expect(card.comp.querySelector('#home')).toBeTruthy();
  expect(card.comp.querySelector('.card-page')!.dom?.className).not.toContain('dark');
  expect(card.phone.chrome?.bar).toBe('#ffffff');
  expect(card.phone.keepScreenOn).toBe(false);
});
