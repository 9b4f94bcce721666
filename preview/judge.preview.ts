// The judge console in the states a judge meets: check-in, a 狼人杀 night (guard, witch, seer),
// dawn, the ballots, the PK, the end; a modern night (magician, nightmare, dreamweaver); a 杀人游戏
// police result; a 谁是卧底 vote.
import { snapshot } from './lib/render';
import type { JudgeView, StepInput } from '../typings/api';
import { resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { load, open, type Opened } from '../tests/pages/helpers/load';
import { tableFor, viewOf, type Table } from '../tests/pages/helpers/table';
import { atStep, leave, playUntil, raiseHands, seatNamed, seatsWith, tapSeats, type Chooser } from './lib/play';

const path = 'pages/judge/index';
const id = load(path);

beforeEach(() => {
  resetPhones();
  resetBackend(3);
});

/** Opens the console on the table as it is, lets `act` tap, and writes one picture or more. */
async function picture(
  name: string, table: Table, act?: (page: Opened) => Promise<void>, also: { name: string; scrollTo: string }[] = [],
): Promise<void> {
  const page = await open(id, { roomNo: table.roomNo }, table.judge);
  if (act) await act(page);
  await snapshot(name, page, { path, id });
  for (const more of also) await snapshot(more.name, page, { path, id, scrollTo: more.scrollTo, full: false });
  leave(page);
}

function ballotsStep(view: JudgeView): { voters: number[]; candidates: number[] } {
  const spec = view.step?.input;
  if (spec?.type !== 'ballots') throw new Error(`not a ballots step: ${view.step?.key}`);
  return spec;
}

function everyoneFor(target: (view: JudgeView) => number): Chooser {
  return (view) => {
    const { voters, candidates } = ballotsStep(view);
    const seat = target(view);
    const chosen = candidates.includes(seat) ? seat : candidates[0];
    return { ballots: Object.fromEntries(voters.filter((v) => v !== chosen).map((v) => [String(v), chosen])) };
  };
}

test('check-in: 7 of 12 joined', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-guard' });
  await seatNamed(table, 7);
  await picture('judge-checkin', table);
});

test('狼人杀: a night, the day, the ballots, the PK and the end', async () => {
  const table = await tableFor({ game: 'werewolf', players: 12, preset: 'modern12-guard', rules: { 'vote.tie': 'pkOnce' } });
  await seatNamed(table, 12);
  const start = table.view;
  const wolves = seatsWith(start, 'werewolf');
  const villagers = seatsWith(start, 'villager');
  const [seer] = seatsWith(start, 'seer');
  const victim = villagers[0];
  const guarded = villagers[1];
  const poisoned = wolves[0];
  const checked = wolves[1];

  const livingWolf = (view: JudgeView): number => seatsWith(view, 'werewolf')[0] ?? 0;
  const inputs: Record<string, Chooser> = {
    'night.guard': (view, step) => {
      const spec = step.input;
      const options = spec.type === 'seats' ? spec.options : [];
      return { seats: view.round === 1 && options.includes(guarded) ? [guarded] : [] };
    },
    'night.wolves': (view, step) => {
      const spec = step.input;
      const options = spec.type === 'seats' ? spec.options : [];
      const good = view.seats.filter((s) => s.alive && s.role !== 'werewolf' && options.includes(s.seat)).map((s) => s.seat);
      return { seats: view.round === 1 ? [victim] : good.slice(0, 1) };
    },
    'night.witchPoison': (view) => ({ seats: view.round === 1 ? [poisoned] : [] }),
    'night.seer': (view, step) => {
      const spec = step.input;
      const options = spec.type === 'seats' ? spec.options : [];
      return { seats: [view.round === 1 ? checked : options[0]] };
    },
    'day.sheriffCandidates': () => ({ seats: [seer, villagers[2]].sort((a, b) => a - b) }),
    'day.sheriffWithdraw': () => ({ seats: [] }),
    'day.sheriffVote': everyoneFor(() => seer),
    'day.vote': everyoneFor(livingWolf),
  };

  await playUntil(table, atStep('night.guard'), inputs);
  await picture('judge-werewolf-guard', table, (page) => tapSeats(page, [guarded]));

  // The modern base calls the seer after the witch.
  await playUntil(table, atStep('night.witchSave'), inputs);
  await picture('judge-werewolf-witch', table);

  await playUntil(table, atStep('night.seerResult'), inputs);
  await picture('judge-werewolf-seer-result', table);

  const sheriffVote = await playUntil(table, atStep('day.sheriffVote'), inputs);
  await picture('judge-werewolf-sheriff-vote', table, (page) => raiseHands(page, seer, ballotsStep(sheriffVote).voters.slice(0, 5)));

  await playUntil(table, atStep('day.dawn'), inputs);
  await picture('judge-werewolf-dawn', table);

  const vote = await playUntil(table, atStep('day.vote'), inputs);
  const { voters, candidates } = ballotsStep(vote);
  const wolf = livingWolf(vote);
  const other = candidates.find((s) => s !== wolf && !voters.slice(0, 3).includes(s)) ?? candidates[1];
  const handsUp = voters.filter((v) => v !== wolf && v !== other);
  const half = Math.floor(voters.length / 2);
  await picture('judge-werewolf-ballots', table, async (page) => {
    await raiseHands(page, wolf, handsUp.slice(0, half - 2));
    await raiseHands(page, other, handsUp.slice(half - 2, half));
  }, [{ name: 'judge-werewolf-ballots-scrolled', scrollTo: '#ballots' }]);

  // A tie between the wolf and another player (the sheriff abstains), then the PK.
  const even = handsUp.filter((v) => v !== seer);
  const pair = even.length - (even.length % 2);
  const tie: StepInput = {
    ballots: Object.fromEntries(even.slice(0, pair).map((v, i) => [String(v), i % 2 === 0 ? wolf : other])),
  };
  await playUntil(table, atStep('day.pk'), { ...inputs, 'day.vote': () => tie });
  await picture('judge-werewolf-pk', table);
  await playUntil(table, (view) => view.step?.key === 'day.vote' && ballotsStep(view).candidates.length === 2, inputs);
  await picture('judge-werewolf-pk-vote', table, async (page) => {
    const spec = ballotsStep(await viewOf(table));
    await raiseHands(page, wolf, spec.voters.filter((v) => v !== wolf && v !== other).slice(0, 4));
  });

  await playUntil(table, (view) => view.status === 'ended', inputs);
  await picture('judge-werewolf-end', table);
});

