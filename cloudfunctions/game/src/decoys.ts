// 自动主持's 无声之夜: at a night step every living player without a real prompt gets a decoy of the
// same shape (a seat grid, one confirm: a guess at the bad camp), so no phone shows who acts. A real
// prompt with nothing to pick (a result shown: the seer's, the lovers told each other) asks the same
// guess beside its facts. The guesses change nothing in the game; the room keeps them (not the
// match) for the 复盘's 怀疑图.
import type { InputSpec, Prompt, Review, ReviewSuspicion, SeatNo, Step } from '../../../typings/api';
import { isNightStep } from './auto-clock';
import { autoRules } from './engine/core/auto-options';
import { answeringSeats } from './engine/core/collect';
import { GameError } from './engine/core/errors';
import { emptySeatsAccepted, onlyTheAnswer, parseInput } from './engine/core/input';
import { isAuto, shownStepId, type Guess, type Room } from './engine/core/room';

const DECOY_KEY = 'night.guess';
const DECOY_TITLE = '猜一猜';

/** The guesses asked, by game; the step picks one, so the question changes through the night. */
const QUESTIONS: Record<string, string[]> = {
  werewolf: ['你觉得谁是狼人？', '你觉得今晚谁最危险？', '你觉得谁在装好人？', '你最不信任谁？', '你觉得谁最像狼？'],
  killer: ['你觉得谁是杀手？', '你觉得今晚谁最危险？', '你觉得谁在装好人？', '你最不信任谁？'],
};

const DECOY_SAY = '选一个座位（也可以不选），点「确定」。天亮前可以改。';
/** What an empty guess is called. */
const PASS_LABEL = '不猜';

/** Whether the open step is a night step of an auto room whose decoys are on. */
function decoyNight(room: Room, step: Step): boolean {
  const auto = room.auto;
  if (!auto || !isAuto(room) || auto.collection.stepId !== step.id || !isNightStep(room, step)) return false;
  return autoRules(room.match.state.config.rules)['auto.nightDecoy'] === 'everyStep';
}

/** Whether `seat` answers the open step with a decoy: a living player of an auto room with no real part in this night step. */
export function asksDecoy(room: Room, step: Step, seat: SeatNo): boolean {
  if (!decoyNight(room, step)) return false;
  if (!room.match.state.seats[seat - 1]?.alive) return false;
  return !answeringSeats(step, room.auto!.collection).includes(seat);
}

/**
 * Whether a real prompt on the open night step, whose seat sends `input`, asks the decoy's guess:
 * it has nothing to pick (a result shown), so it takes the decoy's seat grid and confirm, and its
 * answer is a guess.
 */
export function asksGuessWithResult(room: Room, step: Step, input: InputSpec): boolean {
  return input.type === 'none' && decoyNight(room, step);
}

/**
 * A real seat grid as a phone sees it on a night with decoys: an empty 「确定」 is accepted there as on
 * every decoy (`skippable`: it means no pick, as silence does), so no phone's confirm alone waits for
 * a seat. The grid's `min` still says what the role must do.
 */
export function nightGrid(room: Room, step: Step, input: InputSpec): InputSpec {
  return input.type === 'seats' && !emptySeatsAccepted(input) && decoyNight(room, step) ? { ...input, skippable: true } : input;
}

/** The decoy's seat grid: any living seat, or none. */
function decoyInput(room: Room): InputSpec {
  return { type: 'seats', min: 0, max: 1, options: room.match.state.seats.filter((s) => s.alive).map((s) => s.seat) };
}

/** The guess asked at this step: the step picks it, so the question changes through the night. */
function question(room: Room, step: Step): string {
  const questions = QUESTIONS[room.match.state.game] ?? QUESTIONS.werewolf;
  return questions[step.id % questions.length];
}

/** `seat`'s guess already given on this step, as the answer its prompt holds. */
function givenGuess(room: Room, step: Step, seat: SeatNo): { answer: { seats: SeatNo[] } } | undefined {
  const given = room.auto!.guesses?.find((g) => g.stepId === step.id && g.seat === seat);
  return given && { answer: { seats: given.guess === null ? [] : [given.guess] } };
}

/** The decoy prompt of `seat` on the open night step, with the guess it already gave for this step. */
export function decoyPrompt(room: Room, step: Step, seat: SeatNo): Prompt {
  const auto = room.auto!;
  return {
    stepId: shownStepId(room),
    key: DECOY_KEY,
    title: DECOY_TITLE,
    say: [question(room, step), DECOY_SAY],
    input: decoyInput(room),
    passLabel: PASS_LABEL,
    ...givenGuess(room, step, seat),
    ...(auto.timer && { closesAt: auto.timer.endsAt }),
  };
}

