import type { CatalogResult, GameActionName, RoomSignal, SeatNo, SeatSignal } from '../../../typings/api';
import { gameInfo, parseConfig } from './engine/core/config';
import { GameError } from './engine/core/errors';
import { act, currentStep, dealNumber, loadMatch, redeal, redrawWords, startMatch, undo } from './engine/core/match';
import { afterJudge, judgeInput, tallyMoved } from './phone-votes';
import type { Rng } from './engine/core/rng';
import { isAuto, memberOf, seatMember, seatVersion, type Room } from './engine/core/room';
import { publicVersion, roomSignal, withPublicVersion } from './engine/core/signal';
import { findGame, GAMES, gameModule } from './engine/registry';
import { handOver } from './hand-over';
import { tableLifeActions } from './table-life/actions';
import { judgeStaysOut } from './table-life/seated-judge';
import { codeParam, substituted } from './table-life/substitute';
import { checkMaySit, notTheHostAnymore } from './table-life/pass-room';
import { endedGameId, ratingsMoved, recordDue, roomEnd, takenBack, uncountedEnd, undoneEnd, withCircleClock, withCounted, type CircleLink } from './circle-link';
import { circleIdParam } from '../../circle/src/params';
import { autoActions } from './auto-actions';
import { votesByPhone } from './auto-clock';
import { parseHost } from './engine/core/auto-options';
import { commonGuide } from './engine/core/guide';
import { hostTableView, mayReadTable, tableFaceMoved, tableView } from './table-view';
import { seatTurn } from './my-turn';
import { withSeatVersions } from './seat-turns';
import { enveloped, type FaultLog, type Handler } from './envelope';
import { handOverParam, nicknameParam, parseRequest, playInputParam, requiredSeat, roomNoParam, seatParam, stepIdParam, verdictParam } from './params';
import { judgeAnswer, playerAnswer, withResult, type TableRoom } from './standings';
import type { SignalBoard } from './signals/port';
import type { RoomStore } from './store/port';
import type { WordStatsStore } from './store/word-stats-port';
import { learnedOdds, RATINGS_THAT_MATTER, type WordStatDelta } from './engine/words/learn';
import type { WordPair } from './engine/words/pairs';
import type { WordSupply } from './engine/words/supply';
import type { GameModule } from './engine/core/module';
import { abandonedWordGame, rateWords, withWordGame, wordStatsDelta } from './word-ratings';
import { shownToCaller } from './host-news';
import { lifeMoved } from './table-life/face';
import { seenBy } from './table-life/rescue';
import { unwatched } from './table-life/spectators';

/**
 * A player's answer says when the room is an auto room, or a judge room whose votes are cast on
 * phones: the card page is then the player's console.
 */
const hostMode = (room: Room) => (isAuto(room) ? { host: 'auto' as const } : votesByPhone(room) ? { votes: 'phones' as const } : {});

export const ROOM_TTL_MS = 12 * 60 * 60 * 1000;
/** Enough for every seat of a full room joining in the same instant, each losing all earlier races. */
const WRITE_ATTEMPTS = 40;
const ROOM_NUMBER_ATTEMPTS = 20;

export interface ActionDeps extends FaultLog {
  store: RoomStore;
  /** The word bank's stats: what the tables' ratings and games taught it. */
  wordStats: WordStatsStore;
  /** The word bank's pairs, asked for only when a game first needs them (a deal with words, the catalog). */
  words(): readonly WordPair[];
  /** The 圈子 side: where linked rooms' ended games go (none: rooms cannot be linked). */
  circles?: CircleLink;
  /** Where each room's public signal goes after every accepted write (none: nobody listens). */
  signals?: SignalBoard;
  rng: Rng;
  now(): number;
}

/** A short, growing, jittered wait after a lost race, so that racing writers spread out. */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10)));

export type { Handler };

interface Call {
  caller: string;
  params: Record<string, unknown>;
}

/**
 * The open room `roomNo` as today's engine reads it (a deal stored before undo kept diffs gets its
 * undo history from a replay, `loadMatch`), or ROOM_NOT_FOUND (also once it has expired).
 */
