// 自动主持 from a real game: a 12-player 狼人杀 on the in-process engine, the host page on the host's
// phone and a card page (the player's console) on each player's phone, played by tapping what each
// phone shows under a fake clock. Pictures: the host phone at night, the seer's result, the witch's
// victim, a decoy guess (无声之夜) and the 已记录 screen, the host phone in a speech with its clock,
// a voter who has picked, the seer's card held down by day with what the night told him; and the
// host phone right after a shot, saying who was taken.
import { advance, answer, autoTable, CARD_PAGE, HOST_PAGE, promptOf, tableOf, type AutoTable } from '../tests/pages/helpers/auto-table';
import { backend, phonesOnFakeClock, tick } from '../tests/pages/helpers/env';
import type { Opened } from '../tests/pages/helpers/load';
import { snapshot } from './lib/render';
import { NICKNAMES } from './lib/play';

phonesOnFakeClock(9);

/** A picture under the fake clock: its wait for Vant's transitions needs the clock to move. */
async function picture(name: string, page: Opened, which: { path: string; id: string }): Promise<void> {
  const shot = snapshot(name, page, which);
  await tick(500);
  await shot;
}

const hostShot = (name: string, table: AutoTable) => picture(name, table.host, HOST_PAGE);
const playerShot = (name: string, page: Opened) => picture(name, page, CARD_PAGE);

test('auto game: host at night and in a speech; the seer, the witch and a voter on their phones', async () => {
  const table = await autoTable({ 'auto.speechSeconds': 90 }, NICKNAMES);
  const { host, players } = table;
  await tick(100);
  await advance(host);
  const wanted = new Set(['host-night', 'console-seer-check', 'console-seer', 'console-witch', 'console-decoy', 'console-recorded', 'host-speech', 'console-voter', 'console-seer-card']);
  let seer: Opened | undefined;
  for (let second = 0; second < 3600 && wanted.size > 0; second++) {
    const step = tableOf(players[0])?.step;
    if (step?.key === 'night.seer' && wanted.delete('host-night')) await hostShot('host-night', table);
    if (step?.key === 'day.speech' && wanted.delete('host-speech')) {
      // Some 18 seconds into the first speech, the speaker still talking.
      await tick(18_000);
      await hostShot('host-speech', table);
    }
    for (const player of players) {
      const prompt = promptOf(player);
      // The seer must check someone, yet his 「确定」 takes no pick too, as every decoy's does.
      if (prompt?.key === 'night.seer' && wanted.delete('console-seer-check')) await playerShot('console-seer-check', player);
      if (prompt?.key === 'night.seerResult' && wanted.delete('console-seer')) {
        seer = player;
        await playerShot('console-seer', player);
      }
      // By day the seer holds the card down: it shows what the night told him.
      if (prompt?.key === 'day.vote' && player === seer && wanted.delete('console-seer-card')) {
        await player.comp.querySelector('#card')!.dispatchEvent('touchstart');
        await tick(100);
        await playerShot('console-seer-card', player);
        await player.comp.querySelector('#card')!.dispatchEvent('touchend');
      }
      if (prompt?.key === 'night.witchSave' && wanted.delete('console-witch')) await playerShot('console-witch', player);
      if (prompt?.key === 'night.guess' && player === players[4] && wanted.has('console-decoy')) {
        wanted.delete('console-decoy');
        await answer(player, false);
        await playerShot('console-decoy', player);
      }
      if (prompt?.key === 'night.guess' && prompt.answer && player === players[4] && wanted.delete('console-recorded')) await playerShot('console-recorded', player);
      if (prompt?.key === 'day.vote' && player === players[4] && wanted.delete('console-voter')) {
        await answer(player, false);
        await playerShot('console-voter', player);
      }
      // The first speaker keeps talking until the host phone's picture is taken.
      if (prompt?.key === 'day.speech' && wanted.has('host-speech')) continue;
      // The wolves agree on a seat none of them holds (their prompt marks the pack).
      const pack = new Set((prompt?.info?.marks ?? []).filter((m) => m.text.includes('狼')).map((m) => m.seat));
      await answer(player, true, (seat) => prompt?.key === 'night.wolves' && pack.has(seat));
    }
    await advance(host);
    await tick(1000);
  }
  expect([...wanted]).toEqual([]);
}, 180_000);

test('auto game: the host after a shot, saying who was taken before the next turn', async () => {
  const table = await autoTable({ preset: 'modern12-wolfking-guard', rules: { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 } }, NICKNAMES);
  const { host, players } = table;
  const roles = (await backend.store.get(table.roomNo))!.room.match.state.seats.map((s) => (s as { role: string }).role);
  const hunter = roles.indexOf('hunter') + 1;
  await tick(100);
  await advance(host);
  // Nobody points at the hunter at night; by day the table votes him out, and he shoots the first seat offered.
  const said = () => (host.page.data.say as { text: string }[]).some((line) => line.text.includes('带走'));
  for (let second = 0; second < 1200 && !said(); second++) {
    for (const player of players) {
      const voting = promptOf(player)?.key === 'day.vote';
      if (!said()) await answer(player, true, (seat) => (voting ? seat !== hunter : seat === hunter));
    }
    if (said()) break;
    await advance(host);
    await tick(1000);
  }
  expect(said()).toBe(true);
  await hostShot('host-after-shot', table);
}, 180_000);
