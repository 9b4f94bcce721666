import { config } from '../../miniprogram/config';
import { backend, direct, resetBackend, resetPhones } from './helpers/env';
import { $, as, load, open, settle, tap, text, toast, type Opened } from './helpers/load';
import { actUntil, seat, seatOf, tableFor, viewOf, type Table } from './helpers/table';

const judgePage = load('pages/judge/index');

const defaults = { ...config };
beforeEach(() => {
  resetPhones();
  resetBackend(7);
});
afterEach(() => Object.assign(config, defaults));

async function console6(): Promise<{ table: Table; page: Opened }> {
  const table = await tableFor({ game: 'killer', players: 6 });
  await seat(table, 6);
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  return { table, page };
}

function grid(page: Opened) {
  return $(page.comp, '#grid');
}

function cell(page: Opened, seatNo: number) {
  return grid(page).querySelectorAll('.cell')[seatNo - 1];
}

async function tapSeat(page: Opened, seatNo: number): Promise<void> {
  await as(page, () => cell(page, seatNo).dispatchEvent('tap'));
}

function lastSent(page: Opened) {
  return page.phone.sent[page.phone.sent.length - 1];
}

test('check-in: the room number, the lines to say large, roles hidden until asked', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await seat(table, 2);
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);

  expect(text($(page.comp, '#room-no'))).toBe(table.roomNo);
  expect(text($(page.comp, '#room-meta'))).toBe('杀人游戏 · 第 1 夜 · 已入座 2/6');
  expect($(page.comp, '#room').dom?.className).not.toContain('compact');
  expect(text($(page.comp, '#room'))).toContain('房间号');
  expect(text($(page.comp, '#input-text'))).toBe('还有 4 个座位没人入座');
  expect(text($(page.comp, '#step'))).toContain('欢迎来到杀人游戏');
  expect(page.comp.querySelectorAll('.say').length).toBe(table.view.step?.say.length);
  expect(text($(page.comp, '#hint'))).toContain('仅法官可见');

  expect(text(cell(page, 1))).toContain('玩家1');
  expect(text(cell(page, 3))).toContain('未入座');
  const killer = seatOf(table.view, 'killer');
  expect(text(grid(page))).not.toContain('杀手');
  await tap(page, '#roles');
  expect(text(cell(page, killer))).toContain('杀手');
  expect(text($(page.comp, '#roles'))).toBe('隐藏身份');
  await tap(page, '#roles');
  expect(text(grid(page))).not.toContain('杀手');
  expect(page.phone.keepScreenOn).toBe(true);
});

test('the grid refreshes by itself while players join, one seat at a time, then stops', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  await seat(table, 4);
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text(cell(page, 5))).toContain('未入座');
  const before = page.setData.length;

  await direct('late-5', { action: 'joinRoom', roomNo: table.roomNo, nickname: '小五' });
  await settle(60);
  expect(text(cell(page, 5))).toContain('小五');
  const update = page.setData.slice(before).find((r) => 'seats[4]' in r.payload);
  // Only what changed: the seat, the count, and the check-in's "still missing" line.
  expect(update && Object.keys(update.payload).sort()).toEqual(['inputText', 'joinedText', 'seats[4]']);
  expect(text($(page.comp, '#input-text'))).toBe('还有 1 个座位没人入座');

  await direct('late-6', { action: 'joinRoom', roomNo: table.roomNo });
  await settle(60);
  expect(text($(page.comp, '#room-meta'))).toContain('已入座 6/6');
  // Everyone is seated: the room number shrinks to one line and the step gets the room.
  expect($(page.comp, '#room').dom?.className).toContain('compact');
  expect(text($(page.comp, '#room'))).not.toContain('房间号');
  expect(text($(page.comp, '#copy'))).toBe('复制');
  expect(page.comp.querySelector('#input-text')).toBeFalsy();
  const polls = page.phone.sent.filter((c) => c.action === 'judgeView').length;
  await settle(80);
  expect(page.phone.sent.filter((c) => c.action === 'judgeView').length).toBe(polls);
});

