// 自动主持 on fixture tables, for states a short real game does not reach on cue (auto-game.preview.ts
// has the rest): the host phone in a vote (who has not voted), at dawn, a host who plays (and their
// review at the end, on a real game), a host phone that was taken over; the player's phone (the card
// page as the console) with the wolves' picks, the speaker, and the 闭眼 screen every other phone
// shows at night.
import simulate from 'miniprogram-simulate';
import { snapshot } from './lib/render';
import type { CreateRoomResult, MyCardResult, Prompt, TableView, WordCard } from '../typings/api';
import {
  dawnTable, nightSeerTable, ROOM_NO, speakerPrompt, speechTable, voteTable, voterPrompt, wolvesPrompt,
} from '../tests/fixtures/auto';
import { fakeAutoServer, type AutoRoom } from '../tests/pages/helpers/auto';
import { direct, phone, resetBackend, resetPhones, serveFake } from '../tests/pages/helpers/env';
import { $, as, load, open, tap, type Opened } from '../tests/pages/helpers/load';
import { leave, NICKNAMES } from './lib/play';

// The fixture room lives only in the fake server: no live channel to it (the pages' own read shows it).
jest.mock('../miniprogram/services/live', () => ({ watchRoom: () => () => undefined }));

const hostPath = 'pages/host/index';
const hostId = load(hostPath);
const cardPath = 'pages/card/index';
const cardId = load(cardPath);

beforeEach(() => {
  resetPhones();
  resetBackend(3);
});
afterEach(() => serveFake(null));

async function hostPicture(name: string, start: AutoRoom, act?: (page: Opened) => Promise<void>): Promise<void> {
  serveFake(fakeAutoServer(start).server);
  const host = phone('host');
  host.storage.set('devOpenid', 'host-openid');
  const page = await open(hostId, { roomNo: ROOM_NO }, host);
  if (act) await act(page);
  await snapshot(name, page, { path: hostPath, id: hostId });
  leave(page);
}

const room = (table: TableView, extra: Partial<AutoRoom> = {}): AutoRoom => ({ table, seats: {}, prompts: {}, ...extra });

test('host phone: vote, dawn', async () => {
  await hostPicture('host-vote', room(voteTable));
  await hostPicture('host-dawn', room(dawnTable));
});

test('host phone: dawn on a board that shows the cards of the dead', async () => {
  const shown: Record<number, { roleName: string; bad?: true }> = { 4: { roleName: '狼人', bad: true }, 9: { roleName: '预言家' } };
  const seats = dawnTable.seats.map((s) => ({ ...s, ...shown[s.seat] }));
  await hostPicture('host-dawn-cards-shown', room({ ...dawnTable, seats }));
});

test('host phone of a host who plays: their prompt one tap away', async () => {
  // The vote waits on the host's seat 6, as the table shows: 轮到我了. Its empty answer is named as the server names it.
  await hostPicture('host-plays', room(voteTable, { seats: { 'host-openid': 6 }, prompts: { 6: { ...voterPrompt, passLabel: '弃票' } } }), async (page) => {
    await as(page, () => page.page.onShowMine());
  });
});

test('host phone taken over while it was away: the big screen, who took over on top', async () => {
  const told = '主持手机掉线，已由 1 号接管，你现在是观战者';
  serveFake(fakeAutoServer(room(dawnTable), (call) => (call.action === 'act' ? { ok: false, error: { code: 'NOT_JUDGE', message: told } } : undefined)).server);
  const host = phone('host');
  host.storage.set('devOpenid', 'host-openid');
  const page = await open(hostId, { roomNo: ROOM_NO }, host);
  await tap(page, '#advance');
  await snapshot('host-taken-over', page, { path: hostPath, id: hostId });
  leave(page);
});

test('host phone of a host who plays, at the end of a real 谁是卧底: their own review', async () => {
  const hostPhone = phone('host');
  hostPhone.storage.set('devOpenid', 'host-openid');
  hostPhone.storage.set('nickname', NICKNAMES[0]);
  const { roomNo } = await direct('host-openid', { action: 'createRoom', game: 'undercover', players: 6, host: 'auto' }) as CreateRoomResult;
  const page = await open(hostId, { roomNo }, hostPhone);
  await tap(page, '#join');
  for (let n = 2; n <= 6; n++) await direct(`player-${n}`, { action: 'joinRoom', roomNo, nickname: NICKNAMES[n - 1] });
  await as(page, () => page.page.refresh());
  await tap(page, '#advance');
  const openids = ['host-openid', ...[2, 3, 4, 5, 6].map((n) => `player-${n}`)];
  const words = await Promise.all(openids.map(async (openid) => ((await direct(openid, { action: 'myCard', roomNo }) as MyCardResult).card as WordCard).word));
  // Every seat without the civilians' word leaves: the civilians have won.
  const civilians = words.find((w) => words.filter((x) => x === w).length > words.length / 2);
  for (const [i, word] of words.entries()) if (word !== civilians) await direct('host-openid', { action: 'leave', roomNo, seat: i + 1 });
  await as(page, () => page.page.refresh());
  await snapshot('host-plays-review', page, { path: hostPath, id: hostId });
  leave(page);
});

/** A player's phone in the auto room: the card page as the console, the prompt tapped as `taps` say. */
async function consolePicture(name: string, table: TableView, prompt: Prompt | null, seat = 5, taps: number[] = []): Promise<void> {
  const openid = `player-${seat}`;
  serveFake(fakeAutoServer(room(table, { seats: { [openid]: seat }, prompts: { [seat]: prompt } })).server);
  const player = phone(openid);
  player.storage.set('devOpenid', openid);
  const page = await open(cardId, { roomNo: ROOM_NO }, player);
  for (const tap of taps) {
    await as(page, () => $(page.comp, '#console').querySelector('#grid')?.querySelectorAll('.cell')[tap - 1].dispatchEvent('tap'));
    await simulate.sleep(0);
  }
  await snapshot(name, page, { path: cardPath, id: cardId });
  leave(page);
}

test('player console: wolves, speaker, eyes closed', async () => {
  // The wolves' own step, their prompt not yet confirmed (an answer shows 已记录 instead).
  const { answer: _answer, ...picking } = wolvesPrompt;
  const wolvesTable: TableView = { ...nightSeerTable, step: { ...nightSeerTable.step!, id: wolvesPrompt.stepId, key: 'night.wolves', title: '狼人' } };
  await consolePicture('console-wolves', wolvesTable, picking, 6);
  await consolePicture('console-speaker', speechTable, speakerPrompt, 5);
  await consolePicture('console-eyes-closed', nightSeerTable, null, 5);
});
