import type { SeatNo } from '../../../../../typings/api';
import { livingSeats, roundFrom, seatList, seatsWithRole } from '../core/seats';
import type { StepDescription } from '../core/state';
import { KILLER_INFO } from './info';
import type { KillerState } from './state';
import { lastWordsStep, nobodyOutLine, pkStep, resumedRound, speechStep } from '../core/day-steps';
import { ballotsInput, PHONE_VOTE_LINE, revoteLine, unvotedLine, votesOnPhones } from '../core/vote';

const ROLE_NAMES = new Map(KILLER_INFO.roles.map((r) => [r.id, r.name]));

/** The card's name at `seat` (平民). */
export function roleAt(state: KillerState, seat: SeatNo): string {
  return ROLE_NAMES.get(state.seats[seat - 1].role) ?? '';
}

/** "3 号玩家（平民）" when cards are shown on death, "3 号玩家" otherwise. */
export function announceSeat(state: KillerState, seat: SeatNo): string {
  return state.config.rules['reveal.onDeath'] === true ? `${seat} 号玩家（${roleAt(state, seat)}）` : `${seat} 号玩家`;
}

export const MORNING = '天亮了，请大家睁眼。';

export function killedLine(state: KillerState, seat: SeatNo): string {
  return `昨晚 ${announceSeat(state, seat)}被杀了。`;
}

export function exiledLine(state: KillerState, seat: SeatNo): string {
  return `${announceSeat(state, seat)}被投票出局。`;
}

/** Living seats in speaking order: from beside the last victim (per `killer.speechFrom`), else from seat 1. */
export function speakingOrder(state: KillerState): SeatNo[] {
  const victim = state.x.victim;
  if (victim === null) return roundFrom(state, 1, 1);
  const direction = state.config.rules['killer.speechFrom'] === 'victimLeft' ? 1 : -1;
  return roundFrom(state, victim + direction, direction);
}

export function describeKillerStep(state: KillerState): StepDescription {
  const step = state.step;
  if (!step) throw new Error('describeKillerStep on an ended game');
  const none = { type: 'none' } as const;
  switch (step.key) {
    case 'checkin':
      return {
        key: step.key, title: '入座看牌', input: none,
        say: ['欢迎来到杀人游戏。请大家在桌游助手输入房间号，查看自己的身份牌。', '看完请不要声张，把手机扣在桌上。'],
        hint: '所有玩家都看过身份后，点“下一步”进入第一夜。',
      };
    case 'night.close':
      return {
        key: step.key, title: `第 ${state.round} 夜：天黑`, input: none,
        say: ['天黑了，请大家闭眼。', '低头闭眼靠后坐，请注意坐姿，不要发出声音。'],
      };
    case 'night.killers':
      return {
        key: step.key, title: '杀手行动',
        say: ['杀手请睁眼。', '杀手请确认同伴，商量今晚要杀的人，向我示意。'],
        hint: `杀手：${seatList(seatsWithRole(state, 'killer'))}。可以杀任何一名活着的玩家，包括杀手自己；意见不一致时取多数人的意见。`,
        input: { type: 'seats', min: 1, max: 1, options: livingSeats(state) },
        refuse: (seat) => `${seat} 号已经出局，不能被杀`,
      };
    case 'night.police': {
      const police = seatsWithRole(state, 'police');
      if (police.length === 0) {
        return {
          key: step.key, title: '警察验人', input: none,
          say: ['杀手请闭眼。', '警察请睁眼。', '警察请指认一名你们怀疑的玩家。'],
          hint: '警察已全部出局：照常念完台词，稍等片刻再继续。',
        };
      }
      return {
        key: step.key, title: '警察验人',
        say: ['杀手请闭眼。', '警察请睁眼。', '警察请确认同伴，一起指认一名你们怀疑的玩家。'],
        hint: `警察：${seatList(police)}。`,
        input: { type: 'seats', min: 1, max: 1, options: livingSeats(state) },
        refuse: (seat) => `${seat} 号已经出局，不能被查验`,
      };
    }
    case 'night.policeResult': {
      const seat = state.x.check;
      if (seat === null) {
        return { key: step.key, title: '警察验人结果', input: none, say: ['警察请闭眼。'], hint: '今晚没有查验：照常念台词。' };
      }
      const isKiller = state.seats[seat - 1].role === 'killer';
      return {
        key: step.key, title: '警察验人结果', input: none,
        say: ['（向警察做手势）', '警察请闭眼。'],
        hint: isKiller ? `${seat} 号是杀手：拇指向上 👍` : `${seat} 号不是杀手：拇指向下 👎`,
        info: { seat, isKiller },
      };
    }
    case 'day.dawn': {
      const [dead] = step.deaths;
      return {
        key: step.key, title: `第 ${state.round} 天：天亮`, input: none,
        say: [MORNING, dead === undefined ? '昨晚是平安夜。' : killedLine(state, dead)],
        hint: dead === undefined ? undefined : step.lastWords ? `${dead} 号可以留遗言。` : `${dead} 号没有遗言，直接退出游戏。`,
        info: { deaths: step.deaths },
      };
    }
    case 'day.lastWords':
      return lastWordsStep(step.seat);
    case 'day.speech': {
      const described = speechStep(speakingOrder(state));
      return step.resumed ? resumedRound(described, '发言') : described;
    }
    case 'day.vote': {
      const order = speakingOrder(state).filter((s) => step.candidates.includes(s));
      const ballots = ballotsInput(livingSeats(state), step);
      const say = ballots.input.voters.length === 0 ? [unvotedLine(step.candidates)] : [
        step.pk > 0 ? revoteLine(step.candidates) : '现在开始投票。',
        ...(votesOnPhones(state) ? [PHONE_VOTE_LINE] : [
          '我依次念到每位候选人时，想投他的人请举手，手要举过头顶。每人只有一票，可以弃权。',
          `念票顺序：${order.join(' → ')}。`,
        ]),
      ];
      return {
        key: step.key, title: step.pk > 0 ? 'PK 投票' : '投票', say,
        hint: '逐个候选人点选举手的玩家；没有举手的人记为弃权。',
        ...ballots,
        info: { order },
      };
    }
    case 'day.pk':
      return pkStep(step.tied);
    case 'day.exile':
      return {
        key: step.key, title: '放逐', input: none,
        say: [step.exiled === null ? nobodyOutLine(step.tied ?? []) : exiledLine(state, step.exiled)],
        hint: step.exiled === null ? '接下来进入黑夜。' : step.lastWords ? `${step.exiled} 号可以留遗言。` : `${step.exiled} 号没有遗言，直接退出游戏。`,
        info: { exiled: step.exiled },
      };
  }
}
