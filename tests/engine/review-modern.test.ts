import type { Review, ReviewEvent, RoleId } from '../../typings/api';
import { buildReview } from '../../cloudfunctions/game/src/engine/core/review';
import { simpleInput } from '../helpers/autoplay';
import { play, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { dayTo, keysUntil, night, wolfGame } from '../helpers/werewolf';

// The review (复盘) of the modern roles: what their day actions and night steps did shows in it
// (docs/rules.md §D.2.2, §D.2.5, §D.2.7, §D.2.8, §D.3.1, §D.3.2).

const members = (n: number) => Array.from({ length: n }, (_, i) => ({ openid: `p${i + 1}`, seat: i + 1, nickname: `玩家${i + 1}` }));

function reviewOf(g: TestGame): Review {
  let game = g;
  for (let i = 0; i < 300 && !game.match.state.winner; i++) game = play(game, simpleInput(stepOf(game)));
  if (!game.match.state.winner) throw new Error('the game did not end');
  return buildReview(game.module, game.match, members(game.match.state.seats.length));
}

/** Every event the review shows, phase by phase, with its phase's title. */
function story(review: Review): (ReviewEvent & { title: string })[] {
  return review.phases.flatMap((p) => p.events.map((e) => ({ ...e, title: p.title })));
}

const quietDay = (g: TestGame) => skipTo(play(dayTo(g, 'day.vote'), { ballots: {} }), 'night.close');

describe('复盘 of the modern roles', () => {
  it('§D.2.2, §D.3.1: the white wolf king\'s explosion with its take, and a knight\'s duel on a wolf', () => {
    // White wolf king 1, werewolf 2, seer 3, witch 4, knight 5, villagers 6–9.
    const seats: RoleId[] = ['whiteWolfKing', 'werewolf', 'seer', 'witch', 'knight', 'villager', 'villager', 'villager', 'villager'];
    let g = night(wolfGame(seats, { 'sheriff.enabled': false }), { seer: 2 });
    g = night(skipTo(play(dayTo(g, 'day.speech'), { duel: 2 }), 'night.close'), { seer: 6 });
    g = play(dayTo(g, 'day.speech'), { explode: 1, take: 6 });
    const events = story(reviewOf(g));
    expect(events).toContainEqual(expect.objectContaining({
      title: '第 1 天', kind: 'action', key: 'duel', role: 'knight', actors: [5], targets: [2], result: 'wolf',
    }));
    expect(events).toContainEqual(expect.objectContaining({
      title: '第 2 天', kind: 'action', key: 'explodeTake', role: 'whiteWolfKing', actors: [1], targets: [6], result: 'take',
      text: '1 号白狼王自爆，带走 6 号，白天结束',
    }));
  });

  it('§D.3.1: a knight\'s duel on a good player shows with its outcome', () => {
    const seats: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'knight', 'villager', 'villager', 'villager', 'villager'];
    const g = play(dayTo(night(wolfGame(seats, { 'sheriff.enabled': false }), { seer: 2 }), 'day.speech'), { duel: 6 });
    expect(story(reviewOf(g))).toContainEqual(expect.objectContaining({
      title: '第 1 天', kind: 'action', key: 'duel', role: 'knight', actors: [5], targets: [6], result: 'good',
      text: '5 号骑士决斗 6 号（村民）：好人，骑士以死谢罪',
    }));
  });

  it('§D.2.8: the blood-moon night after his 自爆, and his last-wolf exile', () => {
    // Blood moon 1, werewolf 2, seer 3, witch 4, demon hunter 5, villagers 6–9.
    const seats: RoleId[] = ['bloodMoon', 'werewolf', 'seer', 'witch', 'demonHunter', 'villager', 'villager', 'villager', 'villager'];
    const sealed = night(skipTo(play(dayTo(night(wolfGame(seats, { 'sheriff.enabled': false }), { seer: 6 }), 'day.speech'), { explode: 1 }), 'night.close'));
    expect(story(reviewOf(sealed))).toContainEqual({ title: '第 2 夜', kind: 'note', text: '血月之夜：血月使徒昨天自爆，今晚所有好人的技能被封印' });
    const last = play(dayTo(night(wolfGame(seats, { 'sheriff.enabled': false }), { seer: 6, poison: 2 }), 'day.vote'), votes({ 3: 1, 4: 1, 5: 1 }));
    expect(story(reviewOf(last))).toContainEqual({
      title: '第 1 天', kind: 'note', text: '1 号血月使徒是最后一名狼人，被放逐后留到下一个天亮：今晚他独自杀人，天亮出局',
    });
  });

  it('§D.2.7, §D.3.2: the hidden wolf\'s first-night team, and the gravedigger\'s result', () => {
    // Werewolves 1 2, hidden wolf 3, seer 4, witch 5, gravedigger 6, villagers 7–9.
    const seats: RoleId[] = ['werewolf', 'werewolf', 'hiddenWolf', 'seer', 'witch', 'gravedigger', 'villager', 'villager', 'villager'];
    let g = night(wolfGame(seats, { 'sheriff.enabled': false }), { seer: 7 });
    g = night(skipTo(play(dayTo(g, 'day.vote'), votes({ 4: 1, 5: 1, 6: 1 })), 'night.close'), { seer: 8 });
    const events = story(reviewOf(g));
    expect(events).toContainEqual(expect.objectContaining({
      title: '第 1 夜', kind: 'action', key: 'night.hiddenWolf', role: 'hiddenWolf', actors: [3], targets: [1, 2], text: '隐狼 3 号认识了狼队友：1、2 号',
    }));
    expect(events).toContainEqual(expect.objectContaining({
      title: '第 2 夜', kind: 'action', key: 'night.gravedigger', role: 'gravedigger', actors: [6], targets: [1], result: 'wolf',
      text: '守墓人 6 号得知：昨天被放逐的 1 号是狼人',
    }));
  });

  it('§D.2.5: the mechanical wolf\'s learning and his double kill', () => {
    // Werewolf 1, psychic 2, witch 3, guard 4, mechanical wolf 5, hunter 6, villagers 7–9.
    const seats: RoleId[] = ['werewolf', 'psychic', 'witch', 'guard', 'mechanicalWolf', 'hunter', 'villager', 'villager', 'villager'];
    const first = keysUntil(wolfGame(seats, { 'sheriff.enabled': false }), 'night.mechanicalWolf').game;
    const knife = keysUntil(quietDay(night(play(first, { seats: [1] }), { poison: 1 })), 'night.mechanicalWolfKill').game;
    const events = story(reviewOf(play(knife, { seats: [7, 8] })));
    expect(events).toContainEqual(expect.objectContaining({
      title: '第 1 夜', kind: 'action', key: 'night.mechanicalWolf', role: 'mechanicalWolf', actors: [5], targets: [1], result: 'werewolf',
    }));
    expect(events).toContainEqual(expect.objectContaining({
      title: '第 2 夜', kind: 'action', key: 'night.mechanicalWolfKill', role: 'mechanicalWolf', actors: [5], targets: [8], result: 'double',
    }));
  });
});