/**
 * A real night prompt that only tells something (`asksGuessWithResult`), asking the decoy's guess
 * too: its own title, lines and facts, then the question, on the decoy's seat grid and confirm; its
 * answer is the guess already given on this step.
 */
export function withGuessAsked(room: Room, step: Step, seat: SeatNo, prompt: Prompt): Prompt {
  const { answer: _told, passLabel: _pass, emptyText: _empty, ...own } = prompt;
  return {
    ...own,
    say: [...prompt.say, question(room, step), DECOY_SAY],
    input: decoyInput(room),
    passLabel: PASS_LABEL,
    ...givenGuess(room, step, seat),
  };
}

/** The room with `seat`'s guess for the open step recorded (a later guess on the same step replaces it). */
export function withGuess<R extends Room>(room: R, step: Step, seat: SeatNo, raw: unknown): R {
  const spec = decoyInput(room);
  const rules = { key: DECOY_KEY, title: DECOY_TITLE, say: [], input: spec, refuse: (s: SeatNo) => `${s} 号已经出局，不能选` };
  const parsed = parseInput(rules, raw, room.match.state.config.players);
  if (parsed.kind !== 'seats') throw new GameError('BAD_REQUEST', onlyTheAnswer('seats'));
  const auto = room.auto!;
  const guess: Guess = { round: room.match.state.round, stepId: step.id, seat, guess: parsed.seats[0] ?? null };
  const kept = (auto.guesses ?? []).filter((g) => !(g.stepId === step.id && g.seat === seat));
  return { ...room, auto: { ...auto, guesses: [...kept, guess] } };
}

/**
 * The 怀疑图 of an ended deal: for each night, whom each player last guessed that night, and the
 * 火眼金睛 — the players outside the bad camp whose guesses named it most often (hits over guesses,
 * then most hits; ties all named; nobody when no guess hit). Undefined when nobody guessed.
 */
export function suspicionOf(room: Room, review: Review): ReviewSuspicion | undefined {
  const guesses = (room.auto?.guesses ?? []).filter((g) => g.guess !== null);
  if (!isAuto(room) || guesses.length === 0) return undefined;
  const bad = new Set(review.seats.filter((s) => s.bad).map((s) => s.seat));
  const rounds = [...new Set(guesses.map((g) => g.round))].sort((a, b) => a - b);
  const nights = rounds.map((round) => {
    const last = new Map<SeatNo, SeatNo>();
    for (const g of guesses) if (g.round === round) last.set(g.seat, g.guess!);
    const title = review.phases.find((p) => p.round === round && p.phase === 'night')?.title ?? `第 ${round} 夜`;
    const seats = [...last].sort(([a], [b]) => a - b).map(([seat, guess]) => ({ seat, guess, hit: bad.has(guess) }));
    return { round, title, guesses: seats };
  });
  // The bad camp knows its own: its guesses stand in the 怀疑图 but do not compete for 火眼金睛.
  const fromGood = nights.flatMap((n) => n.guesses).filter((g) => !bad.has(g.seat));
  return { nights, sharpest: sharpest(fromGood, BAD_CAMP[review.game] ?? '坏人') };
}

/** What a hit named, by game. */
const BAD_CAMP: Record<string, string> = { werewolf: '狼人阵营', killer: '杀手' };

function sharpest(all: { seat: SeatNo; hit: boolean }[], camp: string): ReviewSuspicion['sharpest'] {
  const bySeat = new Map<SeatNo, { hits: number; guesses: number }>();
  for (const g of all) {
    const s = bySeat.get(g.seat) ?? { hits: 0, guesses: 0 };
    bySeat.set(g.seat, { hits: s.hits + (g.hit ? 1 : 0), guesses: s.guesses + 1 });
  }
  const ranked = [...bySeat].filter(([, s]) => s.hits > 0)
    .sort(([, a], [, b]) => b.hits * a.guesses - a.hits * b.guesses || b.hits - a.hits);
  if (ranked.length === 0) return { seats: [], hits: 0, guesses: 0, text: `火眼金睛：没有人猜中${camp}` };
  const [, best] = ranked[0];
  const seats = ranked.filter(([, s]) => s.hits === best.hits && s.guesses === best.guesses).map(([seat]) => seat).sort((a, b) => a - b);
  return { seats, hits: best.hits, guesses: best.guesses, text: `火眼金睛：${seats.join('、')} 号（${best.guesses} 次猜测，${best.hits} 次猜中${camp}）` };
}
