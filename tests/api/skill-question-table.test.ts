// A judge room with hidden cards, seen from a seated phone: the public table shows the neutral 技能
// step the same way after a villager's death as after the hunter's (who holds his fire).
import type { JudgeView, PublicStep, TableView } from '../../typings/api';
import { quietInput } from '../helpers/autoplay';
import { inProcessApi } from '../helpers/api';
import { JUDGE, judgeRoom, player } from '../helpers/judge-room';

/** The first day as player 12's phone sees it, the wolves having killed the seat holding `victim`. */
async function firstDayTable(victim: 'villager' | 'hunter'): Promise<Omit<PublicStep, 'id'>[]> {
  const api = inProcessApi(undefined, 9);
  const roomNo = await judgeRoom(api, 'werewolf', 12, { preset: 'modern12-guard' });
  let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
  const target = view.seats.find((s) => s.role === victim && s.seat !== 12)!.seat;
  const faces: Omit<PublicStep, 'id'>[] = [];
  for (let i = 0; i < 60 && view.step && view.step.key !== 'day.speech' && view.step.key !== 'day.speechDirection'; i++) {
    const step = view.step;
    if (view.phase === 'day') {
      const { id: _, ...face } = ((await api.ok(player(12), 'tableView', { roomNo })) as TableView).step!;
      faces.push(JSON.parse(JSON.stringify(face).replace(new RegExp(`\\b${target} 号`, 'g'), 'N 号')));
    }
    const input = step.key === 'night.wolves' ? { seats: [target] } : step.key === 'night.witchSave' ? { choice: 'skip' } : quietInput(step);
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: step.id, input });
  }
  return faces;
}

it('shows the same public steps after a villager\'s death and after the hunter\'s who holds fire', async () => {
  const villager = await firstDayTable('villager');
  expect(villager.map((f) => f.key)).toContain('day.skill');
  expect(await firstDayTable('hunter')).toEqual(villager);
});
