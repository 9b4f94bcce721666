// Plays games through the built cloud function's `main(event)` on the oldest Node it supports, and
// prints what happened as JSON for tests/cloud/runtime.test.ts to judge. Built by that test with
// esbuild for the same Node: the imports below become the built index.js and the stand-in SDK.
import type { CreateRoomResult, GameId, JoinRoomResult, JudgeView, MyCardResult } from '../../../typings/api';
import { main } from '../../../cloudfunctions/game/src/index';
import { simpleInput } from '../../helpers/autoplay';
import { callerIs } from './sdk-stand-in';

/** An answer that was not `ok`: the action, its code and message. */
interface Failure { action: string; code: string; message: string }

export interface Played {
  game: GameId;
  roomNo: string;
  seats: number[];
  /** The step before and after one undo (after the first act). */
  undo: { acted: { id: number; key: string }; before: { id: number; key: string }; after: { id: number; key: string } };
  /** Steps acted until the game ended, and how it ended. */
  steps: number;
  status: string;
  winner: string;
  /** What each player's myCard answered: seat and whether the card is theirs (same as the judge's view). */
  cards: { openid: string; seat: number; matchesJudge: boolean }[];
  redeal: { status: string; stepId: number | null; round: number };
}

export interface Transcript {
  node: string;
  structuredClone: string;
  failures: Failure[];
  games: Played[];
}

const failures: Failure[] = [];

async function send<T>(openid: string, event: Record<string, unknown>): Promise<T> {
  callerIs(openid);
  const answer = await main(event) as { ok: boolean; data?: T; error?: { code: string; message: string } };
  if (answer.ok) return answer.data as T;
  const failure = { action: String(event.action), code: answer.error?.code ?? '?', message: answer.error?.message ?? '' };
  failures.push(failure);
  throw new Error(`${failure.action}: ${failure.code} ${failure.message}`);
}

const stepOf = (view: JudgeView) => ({ id: view.step?.id ?? 0, key: view.step?.key ?? '' });

/** Whether a player's card is the one the judge sees on that seat (a role, or the word of their role). */
function sameCard(view: JudgeView, mine: MyCardResult): boolean {
  const role = view.seats.find((s) => s.seat === mine.seat)?.role;
  if ('role' in mine.card) return mine.card.role === role;
  const words: Record<string, string | null> = { civilian: view.words?.civilian ?? '', undercover: view.words?.undercover ?? '', blank: null };
  return role !== undefined && mine.card.word === words[role];
}

async function play(game: GameId, players: number): Promise<Played> {
  const judge = `judge-${game}`;
  const { roomNo } = await send<CreateRoomResult>(judge, { action: 'createRoom', game, players });
  const seats: number[] = [];
  for (let i = 1; i <= players; i++) {
    seats.push((await send<JoinRoomResult>(`${game}-player-${i}`, { action: 'joinRoom', roomNo, nickname: `玩家${i}` })).seat);
  }
  const act = (view: JudgeView) => {
    if (!view.step) throw new Error('the game has ended');
    return send<JudgeView>(judge, { action: 'act', roomNo, stepId: view.step.id, input: simpleInput(view.step) });
  };

  const first = await send<JudgeView>(judge, { action: 'judgeView', roomNo });
  const second = await act(first);
  const acted = await act(second);
  const undone = await send<JudgeView>(judge, { action: 'undo', roomNo });

  let view = undone;
  let steps = 0;
  while (view.step && steps < 500) {
    view = await act(view);
    steps++;
  }

  const cards = [];
  for (let i = 1; i <= players; i++) {
    const openid = `${game}-player-${i}`;
    const mine = await send<MyCardResult>(openid, { action: 'myCard', roomNo });
    cards.push({ openid, seat: mine.seat, matchesJudge: sameCard(view, mine) });
  }

  const redealt = await send<JudgeView>(judge, { action: 'redeal', roomNo });
  return {
    game, roomNo, seats,
    undo: { acted: stepOf(acted), before: stepOf(second), after: stepOf(undone) },
    steps, status: view.status, winner: view.winner?.text ?? '',
    cards,
    redeal: { status: redealt.status, stepId: redealt.step?.id ?? null, round: redealt.round },
  };
}

async function run(): Promise<Transcript> {
  const games: Played[] = [];
  for (const [game, players] of [['killer', 8], ['werewolf', 12], ['undercover', 7]] as const) {
    try {
      games.push(await play(game, players));
    } catch {
      // the failure is recorded; go on with the next game
    }
  }
  return { node: process.version, structuredClone: typeof (globalThis as { structuredClone?: unknown }).structuredClone, failures, games };
}

run().then((transcript) => {
  process.stdout.write(JSON.stringify(transcript));
}, (error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
