import type { RoleId, WordCard } from '../../typings/api';
import { CATALOG_HOST_OPTIONS } from '../../cloudfunctions/game/src/engine/core/auto-options';
import { gameInfo, parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, redeal, undo } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { undercoverGame } from '../../cloudfunctions/game/src/engine/undercover';
import { findGame } from '../../cloudfunctions/game/src/engine/registry';
import { alive, apartFromStepId, BANK_WORDS, newGame, play, refusal, riggedGame, skipTo, stepOf, votes, type TestGame } from '../helpers/game';

/** The options every room has whoever runs it (host modes, the table's life): not the game's own. */
const TABLE_OPTION_IDS = new Set(CATALOG_HOST_OPTIONS.map((o) => o.id));

const WORDS = { civilian: '饺子', undercover: '包子' };

// Seats 1..8: undercover 3, blank 6, civilians the rest.
const EIGHT: RoleId[] = ['civilian', 'civilian', 'undercover', 'civilian', 'civilian', 'blank', 'civilian', 'civilian'];
const eight = (rules = {}): TestGame => riggedGame('undercover', { players: 8, rules, words: WORDS }, EIGHT);

/** From the current step to the round's vote, and the ballots in. */
function vote(g: TestGame, ballots: Record<number, number>): TestGame {
  return play(skipTo(g, 'round.vote'), votes(ballots));
}

/** Votes `seat` out with every other living player's ballot (from the current step). */
function voteOut(g: TestGame, seat: number): TestGame {
  const game = skipTo(g, 'round.vote');
  return play(game, votes(Object.fromEntries(alive(game).filter((s) => s !== seat).map((s) => [s, seat]))));
}

const texts = (g: TestGame): string[] => g.match.state.log.map((l) => l.text);
function cardOf(g: TestGame, seat: number): WordCard {
  const card = g.module.card(g.match.state, seat);
  if (!('word' in card)) throw new Error('a word card expected');
  return card;
}

