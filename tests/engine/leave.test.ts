import type { RoleId, SeatNo } from '../../typings/api';
import { currentStep, leaveSeat, loadMatch, redrawWords, undo, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { publicLog } from '../../cloudfunctions/game/src/engine/core/public-log';
import { buildReview } from '../../cloudfunctions/game/src/engine/core/review';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { toldDead } from '../../cloudfunctions/game/src/engine/core/signal';
import { play, refusal, riggedGame, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, NINE, night, TWELVE, wolfGame, ws } from '../helpers/werewolf';

// 离场: a player leaves mid-game with no substitute. The seat is out at once with no skill and no
// last words, the table is told at once, the game goes on without it (or ends on a win), and undo
// and replay treat the leave as any other input.

function leave(g: TestGame, seat: unknown): TestGame {
  return { ...g, match: leaveSeat(g.module, g.match, seat) };
}

function roomOf(match: Match): Room {
  const members = match.state.seats.map((s) => ({ openid: `p${s.seat}`, seat: s.seat }));
  return { roomNo: '123456', judge: 'judge', members, match, createdAt: 0, updatedAt: 0 };
}

const told = (g: TestGame): SeatNo[] => toldDead(g.module, roomOf(g.match));
const publicLines = (g: TestGame): string[] => publicLog(g.module, g.match.state).map((l) => l.text);
const judgeLines = (g: TestGame): string[] => g.match.state.log.map((l) => l.text);
const fateOf = (g: TestGame, seat: SeatNo) => buildReview(g.module, g.match, []).seats[seat - 1].fate;
const isAlive = (g: TestGame, seat: SeatNo): boolean => g.match.state.seats[seat - 1].alive;

/** The state a replay of every stored input gives (the undo diffs and events dropped, as in a room stored before they were kept). */
function replayed(g: TestGame): unknown {
  return loadMatch(g.module, { ...g.match, undos: undefined, state: { ...g.match.state, events: undefined } }).state;
}

describe('离场 in 杀人游戏', () => {
  // Seats 1..9: killers 1 and 5, police 2 and 6, civilians the rest (two last words: the first two deaths).
  const NINE_KILLER: RoleId[] = ['killer', 'police', 'civilian', 'civilian', 'killer', 'police', 'civilian', 'civilian', 'civilian'];
  const nine = (rules = {}): TestGame => riggedGame('killer', { players: 9, rules }, NINE_KILLER);

  /** From the current night to dawn: the killers take `target`, the police check `check`. */
  function killerNight(g: TestGame, target: number, check: number): TestGame {
    let game = play(skipTo(g, 'night.killers'), { seats: [target] });
    game = play(game, { seats: [check] });
    return play(game);
  }

  /** Day 1 after 3 was killed, at the speeches (from 3's right: 2, 1, 9, …). */
  const atSpeech = (rules = {}) => skipTo(killerNight(nine(rules), 3, 1), 'day.speech');

  it('the current speaker who leaves hands the turn to the next, the order is not read again, and the table is told at once', () => {
    const g = atSpeech();
    expect(stepOf(g).info).toEqual({ order: [2, 1, 9, 8, 7, 6, 5, 4] });
    const left = leave(g, 2);
    expect(stepOf(left)).toMatchObject({ key: 'day.speech', info: { order: [1, 9, 8, 7, 6, 5, 4], resumed: true }, actors: { kind: 'speaker', seats: [1, 9, 8, 7, 6, 5, 4] } });
    expect(stepOf(left).say).toEqual(['继续发言：接着刚才停下的地方，还没发言的玩家依次发言。']);
    expect(stepOf(left).hint).toBe('发言顺序（已出局的不算）：1 → 9 → 8 → 7 → 6 → 5 → 4。已经发言过的玩家不再发言。');
    expect(left.match.state.stepId).toBe(g.match.state.stepId + 1);
    expect(told(left)).toEqual([2, 3]);
    expect(publicLines(left)).toContain('2 号玩家离场');
    expect(judgeLines(left)).toContain('2 号玩家离场（警察）');
  });

  it('a voter who leaves mid-vote is no voter nor candidate: the vote closes without his ballot', () => {
    const g = play(atSpeech());
    const left = leave(g, 7);
    const step = stepOf(left);
    expect(step.input).toEqual({ type: 'ballots', voters: [1, 2, 4, 5, 6, 8, 9], candidates: [1, 2, 4, 5, 6, 8, 9] });
    expect(refusal(() => play(left, votes({ 7: 4 })))).not.toBe('none');
    expect(refusal(() => play(left, votes({ 1: 7 })))).not.toBe('none');
    const voted = play(left, votes({ 1: 4, 2: 4, 4: 5, 5: 4, 6: 4, 8: 4, 9: 4 }));
    expect(judgeLines(voted)).toContain('投票：4 号 6 票，5 号 1 票');
    expect(stepOf(voted)).toMatchObject({ key: 'day.exile', info: { exiled: 4 } });
  });

  it('a leave takes no last-words turn: the next death still has one, and no knife falls on a leaver', () => {
    // 3 killed at night 1 used the first of two last words; 4 chosen at night 2 leaves before dawn.
    let g = skipTo(killerNight(nine(), 3, 1), 'day.vote');
    g = skipTo(play(g, votes({})), 'night.killers');
    g = play(g, { seats: [4] });
    g = leave(g, 4);
    expect(told(g)).toEqual([3, 4]);
    g = play(play(g, { seats: [8] }));
    expect(stepOf(g)).toMatchObject({ key: 'day.dawn', info: { deaths: [] } });
    g = skipTo(g, 'day.vote');
    g = play(g, votes({ 1: 9, 2: 9, 5: 9 }));
    expect(stepOf(g).hint).toBe('9 号可以留遗言。');
  });

  it('a PK that loses one of its two goes on with the other: he speaks alone, the others vote for him or abstain', () => {
    let g = play(atSpeech({ 'killer.voteTie': 'pkOnce' }));
    g = play(g, votes({ 1: 4, 2: 4, 5: 7, 6: 7 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.pk', info: { tied: [4, 7] } });
    g = leave(g, 4);
    expect(stepOf(g)).toMatchObject({ key: 'day.pk', info: { tied: [7] } });
    expect(stepOf(g).say).toEqual(['平票的玩家只剩 7 号。', '请 7 号再发言一次，然后其他玩家重新投票：投给 7 号，或者弃权。']);
    g = play(g);
    expect(stepOf(g).input).toEqual({ type: 'ballots', voters: [1, 2, 5, 6, 8, 9], candidates: [7] });
    expect(stepOf(g).say[0]).toBe('重新投票：投给 7 号，或者弃权；7 号不投票。');
    g = play(g, votes({ 1: 7, 2: 7 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: 7 } });
    // Both tied gone: nobody is out.
    const both = leave(leave(play(play(atSpeech({ 'killer.voteTie': 'pkOnce' })), votes({ 1: 4, 2: 4, 5: 7, 6: 7 })), 4), 7);
    expect(stepOf(both)).toMatchObject({ key: 'day.exile', info: { exiled: null } });
  });

  it('the last killer leaving ends the game for the good; the review and the public log tell the leave', () => {
    const g = leave(atSpeech(), 1);
    expect(g.match.state.winner).toBeNull();
    const over = leave(g, 5);
    expect(over.match.state.winner).toMatchObject({ camp: 'good', say: ['5 号玩家离场。', '杀手全部出局，好人（警察和平民）获胜！'] });
    expect(currentStep(over.module, over.match.state)).toBeNull();
    expect(over.match.state.stepId).toBe(g.match.state.stepId + 1);
    expect(fateOf(over, 5)).toEqual({ causes: ['left'], round: 1, phase: 'day', text: '第 1 天离场' });
    expect(buildReview(over.module, over.match, []).phases.flatMap((p) => p.events))
      .toContainEqual({ kind: 'death', seat: 1, causes: ['left'], text: '1 号玩家离场（杀手）' });
    expect(publicLines(over)).toEqual(expect.arrayContaining(['3 号玩家出局', '1 号玩家离场', '5 号玩家离场']));
    expect(refusal(() => leave(over, 2))).toBe('GAME_OVER');
  });

  it('a step that reads the same keeps its id; a card shown on death is shown on leaving', () => {
    const dawn = skipTo(killerNight(nine({ 'reveal.onDeath': true }), 3, 1), 'day.dawn');
    const left = leave(dawn, 8);
    expect(left.match.state.stepId).toBe(dawn.match.state.stepId);
    expect(stepOf(left)).toEqual(stepOf(dawn));
    expect(publicLines(left)).toContain('8 号玩家（平民）离场');
  });

  it('refuses a seat already out, a seat outside the table, and changes nothing', () => {
    const g = atSpeech();
    expect(refusal(() => leave(g, 3))).toBe('ILLEGAL_MOVE');
    expect(() => leave(g, 3)).toThrow('3 号已经出局');
    for (const bad of [0, 10, '2', 2.5, null]) expect(refusal(() => leave(g, bad))).toBe('BAD_REQUEST');
    expect(() => leave(g, 10)).toThrow('座位号须为 1–9 的整数');
  });

  it('undo takes a leave back; a replay of the inputs gives the same state', () => {
    const g = atSpeech();
    const left = leave(play(leave(g, 2)), 9);
    expect(left.match.inputs.slice(-3)).toEqual([{ leave: 2 }, {}, { leave: 9 }]);
    expect(replayed(left)).toEqual(left.match.state);
    const back = { ...left, match: undo(left.match) };
    expect(isAlive(back, 9)).toBe(true);
    expect(isAlive(back, 2)).toBe(false);
    const start = { ...g, match: undo(undo(back.match)) };
    expect(start.match.state).toEqual(g.match.state);
  });
});

describe('离场 in 狼人杀', () => {
  // NINE: wolves 1, 6; seer 2; witch 3; hunter 4; guard 5; villagers 7, 8, 9.

  /** Day 1 after 7 was killed, at the speeches (before the election). */
  const atSpeech = (rules = {}) => dayTo(night(wolfGame(NINE, rules), { wolves: 7 }), 'day.speech');

  it('a hunter who leaves does not shoot, and has no last words', () => {
    const g = leave(atSpeech(), 4);
    expect(ws(g).x.agenda.map((s) => s.key)).not.toContain('day.hunter');
    expect(stepOf(g).key).toBe('day.speech');
    expect(stepOf(play(g)).key).toBe('day.sheriffCandidates');
    const over = leave(leave(g, 1), 6);
    expect(fateOf(over, 4)).toEqual({ causes: ['left'], round: 1, phase: 'day', text: '第 1 天离场' });
    expect(judgeLines(over)).toContain('4 号玩家离场（猎人）');
    expect(judgeLines(over).some((l) => l.includes('开枪'))).toBe(false);
  });

  it('the leaving speaker passes the turn; the last wolf leaving ends the game for the good', () => {
    const g = atSpeech();
    const order = (stepOf(g).info as { order: number[] }).order;
    const left = leave(g, order[0]);
    expect((stepOf(left).info as { order: number[] }).order).toEqual(order.slice(1));
    const over = leave(leave(left, 1), 6);
    expect(ws(over).winner).toMatchObject({ camp: 'good', say: ['6 号玩家（狼人）离场。', '狼人全部出局，好人获胜！'] });
  });

  it('a sheriff who leaves tears the badge: no hand-over step, the review shows the badge gone', () => {
    let g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote', { election: 5 });
    expect(ws(g).seats[4].tags).toEqual(['sheriff']);
    expect(stepOf(g).say[0]).toBe('5 号当选警长。');
    g = leave(g, 5);
    expect(ws(g).seats.some((s) => s.tags.includes('sheriff'))).toBe(false);
    expect(stepOf(g).key).toBe('day.vote');
    // The vote is not opened again with the news of his election.
    expect(stepOf(g).say.join('')).not.toContain('当选警长');
    expect(stepOf(g).input).toMatchObject({ voters: [1, 2, 3, 4, 6, 8, 9] });
    g = play(g, votes({ 2: 1, 3: 1, 4: 1, 8: 1, 9: 1 }));
    const over = leave(g, 6);
    const events = buildReview(over.module, over.match, []).phases.flatMap((p) => p.events);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'badge', from: 5, to: null }));
    expect(events.filter((e) => e.kind === 'badge')).toHaveLength(1);
    expect(publicLines(over)).toContain('5 号玩家（守卫）离场');
  });

  it('a voter who leaves mid-vote: the vote closes without him', () => {
    const g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.vote');
    const left = leave(g, 8);
    expect(stepOf(left).input).toEqual({ type: 'ballots', voters: [1, 2, 3, 4, 5, 6, 9], candidates: [1, 2, 3, 4, 5, 6, 9] });
    const voted = play(left, votes({ 2: 1, 3: 1, 4: 1, 5: 1 }));
    expect(judgeLines(voted)).toContain('投票：1 号 4 票，弃权 3 人');
  });

  it('at night the leaver is told dead at once; the step of a role only he held stays, with nobody to answer', () => {
    const { game } = keysUntil(wolfGame(NINE), 'night.seer', { guard: 5 });
    expect(stepOf(game).input.type).toBe('seats');
    const left = leave(game, 2);
    expect(stepOf(left)).toMatchObject({ key: 'night.seer', input: { type: 'none' }, actors: { kind: 'nobody', seats: [] } });
    expect(told(left)).toEqual([2]);
    expect(publicLines(left)).toEqual(['2 号玩家（预言家）离场']);
    const dawn = night(left, { wolves: 8 });
    expect(fateOf(leave(leave(dawn, 1), 6), 2)).toMatchObject({ causes: ['left'], round: 1, phase: 'night', text: '第 1 夜离场' });
  });

  it('a lover who leaves by day takes the other along, whose death calls for his shot as any lover death', () => {
    // TWELVE: wolves 1, 6, 10; seer 2; witch 3; hunter 4; guard 5; villagers 7, 8, 11; cupid 9; idiot 12.
    let g = dayTo(night(wolfGame(TWELVE), { cupid: [4, 7], wolves: 11 }), 'day.speech');
    const order = (stepOf(g).info as { order: number[] }).order;
    g = leave(g, 7);
    expect(isAlive(g, 4)).toBe(false);
    expect(stepOf(g)).toMatchObject({ key: 'day.hunter', say: expect.arrayContaining(['7 号玩家（村民）离场。', '4 号玩家（猎人）是他的情侣，一同殉情。']) });
    g = play(g, { seats: [1] });
    expect(isAlive(g, 1)).toBe(false);
    const keys: string[] = [];
    while (stepOf(g).key !== 'day.speech') {
      keys.push(stepOf(g).key);
      g = play(g);
    }
    expect(keys).not.toContainEqual('day.badge');
    expect(ws(g).x.deaths.find((d) => d.seat === 4)).toMatchObject({ causes: ['lover'] });
    // The speeches resume where they stopped: the judge does not read the order again from its start.
    expect(stepOf(g).info).toEqual({ order: order.filter((s) => ![1, 4, 7].includes(s)), resumed: true });
    expect(stepOf(g).say.join('')).not.toContain('请从');
  });

  it('a sheriff who leaves during the speeches: they go on in the order he chose, without him', () => {
    const rules = { 'speech.order': 'sheriffChooses' };
    let g = dayTo(night(wolfGame(NINE, rules), { wolves: 7 }), 'day.vote', { election: 5 });
    g = skipTo(play(g, votes({})), 'night.close');
    g = dayTo(night(g, { wolves: 8 }), 'day.speech', { side: 'right' });
    expect((stepOf(g).info as { order: number[] }).order).toEqual([4, 3, 2, 1, 9, 6, 5]);
    g = leave(g, 5);
    expect(stepOf(g)).toMatchObject({ key: 'day.speech', info: { order: [4, 3, 2, 1, 9, 6], resumed: true } });
  });

  it('a lover who leaves at night takes the other along with no shot', () => {
    const { game } = keysUntil(night(wolfGame(TWELVE), { cupid: [4, 7], wolves: 11 }), 'night.close');
    const g = leave(play(game), 7);
    expect(told(g)).toEqual(expect.arrayContaining([4, 7]));
    const day = night(g, { wolves: 2 });
    expect(ws(day).x.agenda.map((s) => s.key)).not.toContain('day.hunter');
    expect(stepOf(day).key).not.toBe('day.hunter');
  });

  it('a candidate who leaves mid-election: his speech is skipped, and the one left standing is elected', () => {
    let g = dayTo(night(wolfGame(NINE), { wolves: 7 }), 'day.sheriffCandidates');
    g = play(g, { seats: [2, 5, 8] });
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffSpeech', info: { seat: 2, order: [2, 5, 8] } });
    g = leave(g, 2);
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffSpeech', info: { seat: 5, order: [5, 8] } });
    g = leave(g, 8);
    expect(ws(g).seats[4].tags).toEqual(['sheriff']);
    expect(judgeLines(g)).toContain('只剩一人在警上：5 号当选警长');
    expect(stepOf(g).key).toBe('day.vote');
  });

  it('with cards hidden, a leave asks no 技能 question: everyone knows a leaver has no skill', () => {
    const g = leave(atSpeech({ 'reveal.onDeath': false }), 8);
    const keys: string[] = [];
    let day = g;
    while (ws(day).phase === 'day') {
      keys.push(stepOf(day).key);
      day = play(day, stepOf(day).input.type === 'ballots' ? votes({}) : {});
    }
    expect(keys).toContain('day.vote');
    expect(keys).not.toContain('day.skill');
  });

  it('a candidate who leaves while the election waits behind a lover\'s shot loses his speech there too', () => {
    // TWELVE: wolves 1, 6, 10; seer 2; witch 3; hunter 4; guard 5; villagers 7, 8, 11; cupid 9; idiot 12.
    let g = dayTo(night(wolfGame(TWELVE), { cupid: [4, 7], wolves: 11 }), 'day.sheriffCandidates');
    g = play(g, { seats: [2, 5, 7, 8] });
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffSpeech', info: { seat: 2, order: [2, 5, 7, 8] } });
    g = leave(g, 7);
    expect(stepOf(g).key).toBe('day.hunter');
    g = leave(g, 5);
    expect(stepOf(g).key).toBe('day.hunter');
    g = play(play(g, { seats: [] }));
    expect(stepOf(g).key).toBe('day.sheriffSpeech');
    const speakers: number[] = [];
    while (stepOf(g).key === 'day.sheriffSpeech') {
      speakers.push((stepOf(g).info as { seat: number }).seat);
      g = play(g);
    }
    expect(speakers).toEqual([2, 8]);
    expect(stepOf(g)).toMatchObject({ key: 'day.sheriffWithdraw', input: { options: [2, 8] } });
  });

  it('a sheriff who leaves while choosing 警左/警右: the speeches start as with no sheriff', () => {
    const rules = { 'speech.order': 'sheriffChooses' };
    let g = dayTo(night(wolfGame(NINE, rules), { wolves: 7 }), 'day.vote', { election: 5 });
    g = skipTo(play(g, votes({})), 'night.close');
    g = dayTo(night(g, { wolves: 8 }), 'day.speechDirection');
    g = leave(g, 5);
    expect(stepOf(g)).toMatchObject({ key: 'day.speech', info: { order: [9, 1, 2, 3, 4, 6] } });
  });

  it('undo takes the leave back; a replay gives the same state', () => {
    const g = atSpeech();
    const left = leave(g, 4);
    expect(replayed(left)).toEqual(left.match.state);
    expect({ ...g, match: undo(left.match) }.match.state).toEqual(g.match.state);
  });
});

describe('离场 in 谁是卧底', () => {
  const WORDS = { civilian: '饺子', undercover: '包子' };
  // Seats 1..8: undercover 3, blank 6, civilians the rest.
  const EIGHT: RoleId[] = ['civilian', 'civilian', 'undercover', 'civilian', 'civilian', 'blank', 'civilian', 'civilian'];
  const eight = (rules = {}): TestGame => riggedGame('undercover', { players: 8, rules, words: WORDS }, EIGHT);

  it('the leaver is out without a vote: no voter nor candidate, and the describing order skips him', () => {
    const vote = skipTo(eight(), 'round.vote');
    const left = leave(vote, 4);
    expect(stepOf(left).input).toEqual({ type: 'ballots', voters: [1, 2, 3, 5, 6, 7, 8], candidates: [1, 2, 3, 5, 6, 7, 8] });
    expect(told(left)).toEqual([4]);
    const next = skipTo(play(left, votes({})), 'round.describe');
    expect(stepOf(next).info).toEqual({ order: [1, 2, 3, 5, 6, 7, 8] });
  });

  it('a leave during the descriptions: they go on where they stopped, the order is not read again', () => {
    const g = leave(skipTo(eight(), 'round.describe'), 2);
    expect(stepOf(g).info).toEqual({ order: [1, 3, 4, 5, 6, 7, 8], resumed: true });
    expect(stepOf(g).say).toEqual(['继续描述：接着刚才停下的地方，还没描述的玩家依次描述。']);
    expect(stepOf(g).hint).toBe('描述顺序（已出局的不算）：1 → 3 → 4 → 5 → 6 → 7 → 8。已经描述过的玩家不再描述。');
    const nextRound = skipTo(play(skipTo(g, 'round.vote'), votes({})), 'round.describe');
    expect(stepOf(nextRound).info).toEqual({ order: [1, 3, 4, 5, 6, 7, 8] });
  });

  it('a debate left with one of the tied: he debates alone, the others vote for him or abstain', () => {
    let g = play(skipTo(eight(), 'round.vote'), votes({ 1: 2, 3: 2, 4: 5, 6: 5 }));
    expect(stepOf(g)).toMatchObject({ key: 'round.pk', info: { tied: [2, 5] } });
    g = leave(g, 2);
    expect(stepOf(g).say).toEqual(['平票的玩家只剩 5 号。', '请 5 号再辩论一次，然后其他玩家重新投票：投给 5 号，或者弃权。']);
    g = play(g);
    expect(stepOf(g).say[0]).toBe('请重新投票：投给 5 号，或者弃权；5 号不投票。');
  });

  it('the last undercover and blank leaving end the game for the civilians; the review says 离场', () => {
    const g = leave(skipTo(eight(), 'round.describe'), 3);
    expect(g.match.state.winner).toBeNull();
    const over = leave(g, 6);
    expect(over.match.state.winner).toMatchObject({ camp: 'civilian', say: ['6 号玩家离场。', '卧底和白板全部出局，平民获胜！'] });
    expect(fateOf(over, 3)).toEqual({ causes: ['left'], round: 1, phase: 'day', text: '第 1 轮离场' });
    expect(publicLines(over)).toEqual(['3 号玩家离场', '6 号玩家离场']);
    expect(judgeLines(over)).toContain('3 号玩家离场（卧底，词语「包子」）');
  });

  it('no new pair once someone has left: it would seat the leaver again', () => {
    const g = leave(skipTo(eight(), 'round.describe'), 2);
    expect(g.module.judgeExtras?.(g.match.state).canRedrawWords).toBe(false);
    expect(() => redrawWords(g.module, g.match, seededRng(3))).toThrow('有玩家离场了，不能再换词；要换词请重新发牌');
  });

  it('undo takes the leave back; a replay gives the same state', () => {
    const g = skipTo(eight(), 'round.vote');
    const left = leave(g, 5);
    expect(replayed(left)).toEqual(left.match.state);
    expect(undo(left.match).state).toEqual(g.match.state);
  });
});
