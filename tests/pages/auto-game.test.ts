// 自动主持 through the real pages: a 12-player 狼人杀 night and day played by the host page (the
// phone in the middle) and 12 card pages as player consoles, each phone with its own identity, on
// the in-process engine. The phones move only on the live channel and the host phone's close-time
// calls; the test is the people at the table: it taps what each phone shows, and lets time pass.
import { seatVersion } from '../../cloudfunctions/game/src/engine/core/room';
import { config } from '../../miniprogram/config';
import { advance, answer, autoTable, promptOf, tableOf } from './helpers/auto-table';
import { backend, phonesOnFakeClock, tick } from './helpers/env';
import { $, type Opened } from './helpers/load';

const defaults = { ...config };
phonesOnFakeClock(9);
afterEach(() => {
  Object.assign(config, defaults);
});

const consoleHtml = (page: Opened) => page.comp.querySelector('#console')?.dom?.innerHTML ?? '';
const reads = (page: Opened) => page.phone.sent.filter((c) => c.action === 'myTurn').length;

describe.each([['local long poll', ''], ['cloud watch()', 'test-env']])('on the %s', (_name, cloudEnvId) => {
  beforeEach(() => {
    config.cloudEnvId = cloudEnvId;
  });

  it('plays a whole night and day: the host page narrates and keeps time, each phone answers its own prompt', async () => {
    const { roomNo, host, players } = await autoTable();
    await tick(100);
    expect(host.page.data.joinedText).toBe('已入座 12/12');
    // Everyone seated, the host not yet started: four quiet minutes, and not one call from anybody.
    const before = [host, ...players].map((page) => page.phone.sent.length);
    await tick(4 * 60_000);
    expect([host, ...players].map((page) => page.phone.sent.length)).toEqual(before);

    const startV = tableOf(players[0])!.v;
    const readsAtStart = players.map(reads);
    await advance(host);
    const steps: string[] = [];
    /** Every close time the phones showed (a step's endsAt), to check the host's calls against. */
    const endsAt = new Set<number>();
    const nightScreens: string[][] = [];
    const asked: number[] = [];
    let seconds = 0;
    for (; seconds < 3600; seconds++) {
      const table = tableOf(players[0])!;
      if (table.status === 'ended' || (table.round >= 2 && table.phase === 'night')) break;
      const key = `${host.page.data.phaseText} ${host.page.data.title}`;
      if (steps.at(-1) !== key) steps.push(key);
      if (table.step?.timer) endsAt.add(table.step.timer.endsAt);
      if (host.page.data.night) {
        // 无声之夜: every living phone has something to answer (its role's prompt or a guess); once
        // answered, all show the very same 已记录 screen; a phone with nothing to answer, 闭眼.
        const answered = players.filter((page) => promptOf(page)?.answer !== undefined);
        nightScreens.push([...new Set(answered.map(consoleHtml))]);
        asked.push(players.filter((page) => promptOf(page) !== null).length);
        const idle = players.filter((page) => promptOf(page) === null);
        expect(idle.every((page) => $(page.comp, '#console').querySelector('#eyes-closed'))).toBe(true);
      }
      for (const player of players) await answer(player);
      // The host reads the lines out (text only here: no plugin) and taps 下一步.
      await advance(host);
      await tick(1000);
    }

    const table = tableOf(players[0])!;
    expect(table.status === 'ended' || (table.round === 2 && table.phase === 'night')).toBe(true);
    // A night with its roles, a day with its speeches and a vote, all through the pages.
    expect(steps).toEqual(expect.arrayContaining([
      expect.stringContaining('预言家'), expect.stringContaining('狼人'), expect.stringContaining('女巫'),
      expect.stringContaining('天亮'), expect.stringContaining('发言'), expect.stringContaining('放逐投票'),
    ]));
    expect(nightScreens.filter((screens) => screens.length === 1).length).toBeGreaterThan(0);
    expect(nightScreens.every((screens) => screens.length <= 1)).toBe(true);
    // The first night nobody is dead: all twelve phones had a prompt at once.
    expect(Math.max(...asked)).toBe(12);
    // Silent nights: no phone vibrated.
    expect(players.map((page) => page.phone.vibrations)).toEqual(Array(12).fill(0));
    // No phone polls: each reads at most once per change it heard, public or of its own seat.
    const stored = await backend.store.get(roomNo);
    const changes = table.v - startV;
    for (const [i, player] of players.entries()) {
      expect(reads(player) - readsAtStart[i]).toBeLessThanOrEqual(changes + seatVersion(stored!.room, i + 1));
      expect(new Set(player.phone.sent.map((c) => c.action))).toEqual(new Set(['myCard', 'joinRoom', 'myTurn', 'play']));
    }
    // The host phone made one call at each close time it showed, and not two.
    const hostReads = host.phone.sent.filter((c) => c.action === 'tableView');
    for (const at of endsAt) {
      if (at > Date.now()) continue;
      expect(hostReads.filter((c) => c.at >= at && c.at < at + 1000)).toHaveLength(1);
    }
  }, 120_000);
});
