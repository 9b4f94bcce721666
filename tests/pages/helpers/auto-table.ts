// An auto room at a real table, through the real pages on the in-process engine: the host page on
// the host's phone and a card page (the player's console) on each player's phone, each phone with its
// own identity. `answer` and `advance` are the people: they tap what their phone shows.
import type { CreateRoomResult, Prompt, TableView } from '../../../typings/api';
import { config } from '../../../miniprogram/config';
import { direct, phone, tick } from './env';
import { $, as, load, open, type Opened } from './load';

/** The two pages, registered once (`{ path, id }`, as previews name them). */
export const HOST_PAGE = { path: 'pages/host/index', id: load('pages/host/index') };
export const CARD_PAGE = { path: 'pages/card/index', id: load('pages/card/index') };

export interface AutoTable { roomNo: string; host: Opened; players: Opened[] }

/** What the page holds from its last answer (what its screen shows). */
export const promptOf = (page: Opened): Prompt | null => page.page.data.prompt ?? null;
export const tableOf = (page: Opened): TableView | null => page.page.data.table ?? null;

/**
 * Creates the room as the host's phone (12-player 狼人杀 by default, short night steps), opens the
 * host page, then each player opens the room's card page, which seats them.
 */
export async function autoTable(params: Record<string, unknown> = {}, nicknames: readonly string[] = []): Promise<AutoTable> {
  const hostPhone = phone('host');
  hostPhone.storage.set('devOpenid', 'host-openid');
  // The caller the server knows the host phone by: its development id, or its openid on CloudBase.
  const { roomNo, view } = await direct(config.cloudEnvId ? 'cloud-host' : 'host-openid', {
    action: 'createRoom', game: 'werewolf', players: 12, preset: 'classic', host: 'auto',
    rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 }, ...params,
  }) as CreateRoomResult;
  const host = await open(HOST_PAGE.id, { roomNo }, hostPhone);
  const players: Opened[] = [];
  for (let i = 1; i <= (view as unknown as TableView).players; i++) {
    const p = phone(`player-${i}`);
    p.storage.set('devOpenid', `player-${i}-openid`);
    p.storage.set('nickname', nicknames[i - 1] ?? `玩家${i}`);
    players.push(await open(CARD_PAGE.id, { roomNo }, p));
  }
  return { roomNo, host, players };
}

/** A player picks the seat on their console's grid. */
export async function pickSeat(page: Opened, seat: number): Promise<void> {
  await as(page, () => $($(page.comp, '#console'), '#grid').querySelectorAll('.cell')[seat - 1].dispatchEvent('tap'));
}

/**
 * A person answering what their phone asks: the first offered seat but their own (and but those
 * `avoid` names), the first choice, or 过; `send` false leaves the pick on screen unsent. Answers
 * whether something was sent.
 */
export async function answer(page: Opened, send = true, avoid: (seat: number) => boolean = () => false): Promise<boolean> {
  const prompt = promptOf(page);
  if (!prompt || prompt.answer !== undefined) return false;
  const screen = $(page.comp, '#console');
  const spec = prompt.input;
  if (spec.type === 'seats' && spec.options.length > 0 && spec.max > 0) {
    await pickSeat(page, spec.options.find((s) => s !== page.page.data.seat && !avoid(s)) ?? spec.options[0]);
  }
  if (spec.type === 'choice') {
    const choice = screen.querySelector(`#choice-${spec.options[0].id}`);
    if (choice) await as(page, () => (choice.querySelector('.van-button') ?? choice).dispatchEvent('tap'));
  }
  const button = screen.querySelector('#send');
  if (!send || !button) return false;
  await as(page, () => (button.querySelector('.van-button') ?? button).dispatchEvent('tap'));
  return true;
}

/** The host taps 开始游戏 / 下一步 when the page offers it (text only: nothing reads the lines aloud). */
export async function advance(host: Opened): Promise<boolean> {
  if (!host.page.data.canAdvance) return false;
  await as(host, () => $(host.comp, '#advance').querySelector('.van-button')?.dispatchEvent('tap'));
  return true;
}

/**
 * The table plays on, a second at a time, until `done`: every phone answers what it shows (sparing
 * the seats `spare` names as targets), the host taps 下一步 where it may.
 */
export async function playOnUntil(table: AutoTable, done: () => boolean, spare: (seat: number) => boolean = () => false, seconds = 600): Promise<void> {
  for (let second = 0; second < seconds && !done(); second++) {
    for (const player of table.players) await answer(player, true, spare);
    await advance(table.host);
    await tick(1000);
  }
}
