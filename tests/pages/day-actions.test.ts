// 白狼王骑士 in an auto room through the real pages on the in-process engine: by day the knight's
// console offers 决斗 and the white wolf king's 自爆带人, each only on the phone the server names; the
// target is picked on the grid and the action goes out as `play`.
import type { RoleCard } from '../../typings/api';
import { advance, autoTable, pickSeat, playOnUntil, promptOf, tableOf } from './helpers/auto-table';
import { backend, phonesOnFakeClock, tick } from './helpers/env';
import { $, as, text, type Opened } from './helpers/load';

phonesOnFakeClock(5);

const dayButtons = (page: Opened) => ['#explode', '#explode-take', '#duel'].filter((id) => page.comp.querySelector('#console')?.querySelector(id));

async function tapButton(page: Opened, id: string): Promise<void> {
  const node = $($(page.comp, '#console'), id);
  await as(page, () => (node.querySelector('.van-button') ?? node).dispatchEvent('tap'));
  await tick(50);
}

test('the knight duels and the white wolf king explodes taking someone, from their own phones only', async () => {
  const table = await autoTable({ preset: 'modern12-whitewolfking-knight', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } });
  const { roomNo, host, players } = table;
  await tick(100);
  const roles = (await backend.store.get(roomNo))!.room.match.state.seats.map((s) => (s as { role: string }).role);
  const seatOf = (role: string) => roles.indexOf(role) + 1;
  const knight = players[seatOf('knight') - 1];
  const king = players[seatOf('whiteWolfKing') - 1];
  const keep = new Set([seatOf('knight'), seatOf('whiteWolfKing')]);
  expect((knight.page.data.face as { title: string }).title).toBe('骑士');

  // The table plays on (nobody shoots, kills or votes the two out) until the day's speeches.
  await advance(host);
  await playOnUntil(table, () => knight.page.data.dayActions?.duel !== undefined, (seat) => keep.has(seat));
  expect(tableOf(knight)!.step!.key).toBe('day.speech');

  // Only the knight's phone shows 决斗; only the king's shows 自爆带人 (and 自爆); nobody else's any.
  expect(dayButtons(knight)).toEqual(['#duel']);
  expect(dayButtons(king)).toEqual(['#explode', '#explode-take']);
  for (const player of players.filter((p) => p !== knight && p !== king && tableOf(p)!.seats[p.page.data.seat - 1].alive)) {
    const role = roles[player.page.data.seat - 1];
    expect(dayButtons(player)).toEqual(role === 'werewolf' ? ['#explode'] : []);
  }

  // 决斗: the knight aims, picks a good player on the grid, confirms; the duel goes out as play.
  const good = roles.findIndex((r, i) => r === 'villager' && tableOf(knight)!.seats[i].alive) + 1;
  await tapButton(knight, '#duel');
  expect($(knight.comp, '#console').querySelector('#pick-text')).toBeTruthy();
  await pickSeat(knight, good);
  const screen = $(knight.comp, '#console');
  expect(text($(screen, '#pick-text'))).toBe(`决斗 ${good} 号？`);
  expect(text($(screen, '#duel'))).toBe('取消决斗');
  expect(text($(screen, '#send'))).toBe(`决斗 ${good} 号`);
  await tapButton(knight, '#send');
  // Asked once more: a duel cannot be taken back.
  expect(knight.phone.modals.at(-1)).toMatch(new RegExp(`^决斗 ${good} 号？：骑士亮牌决斗`));
  expect(knight.phone.sent.filter((c) => c.action === 'play').at(-1)!.params).toMatchObject({ input: { duel: good } });
  // A good player: the knight pays with his life; his phone shows he is out, with no 决斗 any more.
  expect(tableOf(knight)!.seats[knight.page.data.seat - 1].alive).toBe(false);
  expect(dayButtons(knight)).toEqual([]);

  // The day goes on; the other phones learn of it on their live channel.
  await playOnUntil(table, () => king.page.data.dayActions?.explodeTake !== undefined, (seat) => keep.has(seat), 60);
  expect(dayButtons(king)).toContain('#explode-take');
  const taken = roles.findIndex((r, i) => r === 'villager' && i + 1 !== good && tableOf(king)!.seats[i].alive) + 1;
  await tapButton(king, '#explode-take');
  await pickSeat(king, taken);
  expect(text($($(king.comp, '#console'), '#send'))).toBe(`自爆，带走 ${taken} 号`);
  await tapButton(king, '#send');
  expect(king.phone.sent.filter((c) => c.action === 'play').at(-1)!.params).toMatchObject({ input: { explode: king.page.data.seat, take: taken } });
  const after = tableOf(king)!;
  expect(after.seats[king.page.data.seat - 1].alive).toBe(false);
  expect(after.seats[taken - 1].alive).toBe(false);
  // Every phone hears the day is over: no day action left anywhere.
  await tick(100);
  expect(players.flatMap(dayButtons)).toEqual([]);
  expect(promptOf(king)).toBeNull();
  expect((knight.page.data.face as RoleCard & { title: string }).title).toBe('骑士');
}, 60_000);
