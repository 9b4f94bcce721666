// The console on 狼人杀 steps: a choice (the witch), a self-destruct on a day step, and the setData
// budget on the largest table (18 seats).
import type { CatalogResult, JudgeView } from '../../typings/api';
import { direct, resetBackend, resetPhones } from './helpers/env';
import { $, as, largest, load, open, tap, text, toast, type Opened } from './helpers/load';
import { actUntil, seat, tableFor, viewOf, type Table } from './helpers/table';

const judgePage = load('pages/judge/index');

beforeEach(() => {
  resetPhones();
  resetBackend(3);
});

function wolves(view: JudgeView): number[] {
  return view.seats.filter((s) => s.role === 'werewolf').map((s) => s.seat);
}

function goodSeat(view: JudgeView): number {
  const found = view.seats.find((s) => s.role === 'villager');
  if (!found) throw new Error('no villager');
  return found.seat;
}

async function witchTable(): Promise<{ table: Table; victim: number }> {
  const table = await tableFor({ game: 'werewolf', players: 12 });
  await seat(table, 12);
  const victim = goodSeat(table.view);
  await actUntil(table, 'night.witchSave', {
    'night.cupid': { seats: [] },
    'night.seer': { seats: [victim] },
    'night.wolves': { seats: [victim] },
  });
  return { table, victim };
}

test('a choice step: one button per option, 下一步 once one is picked, the choice is sent', async () => {
  const { table } = await witchTable();
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  const view = await viewOf(table);
  if (view.step?.input.type !== 'choice') throw new Error('expected a choice');
  const options = view.step.input.options;
  for (const option of options) expect(text($(page.comp, `#choice-${option.id}`))).toBe(option.label);
  expect(page.comp.data.canNext).toBe(false);
  expect(text($(page.comp, '#input-text'))).toBe('请选择一项');

  await tap(page, `#choice-${options[0].id}`);
  expect(page.comp.data.canNext).toBe(true);
  expect($(page.comp, `#choice-${options[0].id}`).data).toMatchObject({ type: 'primary' });
  await tap(page, '#next');
  expect(page.phone.sent[page.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { choice: options[0].id } } });
  expect(page.comp.data.step.key).not.toBe('night.witchSave');
});

async function cupidTable(allowSkip: boolean): Promise<Table> {
  const table = await tableFor({ game: 'werewolf', players: 10, preset: 'classic', rules: { 'cupid.allowSkip': allowSkip } });
  await seat(table, 10);
  await actUntil(table, 'night.cupid');
  return table;
}

function cellOf(page: Opened, seatNo: number) {
  return $(page.comp, '#grid').querySelectorAll('.cell')[seatNo - 1];
}

test('a step the role may pass (丘比特不连人): 下一步 with nobody picked, labelled, sends no seats', async () => {
  const table = await cupidTable(true);
  const view = await viewOf(table);
  expect(view.step?.input).toMatchObject({ type: 'seats', min: 2, max: 2, skippable: true });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(page.comp.data.canNext).toBe(true);
  expect(text($(page.comp, '#next'))).toBe('不连人，下一步');
  expect(text($(page.comp, '#input-text'))).toBe('在座位上点选 2 人；不选人也可以直接下一步');

  // One lover is not a couple: 下一步 waits for the second, or for both taps undone.
  await as(page, () => cellOf(page, 1).dispatchEvent('tap'));
  expect(page.comp.data.canNext).toBe(false);
  expect(text($(page.comp, '#next'))).toBe('下一步');
  expect(text($(page.comp, '#input-text'))).toBe('已选：1 号，还差 1 人（或全部点掉，不选）');
  await as(page, () => cellOf(page, 2).dispatchEvent('tap'));
  expect(page.comp.data.canNext).toBe(true);
  expect(text($(page.comp, '#next'))).toBe('下一步');
  await as(page, () => cellOf(page, 1).dispatchEvent('tap'));
  await as(page, () => cellOf(page, 2).dispatchEvent('tap'));
  expect(page.comp.data.canNext).toBe(true);
  expect(text($(page.comp, '#next'))).toBe('不连人，下一步');

  await tap(page, '#next');
  expect(page.phone.sent[page.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { seats: [] } } });
  expect(page.comp.data.step.key).not.toBe('night.cupid');
  const after = await viewOf(table);
  expect(after.seats.some((s) => s.tags.includes('lover'))).toBe(false);
});

test('without 丘比特可以不连 the cupid must pick two: 下一步 stays off until then', async () => {
  const table = await cupidTable(false);
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(page.comp.data.canNext).toBe(false);
  expect(text($(page.comp, '#next'))).toBe('下一步');
  expect(text($(page.comp, '#input-text'))).toBe('在座位上点选 2 人');
  await as(page, () => cellOf(page, 3).dispatchEvent('tap'));
  await as(page, () => cellOf(page, 5).dispatchEvent('tap'));
  await tap(page, '#next');
  expect(page.phone.sent[page.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { seats: [3, 5] } } });
  const after = await viewOf(table);
  expect(after.seats.filter((s) => s.tags.includes('lover')).map((s) => s.seat)).toEqual([3, 5]);
});

