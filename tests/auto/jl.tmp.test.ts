// Nothing public dropped: the same seeded game played in an auto room (phones answering) and then, input
// for input, in a judge room gives the same public lines in the same order. Every line the judge's
// script says (gestures aside) the host narrates, in that order; the host adds only its calls of each
// speaker in turn and the neutral 「技能」 window a death opens while cards stay hidden.
import fc from 'fast-check';
import type { JudgeView, TableView } from '../../typings/api';
import { withoutGestures } from '../../cloudfunctions/game/src/engine/core/gestures';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { inProcessApi } from '../helpers/api';
import { frozenStore } from '../helpers/frozen-store';
import { autoTable, must, playByPhones, type Call } from '../helpers/phones';

const BOARDS = gameModule('werewolf').presets.map((p) => ({ id: p.id, players: Math.min(12, p.players[1]) }));
/** What only the host says: each speaker's turn, the neutral skill window. */
const HOST_ONLY = /^(请 \d+ 号玩家(发言|发表遗言)。|请死亡的玩家决定是否发动技能。)$/;

/** The auto game: every line the host's screen shows (and the narrator says), as each change lands. */
async function autoGame(preset: string, players: number, seed: number) {
  const store = frozenStore();
  const api = inProcessApi(store, seed);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players, preset, rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } });
  const heard: string[] = [];
  let shown = '';
  const listen = async () => {
    const view = await must<TableView>(api.call('host', 'tableView', { roomNo: table.roomNo }));
    const now = JSON.stringify([view.step?.id, view.step?.say]);
    if (view.step && now !== shown) heard.push(...view.step.say);
    shown = now;
    if (view.status === 'ended' && view.winner) heard.push(view.winner.text);
  };
  const call: Call = async (openid, action, params) => {
    const answer = await api.call(openid, action, params);
    if (action === 'play' || action === 'act') await listen();
    return answer;
  };
  await listen();
  const ended = await playByPhones(call, table, seed);
  expect(ended.status).toBe('ended');
  return { api, store, match: store.peek(table.roomNo)!.match, heard: heard.filter((line, i) => line !== heard[i - 1] || !ended.winner || line !== ended.winner.text) };
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
    said.push(...withoutGestures(view.step!.say).map((l) => `${view.step!.key}| ${l}`));
    await api.ok('judge', 'act', { roomNo, stepId: view.step!.id, input });
  }
  const end = (await api.ok('judge', 'judgeView', { roomNo })) as JudgeView;
  expect(end.winner).not.toBeNull();
  said.push(end.winner!.text);
  return said;
}

describe.each(BOARDS)('nothing public dropped on $id', ({ id, players }) => {
  it('the host says every line the judge would, in order, and nothing else but its calls', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
      const auto = await autoGame(id, players, seed);
      const said = await judgeGame(auto, id, players);
      const { heard } = auto;
      const matched = new Set<number>();
      let at = 0;
      for (const line of said) {
        const found = heard.indexOf(line.replace(/^[^|]*\| /, ''), at);
        if (found < 0) { if (!require('fs').existsSync('/tmp/said.txt')) require('fs').writeFileSync('/tmp/said.txt', said.join("\n")); require('fs').writeFileSync('/tmp/heard.txt', heard.join("\n")); throw new Error(`the host never said 「${line}」 after 「${heard[at - 1] ?? ''}」`); }
        matched.add(found);
        at = found + 1;
      }
      const extra = heard.filter((line, i) => !matched.has(i) && !HOST_ONLY.test(line));
      expect(extra).toEqual([]);
    }), { numRuns: 1, examples: [[214157]] });
  }, 60_000);
});
