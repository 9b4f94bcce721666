// 自动主持: what one seat's phone shows: its card, the table, and the prompt when this seat must act
// now, with only the facts its role may know (worded by the step's info or the step's own hook) and
// the lines without the judge's gestures.
import type { DayActionWords, DayActions, InputSpec, MyTurnResult, Prompt, Review, SeatNo, SeatTurn, Step, StepInput } from '../../../typings/api';
import { heldTime, openStep } from './auto-clock';
import { asksDecoy, asksGuessWithResult, decoyPrompt, nightGrid, withGuessAsked } from './decoys';
import { answeringSeats, seatInput, seatPassLabel } from './engine/core/collect';
import { besideFacts, withoutGestures } from './engine/core/gestures';
import { isAuto, seatVersion, shownStepId, type Room } from './engine/core/room';
import { gameModule } from './engine/registry';
import { promptInfo } from './prompt-info';
import { actingStep } from './skill-window';
import { playerAnswer, type TableRoom } from './standings';
import { tableView } from './table-view';

export function myTurn(room: TableRoom, seat: SeatNo, now: number): MyTurnResult {
  const turn = seatTurn(room, seat);
  const table = tableView(room, now, turn.card.review && sharedReview(turn.card.review));
  const { prompt } = turn;
  // While the room is paused the prompt's time stands still, as the table's does.
  const timed = prompt?.closesAt === undefined ? prompt : { ...prompt, closesAt: heldTime(room.auto, prompt.closesAt, now) };
  return { ...turn, prompt: timed, v: table.v, table };
}

/** A seat's 复盘 as the table shows it: the seat's own rating change stays on its card. */
function sharedReview({ ratingChange: _own, ...review }: Review): Review {
  return review;
}

/** What only this seat sees of the room: its card, its prompt, its day actions, at its private version. */
export function seatTurn(room: TableRoom, seat: SeatNo): SeatTurn {
  const step = openStep(room);
  // In a judge room a 自爆 or a duel is the judge's to enter: a phone that votes offers none (nor tells a wolf by it).
  const acting = step && actingStep(room, step);
  const actions = acting && isAuto(room) ? ownDayActions(acting, seat) : undefined;
  const words = acting && actions ? wordsOf(acting, actions) : undefined;
  return {
    card: playerAnswer(room, seat),
    prompt: step ? promptFor(room, step, seat) : null,
    ...(actions && { dayActions: actions, dayActionWords: words }),
    seatV: seatVersion(room, seat),
  };
}

/** Whether `seat` has a prompt on the open step. */
export function mayAnswer(room: Room, step: Step, seat: SeatNo): boolean {
  // Nobody acts in the neutral 「技能」 window.
  if (!room.auto || room.auto.collection.stepId !== step.id || room.auto.skill) return false;
  if (!isAuto(room) && step.input.type !== 'ballots') return false;
  return answeringSeats(step, room.auto.collection).includes(seat);
}

function promptFor(room: Room, step: Step, seat: SeatNo): Prompt | null {
  if (asksDecoy(room, step, seat)) return decoyPrompt(room, step, seat);
  if (!mayAnswer(room, step, seat)) return null;
  const auto = room.auto!;
  const speaking = step.actors?.kind === 'speaker';
  const answer = auto.collection.answers[seat]?.input;
  const info = promptInfo(room, step, seat);
  const passLabel = seatPassLabel(step);
  const input = nightGrid(room, step, seatInput(step));
  const emptyText = noSeat(input) ? gameModule(room.match.state.game).describe(room.match.state).noOptions : undefined;
  const prompt: Prompt = {
    stepId: shownStepId(room),
    key: step.key,
    title: speaking ? '轮到你发言' : step.title,
    say: speaking ? ['说完了就点「过」。'] : info?.facts?.length ? besideFacts(step.say) : withoutGestures(step.say),
    input,
    ...(passLabel && { passLabel }),
    ...(emptyText && { emptyText }),
    ...(info && { info }),
    ...(answer && { answer: answer as StepInput }),
    ...(auto.timer && { closesAt: auto.timer.endsAt }),
  };
  // A result shown at night asks the decoy's guess too: the same grid and confirm on every phone.
  return asksGuessWithResult(room, step, input) ? withGuessAsked(room, step, seat, prompt) : prompt;
}

/** A seat grid with no seat to pick: a seats input without options, or a choice none of whose options names a seat. */
function noSeat(input: InputSpec): boolean {
  if (input.type === 'seats') return input.options.length === 0;
  return input.type === 'choice' && input.options.every((o) => o.seat === undefined);
}

/** The step's words for the day actions this seat has. */
function wordsOf(step: Step, actions: DayActions): DayActionWords {
  return Object.fromEntries(Object.keys(actions).flatMap((key) => {
    const words = step.dayActionWords?.[key as keyof DayActions];
    return words ? [[key, words]] : [];
  }));
}

/** What this seat may do by day outside any prompt (自爆…), listing this seat only. */
function ownDayActions(step: Step, seat: SeatNo): DayActions | undefined {
  const all = step.dayActions;
  if (!all) return undefined;
  const own: DayActions = {};
  for (const key of ['explode', 'explodeTake', 'duel', 'withdraw'] as const) {
    if (all[key]?.includes(seat)) own[key] = [seat];
  }
  return Object.keys(own).length > 0 ? own : undefined;
}
