import type { JudgeView, MyCardResult, RoleId } from '../../../../../typings/api';
import { roleName } from './config';
import { currentStep, dealNumber } from './match';
import type { GameModule } from './module';
import { buildReview } from './review';
import type { Room } from './room';
import { publicVersion } from './signal';

function isBad(module: GameModule, role: RoleId): boolean {
  const camp = module.info.roles.find((r) => r.id === role)?.camp;
  return camp !== undefined && (module.info.badCamps ?? []).includes(camp);
}

/** Everything the judge may see: every card, the log, the step with its private facts; the review once the deal has ended. */
export function judgeView(module: GameModule, room: Room): JudgeView {
  const { state } = room.match;
  const { config } = state;
  const members = new Map(room.members.map((m) => [m.seat, m]));
  return {
    roomNo: room.roomNo,
    game: state.game,
    preset: config.preset,
    status: state.winner ? 'ended' : 'playing',
    players: config.players,
    roles: config.roles,
    rules: config.rules,
    ...module.judgeExtras?.(state),
    seats: state.seats.map((s) => {
      const member = members.get(s.seat);
      return {
        seat: s.seat,
        joined: member !== undefined,
        ...(member?.nickname !== undefined && { nickname: member.nickname }),
        role: s.role,
        roleName: roleName(module, s.role),
        alive: s.alive,
        tags: s.tags,
        ...((module.badNow?.(state, s.seat) ?? isBad(module, s.role)) && { bad: true }),
      };
    }),
    round: state.round,
    phase: state.phase,
    step: currentStep(module, state),
    log: state.log,
    ...(state.winner && { winner: state.winner }),
    v: publicVersion(room),
    ...(state.winner && { review: buildReview(module, room.match, room.members) }),
  };
}

/** A player's own answer: their seat and card, nothing about anyone else until the deal has ended (then its review). */
export function playerView(module: GameModule, room: Room, seat: number): MyCardResult {
  const { state } = room.match;
  const own = state.seats[seat - 1];
  return {
    roomNo: room.roomNo,
    game: state.game,
    seat,
    alive: own.alive,
    card: module.card(state, seat),
    round: state.round,
    deal: dealNumber(room.match),
    v: publicVersion(room),
    ...(state.winner && { review: buildReview(module, room.match, room.members) }),
  };
}
