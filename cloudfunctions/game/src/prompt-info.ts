// 自动主持: the private facts a seat's prompt tells it — a team's teammates and picks at night, a
// role's result worded by the step's own hook or by the shape of the step's info.
import type { PromptInfo, SeatNo, Step } from '../../../typings/api';
import { factsByShape } from './engine/core/prompt-facts';
import type { Room } from './engine/core/room';
import { gameModule } from './engine/registry';

/**
 * The private facts of a prompt: a team's teammates and picks at night; else the step's own wording
 * where it has one, or its info worded by its shape (a seat and what it is, a victim, a shot…).
 */
export function promptInfo(room: Room, step: Step, seat: SeatNo): PromptInfo | undefined {
  if (isTeamNight(room, step)) {
    const { team, mates, picks, marks } = teamPicks(room, step, seat);
    return { team, facts: [...mates, ...picks], marks };
  }
  return ownInfo(room, step, seat);
}

/**
 * What the prompt told the seat that stays true once the step has closed: a team's teammates (not
 * who had picked whom so far), or the step's facts.
 */
export function lastingFacts(room: Room, step: Step, seat: SeatNo): string[] {
  if (isTeamNight(room, step)) return teamPicks(room, step, seat).mates;
  return ownInfo(room, step, seat)?.facts ?? [];
}

function isTeamNight(room: Room, step: Step): boolean {
  return room.match.state.phase === 'night' && step.close === 'answers';
}

function ownInfo(room: Room, step: Step, seat: SeatNo): PromptInfo | undefined {
  const { state } = room.match;
  const module = gameModule(state.game);
  return module.promptInfo?.(state, seat) ?? factsByShape(step.info ?? {}, (id) => roleName(room, id));
}

/** A role's name in the game's catalog. */
function roleName(room: Room, id: string): string {
  return gameModule(room.match.state.game).info.roles.find((r) => r.id === id)?.name ?? id;
}

/** A team's night (wolves, killers, police): who the teammates are and what each has picked so far. */
function teamPicks(room: Room, step: Step, seat: SeatNo) {
  const team = step.actors?.seats ?? [];
  const others = team.filter((s) => s !== seat);
  const answers = room.auto!.collection.answers;
  const wolves = step.actors?.kind === 'wolves';
  const own = roleName(room, room.match.state.seats[seat - 1].role);
  const mateText = wolves ? '狼' : own;
  const pickOf = (s: SeatNo) => {
    const seats = answers[s]?.input.seats;
    return Array.isArray(seats) && typeof seats[0] === 'number' ? seats[0] as SeatNo : undefined;
  };
  const lines = others.map((s) => {
    const pick = pickOf(s);
    return pick === undefined ? `${s} 号还没选` : `${s} 号选了 ${pick} 号`;
  });
  const marks = [
    ...others.map((s) => ({ seat: s, text: mateText })),
    ...team.flatMap((s) => {
      const pick = pickOf(s);
      return pick === undefined ? [] : [{ seat: pick, text: `${s}号${wolves ? '刀' : '选'}` }];
    }),
  ];
  const mates = others.length > 0 ? [`${wolves ? '狼队友' : `${own}同伴`}：${others.join('、')} 号`] : [];
  const picks = lines.length > 0 ? [lines.join('，')] : [];
  return { team, mates, picks, marks };
}