test('狼人杀: the cupid may pass (a skippable seats step)', async () => {
  const table = await tableFor({ game: 'werewolf', players: 10, preset: 'classic', rules: { 'cupid.allowSkip': true } });
  await seatNamed(table, 10);
  await playUntil(table, atStep('night.cupid'));
  await picture('judge-werewolf-cupid', table);
});

test('狼人杀 modern night: the magician swaps, the nightmare fears the witch, the dreamweaver dreams', async () => {
  const table = await tableFor({
    game: 'werewolf', players: 12, preset: 'modern12-nightmare-dreamweaver',
    roles: { werewolf: 3, nightmare: 1, magician: 1, dreamweaver: 1, seer: 1, witch: 1, villager: 4 },
  });
  await seatNamed(table, 12);
  const start = table.view;
  const villagers = seatsWith(start, 'villager');
  const [witch] = seatsWith(start, 'witch');
  const [seer] = seatsWith(start, 'seer');
  const swap = [villagers[0], villagers[1]].sort((a, b) => a - b);
  const inputs: Record<string, Chooser> = {
    'night.magician': () => ({ seats: swap }),
    'night.nightmare': () => ({ seats: [witch] }),
    'night.dreamweaver': () => ({ seats: [seer] }),
    'night.seer': () => ({ seats: [swap[0]] }),
    'night.wolves': () => ({ seats: [swap[0]] }),
  };
  await playUntil(table, atStep('night.magician'), inputs);
  await picture('judge-modern-magician', table, (page) => tapSeats(page, swap));
  await playUntil(table, atStep('night.nightmare'), inputs);
  await picture('judge-modern-nightmare', table, (page) => tapSeats(page, [witch]));
  await playUntil(table, atStep('night.dreamweaver'), inputs);
  await picture('judge-modern-dreamweaver', table, (page) => tapSeats(page, [seer]));
  await playUntil(table, atStep('night.witchSave'), inputs);
  await picture('judge-modern-witch-feared', table);
  await playUntil(table, atStep('night.seerResult'), inputs);
  await picture('judge-modern-seer-swapped', table);
  await playUntil(table, atStep('day.dawn'), inputs);
  await picture('judge-modern-dawn', table);
});

test('杀人游戏: the police result', async () => {
  const table = await tableFor({ game: 'killer', players: 8 });
  await seatNamed(table, 8);
  const killers = seatsWith(table.view, 'killer');
  const civilians = seatsWith(table.view, 'civilian');
  await playUntil(table, atStep('night.policeResult'), {
    'night.killers': () => ({ seats: [civilians[0]] }),
    'night.police': () => ({ seats: [killers[0]] }),
  });
  await picture('judge-killer-police-result', table);
});

test('谁是卧底: a vote', async () => {
  const table = await tableFor({ game: 'undercover', players: 8 });
  await seatNamed(table, 8);
  const view = await playUntil(table, atStep('round.vote'));
  const { voters } = ballotsStep(view);
  const [undercover] = seatsWith(view, 'undercover');
  const other = voters.find((s) => s !== undercover) ?? voters[0];
  await picture('judge-undercover-vote', table, async (page) => {
    await raiseHands(page, undercover, voters.filter((v) => v !== undercover && v !== other).slice(0, 3));
    await raiseHands(page, other, [undercover]);
  });
});
