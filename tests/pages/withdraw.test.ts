// 退水 during the election speeches in an auto room, through the real pages on the in-process engine:
// every candidate's console offers 「退水」 while a candidate speaks, nobody else's; a tap asks once more
// and goes out as `play { withdraw }`; the speaker keeps the floor and the leaver's button is gone.
import { autoTable, playOnUntil, promptOf } from './helpers/auto-table';
import { backend, phonesOnFakeClock, tick } from './helpers/env';
import { $, as, type Opened } from './helpers/load';

phonesOnFakeClock(5);

const hasWithdraw = (page: Opened) => Boolean(page.comp.querySelector('#console')?.querySelector('#withdraw'));

test('a candidate withdraws from his own phone while another speaks', async () => {
  const table = await autoTable({ preset: 'modern12-wolfking-guard', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } });
  const { roomNo, players } = table;
  await tick(100);
  // Everyone answers the first choice, so everyone living stands for sheriff.
  await playOnUntil(table, () => players.some((p) => p.page.data.dayActions?.withdraw !== undefined));
  const state = async () => (await backend.store.get(roomNo))!.room.match.state as unknown as { step: { key: string; seat: number; order: number[] } };
  const { step } = await state();
  expect(step.key).toBe('day.sheriffSpeech');
  const speaker = players[step.seat - 1];
  const candidates = players.filter((p) => step.order.includes(p.page.data.seat));
  const others = players.filter((p) => !step.order.includes(p.page.data.seat));
  expect(candidates.every(hasWithdraw)).toBe(true);
  expect(others.some(hasWithdraw)).toBe(false);
  expect(promptOf(speaker)?.key).toBe('day.sheriffSpeech');

  const leaver = candidates.find((p) => p !== speaker)!;
  const seat = leaver.page.data.seat as number;
  await as(leaver, () => $($(leaver.comp, '#console'), '#withdraw').querySelector('.van-button')?.dispatchEvent('tap'));
  await tick(100);
  expect(leaver.phone.modals.at(-1)).toMatch(/^确定退水？：退水后不再竞选警长/);
  expect(leaver.phone.sent.filter((c) => c.action === 'play').at(-1)!.params).toMatchObject({ input: { withdraw: seat } });
  await tick(1000);
  expect(hasWithdraw(leaver)).toBe(false);
  const log = (await backend.store.get(roomNo))!.room.match.state.log.map((l) => l.text);
  expect(log).toContain(`${seat} 号退水`);
  // The speaker still has the floor.
  expect(promptOf(speaker)?.key).toBe('day.sheriffSpeech');
  expect(((await state()).step).seat).toBe(step.seat);
}, 60_000);
