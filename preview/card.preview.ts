// A player's card: face down, pressed (a 狼人杀 role, a 谁是卧底 word, 白板), out of the game (the
// table under the card), just after the judge dealt again; whom a rescue may propose; a seat that went
// to another phone; a room already full.
import type { SubstituteResult } from '../typings/api';
import { snapshot } from './lib/render';
import { config } from '../miniprogram/config';
import { direct, phone, resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { $, as, load, open, settle, type Opened } from '../tests/pages/helpers/load';
import { tableFor, type Table } from '../tests/pages/helpers/table';
import { NICKNAMES, atStep, leave, playUntil, seatNamed, seatsWith } from './lib/play';

const path = 'pages/card/index';
const id = load(path);

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(11);
});
afterEach(() => Object.assign(config, defaults));

/** The phone of seat `seat`'s player: everyone else is seated straight through the backend first. */
async function cardOf(table: Table, seat: number): Promise<Opened> {
  if (seat > 1) await seatNamed(table, seat - 1);
  const p = phone(`player-${seat}`);
  p.storage.set('devOpenid', `player-${seat}-openid`);
  p.storage.set('nickname', NICKNAMES[seat - 1]);
  return open(id, { roomNo: table.roomNo }, p);
}

async function press(page: Opened): Promise<void> {
  await as(page, () => page.comp.querySelector('#card')?.dispatchEvent('touchstart'));
}

async function picture(name: string, page: Opened): Promise<void> {
  await snapshot(name, page, { path, id });
  leave(page);
}

test('face down', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-guard' });
  await picture('card-face-down', await cardOf(table, 5));
});

test('pressed: a werewolf', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-guard' });
  const page = await cardOf(table, seatsWith(table.view, 'werewolf', false)[0]);
  await press(page);
  await picture('card-werewolf', page);
});

test('pressed: an undercover word, and 白板', async () => {
  const table = await tableFor({ game: 'undercover', players: 8, words: { civilian: '火锅', undercover: '麻辣烫' } });
  const word = await cardOf(table, seatsWith(table.view, 'undercover', false)[0]);
  await press(word);
  await picture('card-undercover-word', word);

  // A fresh table: the word's phone has taken the seats up to its own, and the blank's phone joins the first free one.
  const other = await tableFor({ game: 'undercover', players: 8, words: { civilian: '火锅', undercover: '麻辣烫' } });
  const blank = await cardOf(other, seatsWith(other.view, 'blank', false)[0]);
  await press(blank);
  await picture('card-undercover-blank', blank);
});

test('a dead player', async () => {
  const table = await tableFor({ game: 'killer', players: 8 });
  const victim = seatsWith(table.view, 'civilian')[0];
  const page = await cardOf(table, victim);
  await seatNamed(table, 8 - victim, victim + 1);
  await playUntil(table, atStep('day.dawn'), {
    'night.killers': () => ({ seats: [victim] }),
  });
  await settle(250);
  await picture('card-dead', page);
});

test('just after a redeal', async () => {
  const table = await tableFor({ game: 'killer', players: 8 });
  const page = await cardOf(table, 3);
  await seatNamed(table, 5, 4);
  await playUntil(table, atStep('day.vote'));
  await settle(250);
  await direct(table.openid, { action: 'redeal', roomNo: table.roomNo });
  await settle(250);
  await picture('card-redealt', page);
});

test('whom a rescue may propose: 自动主持, or a player who is out', async () => {
  const table = await tableFor({ game: 'killer', players: 8 });
  const victim = seatsWith(table.view, 'civilian')[0];
  const asker = seatsWith(table.view, 'civilian')[1];
  const page = await cardOf(table, asker);
  await seatNamed(table, 8 - asker, asker + 1);
  await playUntil(table, atStep('day.lastWords'), {
    'night.killers': () => ({ seats: [victim] }),
  });
  await settle(250);
  await as(page, () => $($(page.comp, '#rescue-vote'), '#rescue-link').dispatchEvent('tap'));
  await picture('card-rescue-choices', page);
});

test('a seat that went to another phone', async () => {
  const table = await tableFor({ game: 'killer', players: 8 });
  const page = await cardOf(table, 3);
  await seatNamed(table, 5, 4);
  await playUntil(table, atStep('day.vote'));
  await settle(250);
  const { code } = await direct(table.openid, { action: 'substitute', roomNo: table.roomNo, seat: 3 }) as SubstituteResult;
  await direct('friend', { action: 'joinRoom', roomNo: table.roomNo, code, nickname: '小林' });
  await settle(250);
  await picture('card-taken-over', page);
});

test('a room already full', async () => {
  const table = await tableFor({ game: 'killer', players: 8 });
  await seatNamed(table, 8);
  const late = phone('late');
  late.storage.set('devOpenid', 'late-openid');
  await picture('card-room-full', await open(id, { roomNo: table.roomNo }, late));
});
