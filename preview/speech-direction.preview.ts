// The modern day from a real 狼王守卫 game on the in-process engine: 警左/警右 on the judge's console
// (the sheriff's two sides as the step's choice) and on the sheriff's own phone in an auto room; a
// candidate's election speech on the judge's console (marking who withdrew) and the 退水 button on a
// standing candidate's phone.
import { snapshot } from './lib/render';
import { advance, autoTable, CARD_PAGE, playOnUntil, promptOf } from '../tests/pages/helpers/auto-table';
import { phonesOnFakeClock, tick } from '../tests/pages/helpers/env';
import { $, as, load, open } from '../tests/pages/helpers/load';
import { actUntil, quietNight, tableFor } from '../tests/pages/helpers/table';
import { leave, NICKNAMES, seatNamed } from './lib/play';

const path = 'pages/judge/index';
const id = load(path);
phonesOnFakeClock(3);

/** The judge's console of a 狼王守卫 room after a quiet first night with `candidates` standing, at step `key`. */
async function judgeAt(name: string, key: string, candidates: number[]): Promise<void> {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-wolfking-guard' });
  await seatNamed(table, 12);
  await actUntil(table, key, { ...quietNight(table.view), 'day.sheriffCandidates': { seats: candidates } });
  const page = await open(id, { roomNo: table.roomNo }, table.judge);
  const shot = snapshot(name, page, { path, id });
  await tick(500);
  await shot;
  leave(page);
}

test('the judge: 警左 or 警右 for sheriff 3', () => judgeAt('judge-speech-direction', 'day.speechDirection', [3]));

test('the sheriff\'s phone in an auto room asks 警左 or 警右', async () => {
  const table = await autoTable({ preset: 'modern12-wolfking-guard', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } }, NICKNAMES);
  const [sheriff] = table.players;
  await tick(100);
  await advance(table.host);
  await playOnUntil(table, () => promptOf(sheriff)?.key === 'day.sheriffWithdraw', (s) => s === 1);
  for (const button of ['#choice-stay', '#send']) {
    await as(sheriff, () => $($(sheriff.comp, '#console'), button).querySelector('.van-button')?.dispatchEvent('tap'));
  }
  await playOnUntil(table, () => promptOf(sheriff)?.key === 'day.speechDirection', (s) => s === 1);
  const shot = snapshot('console-speech-direction', sheriff, { ...CARD_PAGE, scrollTo: '#console' });
  await tick(500);
  await shot;
}, 60_000);

test('the judge: a candidate\'s election speech, marking who withdrew meanwhile', () => judgeAt('judge-sheriff-speech', 'day.sheriffSpeech', [3, 6, 9]));

test('a candidate\'s phone offers 退水 while another candidate speaks', async () => {
  const table = await autoTable({ preset: 'modern12-wolfking-guard', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } }, NICKNAMES);
  await tick(100);
  await advance(table.host);
  // Everyone answers the first choice (上警), so every living player stands.
  const waiting = () => table.players.find((p) => p.page.data.dayActions?.withdraw !== undefined && !promptOf(p));
  await playOnUntil(table, () => waiting() !== undefined);
  const candidate = waiting()!;
  const shot = snapshot('console-withdraw', candidate, { ...CARD_PAGE, scrollTo: '#console' });
  await tick(500);
  await shot;
}, 60_000);
