import fc from 'fast-check';
import { inProcessApi } from '../helpers/api';
import { bodyArb, expectWellFormed } from '../helpers/junk';

describe('junk sent to every action in-process', () => {
  it('is always answered in the documented shape, never INTERNAL, and a refusal changes nothing', async () => {
    const api = inProcessApi();
    const { roomNo } = await api.ok('judge', 'createRoom', { game: 'killer', players: 9 });
    await api.ok('player', 'joinRoom', { roomNo });
    await api.ok('judge', 'act', { roomNo, stepId: 1 });
    await api.ok('judge', 'act', { roomNo, stepId: 2 }); // now at night.killers: only { seats: [x] } is legal
    const callers = fc.constantFrom('judge', 'player', 'stranger');
    await fc.assert(fc.asyncProperty(callers, bodyArb({ roomNo, stepId: 3, players: 9 }), async (caller, body) => {
      const before = JSON.stringify(await api.store.get(roomNo));
      const answer = await api.handle(caller, body);
      expectWellFormed(answer);
      const after = JSON.stringify(await api.store.get(roomNo));
      if (!answer.ok) expect(after).toBe(before);
      if (before !== after) {
        // Only a legal change of this very room may change it; put it back for the next run.
        await api.store.delete(roomNo);
        await api.store.create(JSON.parse(before).room);
      }
    }), { numRuns: 3000 });
    expect(api.errors).toEqual([]);
  });
});
