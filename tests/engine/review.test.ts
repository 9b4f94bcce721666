import type { Review, ReviewEvent, RoleId } from '../../typings/api';
import { undo } from '../../cloudfunctions/game/src/engine/core/match';
import { buildReview } from '../../cloudfunctions/game/src/engine/core/review';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { judgeView, playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { winningSeats } from '../../cloudfunctions/game/src/engine/core/winners';
import { simpleInput } from '../helpers/autoplay';
import { play, riggedGame, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, night, TWELVE, wolfGame } from '../helpers/werewolf';

// The review (复盘) of real games, built from the events the deal recorded: what each role did and
// learned each night, every vote ballot by ballot, elections, badges, deaths with all their causes.

const members = (n: number) => Array.from({ length: n }, (_, i) => ({ openid: `p${i + 1}`, seat: i + 1, nickname: `玩家${i + 1}` }));

function reviewOf(g: TestGame): Review {
  return buildReview(g.module, g.match, members(g.match.state.seats.length));
}

/** Every event of the phase titled `title`. */
function phase(review: Review, title: string): ReviewEvent[] {
  const found = review.phases.find((p) => p.title === title);
  if (!found) throw new Error(`no phase ${title} in ${review.phases.map((p) => p.title).join(', ')}`);
  return found.events;
}

/** Plays on with simple inputs until the game ends. */
function finish(g: TestGame): TestGame {
  let game = g;
  for (let i = 0; i < 300 && !game.match.state.winner; i++) game = play(game, simpleInput(stepOf(game)));
  if (!game.match.state.winner) throw new Error('the game did not end');
  return game;
}

/**
 * 12 players (wolves 1, 6, 10; seer 2; witch 3; hunter 4; guard 5; villagers 7, 8, 11; cupid 9;
 * idiot 12): three nights and days with an election, a PK, the idiot's card, a badge, a 自爆, a shot.
 */
function twelveGame(): TestGame {
  let g = wolfGame(TWELVE, { 'vote.tie': 'pkOnce', 'sheriff.voteWeight': '1.5' });
  g = night(g, { cupid: [7, 8], guard: 5, seer: 1, wolves: 11, save: true });
  g = skipTo(play(dayTo(g, 'day.sheriffCandidates'), { seats: [2, 4, 6] }), 'day.sheriffWithdraw');
  g = play(g, { seats: [6] });
  g = play(g, votes({ 1: 2, 3: 4, 5: 2, 7: 2, 8: 4 }));
  g = play(dayTo(g, 'day.vote'), votes({ 1: 12, 3: 12, 4: 10, 5: 10 }));
  g = play(play(g), votes({ 1: 12, 2: 12, 3: 10 }));
  g = night(skipTo(g, 'night.close'), { guard: 3, seer: 6, wolves: 2, poison: 6 });
  g = play(dayTo(g, 'day.vote', { badge: 4 }), { explode: 10 });
  g = night(skipTo(g, 'night.close'), { guard: 5, wolves: 4 });
  return play(dayTo(g, 'day.hunter'), { seats: [1] });
}

describe('狼人杀 review', () => {
  const g = twelveGame();
  const review = reviewOf(g);

  it('names every seat with its card, camp, nickname, result and fate, and the winner with the winning seats', () => {
    expect(review).toMatchObject({
      game: 'werewolf', gameName: '狼人杀', preset: 'classic', presetName: '正规局', players: 12, deal: 1,
      winner: { camp: 'good', campName: '好人阵营', text: '狼人全部出局，好人获胜！', seats: [2, 3, 4, 5, 7, 8, 9, 11, 12] },
    });
    expect(review.seats.map((s) => [s.seat, s.nickname, s.roleName, s.campName, s.won, s.fate?.text ?? '存活'])).toEqual([
      [1, '玩家1', '狼人', '狼人阵营', false, '第 3 天被猎人带走'],
      [2, '玩家2', '预言家', '好人阵营', true, '第 2 夜被狼人杀死'],
      [3, '玩家3', '女巫', '好人阵营', true, '存活'],
      [4, '玩家4', '猎人', '好人阵营', true, '第 3 夜被狼人杀死'],
      [5, '玩家5', '守卫', '好人阵营', true, '存活'],
      [6, '玩家6', '狼人', '狼人阵营', false, '第 2 夜被女巫毒死'],
      [7, '玩家7', '村民', '好人阵营', true, '存活'],
      [8, '玩家8', '村民', '好人阵营', true, '存活'],
      [9, '玩家9', '丘比特', '好人阵营', true, '存活'],
      [10, '玩家10', '狼人', '狼人阵营', false, '第 2 天自爆出局'],
      [11, '玩家11', '村民', '好人阵营', true, '存活'],
      [12, '玩家12', '白痴', '好人阵营', true, '存活'],
    ]);
    expect(review.seats[5].fate).toEqual({ causes: ['poison'], round: 2, phase: 'night', text: '第 2 夜被女巫毒死' });
    expect(review.seats[3].tags).toEqual(['sheriff']);
    expect(review.seats[11].tags).toEqual(['revealed']);
    expect(review.phases.map((p) => p.title)).toEqual(['第 1 夜', '第 1 天', '第 2 夜', '第 2 天', '第 3 夜', '第 3 天']);
  });

  it('tells each night what every role did and learned: lovers, guard, check and result, the pack\'s target, the potions', () => {
    expect(phase(review, '第 1 夜')).toEqual([
      expect.objectContaining({ kind: 'action', key: 'night.cupid', role: 'cupid', actors: [9], targets: [7, 8] }),
      expect.objectContaining({ kind: 'action', key: 'night.guard', role: 'guard', actors: [5], targets: [5] }),
      expect.objectContaining({ kind: 'action', key: 'night.seer', role: 'seer', actors: [2], targets: [1], result: 'wolf', text: '预言家 2 号查验 1 号：狼人' }),
      expect.objectContaining({ kind: 'action', key: 'night.wolves', role: 'werewolf', actors: [1, 6, 10], targets: [11], text: '狼人选择杀死 11 号（狼人：1、6、10 号）' }),
      expect.objectContaining({ kind: 'action', key: 'night.witchSave', role: 'witch', actors: [3], targets: [11], result: 'save' }),
      expect.objectContaining({ kind: 'action', key: 'night.witchPoison', role: 'witch', actors: [3], targets: [], result: 'skip' }),
      { kind: 'note', text: '11 号被女巫救活' },
      { kind: 'note', text: '平安夜：昨晚没有人死亡' },
    ]);
    expect(phase(review, '第 2 夜')).toEqual([
      expect.objectContaining({ key: 'night.guard', targets: [3] }),
      expect.objectContaining({ key: 'night.seer', targets: [6], result: 'wolf' }),
      expect.objectContaining({ key: 'night.wolves', actors: [1, 6, 10], targets: [2] }),
      // The antidote is spent: she is not told tonight's victim.
      expect.objectContaining({ key: 'night.witchSave', targets: [], result: 'skip' }),
      expect.objectContaining({ key: 'night.witchPoison', actors: [3], targets: [6], result: 'poison' }),
      { kind: 'death', seat: 2, causes: ['wolf'], text: '2 号（预言家）被狼人杀死' },
      { kind: 'death', seat: 6, causes: ['poison'], text: '6 号（狼人）被女巫毒死' },
    ]);
  });

  it('tells each day the election, every ballot with the sheriff\'s weight, the PK, the idiot\'s card, the badge, the 自爆 and the shot', () => {
    const [election, sheriffVote, exileVote, pkVote, idiot] = phase(review, '第 1 天');
    expect(election).toEqual({
      kind: 'election', candidates: [2, 4, 6], withdrawn: [6], elected: 2, text: '竞选警长：2、4、6 号上警，6 号退水；2 号当选警长',
    });
    expect(sheriffVote).toMatchObject({
      kind: 'vote', purpose: 'sheriff', pk: false, candidates: [2, 4], out: 2, tied: [],
      ballots: [{ voter: 1, target: 2, weight: 1 }, { voter: 3, target: 4, weight: 1 }, { voter: 5, target: 2, weight: 1 }, { voter: 7, target: 2, weight: 1 }, { voter: 8, target: 4, weight: 1 }],
    });
    expect(exileVote).toMatchObject({ kind: 'vote', purpose: 'exile', pk: false, out: null, tied: [10, 12], text: '投票：10 号 2 票，12 号 2 票，弃权 8 人；10、12 号平票' });
    expect(pkVote).toMatchObject({
      kind: 'vote', purpose: 'exile', pk: true, candidates: [10, 12], out: 12,
      ballots: [{ voter: 1, target: 12, weight: 1 }, { voter: 2, target: 12, weight: 1.5 }, { voter: 3, target: 10, weight: 1 }],
      text: 'PK 投票：12 号 2.5 票，10 号 1 票，弃权 7 人',
    });
    expect(idiot).toEqual({ kind: 'note', text: '12 号被投票放逐，翻牌亮明白痴身份，免于出局，此后没有投票权' });
    expect(phase(review, '第 2 天')).toEqual([
      { kind: 'badge', from: 2, to: 4, text: '警长 2 号把警徽移交给 4 号' },
      { kind: 'note', text: '10 号狼人自爆，白天结束' },
      { kind: 'death', seat: 10, causes: ['explode'], text: '10 号（狼人）自爆出局' },
    ]);
    expect(phase(review, '第 3 天')).toEqual([
      expect.objectContaining({ kind: 'action', key: 'day.hunter', role: 'hunter', actors: [4], targets: [1] }),
      { kind: 'death', seat: 1, causes: ['shot'], shooter: 4, text: '1 号（狼人）被猎人带走' },
    ]);
  });

  it('appears in the judge\'s view and every player\'s answer only once the deal has ended, and goes when the end is undone', () => {
    const room: Room = { roomNo: '123456', judge: 'j', members: members(12), match: g.match, createdAt: 0, updatedAt: 0 };
    expect(judgeView(g.module, room).review).toEqual(review);
    for (let seat = 1; seat <= 12; seat++) expect(playerView(g.module, room, seat).review).toEqual(review);
    const before = { ...room, match: undo(g.match) };
    expect(judgeView(g.module, before).review).toBeUndefined();
    for (let seat = 1; seat <= 12; seat++) expect(playerView(g.module, before, seat)).not.toHaveProperty('review');
  });
});

describe('狼人杀 review: the thief and a wolf–human couple', () => {
  // Thief 1 (the centre: a wolf and a villager), wolf 2, seer 3, witch 4, villager 5, cupid 6,
  // villager 7, wolf 8, hunter 9.
  const SEATS: RoleId[] = ['thief', 'werewolf', 'seer', 'witch', 'villager', 'cupid', 'villager', 'werewolf', 'hunter'];
  let g = wolfGame(SEATS, { 'seer.result': 'fullRole' }, ['werewolf', 'villager']);
  g = night(g, { thief: 'werewolf', cupid: [1, 5], seer: 1, wolves: 5 });
  const review = reviewOf(finish(g));

  it('shows the card the thief took and the one he was dealt, what the seer saw, and the couple\'s camp and death for love', () => {
    expect(review.seats[0]).toMatchObject({ role: 'werewolf', dealtRole: 'thief', dealtRoleName: '盗贼', camp: 'lovers', campName: '情侣阵营', tags: ['lover'] });
    expect(review.seats[0].fate).toMatchObject({ causes: ['lover'], round: 1, phase: 'night', text: '第 1 夜殉情' });
    expect(review.seats[4]).toMatchObject({ role: 'villager', camp: 'lovers', fate: { causes: ['wolf'], round: 1, phase: 'night' } });
    expect(review.seats[1]).not.toHaveProperty('dealtRole');
    const night1 = phase(review, '第 1 夜');
    expect(night1).toContainEqual(expect.objectContaining({ key: 'night.thief', role: 'thief', actors: [1], result: 'werewolf', text: '盗贼 1 号换成了狼人（底牌：狼人、村民）' }));
    expect(night1).toContainEqual(expect.objectContaining({ key: 'night.cupid', actors: [6], targets: [1, 5] }));
    expect(night1).toContainEqual(expect.objectContaining({ key: 'night.seer', actors: [3], targets: [1], result: 'werewolf', text: '预言家 3 号查验 1 号：狼人' }));
    expect(night1).toContainEqual(expect.objectContaining({ key: 'night.wolves', actors: [1, 2, 8], targets: [5] }));
    expect(night1).toContainEqual(expect.objectContaining({ kind: 'death', seat: 1, causes: ['lover'] }));
  });
});

describe('杀人游戏 review', () => {
  // Killers 1 and 5, police 2 and 6, civilians the rest.
  const NINE: RoleId[] = ['killer', 'police', 'civilian', 'civilian', 'killer', 'police', 'civilian', 'civilian', 'civilian'];
  let g = riggedGame('killer', { players: 9 }, NINE);
  g = play(play(play(skipTo(g, 'night.killers'), { seats: [3] }), { seats: [5] }));
  g = skipTo(g, 'day.vote');
  g = play(g, votes({ 2: 5, 4: 5, 6: 5, 7: 5, 8: 1 }));
  g = play(play(play(skipTo(g, 'night.killers'), { seats: [2] }), { seats: [4] }));
  const review = reviewOf(finish(g));

  it('tells the killers\' target with the killers, the police check with its result, and every death', () => {
    expect(phase(review, '第 1 夜')).toEqual([
      expect.objectContaining({ kind: 'action', key: 'night.killers', role: 'killer', actors: [1, 5], targets: [3] }),
      expect.objectContaining({ kind: 'action', key: 'night.police', role: 'police', actors: [2, 6], targets: [5], result: 'killer', text: '警察查验 5 号：是杀手' }),
      { kind: 'death', seat: 3, causes: ['killer'], text: '3 号被杀，留下遗言' },
    ]);
    expect(phase(review, '第 1 天')).toEqual([
      expect.objectContaining({ kind: 'vote', purpose: 'exile', out: 5, ballots: [2, 4, 6, 7, 8].map((voter) => ({ voter, target: voter === 8 ? 1 : 5, weight: 1 })) }),
      { kind: 'death', seat: 5, causes: ['exile'], text: '5 号被投票出局，留下遗言' },
    ]);
    expect(phase(review, '第 2 夜')).toEqual([
      expect.objectContaining({ key: 'night.killers', actors: [1], targets: [2] }),
      expect.objectContaining({ key: 'night.police', actors: [2, 6], targets: [4], result: 'notKiller' }),
      expect.objectContaining({ kind: 'death', seat: 2, causes: ['killer'] }),
    ]);
    expect(review.seats[2].fate?.text).toBe('第 1 夜被杀手杀死');
    expect(review.seats.map((s) => s.campName)).toEqual(NINE.map((r) => (r === 'killer' ? '杀手阵营' : '好人阵营')));
    expect(review.winner.seats).toEqual(review.seats.filter((s) => s.camp === review.winner.camp).map((s) => s.seat));
  });
});

describe('杀人游戏 review of a game that ends at a death', () => {
  it('gives that death no last words: the result is read at once', () => {
    const SIX: RoleId[] = ['killer', 'police', 'civilian', 'civilian', 'civilian', 'civilian'];
    let g = riggedGame('killer', { players: 6 }, SIX);
    g = play(skipTo(g, 'night.killers'), { seats: [2] });
    const review = reviewOf(finish(g));
    expect(review.winner.camp).toBe('killer');
    expect(phase(review, '第 1 夜')).toContainEqual({ kind: 'death', seat: 2, causes: ['killer'], text: '2 号被杀' });
  });
});

describe('谁是卧底 review', () => {
  const EIGHT: RoleId[] = ['civilian', 'civilian', 'undercover', 'civilian', 'civilian', 'blank', 'civilian', 'civilian'];
  const voteOut = (g: TestGame, seat: number) => {
    const game = skipTo(g, 'round.vote');
    const living = game.match.state.seats.filter((s) => s.alive && s.seat !== seat).map((s) => s.seat);
    return play(game, votes(Object.fromEntries(living.map((s) => [s, seat]))));
  };
  const g = voteOut(play(voteOut(riggedGame('undercover', { players: 8, words: { civilian: '饺子', undercover: '包子' } }, EIGHT), 6)), 3);
  const review = reviewOf(g);

  it('shows both words, who had which, the rounds\' votes and exiles', () => {
    expect(review.words).toEqual({ civilian: '饺子', undercover: '包子' });
    expect(review.seats.map((s) => s.word)).toEqual(['饺子', '饺子', '包子', '饺子', '饺子', null, '饺子', '饺子']);
    expect(review.winner).toMatchObject({ camp: 'civilian', campName: '平民阵营', seats: [1, 2, 4, 5, 7, 8] });
    expect(review.phases.map((p) => p.title)).toEqual(['第 1 轮', '第 2 轮']);
    expect(phase(review, '第 2 轮')).toEqual([
      expect.objectContaining({ kind: 'vote', candidates: [1, 2, 3, 4, 5, 7, 8], out: 3 }),
      { kind: 'death', seat: 3, causes: ['exile'], text: '3 号被投票出局（卧底，词语「包子」）' },
    ]);
    expect(review.seats[5].fate).toEqual({ causes: ['exile'], round: 1, phase: 'day', text: '第 1 轮被投票出局' });
  });

  it('counts a 白板 with the undercovers, or alone under blank.camp solo', () => {
    const state = g.match.state;
    const ended = (camp: string, rules = {}) => ({ ...state, config: { ...state.config, rules: { ...state.config.rules, ...rules } }, winner: { camp, text: '', say: [] } });
    expect(winningSeats(g.module, ended('undercover'))).toEqual([3, 6]);
    expect(winningSeats(g.module, ended('undercover', { 'blank.camp': 'solo' }))).toEqual([3]);
    expect(winningSeats(g.module, ended('blank', { 'blank.camp': 'solo' }))).toEqual([6]);
  });
});
