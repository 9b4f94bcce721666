// 白狼王骑士 in an auto room, from a real game on the in-process engine: by day the knight's phone
// aims 决斗 at a seat, the white wolf king's phone aims 自爆带人 — each console offers them only to
// its own seat, as the server says.
import { advance, autoTable, CARD_PAGE, pickSeat, playOnUntil, type AutoTable } from '../tests/pages/helpers/auto-table';
import { backend, phonesOnFakeClock, tick } from '../tests/pages/helpers/env';
import { $, as, type Opened } from '../tests/pages/helpers/load';
import { snapshot } from './lib/render';
import { NICKNAMES } from './lib/play';

phonesOnFakeClock(5);

async function aim(page: Opened, button: string, target: number): Promise<void> {
  const node = $($(page.comp, '#console'), button);
  await as(page, () => (node.querySelector('.van-button') ?? node).dispatchEvent('tap'));
  await pickSeat(page, target);
}

/** A picture under the fake clock: its wait for Vant's transitions needs the clock to move. */
async function picture(name: string, page: Opened): Promise<void> {
  const shot = snapshot(name, page, { ...CARD_PAGE, scrollTo: '#console' });
  await tick(500);
  await shot;
}

test('day actions: the knight aims 决斗, the white wolf king aims 自爆带人', async () => {
  const table: AutoTable = await autoTable({ preset: 'modern12-whitewolfking-knight' }, NICKNAMES);
  const roles = (await backend.store.get(table.roomNo))!.room.match.state.seats.map((s) => (s as { role: string }).role);
  const seatOf = (role: string) => roles.indexOf(role) + 1;
  const knight = table.players[seatOf('knight') - 1];
  const king = table.players[seatOf('whiteWolfKing') - 1];
  const spare = new Set([seatOf('knight'), seatOf('whiteWolfKing')]);
  await tick(100);
  await advance(table.host);
  await playOnUntil(table, () => knight.page.data.dayActions?.duel !== undefined, (seat) => spare.has(seat), 3600);
  await tick(12_000);
  const villager = roles.findIndex((r, i) => r === 'villager' && knight.page.data.table.seats[i].alive) + 1;
  await aim(knight, '#duel', villager);
  await picture('console-duel', knight);
  await aim(king, '#explode-take', villager);
  await picture('console-explode-take', king);
});
