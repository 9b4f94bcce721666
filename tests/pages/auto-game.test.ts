// 自动主持 through the real pages: a 12-player 狼人杀 night and day played by the host page (the
// phone in the middle) and 12 card pages as player consoles, each phone with its own identity, on
// the in-process engine. The phones move only on the live channel and the host phone's close-time
// calls; the test is the people at the table: it taps what each phone shows, and lets time pass.
import type { CreateRoomResult, Prompt, TableView } from '../../typings/api';
import { config } from '../../miniprogram/config';
import { direct, phone, resetBackend, resetPhones, tick, useFakeClock, useRealClock } from './helpers/env';
import { $, as, load, open, text, type Opened } from './helpers/load';

const hostPage = load('pages/host/index');
const cardPage = load('pages/card/index');

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(9);
  useFakeClock();
});
afterEach(() => {
  resetPhones();
  useRealClock();
  Object.assign(config, defaults);
});

/** What the page holds from its last answer (what its screen shows). */
const promptOf = (page: Opened): Prompt | null => page.page.data.prompt ?? null;
const tableOf = (page: Opened): TableView | null => page.page.data.table ?? null;

/** A person answering what their phone asks: the first offered seat (the wolves agree that way), the first choice, or 过. */
async function answer(page: Opened): Promise<boolean> {
  const prompt = promptOf(page);
  if (!prompt || prompt.answer !== undefined) return false;
  const console = $(page.comp, '#console');
  const spec = prompt.input;
  if (spec.type === 'seats' && spec.options.length > 0 && spec.max > 0) {
    const target = spec.options.find((s) => s !== page.page.data.seat) ?? spec.options[0];
    await as(page, () => $(console, '#grid').querySelectorAll('.cell')[target - 1].dispatchEvent('tap'));
  }
  if (spec.type === 'choice') {
    const choice = console.querySelector(`#choice-${spec.options[0].id}`);
    if (choice) await as(page, () => (choice.querySelector('.van-button') ?? choice).dispatchEvent('tap'));
  }
  const send = console.querySelector('#send');
  if (!send) return false;
  await as(page, () => (send.querySelector('.van-button') ?? send).dispatchEvent('tap'));
  return true;
}

async function autoTable() {
  const hostPhone = phone('host');
  hostPhone.storage.set('devOpenid', 'host-openid');
  const { roomNo } = await direct('host-openid', {
    action: 'createRoom', game: 'werewolf', players: 12, preset: 'classic', host: 'auto',
    rules: { 'auto.nightStepSeconds': 4, 'auto.nightStepJitter': 0 },
  }) as CreateRoomResult;
  const host = await open(hostPage, { roomNo }, hostPhone);
  const players: Opened[] = [];
  for (let i = 1; i <= 12; i++) {
    const p = phone(`player-${i}`);
    p.storage.set('devOpenid', `player-${i}-openid`);
    p.storage.set('nickname', `玩家${i}`);
    players.push(await open(cardPage, { roomNo }, p));
  }
  return { roomNo, host, players };
}

describe.each([['local long poll', ''], ['cloud watch()', 'test-env']])('on the %s', (_name, cloudEnvId) => {
  beforeEach(() => {
    config.cloudEnvId = cloudEnvId;
  });

  it('plays a whole night and day: the host page narrates and keeps time, each phone answers its own prompt', async () => {
    const { host, players } = await autoTable();
    await tick(100);
    expect(host.page.data.joinedText).toBe('已入座 12/12');
    await as(host, () => $(host.comp, '#advance').querySelector('.van-button')?.dispatchEvent('tap'));
    const seen: string[] = [];
    for (let second = 0; second < 3600; second++) {
      const view = host.page.data;
      const key = `${view.phaseText}·${view.title}`;
      if (seen.at(-1) !== key) seen.push(key);
      for (const player of players) await answer(player);
      // The host reads the lines out (text only here: no plugin) and taps 下一步.
      if (host.page.data.canAdvance) await as(host, () => $(host.comp, '#advance').querySelector('.van-button')?.dispatchEvent('tap'));
      await tick(1000);
      const table = tableOf(players[0]);
      if (table && (table.status === 'ended' || (table.round >= 2 && table.phase === 'night'))) break;
    }
    console.log(seen.join('\n'));
    console.log(JSON.stringify(host.page.data.canAdvance), host.phone.sent.filter((c) => c.action !== 'tableView').map((c) => `${c.action}:${JSON.stringify(c.params)}`).join('\n'), host.phone.sent.length, JSON.stringify((await direct('host-openid', { action: 'tableView', roomNo: host.page.data.roomNo }) as TableView).step), host.phone.modals, JSON.stringify(players.map((p) => p.page.data.prompt?.key)));
    const table = tableOf(players[0]);
    expect(table?.status === 'ended' || (table!.round >= 2 && table!.phase === 'night')).toBe(true);
  });
});
