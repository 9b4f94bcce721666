// 自动主持: the actions of auto rooms — the table, a seat's turn, a seat's answer, and the host's
// rights (start, advance a reading, close a day step early, pause). Each call first closes the steps
// that are due; a seat's answer is checked against the rules as the judge's input would be.
import type { InputSpec, MyTurnResult, SeatNo, Step, TableView } from '../../../typings/api';
import { closedEarly, heldTime, hostMayClose, isNightStep, nightByAnswers, openStep, paused, resumed, settle } from './auto-clock';
import { asksDecoy, asksGuessWithResult, nightGrid, withGuess } from './decoys';
import { openCollection, seatInput, singleInput, withAnswer } from './engine/core/collect';
import { GameError } from './engine/core/errors';
import { isPlainObject, saysNothing } from './engine/core/guards';
import { canonicalInput, notACandidate, onlyTheAnswer, parseInput } from './engine/core/input';
import { act, applyInput, redeal } from './engine/core/match';
import type { GameModule } from './engine/core/module';
import type { Rng } from './engine/core/rng';
import type { WordSupply } from './engine/words/supply';
import { isAuto, shownStepId, type Room } from './engine/core/room';
import type { StepDescription } from './engine/core/state';
import { toldDead } from './engine/core/signal';
import { gameModule } from './engine/registry';
import { cutShort, faceMoved, shownToHost } from './host-news';
import { mayAnswer, myTurn } from './my-turn';
import type { TableRoom } from './standings';
import { hostTableView, mayReadTable, tableView } from './table-view';
import { actingStep, heardAsSkill } from './skill-window';
import { holdTurn } from './speech-resume';
import { notTheHostAnymore } from './table-life/pass-room';

export interface AutoDeps {
  /** One write of the room; `caller`'s call is noted (the host phone seen). */
  mutate<T>(roomNo: string, change: (room: TableRoom) => TableRoom, answer: (room: TableRoom) => T, caller?: string): Promise<T>;
  seatOf(room: Room, caller: string): SeatNo;
  now(): number;
  rng: Rng;
}

