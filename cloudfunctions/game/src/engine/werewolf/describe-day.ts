import type { SeatNo, SpeechDirectionInfo } from '../../../../../typings/api';
import { livingSeats, seatList } from '../core/seats';
import type { StepDescription } from '../core/state';
import { book, isRoleDayStep } from './book';
import { describeRoleDayStep } from './role-steps';
import type { WerewolfState, WerewolfStep } from './state';
import { deathOf, hasTag, rulesOf, sheriffOf, sheriffWeight, voteBonuses, voters } from './table';
import { lastWordsStep, nobodyOutLine, pkStep, resumedRound, speechStep } from '../core/day-steps';
import { ballotsInput, PHONE_VOTE_LINE, revoteLine, unvotedLine, votesOnPhones } from '../core/vote';
import {
  describeCandidates, describeLegacyElection, describeSheriffPk, describeSheriffSpeech, describeSheriffVote, describeWithdraw,
} from './describe-election';
import { exileLines, flipLines, MORNING, NEUTRAL_SKILL_LINE, nightDeathsLine } from './announce';
import { livingSheriff, SIDE_NAMES, sideOrder, speakingOrder } from './speech-order';

const none = { type: 'none' } as const;

function dead(seat: SeatNo): string {
  return `${seat} 号已经出局`;
}

function dawn(state: WerewolfState, step: Extract<WerewolfStep, { key: 'day.dawn' }>): StepDescription {
  const deaths = step.deaths;
  const notes: string[] = [];
  for (const seat of deaths) {
    const death = deathOf(state, seat);
    const note = death && book().role(state.seats[seat - 1].role).dawnNote?.(state, death);
    if (note) notes.push(note);
    if (hasTag(state, seat, 'sheriff')) notes.push(`${seat} 号是警长，要移交警徽。`);
    if (!state.x.dayOver) notes.push(death?.lastWords ? `${seat} 号有遗言。` : `${seat} 号没有遗言。`);
  }
  return {
    key: step.key, title: `第 ${state.round} 天：天亮`, input: none,
    say: [
      ...(step.first ? [MORNING] : []),
      nightDeathsLine(state, deaths),
    ],
    ...(notes.length > 0 && { hint: notes.join('') }),
    info: { deaths: [...deaths] },
  };
}

/**
 * The sheriff picks 警左 or 警右 (the choice's labels say where each starts); that he speaks last is
 * said once, with the order, when the speeches start.
 */
function speechDirection(state: WerewolfState, step: Extract<WerewolfStep, { key: 'day.speechDirection' }>): StepDescription {
  const left = sideOrder(state, step.seat, 'left');
  const right = sideOrder(state, step.seat, 'right');
  const info: SpeechDirectionInfo = { sheriff: step.seat, left, right };
  return {
    key: step.key, title: '警长选择发言顺序',
    say: [`请警长 ${step.seat} 号选择警左还是警右：警左从 ${left[0]} 号开始顺时针发言，警右从 ${right[0]} 号开始逆时针发言。`],
    hint: `警左：${left.join(' → ')}；警右：${right.join(' → ')}。点选警长的选择。`,
    input: { type: 'choice', options: [{ id: 'left', label: `警左（从 ${left[0]} 号起）` }, { id: 'right', label: `警右（从 ${right[0]} 号起）` }] },
    info: { ...info },
  };
}

/**
 * The exile speeches; after 警左/警右 the judge says which and that the sheriff speaks last. Broken
 * into (a duel, a leave), they resume where they stopped: the order is not read again.
 */
function speech(state: WerewolfState): StepDescription {
  const described = speechStep(speakingOrder(state));
  if (state.x.speechOrder) return resumedRound(described, '发言');
  const sheriff = livingSheriff(state);
  const side = state.x.speechSide;
  if (sheriff === null || side === undefined) return described;
  return {
    ...described,
    say: [
      state.x.speechSideUnchosen ? `警长 ${sheriff} 号没有选择，按${SIDE_NAMES[side]}发言。` : `警长 ${sheriff} 号选择${SIDE_NAMES[side]}。`,
      ...described.say, `警长 ${sheriff} 号最后发言归票。`,
    ],
    info: { ...described.info, sheriff, side },
  };
}

/** Under 警左/警右 the sheriff who chose speaks last: that speech was his 归票, he is not asked for it again. */
function spokeLast(state: WerewolfState, sheriff: SeatNo): boolean {
  return state.x.speechSide !== undefined && speakingOrder(state).at(-1) === sheriff;
}

