// The 圈子 actions: make or join a 圈子, read its season, a member's figures, a game's 复盘, export, leave.
import { CIRCLE_ACTION_NAMES, type CircleActionName, type CircleGameResult, type CircleResult, type CreateCircleResult, type JoinCircleResult } from '../../../typings/api';
import { badRequest, GameError } from '../../game/src/engine/core/errors';
import type { Rng } from '../../game/src/engine/core/rng';
import { enveloped, type FaultLog, type Handler } from '../../game/src/envelope';
import { nicknameParam, parseRequest } from '../../game/src/params';
import { gamesCsv } from './csv';
import { circleFigures, defaultKind, playerFigures } from './figures';
import { rebuildSeason } from './fold';
import { groupCircleId } from './group';
import type { Circle, CircleGame, CircleMember } from './model';
import {
  circleIdParam, circleNameParam, CODE_ALPHABET, CODE_LENGTH, codeParam, deleteRecordsParam, seasonModeParam,
  gameIdParam, ID_ALPHABET, kindParam, memberIdParam, requiredNickname, seasonParam,
} from './params';
import { changeCircle, loadCircle, memberOfCircle } from './record';
import { newSeasonName, seasonAt, seasonRule, withSeason } from './seasons';
import type { CircleStore } from './store/port';
import { emptyTotals } from './totals';

/** Past this many members a 圈子 takes no more (its season table is one document). */
export const MAX_MEMBERS = 100;
/** What a player who left and took their records with them is called in the games they played. */
export const LEFT_NAME = '已退出的玩家';
const NEW_CIRCLE_ATTEMPTS = 20;

export interface CircleDeps extends FaultLog {
  store: CircleStore;
  rng: Rng;
  now(): number;
  /**
   * The WeChat group (openGId) a `groupCloudId` stands for, as WeChat confirms it; throws
   * BAD_REQUEST for a forged or unreadable one. Absent: no WeChat here (the local server).
   */
  groupOf?(groupCloudId: unknown): Promise<string>;
}

interface Call { caller: string; params: Record<string, unknown> }

/** The caller as a member who left keeping their records, if they did. */
function formerOf(circle: Circle, openid: string): CircleMember | undefined {
  return circle.formerMembers?.find((m) => m.openid === openid);
}

/** The 圈子 with `openid` no longer among those who left (back in, or their records gone). */
function withoutFormer(circle: Circle, openid: string): Circle {
  if (!formerOf(circle, openid)) return circle;
  const formerMembers = circle.formerMembers!.filter((m) => m.openid !== openid);
  const { formerMembers: _, ...rest } = circle;
  return formerMembers.length > 0 ? { ...rest, formerMembers } : rest;
}

