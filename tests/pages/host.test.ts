// The host page of an auto room on fixture tables (the server's part comes with the action layer):
// the lines in large type, the clock, one read at each close time and no other timed call, pause,
// skip, 下一步, who has not voted, narration on/off and the screen kept on, the host's own card (shown
// only while held) and prompt one tap away, a button that never tells the table when the host's role
// acts; it reads again only when the live channel says the table moved; a host phone refused as no
// longer the host becomes the big screen.
import type { RoomSignal, TableView } from '../../typings/api';
import {
  checkinTable, dawnTable, endedTable, nightSeerTable, NOW, ROOM_NO, seerPrompt, speechTable, voteTable, voterPrompt,
} from '../fixtures/auto';
import { fakeAutoServer, type AutoRoom, type OnCall } from './helpers/auto';
import { APP_WINDOW, phone, resetBackend, resetPhones, serveFake, tick, useFakeClock, useRealClock } from './helpers/env';
import { $, as, load, open, tap, text, type Opened } from './helpers/load';

type Listener = (event: { kind: 'signal'; signal: RoomSignal } | { kind: 'read' } | { kind: 'closed' }) => void;
const listeners: Listener[] = [];
jest.mock('../../miniprogram/services/live', () => ({
  watchRoom: jest.fn((_roomNo: string, onChange: Listener) => {
    listeners.push(onChange);
    return () => { listeners.splice(listeners.indexOf(onChange), 1); };
  }),
}));

const hostPage = load('pages/host/index');
const g = globalThis as unknown as { requirePlugin?: (name: string) => unknown };

function signal(v: number): RoomSignal {
  return { v, deal: 1, stepId: 0, round: 2, phase: 'day', status: 'playing', dead: [], joined: 12, expiresAt: NOW + 3_600_000 };
}

function room(table: TableView, extra: Partial<AutoRoom> = {}): AutoRoom {
  return { table, seats: {}, prompts: {}, ...extra };
}

async function openHost(start: AutoRoom, on?: OnCall): Promise<{ page: Opened; calls: ReturnType<typeof fakeAutoServer>['calls']; room: AutoRoom }> {
  const fake = fakeAutoServer(start, on);
  serveFake(fake.server);
  const host = phone('host');
  host.storage.set('devOpenid', 'host-openid');
  const page = await open(hostPage, { roomNo: ROOM_NO }, host);
  return { page, calls: fake.calls, room: fake.room };
}

const actions = (calls: { action: string }[]) => calls.map((c) => c.action);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const exparser: { Event: { create(name: string, detail: object, options: object): unknown; dispatchEvent(target: unknown, event: unknown): void } } = require('miniprogram-exparser');

/**
 * A finger on a node of the page inside the popup, as WeChat delivers it (simulate's own touch
 * events stop at the popup's shadow tree, so the event goes straight to the node).
 */
async function finger(page: Opened, selector: string, name: 'touchstart' | 'longpress' | 'touchend' | 'touchcancel'): Promise<void> {
  const node: unknown = Reflect.get($(page.comp, selector), '_exparserNode');
  await as(page, () => exparser.Event.dispatchEvent(node, exparser.Event.create(name, {}, { bubbles: true, composed: true })));
}

beforeEach(() => {
  resetPhones();
  resetBackend(1);
  listeners.length = 0;
  delete g.requirePlugin;
  useFakeClock(NOW);
});
afterEach(() => {
  resetPhones();
  serveFake(null);
  useRealClock();
});

test('at night: the lines in large type, the clock, no skip and nobody named; the screen stays on; a chime', async () => {
  const { page, calls } = await openHost(room(nightSeerTable));
  // Not seated: myTurn says so once, then the table.
  expect(actions(calls)).toEqual(['myTurn', 'tableView']);
  expect(text($(page.comp, '#title'))).toBe('预言家');
  expect(page.comp.querySelectorAll('.say').map(text)).toEqual(['预言家请睁眼。', '你要查验的玩家是？']);
  expect(text($(page.comp, '#timer'))).toBe('0:17');
  expect(page.comp.querySelector('#skip')).toBeFalsy();
  expect(page.comp.querySelector('#waiting')).toBeFalsy();
  expect(page.comp.querySelector('#pause')).toBeTruthy();
  expect(page.comp.querySelector('.host')?.dom?.className).toContain('night');
  // Nobody looks at the seats at night: the phone in the middle stays dark.
  expect(page.comp.querySelector('#grid')).toBeFalsy();
  expect(page.phone.keepScreenOn).toBe(true);
  expect(page.phone.chimes).toBe(1);
  // The clock moves on screen every second.
  await tick(5_000);
  expect(text($(page.comp, '#timer'))).toBe('0:12');
  expect(actions(calls)).toEqual(['myTurn', 'tableView']);
});