test('a seats step: 下一步 only once a seat is tapped, and the tapped seat is what is sent', async () => {
  const { table, page } = await console6();
  await tap(page, '#next');
  await tap(page, '#next');
  expect(page.comp.data.step.key).toBe('night.killers');
  expect(page.comp.data.canNext).toBe(false);
  expect(text($(page.comp, '#input-text'))).toBe('在座位上点选 1 人');
  expect($(page.comp, '#next').querySelector('.van-button--disabled')).toBeTruthy();

  const sent = page.phone.sent.length;
  await tap(page, '#next');
  expect(page.phone.sent.length).toBe(sent);

  await tapSeat(page, 3);
  expect(page.comp.data.canNext).toBe(true);
  expect(cell(page, 3).dom?.className).toContain('selected');
  expect(text($(page.comp, '#input-text'))).toBe('已选：3 号');
  await tapSeat(page, 4);
  expect(text($(page.comp, '#input-text'))).toBe('已选：4 号');
  await tapSeat(page, 4);
  expect(page.comp.data.canNext).toBe(false);
  await tapSeat(page, 2);
  await tap(page, '#next');
  expect(lastSent(page)).toMatchObject({ action: 'act', params: { roomNo: table.roomNo, stepId: 3, input: { seats: [2] } } });
  expect(page.comp.data.step.key).toBe('night.police');
  expect(page.comp.data.canNext).toBe(false);
});

test('ballots: per candidate, tap who raised a hand; the rest abstain', async () => {
  const { table } = await console6();
  const killer = seatOf(table.view, 'killer');
  const victim = killer === 1 ? 2 : 1;
  await actUntil(table, 'day.vote', { 'night.killers': { seats: [victim] }, 'night.police': { seats: [victim] } });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  const view = await viewOf(table);
  if (view.step?.input.type !== 'ballots') throw new Error('expected ballots');
  const { voters, candidates } = view.step.input;
  const order = view.step.info?.order as number[];

  expect(page.comp.data.candidates.map((c: { seat: number }) => c.seat)).toEqual(order.filter((s) => candidates.includes(s)));
  expect(page.comp.data.canNext).toBe(true);
  expect(text($(page.comp, '#input-text'))).toBe(`已记 0 票，${voters.length} 人弃权`);

  await as(page, () => $(page.comp, `#candidate-${killer}`).dispatchEvent('tap'));
  const [a, b] = voters.filter((s) => s !== killer);
  await tapSeat(page, a);
  await tapSeat(page, b);
  expect(text($(page.comp, '#candidate-voters'))).toBe(`投 ${killer} 号：${Math.min(a, b)}、${Math.max(a, b)} 号`);
  expect(text($(page.comp, `#candidate-${killer}`))).toBe(`${killer} 号2 票`);
  expect(text(cell(page, a))).toContain(`投${killer}`);
  expect(text($(page.comp, '#input-text'))).toBe(`已记 2 票，${voters.length - 2} 人弃权`);

  await tapSeat(page, victim);
  expect(toast(page)).toBe(`${victim} 号这一轮不能投票`);

  await tap(page, '#next');
  // (The first console, still open on the same phone, reads the room again after the act: look at the act.)
  expect(page.phone.sent.filter((c) => c.action === 'act').at(-1)).toMatchObject({ params: { input: { ballots: { [a]: killer, [b]: killer } } } });
  // Two hands for the killer against none: the killer is out and the good side has won.
  expect(page.comp.data.ended).toBe(true);
});

