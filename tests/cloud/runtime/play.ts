// Plays games through the built cloud function's `main(event)` on the oldest Node it supports, and
// prints what happened as JSON for tests/cloud/runtime.test.ts to judge. Built by that test with
// esbuild for the same Node: the imports of index and sdk-stand-in become the built index.js and
// the stand-in SDK installed beside it.
import type {
  ApiResult, CatalogResult, CreateRoomResult, GameId, JoinRoomResult, JudgeView, MyCardResult, Step,
} from '../../../typings/api';
import { main } from '../../../cloudfunctions/game/src/index';
import { seededRng, type Rng } from '../../../cloudfunctions/game/src/engine/core/rng';
import { simpleInput } from '../../helpers/autoplay';
import { randomInput } from '../../helpers/random-play';
import { callerIs } from './sdk-stand-in';

/** An answer that should have been `ok` and was not: the action, its code and message. */
interface Failure { action: string; code: string; message: string }

type StepRef = { id: number; key: string };

export interface Played {
  game: GameId;
  roomNo: string;
  seats: number[];
  /** Two steps acted, then one undone. */
  undo: { before: StepRef; acted: StepRef; after: StepRef };
  /** Steps acted until the game ended, and how it ended. */
  steps: number;
  status: string;
  winner: string;
  /** Each player's myCard: their seat, and whether the card is the one the judge sees there. */
  cards: { seat: number; matchesJudge: boolean }[];
  /** The new deal, and the id of the last deal's last step (a new deal numbers its steps on from it). */
  redeal: { status: string; stepId: number | null; round: number; lastStepId: number };
}

/** One game of the sweep: a preset at a player count, played with seeded random taps. */
export interface Swept { game: GameId; preset: string; players: number; status: string }

export interface Transcript {
  node: string;
  structuredClone: string;
  failures: Failure[];
  games: Played[];
  sweep: Swept[];
  closed: string;
  timer: unknown;
}

const failures: Failure[] = [];

async function answer(openid: string, event: Record<string, unknown>): Promise<ApiResult<unknown>> {
  callerIs(openid);
  return await main(event) as ApiResult<unknown>;
}

async function send<T>(openid: string, event: Record<string, unknown>): Promise<T> {
  const result = await answer(openid, event);
  if (result.ok) return result.data as T;
  failures.push({ action: String(event.action), ...result.error });
  throw new Error(`${String(event.action)}: ${result.error.code} ${result.error.message}`);
}

const stepOf = (view: JudgeView): StepRef => ({ id: view.step?.id ?? 0, key: view.step?.key ?? '' });

/** Whether a player's card is the one the judge sees on that seat (a role, or the word of their role). */
function sameCard(view: JudgeView, mine: MyCardResult): boolean {
  const role = view.seats.find((s) => s.seat === mine.seat)?.role;
  if ('role' in mine.card) return mine.card.role === role;
  const words: Record<string, string | null> = { civilian: view.words?.civilian ?? '', undercover: view.words?.undercover ?? '', blank: null };
  return role !== undefined && mine.card.word === words[role];
}

type Pick = (step: Step) => Record<string, unknown>;

/**
 * Acts on the view's step with the first input the rules take: `first`, then up to 30 random ones.
 * A deal is random (the function shuffles with crypto) and a rule may refuse an input (lovers may
 * not vote for each other): only ILLEGAL_MOVE may refuse one; any other answer is a failure.
 */
async function actOn(judge: string, roomNo: string, view: JudgeView, first: Pick, rng: Rng): Promise<JudgeView> {
  const step = view.step;
  if (!step) throw new Error('the game has ended');
  let refused = '';
  for (let attempt = 0; attempt <= 30; attempt++) {
    const input = attempt === 0 ? first(step) : randomInput(step, rng);
    const result = await answer(judge, { action: 'act', roomNo, stepId: step.id, input });
    if (result.ok) return result.data as JudgeView;
    refused = result.error.message;
    if (result.error.code !== 'ILLEGAL_MOVE') {
      failures.push({ action: 'act', ...result.error });
      throw new Error(`act: ${result.error.code} ${result.error.message}`);
    }
  }
  failures.push({ action: 'act', code: 'STUCK', message: `no input taken at ${step.key}: ${refused}` });
  throw new Error(`act: stuck at ${step.key}`);
}