test('at night WeChat\'s own bar and window go as dark as the page, and its buttons as dim; by day, and once the room is closed, they are the app\'s again', async () => {
  const { page, room: r } = await openHost(room(nightSeerTable));
  expect(page.phone.chrome).toEqual({ bar: '#0b0b0f', text: '#ffffff', window: '#0b0b0f' });
  // Its buttons are as dim as the rest.
  const pause = () => $(page.comp, '#pause').querySelector('.van-button')!.dom?.className;
  expect(pause()).toContain('night-tool');
  r.table = { ...speechTable, v: 11 };
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(11) }));
  const day = { bar: APP_WINDOW.navigationBarBackgroundColor, text: '#000000', window: APP_WINDOW.backgroundColor };
  expect(page.phone.chrome).toEqual(day);
  expect(pause()).not.toContain('night-tool');
  r.table = { ...nightSeerTable, v: 12 };
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(12) }));
  expect(page.phone.chrome?.bar).toBe('#0b0b0f');
  await as(page, () => listeners[0]({ kind: 'closed' }));
  expect(text($(page.comp, '.error-text'))).toBe('房间已关闭');
  expect(page.phone.chrome).toEqual(day);
});

test('one read at each close time the page shows, and no other: the answer\'s next close time gets its own', async () => {
  const { page, calls } = await openHost(room(nightSeerTable), (call, r) => {
    // The first close-time read finds the seer's step closed and the witch's open.
    if (call.action === 'tableView' && Date.now() >= NOW + 17_000 && r.table.step?.id === 21) {
      r.table = { ...nightSeerTable, v: 11, serverNow: Date.now(), step: { ...nightSeerTable.step!, id: 22, key: 'night.witch', title: '女巫', timer: { seconds: 15, endsAt: Date.now() + 15_000 } } };
    }
  });
  expect(calls).toHaveLength(2);
  await tick(16_900);
  expect(calls).toHaveLength(2);
  await tick(500);
  expect(calls).toHaveLength(3);
  expect(calls[2].action).toBe('tableView');
  expect(text($(page.comp, '#title'))).toBe('女巫');
  expect(page.phone.chimes).toBe(2);
  // The witch's close time: one more read, then (the table unchanged) nothing at all.
  await tick(15_400);
  expect(calls).toHaveLength(4);
  await tick(10 * 60_000);
  expect(calls).toHaveLength(4);
});

test('by day: a speech with its clock; 跳过 closes it early with act and no input', async () => {
  const { page, calls } = await openHost(room(speechTable));
  expect(text($(page.comp, '#timer'))).toBe('1:12');
  expect(page.comp.querySelector('.host')?.dom?.className).not.toContain('night');
  await tap(page, '#skip');
  expect(calls.at(-1)).toEqual({ openid: 'host-openid', action: 'act', params: { roomNo: ROOM_NO, stepId: 27 } });
  expect(page.phone.modals).toEqual([]);
});

test('跳过 refused because the speech already ended: the host reads the table again and shows where it is', async () => {
  const { page, calls, room: r } = await openHost(room(speechTable), (call, current) => {
    if (call.action !== 'act') return undefined;
    current.table = voteTable;
    return { ok: false, error: { code: 'STALE_STEP', message: '这一步已经结束了' } };
  });
  const before = calls.length;
  await tap(page, '#skip');
  expect(actions(calls).slice(before)).toEqual(['act', 'tableView']);
  expect(r.table).toBe(voteTable);
  expect(text($(page.comp, '#waiting'))).toBe('还没回应：2、6、11 号');
});

test('a vote: who has not voted, the warning colour in the last 30 s, skip asks first', async () => {
  const { page, calls } = await openHost(room(voteTable));
  expect(text($(page.comp, '#waiting'))).toBe('还没回应：2、6、11 号');
  expect($(page.comp, '#timer').dom?.className).toContain('warn');
  page.phone.confirm = false;
  await tap(page, '#skip');
  expect(page.phone.modals).toEqual(['提前结束？：还有 3 人没有回应，现在结束的话他们算弃权。']);
  expect(actions(calls)).not.toContain('act');
  page.phone.confirm = true;
  await tap(page, '#skip');
  expect(calls.at(-1)?.params).toEqual({ roomNo: ROOM_NO, stepId: 30 });
});