describe('谁是卧底 catalog and role table', () => {
  const info = gameInfo(undercoverGame);

  it('is registered after the other games', () => {
    expect(findGame('undercover')).toBe(undercoverGame);
    expect(info).toMatchObject({ id: 'undercover', name: '谁是卧底', minPlayers: 4, maxPlayers: 20 });
    expect(info.roles.map((r) => [r.id, r.name])).toEqual([['civilian', '平民'], ['undercover', '卧底'], ['blank', '白板']]);
    expect(info.presets).toEqual([expect.objectContaining({ id: 'standard', players: [4, 20] })]);
  });

  it('lists every option of docs/rules.md §C.8 with its default', () => {
    const defaults = Object.fromEntries(info.options.filter((o) => !TABLE_OPTION_IDS.has(o.id)).map((o) => [o.id, o.default]));
    expect(defaults).toEqual({
      'blank.enabled': true, 'blank.camp': 'undercover', 'undercover.lastN': 3, 'undercover.tie': 'debateThenNone',
      'reveal.onExile': false, 'words.category': 'any', 'words.difficulty': 'any',
      'words.packs': [], 'words.family': false,
    });
    const category = info.options.find((o) => o.id === 'words.category');
    expect(category?.values?.slice(0, 3)).toEqual(['any', 'food', 'drink']);
    expect(category?.valueNames?.slice(0, 3)).toEqual(['任意', '食物', '饮品']);
    expect(info.options.find((o) => o.id === 'undercover.lastN')).toMatchObject({ type: 'number', min: 2, max: 4 });
    for (const o of info.options) if (o.values) expect(o.valueNames).toHaveLength(o.values.length);
  });

  const TABLE: [number, number, number][] = [
    [4, 1, 0], [5, 1, 0], [6, 1, 1], [7, 1, 1], [8, 1, 1], [9, 2, 1], [10, 2, 1], [11, 2, 1],
    [12, 3, 1], [13, 3, 1], [14, 3, 1], [15, 4, 1], [16, 4, 1], [17, 4, 1], [18, 5, 1], [19, 5, 1], [20, 5, 1],
  ];

  it.each(TABLE)('%i players: %i undercover(s), %i blank(s), civilians the rest', (players, undercover, blank) => {
    const expected = { civilian: players - undercover - blank, undercover, ...(blank > 0 && { blank }) };
    expect(info.defaultRoles[String(players)]).toEqual(expected);
    const g = newGame('undercover', { players }, players);
    expect(g.match.state.config.roles).toEqual(expected);
    const dealt = g.match.state.seats.map((s) => s.role);
    expect(dealt.filter((r) => r === 'undercover')).toHaveLength(undercover);
    expect(dealt.filter((r) => r === 'blank')).toHaveLength(blank);
    expect(dealt.filter((r) => r === 'civilian')).toHaveLength(players - undercover - blank);
  });

  it.each(TABLE)('%i players without blanks: %i undercover(s), the blank dealt as a civilian', (players, undercover) => {
    const g = newGame('undercover', { players, rules: { 'blank.enabled': false } }, players);
    expect(g.match.state.config.roles).toEqual({ civilian: players - undercover, undercover });
    const dealt = g.match.state.seats.map((s) => s.role);
    expect(dealt).not.toContain('blank');
    expect(dealt.filter((r) => r === 'undercover')).toHaveLength(undercover);
    expect(g.match.state.seats.every((s) => cardOf(g, s.seat).word !== null)).toBe(true);
  });

  it('keeps the deck without blanks on a redeal', () => {
    const g = newGame('undercover', { players: 10, rules: { 'blank.enabled': false } });
    const again = redeal(undercoverGame, g.match, seededRng(9), BANK_WORDS);
    expect(again.state.config.roles).toEqual({ civilian: 8, undercover: 2 });
    expect(again.state.seats.map((s) => s.role)).not.toContain('blank');
  });

  it('accepts custom counts that add up, with more civilians than undercovers and blanks', () => {
    expect(newGame('undercover', { players: 8, roles: { civilian: 5, undercover: 2, blank: 1 } }).match.state.config.roles)
      .toEqual({ civilian: 5, undercover: 2, blank: 1 });
    expect(newGame('undercover', { players: 7, roles: { civilian: 5, undercover: 2 } }).match.state.config.roles)
      .toEqual({ civilian: 5, undercover: 2 });
    expect(newGame('undercover', { players: 4, roles: { civilian: 3, undercover: 1 } }).match.state.seats).toHaveLength(4);
    expect(newGame('undercover', { players: 5, roles: { civilian: 3, undercover: 1, blank: 1 } }).match.state.config.roles)
      .toEqual({ civilian: 3, undercover: 1, blank: 1 });
  });

  it.each([
    [{ players: 3 }], [{ players: 21 }], [{ players: 8.5 }], [{ players: '8' }],
    [{ players: 8, roles: { civilian: 4, undercover: 2, blank: 2 } }], // civilians not more
    [{ players: 8, roles: { civilian: 4, undercover: 4 } }],
    [{ players: 8, roles: { civilian: 7, blank: 1 } }], // no undercover
    [{ players: 8, roles: { civilian: 8, undercover: 0 } }],
    [{ players: 8, roles: { civilian: 6, undercover: 1 } }], // adds up to 7
    [{ players: 8, roles: { civilian: 6, undercover: 2, blank: 1 } }], // adds up to 9
    [{ players: 8, roles: { civilian: 6, undercover: 1, blank: 1 }, rules: { 'blank.enabled': false } }],
    [{ players: 8, roles: { civilian: 5, undercover: 2, blank: 1 }, rules: { 'blank.enabled': false } }],
    [{ players: 8, roles: { civilian: 6, killer: 1, undercover: 1 } }],
    [{ players: 8, rules: { 'undercover.lastN': 1 } }],
    [{ players: 8, rules: { 'undercover.lastN': 5 } }],
    [{ players: 8, rules: { 'undercover.lastN': '3' } }],
    [{ players: 8, rules: { 'undercover.tie': 'none' } }],
    [{ players: 8, rules: { 'blank.camp': 'civilian' } }],
    [{ players: 8, rules: { 'words.category': 'cars' } }],
    [{ players: 8, rules: { 'words.difficulty': 'extreme' } }],
    [{ players: 8, rules: { 'reveal.onExile': 'yes' } }],
    [{ players: 8, preset: 'classic' }],
  ])('refuses a bad room %j with BAD_REQUEST', (request) => {
    expect(refusal(() => newGame('undercover', request))).toBe('BAD_REQUEST');
  });

  it('says in Chinese why a deck is refused', () => {
    const message = (request: object): string => {
      try {
        parseConfig(undercoverGame, { players: 8, ...request });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(message({ roles: { civilian: 4, undercover: 2, blank: 2 } })).toContain('平民须多于卧底和白板');
    expect(message({ roles: { civilian: 8 } })).toContain('至少需要 1 名卧底');
    expect(message({ roles: { civilian: 6, undercover: 1 } })).toContain('须等于人数 8');
    expect(message({ roles: { civilian: 6, undercover: 1, blank: 1 }, rules: { 'blank.enabled': false } })).toContain('白板');
  });
});

describe('谁是卧底 cards', () => {
  it('shows each player only a word: the common one, the other one, or null for a blank, who is told how to play', () => {
    const g = eight();
    const blank = { word: null, roleName: '白板', description: expect.stringContaining('本局白板和卧底是一边的') };
    expect(EIGHT.map((_, i) => cardOf(g, i + 1))).toEqual([
      { word: '饺子' }, { word: '饺子' }, { word: '包子' }, { word: '饺子' },
      { word: '饺子' }, blank, { word: '饺子' }, { word: '饺子' },
    ]);
    for (let seat = 1; seat <= 8; seat++) if (seat !== 6) expect(Object.keys(cardOf(g, seat))).toEqual(['word']);
    const solo = eight({ 'blank.camp': 'solo' });
    expect(cardOf(solo, 6)).toMatchObject({ description: expect.stringContaining('本局白板单独一方') });
  });

  it('gives the judge the pair and every role', () => {
    const g = eight();
    expect(g.module.judgeExtras?.(g.match.state)).toEqual({ words: WORDS, canRedrawWords: true });
    expect(g.match.state.seats.map((s) => s.role)).toEqual(EIGHT);
    expect(stepOf(g).hint).toContain('卧底：3 号');
    expect(stepOf(g).hint).toContain('白板：6 号');
    expect(texts(g)[0]).toContain('平民「饺子」，卧底「包子」');
  });

  it('keeps an exiled player\'s card', () => {
    const g = voteOut(eight(), 2);
    expect(cardOf(g, 2)).toEqual({ word: '饺子' });
  });
});

describe('谁是卧底 rounds', () => {
  it('walks a round through checkin, describe, vote and exile, phase always day', () => {
    let g = eight();
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) {
      const step = stepOf(g);
      keys.push(step.key);
      expect(g.match.state.phase).toBe('day');
      g = play(g, step.key === 'round.vote' ? votes({ 1: 2, 3: 2 }) : undefined);
    }
    expect(keys).toEqual(['checkin', 'round.describe', 'round.vote', 'round.exile']);
    expect(stepOf(g).key).toBe('round.describe');
    expect(g.match.state.round).toBe(2);
    expect(g.match.state.phase).toBe('day');
  });

  it('has the first round described from seat 1 in seat order', () => {
    const g = skipTo(eight(), 'round.describe');
    expect(stepOf(g)).toMatchObject({ key: 'round.describe', title: '第 1 轮：描述', info: { order: [1, 2, 3, 4, 5, 6, 7, 8] } });
    expect(stepOf(g).input).toEqual({ type: 'none' });
    expect(stepOf(g).say.join('')).toContain('从 1 号开始');
  });

  it('starts later rounds from the seat after the last exiled player, living players only', () => {
    let g = voteOut(eight(), 4);
    g = play(g);
    expect(stepOf(g).info).toEqual({ order: [5, 6, 7, 8, 1, 2, 3] });
    g = voteOut(g, 8);
    g = play(g);
    expect(stepOf(g).info).toEqual({ order: [1, 2, 3, 5, 6, 7] });
    g = voteOut(g, 7); // the seat after 7 is 8, who is out: start at 1
    g = play(g);
    expect(stepOf(g).info).toEqual({ order: [1, 2, 3, 5, 6] });
  });

  it('keeps starting after the last exiled player after a round where nobody went out', () => {
    let g = voteOut(eight(), 4);
    g = play(vote(play(g), {}), undefined); // nobody votes: nobody out
    expect(g.match.state.round).toBe(3);
    expect(stepOf(g).info).toEqual({ order: [5, 6, 7, 8, 1, 2, 3] });
  });

  it('lets every living player vote for any living player, and refuses the dead', () => {
    let g = voteOut(eight(), 2);
    g = skipTo(play(g), 'round.vote');
    const input = stepOf(g).input;
    expect(input).toEqual({ type: 'ballots', voters: [1, 3, 4, 5, 6, 7, 8], candidates: [1, 3, 4, 5, 6, 7, 8] });
    expect(stepOf(g).info).toEqual({ order: [3, 4, 5, 6, 7, 8, 1] });
    const before = JSON.stringify(g.match);
    expect(refusal(() => play(g, votes({ 2: 3 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 1: 2 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 1: 9 })))).toBe('BAD_REQUEST');
    expect(refusal(() => play(g, { ballots: [3] }))).toBe('BAD_REQUEST');
    expect(refusal(() => play(g, { explode: 3 }))).toBe('BAD_REQUEST'); // 谁是卧底 has no 自爆
    expect(JSON.stringify(g.match)).toBe(before);
  });

  it('exiles the most votes and logs the tally and the exiled card', () => {
    let g = vote(eight(), { 1: 3, 2: 3, 4: 3, 3: 1, 5: 0 });
    expect(stepOf(g)).toMatchObject({ key: 'round.exile', info: { exiled: 3 } });
    // 3 was the only undercover, but the blank (6) is still in: the game goes on
    expect(g.match.state.winner).toBeNull();
    expect(alive(g)).not.toContain(3);
    expect(texts(g)).toContain('第 1 轮投票：3 号 3 票，1 号 1 票，弃权 4 人');
    expect(texts(g)).toContain('3 号被投票出局（卧底，词语「包子」）');
    expect(stepOf(g).hint).toContain('3 号是卧底，词语「包子」');
    g = vote(play(g), { 1: 6, 2: 6 });
    expect(g.match.state.winner?.camp).toBe('civilian');
  });

  it('exiles nobody when nobody votes', () => {
    const g = vote(eight(), {});
    expect(stepOf(g)).toMatchObject({ key: 'round.exile', info: { exiled: null } });
    expect(stepOf(g).say).toEqual(['本轮投票无人出局。']);
    expect(alive(g)).toHaveLength(8);
    expect(texts(g)).toContain('第 1 轮投票：弃权 8 人');
  });
});

describe('谁是卧底 ties', () => {
  it('lets the tied debate, revotes among them only, and exiles nobody on a second tie (debateThenNone)', () => {
    let g = vote(eight(), { 1: 4, 2: 5, 3: 7 });
    expect(stepOf(g)).toMatchObject({ key: 'round.pk', title: '平票辩论', info: { tied: [4, 5, 7] } });
    expect(stepOf(g).input).toEqual({ type: 'none' });
    g = play(g);
    expect(stepOf(g)).toMatchObject({ key: 'round.vote', title: '重新投票' });
    // The tied debate; only the others revote.
    expect(stepOf(g).input).toEqual({ type: 'ballots', voters: [1, 2, 3, 6, 8], candidates: [4, 5, 7] });
    expect(stepOf(g).say[0]).toBe('请在 4、5、7 号之中重新投票，平票的玩家不投票。');
    expect(refusal(() => play(g, votes({ 1: 2 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 4: 5 })))).toBe('ILLEGAL_MOVE');
    const decided = play(g, votes({ 1: 4, 2: 5, 3: 5 }));
    expect(stepOf(decided).info).toEqual({ exiled: 5 });
    const tiedAgain = play(g, votes({ 1: 4, 2: 5 }));
    expect(stepOf(tiedAgain)).toMatchObject({ key: 'round.exile', info: { exiled: null }, say: ['4、5 号平票，本轮无人出局。'] });
    expect(alive(tiedAgain)).toHaveLength(8);
    expect(texts(tiedAgain)).toEqual(expect.arrayContaining(['第 1 轮重新投票：4 号 1 票，5 号 1 票，弃权 3 人', '本轮无人出局']));
    const g2 = play(tiedAgain);
    expect(stepOf(g2)).toMatchObject({ key: 'round.describe', info: { order: [1, 2, 3, 4, 5, 6, 7, 8] } });
    expect(g2.match.state.round).toBe(2);
  });

  it('asks the voters of a revote in turn, and one voter alone by name', () => {
    const some = play(vote(eight(), { 1: 4, 2: 5, 3: 7 }));
    expect(stepOf(some).say[1]).toBe('请按顺序依次投票：1 → 2 → 3 → 6 → 8。每人一票，也可以弃权，不要插话。');
    const one = play(vote(eight(), { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 1 }));
    expect(stepOf(one).input).toMatchObject({ voters: [8] });
    expect(stepOf(one).say[1]).toBe('请 8 号投票，也可以弃权。');
  });

  it('starts every round with a full vote, even after a PK', () => {
    let g = play(play(vote(eight(), { 1: 4, 2: 5 })), votes({ 1: 4, 2: 5 }));
    g = skipTo(play(g), 'round.vote');
    expect(stepOf(g).input).toMatchObject({ candidates: [1, 2, 3, 4, 5, 6, 7, 8] });
    g = play(g, votes({ 1: 4, 2: 5 }));
    expect(stepOf(g).key).toBe('round.pk');
  });

  it('debates again among those still tied until someone is out (debateUntilResolved)', () => {
    let g = vote(eight({ 'undercover.tie': 'debateUntilResolved' }), { 1: 4, 2: 5, 3: 7 });
    expect(stepOf(g).info).toEqual({ tied: [4, 5, 7] });
    g = play(play(g), votes({ 1: 4, 2: 5 }));
    expect(stepOf(g)).toMatchObject({ key: 'round.pk', info: { tied: [4, 5] } });
    for (let i = 0; i < 3; i++) {
      g = play(g);
      expect(stepOf(g).input).toMatchObject({ candidates: [4, 5] });
      g = play(g, votes({ 1: 4, 2: 5 }));
      expect(stepOf(g).key).toBe('round.pk');
    }
    g = play(play(g), votes({ 1: 4, 2: 4, 3: 5 }));
    expect(stepOf(g).info).toEqual({ exiled: 4 });
  });

  it('exiles nobody when nobody votes in a revote, under either rule', () => {
    for (const tie of ['debateThenNone', 'debateUntilResolved']) {
      const g = play(play(vote(eight({ 'undercover.tie': tie }), { 1: 4, 2: 5 })), {});
      expect(stepOf(g).info).toEqual({ exiled: null });
    }
  });
});

describe('谁是卧底 reveal.onExile', () => {
  it('keeps the exiled role from the table by default, but tells the judge', () => {
    const g = voteOut(eight(), 6);
    const step = stepOf(g);
    expect(step.say.join('')).toContain('6 号玩家被投票出局');
    expect(step.say.join('')).not.toMatch(/白板|卧底|平民/);
    expect(step.hint).toContain('6 号是白板，没有词');
  });

  it('names the exiled role to the table under reveal.onExile, never the word', () => {
    const rules = { 'reveal.onExile': true };
    const blank = stepOf(voteOut(eight(rules), 6));
    expect(blank.say.join('')).toContain('6 号玩家被投票出局，他的身份是：白板');
    const civilian = stepOf(voteOut(eight(rules), 2));
    expect(civilian.say.join('')).toContain('他的身份是：平民');
    expect(civilian.say.join('')).not.toContain('饺子');
    const game = vote(eight(rules), { 1: 3, 2: 3 });
    expect(stepOf(game).say.join('')).toContain('他的身份是：卧底');
    expect(stepOf(game).say.join('')).not.toContain('包子');
  });
});

describe('谁是卧底 win', () => {
  it('gives the civilians the win when the last undercover and blank are out', () => {
    let g = voteOut(eight(), 6);
    expect(g.match.state.winner).toBeNull();
    g = voteOut(play(g), 3);
    expect(g.match.state.winner).toMatchObject({ camp: 'civilian', text: '卧底和白板全部出局，平民获胜！' });
    expect(g.match.state.winner?.say).toEqual(['3 号玩家被投票出局。', '卧底和白板全部出局，平民获胜！']);
    expect(currentStep(undercoverGame, g.match.state)).toBeNull();
    expect(refusal(() => play(g))).toBe('GAME_OVER');
    expect(texts(g)[texts(g).length - 1]).toBe('卧底和白板全部出局，平民获胜！');
  });

  it('gives the civilians the win when several undercovers are all out, blank last', () => {
    const roles: RoleId[] = ['undercover', 'civilian', 'civilian', 'undercover', 'blank', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'];
    let g = riggedGame('undercover', { players: 10, words: WORDS }, roles);
    g = voteOut(g, 1);
    g = voteOut(play(g), 4);
    expect(g.match.state.winner).toBeNull();
    g = voteOut(play(g), 5);
    expect(g.match.state.winner?.camp).toBe('civilian');
  });

  it('says only the undercovers when no blank was dealt', () => {
    const g = voteOut(riggedGame('undercover', { players: 5, words: WORDS }, ['civilian', 'undercover', 'civilian', 'civilian', 'civilian']), 2);
    expect(g.match.state.winner).toMatchObject({ camp: 'civilian', text: '卧底全部出局，平民获胜！' });
  });

  it('gives the undercover the win when only three players are left with him alive', () => {
    let g = eight();
    for (const seat of [1, 2, 4, 5]) {
      g = voteOut(g, seat);
      expect(g.match.state.winner).toBeNull();
      g = play(g);
    }
    expect(alive(g)).toEqual([3, 6, 7, 8]);
    g = voteOut(g, 7);
    expect(alive(g)).toEqual([3, 6, 8]);
    expect(g.match.state.winner?.camp).toBe('undercover');
    expect(g.match.state.winner?.text).toContain('只剩 3 名玩家');
  });

  it('gives the undercover alone the win at the last three when no blank was dealt', () => {
    let g = riggedGame('undercover', { players: 5, words: WORDS, rules: { 'undercover.lastN': 3 } }, ['civilian', 'undercover', 'civilian', 'civilian', 'civilian']);
    g = voteOut(g, 1);
    expect(g.match.state.winner).toBeNull();
    g = voteOut(play(g), 3);
    expect(g.match.state.winner).toMatchObject({ camp: 'undercover', text: '只剩 3 名玩家，卧底坚持到了最后，卧底获胜！' });
  });

  it.each([
    [2, [1, 2, 4, 5, 7, 8], [3, 6]],
    [4, [1, 2, 4, 5], [3, 6, 7, 8]],
  ])('under undercover.lastN = %i, the undercover wins when that many are left', (lastN, out, left) => {
    let g = eight({ 'undercover.lastN': lastN, 'blank.camp': 'undercover' });
    for (const [i, seat] of out.entries()) {
      g = voteOut(g, seat);
      if (i < out.length - 1) {
        expect(g.match.state.winner).toBeNull();
        g = play(g);
      }
    }
    expect(alive(g)).toEqual(left);
    expect(g.match.state.winner?.camp).toBe('undercover');
    expect(g.match.state.winner?.text).toContain(`只剩 ${lastN} 名玩家`);
  });

  it('gives the undercovers the win once no civilian is left, however many of them remain', () => {
    const roles: RoleId[] = ['undercover', 'undercover', 'undercover', 'blank', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian'];
    let g = riggedGame('undercover', { players: 12, words: WORDS, rules: { 'undercover.lastN': 3 } }, roles);
    for (const seat of [5, 6, 7, 8, 9, 10, 11]) {
      g = play(voteOut(g, seat));
      expect(g.match.state.winner).toBeNull();
    }
    g = voteOut(g, 12);
    expect(alive(g)).toEqual([1, 2, 3, 4]);
    expect(g.match.state.winner).toMatchObject({ camp: 'undercover', text: '平民全部出局，卧底和白板阵营坚持到了最后，卧底和白板获胜！' });
  });

  it('lets a 4-player game with lastN 4 end at the first exile', () => {
    const g = riggedGame('undercover', { players: 4, rules: { 'undercover.lastN': 4 }, words: WORDS }, ['civilian', 'undercover', 'civilian', 'civilian']);
    expect(voteOut(g, 1).match.state.winner?.camp).toBe('undercover');
    expect(voteOut(g, 2).match.state.winner?.camp).toBe('civilian');
  });

  describe('blank.camp = undercover (default)', () => {
    it('lets a lone surviving blank win with the undercovers', () => {
      let g = eight();
      for (const seat of [3, 1, 2, 4]) g = play(voteOut(g, seat));
      expect(g.match.state.winner).toBeNull();
      g = voteOut(g, 5);
      expect(alive(g)).toEqual([6, 7, 8]);
      expect(g.match.state.winner?.camp).toBe('undercover');
      expect(g.match.state.winner?.text).toContain('卧底和白板');
    });

    it('gives the undercover camp the win with both undercover and blank alive', () => {
      let g = eight();
      for (const seat of [1, 2, 4, 5]) g = play(voteOut(g, seat));
      g = voteOut(g, 8);
      expect(g.match.state.winner?.camp).toBe('undercover');
    });
  });

  describe('blank.camp = solo', () => {
    const solo = { 'blank.camp': 'solo' };

    it('gives a blank alive at the last three the win alone, even with an undercover alive', () => {
      let g = eight(solo);
      for (const seat of [1, 2, 4, 5]) g = play(voteOut(g, seat));
      g = voteOut(g, 8);
      expect(alive(g)).toEqual([3, 6, 7]);
      expect(g.match.state.winner).toMatchObject({ camp: 'blank', text: '只剩 3 名玩家，白板坚持到了最后，白板单独获胜！' });
    });

    it('gives the blank the win alone when the undercovers are out', () => {
      let g = eight(solo);
      for (const seat of [3, 1, 2, 4]) g = play(voteOut(g, seat));
      expect(g.match.state.winner).toBeNull();
      g = voteOut(g, 5);
      expect(g.match.state.winner?.camp).toBe('blank');
    });

    it('gives the undercover the win alone when the blank is out', () => {
      let g = eight(solo);
      for (const seat of [6, 1, 2, 4]) g = play(voteOut(g, seat));
      g = voteOut(g, 5);
      expect(g.match.state.winner).toMatchObject({ camp: 'undercover', text: '只剩 3 名玩家，卧底坚持到了最后，卧底获胜！' });
    });

    it('still needs the civilians to vote every blank out', () => {
      let g = eight(solo);
      g = play(voteOut(g, 3));
      expect(g.match.state.winner).toBeNull();
      g = voteOut(g, 6);
      expect(g.match.state.winner?.camp).toBe('civilian');
    });
  });
});

describe('谁是卧底 steps and undo', () => {
  it('refuses a stale step id and an input on a step that takes none', () => {
    const g = play(eight());
    expect(refusal(() => act(g.module, g.match, 1, {}))).toBe('STALE_STEP');
    expect(refusal(() => play(g, { seats: [] }))).toBe('BAD_REQUEST');
  });

  it('undoes back to the first step and replays to the same state', () => {
    let g = vote(eight(), { 1: 4, 2: 5 });
    const tied = g.match.state;
    for (let i = 0; i < 3; i++) g = { ...g, match: undo(g.match) };
    expect(stepOf(g).key).toBe('checkin');
    expect(g.match.state).toEqual(g.match.initial);
    expect(refusal(() => undo(g.match))).toBe('ILLEGAL_MOVE');
    const again = vote(g, { 1: 4, 2: 5 }).match.state;
    expect(apartFromStepId(again)).toEqual(apartFromStepId(tied));
    expect(again.stepId).toBe(tied.stepId + 3);
  });
});

describe('谁是卧底 undercover.lastN when the room does not set it', () => {
  const FOUR: RoleId[] = ['civilian', 'civilian', 'undercover', 'civilian'];
  const four = (rules = {}): TestGame => riggedGame('undercover', { players: 4, rules, words: WORDS }, FOUR);

  it('is 2 at 4–5 players, so one wrong vote does not end a 4-player game', () => {
    const g = voteOut(four(), 1);
    expect(g.match.state.config.rules['undercover.lastN']).toBe(2);
    expect(g.match.state.winner).toBeNull();
    expect(voteOut(play(g), 2).match.state.winner?.camp).toBe('undercover');
  });

  it('is 3 from 6 players; the catalog keeps 3 as the default and says when it is 2', () => {
    for (const [players, lastN] of [[4, 2], [5, 2], [6, 3], [12, 3]] as const) {
      expect(parseConfig(undercoverGame, { players }).rules['undercover.lastN']).toBe(lastN);
    }
    const option = gameInfo(undercoverGame).options.find((o) => o.id === 'undercover.lastN');
    expect(option?.default).toBe(3);
    expect(option?.description).toContain('4–5 人默认 2');
  });

  it('keeps a value the judge sets', () => {
    const g = voteOut(four({ 'undercover.lastN': 3 }), 1);
    expect(g.match.state.config.rules['undercover.lastN']).toBe(3);
    expect(g.match.state.winner?.camp).toBe('undercover');
  });
});

