// People come and go, on real games: the 大屏 of an auto room at night (a watcher's tablet or spare
// phone), a watcher's phone in a judge room by day, the rescue vote on a player's phone, and the
// substitute's code on the judge's phone.
import type { TableView } from '../typings/api';
import type { TableRoom } from '../cloudfunctions/game/src/standings';
import { backend, direct, phone, resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { $, as, load, open, settle } from '../tests/pages/helpers/load';
import { tableFor } from '../tests/pages/helpers/table';
import { snapshot } from './lib/render';
import { leave, playUntil, seatNamed } from './lib/play';

const hostPath = 'pages/host/index';
const hostId = load(hostPath);
const cardPath = 'pages/card/index';
const cardId = load(cardPath);
const judgePath = 'pages/judge/index';
const judgeId = load(judgePath);

beforeEach(() => {
  resetPhones();
  resetBackend(3);
});

function watcherPhone(name: string, nickname: string) {
  const p = phone(name);
  p.storage.set('devOpenid', `${name}-openid`);
  p.storage.set('nickname', nickname);
  return p;
}

/** The judge's phone went quiet long ago (the room's clock set back: a picture cannot wait two minutes). */
async function judgeGone(roomNo: string): Promise<void> {
  const stored = await backend.store.get(roomNo);
  if (!stored) throw new Error(`no room ${roomNo}`);
  const room = stored.room as TableRoom;
  const { judgeSeenAt: _, ...rest } = room;
  await backend.store.update(roomNo, stored.version, { ...rest, createdAt: room.createdAt - 600_000 } as TableRoom);
}

test('大屏: an auto room at night, its clock running, seats and news large', async () => {
  const { roomNo } = await direct('host-openid', {
    action: 'createRoom', game: 'werewolf', players: 9, preset: 'classic', host: 'auto', rules: { 'auto.nightStepSeconds': 30, 'auto.nightStepJitter': 0 },
  }) as { roomNo: string };
  for (let i = 1; i <= 9; i++) await direct(`player-${i}`, { action: 'joinRoom', roomNo, nickname: ['小明', '阿杰', '莉莉', '大壮', '老王', '小美', '阿强', '晓雯', '豆豆'][i - 1] });
  let view = await direct('host-openid', { action: 'tableView', roomNo }) as TableView;
  while (view.step && !view.step.timer) view = await direct('host-openid', { action: 'act', roomNo, stepId: view.step.id }) as TableView;
  const tablet = watcherPhone('tablet', '客厅平板');
  await direct('tablet-openid', { action: 'watch', roomNo, nickname: '客厅平板' });
  await direct('fan-openid', { action: 'watch', roomNo, nickname: '小李' });
  const page = await open(hostId, { roomNo, screen: '1' }, tablet);
  await snapshot('big-screen', page, { path: hostPath, id: hostId });
  leave(page);
});

test('a watcher\'s phone in a judge room by day: the table, the news, no button', async () => {
  const table = await tableFor({ game: 'werewolf', players: 9, preset: 'classic' });
  await seatNamed(table, 9);
  // Day 2: the table has been told of a night, a vote and an exile.
  await playUntil(table, (view) => view.round === 2 && view.phase === 'day' && view.step?.input.type === 'none');
  const fan = watcherPhone('fan', '小李');
  await direct('fan-openid', { action: 'watch', roomNo: table.roomNo, nickname: '小李' });
  const page = await open(hostId, { roomNo: table.roomNo, screen: '1' }, fan);
  await snapshot('spectator-phone', page, { path: hostPath, id: hostId });
  leave(page);
});

test('the rescue vote on a player\'s phone', async () => {
  const table = await tableFor({ game: 'werewolf', players: 9, preset: 'classic' });
  await seatNamed(table, 9);
  await playUntil(table, (view) => view.phase === 'night' && view.step?.key !== 'checkin');
  const player = phone('player-3');
  player.storage.set('devOpenid', 'player-3');
  const page = await open(cardId, { roomNo: table.roomNo }, player);
  await judgeGone(table.roomNo);
  await direct('player-1', { action: 'rescue', roomNo: table.roomNo });
  await direct('player-5', { action: 'rescueVote', roomNo: table.roomNo, yes: true });
  await settle(200);
  await snapshot('rescue-vote', page, { path: cardPath, id: cardId });
  leave(page);
});

test('the substitute\'s code on the judge\'s phone', async () => {
  const table = await tableFor({ game: 'werewolf', players: 9, preset: 'classic' });
  await seatNamed(table, 9);
  await playUntil(table, (view) => view.phase === 'night' && view.step?.key !== 'checkin');
  const page = await open(judgeId, { roomNo: table.roomNo }, table.judge);
  await as(page, () => $(page.comp, '#grid').querySelectorAll('.cell')[3].dispatchEvent('longpress'));
  await as(page, () => $($(page.comp, '#people'), '#seat-sheet').instance.triggerEvent('select', { id: 'substitute', name: '换人' }));
  await snapshot('substitute-code', page, { path: judgePath, id: judgeId });
  leave(page);
});
