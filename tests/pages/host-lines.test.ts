// Nothing public dropped: the same seeded game played in an auto room (phones answering) and then, input
// for input, in a judge room gives the same public lines in the same order. Every line the judge's
// script says (gestures aside) the host narrates, in that order; the host adds only its calls of each
// speaker in turn and the neutral 「技能」 window a death opens while cards stay hidden.
import fc from 'fast-check';
import type { JudgeView, TableView } from '../../typings/api';
import { hostMemory, narration } from '../../miniprogram/pages/host/model';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { withoutGestures } from '../../cloudfunctions/game/src/engine/core/gestures';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { inProcessApi } from '../helpers/api';
import { frozenStore } from '../helpers/frozen-store';
import { autoTable, must, playByPhones, type Call } from '../helpers/phones';

const BOARDS = gameModule('werewolf').presets.map((p) => ({ id: p.id, players: Math.min(12, p.players[1]) }));
/** What only the host says: each speaker's turn, the neutral skill window. */
const HOST_ONLY = /^(请 \d+ 号玩家(发言|发表遗言)。|请死亡的玩家决定是否发动技能。)$/;

/**
 * The auto game: every line the host phone reads aloud (the page's own narration), as each answer
 * lands. `away`: the host phone is gone half the time (locked, out of the room): it hears only the
 * answers to its own calls, and most of its reads never reach the server.
 */
async function autoGame(preset: string, players: number, seed: number, away = false) {
  const store = frozenStore();
  const api = inProcessApi(store, seed);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players, preset, rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } });
  const heard: string[] = [];
  let heardFace = '';
  const rng = seededRng(seed);
  // The host page's own memory of what it has said.
  const memory = hostMemory();
  const hear = (view: TableView) => {
    const before = heardFace;
    heardFace = JSON.stringify([view.status, view.step?.id, view.step?.say]);
    if (heardFace === before) return;
    const fresh = memory.heard(view);
    // The welcome at check-in is on the screen, not read aloud: the host reads it to the table as it gathers.
    heard.push(...view.step?.key === 'checkin' ? view.step.say : narration(view, fresh).lines);
  };
  let held: TableView | null = null;
  const call: Call = async (openid, action, params) => {
    if (openid === 'host' && action === 'tableView' && away && held && rng.int(3) > 0) return { ok: true, data: held };
    const answer = await api.call(openid, action, params);
    if (openid === 'host' && answer.ok && (action === 'tableView' || action === 'act')) hear(held = answer.data as TableView);
    else if (!away && (action === 'play' || action === 'act')) hear(await must<TableView>(api.call('host', 'tableView', { roomNo: table.roomNo })));
    return answer;
  };
  hear(await must<TableView>(call('host', 'tableView', { roomNo: table.roomNo })));
  const ended = await playByPhones(call, table, seed, { clock: api.clock });
  expect(ended.status).toBe('ended');
  if (away) hear(await must<TableView>(api.call('host', 'tableView', { roomNo: table.roomNo })));
  return { api, store, match: store.peek(table.roomNo)!.match, heard };
}

/** The same deal and inputs in a judge room: every line the judge reads out, gestures aside. */
async function judgeGame(game: Awaited<ReturnType<typeof autoGame>>, preset: string, players: number) {
  const { api, store, match } = game;
  const { roomNo } = await api.ok('judge', 'createRoom', { game: 'werewolf', players, preset });
  for (let seat = 1; seat <= players; seat++) await api.ok(`p${seat}`, 'joinRoom', { roomNo, seat });
  const stored = (await store.get(roomNo))!;
  await store.update(roomNo, stored.version, { ...stored.room, match: { ...match, inputs: [], state: match.initial, undos: [] } });
  const said: string[] = [];
  for (const input of match.inputs) {
    const view = (await api.ok('judge', 'judgeView', { roomNo })) as JudgeView;
    said.push(...withoutGestures(view.step!.say));
    await api.ok('judge', 'act', { roomNo, stepId: view.step!.id, input });
  }
  const end = (await api.ok('judge', 'judgeView', { roomNo })) as JudgeView;
  expect(end.winner).not.toBeNull();
  said.push(...end.winner!.say);
  return said;
}

/** Every line the judge says is heard from the host in the same order; the host adds only its own calls. */
function expectSameLines(said: string[], heard: string[]): void {
  const matched = new Set<number>();
  let at = 0;
  for (const line of said) {
    const found = heard.indexOf(line, at);
    if (found < 0) throw new Error(`the host never said 「${line}」 after 「${heard[at - 1] ?? ''}」`);
    matched.add(found);
    at = found + 1;
  }
  const extra = heard.filter((line, i) => !matched.has(i) && !HOST_ONLY.test(line));
  expect(extra).toEqual([]);
}

describe.each(BOARDS)('nothing public dropped on $id', ({ id, players }) => {
  it('the host says every line the judge would, in order, and nothing else but its calls', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
      const auto = await autoGame(id, players, seed);
      expectSameLines(await judgeGame(auto, id, players), auto.heard);
    }), { numRuns: 2, seed: 20261202 });
  }, 60_000);

  it('a host phone that is away while the phones play on still says every line, once, when it is back', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
      const auto = await autoGame(id, players, seed, true);
      expectSameLines(await judgeGame(auto, id, players), auto.heard);
    }), { numRuns: 2, seed: 20261206 });
  }, 60_000);
});
