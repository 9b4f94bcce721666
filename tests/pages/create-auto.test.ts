// The create page's host choice: hidden while the catalog offers judge rooms only (an older server);
// when a game lists `hostModes: ['judge', 'auto']`, "我也要玩（自动主持）" sits next to "我来当法官",
// the auto room's options (timers) come from the catalog, narration is a switch kept on the phone,
// and the room is created with host 'auto' and opens the host page.
import type { CatalogResult, GameInfo, OptionInfo, TableView } from '../../typings/api';
import { checkinTable, ROOM_NO } from '../fixtures/auto';
import { direct, resetBackend, resetPhones, serveFake } from './helpers/env';
import { $, change, load, open, tap, text, type Opened } from './helpers/load';

const createPage = load('pages/create/index');

const AUTO_OPTIONS: OptionInfo[] = [
  { id: 'auto.nightStepSeconds', name: '夜晚每步时长（秒）', description: '每个夜晚角色行动的基本时长', type: 'number', min: 0, max: 60, default: 12, host: 'auto' },
  { id: 'auto.speechSeconds', name: '发言时长（秒）', description: '每人发言的时间', type: 'number', min: 15, max: 300, default: 90, host: 'auto' },
  { id: 'votes', name: '手机投票', description: '玩家在自己的手机上投票，法官看着票数', type: 'enum', values: ['hands', 'phones'], valueNames: ['举手', '手机'], default: 'hands', host: 'judge' },
];

let catalog: CatalogResult;

/**
 * The real catalog with auto rooms offered for 狼人杀 only (with these options), and auto rooms
 * created as the server answers them.
 */
function serveAutoCatalog(): void {
  serveFake((_openid, body) => {
    if (body.action === 'createRoom' && body.host === 'auto') return { ok: true, data: { roomNo: ROOM_NO, view: checkinTable } };
    if (body.action !== 'catalog') return null;
    const games = judgeOnly(catalog).games.map((g): GameInfo => (g.id === 'werewolf'
      ? { ...g, hostModes: ['judge', 'auto'], options: [...g.options, ...AUTO_OPTIONS] }
      : g));
    return { ok: true, data: { games } };
  });
}

/** The catalog as a server of judge rooms only sends it: no host modes, no host-mode options. */
function judgeOnly(real: CatalogResult): CatalogResult {
  return { games: real.games.map(({ hostModes: _modes, ...g }) => ({ ...g, options: g.options.filter((o) => !o.host) })) };
}

function serveJudgeOnlyCatalog(): void {
  serveFake((_openid, body) => (body.action === 'catalog' ? { ok: true, data: judgeOnly(catalog) } : null));
}

beforeEach(async () => {
  resetPhones();
  resetBackend(5);
  catalog = await direct('reader', { action: 'catalog' }) as CatalogResult;
});
afterEach(() => serveFake(null));

const created = (page: Opened) => page.phone.sent.filter((c) => c.action === 'createRoom');

test('a catalog of judge rooms only: no host choice, no host param, the judge page opens', async () => {
  serveJudgeOnlyCatalog();
  const page = await open(createPage, { game: 'werewolf' });
  expect(page.comp.querySelector('#host')).toBeFalsy();
  await tap(page, '#create');
  expect(created(page)[0].params.host).toBeUndefined();
  expect(page.phone.navigations[0]).toMatch(/^redirect:\/pages\/judge\/index\?roomNo=\d{6}$/);
});

test('a game that offers auto rooms: the choice, the timers from the catalog, narration, host: auto', async () => {
  serveAutoCatalog();
  const page = await open(createPage, { game: 'werewolf' });
  expect(text($(page.comp, '#host'))).toBe('我来当法官我也要玩（自动主持）');
  // Judge rooms: the phone-vote option shows with the rules, the timers do not.
  expect(text($(page.comp, '#common'))).toContain('手机投票');
  expect(page.comp.querySelector('#auto')).toBeFalsy();

  await change(page, '#host', 'auto');
  const auto = text($(page.comp, '#auto'));
  expect(auto).toContain('朗读台词');
  expect(auto).toContain('夜晚每步时长（秒）');
  expect(auto).toContain('发言时长（秒）');
  expect(text($(page.comp, '#common'))).not.toContain('手机投票');
  expect($(page.comp, '#opt-auto-speechSeconds').data.value).toBe(90);

  await change(page, '#opt-auto-speechSeconds', 120);
  await change(page, '#narration', false);
  expect(page.phone.storage.get('narrationOff')).toBe(true);
  await tap(page, '#create');
  const params = created(page)[0].params;
  expect(params.host).toBe('auto');
  expect(params.rules).toEqual({ 'auto.speechSeconds': 120 });
  expect(page.phone.navigations).toEqual([`redirect:/pages/host/index?roomNo=${ROOM_NO}`]);
  expect(page.phone.storage.get('recentRooms')).toEqual([expect.objectContaining({ role: 'host', game: 'werewolf', gameName: '狼人杀' })]);
});

test('a game without auto rooms keeps the judge, whatever was chosen for another game', async () => {
  serveAutoCatalog();
  const page = await open(createPage, { game: 'werewolf' });
  await change(page, '#host', 'auto');
  await change(page, '#game', 'killer');
  expect(page.comp.querySelector('#host')).toBeFalsy();
  expect(page.comp.querySelector('#auto')).toBeFalsy();
  await tap(page, '#create');
  expect(created(page)[0].params.host).toBeUndefined();
});

test('the real catalog and server: 我也要玩（自动主持） next to 我来当法官; the auto room is created with the chosen timer, the host page opens', async () => {
  const page = await open(createPage, { game: 'werewolf' });
  expect(text($(page.comp, '#host'))).toBe('我来当法官我也要玩（自动主持）');
  await change(page, '#host', 'auto');
  expect(text($(page.comp, '#auto'))).toContain('发言时长');
  await change(page, '#opt-auto-speechSeconds', 120);
  await tap(page, '#create');
  expect(created(page)[0].params.host).toBe('auto');
  const roomNo = /roomNo=(\d{6})$/.exec(page.phone.navigations[0] ?? '')?.[1];
  expect(page.phone.navigations).toEqual([`redirect:/pages/host/index?roomNo=${roomNo}`]);
  const table = await direct(page.phone.storage.get('devOpenid') as string, { action: 'tableView', roomNo }) as TableView;
  expect(table.host).toBe('auto');
  expect(table.step?.key).toBe('checkin');
});
