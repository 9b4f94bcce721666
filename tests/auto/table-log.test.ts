// 自动主持: the table's log tells, as the game goes, what the narrator told everyone (deaths once
// announced, the votes), and once the deal has ended the table carries the review (复盘).
import type { MyTurnResult, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, playByPhones } from '../helpers/phones';

it('the public log grows with deaths and votes while playing; at the end the table has the review', async () => {
  const api = inProcessApi(undefined, 4);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'classic', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } });
  const seen: TableView[] = [];
  const ended = await playByPhones(api.call, table, 4, {
    observeTable: (view) => seen.push(view),
    clock: api.clock,
  });
  const playing = seen.filter((v) => v.status === 'playing');
  const lines = playing.flatMap((v) => v.log.map((e) => e.text));
  expect(lines.some((text) => /^\d+ 号玩家.*出局$/.test(text))).toBe(true);
  expect(lines.some((text) => text.startsWith('投票：'))).toBe(true);
  // A death is in the log exactly when the table shows the seat out.
  for (const view of playing) {
    const out = view.log.flatMap((e) => /^(\d+) 号玩家/.exec(e.text)?.[1] ?? []).map(Number);
    expect(out.sort((a, b) => a - b)).toEqual(view.seats.filter((s) => !s.alive).map((s) => s.seat));
  }
  expect(playing.every((v) => v.review === undefined)).toBe(true);
  expect(ended.review?.winner.camp).toBe(ended.winner?.camp);
  const turn = await must<MyTurnResult>(api.call(table.phones[0], 'myTurn', { roomNo: table.roomNo }));
  expect(turn.table.review).toEqual(turn.card.review);
  expect(turn.table.review?.seats).toHaveLength(12);
});
