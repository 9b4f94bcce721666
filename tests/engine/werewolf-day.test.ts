import { alive, play, refusal, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, dayWalk, dead, logText, NINE, night, tagsOf, TWELVE, wolfGame, ws } from '../helpers/werewolf';

/** Through the rest of the day without an election winner or votes, to the next nightfall. */
function quietDay(g: TestGame): TestGame {
  return skipTo(play(dayTo(g, 'day.vote'), {}), 'night.close');
}

/** Day 1 (after the first night, with `plan`), with `seat` elected sheriff, to the vote. */
function withSheriff(g: TestGame, seat: number, plan = {}): TestGame {
  return dayTo(night(g, plan), 'day.vote', { election: seat });
}

function message(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('狼人杀 sheriff election', () => {
  /** Day 1 to the election, the night's victim 7, with the given rules. */
  const toElection = (rules = {}) => dayTo(night(wolfGame(NINE, rules), { wolves: 7 }), 'day.sheriffCandidates');

  it('sheriff.electionTiming = afterSpeeches: day 1 elects after the speeches, among the living', () => {
    const { keys, game } = dayWalk(night(wolfGame(NINE), { wolves: 7 }), 'day.sheriffCandidates');
    expect(keys).toEqual(['day.dawn', 'day.lastWords', 'day.speech', 'day.sheriffCandidates']);
    expect(stepOf(game).input).toEqual({ type: 'seats', min: 0, max: 8, options: [1, 2, 3, 4, 5, 6, 8, 9] });
    expect(stepOf(game).say).toContain('现在开始竞选警长。想当警长的玩家请举手上警。');
  });

  it('records who stood, who withdrew and how those who did not stand voted, among those still standing', () => {
    const stood = play(toElection(), { seats: [2, 5, 8] });
    // Each candidate speaks in a step of his own, from the lowest seat (speech.order victimLeft).
    expect(stepOf(stood)).toMatchObject({ key: 'day.sheriffSpeech', input: { type: 'seats', min: 0, options: [2, 5, 8] }, actors: { kind: 'speaker', seats: [2] } });
    expect(stepOf(stood).say).toEqual(['上警的是 2、5、8 号，竞选发言从 2 号开始：2 → 5 → 8。', '请 2 号候选人发表竞选发言，说“过”表示结束。']);
    expect(stepOf(play(stood)).say).toEqual(['请 5 号候选人发表竞选发言，说“过”表示结束。']);
    let g = play(play(play(stood)));
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffWithdraw', input: { type: 'seats', min: 0, max: 3, options: [2, 5, 8] } });
    expect(stepOf(g).say[0]).toBe('竞选发言结束。想退水（放弃竞选）的玩家请举手。');
    expect(refusal(() => play(g, { seats: [3] }))).toBe('ILLEGAL_MOVE');
    g = play(g, { seats: [8] });
    const step = stepOf(g);
    expect(step.key).toBe('day.sheriffVote');
    expect(step.input).toEqual({ type: 'ballots', voters: [1, 3, 4, 6, 9], candidates: [2, 5] });
    expect(refusal(() => play(g, votes({ 8: 2 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 1: 8 })))).toBe('ILLEGAL_MOVE');
    const elected = play(g, votes({ 1: 5, 3: 5, 4: 2 }));
    expect(tagsOf(elected, 5)).toEqual(['sheriff']);
    expect(logText(elected)).toEqual(expect.arrayContaining([
      '竞选警长：2、5、8 号上警', '8 号退水', '警长投票：5 号 2 票，2 号 1 票，弃权 2 人', '5 号当选警长',
    ]));
    expect(stepOf(elected).key).toBe('day.vote');
  });

  it('one candidate is elected without a vote; nobody standing, or everyone withdrawing, leaves no sheriff for the game', () => {
    const one = play(toElection(), { seats: [4] });
    expect(tagsOf(one, 4)).toEqual(['sheriff']);
    expect(logText(one)).toContain('只有一人上警：4 号当选警长');
    const lastOne = play(skipTo(play(toElection(), { seats: [4, 6] }), 'day.sheriffWithdraw'), { seats: [6] });
    expect(tagsOf(lastOne, 4)).toEqual(['sheriff']);
    for (const g of [play(toElection(), { seats: [] }), play(skipTo(play(toElection(), { seats: [4, 6] }), 'day.sheriffWithdraw'), { seats: [4, 6] })]) {
      expect(ws(g).seats.some((s) => s.tags.includes('sheriff'))).toBe(false);
      expect(stepOf(g).key).toBe('day.vote');
      expect(dayWalk(night(skipTo(play(g, {}), 'night.close')), 'day.vote').keys).not.toContain('day.sheriffCandidates');
    }
  });

  it('nobody standing is said once in the log and the review; the announcement gives the reason with the outcome', () => {
    const none = play(toElection(), { seats: [] });
    expect(logText(none).filter((line) => line.includes('警长'))).toEqual(['竞选警长：无人上警', '本局没有警长']);
    const election = (g: TestGame) => ws(g).events?.find((e) => e.kind === 'election')?.text;
    expect(election(none)).toBe('竞选警长：无人上警；本局没有警长');
    expect(stepOf(none).news).toEqual(['无人上警，本局没有警长。']);
    const allOut = play(skipTo(play(toElection(), { seats: [4, 6] }), 'day.sheriffWithdraw'), { seats: [4, 6] });
    expect(election(allOut)).toBe('竞选警长：4、6 号上警，4、6 号退水；上警的玩家全部退水，本局没有警长');
  });

  it('sheriff.electionTiming = beforeDeaths: elects before the announcement; last night\'s dead still take part', () => {
    const g = night(wolfGame(NINE, { 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 7 });
    const step = stepOf(g);
    expect(step.key).toBe('day.sheriffCandidates');
    expect(step.say[0]).toBe('天亮了，请大家睁眼。');
    expect(step.input).toEqual({ type: 'seats', min: 0, max: 9, options: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    const { keys, game } = dayWalk(play(g, { seats: [7] }), 'day.speech', { badge: 3 });
    expect(keys).toEqual(['day.dawn', 'day.badge', 'day.lastWords', 'day.speech']);
    expect(stepOf(play(g, { seats: [7] })).say).not.toContain('天亮了，请大家睁眼。');
    expect(tagsOf(game, 3)).toContain('sheriff');
  });

  it('sheriff.enabled = false: no election, no sheriff', () => {
    const g = night(wolfGame(NINE, { 'sheriff.enabled': false }));
    expect(dayWalk(g, 'day.vote').keys).toEqual(['day.dawn', 'day.speech', 'day.vote']);
    expect(dayWalk(night(quietDay(g)), 'day.vote').keys).not.toContain('day.sheriffCandidates');
  });

  it('sheriff.electionTie = retryNextDay: a tie leaves the day without a sheriff; the election is held again next day', () => {
    let g = play(skipTo(play(toElection(), { seats: [2, 5] }), 'day.sheriffWithdraw'), {});
    g = play(g, votes({ 1: 2, 3: 5 }));
    expect(logText(g)).toContain('2、5 号平票：今天没有警长，下一个白天重新竞选');
    expect(stepOf(g).key).toBe('day.vote');
    expect(ws(g).seats.some((s) => s.tags.includes('sheriff'))).toBe(false);
    const next = dayWalk(night(skipTo(play(g, {}), 'night.close')), 'day.sheriffCandidates');
    expect(next.keys).toEqual(['day.dawn', 'day.speech', 'day.sheriffCandidates']);
    expect(tagsOf(play(next.game, { seats: [8] }), 8)).toContain('sheriff');
  });

  it('sheriff.electionTie = pkThenLost: the tied speak again and only they are voted on; a second tie loses the badge', () => {
    let g = play(skipTo(play(toElection({ 'sheriff.electionTie': 'pkThenLost' }), { seats: [2, 5, 8] }), 'day.sheriffWithdraw'), {});
    g = play(g, votes({ 1: 2, 3: 5, 4: 8, 6: 2, 9: 5 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffPk', title: '警长竞选平票 PK', info: { tied: [2, 5] } });
    expect(stepOf(g).say[1]).toContain('从 2 号开始依次再发言一次');
    g = play(g);
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffVote', input: { type: 'ballots', voters: [1, 3, 4, 6, 9], candidates: [2, 5] } });
    expect(refusal(() => play(g, votes({ 1: 8 })))).toBe('ILLEGAL_MOVE');
    expect(tagsOf(play(g, votes({ 1: 5 })), 5)).toContain('sheriff');
    g = play(g, votes({ 1: 2, 3: 5 }));
    expect(logText(g)).toContain('警长竞选 PK 仍然平票：警徽流失，本局没有警长');
    // The review's lines name the two votes alike: 警长投票, then 警长 PK 投票.
    expect(ws(g).events?.filter((e) => e.kind === 'vote').map((e) => e.text)).toEqual([
      '警长投票：2 号 2 票，5 号 2 票，8 号 1 票；2、5 号平票', '警长 PK 投票：2 号 1 票，5 号 1 票，弃权 3 人；2、5 号平票',
    ]);
    expect(stepOf(g).key).toBe('day.vote');
    expect(dayWalk(night(skipTo(play(g, {}), 'night.close')), 'day.vote').keys).not.toContain('day.sheriffCandidates');
  });
});

describe('狼人杀 speeches', () => {
  it('start at the left of the night\'s first victim and go clockwise', () => {
    const g = dayTo(night(wolfGame(NINE), { wolves: 4 }), 'day.speech', { hunter: null });
    expect(stepOf(g).info).toEqual({ order: [5, 6, 7, 8, 9, 1, 2, 3] });
  });

  it('with two victims, from the left of the first in seat order', () => {
    const g = dayTo(night(wolfGame(NINE), { wolves: 9, poison: 3 }), 'day.speech');
    expect(stepOf(g).info).toEqual({ order: [4, 5, 6, 7, 8, 1, 2] });
  });

  it('after a 平安夜, from the sheriff\'s left', () => {
    let g = withSheriff(wolfGame(NINE), 7);
    g = night(skipTo(play(g, {}), 'night.close'));
    expect(stepOf(dayTo(g, 'day.speech')).info).toEqual({ order: [8, 9, 1, 2, 3, 4, 5, 6, 7] });
  });

  it('after a 平安夜 with no sheriff, from seat 1', () => {
    expect(stepOf(dayTo(night(wolfGame(NINE)), 'day.speech')).info).toEqual({ order: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
  });
});

describe('狼人杀 vote', () => {
  it('exiles the most voted; only the living vote and are voted', () => {
    let g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote');
    expect(stepOf(g).input).toEqual({ type: 'ballots', voters: [1, 2, 3, 4, 5, 6, 8, 9], candidates: [1, 2, 3, 4, 5, 6, 8, 9] });
    expect(refusal(() => play(g, votes({ 7: 1 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 1: 7 })))).toBe('ILLEGAL_MOVE');
    g = play(g, votes({ 2: 6, 3: 6, 4: 1 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: 6 } });
    expect(logText(g)).toContain('投票：6 号 2 票，1 号 1 票，弃权 5 人');
    expect(dead(g)).toEqual([6, 7]);
  });

  it('exiles nobody when nobody votes', () => {
    const g = play(dayTo(night(wolfGame(NINE)), 'day.vote'), {});
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: null } });
  });

  it('refuses a lover voting for the other lover in the sheriff election too', () => {
    let g = play(night(wolfGame(TWELVE, { 'sheriff.electionTiming': 'beforeDeaths' }), { cupid: [7, 10] }), { seats: [10, 2] });
    while (stepOf(g).key !== 'day.sheriffVote') g = play(g, stepOf(g).input.type === 'none' ? undefined : { seats: [] });
    expect(message(() => play(g, votes({ 7: 10 })))).toBe('情侣不能投票给另一名情侣：7 号不能投 10 号');
    expect(refusal(() => play(g, votes({ 7: 2, 4: 10 })))).toBe('none');
  });

  it('refuses a lover voting for the other lover', () => {
    const g = dayTo(night(wolfGame(TWELVE), { cupid: [7, 10] }), 'day.vote');
    expect(message(() => play(g, votes({ 7: 10 })))).toBe('情侣不能投票给另一名情侣：7 号不能投 10 号');
    expect(refusal(() => play(g, votes({ 10: 7 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 7: 1, 10: 2 })))).toBe('none');
  });

  it('exiling a lover takes both', () => {
    const g = play(dayTo(night(wolfGame(TWELVE), { cupid: [7, 10] }), 'day.vote'), votes({ 1: 7 }));
    expect(dead(g)).toEqual([7, 10]);
    expect(stepOf(g).say).toContain('10 号玩家（狼人）是他的情侣，一同殉情。');
  });

  it('sheriff.voteWeight = 1.5: the sheriff\'s ballot and one more beat two plain ones', () => {
    const g = withSheriff(wolfGame(NINE, { 'sheriff.voteWeight': '1.5' }), 7);
    expect(stepOf(g).info).toMatchObject({ sheriff: 7, weight: 1.5 });
    const decided = play(g, votes({ 7: 1, 8: 1, 2: 6, 3: 6 }));
    expect(stepOf(decided).info).toEqual({ exiled: 1 });
    expect(logText(decided)).toContain('投票：1 号 2.5 票，6 号 2 票，弃权 5 人（警长 7 号的票算 1.5 票）');
    const tied = play(g, votes({ 7: 1, 2: 6, 3: 6 }));
    expect(stepOf(tied).info).toEqual({ exiled: 6 });
  });

  it('sheriff.voteWeight = 2: the sheriff\'s ballot ties two plain ones', () => {
    const g = withSheriff(wolfGame(NINE, { 'sheriff.voteWeight': '2' }), 7);
    expect(stepOf(g).info).toMatchObject({ weight: 2 });
    expect(stepOf(play(g, votes({ 7: 1, 2: 6, 3: 6 }))).info).toEqual({ exiled: null });
  });

  it('sheriff.voteWeight = sliding: 2 while more than 6 are alive, 1.5 from 6 down', () => {
    let g = withSheriff(wolfGame(NINE), 7, { wolves: 8 });
    expect(stepOf(g).info).toMatchObject({ weight: 2 });
    g = skipTo(play(g, votes({ 1: 9 })), 'night.close');
    g = dayTo(night(g, { wolves: 5 }), 'day.vote');
    expect(alive(g)).toHaveLength(6);
    expect(stepOf(g).info).toMatchObject({ sheriff: 7, weight: 1.5 });
    expect(stepOf(g).say).toContain('警长 7 号的一票算 1.5 票。');
    // The judge's count weighs the sheriff's ballot as the server will.
    expect(stepOf(g).input).toMatchObject({ type: 'ballots', weights: { 7: 1.5 } });
  });

  it('vote.tie = none: a tie exiles nobody', () => {
    const g = play(dayTo(night(wolfGame(NINE)), 'day.vote'), votes({ 1: 7, 2: 6 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: null } });
    expect(logText(g)).toContain('6、7 号平票，无人出局');
  });

  it('vote.tie = pkOnce: the tied speak again and face one more vote among themselves', () => {
    let g = play(dayTo(night(wolfGame(NINE, { 'vote.tie': 'pkOnce' })), 'day.vote'), votes({ 1: 7, 2: 6 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.pk', info: { tied: [6, 7] } });
    g = play(g);
    expect(stepOf(g).input).toMatchObject({ type: 'ballots', candidates: [6, 7] });
    expect(refusal(() => play(g, votes({ 1: 2 })))).toBe('ILLEGAL_MOVE');
    expect(stepOf(play(g, votes({ 1: 7, 2: 6, 3: 6 }))).info).toEqual({ exiled: 6 });
    expect(stepOf(play(g, votes({ 1: 7, 2: 6 })))).toMatchObject({ key: 'day.exile', info: { exiled: null } });
  });

  it('vote.tie = pkUntilResolved: PK again and again until someone is out', () => {
    let g = play(dayTo(night(wolfGame(NINE, { 'vote.tie': 'pkUntilResolved' })), 'day.vote'), votes({ 1: 7, 2: 6 }));
    for (let i = 0; i < 3; i++) {
      expect(stepOf(g).key).toBe('day.pk');
      g = play(play(g), votes({ 1: 7, 2: 6 }));
    }
    g = play(play(g), votes({ 1: 7, 2: 7 }));
    expect(stepOf(g).info).toEqual({ exiled: 7 });
  });
});

describe('狼人杀 idiot', () => {
  it('survives his first exile, is revealed, and loses his vote', () => {
    let g = play(dayTo(night(wolfGame(TWELVE)), 'day.vote'), votes({ 1: 12, 2: 12 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: 12, revealed: true } });
    expect(stepOf(g).say[0]).toContain('翻牌：白痴');
    expect(alive(g)).toContain(12);
    expect(tagsOf(g, 12)).toContain('revealed');
    expect(logText(g)).toContain('12 号被投票放逐，翻牌亮明白痴身份，免于出局，此后没有投票权');
    g = dayTo(night(skipTo(play(g), 'night.close')), 'day.vote');
    const input = stepOf(g).input;
    expect(input.type === 'ballots' && input.voters).not.toContain(12);
    expect(input.type === 'ballots' && input.candidates).toContain(12);
    expect(message(() => play(g, votes({ 12: 1 })))).toBe('12 号是翻牌的白痴，没有投票权');
    const second = play(g, votes({ 1: 12 }));
    expect(stepOf(second).info).toEqual({ exiled: 12 });
    expect(dead(second)).toContain(12);
  });

  it('as sheriff, keeps the title after his reveal but casts no weighted ballot', () => {
    let g = withSheriff(wolfGame(TWELVE), 12);
    g = play(g, votes({ 1: 12, 2: 12 }));
    expect(tagsOf(g, 12)).toEqual(['sheriff', 'revealed']);
    g = dayTo(night(skipTo(play(g), 'night.close')), 'day.vote');
    expect(stepOf(g).info).not.toHaveProperty('weight');
    expect(stepOf(g).say.join('')).not.toContain('警长 12 号的一票');
  });

  it('dies like anyone when the wolves kill him', () => {
    expect(stepOf(night(wolfGame(TWELVE), { wolves: 12 })).info).toEqual({ deaths: [12] });
  });

  it('idiot.afterFlip = untilNextVote: leaves at his flip with no last words, yet counts as a god until the next exile vote', () => {
    const board = wolfGame(['werewolf', 'werewolf', 'seer', 'idiot', 'villager', 'villager', 'villager', 'villager'], {
      'idiot.afterFlip': 'untilNextVote', 'sheriff.enabled': false,
    });
    let g = play(dayTo(night(board, { wolves: 3 }), 'day.vote'), votes({ 1: 4, 2: 4 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: 4, revealed: true } });
    expect(stepOf(g).say).toEqual(['4 号玩家被投票放逐，翻牌：白痴！', '4 号离场，没有遗言；在下一次放逐投票之前，他仍算作一名神职。']);
    expect(dead(g)).toEqual([3, 4]);
    expect(ws(g).x.deaths.find((d) => d.seat === 4)?.causes).toEqual(['left']);
    // Every god is out of play, but he still counts: no 屠边 yet, and none at the next dawn either.
    expect(ws(g).winner).toBeNull();
    expect(stepOf(play(g)).key).toBe('night.close');
    g = night(play(g), { wolves: 5 });
    expect(ws(g).winner).toBeNull();
    // The next exile vote, even one that puts nobody out, ends his count: the gods are all gone.
    g = play(dayTo(g, 'day.vote'), votes({ 1: 6, 2: 7 }));
    expect(ws(g).winner).toMatchObject({ camp: 'wolf', text: '神职全部出局，狼人获胜（屠边）！' });
  });
});

describe('狼人杀 自爆', () => {
  it('before the election: the wolf dies, the day ends, night follows, the election moves to the next day', () => {
    let g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.speech');
    g = play(g, { explode: 1 });
    expect(dead(g)).toEqual([1, 7]);
    expect(stepOf(g).key).toBe('night.close');
    expect(stepOf(g).say[0]).toBe('1 号玩家自爆，白天到此结束。');
    expect(logText(g)).toContain('1 号狼人自爆，白天结束，警长竞选延期到明天');
    expect(ws(g).round).toBe(2);
    const next = dayWalk(night(g), 'day.sheriffCandidates');
    expect(next.keys).toEqual(['day.dawn', 'day.speech', 'day.sheriffCandidates']);
  });

  it('during a beforeDeaths election: the deaths are still announced, then night', () => {
    let g = night(wolfGame(NINE, { 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 7 });
    g = play(g, { explode: 6 });
    expect(stepOf(g)).toMatchObject({ key: 'day.dawn', info: { deaths: [7] } });
    expect(stepOf(g).hint ?? '').not.toContain('有遗言');
    g = play(g);
    expect(stepOf(g).key).toBe('night.close');
    expect(stepOf(night(g)).key).toBe('day.sheriffCandidates');
  });

  it('during the vote: nobody is exiled', () => {
    const g = play(withSheriff(wolfGame(NINE), 7), { explode: 6 });
    expect(stepOf(g).key).toBe('night.close');
    expect(dead(g)).toEqual([6]);
  });

  it('an exploding sheriff still passes the badge; an exploding lover takes his lover', () => {
    let g = withSheriff(wolfGame(TWELVE), 10, { cupid: [7, 10] });
    g = play(g, { explode: 10 });
    expect(dead(g)).toEqual([7, 10]);
    expect(stepOf(g).key).toBe('day.badge');
    g = play(g, { seats: [2] });
    expect(stepOf(g).key).toBe('night.close');
  });

  it('an exploding lover whose love is the hunter lets the hunter shoot', () => {
    let g = dayTo(night(wolfGame(TWELVE), { cupid: [4, 10] }), 'day.speech');
    g = play(g, { explode: 10 });
    expect(stepOf(g).key).toBe('day.hunter');
    g = play(g, { seats: [1] });
    expect(dead(g)).toEqual([1, 4, 10]);
    expect(stepOf(g).key).toBe('night.close');
  });

  it('refuses a player who is not a living werewolf', () => {
    let g = dayTo(night(wolfGame(NINE), { wolves: 1 }), 'day.speech');
    expect(message(() => play(g, { explode: 2 }))).toBe('只有活着的狼人才能自爆：2 号不能自爆');
    expect(refusal(() => play(g, { explode: 1 }))).toBe('ILLEGAL_MOVE');
    g = play(g, { explode: 6 });
    expect(ws(g).winner?.camp).toBe('good');
  });

  it('selfDestruct = false: refused, naming the rule', () => {
    const g = dayTo(night(wolfGame(NINE, { selfDestruct: false })), 'day.speech');
    expect(message(() => play(g, { explode: 1 }))).toBe('规则「狼人自爆」已关闭：本局不能自爆');
  });

  it('is possible on every day step', () => {
    let g = night(wolfGame(NINE, { 'sheriff.electionTiming': 'beforeDeaths' }), { wolves: 4 });
    const keys: string[] = [];
    while (!ws(g).winner && ws(g).phase === 'day') {
      const step = stepOf(g);
      keys.push(step.key);
      expect(refusal(() => play(g, { explode: 1 }))).toBe('none');
      if (step.key === 'day.vote') g = play(g, {});
      else if (step.input.type === 'seats') g = play(g, { seats: step.input.min > 0 ? [step.input.options[0]] : [] });
      else g = play(g);
    }
    expect(keys).toEqual(['day.sheriffCandidates', 'day.dawn', 'day.hunter', 'day.lastWords', 'day.speech', 'day.vote', 'day.exile']);
  });
});

describe('狼人杀 day deaths are announced at the next step', () => {
  it('the hunter\'s shot and the shot player\'s lover, with their cards when reveal.onDeath', () => {
    // Villager 7 and wolf 10 are lovers; the wolves kill hunter 4, who shoots 10.
    const g = play(dayTo(night(wolfGame(TWELVE), { cupid: [7, 10], wolves: 4 }), 'day.hunter'), { seats: [10] });
    expect(dead(g)).toEqual([4, 7, 10]);
    expect(stepOf(g).say.slice(0, 2)).toEqual(['4 号玩家开枪带走了 10 号玩家（狼人）。', '7 号玩家（村民）是他的情侣，一同殉情。']);
    expect(stepOf(play(g)).say.join('')).not.toContain('开枪带走');
  });

  it('without reveal.onDeath the shot and the lover are announced with neither card nor gun nor link', () => {
    const g = play(dayTo(night(wolfGame(TWELVE, { 'reveal.onDeath': false }), { cupid: [7, 10], wolves: 4 }), 'day.hunter'), { seats: [10] });
    expect(stepOf(g).say.slice(0, 2)).toEqual(['4 号玩家带走了 10 号玩家。', '7 号玩家出局。']);
  });

  it('a wolf who is a lover self-destructs: the table hears that his lover died with him', () => {
    const g = play(dayTo(night(wolfGame(TWELVE), { cupid: [1, 7] }), 'day.speech'), { explode: 1 });
    expect(dead(g)).toEqual([1, 7]);
    expect(stepOf(g).key).toBe('night.close');
    expect(stepOf(g).say.slice(0, 2)).toEqual(['1 号玩家自爆，白天到此结束。', '7 号玩家（村民）是他的情侣，一同殉情。']);
  });
});

describe('狼人杀 exile vote is called all at once', () => {
  it('everyone points at the same moment on the judge\'s word; no candidate is read out one by one', () => {
    const say = stepOf(dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote')).say.join('');
    expect(say).toContain('所有玩家同时伸手指向你要放逐的玩家');
    expect(say).not.toContain('依次念到');
    expect(say).not.toContain('念票顺序');
  });
});

describe('狼人杀 what the judge says around votes, PKs and the badge', () => {
  it('a tie says it was a tie', () => {
    const g = play(dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote'), votes({ 1: 2, 3: 5 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', say: ['2、5 号平票，本轮无人出局。'] });
  });

  it('a PK says who speaks first', () => {
    const g = play(dayTo(night(wolfGame(NINE, { 'vote.tie': 'pkOnce' }), { wolves: 7 }), 'day.vote'), votes({ 1: 5, 3: 2 }));
    expect(stepOf(g).key).toBe('day.pk');
    expect(stepOf(g).say.join('')).toContain('请平票的玩家从 2 号开始依次再发言一次：2 → 5');
  });

  it('the new sheriff is announced, and asked to sum up (归票) before the vote', () => {
    const g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote', { election: 5 });
    expect(stepOf(g).say[0]).toBe('5 号当选警长。');
    expect(stepOf(g).say).toContain('请警长 5 号归票：总结发言，建议大家投谁。');
  });

  it('under 警左/警右 the sheriff speaks last, and that speech is his 归票: the vote does not ask for it again', () => {
    const rules = { 'sheriff.electionTiming': 'beforeDeaths', 'speech.order': 'sheriffChooses' };
    const speech = dayTo(night(wolfGame(NINE, rules), { wolves: 7 }), 'day.speech', { election: 5, side: 'left' });
    expect(stepOf(speech).say).toContain('警长 5 号最后发言归票。');
    const vote = stepOf(dayTo(speech, 'day.vote'));
    expect(vote.say.join('')).not.toContain('归票');
    expect(vote.say).toContain('警长 5 号的一票算 2 票。');
  });

  it('the badge hand-over is announced', () => {
    let g = dayTo(night(wolfGame(NINE)), 'day.sheriffCandidates');
    g = skipTo(play(play(g, { seats: [7] }), {}), 'night.close');
    g = play(dayTo(night(g, { wolves: 7 }), 'day.badge'), { seats: [2] });
    expect(stepOf(g).say[0]).toBe('警长 7 号把警徽移交给 2 号。');
  });
});