test('撤销 asks first, and goes back one step', async () => {
  const { page } = await console6();
  expect(page.comp.data.canUndo).toBe(false);
  await tap(page, '#next');
  expect(page.comp.data.step.key).toBe('night.close');

  page.phone.confirm = false;
  await tap(page, '#undo');
  expect(page.phone.modals).toEqual(['撤销上一步？：回到上一步之前的状态，上一步记下的内容会被撤销。']);
  expect(lastSent(page).action).toBe('act');
  expect(page.comp.data.step.key).toBe('night.close');

  page.phone.confirm = true;
  await tap(page, '#undo');
  expect(lastSent(page).action).toBe('undo');
  expect(page.comp.data.step.key).toBe('checkin');
});

test('the log travels only when its popup opens', async () => {
  const { table, page } = await console6();
  await actUntil(table, 'night.police', { 'night.killers': { seats: [1] } });
  await as(page, () => page.page.load());
  expect(page.setData.some((r) => JSON.stringify(r.payload).includes('杀手选择杀死'))).toBe(false);

  await tap(page, '#log');
  expect(page.comp.data.logVisible).toBe(true);
  expect(text($(page.comp, '#log-popup'))).toContain('杀手选择杀死 1 号');
  expect(text($(page.comp, '#log-popup'))).toContain('第 1 夜');
  const opened = page.setData[page.setData.length - 1];
  expect(Object.keys(opened.payload).sort()).toEqual(['logLines', 'logVisible']);
});

test('the end: the winner, every card, 再来一局 and 关闭房间', async () => {
  const { table, page } = await console6();
  const killer = seatOf(table.view, 'killer');
  const victim = killer === 1 ? 2 : 1;
  const view = await actUntil(table, 'day.vote', { 'night.killers': { seats: [victim] }, 'night.police': { seats: [victim] } });
  if (view.step?.input.type !== 'ballots') throw new Error('expected ballots');
  const ballots = Object.fromEntries(view.step.input.voters.map((v) => [String(v), killer]));
  await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: view.step.id, input: { ballots } });
  await as(page, () => page.page.load());

  expect(page.comp.data.ended).toBe(true);
  const winner = text($(page.comp, '#winner'));
  expect(text($(page.comp, '#winner-say'))).toMatch(new RegExp(`^${killer} 号玩家.*被投票出局。$`));
  expect(winner.indexOf('被投票出局')).toBeLessThan(winner.indexOf('好人（警察和平民）获胜'));
  expect(page.comp.querySelector('#step')).toBeFalsy();
  const roles = table.view.seats.map((s) => s.roleName);
  roles.forEach((role, i) => expect(text(cell(page, i + 1))).toContain(role));

  await tap(page, '#redeal');
  expect(page.phone.modals[0]).toContain('再来一局？');
  expect(lastSent(page).action).toBe('redeal');
  expect(page.comp.data.ended).toBe(false);
  expect(page.comp.data.step.key).toBe('checkin');
  expect(text($(page.comp, '#room-no'))).toBe(table.roomNo);

  await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: page.comp.data.step.id });
  await as(page, () => page.page.load());
  page.phone.storage.set('recentRooms', [{ roomNo: table.roomNo, game: 'killer', role: 'judge', at: 1 }]);
  await tap(page, '#log');
  await tap(page, '#close-now');
  expect(lastSent(page).action).toBe('closeRoom');
  expect(page.phone.navigations).toEqual(['relaunch:/pages/home/index']);
  expect(page.phone.storage.get('recentRooms')).toEqual([]);
  await expect(viewOf(table)).rejects.toThrow('ROOM_NOT_FOUND');
});

test('invites by sharing the card page with the room number, copies the number', async () => {
  const { table, page } = await console6();
  expect(page.page.onShareAppMessage()).toEqual({
    title: `来玩杀人游戏！房间号 ${table.roomNo}`,
    path: `/pages/card/index?roomNo=${table.roomNo}`,
  });
  expect($(page.comp, '#invite').data).toMatchObject({ openType: 'share' });
  await tap(page, '#copy');
  expect(page.phone.clipboard).toBe(table.roomNo);
  expect(toast(page)).toBe('');
});

