// 无声之夜 at a real table: the night that tells nothing. A 12-player 狼人杀 auto room played through
// the real pages (the host page and twelve card pages) on the in-process engine, through the first
// night and day and into the second night: some players answer at once, some late, one never. At
// every night step every living phone that has not answered yet shows the very same layout — the
// step card, the seat grid, one confirm; no facts box, no buttons of a role — whoever holds a role;
// the actors still read what they learn, in their card. Once answered, every phone shows 已记录.
import { advance, autoTable, pickSeat, promptOf, tableOf } from './helpers/auto-table';
import { phonesOnFakeClock, tick } from './helpers/env';
import { $, as, text, type Opened } from './helpers/load';

phonesOnFakeClock(11);

/** Every element id the console may show; a layout is the set of those present. */
const IDS = [
  'phase', 'timer', 'step', 'title', 'facts', 'waiting', 'choices', 'pick-text', 'grid', 'answer', 'day-actions', 'send',
  'eyes-closed', 'recorded', 'edit', 'ended',
];
const layout = (page: Opened) => {
  const screen = $(page.comp, '#console');
  return IDS.filter((id) => screen.querySelector(`#${id}`)).join(' ');
};
const stepText = (page: Opened) => text($($(page.comp, '#console'), '#step'));

/** Late phones answer two seconds into a step; the silent one never answers at night. */
const LATE = new Set([3, 8, 11]);
const SILENT = 6;

/**
 * The person at a phone answers what it shows: taps a seat it may pick (a guess none every third
 * step), then the one confirm.
 */
async function answerNight(page: Opened, seat: number, step: number): Promise<void> {
  const prompt = promptOf(page)!;
  const screen = $(page.comp, '#console');
  const spec = prompt.input;
  const seats = spec.type === 'seats' ? spec.options : spec.type === 'choice' ? spec.options.flatMap((o) => (o.seat === undefined ? [] : [o.seat])) : [];
  if (seats.length > 0 && (prompt.key !== 'night.guess' || step % 3 !== 0)) {
    const first = seats.find((s) => s !== seat) ?? seats[0];
    await pickSeat(page, first);
    if (spec.type === 'seats' && spec.max === 2) await pickSeat(page, seats.filter((s) => s !== first)[0]);
  }
  const send = screen.querySelector('#send');
  if (send) await as(page, () => (send.querySelector('.van-button') ?? send).dispatchEvent('tap'));
}

/** A day answer: the first choice or the first seat offered (then the confirm), or 过. */
async function answerDay(page: Opened): Promise<void> {
  const prompt = promptOf(page);
  if (!prompt || prompt.answer !== undefined) return;
  const screen = $(page.comp, '#console');
  const spec = prompt.input;
  if (spec.type === 'choice') {
    const choice = screen.querySelector(`#choice-${spec.options[spec.options.length - 1].id}`);
    if (choice) await as(page, () => (choice.querySelector('.van-button') ?? choice).dispatchEvent('tap'));
  }
  if (spec.type === 'seats' && spec.min > 0) await pickSeat(page, spec.options[0]);
  const send = screen.querySelector('#send');
  if (send) await as(page, () => (send.querySelector('.van-button') ?? send).dispatchEvent('tap'));
}

it('at every night step every living phone not yet answered shows the same layout, the actors\' facts in their card', async () => {
  const table = await autoTable();
  const { host, players } = table;
  await advance(host);
  /** Per night step: the layouts of the phones not answered yet, and of those answered. */
  const open = new Map<string, Set<string>>();
  const recorded = new Set<string>();
  /** Night step keys whose actor read facts in its card, and the prompt keys met at night. */
  const toldInCard = new Set<string>();
  const keys = new Set<string>();
  const openedAt = new Map<number, number>();
  let nightSteps = 0;
  for (let second = 0; second < 900; second++) {
    const view = tableOf(players[0])!;
    if (view.status === 'ended' || (view.round >= 2 && view.phase === 'night' && nightSteps > 12)) break;
    const step = view.step;
    const night = host.page.data.night && step?.waitsOn === 'players';
    if (night && step && !openedAt.has(step.id)) {
      openedAt.set(step.id, Date.now());
      nightSteps += 1;
    }
    for (const [i, page] of players.entries()) {
      const seat = i + 1;
      const prompt = promptOf(page);
      if (!night || !step || !view.seats[i].alive) {
        if (!night) await answerDay(page);
        continue;
      }
      // Every living phone has something at a night step: its role's prompt or a guess.
      expect(prompt?.stepId).toBe(step.id);
      if (prompt!.answer !== undefined) {
        recorded.add(layout(page));
        continue;
      }
      const key = `${view.round}:${step.key}`;
      open.set(key, (open.get(key) ?? new Set()).add(layout(page)));
      keys.add(prompt!.key);
      for (const fact of prompt!.info?.facts ?? []) {
        expect(stepText(page)).toContain(fact);
        toldInCard.add(prompt!.key);
      }
      const late = LATE.has(seat) && Date.now() - openedAt.get(step.id)! < 2000;
      if (seat !== SILENT && !late) await answerNight(page, seat, step.id);
    }
    await advance(host);
    await tick(1000);
  }
  expect(nightSteps).toBeGreaterThan(8);
  // One layout per night step, and the same at every step: the card, the grid, one confirm.
  const layouts = new Set([...open.values()].flatMap((s) => [...s]));
  expect([...layouts]).toEqual(['phase timer step title pick-text grid send']);
  expect([...recorded]).toEqual(['recorded edit']);
  // Roles acted (the seer picked, the witch was told), results were told, the guesses asked.
  expect([...keys]).toEqual(expect.arrayContaining(['night.guess', 'night.cupid', 'night.lovers', 'night.seer', 'night.seerResult', 'night.witchSave', 'night.wolves']));
  expect([...toldInCard]).toEqual(expect.arrayContaining(['night.lovers', 'night.seerResult', 'night.witchSave', 'night.wolves']));
}, 60_000);