async function openRoom(judge: string, params: Record<string, unknown>, players: number, prefix: string) {
  const { roomNo } = await send<CreateRoomResult>(judge, { action: 'createRoom', ...params, players });
  const seats: number[] = [];
  for (let i = 1; i <= players; i++) {
    seats.push((await send<JoinRoomResult>(`${prefix}-${i}`, { action: 'joinRoom', roomNo, nickname: `玩家${i}` })).seat);
  }
  return { roomNo, seats };
}

async function play(game: GameId, players: number): Promise<Played> {
  const judge = `judge-${game}`;
  const { roomNo, seats } = await openRoom(judge, { game }, players, game);
  const rng = seededRng(players);
  const act = (view: JudgeView) => actOn(judge, roomNo, view, simpleInput, rng);

  const before = await act(await send<JudgeView>(judge, { action: 'judgeView', roomNo }));
  const acted = await act(before);
  const undone = await send<JudgeView>(judge, { action: 'undo', roomNo });

  let view = undone;
  let steps = 0;
  let lastStepId = 0;
  while (view.step && steps < 500) {
    lastStepId = view.step.id;
    view = await act(view);
    steps++;
  }

  const cards = [];
  for (let i = 1; i <= players; i++) {
    const mine = await send<MyCardResult>(`${game}-${i}`, { action: 'myCard', roomNo });
    cards.push({ seat: mine.seat, matchesJudge: sameCard(view, mine) });
  }

  const redealt = await send<JudgeView>(judge, { action: 'redeal', roomNo });
  return {
    game, roomNo, seats,
    undo: { before: stepOf(before), acted: stepOf(acted), after: stepOf(undone) },
    steps, status: view.status, winner: view.winner?.text ?? '',
    cards,
    redeal: { status: redealt.status, stepId: redealt.step?.id ?? null, round: redealt.round, lastStepId },
  };
}

/** Every preset of every game at its fewest and most players, to the end, with random taps. */
async function sweep(): Promise<Swept[]> {
  const { games } = await send<CatalogResult>('sweeper', { action: 'catalog' });
  const out: Swept[] = [];
  let seed = 0;
  for (const game of games) {
    for (const preset of game.presets) {
      for (const players of new Set(preset.players)) {
        seed++;
        const rng = seededRng(seed);
        // A judge per room: the rate limit counts per caller.
        const judge = `sweep-judge-${seed}`;
        const { roomNo } = await openRoom(judge, { game: game.id, preset: preset.id }, players, `sweep-${seed}`);
        let view = await send<JudgeView>(judge, { action: 'judgeView', roomNo });
        for (let i = 0; view.step && i < 500; i++) {
          view = await actOn(judge, roomNo, view, (step) => randomInput(step, rng), rng);
        }
        out.push({ game: game.id, preset: preset.id, players, status: view.status });
      }
    }
  }
  return out;
}

/** The hourly timer trigger of config.json: WeChat calls it with no OPENID. */
async function hourlyTrigger(): Promise<unknown> {
  callerIs('');
  return main({ Type: 'Timer', TriggerName: 'cleanupExpiredRooms' });
}

async function run(): Promise<Transcript> {
  const games: Played[] = [];
  for (const [game, players] of [['killer', 8], ['werewolf', 12], ['undercover', 7]] as const) {
    try {
      games.push(await play(game, players));
    } catch {
      // recorded in `failures`; go on with the next game
    }
  }
  const swept = await sweep().catch(() => []);
  const { roomNo } = await openRoom('closer', { game: 'killer' }, 6, 'closer');
  const closed = await answer('closer', { action: 'closeRoom', roomNo });
  const gone = await answer('closer', { action: 'judgeView', roomNo });
  return {
    node: process.version,
    structuredClone: typeof (globalThis as { structuredClone?: unknown }).structuredClone,
    failures,
    games,
    sweep: swept,
    closed: closed.ok && !gone.ok ? gone.error.code : 'still open',
    timer: await hourlyTrigger(),
  };
}

run().then((transcript) => {
  process.stdout.write(JSON.stringify(transcript));
}, (error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