export function createCircleHandler(deps: CircleDeps): Handler {
  const { store, rng, now } = deps;
  const draw = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[rng.int(alphabet.length)]).join('');
  const newMemberId = () => `m${draw(ID_ALPHABET, 10)}`;

  /** The 圈子 and the caller's membership, or CIRCLE_NOT_FOUND / NOT_A_MEMBER. */
  const asMember = async (params: Record<string, unknown>, caller: string) => {
    const { value: circle } = await loadCircle(store, circleIdParam(params));
    return { circle, me: memberOfCircle(circle, caller) };
  };
  const seasonOf = (circle: Circle, params: Record<string, unknown>) => {
    const current = seasonAt(circle.season, now());
    return { season: seasonParam(params, withSeason(circle, current).seasons, current), seasons: withSeason(circle, current).seasons };
  };
  const totalsOf = async (circle: Circle, season: string) => (await store.getSeason(circle.circleId, season))?.value ?? emptyTotals(circle.circleId, season);

  /**
   * The caller joins (or, already in, renames themselves). One who left keeping their records comes
   * back as the same member: leaving is no way to start the season's rating afresh.
   */
  const join = (caller: string, nickname: string | undefined) => (circle: Circle): Circle => {
    const mine = circle.members.find((m) => m.openid === caller);
    if (mine) {
      return nickname === undefined || nickname === mine.nickname ? circle
        : { ...circle, members: circle.members.map((m) => (m === mine ? { ...m, nickname } : m)) };
    }
    if (circle.members.length >= MAX_MEMBERS) throw new GameError('ILLEGAL_MOVE', `圈子最多 ${MAX_MEMBERS} 人，已经满了`);
    const former = formerOf(circle, caller);
    const member = former
      ? { ...former, nickname: nickname ?? former.nickname }
      : { memberId: newMemberId(), openid: caller, nickname: nickname ?? '群友', joinedAt: now() };
    return withoutFormer({ ...circle, members: [...circle.members, member] }, caller);
  };

  /** A new 圈子 with the caller as its first member, under a fresh invite code. */
  const found = async (caller: string, name: string, nickname: string, groupId?: string): Promise<Circle> => {
    for (let attempt = 0; attempt < NEW_CIRCLE_ATTEMPTS; attempt++) {
      const member = { memberId: newMemberId(), openid: caller, nickname, joinedAt: now() };
      const circle: Circle = {
        circleId: groupId === undefined ? `c${draw(ID_ALPHABET, 12)}` : groupCircleId(groupId), name, createdBy: member.memberId, createdAt: now(), code: draw(CODE_ALPHABET, CODE_LENGTH),
        ...(groupId !== undefined && { groupId }), members: [member], season: { mode: 'month' }, seasons: [seasonAt({ mode: 'month' }, now())],
      };
      if (await store.createCircle(circle)) return circle;
      // Two first taps from the same group: the other one made it.
      const made = groupId === undefined ? null : await store.findByGroup(groupId);
      if (made) return changeCircle(store, made.value.circleId, join(caller, nickname));
    }
    throw new Error('no free invite code');
  };

  const joinByGroup = async (caller: string, params: Record<string, unknown>): Promise<Circle> => {
    if (!deps.groupOf) throw badRequest('这里不能识别微信群：请用邀请码加入圈子');
    const groupId = await deps.groupOf(params.groupCloudId);
    const nickname = nicknameParam(params);
    const existing = await store.findByGroup(groupId);
    if (existing) return changeCircle(store, existing.value.circleId, join(caller, nickname));
    const name = params.name === undefined ? '群圈子' : circleNameParam(params);
    return found(caller, name, nickname ?? '群友', groupId);
  };

  /** Every game the leaver played shows them as 已退出的玩家; each season touched is counted again. */
  const eraseRecords = async (circleId: string, memberId: string) => {
    const games = (await store.listGames(circleId)).filter((g) => g.seats.some((s) => s.memberId === memberId));
    for (const game of games) {
      const seats = game.seats.map(({ memberId: id, ...seat }) => (id === memberId ? { ...seat, nickname: LEFT_NAME } : { ...seat, ...(id !== undefined && { memberId: id }) }));
      const gone = new Set(game.seats.filter((s) => s.memberId === memberId).map((s) => s.seat));
      const review = game.review && { ...game.review, seats: game.review.seats.map((s) => (gone.has(s.seat) ? { ...s, nickname: LEFT_NAME } : s)) };
      await store.replaceGame({ ...game, seats, ...(review && { review }) } satisfies CircleGame);
    }
    for (const season of new Set(games.map((g) => g.season))) await rebuildSeason(store, circleId, season);
  };

  const actions: Record<CircleActionName, (call: Call) => Promise<unknown>> = {
    async createCircle({ caller, params }): Promise<CreateCircleResult> {
      const circle = await found(caller, circleNameParam(params), requiredNickname(params));
      return { circleId: circle.circleId, code: circle.code };
    },

    async joinCircle({ caller, params }): Promise<JoinCircleResult> {
      let circle: Circle;
      if (params.groupCloudId !== undefined) {
        circle = await joinByGroup(caller, params);
      } else {
        const code = codeParam(params);
        const nickname = requiredNickname(params);
        const byCode = await store.findByCode(code);
        if (!byCode) throw new GameError('CIRCLE_NOT_FOUND', `没有邀请码为 ${code} 的圈子`);
        circle = await changeCircle(store, byCode.value.circleId, join(caller, nickname));
      }
      return { circleId: circle.circleId, name: circle.name };
    },

    async circle({ caller, params }): Promise<CircleResult> {
      const { circle, me } = await asMember(params, caller);
      const { season, seasons } = seasonOf(circle, params);
      const kind = kindParam(params);
      const totals = await totalsOf(circle, season);
      return circleFigures({ ...circle, seasons }, totals, kind ?? defaultKind(totals), me.memberId);
    },

    async circlePlayer({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const memberId = memberIdParam(params);
      const { season } = seasonOf(circle, params);
      const totals = await totalsOf(circle, season);
      const nickname = circle.members.find((m) => m.memberId === memberId)?.nickname ?? totals.players[memberId]?.nickname;
      if (nickname === undefined) throw badRequest('这个圈子没有这位成员');
      return playerFigures(circle, totals, memberId, nickname);
    },

    async circleGame({ caller, params }): Promise<CircleGameResult> {
      const { circle } = await asMember(params, caller);
      const gameId = gameIdParam(params);
      const game = await store.getGame(gameId);
      if (!game || game.circleId !== circle.circleId) throw badRequest('这个圈子没有这一局');
      if (game.withdrawn) throw badRequest('这一局的结束被法官撤回了，不再记录');
      if (!game.review) throw badRequest('这一局记录得早，没有留下复盘');
      return { gameId, review: game.review };
    },

    async circleExport({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const { season } = seasonOf(circle, params);
      return { csv: gamesCsv((await store.listGames(circle.circleId, season)).filter((g) => !g.withdrawn)) };
    },

    async leaveCircle({ caller, params }) {
      const deleteRecords = deleteRecordsParam(params);
      const { value: circle } = await loadCircle(store, circleIdParam(params));
      // One who left keeping their records may still come back for them.
      const former = deleteRecords ? formerOf(circle, caller) : undefined;
      const me = former ?? memberOfCircle(circle, caller);
      // Records first: a leave cut short leaves the caller as they were, free to try again.
      if (deleteRecords) await eraseRecords(circle.circleId, me.memberId);
      await changeCircle(store, circle.circleId, (c) => {
        const left = withoutFormer({ ...c, members: c.members.filter((m) => m.openid !== caller) }, caller);
        return deleteRecords ? left : { ...left, formerMembers: [...(left.formerMembers ?? []), me] };
      });
      return {};
    },

    async newSeason({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const season = newSeasonName(circle, now());
      await changeCircle(store, circle.circleId, (c) => ({ ...withSeason(c, season), season: { mode: 'manual', current: season } }));
      return { season };
    },

    async setSeasonMode({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const mode = seasonModeParam(params);
      const changed = await changeCircle(store, circle.circleId, (c) => {
        const rule = seasonRule(mode, c.season, now());
        return { ...withSeason(c, seasonAt(rule, now())), season: rule };
      });
      return { season: seasonAt(changed.season, now()) };
    },
  };

  return enveloped(deps, async (caller, body) => {
    const { action, params } = parseRequest(body, CIRCLE_ACTION_NAMES);
    return actions[action]({ caller, params });
  });
}