export function autoActions({ mutate, seatOf, now, rng }: AutoDeps) {
  const asHost = (room: TableRoom, caller: string) => {
    if (!isAuto(room)) throw new GameError('BAD_REQUEST', '法官主持的房间没有暂停：节奏由法官掌握');
    if (room.judge !== caller) throw notTheHostAnymore(room, caller) ?? new GameError('NOT_JUDGE', '只有主持手机可以这样做');
    return room;
  };
  const settled = (room: TableRoom) => settle(room, now(), rng, faceMoved);
  /** The settled room, refusing a step that has ended or moved on (`answer`: a seat's, which may be a 过 sent just before a renumbering). */
  const onStep = (room: TableRoom, stepId: number, answer?: { seat: SeatNo; raw: unknown }) => {
    const current = settled(room);
    const { state } = current.match;
    if (state.winner || !state.step) throw new GameError('GAME_OVER', '本局游戏已经结束');
    const shown = shownStepId(current);
    const asked = answer ? passedOn(current, answer.seat, stepId, answer.raw) : stepId;
    if (asked !== shown) throw new GameError('STALE_STEP', stepId > shown ? '还没到这一步，请看最新的进度' : '这一步已经结束了，请看最新的进度');
    return { room: current, step: openStep(current)! };
  };
  const view = (room: TableRoom): TableView => tableView(room, now());
  const turn = (caller: string) => (room: TableRoom): MyTurnResult => myTurn(room, seatOf(room, caller), now());

  return {
    tableView(caller: string, roomNo: string) {
      return mutate(roomNo, (room) => {
        if (!mayReadTable(room, caller)) seatOf(room, caller);
        return settled(room);
      }, (room) => (room.judge === caller ? hostTableView(room, now()) : view(room)), caller);
    },

    myTurn(caller: string, roomNo: string) {
      return mutate(roomNo, (room) => {
        seatOf(room, caller);
        return settled(room);
      }, turn(caller), caller);
    },

    play(caller: string, roomNo: string, stepId: number, raw: unknown) {
      return mutate(roomNo, (stored) => {
        const seat = seatOf(stored, caller);
        const { room, step } = onStep(stored, stepId, { seat, raw });
        const module = gameModule(room.match.state.game);
        const input = raw ?? {};
        if (isAuto(room) && isPlainObject(input) && ('explode' in input || 'duel' in input || 'withdraw' in input)) {
          if (toldDead(module, room).includes(seat)) throw new GameError('NOT_YOUR_TURN', OUT);
          // By day the seat must hold the action now; at night, or in a game without any, the rules say why not.
          if (step.dayActions) mayTakeDayAction(actingStep(room, step), seat, input);
          const acted = speechGoesOn(room, { ...room, match: act(module, room.match, step.id, input) });
          return settled(faceMoved(cutShort(room, acted), acted));
        }
        if (asksDecoy(room, step, seat)) {
          onlyKeys(input, 'seats');
          return withGuess(room, step, seat, input);
        }
        if (!mayAnswer(room, step, seat)) throw new GameError('NOT_YOUR_TURN', whyNotYourTurn(room, seat));
        const spec = seatInput(step);
        if (asksGuessWithResult(room, step, spec)) {
          // A result shown at night: the answer is a guess (nothing in the game changes), and it
          // counts as the seat's answer to the step (a night without time window moves on).
          onlyKeys(input, 'seats');
          const guessed = withGuess(room, step, seat, input);
          const auto = guessed.auto!;
          return settled({ ...guessed, auto: { ...auto, collection: withAnswer(step, auto.collection, seat, {}) } });
        }
        onlyKeys(input, spec.type);
        const grid = nightGrid(room, step, spec);
        const parsed = canonicalInput(parseInput(seatRules(module, room, step, grid), input, room.match.state.config.players));
        // An empty 「确定」 on a night grid is no pick, as silence is: nothing for the rules to check.
        const noPick = grid !== spec && Array.isArray(parsed.seats) && parsed.seats.length === 0;
        if (spec.type !== 'none' && !noPick) applyInput(module, room.match.state, step.id, singleInput(step, seat, parsed));
        const auto = room.auto!;
        const collection = withAnswer(step, auto.collection, seat, parsed);
        // A speaker's 「过」 moves the table on to the next speaker's turn: what the host had not said stays.
        return settled(faceMoved(room, { ...room, auto: { ...auto, collection } }));
      }, turn(caller), caller);
    },

    /** The host's act on an auto room (a change of the room, for the action table's one write). */
    act(stored: TableRoom, caller: string, stepId: number, raw: unknown): TableRoom {
      asHost(stored, caller);
      const open = onStep(stored, stepId);
      const { step } = open;
      // The host acts on the step it shows: what the table moves on to leaves that step behind as said.
      const room = shownToHost(open.room);
      const movedOn = (next: TableRoom) => settled(faceMoved(room, next));
      const module = gameModule(room.match.state.game);
      const answered = raw !== undefined && !(isPlainObject(raw) && Object.keys(raw).length === 0);
      // A step read out that is heard as the neutral 「技能」 runs its time, as a skill's own step does.
      if (step.actors?.kind === 'host' && !room.auto?.skill && !heardAsSkill(room, step)) {
        if (step.key === 'checkin' && room.members.length < room.match.state.config.players) {
          throw new GameError('ILLEGAL_MOVE', `还有 ${room.match.state.config.players - room.members.length} 个座位没人，全部入座后才能开始`);
        }
        return movedOn({ ...room, match: act(module, room.match, step.id, raw) });
      }
      const night = isNightStep(room, step);
      // While paused the clock stands still: a night step's time is not up however long the pause.
      const timeUp = room.auto?.timer != null && now() >= heldTime(room.auto, room.auto.timer.endsAt, now());
      if (night && !nightByAnswers(room) && !timeUp) throw new GameError('NOT_YOUR_TURN', '夜里的步骤到时自动结束，不能提前结束');
      if (answered) throw new GameError('NOT_YOUR_TURN', '这一步由玩家在自己的手机上操作');
      // The 「技能」 window and a skill's own step are refused alike: the refusal tells no window from a skill.
      if (!night && !hostMayClose(room, step)) throw new GameError('NOT_YOUR_TURN', '这一步等玩家自己回应，到时自动结束，不能提前结束');
      const early = closedEarly(room, step);
      // A night step that stays open past its time is a kill that must be made and is not agreed yet.
      if (!early) throw new GameError('ILLEGAL_MOVE', night ? `「${step.title}」还没有定下目标：这一步不能空过，要等选好才结束` : '这一步还不能结束');
      return movedOn(early);
    },

    pause(caller: string, roomNo: string, pause: boolean) {
      return mutate(roomNo, (room) => {
        const current = settled(asHost(room, caller));
        return pause ? paused(current, now()) : resumed(current, now());
      }, view, caller);
    },

    /** The host deals again: a new game, the seats' private versions kept growing (`words`: the word bank and what the tables taught it). */
    redeal(room: TableRoom, caller: string, words?: WordSupply): TableRoom {
      asHost(room, caller);
      const module = gameModule(room.match.state.game);
      // The 技能 windows shown keep counting: the new deal's steps number on from every step the phones saw.
      const auto = room.auto && {
        collection: openCollection(0), timer: null, seatV: room.auto.seatV,
        ...(room.auto.windows !== undefined && { windows: room.auto.windows }),
      };
      return settled({ ...room, match: redeal(module, room.match, rng, words), auto });
    },

    view,
  };
}

