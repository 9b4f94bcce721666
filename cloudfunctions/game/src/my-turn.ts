// 自动主持: what one seat's phone shows: its card, the table, and the prompt when this seat must act
// now, with only the facts its role may know (worded by the step's info or the step's own hook) and
// the lines without the judge's gestures.
import type { DayActions, InputSpec, MyTurnResult, Prompt, PromptInfo, SeatNo, SeatTurn, Step, StepInput } from '../../../typings/api';
import { openStep } from './auto-clock';
import { asksDecoy, asksGuessWithResult, decoyPrompt, withGuessAsked } from './decoys';
import { answeringSeats, seatInput, seatPassLabel } from './engine/core/collect';
import { besideFacts, withoutGestures } from './engine/core/gestures';
import { factsByShape } from './engine/core/prompt-facts';
import { isAuto, seatVersion, type Room } from './engine/core/room';
import { gameModule } from './engine/registry';
import { playerAnswer, type TableRoom } from './standings';
import { tableView } from './table-view';

export function myTurn(room: TableRoom, seat: SeatNo, now: number): MyTurnResult {
  const turn = seatTurn(room, seat);
  return { ...turn, table: tableView(room, now, turn.card.review) };
}

/** What only this seat sees of the room: its card, its prompt, its day actions, at its private version. */
export function seatTurn(room: TableRoom, seat: SeatNo): SeatTurn {
  const step = openStep(room);
  const actions = step ? ownDayActions(step, seat) : undefined;
  return {
    card: playerAnswer(room, seat),
    prompt: step ? promptFor(room, step, seat) : null,
    ...(actions && { dayActions: actions }),
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
  const input = seatInput(step);
  const emptyText = noSeat(input) ? gameModule(room.match.state.game).describe(room.match.state).noOptions : undefined;
  const prompt: Prompt = {
    stepId: step.id,
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

/**
 * The private facts of a prompt: a team's teammates and picks at night; else the step's own wording
 * where it has one, or its info worded by its shape (a seat and what it is, a victim, a shot…).
 */
function promptInfo(room: Room, step: Step, seat: SeatNo): PromptInfo | undefined {
  const { state } = room.match;
  const module = gameModule(state.game);
  if (state.phase === 'night' && step.close === 'answers') return teamPicks(room, step, seat);
  return module.promptInfo?.(state, seat) ?? factsByShape(step.info ?? {}, (id) => roleName(room, id));
}

/** A role's name in the game's catalog. */
function roleName(room: Room, id: string): string {
  return gameModule(room.match.state.game).info.roles.find((r) => r.id === id)?.name ?? id;
}

/** A team's night (wolves, killers, police): who the teammates are and what each has picked so far. */
function teamPicks(room: Room, step: Step, seat: SeatNo): PromptInfo {
  const team = step.actors?.seats ?? [];
  const mates = team.filter((s) => s !== seat);
  const answers = room.auto!.collection.answers;
  const wolves = step.actors?.kind === 'wolves';
  const own = roleName(room, room.match.state.seats[seat - 1].role);
  const mateText = wolves ? '狼' : own;
  const pickOf = (s: SeatNo) => {
    const seats = answers[s]?.input.seats;
    return Array.isArray(seats) && typeof seats[0] === 'number' ? seats[0] as SeatNo : undefined;
  };
  const lines = mates.map((s) => {
    const pick = pickOf(s);
    return pick === undefined ? `${s} 号还没选` : `${s} 号选了 ${pick} 号`;
  });
  const marks = [
    ...mates.map((s) => ({ seat: s, text: mateText })),
    ...team.flatMap((s) => {
      const pick = pickOf(s);
      return pick === undefined ? [] : [{ seat: pick, text: `${s}号${wolves ? '刀' : '选'}` }];
    }),
  ];
  const facts = [
    ...(mates.length > 0 ? [`${wolves ? '狼队友' : `${own}同伴`}：${mates.join('、')} 号`] : []),
    ...(lines.length > 0 ? [lines.join('，')] : []),
  ];
  return { team, facts, marks };
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