test('steps that wait on the host: 下一步 moves them on; the start waits for every seat', async () => {
  const { page, calls, room: r } = await openHost(room(checkinTable));
  expect(text($(page.comp, '#room-meta'))).toContain('已入座 9/12');
  expect(page.comp.querySelector('#advance')).toBeFalsy();
  expect(page.comp.querySelector('#pause')).toBeFalsy();
  r.table = { ...checkinTable, v: 4, seats: checkinTable.seats.map((s) => ({ ...s, joined: true, nickname: s.nickname ?? `玩家${s.seat}` })) };
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(4) }));
  expect(text($(page.comp, '#advance'))).toBe('开始游戏');
  r.table = dawnTable;
  await tap(page, '#advance');
  expect(calls.at(-1)).toEqual({ openid: 'host-openid', action: 'act', params: { roomNo: ROOM_NO, stepId: 1 } });
  expect(text($(page.comp, '#advance'))).toBe('下一步');
  expect(page.comp.querySelectorAll('.say').map(text)).toEqual(['天亮了，请大家睁眼。', '昨晚 9 号玩家死亡。']);
});

test('with narration (the plugin declared) a step that waits on the host moves on after its lines were read', async () => {
  g.requirePlugin = () => ({
    textToSpeech: (o: { content: string; success?: (r: { filename: string }) => void }) => o.success?.({ filename: `tts:${o.content}` }),
  });
  const { page, calls, room: r } = await openHost(room(dawnTable), (call, state) => {
    if (call.action === 'act') state.table = speechTable;
  });
  expect(page.phone.played).toEqual(['tts:天亮了，请大家睁眼。']);
  await as(page, () => page.phone.endAudio());
  expect(actions(calls)).not.toContain('act');
  await as(page, () => page.phone.endAudio());
  expect(calls.at(-1)).toEqual({ openid: 'host-openid', action: 'act', params: { roomNo: ROOM_NO, stepId: 25 } });
  expect(r.table).toBe(speechTable);
  expect(page.phone.played.at(-1)).toBe('tts:请 5 号玩家发言。');
});

test('without the 同声传译 plugin: each step chimes and the screen says voice is off, asking a player to read', async () => {
  const { page } = await openHost(room(nightSeerTable));
  expect(page.phone.chimes).toBe(1);
  expect(page.phone.played).toEqual([]);
  expect(text($(page.comp, '#voice-off'))).toContain('语音未开启');
  await as(page, () => page.page.apply({ ...speechTable, serverNow: Date.now() }, Date.now()));
  expect(page.phone.chimes).toBe(2);
  // Narration switched off: neither the chime nor the notice.
  await tap(page, '#narration');
  expect(page.comp.querySelector('#voice-off')).toBeFalsy();
});

test('with the plugin the screen says nothing of voice', async () => {
  g.requirePlugin = () => ({
    textToSpeech: (o: { content: string; success?: (r: { filename: string }) => void }) => o.success?.({ filename: `tts:${o.content}` }),
  });
  const { page } = await openHost(room(nightSeerTable));
  expect(page.phone.played).toEqual(['tts:预言家请睁眼。']);
  expect(page.comp.querySelector('#voice-off')).toBeFalsy();
});

test('narration off is kept on the phone; while off nothing is read', async () => {
  g.requirePlugin = () => ({
    textToSpeech: (o: { content: string; success?: (r: { filename: string }) => void }) => o.success?.({ filename: `tts:${o.content}` }),
  });
  const { page } = await openHost(room(speechTable));
  expect(page.phone.played).toHaveLength(1);
  await tap(page, '#narration');
  expect(text($(page.comp, '#narration'))).toBe('朗读：关');
  expect(page.phone.storage.get('narrationOff')).toBe(true);
  await as(page, () => page.page.apply({ ...voteTable, serverNow: Date.now() }, Date.now()));
  expect(page.phone.played).toHaveLength(1);
  await tap(page, '#narration');
  expect(page.phone.played.at(-1)).toBe('tts:请投票：点你要放逐的玩家，也可以弃票。');
});