export async function loadRoom(store: RoomStore, now: number, roomNo: string) {
  const stored = await store.get(roomNo);
  if (!stored || stored.room.updatedAt + ROOM_TTL_MS <= now) {
    throw new GameError('ROOM_NOT_FOUND', `房间 ${roomNo} 不存在或已关闭`);
  }
  const { room } = stored;
  const match = loadMatch(gameModule(room.match.state.game), room.match);
  return match === room.match ? stored : { ...stored, room: { ...room, match } };
}

/** Whether a signal on `channel` reaches anyone (a board that knows its listeners says; the cloud's always may). */
const heard = (board: SignalBoard, channel: string) => board.listens?.(channel) !== false;

/** The room's public signal as of `now`, with the public table unless `bare` (for a caller who may not read it). */
function signalOf(room: TableRoom, now: number, bare = false): RoomSignal {
  const signal = roomSignal(gameModule(room.match.state.game), room, ROOM_TTL_MS, now);
  return bare ? signal : { ...signal, table: tableView(room, now) };
}

/** A seat's private signal: its version and its turn. */
function seatSignalOf(room: TableRoom, seat: SeatNo): SeatSignal {
  return { v: seatVersion(room, seat), turn: seatTurn(room, seat) };
}

/**
 * The open room's public signal as `caller` may read it, or ROOM_NOT_FOUND: the table when asked
 * for, and only for the room's own people (its judge or host, a seated player, a spectator), as
 * `tableView` answers.
 */
export async function readSignal(store: RoomStore, now: number, roomNo: string, caller: string, withTable: boolean): Promise<RoomSignal> {
  const { room } = await loadRoom(store, now, roomNo);
  return signalOf(room, now, !(withTable && mayReadTable(room, caller)));
}

/** A seat's signal, for that seat's own player only; NOT_IN_ROOM for anyone else. */
export async function readSeatSignal(store: RoomStore, now: number, roomNo: string, seat: SeatNo, caller: string): Promise<SeatSignal> {
  const { room } = await loadRoom(store, now, roomNo);
  if (memberOf(room, caller)?.seat !== seat) throw new GameError('NOT_IN_ROOM', `你不是 ${seat} 号座位的玩家`);
  return seatSignalOf(room, seat);
}

/**
 * The action table: parse → load → engine → save → view; and `expire`, the hosts' cleanup of rooms
 * unchanged since `updatedBefore` (answers how many went).
 */