function vote(state: WerewolfState, step: Extract<WerewolfStep, { key: 'day.vote' }>): StepDescription {
  const candidates = step.candidates ?? livingSeats(state);
  const order = speakingOrder(state).filter((s) => candidates.includes(s));
  const sheriff = sheriffOf(state);
  const ballots = ballotsInput(voters(state), { candidates, pk: step.pk });
  // A revealed idiot keeps the title but has no vote, nor has a sheriff on the PK: no weighted ballot to announce.
  const hasSheriff = sheriff !== null && ballots.input.voters.includes(sheriff);
  const weight = sheriffWeight(state);
  const revealed = livingSeats(state).filter((s) => hasTag(state, s, 'revealed'));
  // What the judge's count adds up: the sheriff's weighted ballot, a curse's votes before any ballot.
  const bonus: Record<string, number> = {};
  for (const b of voteBonuses(state, candidates)) bonus[b.seat] = (bonus[b.seat] ?? 0) + b.votes;
  return {
    key: step.key, title: step.pk > 0 ? 'PK 投票' : '放逐投票',
    // Everyone points at once on the judge's word, so nobody can follow the others.
    say: ballots.input.voters.length === 0 ? [unvotedLine(candidates)] : [
      ...(hasSheriff && step.pk === 0 && !spokeLast(state, sheriff) ? [`请警长 ${sheriff} 号归票：总结发言，建议大家投谁。`] : []),
      step.pk > 0 ? revoteLine(candidates) : '现在开始放逐投票。',
      ...(hasSheriff ? [`警长 ${sheriff} 号的一票算 ${weight} 票。`] : []),
      votesOnPhones(state) ? PHONE_VOTE_LINE : '请大家想好。我数“三、二、一”，所有玩家同时伸手指向你要放逐的玩家；弃权的握拳。每人只有一票。',
    ],
    hint: [
      '记下每个人指向谁：逐个候选人点选指向他的玩家；没有指人的记为弃权。情侣不能投给另一名情侣。',
      revealed.length > 0 ? `${seatList(revealed)}是翻牌的白痴，没有投票权。` : '',
    ].join(''),
    ...ballots,
    input: {
      ...ballots.input,
      ...(hasSheriff && { weights: { [sheriff]: weight } }),
      ...(Object.keys(bonus).length > 0 && { bonus }),
    },
    refuseVoter: (seat) => ballots.refuseVoter(seat) ?? (revealed.includes(seat) ? `${seat} 号是翻牌的白痴，没有投票权` : undefined),
    info: { order, ...(hasSheriff && { sheriff, weight }) },
  };
}

function exile(state: WerewolfState, step: Extract<WerewolfStep, { key: 'day.exile' }>): StepDescription {
  const seat = step.exiled;
  if (seat === null) {
    return { key: step.key, title: '放逐', input: none, say: [nobodyOutLine(step.tied ?? [])], hint: '接下来进入黑夜。', info: { exiled: null } };
  }
  if (step.revealed) return { key: step.key, title: '放逐', input: none, say: flipLines(state, seat, step.deaths), info: { exiled: seat, revealed: true } };
  if (step.stays) {
    return {
      key: step.key, title: '放逐', input: none, say: [`${seat} 号玩家被投票放逐。`],
      hint: `${seat} 号是最后一名狼人血月使徒：他留到下一个天亮才出局，今晚独自杀人；天亮时若狼人没有屠边，好人获胜。`,
      info: { exiled: seat, stays: true },
    };
  }
  const words = deathOf(state, seat)?.lastWords && !state.x.dayOver;
  return {
    key: step.key, title: '放逐', input: none,
    say: exileLines(state, seat, step.deaths),
    hint: words ? `${seat} 号可以留遗言。` : `${seat} 号没有遗言。`,
    info: { exiled: seat },
  };
}

export function describeDay(state: WerewolfState, step: WerewolfStep): StepDescription {
  switch (step.key) {
    case 'day.sheriffElection':
      return describeLegacyElection(state, step);
    case 'day.sheriffCandidates':
      return describeCandidates(state, step);
    case 'day.sheriffSpeech':
      return describeSheriffSpeech(state, step);
    case 'day.sheriffWithdraw':
      return describeWithdraw(state, step);
    case 'day.sheriffVote':
      return describeSheriffVote(state, step);
    case 'day.sheriffPk':
      return describeSheriffPk(step);
    case 'day.dawn':
      return dawn(state, step);
    case 'day.badge': {
      const tear = rulesOf(state)['sheriff.allowTear'];
      return {
        key: step.key, title: '移交警徽',
        say: [`警长 ${step.seat} 号出局，请把警徽移交给一名活着的玩家${tear ? '，或者撕掉警徽' : ''}。`],
        hint: tear ? '点选接任的警长；撕掉警徽时不选。' : '点选接任的警长：警徽必须移交，不能撕掉。',
        input: { type: 'seats', min: tear ? 0 : 1, max: 1, options: livingSeats(state) }, ...(tear && { passLabel: '撕警徽' }),
        refuse: dead,
      };
    }
    case 'day.skill':
      return {
        key: step.key, title: '技能', say: [NEUTRAL_SKILL_LINE], input: none,
        hint: `${seatList(step.seats)}这次没有要发动的技能（没有技能，或按规则不能用）。卡牌不公开，所以照样问一句；像有人在决定时一样停顿片刻，再点下一步。`,
      };
    case 'day.lastWords':
      return lastWordsStep(step.seat);
    case 'day.speechDirection':
      return speechDirection(state, step);
    case 'day.speech':
      return speech(state);
    case 'day.vote':
      return vote(state, step);
    case 'day.pk':
      return pkStep(step.tied);
    case 'day.exile':
      return exile(state, step);
    default:
      if (!isRoleDayStep(step)) throw new Error(`${step.key} is not a day step`);
      return describeRoleDayStep(state, step);
  }
}
