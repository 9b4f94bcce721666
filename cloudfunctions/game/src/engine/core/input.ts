import type { SeatNo } from '../../../../../typings/api';
import { badRequest, illegalMove } from './errors';
import { isPlainObject, isSeatNumber } from './guards';
import type { ParsedInput, StepDescription } from './state';

/** What a step with an answer asks for, in the words of a refusal a player may read. */
const ANSWER_WORDS: Record<'seats' | 'choice' | 'ballots', string> = { seats: '选座位', choice: '选一项', ballots: '填写投票' };

/** Why an answer with more in it than the step asks for is refused. */
export function onlyTheAnswer(type: keyof typeof ANSWER_WORDS): string {
  return `这一步只需要${ANSWER_WORDS[type]}，不能附带别的内容`;
}

/**
 * Checks the judge's raw `input` against the step's InputSpec. Shape faults are BAD_REQUEST,
 * a value the rules forbid (a seat that is not an option, a voter who may not vote) is ILLEGAL_MOVE.
 */
export function parseInput(step: StepDescription, raw: unknown, players: number): ParsedInput {
  const input = raw ?? {};
  if (!isPlainObject(input)) throw badRequest('这一步的输入格式不对');
  if ('explode' in input) return parseExplode(step, input, players);
  if ('duel' in input) return parseDuel(step, input, players);
  if ('withdraw' in input) return parseWithdraw(step, input, players);
  const spec = step.input;
  // Only the step's own key: a second key sent along (seats beside ballots…) is a fault, not ignored.
  if (spec.type !== 'none' && Object.keys(input).some((key) => key !== spec.type)) {
    throw badRequest(onlyTheAnswer(spec.type));
  }
  switch (spec.type) {
    case 'none':
      if (Object.keys(input).length > 0) {
        throw step.noInput ? illegalMove(step.noInput) : badRequest('这一步不需要输入，请直接进入下一步');
      }
      return { kind: 'none' };
    case 'seats':
      return { kind: 'seats', seats: parseSeats(step, spec, input.seats, players) };
    case 'choice': {
      const choice = input.choice;
      if (typeof choice !== 'string') throw badRequest('这一步须选择一项');
      if (!spec.options.some((o) => o.id === choice)) {
        throw illegalMove(step.refuseChoice?.(choice) ?? `这一步只能选择：${spec.options.map((o) => o.label).join('、')}`);
      }
      return { kind: 'choice', choice };
    }
    case 'ballots':
      return { kind: 'ballots', ballots: parseBallots(step, spec, input.ballots, players) };
  }
}

/** A day action in a game that has none (谁是卧底, 杀人游戏) is malformed input, not a broken rule. */
function gameHas(step: StepDescription, action: string): void {
  if (step.allowsExplode === undefined) throw badRequest(`这个游戏没有${action}`);
}

function parseExplode(step: StepDescription, input: Record<string, unknown>, players: number): ParsedInput {
  const keys = Object.keys(input);
  const shaped = keys.length === 1 || (keys.length === 2 && 'take' in input);
  if (!shaped) throw badRequest('自爆只需要自爆玩家的座位号（白狼王另带一个座位号）');
  if (!isSeatNumber(input.explode, players)) throw badRequest(`座位号须为 1–${players} 的整数`);
  if ('take' in input && !isSeatNumber(input.take, players)) throw badRequest(`座位号须为 1–${players} 的整数`);
  gameHas(step, '自爆');
  if (!step.allowsExplode) throw illegalMove('现在不能自爆：只有白天狼人才能自爆');
  return { kind: 'explode', seat: input.explode, ...(isSeatNumber(input.take, players) && { take: input.take }) };
}

function parseDuel(step: StepDescription, input: Record<string, unknown>, players: number): ParsedInput {
  if (Object.keys(input).length !== 1) throw badRequest('决斗只需要被决斗玩家的座位号');
  if (!isSeatNumber(input.duel, players)) throw badRequest(`座位号须为 1–${players} 的整数`);
  gameHas(step, '决斗');
  if (!step.allowsExplode) throw illegalMove('现在不能决斗：只有白天发言时骑士才能决斗');
  return { kind: 'duel', seat: input.duel };
}

