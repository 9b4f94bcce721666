// Cards hidden on a board with a death skill: every death shows the same neutral 「技能」 step (the
// skill's own, or a window where nobody acts), with the same time and no list of whom it waits on.
import type { TableView } from '../../typings/api';
import { openStep } from '../../cloudfunctions/game/src/auto-clock';
import { inProcessApi } from '../helpers/api';
import { autoTable, playByPhones, type Call } from '../helpers/phones';

const BOARD = { werewolf: 2, seer: 1, witch: 1, hunter: 1, villager: 4 };

async function game(seed: number, rules: Record<string, unknown> = {}) {
  const api = inProcessApi(undefined, seed);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 9, roles: BOARD, rules: { 'reveal.onDeath': false, 'auto.nightStepSeconds': 0, ...rules } });
  const seen: { table: TableView; window: boolean; prompts: number; hostInput: unknown; hostClose: unknown; after: TableView }[] = [];
  const problems: string[] = [];
  let deadBefore = 0;
  let pending = false;
  /** What each 技能 window said, by the step behind it. */
  const heardNews = new Map<number, string[]>();
  const look = async (view: TableView) => {
    if (view.status === 'ended') return;
    const dead = view.seats.filter((s) => !s.alive).length;
    if (dead > deadBefore) pending = true;
    deadBefore = dead;
    if (view.phase !== 'day' || !view.step) return;
    if (view.step.key === 'day.skill') {
      const stored = (await api.store.get(table.roomNo))!.room;
      const turns = await Promise.all(table.phones.map((phone) => api.ok(phone, 'myTurn', { roomNo: table.roomNo })));
      const window = stored.auto?.skill !== undefined;
      if (window) heardNews.set(view.step.id, view.step.say);
      // The host (often a player too) tries to answer it: the refusal must not tell a window from a skill.
      const target = view.seats.find((s) => s.alive)!.seat;
      const hostInput = await api.call(table.host, 'act', { roomNo: table.roomNo, stepId: view.step.id, input: { seats: [target] } });
      // Nor may the host end it early: a tap on the phone in the middle must not take a shot away.
      const hostClose = await api.call(table.host, 'act', { roomNo: table.roomNo, stepId: view.step.id });
      const after: TableView = await api.ok(table.host, 'tableView', { roomNo: table.roomNo });
      // A window stands where a skill would: after the host has read the death out, never before.
      if (window && openStep(stored)?.actors?.kind === 'host') problems.push(`技能 before the host reads ${openStep(stored)?.key}`);
      seen.push({ table: view, window, prompts: turns.filter((t) => t.prompt).length, hostInput, hostClose, after });
      pending = false;
      return;
    }
    // What just happened (a shot, a duel) is said on the table: on this step, or by the 技能 window before it.
    const stored = (await api.store.get(table.roomNo))!.room;
    const news = openStep(stored)?.news ?? [];
    const said = stored.auto?.newsSaid === view.step.id ? heardNews.get(view.step.id) ?? [] : view.step.say;
    if (news.some((line) => !said.includes(line))) problems.push(`${view.step.key} drops ${news.join('')}`);
    // A death the host reads out (dawn, the exile): 技能 comes once it has been read.
    if (view.step.waitsOn === 'host') return;
    if (pending) problems.push(`a death shown without 技能 before ${view.step.key}`);
    pending = false;
  };
  const views: TableView[] = [];
  // Every table a phone or the host is answered with is looked at the moment it arrives.
  const watching: Call = async (openid, action, params) => {
    const answer = await api.call(openid, action, params);
    if (answer.ok) {
      const view: TableView | undefined = action === 'tableView' ? answer.data : answer.data?.table;
      if (view && (views.length === 0 || view.v >= views[views.length - 1].v)) {
        views.push(view);
        await look(view);
      }
    }
    return answer;
  };
  await playByPhones(watching, table, seed, {
    clock: api.clock,
  });
  return { seen, problems, views, api, table };
}

describe('the neutral 技能 step (自动主持, cards hidden)', () => {
  it('follows every death by day, the same whether a skill is due or not', async () => {
    const windows: boolean[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const run = await game(seed);
      expect(run.problems).toEqual([]);
      for (const { table, window, prompts, hostInput, hostClose, after } of run.seen) {
        expect(table.step).toMatchObject({ key: 'day.skill', title: '技能', waitsOn: 'players' });
        expect(table.step?.hostMayClose).toBeUndefined();
        expect(hostClose).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '这一步等玩家自己回应，到时自动结束，不能提前结束' } });
        expect(after.step).toEqual(table.step);
        expect(table.step?.say.at(-1)).toBe('请死亡的玩家决定是否发动技能。');
        expect(table.step?.timer?.seconds).toBe(30);
        expect(table.step?.waiting).toBeUndefined();
        expect(hostInput).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '这一步由玩家在自己的手机上操作' } });
        if (window) expect(prompts).toBe(0);
        windows.push(window);
      }
    }
    // Both kinds happened: windows after deaths with no skill, and the hunter's own shot.
    expect(windows).toContain(true);
    expect(windows).toContain(false);
  }, 60_000);

  it('numbers the next deal\'s steps on from every step the phones saw, windows included', async () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const run = await game(seed);
      if (!run.views.some((v) => v.step?.key === 'day.skill')) continue;
      const seenIds = run.views.flatMap((v) => (v.step ? [v.step.id] : []));
      const next: TableView = await run.api.ok(run.table.host, 'redeal', { roomNo: run.table.roomNo });
      expect(next.step!.id).toBeGreaterThan(Math.max(...seenIds));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);

  it('is not added where cards show on death', async () => {
    const run = await game(3, { 'reveal.onDeath': true });
    for (const view of run.views) expect(view.step?.key).not.toBe('day.skill');
  }, 60_000);
});

