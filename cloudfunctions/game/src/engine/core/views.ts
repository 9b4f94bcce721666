import type { JudgeView, MyCardResult, Step } from '../../../../../typings/api';
import { roleName } from './config';
import { judgeMarks } from './judge-marks';
import { currentStep, dealNumber } from './match';
import type { GameModule } from './module';
import { phaseNamesOf } from './phase-names';
import { isBadRole, namedCard, tagNamesOf } from './names';
import { buildReview } from './review';
import { seatOccupant, type Room } from './room';
import type { GameState } from './state';
import { publicVersion, toldDead } from './signal';

/** The open step with the judge's marks on the seats it is about. */
function withJudgeMarks(module: GameModule, state: GameState, step: Step | null): Step | null {
  if (!step) return null;
  const marks = judgeMarks(module, state, step);
  return marks.length > 0 ? { ...step, marks } : step;
}

/** Everything the judge may see: every card, the log, the step with its private facts; the review once the deal has ended. */
export function judgeView(module: GameModule, room: Room): JudgeView {
  const { state } = room.match;
  const { config } = state;
  const occupant = seatOccupant(room);
  return {
    roomNo: room.roomNo,
    game: state.game,
    gameName: module.info.name,
    preset: config.preset,
    status: state.winner ? 'ended' : 'playing',
    players: config.players,
    roles: config.roles,
    rules: config.rules,
    ...module.judgeExtras?.(state),
    seats: state.seats.map((s) => occupant(s.seat, {
      role: s.role,
      roleName: roleName(module, s.role),
      alive: s.alive,
      tags: s.tags,
      tagNames: tagNamesOf(module, s.tags),
      ...((module.badNow?.(state, s.seat) ?? isBadRole(module, s.role)) && { bad: true }),
    })),
    round: state.round,
    phase: state.phase,
    phaseNames: phaseNamesOf(module),
    step: withJudgeMarks(module, state, currentStep(module, state)),
    log: state.log,
    ...(state.winner && { winner: state.winner }),
    v: publicVersion(room),
    ...(state.winner && { review: buildReview(module, room.match, room.members) }),
  };
}

/**
 * A player's own answer: their seat and card, nothing about anyone else until the deal has ended (then
 * its review). Their own death shows once the table has been told of it, not before.
 */
export function playerView(module: GameModule, room: Room, seat: number): MyCardResult {
  const { state } = room.match;
  return {
    roomNo: room.roomNo,
    game: state.game,
    gameName: module.info.name,
    seat,
    alive: !toldDead(module, room).includes(seat),
    card: namedCard(module, module.card(state, seat)),
    round: state.round,
    deal: dealNumber(room.match),
    v: publicVersion(room),
    ...(state.winner && { review: buildReview(module, room.match, room.members) }),
  };
}
