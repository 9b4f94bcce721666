// 换人: the judge or host gives a one-time code for a seat; a phone that holds no seat enters it and
// takes the seat over with everything the seat knew (the card, the lover, the potions, its answers —
// all of it is kept by seat in the room, so the game does not change). The old phone loses the seat
// at once. A code is 6 digits, valid 10 minutes, used once; asking again for a seat replaces its code.
// A used code is kept, with who used it, until it expires: the same phone sending it again (its first
// answer lost) gets its seat again, as a repeated joinRoom would.
import type { SeatNo, SubstituteResult } from '../../../../typings/api';
import { GameError } from '../engine/core/errors';
import type { Rng } from '../engine/core/rng';
import { isAuto, memberOf } from '../engine/core/room';
import type { TableRoom } from '../standings';
import { withLifeLine } from './life-log';
import { unwatched } from './spectators';
import type { SeatCode } from './state';

export const CODE_TTL_MS = 10 * 60 * 1000;

/** The room with a fresh code for `seat` (the seat must be taken and the deal still going), and the code. */
export function withSeatCode(room: TableRoom, seat: SeatNo, now: number, rng: Rng): { room: TableRoom; code: SubstituteResult } {
  const players = room.match.state.config.players;
  if (seat > players) throw new GameError('BAD_REQUEST', `座位号须为 1–${players} 的整数`);
  if (!room.members.some((m) => m.seat === seat)) throw new GameError('ILLEGAL_MOVE', `${seat} 号座位还没有玩家，直接入座就行，不需要换人码`);
  const live = (room.codes ?? []).filter((c) => c.expiresAt > now && c.seat !== seat);
  let code: string;
  do code = String(rng.int(1_000_000)).padStart(6, '0');
  while (live.some((c) => c.code === code));
  const expiresAt = now + CODE_TTL_MS;
  return { room: { ...room, codes: [...live, { code, seat, expiresAt }] }, code: { code, seat, expiresAt } };
}

/**
 * The room with `openid` in the seat `code` opens (the code used up); BAD_CODE for a wrong, used or
 * expired code. The phone that used the code, sending it again, finds the room as it is.
 */
export function substituted(room: TableRoom, openid: string, code: string, nickname: string | undefined, now: number): TableRoom {
  const codes: SeatCode[] = (room.codes ?? []).filter((c) => c.expiresAt > now);
  const entry = codes.find((c) => c.code === code);
  const held = memberOf(room, openid)?.seat;
  if (entry?.usedBy === openid && held === entry.seat) return room;
  if (held !== undefined) throw new GameError('ILLEGAL_MOVE', `你已经坐在 ${held} 号，不能再接替别的座位`);
  // An auto room's host phone may also play (as it may take a free seat); a judge sees every card.
  if (openid === room.judge && !isAuto(room)) throw new GameError('BAD_REQUEST', '法官不能接替玩家的座位');
  if (!entry || entry.usedBy !== undefined) throw new GameError('BAD_CODE', '换人码不对、已经用过或已过期，请找法官（主持人）重新生成');
  const leaving = room.members.find((m) => m.seat === entry.seat)!;
  const members = room.members.map((m) => (m === leaving ? { openid, seat: m.seat, ...(nickname !== undefined && { nickname }) } : m));
  const taken: TableRoom = {
    ...unwatched(room, openid),
    members,
    codes: codes.map((c): SeatCode => (c === entry ? { ...c, usedBy: openid } : c)),
  };
  return withLifeLine(taken, `${entry.seat} 号换人${nickname !== undefined ? `：「${nickname}」接替` : ''}`);
}

/** `code` as a parameter: 6 digits, or BAD_REQUEST. */
export function codeParam(params: Record<string, unknown>): string | undefined {
  const code = params.code;
  if (code === undefined || code === null) return undefined;
  if (typeof code !== 'string' || !/^[0-9]{6}$/.test(code)) throw new GameError('BAD_REQUEST', '换人码须为 6 位数字');
  return code;
}
