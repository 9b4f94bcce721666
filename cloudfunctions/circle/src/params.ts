import { CIRCLE_ACTION_NAMES, type GameId, type SetSeasonModeParams } from '../../../typings/api';
import { badRequest } from '../../game/src/engine/core/errors';
import { hasHiddenCharacter, isPlainObject, typedText } from '../../game/src/engine/core/guards';
import { nicknameParam } from '../../game/src/params';
import { GAME_KINDS } from './model';
import { SEASON_MODES } from './seasons';

/** Parsers for the 圈子 actions' parameters; each throws BAD_REQUEST in Chinese. */

/** Whether a request is for the 圈子 side (the local server answers both sides at one address). */
export function isCircleRequest(body: unknown): boolean {
  return isPlainObject(body) && CIRCLE_ACTION_NAMES.some((a) => a === body.action);
}

/** Invite codes: no 0/O, 1/I/L, so that a code read aloud or copied by hand still works. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
/** Opaque ids: `c` + 12 characters for a 圈子, `m` + 10 for a member. */
export const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const MEMBER_ID = new RegExp(`^m[${ID_ALPHABET}]{10}$`);
/**
 * What a 圈子 id may look like to be looked up: ids are opaque to callers, so any plain token is
 * asked for (an unknown one is CIRCLE_NOT_FOUND); only what no id could be is BAD_REQUEST.
 */
const CIRCLE_ID_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export function circleIdParam(params: Record<string, unknown>): string {
  const { circleId } = params;
  if (typeof circleId !== 'string' || !CIRCLE_ID_TOKEN.test(circleId)) throw badRequest('圈子编号不对');
  return circleId;
}

/** A recorded game's id: the room number and the moment it ended. */
export function gameIdParam(params: Record<string, unknown>): string {
  const { gameId } = params;
  if (typeof gameId !== 'string' || !/^[1-9][0-9]{5}-[0-9]{1,15}$/.test(gameId)) throw badRequest('对局编号不对');
  return gameId;
}

export function memberIdParam(params: Record<string, unknown>): string {
  const { memberId } = params;
  if (typeof memberId !== 'string' || !MEMBER_ID.test(memberId)) throw badRequest('成员编号不对');
  return memberId;
}

/** What an invite code may look like to be looked up: one with a letter no code is made of (0, O, 1, I, L) is simply not found. */
const CODE_TOKEN = new RegExp(`^[A-Z0-9]{${CODE_LENGTH}}$`);

/** Six letters or digits, in capitals. */
export function codeParam(params: Record<string, unknown>): string {
  const { code } = params;
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!CODE_TOKEN.test(upper)) throw badRequest('邀请码须为 6 位字母或数字');
  return upper;
}

export function circleNameParam(params: Record<string, unknown>): string {
  const { name } = params;
  if (typeof name !== 'string') throw badRequest('请给圈子起个名字');
  const trimmed = typedText(name);
  if (trimmed.length === 0) throw badRequest('请给圈子起个名字');
  if ([...trimmed].length > 16) throw badRequest('圈子名最多 16 个字');
  if (hasHiddenCharacter(trimmed)) throw badRequest('圈子名不能包含换行、控制字符或看不见的字符');
  return trimmed;
}

export function requiredNickname(params: Record<string, unknown>): string {
  const nickname = nicknameParam(params);
  if (nickname === undefined) throw badRequest('请填写你在圈子里的昵称');
  return nickname;
}

/** A season the 圈子 has (default: `current`). */
export function seasonParam(params: Record<string, unknown>, seasons: readonly string[], current: string): string {
  const { season } = params;
  if (season === undefined || season === null) return current;
  if (typeof season !== 'string' || !seasons.includes(season)) throw badRequest('这个圈子没有这个赛季');
  return season;
}

export function kindParam(params: Record<string, unknown>): GameId | undefined {
  const { kind } = params;
  if (kind === undefined || kind === null) return undefined;
  const found = GAME_KINDS.find((k) => k === kind);
  if (!found) throw badRequest('积分榜只有杀人游戏、狼人杀和谁是卧底三种');
  return found;
}

export function deleteRecordsParam(params: Record<string, unknown>): boolean {
  const { deleteRecords } = params;
  if (deleteRecords === undefined || deleteRecords === null) return false;
  if (typeof deleteRecords !== 'boolean') throw badRequest('是否删除记录须为是或否（true / false）');
  return deleteRecords;
}

/** The seasons' turning chosen in `setSeasonMode`: by month, by quarter, or by hand. */
export function seasonModeParam(params: Record<string, unknown>): SetSeasonModeParams['mode'] {
  const found = SEASON_MODES.find((m) => m.mode === params.mode);
  if (!found) throw badRequest(`换季方式须为${SEASON_MODES.map((m) => m.name).join('、')}之一`);
  return found.mode;
}
