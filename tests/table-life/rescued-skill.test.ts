// A judge room with hidden cards that the table switches to 自动主持 (接管): the judge's neutral 技能
// question and the host's timed window are one and the same, never both for the same deaths.
import type { TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { judgeRoom, player } from '../helpers/judge-room';
import { playByPhones } from '../helpers/phones';

it('asks the neutral skill question once per deaths told in a rescued room', async () => {
  const api = inProcessApi(undefined, 5);
  const roomNo = await judgeRoom(api, 'werewolf', 12, { preset: 'modern12-guard' });
  api.clock.now += 121_000;
  await api.ok(player(1), 'rescue', { roomNo, to: 'auto' });
  for (let n = 2; n <= 7; n++) await api.ok(player(n), 'rescueVote', { roomNo, yes: true });
  const faces: { id: number; key: string; dead: string }[] = [];
  const ended = await playByPhones(api.call, { roomNo, host: player(1), phones: Array.from({ length: 12 }, (_, i) => player(i + 1)) }, 5, {
    observeTable: (view: TableView) => {
      if (view.step && faces.at(-1)?.id !== view.step.id) {
        faces.push({ id: view.step.id, key: view.step.key, dead: view.seats.filter((s) => !s.alive).map((s) => s.seat).join() });
      }
    },
    clock: api.clock,
  });
  expect(ended.status).toBe('ended');
  const questions = faces.filter((f) => f.key === 'day.skill');
  expect(questions.length).toBeGreaterThan(0);
  const twice = faces.filter((f, i) => i > 0 && f.key === 'day.skill' && faces[i - 1].key === 'day.skill' && faces[i - 1].dead === f.dead);
  expect(twice).toEqual([]);
});