describe('the 技能 window after a shot', () => {
  it('runs its whole time while every phone and the host keep reading, as after any death: the shot player had no gun', async () => {
    const api = inProcessApi(undefined, 3);
    const rules = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0, 'auto.voteSeconds': 8 };
    const { roomNo, host, phones } = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'modern12-wolfking-guard', rules });
    const roles = await Promise.all(phones.map(async (phone) => (await api.ok(phone, 'myCard', { roomNo })).card.role as string));
    const hunter = roles.indexOf('hunter') + 1;
    const villager = roles.indexOf('villager') + 1;
    /** Each phone answers what it is asked: the wolves kill the hunter, who shoots a villager; nobody saves or guards. */
    const answer = (key: string): Record<string, unknown> => {
      if (key === 'night.wolves') return { seats: [hunter] };
      if (key === 'day.hunter') return { seats: [villager] };
      if (key === 'night.witchSave') return { choice: 'skip' };
      if (key === 'day.sheriffCandidates') return { choice: 'stay' };
      return { seats: [] };
    };
    /** Every phone reads its turn and answers what it is asked; then the host reads the table. */
    const everyoneReads = async () => {
      let played = false;
      for (const phone of phones) {
        const { prompt } = await api.ok(phone, 'myTurn', { roomNo });
        if (!prompt || prompt.answer !== undefined) continue;
        await api.ok(phone, 'play', { roomNo, stepId: prompt.stepId, input: prompt.input.type === 'none' ? {} : answer(prompt.key) });
        played = true;
      }
      return { view: await api.ok(host, 'tableView', { roomNo }) as TableView, played };
    };
    let { view, played } = await everyoneReads();
    for (let i = 0; i < 100 && !view.step?.say.includes(`${hunter} 号玩家带走了 ${villager} 号玩家。`); i++) {
      if (!played && (view.step?.waitsOn === 'host' || view.step?.hostMayClose)) await api.ok(host, 'act', { roomNo, stepId: view.step.id });
      ({ view, played } = await everyoneReads());
    }
    const window = view.step!;
    expect(window).toMatchObject({ key: 'day.skill', waitsOn: 'players', timer: { seconds: 8 } });
    while (api.clock.now + 1_000 < window.timer!.endsAt) {
      api.clock.now += 1_000;
      expect((await everyoneReads()).view.step).toEqual(window);
    }
    api.clock.now = window.timer!.endsAt;
    expect((await everyoneReads()).view.step?.key).toBe('day.lastWords');
  });
});

describe('the 技能 window has an id of its own', () => {
  /** A game stopped at its first 技能 window (a death with no skill due), and the window's table. */
  async function atWindow() {
    for (let seed = 1; seed <= 12; seed++) {
      const api = inProcessApi(undefined, seed);
      const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 9, roles: BOARD, rules: { 'reveal.onDeath': false, 'auto.nightStepSeconds': 0 } });
      const view = await playByPhones(api.call, table, seed, {
        stop: (v) => v.step?.key === 'day.skill',
        clock: api.clock,
      });
      if (view.step?.key === 'day.skill' && (await api.store.get(table.roomNo))!.room.auto?.skill) return { api, table, view };
    }
    throw new Error('no 技能 window in 12 games');
  }

  it('so that a late tap on the window, after its time ran out, does not close the step behind it', async () => {
    const { api, table, view } = await atWindow();
    const { roomNo } = table;
    const window = view.step!;
    api.clock.now = window.timer!.endsAt;
    const behind: TableView = await api.ok(table.host, 'tableView', { roomNo });
    expect(behind.step!.key).not.toBe('day.skill');
    expect(behind.step!.id).toBe(window.id + 1);
    const late = await api.call(table.host, 'act', { roomNo, stepId: window.id });
    expect(late.ok ? 'ok' : late.error.code).toBe('STALE_STEP');
    expect((await api.ok(table.host, 'tableView', { roomNo })).step).toEqual(behind.step);
  }, 60_000);
});

describe('a seat that leaves by day', () => {
  it('is said aloud and followed by no 技能 window: everyone knows a leaver has no skill', async () => {
    const api = inProcessApi(undefined, 5);
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 9, roles: BOARD, rules: { 'reveal.onDeath': false, 'auto.nightStepSeconds': 0 } });
    const { roomNo, phones } = table;
    const speech = await playByPhones(api.call, table, 5, { stop: (v) => v.step?.key === 'day.speech', clock: api.clock });
    expect(speech.step?.key).toBe('day.speech');
    const cards = await Promise.all(phones.map((phone) => api.ok(phone, 'myCard', { roomNo })));
    const villager = cards.find((c) => c.alive && 'role' in c.card && c.card.role === 'villager')!.seat;
    const left: TableView = await api.ok('host', 'leave', { roomNo, seat: villager });
    expect(left.step?.key).toBe('day.speech');
    expect(left.step!.say[0]).toBe(`${villager} 号玩家离场。`);
    const keys: string[] = [];
    await playByPhones(api.call, table, 6, {
      stop: (v) => v.step?.key === 'day.vote' || v.status === 'ended',
      clock: api.clock,
      observeTable: (v) => keys.push(v.step?.key ?? ''),
    });
    expect(keys).not.toContain('day.skill');
  }, 60_000);
});
