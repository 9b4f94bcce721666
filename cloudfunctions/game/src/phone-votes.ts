// Judge rooms with `votes: 'phones'`: the players vote on their phones, the judge watches the tally
// fill in on the vote step and closes it with no input (the ballots as cast) or overrides them.
import type { Step, VoteTally } from '../../../typings/api';
import { openStep, votesByPhone } from './auto-clock';
import { inputOf, openCollection, waitingSeats, type Collection } from './engine/core/collect';
import { badRequest } from './engine/core/errors';
import { isPlainObject, saysNothing } from './engine/core/guards';
import { dealNumber, leaverOf } from './engine/core/match';
import type { Room } from './engine/core/room';

const PHONE_HINT = '玩家在自己的手机上投票，票数自动填入；票齐了（或你认为该结束时）点「结束投票」，没投的人算弃权。';

/** The judge's vote step with `info.tally` as the ballots came in; any other step as it is. */
export function withTally(room: Room, step: Step | null): Step | null {
  if (!step || !votesByPhone(room) || step.input.type !== 'ballots') return step;
  const collection = room.auto?.collection.stepId === step.id ? room.auto.collection : undefined;
  const answers = collection?.answers ?? {};
  const ballots = (inputOf(step, answers, {}) as { ballots: Record<string, number> }).ballots;
  const abstained = Object.keys(answers).map(Number).filter((seat) => !(String(seat) in ballots)).sort((a, b) => a - b);
  const tally: VoteTally = { ballots, abstained, waiting: collection ? waitingSeats(step, collection) : step.input.voters };
  return { ...step, hint: PHONE_HINT, info: { ...step.info, tally } };
}

/**
 * The judge's input for the open step: none on a phone vote means the ballots as cast; a show of
 * hands is entered (everyone abstaining as { ballots: {} }) unless nobody may vote.
 */
export function judgeInput(room: Room, step: Step | null, stepId: number, raw: unknown): unknown {
  if (!saysNothing(raw) || step?.id !== stepId || step.input.type !== 'ballots' || step.input.voters.length === 0) return raw;
  const tallied = withTally(room, step);
  if (tallied === step) throw badRequest('这一步须填写举手的票：每位投票人投给谁，都弃票时提交空的投票');
  return { ballots: (tallied!.info!.tally as VoteTally).ballots };
}

/**
 * Whether the judge's tally shows something else (a ballot cast or changed): the public version
 * moves, so the judge's page reads it; the ballots themselves stay off the table's view.
 */
export function tallyMoved(prev: Room, next: Room): boolean {
  if (!votesByPhone(next)) return false;
  const tally = (room: Room) => JSON.stringify(withTally(room, openStep(room))?.info?.tally ?? null);
  return tally(prev) !== tally(next);
}

/**
 * The room after the judge's change: the open step's ballot box, empty when a step has just opened
 * or a new deal started (so that each seat's turn shows its ballot as soon as the vote opens); a
 * vote the judge's undo reopened holds the ballots it had closed with, so nobody votes again, and
 * one whose 离场 was undone the ballots it held (all but the leaver's, and any cast for him).
 */
export function afterJudge<R extends Room>(prev: R, next: R): R {
  if (!votesByPhone(next)) return next;
  const { stepId } = next.match.state;
  const auto = next.auto;
  const sameDeal = dealNumber(next.match) === dealNumber(prev.match);
  if (auto && auto.collection.stepId === stepId && sameDeal) return next;
  const undone = sameDeal && next.match.inputs.length === prev.match.inputs.length - 1 ? prev.match.inputs.at(-1) : undefined;
  const held = leaverOf(undone) !== null ? prev.auto?.collection : undefined;
  const collection = held ? { ...held, stepId } : castAgain(stepId, undone);
  return { ...next, auto: { ...(auto ?? { timer: null, seatV: {} }), collection } };
}

/** The ballot box of step `stepId` holding the ballots of an undone input (none: empty). */
function castAgain(stepId: number, undone: unknown): Collection {
  const ballots = isPlainObject(undone) && isPlainObject(undone.ballots) ? Object.entries(undone.ballots) : [];
  const answers = Object.fromEntries(ballots.map(([seat, target], i) => [seat, { input: { seats: [target] }, seq: i + 1 }]));
  return { ...openCollection(stepId), answers, seq: ballots.length };
}