function parseWithdraw(step: StepDescription, input: Record<string, unknown>, players: number): ParsedInput {
  if (Object.keys(input).length !== 1) throw badRequest('退水只需要退水玩家的座位号');
  if (!isSeatNumber(input.withdraw, players)) throw badRequest(`座位号须为 1–${players} 的整数`);
  gameHas(step, '退水');
  const standing = step.dayActions?.withdraw;
  if (!standing) throw illegalMove('现在不能退水：只有竞选发言时，警上的候选人才能退水');
  if (!standing.includes(input.withdraw)) throw illegalMove(`${input.withdraw} 号不在警上，谈不上退水`);
  return { kind: 'withdraw', seat: input.withdraw };
}

/** Whether a seat grid takes an empty answer: the rules ask for none, or let the role pass. */
export function emptySeatsAccepted(spec: { min: number; skippable?: boolean }): boolean {
  return spec.min === 0 || spec.skippable === true;
}

function parseSeats(
  step: StepDescription,
  spec: { min: number; max: number; options: SeatNo[]; skippable?: boolean },
  raw: unknown,
  players: number,
): SeatNo[] {
  const range = (spec.min === spec.max ? `${spec.min} 个` : `${spec.min}–${spec.max} 个`) + (spec.skippable ? '（或不选）' : '');
  const mayBeEmpty = emptySeatsAccepted(spec);
  if (raw === undefined && mayBeEmpty) return [];
  if (raw === undefined && step.refuseEmpty) throw illegalMove(step.refuseEmpty);
  if (!Array.isArray(raw)) throw badRequest(`这一步须选择座位（${range}）`);
  if (raw.length > players) throw badRequest('选择的座位太多');
  for (const seat of raw) {
    if (!isSeatNumber(seat, players)) throw badRequest(`座位号须为 1–${players} 的整数`);
  }
  const seats = raw as SeatNo[];
  if (new Set(seats).size !== seats.length) throw badRequest('同一个座位不能选两次');
  const countOk = (seats.length >= spec.min && seats.length <= spec.max) || (seats.length === 0 && mayBeEmpty);
  if (!countOk) throw illegalMove((seats.length === 0 && step.refuseEmpty) || `这一步须选择 ${range}座位`);
  for (const seat of seats) {
    if (!spec.options.includes(seat)) {
      throw illegalMove(step.refuse?.(seat) ?? `${seat} 号不在可选范围内`);
    }
  }
  return seats;
}

function parseBallots(
  step: StepDescription,
  { voters, candidates }: { voters: SeatNo[]; candidates: SeatNo[] },
  raw: unknown,
  players: number,
): Map<SeatNo, SeatNo> {
  if (raw === undefined) return new Map();
  if (!isPlainObject(raw)) throw badRequest('这一步须填写每位投票人投给谁（弃票填 0）');
  const ballots = new Map<SeatNo, SeatNo>();
  for (const [key, target] of Object.entries(raw)) {
    const voter = /^[1-9][0-9]?$/.test(key) ? Number(key) : NaN;
    if (!isSeatNumber(voter, players)) throw badRequest(`投票人须为 1–${players} 的座位号`);
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target > players) {
      throw badRequest(`被投人须为 1–${players} 的座位号，弃权填 0`);
    }
    if (!voters.includes(voter)) throw illegalMove(step.refuseVoter?.(voter) ?? `${voter} 号没有投票权`);
    if (target !== 0 && !candidates.includes(target)) throw illegalMove(notACandidate(target));
    if (target !== 0) ballots.set(voter, target);
  }
  return ballots;
}

/** Why a ballot for this seat is refused. */
export function notACandidate(seat: SeatNo): string {
  return `${seat} 号不是这一轮的候选人`;
}

/** The input as it is kept for replay: only what the step used, so junk sent along is never stored. */
export function canonicalInput(input: ParsedInput): Record<string, unknown> {
  switch (input.kind) {
    case 'none':
      return {};
    case 'seats':
      return { seats: input.seats };
    case 'choice':
      return { choice: input.choice };
    case 'ballots':
      return { ballots: Object.fromEntries([...input.ballots].map(([voter, target]) => [String(voter), target])) };
    case 'explode':
      return input.take === undefined ? { explode: input.seat } : { explode: input.seat, take: input.take };
    case 'duel':
      return { duel: input.seat };
    case 'withdraw':
      return { withdraw: input.seat };
  }
}
