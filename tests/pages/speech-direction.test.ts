// 警左/警右 through the real pages: the judge's console offers the sheriff's two sides as the step's
// choice and sends the one tapped; in an auto room only the sheriff's phone asks, the host reads the
// question out, and the other phones wait.
import { $, as, load, open, tap, text } from './helpers/load';
import { actUntil, quietNight, seat, tableFor, viewOf } from './helpers/table';
import { advance, autoTable, HOST_PAGE, playOnUntil, promptOf, tableOf } from './helpers/auto-table';
import { phonesOnFakeClock, tick } from './helpers/env';

const judgePage = load('pages/judge/index');
phonesOnFakeClock(3);

test('the judge taps 警右 for the sheriff: the choice goes out and the speeches start at his right, the sheriff last', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-wolfking-guard' });
  await seat(table, 12);
  await actUntil(table, 'day.speechDirection', { ...quietNight(table.view), 'day.sheriffCandidates': { seats: [3] } });
  const page = await open(judgePage, { roomNo: table.roomNo }, table.judge);
  expect(text($(page.comp, '#choice-left'))).toBe('警左（从 4 号起）');
  expect(text($(page.comp, '#choice-right'))).toBe('警右（从 2 号起）');
  expect(page.comp.data.canNext).toBe(false);
  await tap(page, '#choice-right');
  await tap(page, '#next');
  expect(page.phone.sent.at(-1)).toMatchObject({ action: 'act', params: { input: { choice: 'right' } } });
  const view = await viewOf(table);
  expect(view.step).toMatchObject({ key: 'day.speech', info: { order: [2, 1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3] } });
  expect(page.comp.data.step.key).toBe('day.speech');
});

test('in an auto room only the sheriff\'s phone asks 警左 or 警右; the host reads the question', async () => {
  const table = await autoTable({ preset: 'modern12-wolfking-guard', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } });
  const { host, players } = table;
  const [sheriff] = players;
  await tick(100);
  await advance(host);
  // Nobody aims at seat 1; everyone stands, each candidate speaks in turn, all but seat 1 withdraw.
  await playOnUntil(table, () => promptOf(sheriff)?.key === 'day.sheriffWithdraw', (s) => s === 1);
  const tapOwn = async (id: string) => {
    await as(sheriff, () => $($(sheriff.comp, '#console'), id).querySelector('.van-button')?.dispatchEvent('tap'));
  };
  await tapOwn('#choice-stay');
  await tapOwn('#send');
  await playOnUntil(table, () => promptOf(sheriff)?.key === 'day.speechDirection', (s) => s === 1);
  expect(tableOf(sheriff)!.seats[0].tags).toContain('sheriff');
  const prompt = promptOf(sheriff)!;
  expect(prompt.input).toMatchObject({ type: 'choice', options: [{ id: 'left' }, { id: 'right' }] });
  const console = $(sheriff.comp, '#console');
  expect(text($(console, '#choice-left'))).toMatch(/^警左（从 \d+ 号起）$/);
  expect(text($(console, '#choice-right'))).toMatch(/^警右（从 \d+ 号起）$/);
  for (const player of players.slice(1)) expect(promptOf(player)).toBeNull();
  const hostPage = await open(HOST_PAGE.id, { roomNo: table.roomNo }, host.phone);
  expect(hostPage.comp.querySelectorAll('.say').map(text).join('')).toContain('请警长 1 号选择警左还是警右');
  await as(sheriff, () => $(console, '#choice-left').querySelector('.van-button')?.dispatchEvent('tap'));
  await as(sheriff, () => $($(sheriff.comp, '#console'), '#send').querySelector('.van-button')?.dispatchEvent('tap'));
  expect(sheriff.phone.sent.filter((c) => c.action === 'play').at(-1)!.params).toMatchObject({ input: { choice: 'left' } });
  expect(tableOf(sheriff)!.step!.key).toBe('day.speech');
}, 60_000);