export function createHandler(deps: ActionDeps): Handler & { expire(updatedBefore: number): Promise<number> } {
  const { store, wordStats, rng, now, signals, circles } = deps;

  const load = (roomNo: string) => loadRoom(store, now(), roomNo);

  /** A failed signal write never fails the call: phones catch up at their next read. */
  const signalled = async (roomNo: string, send: (board: SignalBoard) => Promise<void>) => {
    if (!signals) return;
    try {
      await send(signals);
    } catch (error) {
      deps.logError(`signal-${roomNo}`, error);
    }
  };
  /** The room's signal carries the public table (the non-host view), so no phone reads after it. */
  const publish = (room: TableRoom) => signalled(room.roomNo, async (board) => {
    if (heard(board, room.roomNo)) await board.publish(room.roomNo, signalOf(room, now()));
  });

  /**
   * Each seat whose private version moved hears its new turn on its own signal (never the room's),
   * addressed to the seat's player now (a seat can change hands).
   */
  const publishSeats = (prev: Room, next: TableRoom) => Promise.all(
    next.members.filter((m) => seatVersion(next, m.seat) > seatVersion(prev, m.seat)).map((m) => signalled(
      next.roomNo,
      async (board) => {
        if (!board.publishSeat || !heard(board, `${next.roomNo}:${m.seat}`)) return;
        await board.publishSeat(next.roomNo, m.seat, { ...seatSignalOf(next, m.seat), openid: m.openid, expiresAt: next.updatedAt + ROOM_TTL_MS });
      },
    )),
  );

  const seatOf = (room: Room, caller: string) => {
    const member = memberOf(room, caller);
    if (!member) throw new GameError('NOT_IN_ROOM', '你还没有加入这个房间');
    return member.seat;
  };

  const asJudge = <R extends TableRoom>(room: R, caller: string): R => {
    const who = isAuto(room) ? '主持手机' : '本房间的法官';
    if (room.judge !== caller) throw notTheHostAnymore(room, caller) ?? new GameError('NOT_JUDGE', `只有${who}可以这样做`);
    return room;
  };

  /**
   * What the bank's stats gain from a written room (a game's end, a rating), counted by the one call
   * whose write made the change. A failed count never fails the call: it is logged.
   */
  const countWords = async (before: TableRoom, after: TableRoom) => addWordStats(after, wordStatsDelta(before, after));
  const addWordStats = async (room: TableRoom, change: { pairId: string; delta: WordStatDelta } | null) => {
    if (!change) return;
    try {
      await wordStats.add(change.pairId, change.delta);
    } catch (error) {
      deps.logError(`words-${room.roomNo}`, error);
    }
  };

  /** The word bank and what the tables taught it, for a deal of a game that draws from it (one read). */
  const wordsFor = async (module: GameModule): Promise<WordSupply | undefined> => (
    module.bankPair ? { pairs: deps.words(), odds: learnedOdds(await wordStats.rated(RATINGS_THAT_MATTER)) } : undefined
  );

  /**
   * One read and one compare-and-set write, retried when another call wrote in between; the answer
   * is made from the room as written (with its public version), and the room's signal follows.
   */
  const mutate = async <T>(
    roomNo: string, change: (room: TableRoom, stored: TableRoom) => TableRoom | Promise<TableRoom>, answer: (room: TableRoom) => T, caller?: string,
  ): Promise<T> => {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const { room, version } = await load(roomNo);
      const seen = caller === undefined ? room : seenBy(room, caller, now());
      const changed = withCircleClock(room, withWordGame(withResult(shownToCaller(await change(seen, room), caller))), now());
      if (changed === room) return answer(room);
      const moved = tableFaceMoved(room, changed) || tallyMoved(room, changed) || lifeMoved(room, changed) || ratingsMoved(room, changed);
      // Noting that the judge or host called is no change of the room: its 12 hours still run from the last one.
      const updatedAt = changed === seen ? room.updatedAt : now();
      const versioned = withPublicVersion(gameModule(room.match.state.game), room, { ...changed, updatedAt }, moved);
      // A change only the judge sees (a tap at night) does not rewrite the signal, so no phone can time it.
      const seenByTable = publicVersion(versioned) !== publicVersion(room);
      const next = withSeatVersions(room, seenByTable ? { ...versioned, publicAt: now() } : versioned);
      if (await store.update(roomNo, version, next)) {
        await countWords(room, next);
        if (seenByTable) await publish(next);
        await publishSeats(room, next);
        if (recordDue(room, next, now())) await recordEnd(next);
        // A new deal replaces an end its 圈子 has not counted yet: handed over once more before it goes.
        else if (uncountedEnd(room) && dealNumber(next.match) !== dealNumber(room.match)) await recordEnd(room);
        const undone = takenBack(room, next);
        if (undone !== undefined) await withdrawGame(room, undone);
        if (dealNumber(next.match) !== dealNumber(room.match)) await withdrawEnd(room);
        return answer(next);
      }
      await pause(attempt);
    }
    throw new Error(`room ${roomNo}: lost the write race ${WRITE_ATTEMPTS} times`);
  };

  /** A linked room's ended deal goes to its 圈子; a failure there never fails the game's call. */
  const toCircle = async (room: TableRoom, send: (link: CircleLink) => Promise<void>) => {
    try {
      if (circles) await send(circles);
    } catch (error) {
      deps.logError(`circle-${room.roomNo}`, error);
    }
  };
  /**
   * The 圈子 records the end; then the room notes it counted, with the rating changes it brought for
   * each seat's card. Failing, it is handed over again later (`recordDue`; recording is idempotent).
   */
  const recordEnd = (room: TableRoom) => toCircle(room, async (link) => {
    await link.record(roomEnd(room));
    const gameId = endedGameId(room)!;
    const ratings = await link.ratingChanges(gameId);
    await mutate(room.roomNo, (now) => withCounted(now, gameId, ratings), () => undefined);
  });
  const withdrawGame = (room: TableRoom, gameId: string) => toCircle(room, (link) => link.withdraw(gameId));
  /** A deal given up (a redeal, the room closed or expired) before its end counts for nothing. */
  const withdrawEnd = async (room: TableRoom) => {
    await addWordStats(room, abandonedWordGame(room));
    const gameId = undoneEnd(room);
    if (gameId !== undefined) await withdrawGame(room, gameId);
  };

  /** The 圈子 the caller links a new room to (they must be a member), if any. */
  const circleOf = async (caller: string, params: Record<string, unknown>) => {
    if (params.circleId === undefined) return undefined;
    const circleId = circleIdParam(params);
    if (!circles) throw new GameError('BAD_REQUEST', '这个服务器没有圈子');
    await circles.checkMember(circleId, caller);
    return { circleId, dealStartedAt: now() };
  };

  /** The caller's card in the room, with who runs it (the card page's mode). */
  const cardAnswer = (room: TableRoom, caller: string) => ({ ...playerAnswer(room, seatOf(room, caller)), ...hostMode(room) });

  /** Nobody judges an auto room: nobody sees its secrets. */
  const judgeRoom = <R extends Room>(room: R): R => {
    if (isAuto(room)) throw new GameError('NOT_JUDGE', '自动主持的房间没有法官：谁也不能查看别人的身份');
    return room;
  };
  const auto = autoActions({ mutate, seatOf, now, rng });
  /** The judge's or host phone's answer after a change. */
  const hostAnswer = (room: TableRoom): unknown => (isAuto(room) ? hostTableView(room, now()) : judgeAnswer(room));
  /**
   * What the phone that handed the room on may see now: its seat's card (between games, the next
   * deal's: never the new judge's view of it), or the table as a watcher.
   */
  const formerHostAnswer = (room: TableRoom, caller: string): unknown => (memberOf(room, caller) ? cardAnswer(room, caller) : tableView(room, now()));
  const life = tableLifeActions({ mutate, seatOf, asHost: asJudge, hostAnswer, now, rng });

  /** Made at the first call that asks for it (it counts the word bank's pairs). */
  let catalog: CatalogResult | undefined;

  const actions: Record<GameActionName, (call: Call) => Promise<unknown>> = {
    async catalog() {
      catalog ??= { games: GAMES.map((module) => gameInfo(module, deps.words())), guide: commonGuide() };
      return catalog;
    },

    async createRoom({ caller, params: given }) {
      // An optional parameter sent as null is one not sent.
      const params = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null));
      const module = findGame(params.game);
      if (!module) throw new GameError('BAD_REQUEST', '请选择游戏：killer、werewolf 或 undercover');
      const host = parseHost(params.host);
      const config = parseConfig(module, params, host);
      const circle = await circleOf(caller, params);
      const match = startMatch(module, config, rng, undefined, config.words ? undefined : await wordsFor(module));
      for (let attempt = 0; attempt < ROOM_NUMBER_ATTEMPTS; attempt++) {
        const roomNo = String(100000 + rng.int(900000));
        const room: TableRoom = {
          roomNo, judge: caller, members: [], match, createdAt: now(), updatedAt: now(), publicAt: now(), v: 1, judgeSeenAt: now(),
          ...(host === 'auto' && { host }), ...(circle && { circle }),
        };
        if (await store.create(room)) {
          await publish(room);
          return { roomNo, view: hostAnswer(room) };
        }
      }
      throw new Error('no free room number');
    },

    async joinRoom({ caller, params }) {
      const roomNo = roomNoParam(params);
      const seat = seatParam(params);
      const nickname = nicknameParam(params);
      const code = codeParam(params);
      if (code !== undefined && seat !== undefined) throw new GameError('BAD_REQUEST', '换人码和座位号只能给一个');
      // A watcher who takes a seat watches no more.
      const take = (room: TableRoom) => {
        checkMaySit(room, caller);
        return code === undefined ? unwatched(seatMember(room, caller, seat, nickname).room, caller) : substituted(room, caller, code, nickname, now());
      };
      // A seat taken (by a code mid-game too) answers as myCard would: the card, alive, the round.
      return mutate(roomNo, take, (room) => cardAnswer(room, caller));
    },

    async myCard({ caller, params }) {
      const roomNo = roomNoParam(params);
      const { room } = await load(roomNo);
      if (!recordDue(room, room, now())) return cardAnswer(room, caller);
      await recordEnd(room);
      return cardAnswer((await load(roomNo)).room, caller);
    },

    async judgeView({ caller, params }) {
      return mutate(roomNoParam(params), (room) => judgeRoom(asJudge(room, caller)), judgeAnswer, caller);
    },

    async act({ caller, params }) {
      const roomNo = roomNoParam(params);
      const stepId = stepIdParam(params);
      return eitherChange(
        roomNo, caller,
        (module, room) => act(module, room.match, stepId, judgeInput(room, currentStep(module, room.match.state), stepId, params.input)),
        (room) => auto.act(room, caller, stepId, params.input),
      );
    },

    async undo({ caller, params }) {
      return eitherChange(roomNoParam(params), caller, (_module, room) => undo(room.match), () => {
        throw new GameError('ILLEGAL_MOVE', '自动主持不能撤销');
      });
    },

    async redeal({ caller, params }) {
      return eitherChange(
        roomNoParam(params), caller,
        async (module, room) => redeal(module, room.match, rng, await wordsFor(module)),
        async (room) => auto.redeal(room, caller, await wordsFor(gameModule(room.match.state.game))),
      );
    },

    async redrawWords({ caller, params }) {
      return eitherChange(roomNoParam(params), caller, async (module, room) => redrawWords(module, room.match, rng, await wordsFor(module)), () => {
        throw new GameError('ILLEGAL_MOVE', '自动主持的房间不能换词：谁也不能看到词语');
      });
    },

    async handOver({ caller, params }) {
      const roomNo = roomNoParam(params);
      const target = handOverParam(params);
      const nickname = nicknameParam(params);
      return mutate(roomNo, async (room) => {
        const words = await wordsFor(gameModule(room.match.state.game));
        return afterJudge(room, handOver(asJudge(room, caller), target, nickname, now(), rng, words));
      }, (room) => formerHostAnswer(room, caller), caller);
    },

    watch: ({ caller, params }) => life.watch(caller, roomNoParam(params), nicknameParam(params)),
    rescue: ({ caller, params }) => life.rescue(caller, roomNoParam(params), params.to),
    rescueVote: ({ caller, params }) => life.rescueVote(caller, roomNoParam(params), params.yes),
    substitute: ({ caller, params }) => life.substitute(caller, roomNoParam(params), requiredSeat(params)),
    leave: ({ caller, params }) => life.leave(caller, roomNoParam(params), requiredSeat(params)),

    async rateWords({ caller, params }) {
      const roomNo = roomNoParam(params);
      const verdict = verdictParam(params);
      return mutate(roomNo, (room) => rateWords(room, seatOf(room, caller), verdict), () => ({}));
    },

    tableView: ({ caller, params }) => auto.tableView(caller, roomNoParam(params)),
    myTurn: ({ caller, params }) => auto.myTurn(caller, roomNoParam(params)),
    play: ({ caller, params }) => auto.play(caller, roomNoParam(params), stepIdParam(params), playInputParam(params)),
    pause: ({ caller, params }) => auto.pause(caller, roomNoParam(params), true),
    resume: ({ caller, params }) => auto.pause(caller, roomNoParam(params), false),

    async closeRoom({ caller, params }) {
      const roomNo = roomNoParam(params);
      const { room } = await load(roomNo);
      asJudge(room, caller);
      await store.delete(roomNo);
      await withdrawEnd(room);
      await signalled(roomNo, (board) => board.remove(roomNo));
      return {};
    },
  };

  /**
   * A change of the match by the judge (answered with the judge's view), or in an auto room by the
   * host (answered with the table): one read, one write either way.
   */
  const eitherChange = (
    roomNo: string,
    caller: string,
    judged: (module: GameModule, room: Room) => Room['match'] | Promise<Room['match']>,
    hosted: (room: TableRoom) => TableRoom | Promise<TableRoom>,
  ) => mutate(
    roomNo,
    async (room) => (isAuto(room) ? hosted(room)
      : afterJudge(room, judgeStaysOut(room, { ...room, match: await judged(gameModule(asJudge(room, caller).match.state.game), room) }))),
    hostAnswer,
    caller,
  );

  /** A deal among them whose end was undone is given up with its room, as a redeal would give it up. */
  const expire = async (updatedBefore: number) => {
    for (const room of await store.expiring(updatedBefore)) await withdrawEnd(room);
    return store.deleteExpired(updatedBefore);
  };

  const handler = enveloped(deps, async (caller, body) => {
    const { action, params } = parseRequest(body);
    return actions[action]({ caller, params });
  });
  return Object.assign(handler, { expire });
}
