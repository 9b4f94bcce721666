import type { SeatNo } from '../../../../../typings/api';
import { livingSeats, roundFrom, seatList, seatsWithRole } from '../core/seats';
import { loneTiedLines, nobodyOutLine, resumedRound } from '../core/day-steps';
import { ballotsInput, PHONE_VOTE_LINE, revoteLine, unvotedLine, votesOnPhones } from '../core/vote';
import type { StepDescription } from '../core/state';
import { UNDERCOVER_INFO } from './info';
import { undercoverRules } from './rules';
import type { UndercoverState } from './state';

const ROLE_NAMES = new Map(UNDERCOVER_INFO.roles.map((r) => [r.id, r.name]));

/**
 * This round's describing order (docs/rules.md §C.3): round 1 from seat 1 in seat order; later rounds from
 * the seat after the last player voted out in this game (living players only, going round once).
 * A round after one where nobody went out keeps starting after the last one who did; with nobody out
 * yet, from seat 1. Votes are taken in the same order (同样依次进行).
 */
export function describingOrder(state: UndercoverState): SeatNo[] {
  const last = state.x.lastExiled;
  return roundFrom(state, last === null ? 1 : last + 1, 1);
}

/** "平民，词语「饺子」" / "白板，没有词": a seat's card and role, for the judge's eyes only. */
export function cardForJudge(state: UndercoverState, seat: SeatNo): string {
  const role = state.seats[seat - 1].role;
  if (role === 'blank') return '白板，没有词';
  const word = role === 'undercover' ? state.x.words.undercover : state.x.words.civilian;
  return `${ROLE_NAMES.get(role)}，词语「${word}」`;
}

export function describeUndercoverStep(state: UndercoverState): StepDescription {
  const step = state.step;
  if (!step) throw new Error('describeUndercoverStep on an ended game');
  const none = { type: 'none' } as const;
  const { words } = state.x;
  switch (step.key) {
    case 'checkin': {
      const blanks = seatsWithRole(state, 'blank');
      return {
        key: step.key, title: '报数看词', input: none,
        say: [
          '欢迎来到谁是卧底。请大家在桌游助手输入房间号，查看自己的词语。',
          '看完不要声张，也不要把自己的词告诉别人。',
          '请大家从 1 号开始依次报数。',
        ],
        hint: `本局平民词「${words.civilian}」，卧底词「${words.undercover}」；卧底：${seatList(seatsWithRole(state, 'undercover'))}`
          + `${blanks.length > 0 ? `，白板：${seatList(blanks)}` : ''}。所有人报过数、看过词后，点“下一步”开始第 1 轮描述。`,
      };
    }
    case 'round.describe': {
      const order = describingOrder(state);
      const described: StepDescription = {
        key: step.key, title: `第 ${state.round} 轮：描述`, input: none,
        say: [
          `请从 ${order[0]} 号开始依次描述自己的词语：${order.join(' → ')}。`,
          '每人只说一句话，不能直接说出词语；别人描述时不要插话。',
        ],
        hint: '所有人描述完后，点“下一步”开始投票。',
        info: { order },
      };
      return step.resumed ? resumedRound(described, '描述') : described;
    }
    case 'round.vote': {
      const order = describingOrder(state);
      const revote = step.pk > 0;
      const ballots = ballotsInput(livingSeats(state), step);
      const voting = ballots.input.voters;
      const say = voting.length === 0 ? [unvotedLine(step.candidates)] : [
        revote ? `请${revoteLine(step.candidates)}` : '描述结束，现在开始投票，投出你认为是卧底的人。',
        votesOnPhones(state) ? PHONE_VOTE_LINE : votingOrderLine(order.filter((s) => voting.includes(s))),
      ];
      return {
        key: step.key, title: revote ? '重新投票' : `第 ${state.round} 轮：投票`, say,
        hint: '按每位玩家的投票填写；没有投票的人记为弃权。',
        ...ballots,
        info: { order },
      };
    }
    case 'round.pk': {
      const order = describingOrder(state).filter((s) => step.tied.includes(s));
      return {
        key: step.key, title: '平票辩论', input: none,
        say: order.length === 1 ? loneTiedLines(order[0], '辩论') : [
          `${seatList(step.tied)}票数相同。`,
          `请平票的玩家依次辩论：${order.join(' → ')}。辩论结束后，其他玩家只在他们之中重新投票。`,
        ],
        info: { tied: step.tied },
      };
    }
    case 'round.exile': {
      const seat = step.exiled;
      if (seat === null) {
        return {
          key: step.key, title: '投票结果', input: none,
          say: [nobodyOutLine(step.tied ?? [])],
          hint: `点“下一步”开始第 ${state.round + 1} 轮描述。`,
          info: { exiled: null },
        };
      }
      return {
        key: step.key, title: '投票结果', input: none,
        say: [exileLine(state, seat), undercoverRules(state.config.rules).revealOnExile
          ? '出局的玩家请不要再发言。' : '出局的玩家请不要再发言，也不要透露自己的词。'],
        hint: `${seat} 号是${cardForJudge(state, seat)}。点“下一步”开始第 ${state.round + 1} 轮描述。`,
        info: { exiled: seat },
      };
    }
  }
}

/** How the judge announces an exile: with the card (never the word) only under `reveal.onExile`. */
export function exileLine(state: UndercoverState, seat: SeatNo): string {
  const role = ROLE_NAMES.get(state.seats[seat - 1].role);
  return undercoverRules(state.config.rules).revealOnExile
    ? `${seat} 号玩家被投票出局，他的身份是：${role}。`
    : `${seat} 号玩家被投票出局。`;
}

/** A seat as the table hears of it once out: "3 号玩家（卧底）" under `reveal.onExile`, else "3 号玩家". */
export function shownPlayer(state: UndercoverState, seat: SeatNo): string {
  const role = ROLE_NAMES.get(state.seats[seat - 1].role);
  return undercoverRules(state.config.rules).revealOnExile ? `${seat} 号玩家（${role}）` : `${seat} 号玩家`;
}

/** Who votes, in the order they speak (one voter alone is simply asked). */
function votingOrderLine(voters: SeatNo[]): string {
  if (voters.length === 1) return `请 ${voters[0]} 号投票，也可以弃权。`;
  return `请按顺序依次投票：${voters.join(' → ')}。每人一票，也可以弃权，不要插话。`;
}
