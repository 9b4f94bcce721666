// An auto room's deal replays as it was played: a step closed with nobody's answer (the seer who let
// the timer run out) is stored as `{ seats: [] }`, which no judge may enter there, and must replay
// (a room stored before undo kept diffs is replayed on load to rebuild them).
import type { MyTurnResult, TableView } from '../../typings/api';
import { loadMatch, undo } from '../../cloudfunctions/game/src/engine/core/match';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, quietAnswer } from '../helpers/phones';

it('a room whose seer timed out replays to the same state, and the silent close stands in it', async () => {
  const api = inProcessApi(undefined, 11);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'classic' });
  const { roomNo, phones } = table;
  const stored = async () => (await api.store.get(roomNo))!.room.match;
  let seerTimedOut = false;
  // Every phone answers quietly but the seer, who never checks; the clock runs to each close.
  for (let i = 0; i < 200 && !(seerTimedOut && (await stored()).state.phase === 'day'); i++) {
    const view = await must<TableView>(api.call('host', 'tableView', { roomNo }));
    let answered = false;
    for (const phone of phones) {
      const { prompt } = await must<MyTurnResult>(api.call(phone, 'myTurn', { roomNo }));
      if (!prompt || prompt.answer || prompt.stepId !== view.step?.id) continue;
      if (prompt.key === 'night.seer') {
        seerTimedOut = true;
        continue;
      }
      answered = (await api.call(phone, 'play', { roomNo, stepId: prompt.stepId, input: quietAnswer(prompt) })).ok || answered;
    }
    if (answered || !view.step) continue;
    if (view.step.waitsOn === 'players' && view.step.timer && view.step.timer.endsAt > api.clock.now) api.clock.now = view.step.timer.endsAt;
    else await must(api.call('host', 'act', { roomNo, stepId: view.step.id }));
  }
  expect(seerTimedOut).toBe(true);
  const match = await stored();
  expect(match.inputs).toContainEqual({ seats: [] });
  expect(match.state.log.some(({ text }) => text.includes('预言家') && text.includes('查验'))).toBe(false);
  const module = gameModule('werewolf');
  // A room stored before undo kept diffs and deals kept events is replayed from its start on load.
  const replayed = loadMatch(module, { ...match, undos: undefined, state: { ...match.state, events: undefined } });
  expect(replayed.state).toEqual(match.state);
  expect(replayed.undos).toEqual(match.undos);
  // Undo goes back one input, past the silent close.
  expect(undo(match).inputs).toEqual(match.inputs.slice(0, -1));
  // The room still reads and plays on.
  expect((await must<TableView>(api.call('host', 'tableView', { roomNo }))).status).toBe('playing');
});
