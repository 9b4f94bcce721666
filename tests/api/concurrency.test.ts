import { inProcessApi } from '../helpers/api';

// The memory store answers on a later microtask, so calls started together really do interleave:
// all of them read the same version before any of them writes.
describe('simultaneous calls in-process', () => {
  it('20 joins into a 20-seat room give 20 distinct seats', async () => {
    const api = inProcessApi();
    for (let round = 0; round < 10; round++) {
      const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 20 });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.call(`p${i}`, 'joinRoom', { roomNo })));
      expect(answers.every((a) => a.ok)).toBe(true);
      const seats = answers.map((a) => (a.ok ? a.data.seat : 0)).sort((a, b) => a - b);
      expect(seats).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const view = await api.ok('judge', 'judgeView', { roomNo });
      expect(view.seats.every((s: { joined: boolean }) => s.joined)).toBe(true);
    }
  });

  it('two acts on one step give one success and one STALE_STEP', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 6 });
    const answers = await Promise.all([1, 2].map(() => api.call('judge', 'act', { roomNo, stepId: 1 })));
    expect(answers.map((a) => (a.ok ? 'ok' : a.error.code)).sort()).toEqual(['STALE_STEP', 'ok']);
    expect((await api.ok('judge', 'judgeView', { roomNo })).step.id).toBe(2);
  });
});
