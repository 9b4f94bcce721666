// 自动主持: what one seat's phone shows: its card, the table, and the prompt when this seat must act
// now, with only the facts its role may know, worded here (facts and seat marks).
import type { DayActions, MyTurnResult, Prompt, PromptInfo, SeatNo, Step, StepInput } from '../../../typings/api';
import { openStep } from './auto-clock';
import { answeringSeats, seatInput, seatPassLabel } from './engine/core/collect';
import { isAuto, type Room } from './engine/core/room';
import { playerAnswer, type TableRoom } from './standings';
import { tableView } from './table-view';

export function myTurn(room: TableRoom, seat: SeatNo, now: number): MyTurnResult {
  const step = openStep(room);
  const actions = step ? ownDayActions(step, seat) : undefined;
  return {
    card: playerAnswer(room, seat),
    table: tableView(room, now),
    prompt: step ? promptFor(room, step, seat) : null,
    ...(actions && { dayActions: actions }),
  };
}

/** Whether `seat` has a prompt on the open step. */
export function mayAnswer(room: Room, step: Step, seat: SeatNo): boolean {
  if (!room.auto || room.auto.collection.stepId !== step.id) return false;
  if (!isAuto(room) && step.input.type !== 'ballots') return false;
  return answeringSeats(step, room.auto.collection).includes(seat);
}

function promptFor(room: Room, step: Step, seat: SeatNo): Prompt | null {
  if (!mayAnswer(room, step, seat)) return null;
  const auto = room.auto!;
  const speaking = step.actors?.kind === 'speaker';
  const answer = auto.collection.answers[seat]?.input;
  const info = promptInfo(room, step, seat);
  const passLabel = seatPassLabel(step);
  return {
    stepId: step.id,
    key: step.key,
    title: speaking ? '轮到你发言' : step.title,
    say: speaking ? ['说完了就点「过」。'] : step.say,
    input: seatInput(step),
    ...(passLabel && { passLabel }),
    ...(info && { info }),
    ...(answer && { answer: answer as StepInput }),
    ...(auto.timer && { closesAt: auto.timer.endsAt }),
  };
}

/** The private facts of a prompt, for the roles that see some. */
function promptInfo(room: Room, step: Step, seat: SeatNo): PromptInfo | undefined {
  const info = step.info ?? {};
  switch (step.key) {
    case 'night.wolves':
    case 'night.killers':
      return teamPicks(room, step, seat);
    case 'night.witchSave': {
      const victim = info.victim;
      // No victim shown: nobody was killed, or the rules keep it from her once the antidote is spent.
      if (typeof victim !== 'number') return undefined;
      return { victim, facts: [`今晚被杀的是 ${victim} 号`], marks: [{ seat: victim, text: '被杀' }] };
    }
    case 'night.seerResult': {
      const { seat: checked, result } = info as { seat?: number; result?: string };
      if (typeof checked !== 'number') return undefined;
      const text = result === 'wolf' ? '狼人' : result === 'good' ? '好人' : String(result);
      return { seat: checked, result, facts: [`${checked} 号是${text}`], marks: [{ seat: checked, text }] };
    }
    case 'night.policeResult': {
      const { seat: checked, isKiller } = info as { seat?: number; isKiller?: boolean };
      if (typeof checked !== 'number') return { facts: ['今晚没有查验'] };
      const text = isKiller ? '是杀手' : '不是杀手';
      return { seat: checked, isKiller, facts: [`${checked} 号${text}`], marks: [{ seat: checked, text }] };
    }
    default:
      return undefined;
  }
}

/** A team's night: who the teammates are and what each has picked so far. */
function teamPicks(room: Room, step: Step, seat: SeatNo): PromptInfo {
  const team = step.actors?.seats ?? [];
  const mates = team.filter((s) => s !== seat);
  const answers = room.auto!.collection.answers;
  const pickOf = (s: SeatNo) => {
    const seats = answers[s]?.input.seats;
    return Array.isArray(seats) && typeof seats[0] === 'number' ? seats[0] as SeatNo : undefined;
  };
  const lines = mates.map((s) => {
    const pick = pickOf(s);
    return pick === undefined ? `${s} 号还没选` : `${s} 号选了 ${pick} 号`;
  });
  const marks = [
    ...mates.map((s) => ({ seat: s, text: step.key === 'night.wolves' ? '狼' : '杀手' })),
    ...team.flatMap((s) => {
      const pick = pickOf(s);
      return pick === undefined ? [] : [{ seat: pick, text: `${s}号刀` }];
    }),
  ];
  const facts = [
    ...(mates.length > 0 ? [`${step.key === 'night.wolves' ? '狼队友' : '杀手同伴'}：${mates.join('、')} 号`] : []),
    ...(lines.length > 0 ? [lines.join('，')] : []),
  ];
  return { team, facts, marks };
}

/** What this seat may do by day outside any prompt (自爆…), listing this seat only. */
function ownDayActions(step: Step, seat: SeatNo): DayActions | undefined {
  const all = step.dayActions;
  if (!all) return undefined;
  const own: DayActions = {};
  for (const key of ['explode', 'explodeTake', 'duel'] as const) {
    if (all[key]?.includes(seat)) own[key] = [seat];
  }
  return Object.keys(own).length > 0 ? own : undefined;
}
