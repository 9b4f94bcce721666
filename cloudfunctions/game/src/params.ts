import type { GameActionName, WordVerdict } from '../../../typings/api';
import { badRequest } from './engine/core/errors';
import { hasHiddenCharacter, isPlainObject, typedText } from './engine/core/guards';
import { VERDICT_LABELS, WORD_VERDICTS } from './engine/words/learn';

/** Parsers for the parameters that come from outside; each throws BAD_REQUEST in Chinese. */

export const ACTION_NAMES: readonly GameActionName[] = [
  'catalog', 'createRoom', 'joinRoom', 'myCard', 'judgeView', 'act', 'undo', 'redeal', 'closeRoom', 'redrawWords',
  'handOver', 'tableView', 'myTurn', 'play', 'pause', 'resume', 'rateWords',
  'watch', 'rescue', 'rescueVote', 'substitute', 'leave',
];

export function parseRequest<A extends string = GameActionName>(
  body: unknown, names: readonly A[] = ACTION_NAMES as readonly string[] as readonly A[],
): { action: A; params: Record<string, unknown> } {
  if (!isPlainObject(body)) throw badRequest('请求须为 JSON 对象：操作名 action 和它的参数');
  const action = names.find((a) => a === body.action);
  if (body.action === undefined || body.action === null) throw badRequest('请求缺少操作名 action');
  if (!action) throw badRequest(typeof body.action === 'string' ? `未知的操作：${body.action.slice(0, 30)}` : '请求里的操作名须为文字，如 "joinRoom"');
  return { action, params: body };
}

export function parseCaller(openid: unknown): string {
  if (typeof openid !== 'string' || openid.length === 0 || openid.length > 128) {
    throw badRequest('无法识别调用者身份');
  }
  return openid;
}

export function roomNoParam(params: Record<string, unknown>): string {
  const roomNo = params.roomNo;
  if (typeof roomNo !== 'string' || !/^[1-9][0-9]{5}$/.test(roomNo)) throw badRequest('房间号须为 6 位数字');
  return roomNo;
}

export function stepIdParam(params: Record<string, unknown>): number {
  const stepId = params.stepId;
  if (typeof stepId !== 'number' || !Number.isSafeInteger(stepId) || stepId < 1) {
    throw badRequest('步骤编号须为正整数');
  }
  return stepId;
}

/** A phone's answer to its prompt: `{}` is an answer (a pass); no `input` at all is a broken call. */
export function playInputParam(params: Record<string, unknown>): unknown {
  if (params.input === undefined || params.input === null) throw badRequest('请带上这一步的回答（input）');
  return params.input;
}

export function seatParam(params: Record<string, unknown>): number | undefined {
  const seat = params.seat;
  if (seat === undefined || seat === null) return undefined;
  // The room's own number of seats is checked where the room is read.
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 1) throw badRequest('座位号须为正整数');
  if (seat > 20) throw badRequest(`没有 ${seat} 号座位：一个房间最多 20 人`);
  return seat;
}

/** A seat the action cannot do without. */
export function requiredSeat(params: Record<string, unknown>): number {
  const seat = seatParam(params);
  if (seat === undefined) throw badRequest('请给出座位号');
  return seat;
}

/** handOver's target: a seat or a watcher's id, and which role moves. */
export function handOverParam(params: Record<string, unknown>): { seat?: number; spectator?: string; role?: 'judge' | 'host' } {
  const seat = seatParam(params);
  const { spectator, role } = params;
  if (spectator !== undefined && (typeof spectator !== 'string' || !/^w[0-9]{1,6}$/.test(spectator))) throw badRequest('请选一位观战者');
  if (role !== undefined && role !== 'judge' && role !== 'host') throw badRequest('交出的须为法官或主持手机');
  if (seat === undefined && spectator === undefined) throw badRequest('请选择接任的座位号或一位观战者');
  return { ...(seat !== undefined && { seat }), ...(spectator !== undefined && { spectator }), ...(role !== undefined && { role }) };
}

export function nicknameParam(params: Record<string, unknown>): string | undefined {
  const nickname = params.nickname;
  if (nickname === undefined || nickname === null) return undefined;
  if (typeof nickname !== 'string') throw badRequest('昵称须为文字');
  const trimmed = typedText(nickname);
  if ([...trimmed].length > 12) throw badRequest('昵称最多 12 个字');
  // Control characters would garble the seat grid; invisible ones would make two names look alike.
  if (hasHiddenCharacter(trimmed)) throw badRequest('昵称不能包含换行、控制字符或看不见的字符');
  return trimmed.length > 0 ? trimmed : undefined;
}

export function verdictParam(params: Record<string, unknown>): WordVerdict {
  const verdict = WORD_VERDICTS.find((v) => v === params.verdict);
  if (!verdict) throw badRequest(`评价须为${WORD_VERDICTS.map((v) => `「${VERDICT_LABELS[v]}」`).join('')}之一`);
  return verdict;
}
