// A dead seat's card on the table (TableView.seats[].roleName) only where the rules show it, and only
// once the table has been told of the death.
import type { JudgeView, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { JUDGE, judgeRoom, judgeUntil, player } from '../helpers/judge-room';
import { simpleInput } from '../helpers/autoplay';

const deadAtDay = (view: JudgeView) => view.phase === 'day' && view.seats.some((s) => !s.alive);

describe('a dead seat\'s card on the table', () => {
  it('shows under 死亡亮身份 on each seat the table knows is dead, by the card\'s name, at every step of a game', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'killer', 9, { rules: { 'reveal.onDeath': true } });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    let shown = 0;
    while (view.step) {
      const table: TableView = await api.ok(player(1), 'tableView', { roomNo });
      for (const seat of table.seats) {
        const judged = view.seats[seat.seat - 1];
        expect([seat.seat, seat.roleName, seat.bad]).toEqual([seat.seat, seat.alive ? undefined : judged.roleName, seat.alive ? undefined : judged.bad]);
      }
      shown += table.seats.filter((s) => s.roleName !== undefined).length;
      view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step.id, input: simpleInput(view.step) });
    }
    expect(shown).toBeGreaterThan(0);
    expect(view.seats.some((s) => !s.alive && s.bad)).toBe(true);
  });

  it('stays hidden by default', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'killer', 9);
    await judgeUntil(api, roomNo, deadAtDay);
    const day: TableView = await api.ok(player(1), 'tableView', { roomNo });
    expect(day.seats.some((s) => !s.alive)).toBe(true);
    expect(day.seats.every((s) => s.roleName === undefined)).toBe(true);
  });

  it('谁是卧底 under 出局亮身份: the exiled card\'s name, never its word', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'undercover', 8, { rules: { 'reveal.onExile': true }, words: { civilian: '苹果', undercover: '梨' } });
    const judged = await judgeUntil(api, roomNo, (v) => v.seats.some((s) => !s.alive));
    const day: TableView = await api.ok(player(1), 'tableView', { roomNo });
    for (const seat of judged.seats.filter((s) => !s.alive)) expect(day.seats[seat.seat - 1].roleName).toBe(seat.roleName);
    expect(JSON.stringify(day.seats)).not.toMatch(/苹果|梨/);
  });
});