test('the witch step marks the victim of the night in the grid', async () => {
  const { table, victim } = await witchTable();
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text(cellOf(page, victim))).toContain('被杀');
  const others = page.comp.data.seats.filter((s: { seat: number; badge: string }) => s.seat !== victim && s.badge);
  expect(others).toEqual([]);
});

test('狼人自爆 on a day step: pick a living werewolf in the grid, confirm, and it is sent', async () => {
  const { table } = await witchTable();
  const view = await actUntil(table, 'day.dawn', { 'night.witchSave': { choice: 'skip' }, 'night.witchPoison': { seats: [] } });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(page.comp.data.canExplode).toBe(true);

  await tap(page, '#explode');
  expect(page.comp.data.explode).toBe(true);
  const wolf = wolves(view)[0];
  const cells = $(page.comp, '#grid').querySelectorAll('.cell');
  expect(cells[wolf - 1].dom?.className).toContain('option');
  expect(cells[goodSeat(view) - 1].dom?.className).toContain('off');

  page.phone.confirm = false;
  await as(page, () => cells[wolf - 1].dispatchEvent('tap'));
  expect(page.phone.modals).toEqual([`${wolf} 号狼人自爆？：自爆的狼人立即出局，今天剩下的环节跳过，直接进入黑夜。`]);
  expect(page.comp.data.inputText).toBe('在座位上点选要自爆的玩家');

  page.phone.confirm = true;
  await as(page, () => cells[wolf - 1].dispatchEvent('tap'));
  expect(page.phone.sent[page.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { explode: wolf } } });
  expect(page.comp.data.explode).toBe(false);
  const after = await viewOf(table);
  expect(after.seats[wolf - 1].alive).toBe(false);
});

test('the sheriff election: who stood is tapped in the grid; the ballots offer only those still standing, tapped by those who did not stand', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-idiot' });
  await seat(table, 12);
  await actUntil(table, 'day.sheriffCandidates', { 'night.seer': { seats: [1] }, 'night.witchSave': { choice: 'skip' } });
  const stand = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text($(stand.comp, '#next'))).toBe('无人上警，下一步');
  for (const s of [2, 4, 6]) await as(stand, () => cellOf(stand, s).dispatchEvent('tap'));
  expect(text($(stand.comp, '#input-text'))).toBe('已选：2、4、6 号');
  await tap(stand, '#next');
  expect(stand.phone.sent[stand.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { seats: [2, 4, 6] } } });
  // Each candidate's speech is a step of its own, then 退水.
  for (let i = 0; i < 3; i++) {
    expect(stand.comp.data.step.key).toBe('day.sheriffSpeech');
    await tap(stand, '#next');
  }
  expect(text($(stand.comp, '#next'))).toBe('无人退水，下一步');
  const view = await actUntil(table, 'day.sheriffVote', { 'day.sheriffWithdraw': { seats: [6] } });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(page.comp.data.candidates.map((c: { seat: number }) => c.seat)).toEqual([2, 4]);
  expect(text($(page.comp, '#input-text'))).toBe(`已记 0 票，${view.seats.length - 3} 人弃权`);

  await as(page, () => $(page.comp, '#candidate-4').dispatchEvent('tap'));
  await as(page, () => cellOf(page, 7).dispatchEvent('tap'));
  await as(page, () => cellOf(page, 9).dispatchEvent('tap'));
  await as(page, () => cellOf(page, 6).dispatchEvent('tap'));
  expect(toast(page)).toBe('6 号这一轮不能投票');
  expect(text($(page.comp, '#candidate-voters'))).toBe('投 4 号：7、9 号');

  await tap(page, '#next');
  // The first page is still open on the same phone and reads each change it hears: look at the act.
  expect(page.phone.sent.filter((c) => c.action === 'act').at(-1)).toMatchObject({ params: { input: { ballots: { 7: 4, 9: 4 } } } });
  expect((await viewOf(table)).seats[3].tags).toContain('sheriff');
});

test('the largest setData payload of an 18-seat judge page stays under 16 KB', async () => {
  const { games } = await direct('anyone', { action: 'catalog' }) as CatalogResult;
  const game = games.some((g) => g.id === 'werewolf') ? 'werewolf' : 'killer';
  const players = game === 'werewolf' ? 18 : 20;
  const table = await tableFor({ game, players });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  await seat(table, players);
  await as(page, () => page.page.load());

  // Drive a whole night and day through the page: tap the first option(s), pick the first choice,
  // the first candidate gets every vote.
  for (let i = 0; i < 40 && page.comp.data.step; i++) {
    const view = await viewOf(table);
    const step = view.step;
    if (!step) break;
    if (step.input.type === 'seats') {
      const { min, options } = step.input;
      for (const s of options.slice(0, min)) {
        await as(page, () => $(page.comp, '#grid').querySelectorAll('.cell')[s - 1].dispatchEvent('tap'));
      }
    } else if (step.input.type === 'choice') {
      await tap(page, `#choice-${step.input.options[0].id}`);
    } else if (step.input.type === 'ballots') {
      for (const voter of step.input.voters) {
        await as(page, () => $(page.comp, '#grid').querySelectorAll('.cell')[voter - 1].dispatchEvent('tap'));
      }
    }
    await tap(page, '#next');
    if (step.key.startsWith('day.') && view.round > 1) break;
  }
  await tap(page, '#roles');
  await tap(page, '#log');

  const steps = page.phone.sent.filter((c) => c.action === 'act').length;
  const max = largest(page.setData);
  console.log(`largest setData payload, ${players}-seat ${game} judge page: ${max} bytes over ${page.setData.length} updates (${steps} steps)`);
  expect(steps).toBeGreaterThan(8);
  expect(max).toBeLessThan(16 * 1024);
  // The log is never part of a step's update.
  const perStep = page.setData.filter((r) => !('logLines' in r.payload));
  expect(perStep.every((r) => !('log' in r.payload))).toBe(true);
});

