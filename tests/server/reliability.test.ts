import type { Step } from '../../typings/api';
import { simpleInput } from '../helpers/autoplay';
import { serverForFile, startServer } from '../helpers/server';

describe('the local server under simultaneous calls', () => {
  const server = serverForFile({ GAME_RATE_LIMIT: '0' });

  it('seats 20 simultaneous joins into a 20-seat room on 20 distinct seats, in 50 rooms', async () => {
    for (let room = 0; room < 50; room++) {
      const { data } = await server.call('judge', 'createRoom', { game: 'killer', players: 20 });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => server.call(`r${room}p${i}`, 'joinRoom', { roomNo: data.roomNo })));
      const seats = answers.map((a) => a.data?.seat).sort((a, b) => a - b);
      expect(seats).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
  });

  it('answers two simultaneous acts on one step with one success and one STALE_STEP', async () => {
    for (let i = 0; i < 10; i++) {
      const { data } = await server.call('judge', 'createRoom', { game: 'killer', players: 6 });
      const answers = await Promise.all([1, 2].map(() => server.call('judge', 'act', { roomNo: data.roomNo, stepId: 1 })));
      expect(answers.map((a) => (a.ok ? 'ok' : a.error.code)).sort()).toEqual(['STALE_STEP', 'ok']);
    }
  });

  it('gives 50 simultaneous createRoom calls 50 distinct room numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => server.call(`judge${i}`, 'createRoom', { game: 'killer', players: 6 })));
    expect(new Set(answers.map((a) => a.data.roomNo)).size).toBe(50);
  });
});

describe('the local server killed with SIGKILL', () => {
  it('keeps every room whose write was answered ok, unchanged and playable', async () => {
    const first = await startServer({ GAME_RATE_LIMIT: '0' });
    const rooms: { roomNo: string; step: Step; seats: Map<string, number>; inFlight: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const { data } = await first.call('judge', 'createRoom', { game: 'killer', players: 12 });
      rooms.push({ roomNo: data.roomNo, step: data.view.step, seats: new Map(), inFlight: '' });
    }
    // Each room has one chain of calls in flight at a time: joins, then the judge's acts.
    let killed = false;
    const load = rooms.map(async (room) => {
      for (let i = 0; !killed; i++) {
        try {
          if (i < 12) {
            room.inFlight = 'join';
            const answer = await first.call(`${room.roomNo}-${i}`, 'joinRoom', { roomNo: room.roomNo });
            if (answer.ok) room.seats.set(`${room.roomNo}-${i}`, answer.data.seat);
          } else {
            room.inFlight = 'act';
            const answer = await first.call('judge', 'act', { roomNo: room.roomNo, stepId: room.step.id, input: simpleInput(room.step) });
            if (!answer.ok) return;
            if (!answer.data.step) {
              // At the end of a game, deal again so that the load goes on until the kill.
              room.inFlight = 'redeal';
              room.step = (await first.call('judge', 'redeal', { roomNo: room.roomNo })).data.step;
            } else {
              room.step = answer.data.step;
            }
          }
        } catch {
          return; // the connection died with the server
        }
      }
    });
    // Kill in the middle of the load: once every room is full and some games are under way.
    for (let waited = 0; waited < 10_000 && !rooms.every((r) => r.seats.size === 12 && r.step.id > 5); waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.process.kill('SIGKILL');
    killed = true;
    await Promise.all(load);
    await first.stop();

    const second = await startServer({ GAME_RATE_LIMIT: '0' }, first.dataDir);
    try {
      for (const room of rooms) {
        const view = await second.call('judge', 'judgeView', { roomNo: room.roomNo });
        expect(view.ok).toBe(true);
        // The last answered write is there; at most the one unanswered write in flight came after it.
        const step: Step | null = view.data.step;
        if (step?.id === room.step.id) expect(step).toEqual(room.step);
        else if (room.inFlight === 'act') expect(step === null || step.id === room.step.id + 1).toBe(true);
        // A redeal in flight after a game's end: the ended game (the redeal was lost) or the new deal's first step.
        else {
          expect(room.inFlight).toBe('redeal');
          expect([1, 'ended']).toContain(step?.id ?? 'ended');
        }
        for (const [openid, seat] of room.seats) {
          expect((await second.call(openid, 'myCard', { roomNo: room.roomNo })).data.seat).toBe(seat);
        }
        const playing = step ?? (await second.call('judge', 'redeal', { roomNo: room.roomNo })).data.step;
        const next = await second.call('judge', 'act', { roomNo: room.roomNo, stepId: playing.id, input: simpleInput(playing) });
        expect(next.ok).toBe(true);
      }
      expect(rooms.every((r) => r.seats.size === 12 && r.step.id > 5)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
