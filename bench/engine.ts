// Figure 1: whole random games per second on one core, and one `act` beside one JSON round trip of
// the room (what every store read and write costs), both measured on the same steps in the same run.
import { act, currentStep, type Match } from '../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../cloudfunctions/game/src/engine/core/rng';
import type { Room } from '../cloudfunctions/game/src/engine/core/room';
import { GAME_CASES, configOf, playGame, randomMove } from './play';
import { budgeted, type Row } from './report';
import { median, nowMs } from './stats';

const ROUNDS = 5;
const ROUND_MS = 500;
const SAMPLE_GAMES = 8;
const RATIO_PASSES = 7;
/**
 * Undo restores the state each input stored; a room stored by an earlier release (no such record)
 * is replayed from its deal once when it is loaded, so one game's time is what that load costs at
 * the last step: ≥ 50 games/s keeps it under 20 ms.
 */
export const GAMES_PER_SECOND_BUDGET = 50;

interface Sample { match: Match; stepId: number; input: unknown; room: Room }

/** Every step of a few random games: the match before it, the input, and the room that holds it. */
function samples(caseIndex: number): Sample[] {
  const { module, config } = configOf(GAME_CASES[caseIndex]);
  const out: Sample[] = [];
  for (let g = 0; g < SAMPLE_GAMES; g++) {
    const rng = seededRng(1000 + g);
    const { matches } = playGame(module, config, rng, true);
    const replay = seededRng(2000 + g);
    for (const match of matches) {
      const step = currentStep(module, match.state);
      if (!step) continue;
      const { input } = randomMove(module, match, step, replay);
      const members = Array.from({ length: config.players }, (_, i) => ({ openid: `o${'x'.repeat(20)}${i}`, seat: i + 1, nickname: `玩家${i + 1}` }));
      out.push({ match, stepId: step.id, input, room: { roomNo: '123456', judge: `j${'x'.repeat(27)}`, members, match, createdAt: 1, updatedAt: 2 } });
    }
  }
  return out;
}

export function engineFigures(): Row[] {
  const rows: Row[] = [];
  const setups = GAME_CASES.map(configOf);

  // Games per second: time-boxed rounds, the three games interleaved so that noise hits all alike.
  const rates: number[][] = GAME_CASES.map(() => []);
  const stepsPerGame: number[] = GAME_CASES.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    setups.forEach(({ module, config }, i) => {
      const rng = seededRng(round * 7919 + i);
      let games = 0;
      let steps = 0;
      const started = nowMs();
      let elapsed = 0;
      while (elapsed < ROUND_MS) {
        steps += playGame(module, config, rng).steps;
        games += 1;
        elapsed = nowMs() - started;
      }
      rates[i].push((games * 1000) / elapsed);
      stepsPerGame[i] = steps / games;
    });
  }
  GAME_CASES.forEach((c, i) => {
    const rate = median(rates[i]);
    rows.push(budgeted(1, `${c.label}: 整局随机游戏/秒`, rate, 'games/s', `${rate.toFixed(0)} 局/秒（${stepsPerGame[i].toFixed(0)} 步/局）`,
      `≥ ${GAMES_PER_SECOND_BUDGET} 局/秒`, rate >= GAMES_PER_SECOND_BUDGET, { rounds: rates[i], stepsPerGame: stepsPerGame[i] }));
  });

  // One act beside one JSON round trip of the room holding the match, on the same steps.
  GAME_CASES.forEach((c, i) => {
    const { module } = setups[i];
    const set = samples(i);
    const actUs: number[] = [];
    const jsonUs: number[] = [];
    const ratios: number[] = [];
    let sink = 0;
    for (let pass = 0; pass < RATIO_PASSES; pass++) {
      let started = nowMs();
      for (const s of set) sink += act(module, s.match, s.stepId, s.input).inputs.length;
      const a = ((nowMs() - started) * 1000) / set.length;
      started = nowMs();
      for (const s of set) sink += (JSON.parse(JSON.stringify(s.room)) as Room).members.length;
      const j = ((nowMs() - started) * 1000) / set.length;
      if (pass === 0) continue; // warm-up
      actUs.push(a);
      jsonUs.push(j);
      ratios.push(a / j);
    }
    if (sink < 0) console.log(sink);
    const ratio = median(ratios);
    rows.push(budgeted(1, `${c.label}: act ÷ 房间 JSON 往返`, ratio, 'ratio',
      `${median(actUs).toFixed(0)} µs ÷ ${median(jsonUs).toFixed(0)} µs = ${ratio.toFixed(2)}×`, '≤ 1×', ratio <= 1,
      { actUs: median(actUs), jsonRoundTripUs: median(jsonUs), steps: set.length, passes: ratios }));
  });
  return rows;
}