test('pause: the clock stops on screen and no close-time read is made until the game resumes', async () => {
  const { page, calls } = await openHost(room(speechTable), (call, r) => {
    if (call.action === 'pause') r.table = { ...speechTable, v: 11, paused: true, serverNow: Date.now() };
    if (call.action === 'resume') r.table = { ...speechTable, v: 12, serverNow: Date.now(), step: { ...speechTable.step!, timer: { seconds: 90, endsAt: Date.now() + 60_000 } } };
  });
  await tap(page, '#pause');
  expect(text($(page.comp, '#paused'))).toBe('已暂停');
  expect(text($(page.comp, '#pause'))).toBe('继续');
  expect(page.comp.querySelector('#skip')).toBeFalsy();
  const before = calls.length;
  await tick(10 * 60_000);
  expect(calls).toHaveLength(before);
  await tap(page, '#pause');
  expect(text($(page.comp, '#timer'))).toBe('1:00');
  expect(actions(calls).slice(before)).toEqual(['resume']);
});

test('the server\'s clock, not the phone\'s: a phone 20 s behind shows and calls on server time', async () => {
  const { page, calls } = await openHost(room({ ...speechTable, serverNow: NOW + 20_000, step: { ...speechTable.step!, timer: { seconds: 90, endsAt: NOW + 20_000 + 30_000 } } }));
  expect(text($(page.comp, '#timer'))).toBe('0:30');
  await tick(29_000);
  expect(calls).toHaveLength(2);
  await tick(1_500);
  expect(calls).toHaveLength(3);
});

test('before the start the host may take a seat: from then on reads bring their card', async () => {
  const { page, calls } = await openHost(room(checkinTable));
  expect(page.comp.querySelector('#mine')).toBeFalsy();
  await tap(page, '#join');
  expect(actions(calls)).toEqual(['myTurn', 'tableView', 'joinRoom', 'myTurn']);
  expect(text($(page.comp, '#room-meta'))).toContain('已入座 10/12');
  expect(text($(page.comp, '#mine'))).toBe('我的身份');
  expect(page.comp.querySelector('#join')).toBeFalsy();
});

test('the host who plays: their card (only while held, as on the card page) and prompt one tap away; an answer goes out as play', async () => {
  // The vote waits on seat 6, as the table shows.
  const { page, calls } = await openHost(room(voteTable, { seats: { 'host-openid': 6 }, prompts: { 6: voterPrompt } }));
  expect(actions(calls)).toEqual(['myTurn']);
  expect(text($(page.comp, '#mine'))).toBe('轮到我了');
  await tap(page, '#mine');
  expect(text($(page.comp, '#card'))).toBe('6 号 · 按住查看身份，松手就盖上');
  // A tap alone shows nothing: on the phone in the middle of the table the card must not stay face up.
  await tap(page, '#card');
  expect(page.comp.querySelector('#face-title')).toBeFalsy();
  await finger(page, '#card', 'touchstart');
  expect(text($(page.comp, '#face-title'))).toBe('预言家');
  await finger(page, '#card', 'touchend');
  expect(page.comp.querySelector('#face-title')).toBeFalsy();
  await finger(page, '#card', 'longpress');
  expect(text($(page.comp, '#face-title'))).toBe('预言家');
  await finger(page, '#card', 'touchcancel');
  expect(page.comp.querySelector('#face-title')).toBeFalsy();
  const console = $(page.comp, '#console');
  expect(text($(console, '#title'))).toBe('放逐投票');
  await as(page, () => $(console, '#grid').querySelectorAll('.cell')[7].dispatchEvent('tap'));
  await as(page, () => $($(console, '#send'), '.van-button').dispatchEvent('tap'));
  expect(calls.at(-1)).toEqual({ openid: 'host-openid', action: 'play', params: { roomNo: ROOM_NO, stepId: 30, input: { seats: [8] } } });
});

test('reads again only when the live channel tells of a newer table; the end shows the winner', async () => {
  const { page, calls, room: r } = await openHost(room(speechTable));
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(10) }));
  expect(calls).toHaveLength(2);
  r.table = endedTable;
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(20) }));
  expect(calls).toHaveLength(3);
  expect(text($(page.comp, '#winner'))).toContain('好人阵营获胜');
  expect(page.comp.querySelector('#redeal')).toBeTruthy();
  expect(page.comp.querySelector('#timer')).toBeFalsy();
});

