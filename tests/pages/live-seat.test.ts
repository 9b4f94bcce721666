// An auto room's seat signal on the live channel: a phone hears its own seat's private changes
// (its prompt moved while nothing public did), never another seat's, through the same reconnects.
import { config } from '../../miniprogram/config';
import { watchRoom, type LiveEvent } from '../../miniprogram/services/live';
import { backend, cutLiveChannels, onPhone, phone, phonesOnFakeClock, tick } from './helpers/env';
import { tableFor } from './helpers/table';

const defaults = { ...config };
phonesOnFakeClock(5);
beforeEach(() => {
  config.cloudEnvId = 'test-env';
});
afterEach(() => {
  Object.assign(config, defaults);
});

/** The server's write of a seat's signal: readable by the seat's owner only. */
function seatSignal(roomNo: string, seat: number, v: number, owner: string): void {
  backend.db.setDoc('seatSignals', `${roomNo}:${seat}`, { v, _openid: owner });
}

function listen(name: string, roomNo: string, seat: number): { events: LiveEvent[]; stop: () => void } {
  const events: LiveEvent[] = [];
  const stop = onPhone(phone(name), () => watchRoom(roomNo, (event) => events.push(event), { seat }));
  return { events, stop };
}

const seatEvents = (events: LiveEvent[]) => events.flatMap((e) => (e.kind === 'seat' ? [e.signal.v] : []));

it('a phone hears each change of its own seat\'s signal, once, besides the room\'s', async () => {
  const { roomNo } = await tableFor({ game: 'killer', players: 6 });
  seatSignal(roomNo, 3, 1, 'cloud-p3');
  const mine = listen('p3', roomNo, 3);
  await tick(10);
  // Where the seat stands as the channel opens: the page weighs it against the turn it read.
  expect(seatEvents(mine.events)).toEqual([1]);
  expect(mine.events.map((e) => e.kind).sort()).toEqual(['seat', 'signal']);
  seatSignal(roomNo, 3, 2, 'cloud-p3');
  await tick(10);
  seatSignal(roomNo, 3, 2, 'cloud-p3');
  seatSignal(roomNo, 3, 3, 'cloud-p3');
  await tick(10);
  expect(seatEvents(mine.events)).toEqual([1, 2, 3]);
  mine.stop();
  seatSignal(roomNo, 3, 4, 'cloud-p3');
  await tick(10);
  expect(seatEvents(mine.events)).toEqual([1, 2, 3]);
});

it('another phone watching that seat hears nothing of it (the security rule), and only reads now and then', async () => {
  const { roomNo } = await tableFor({ game: 'killer', players: 6 });
  seatSignal(roomNo, 3, 1, 'cloud-p3');
  const other = listen('p4', roomNo, 3);
  await tick(10);
  seatSignal(roomNo, 3, 2, 'cloud-p3');
  await tick(60_000);
  expect(seatEvents(other.events)).toEqual([]);
  // Its channel keeps failing, so it falls back to a read every 15 s: never faster.
  expect(other.events.filter((e) => e.kind === 'read').length).toBeLessThanOrEqual(4);
  other.stop();
});

it('cut, both channels reconnect; one read catches up, and the seat\'s next change is heard', async () => {
  const { roomNo } = await tableFor({ game: 'killer', players: 6 });
  seatSignal(roomNo, 2, 1, 'cloud-p2');
  const mine = listen('p2', roomNo, 2);
  await tick(10);
  cutLiveChannels();
  seatSignal(roomNo, 2, 2, 'cloud-p2');
  await tick(5_000);
  expect(mine.events.filter((e) => e.kind === 'read').length).toBeGreaterThanOrEqual(1);
  seatSignal(roomNo, 2, 3, 'cloud-p2');
  await tick(10);
  expect(seatEvents(mine.events).at(-1)).toBe(3);
  mine.stop();
});
