import { seatList } from '../core/seats';
import { PHONE_VOTE_LINE, votesOnPhones } from '../core/vote';
import type { StepDescription } from '../core/state';
import { electorate, electors, standingAtSpeech, stillStanding } from './election';
import type { WerewolfState, WerewolfStep } from './state';
import { rulesOf } from './table';
import { MORNING } from './announce';

type Step<K extends WerewolfStep['key']> = Extract<WerewolfStep, { key: K }>;

function dead(seat: number): string {
  return `${seat} 号已经出局`;
}

export function describeCandidates(state: WerewolfState, step: Step<'day.sheriffCandidates'>): StepDescription {
  return {
    key: step.key, title: '竞选警长：上警',
    say: [...(step.first ? [MORNING] : []), '现在开始竞选警长。想当警长的玩家请举手上警。'],
    hint: '点选举手上警的玩家。只有一人上警时他直接当选；没有人上警时不选，本局没有警长。',
    input: { type: 'seats', min: 0, max: electorate(state).length, options: electorate(state) }, passLabel: '无人上警',
    refuse: dead,
  };
}

/**
 * One candidate's election speech; the first says who stood and in which order they speak. Any
 * candidate standing may withdraw (退水) meanwhile: the judge marks them as the speech ends.
 */
export function describeSheriffSpeech(state: WerewolfState, step: Step<'day.sheriffSpeech'>): StepDescription {
  const opening = step.seat === step.order[0]
    ? [`上警的是 ${seatList([...step.order].sort((a, b) => a - b))}，竞选发言从 ${step.order[0]} 号开始：${step.order.join(' → ')}。`]
    : [];
  const standing = standingAtSpeech(state, step);
  return {
    key: step.key, title: '竞选警长：竞选发言',
    say: [...opening, `请 ${step.seat} 号候选人发表竞选发言，说“过”表示结束。`],
    hint: '发言结束时，点选这期间举手退水的候选人（可以是正在发言的人），再下一步；没人退水直接下一步。退水的人不再发言，不能当选，也不能投票。',
    input: { type: 'seats', min: 0, max: standing.length, options: [...standing] }, passLabel: '无人退水',
    refuse: (seat) => `${seat} 号不在警上，谈不上退水`,
    info: { seat: step.seat, order: [...step.order] },
  };
}

/** 退水: after the speeches (a step each), or at the start of a postponed election's next day. */
export function describeWithdraw(state: WerewolfState, step: Step<'day.sheriffWithdraw'>): StepDescription {
  const standing = stillStanding(state, step);
  const say = step.standing
    ? [...(step.first ? [MORNING] : []), `警长竞选继续：警上还有 ${seatList(standing)}，不再发言。想退水（放弃竞选）的玩家请举手。`]
    : ['竞选发言结束。想退水（放弃竞选）的玩家请举手。'];
  return {
    key: step.key, title: step.standing ? '竞选警长（延期）：退水' : '竞选警长：退水',
    say,
    hint: '点选退水的玩家；没有人退水时不选。退水的玩家不能再当选，也不能投票。',
    input: { type: 'seats', min: 0, max: standing.length, options: [...standing] }, passLabel: '无人退水',
    refuse: (seat) => (step.stood.includes(seat) ? `${seat} 号已经退水` : `${seat} 号没有上警，谈不上退水`),
    info: { candidates: [...standing], order: [...standing] },
  };
}

export function describeSheriffVote(state: WerewolfState, step: Step<'day.sheriffVote'>): StepDescription {
  const voters = electors(state, step.stood);
  return {
    key: step.key, title: step.pk ? '警长竞选 PK 投票' : '警长投票',
    say: [
      `警上还有 ${seatList(step.candidates)}，现在投票选警长，上过警的玩家不能投票。`,
      votesOnPhones(state) ? PHONE_VOTE_LINE : '没有上警的玩家请闭眼想好。我数“三、二、一”，大家同时伸手指向你要选的候选人；弃权的握拳。',
    ],
    hint: `能投票的：${seatList(voters)}。逐个候选人点选指向他的玩家；没有指人的记为弃权。情侣不能投给另一名情侣。`,
    input: { type: 'ballots', voters, candidates: [...step.candidates] },
    refuseVoter: (seat) => (step.stood.includes(seat) ? `${seat} 号上过警，不能投票` : undefined),
    info: { order: [...step.candidates] },
  };
}

export function describeSheriffPk(step: Step<'day.sheriffPk'>): StepDescription {
  return {
    key: step.key, title: '警长竞选平票 PK', input: { type: 'none' },
    say: [
      `${seatList(step.tied)}平票。`,
      `请平票的候选人从 ${step.tied[0]} 号开始依次再发言一次：${step.tied.join(' → ')}。然后只在他们之中重新投票。`,
    ],
    hint: '再次平票时，警徽流失，本局没有警长。',
    info: { tied: [...step.tied] },
  };
}

/** Deals of engine 1: one step that records the winner. */
export function describeLegacyElection(state: WerewolfState, step: Step<'day.sheriffElection'>): StepDescription {
  const pkRule = rulesOf(state)['sheriff.electionTie'];
  const tie = step.pk
    ? '再次平票时不选：警徽流失，本局没有警长。'
    : pkRule === 'pkThenLost' ? '平票时不选：平票的候选人 PK 一次。' : '平票时不选：今天没有警长，下一个白天重新竞选。';
  return {
    key: step.key, title: step.pk ? '警长竞选 PK' : '竞选警长',
    say: [
      ...(step.first ? [MORNING] : []),
      ...(step.pk
        ? ['警长竞选平票。请平票的候选人再各发言一次，然后其他玩家在他们之中重新投票。']
        : ['现在开始竞选警长。想当警长的玩家请举手上警，依次发言。', '发言结束后，没有上警的玩家投票，得票最多的当选警长。']),
    ],
    hint: `点选当选警长的玩家。${tie}`,
    input: { type: 'seats', min: 0, max: 1, options: electorate(state) }, passLabel: '无人当选',
    refuse: dead,
    info: { pk: step.pk },
  };
}