test('by day the host phone lists what the table has been told (已公布), newest first; at night it shows none', async () => {
  const log = [{ round: 1, phase: 'day' as const, text: '投票：5 号 7 票，弃权 4 人' }, { round: 2, phase: 'day' as const, text: '4 号玩家出局' }];
  const day = await openHost(room({ ...voteTable, log }));
  expect(text($(day.page.comp, '#told'))).toBe('4 号玩家出局投票：5 号 7 票，弃权 4 人');
  resetPhones();
  const night = await openHost(room({ ...nightSeerTable, log }));
  expect(night.page.comp.querySelector('#told')).toBeUndefined();
});

test('a dead seat shows its card on the grid when the rules showed it to the table, and only then', async () => {
  const shown = { ...dawnTable, seats: dawnTable.seats.map((s) => (s.seat === 9 ? { ...s, roleName: '预言家' } : s.seat === 4 ? { ...s, alive: false, roleName: '狼人', bad: true as const } : s)) };
  const { page } = await openHost(room(shown));
  const cell = (seat: number) => $(page.comp, '#grid').querySelectorAll('.cell')[seat - 1];
  expect(text(cell(9))).toContain('预言家');
  // The card's colour is its camp's: red for a card that played against the table.
  const roleClass = (seat: number) => cell(seat).dom?.querySelector('.seat-grid--role')?.className;
  expect(roleClass(9)).toBe('seat-grid--role');
  expect(roleClass(4)).toBe('seat-grid--role seat-grid--bad');
  expect(text(cell(4))).toContain('狼人');
  expect(text(cell(3))).not.toMatch(/狼人|村民|预言家/);
});

test('the host\'s own button lights only where the table shows anyway that it waits on the host: never at night, nor in the 技能', async () => {
  const { page, room: r } = await openHost(room(nightSeerTable, { seats: { 'host-openid': 6 }, prompts: { 6: seerPrompt } }));
  const mine = () => $(page.comp, '#mine');
  // The host's role is called at night: the button looks as it does on any night, and the turn is inside.
  expect(text(mine())).toBe('我的身份');
  expect(mine().data).toMatchObject({ type: 'default', plain: true });
  await tap(page, '#mine');
  expect(text($($(page.comp, '#console'), '#title'))).toBe('预言家请查验');
  await as(page, () => page.page.onHideMine());

  // By day the vote waits on seat 6, as the table lists: the light tells nobody anything.
  r.table = { ...voteTable, v: 11, step: { ...voteTable.step!, waiting: [2, 6, 11] } };
  r.prompts[6] = voterPrompt;
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(11) }));
  expect(text(mine())).toBe('轮到我了');
  expect(mine().data).toMatchObject({ type: 'primary', plain: false });

  // The neutral 技能 after a death: the table names nobody, and neither does the button.
  const skill = { id: 31, key: 'day.skill', title: '技能', say: ['请出局的玩家决定是否发动技能。'], waitsOn: 'players' as const, timer: { seconds: 30, endsAt: NOW + 30_000 } };
  r.table = { ...voteTable, v: 12, step: skill };
  r.prompts[6] = { stepId: 31, key: 'day.hunter', title: '开枪', say: ['你可以开枪带走一名玩家。'], input: { type: 'seats', min: 0, max: 1, options: [1, 2, 3] } };
  await as(page, () => listeners[0]({ kind: 'signal', signal: signal(12) }));
  expect(text(mine())).toBe('我的身份');
});

test('a host phone refused as no longer the host (taken over meanwhile): the server\'s words on top, the big screen, no control', async () => {
  const told = '主持手机掉线，已由 1 号接管，你现在是观战者';
  const { page, calls } = await openHost(room(dawnTable), (call) => (call.action === 'act' ? { ok: false, error: { code: 'NOT_JUDGE', message: told } } : undefined));
  await tap(page, '#advance');
  expect(text($(page.comp, '#handed'))).toBe(told);
  expect(page.phone.title).toBe('观战');
  expect(page.comp.querySelectorAll('.van-button').length).toBe(0);
  expect(page.comp.querySelector('#people')).toBeFalsy();
  // Read again, as a watcher; nothing more is sent as host.
  expect(actions(calls)).toEqual(['myTurn', 'tableView', 'act', 'tableView']);
  await tick(10 * 60_000);
  expect(actions(calls).filter((a) => a === 'act')).toHaveLength(1);
});