/**
 * A day action that leaves the same speaker's turn open (another candidate's 退水 during an election
 * speech) keeps that turn and its timer, though the step is re-described under a new id. One that
 * breaks into a round of speeches otherwise (a duel) holds the round at its speaker, to resume there.
 */
function speechGoesOn(before: TableRoom, after: TableRoom): TableRoom {
  const was = openStep(before);
  const now = openStep(after);
  const same = (a: Step | null, b: Step | null) => a?.actors?.kind === 'speaker' && a.key === b?.key
    && a.actors.seats.join() === b.actors?.seats.join();
  if (!before.auto || after.match.state.winner) return after;
  if (!same(was, now)) return { ...after, auto: holdTurn(before.auto, was) };
  return { ...after, auto: { ...before.auto, collection: { ...before.auto.collection, stepId: after.match.state.stepId } } };
}

/**
 * The step an answer is for. A leave re-describes the open step under a new id (one seat fewer): an
 * answer sent for the id just before, before the phone heard of it, is for that step, checked against
 * it as it stands now. Another seat's 退水 or a duel renumbers the round of speeches while the same
 * speaker talks on; a 过 the speaker sent for the number just before ends this speech. Any other
 * answer is for the step it names.
 */
function passedOn(room: Room, seat: SeatNo, stepId: number, raw: unknown): number {
  const step = openStep(room);
  const shown = shownStepId(room);
  if (!step || !room.auto || stepId !== shown - 1) return stepId;
  if (room.auto.announce?.stepId === shown && room.auto.announce.heard) return shown;
  if (!saysNothing(raw)) return stepId;
  if (step.actors?.kind !== 'speaker' || step.actors.seats[room.auto.collection.speaker] !== seat) return stepId;
  const last = room.match.inputs.at(-1);
  return isPlainObject(last) && ('withdraw' in last || 'duel' in last) ? shown : stepId;
}

/** What a seat that is out hears, whatever it sends. */
const OUT = '你已出局，本局不能再行动';

/**
 * Why a seat has no prompt now, in the words the judge would see: out of the game, on the PK, or
 * simply not asked. A death not yet announced is not told by it (a night victim who stood for sheriff
 * hears what any candidate hears).
 */
function whyNotYourTurn(room: Room, seat: SeatNo): string {
  const { state } = room.match;
  const module = gameModule(state.game);
  if (toldDead(module, room).includes(seat)) return OUT;
  return module.describe(state).refuseVoter?.(seat) ?? '现在不是你的回合：这一步不需要你操作';
}

/**
 * A seat's day action outside any prompt: 自爆 (`{ explode }`), 白狼王's 自爆带人 (`{ explode, take }`),
 * 骑士's 决斗 (`{ duel }`), 退水 (`{ withdraw }`), each only for a seat the step's `dayActions` name now;
 * the rules check the target.
 */
function mayTakeDayAction(step: Step, seat: SeatNo, input: Record<string, unknown>): void {
  const actions = step.dayActions ?? {};
  if ('withdraw' in input) {
    if (input.withdraw !== seat) throw new GameError('NOT_YOUR_TURN', '只能自己退水');
    if (!actions.withdraw?.includes(seat)) throw new GameError('NOT_YOUR_TURN', '你现在不能退水：只有竞选发言时警上的候选人才能退水');
    return;
  }
  if ('duel' in input) {
    if (!actions.duel?.includes(seat)) throw new GameError('NOT_YOUR_TURN', '你现在不能决斗');
    return;
  }
  if (input.explode !== seat) throw new GameError('NOT_YOUR_TURN', '只能自己自爆');
  const taking = 'take' in input;
  if (!(taking ? actions.explodeTake : actions.explode)?.includes(seat)) {
    throw new GameError('NOT_YOUR_TURN', taking ? '你现在不能自爆带人' : '你现在不能自爆');
  }
}

/**
 * The step's rules for one seat's answer: its own input shape, and the same reasons the judge would
 * hear for a seat outside the options (a vote's reason where the judge enters ballots).
 */
function seatRules(module: GameModule, room: Room, step: Step, spec: InputSpec): StepDescription {
  const rules = module.describe(room.match.state);
  return { ...rules, input: spec, ...(step.input.type === 'ballots' && { refuse: notACandidate }) };
}

/** A phone answers its own prompt only: a ballot for others, or any field its prompt does not ask, is refused. */
function onlyKeys(input: unknown, type: InputSpec['type']): void {
  const allowed = type === 'seats' ? ['seats'] : type === 'choice' ? ['choice'] : [];
  const extra = isPlainObject(input) ? Object.keys(input).filter((k) => !allowed.includes(k)) : [];
  if (extra.length > 0) {
    throw new GameError('BAD_REQUEST', type === 'seats' || type === 'choice' ? onlyTheAnswer(type) : '这一步不需要输入：说完了直接点「过」');
  }
}