test('when WeChat refuses the clipboard (no privacy declaration), the judge is told the number instead', async () => {
  const { table, page } = await console6();
  page.phone.clipboardDenied = true;
  await tap(page, '#copy');
  expect(page.phone.clipboard).toBeUndefined();
  expect(toast(page)).toBe(`复制失败，请直接告诉玩家房间号 ${table.roomNo}`);
});

test("a room that is gone, or someone else's, says so in Chinese", async () => {
  const gone = await open(judgePage, { roomNo: '123456' });
  expect(text($(gone.comp, '#error'))).toContain('房间 123456 不存在或已关闭');
  await tap(gone, '#home');
  expect(gone.phone.navigations).toEqual(['relaunch:/pages/home/index']);

  const table = await tableFor({ game: 'killer', players: 6 });
  const stranger = await open(judgePage, { roomNo: table.roomNo });
  expect(text($(stranger.comp, '#error'))).toContain('只有本房间的法官可以这样做');
});

test('the screen stays on only while the console is open', async () => {
  const { page } = await console6();
  expect(page.phone.keepScreenOn).toBe(true);
  await as(page, () => page.page.onHide());
  expect(page.phone.keepScreenOn).toBe(false);
  await as(page, () => page.page.onShow());
  expect(page.phone.keepScreenOn).toBe(true);
  await as(page, () => page.page.onUnload());
  expect(page.phone.keepScreenOn).toBe(false);
});

test('a stale step (another tap got there first) reloads the console', async () => {
  const { table, page } = await console6();
  await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: 1 });
  await tap(page, '#next');
  expect(toast(page)).toBe('这一步已经过去了，请刷新后再操作');
  expect(page.comp.data.step.key).toBe('night.close');
});

test('a console that cannot load says why and can try again', async () => {
  const table = await tableFor({ game: 'killer', players: 6 });
  backend.mode = 'down';
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text($(page.comp, '#error'))).toContain('网络连接失败，请检查网络后重试');
  backend.mode = 'up';
  await tap(page, '#retry');
  expect(text($(page.comp, '#room-no'))).toBe(table.roomNo);
});

test('谁是卧底: 换一组 until the first vote, as the server allows', async () => {
  const table = await tableFor({ game: 'undercover', players: 5 });
  await seat(table, 5);
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(page.comp.data.canRedrawWords).toBe(true);
  await tap(page, '#roles');
  const before = text($(page.comp, '#secret'));
  expect(before).toContain(`平民词「${table.view.words?.civilian}」`);

  await tap(page, '#redraw-words');
  expect(page.phone.modals[0]).toContain('换一组词？');
  expect(lastSent(page)).toMatchObject({ action: 'redrawWords', params: { roomNo: table.roomNo } });
  const now = await viewOf(table);
  expect(now.words).not.toEqual(table.view.words);
  expect(text($(page.comp, '#secret'))).toBe(`平民词「${now.words?.civilian}」 卧底词「${now.words?.undercover}」`);
  expect(toast(page)).toBe('已换一组词，请玩家重新看词');
  expect(page.comp.data.step.key).toBe('checkin');

  // The judge says no: nothing is sent.
  page.phone.confirm = false;
  const sent = page.phone.sent.length;
  await tap(page, '#redraw-words');
  expect(page.phone.sent.length).toBe(sent);
  page.phone.confirm = true;

  // Once the first vote is in, the server says no more, and the button goes.
  const vote = await actUntil(table, 'round.vote');
  await direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId: vote.step?.id, input: { ballots: { 2: 1, 3: 1, 4: 1, 5: 1 } } });
  await as(page, () => page.page.load());
  expect(page.comp.data.canRedrawWords).toBe(false);
  expect(page.comp.querySelector('#redraw-words')).toBeFalsy();
});

test('no 换一组 in a game without words', async () => {
  const { page } = await console6();
  expect(page.comp.data.canRedrawWords).toBe(false);
  expect(page.comp.querySelector('#redraw-words')).toBeFalsy();
});
