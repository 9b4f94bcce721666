// Calls per phone per game, counted from the real pages: a 12-player 狼人杀 (正规局) judged on the
// judge page, every player on the card page, a step every 10–40 s of virtual time for 45 minutes
// (a new deal whenever a game ends), then 30 quiet minutes. Run three ways on the same seed: the
// previous release's pages (a poll every 3 s), and these pages on the live channel by watch() and by
// long poll. Writes its counts as JSON to BENCH_LIVE_FILE.
import { writeFileSync } from 'node:fs';
import type { JudgeView, Step, StepInput } from '../../typings/api';
import { seededRng, type Rng } from '../../cloudfunctions/game/src/engine/core/rng';
import { config } from '../../miniprogram/config';
import { call } from '../../miniprogram/services/api';
import { randomInput } from '../../tests/helpers/random-play';
import { direct, phone, resetBackend, resetPhones, tick, useFakeClock, useRealClock } from '../../tests/pages/helpers/env';
import { as, load, open, type Opened } from '../../tests/pages/helpers/load';

const PLAYERS = 12;
const GAME_MS = 45 * 60_000;
const QUIET_MS = 30 * 60_000;

const pages = {
  live: { card: load('pages/card/index'), judge: load('pages/judge/index') },
  ...(process.env.BENCH_OLD_MINIPROGRAM && {
    polling: {
      card: load('pages/card/index', process.env.BENCH_OLD_MINIPROGRAM),
      judge: load('pages/judge/index', process.env.BENCH_OLD_MINIPROGRAM),
    },
  }),
};

interface Counts {
  /** Backend calls (cloud function invocations) per card phone during the game, and in the quiet after. */
  card: number[];
  cardQuiet: number[];
  judge: number;
  judgeQuiet: number;
  /** Long polls (GET /api/signal) per card phone during the game. */
  cardWaits: number[];
  steps: number;
  deals: number;
}

/**
 * What the judge taps: a random legal input, except that a vote goes one way (the table agrees on a
 * suspect), so that games end and new deals come within the 45 minutes, as at a real table.
 */
function inputFor(step: Step, rng: Rng): StepInput {
  if (step.input.type === 'ballots') {
    const { voters, candidates } = step.input;
    const target = candidates[rng.int(candidates.length)];
    return { ballots: Object.fromEntries(voters.filter((v) => v !== target).map((v) => [String(v), target])) };
  }
  // A random input of the step's own shape.
  return randomInput(step, rng) as StepInput;
}

async function play(ids: { card: string; judge: string }, cloudEnvId: string): Promise<Counts> {
  resetPhones();
  resetBackend(77);
  useFakeClock();
  config.cloudEnvId = cloudEnvId;
  const rng = seededRng(78);
  try {
    const judgePhone = phone('judge');
    judgePhone.storage.set('devOpenid', 'judge-openid');
    const judgeOpenid = cloudEnvId ? 'cloud-judge' : 'judge-openid';
    const { roomNo } = await direct(judgeOpenid, { action: 'createRoom', game: 'werewolf', players: PLAYERS, preset: 'classic' }) as { roomNo: string };
    const judge = await open(ids.judge, { roomNo }, judgePhone);
    const cards: Opened[] = [];
    for (let i = 1; i <= PLAYERS; i++) cards.push(await open(ids.card, { roomNo }, phone(`p${i}`)));

    const started = Date.now();
    let steps = 0;
    let deals = 1;
    while (Date.now() - started < GAME_MS) {
      await tick(10_000 + rng.int(30_001));
      const view = await direct(judgeOpenid, { action: 'judgeView', roomNo }) as JudgeView;
      if (!view.step) {
        await as(judge, () => judge.page.judge(() => call('redeal', { roomNo })));
        deals++;
        continue;
      }
      const stepId = view.step.id;
      const input = inputFor(view.step, rng);
      await as(judge, () => judge.page.judge(() => call('act', { roomNo, stepId, input })));
      const after = await direct(judgeOpenid, { action: 'judgeView', roomNo }) as JudgeView;
      // A random ballot may break a rule the input cannot show (a lover voting for the other): abstain.
      if (after.step?.id === stepId) await as(judge, () => judge.page.judge(() => call('act', { roomNo, stepId, input: { ballots: {} } })));
      steps++;
    }
    const card = cards.map((c) => c.phone.sent.length);
    const judgeCalls = judge.phone.sent.length;
    await tick(QUIET_MS);
    return {
      card,
      cardQuiet: cards.map((c, i) => c.phone.sent.length - card[i]),
      judge: judgeCalls,
      judgeQuiet: judge.phone.sent.length - judgeCalls,
      cardWaits: cards.map((c) => c.phone.signalWaits),
      steps,
      deals,
    };
  } finally {
    resetPhones();
    useRealClock();
  }
}

test('calls per phone per game', async () => {
  const results: Record<string, Counts> = {};
  if (pages.polling) results.polling = await play(pages.polling, '');
  results.watch = await play(pages.live, 'bench-env');
  results.longPoll = await play(pages.live, '');
  const file = process.env.BENCH_LIVE_FILE;
  if (file) writeFileSync(file, JSON.stringify(results));
  expect(results.watch.steps).toBeGreaterThan(60);
});