test('白狼王骑士: the day step offers 白狼王自爆带人 and 骑士决斗; a duel is aimed in the grid, confirmed and sent', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-whitewolfking-knight', rules: { 'sheriff.enabled': false } });
  await seat(table, 12);
  const roles = (await viewOf(table)).seats;
  const holder = (role: string) => roles.find((s) => s.role === role)?.seat ?? 0;
  const knight = holder('knight');
  const king = holder('whiteWolfKing');
  const wolf = holder('werewolf');
  await actUntil(table, 'day.speech', {
    'night.seer': { seats: [holder('villager')] }, 'night.witchSave': { choice: 'skip' },
  });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text($(page.comp, '#explode-take'))).toBe('白狼王自爆带人');
  expect(text($(page.comp, '#duel'))).toBe('骑士决斗');
  expect(page.comp.data.seats[king - 1].badge).toBe('');

  await tap(page, '#duel');
  expect(page.comp.data.aim).toBe('duel');
  expect(page.comp.data.inputText).toBe('在座位上点选决斗的玩家');
  const cells = $(page.comp, '#grid').querySelectorAll('.cell');
  expect(cells[knight - 1].dom?.className).toContain('off');
  expect(cells[wolf - 1].dom?.className).toContain('option');

  page.phone.confirm = true;
  await as(page, () => cells[wolf - 1].dispatchEvent('tap'));
  expect(page.phone.modals[page.phone.modals.length - 1]).toContain(`${knight} 号骑士决斗 ${wolf} 号？`);
  expect(page.phone.sent[page.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { duel: wolf } } });
  const after = await viewOf(table);
  expect(after.seats[wolf - 1].alive).toBe(false);
  expect(after.step?.key).toBe('night.close');
});

test('白狼王自爆带人: the target is tapped, confirmed, and { explode, take } is sent', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-whitewolfking-guard', rules: { 'sheriff.enabled': false } });
  await seat(table, 12);
  const roles = (await viewOf(table)).seats;
  const holder = (role: string) => roles.find((s) => s.role === role)?.seat ?? 0;
  const king = holder('whiteWolfKing');
  const hunter = holder('hunter');
  await actUntil(table, 'day.speech', {
    'night.seer': { seats: [holder('villager')] }, 'night.witchSave': { choice: 'skip' },
  });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  await tap(page, '#explode-take');
  expect(text($(page.comp, '#explode-take'))).toBe('取消自爆带人');
  expect(page.comp.data.seats[king - 1].badge).toBe('白狼王');
  const cells = $(page.comp, '#grid').querySelectorAll('.cell');
  page.phone.confirm = true;
  await as(page, () => cells[hunter - 1].dispatchEvent('tap'));
  expect(page.phone.sent[page.phone.sent.length - 1]).toMatchObject({ action: 'act', params: { input: { explode: king, take: hunter } } });
  const after = await viewOf(table);
  expect([after.seats[king - 1].alive, after.seats[hunter - 1].alive]).toEqual([false, false]);
  expect(after.step?.key).toBe('day.hunter');
});

test('梦魇守卫: the feared witch\'s step shows the 恐惧 gesture in the hint and marks her seat, with nothing to enter', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-nightmare-guard' });
  await seat(table, 12);
  const witch = table.view.seats.find((s) => s.role === 'witch')?.seat;
  const victim = goodSeat(table.view);
  await actUntil(table, 'night.witchSave', {
    'night.nightmare': { seats: [witch] },
    'night.guard': { seats: [] },
    'night.seer': { seats: [victim] },
    'night.wolves': { seats: [victim] },
  });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(page.comp.data.step.key).toBe('night.witchSave');
  expect(text($(page.comp, '#hint'))).toContain('被梦魇恐惧');
  expect(text($(page.comp, '#hint'))).toContain('恐惧手势（双臂交叉）');
  const marked = page.comp.data.seats.filter((s: { badge: string }) => s.badge === '技能无效').map((s: { seat: number }) => s.seat);
  expect(marked).toEqual([witch]);
  expect(text($(page.comp, '#next'))).toBe('下一步');
});
