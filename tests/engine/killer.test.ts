import type { RoleId } from '../../typings/api';
import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, undo } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { killerGame } from '../../cloudfunctions/game/src/engine/killer';
import { alive, apartFromStepId, newGame, play, refusal, riggedGame, skipTo, stepOf, votes, type TestGame } from '../helpers/game';
import { playableInput } from '../helpers/random-play';

// Seats 1..9: killers 1 and 5, police 2 and 6, civilians the rest.
const NINE: RoleId[] = ['killer', 'police', 'civilian', 'civilian', 'killer', 'police', 'civilian', 'civilian', 'civilian'];
const nine = (rules = {}): TestGame => riggedGame('killer', { players: 9, rules }, NINE);

/** Plays from the current night to dawn: killers take `target`, police check `check`. */
function night(g: TestGame, target: number, check: number): TestGame {
  let game = skipTo(g, 'night.killers');
  game = play(game, { seats: [target] });
  game = play(game, { seats: [check] });
  return play(game); // police result → dawn
}

describe('杀人游戏 role table', () => {
  const info = gameInfo(killerGame);
  it.each([
    [6, 1], [8, 1], [9, 2], [12, 2], [13, 3], [16, 3], [17, 4], [20, 4],
  ])('%i players: %i police and as many killers, the rest civilians', (players, each) => {
    expect(info.defaultRoles[String(players)]).toEqual({ killer: each, police: each, civilian: players - 2 * each });
    expect(newGame('killer', { players }).match.state.config.roles).toEqual({ killer: each, police: each, civilian: players - 2 * each });
  });

  it('deals exactly the table to the seats', () => {
    const roles = newGame('killer', { players: 12 }, 7).match.state.seats.map((s) => s.role);
    expect(roles.filter((r) => r === 'killer')).toHaveLength(2);
    expect(roles.filter((r) => r === 'police')).toHaveLength(2);
    expect(roles.filter((r) => r === 'civilian')).toHaveLength(8);
  });

  it('offers the classic12 preset of 3 police, 3 killers, 6 civilians for 12 players only', () => {
    expect(newGame('killer', { players: 12, preset: 'classic12' }).match.state.config.roles)
      .toEqual({ killer: 3, police: 3, civilian: 6 });
    expect(refusal(() => newGame('killer', { players: 10, preset: 'classic12' }))).toBe('BAD_REQUEST');
  });

  it('accepts a deck with no civilian: killers against police, played to a winner', () => {
    for (let seed = 1; seed <= 20; seed++) {
      let { module, match } = newGame('killer', { players: 6, roles: { killer: 2, police: 4 } }, seed);
      const rng = seededRng(seed);
      for (let i = 0, step = currentStep(module, match.state); step && i < 500; i++, step = currentStep(module, match.state)) {
        match = act(module, match, step.id, playableInput(step, match.state, rng));
      }
      const winner = match.state.winner;
      expect(['杀手全部出局，好人（警察）获胜！', '警察全部出局，杀手获胜！']).toContain(winner?.text);
    }
  });

  it.each([
    [{ players: 5 }], [{ players: 21 }], [{ players: 9.5 }], [{ players: '9' }],
    [{ players: 6, roles: { killer: 3, police: 3 } }],
    [{ players: 9, roles: { killer: 2, police: 2, civilian: 4 } }],
    [{ players: 9, roles: { killer: 2, civilian: 7 } }],
    [{ players: 9, roles: { killer: 0, police: 2, civilian: 7 } }],
    [{ players: 8, roles: { killer: 7, police: 1, civilian: 0 } }],
    [{ players: 8, roles: { killer: 4, police: 2, civilian: 2 } }],
    [{ players: 9, roles: { wolf: 2, police: 2, civilian: 5 } }],
    [{ players: 9, rules: { 'killer.voteTie': 'sometimes' } }],
    [{ players: 9, rules: { 'reveal.onDeath': 'yes' } }],
    [{ players: 9, rules: { 'no.such.rule': true } }],
    [{ players: 9, preset: 'nope' }],
  ])('refuses a bad room %j with BAD_REQUEST', (request) => {
    expect(refusal(() => newGame('killer', request))).toBe('BAD_REQUEST');
  });
});

describe('杀人游戏 night', () => {
  it('walks the first night through every step key in order', () => {
    let g = nine();
    const keys: string[] = [];
    const inputs: Record<string, unknown> = { 'night.killers': { seats: [3] }, 'night.police': { seats: [5] } };
    for (let i = 0; i < 6; i++) {
      const step = stepOf(g);
      keys.push(step.key);
      g = play(g, inputs[step.key]);
    }
    expect(keys).toEqual(['checkin', 'night.close', 'night.killers', 'night.police', 'night.policeResult', 'day.dawn']);
    expect(g.match.state.phase).toBe('day');
  });

  it('lets the killers kill one of their own, even themselves', () => {
    const g = night(nine(), 1, 3);
    expect(stepOf(g).info).toEqual({ deaths: [1] });
    expect(alive(g)).not.toContain(1);
  });

  it('ends the game when the only killer kills himself', () => {
    const g = riggedGame('killer', { players: 6 }, ['killer', 'police', 'civilian', 'civilian', 'civilian', 'civilian']);
    const end = night(g, 1, 2);
    expect(end.match.state.winner?.camp).toBe('good');
    expect(stepOf.bind(null, end)).toThrow();
  });

  it('answers the police with thumb up for a killer and thumb down otherwise', () => {
    let g = skipTo(nine(), 'night.killers');
    g = play(play(g, { seats: [3] }), { seats: [5] });
    expect(stepOf(g)).toMatchObject({ key: 'night.policeResult', info: { seat: 5, isKiller: true } });
    expect(stepOf(g).hint).toContain('拇指向上');
    let h = skipTo(nine(), 'night.killers');
    h = play(play(h, { seats: [3] }), { seats: [4] });
    expect(stepOf(h)).toMatchObject({ info: { seat: 4, isKiller: false } });
    expect(stepOf(h).hint).toContain('拇指向下');
  });

  it('refuses a dead target with ILLEGAL_MOVE and changes nothing', () => {
    let g = night(nine(), 3, 5);
    g = skipTo(play(g), 'day.vote');
    g = play(g, votes({ 1: 4, 2: 4, 4: 2 }));
    g = skipTo(g, 'night.killers');
    expect(stepOf(g).input).toMatchObject({ type: 'seats', min: 1, max: 1 });
    const before = JSON.stringify(g.match);
    expect(refusal(() => play(g, { seats: [3] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: [4] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: [1, 2] }))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, { seats: ['2'] }))).toBe('BAD_REQUEST');
    expect(JSON.stringify(g.match)).toBe(before);
  });
});

describe('杀人游戏 input of the wrong shape', () => {
  it('refuses another step\'s input on a vote or a night pick, and changes nothing', () => {
    const vote = skipTo(night(nine(), 3, 5), 'day.vote');
    const pick = skipTo(play(vote, votes({ 1: 4 })), 'night.killers');
    for (const [g, wrong] of [[vote, { seats: [1] }], [vote, { choice: 'x' }], [pick, { ballots: { 1: 2 } }], [pick, { choice: 'x' }]] as const) {
      const before = JSON.stringify(g.match);
      expect(refusal(() => play(g, wrong))).toBe('BAD_REQUEST');
      expect(JSON.stringify(g.match)).toBe(before);
    }
    expect(stepOf(play(vote, {})).info).toMatchObject({ exiled: null });
  });
});

describe('杀人游戏 phone votes', () => {
  it('calls the vote on the phones, with no hands raised, when the room votes on phones', () => {
    const onPhones = skipTo(night(riggedGame('killer', { players: 9, rules: { votes: 'phones' } }, NINE), 3, 5), 'day.vote');
    expect(stepOf(onPhones).say.join('')).toContain('请在自己的手机上投票');
    expect(stepOf(onPhones).say.join('')).not.toMatch(/举手|念票/);
    expect(stepOf(skipTo(night(nine(), 3, 5), 'day.vote')).say.join('')).toContain('举手');
  });
});

describe('杀人游戏 day', () => {
  it('gives last words to the first deaths only, as many as there are police', () => {
    let g = night(nine(), 3, 5); // death 1
    expect(stepOf(g).hint).toContain('可以留遗言');
    g = play(g);
    expect(stepOf(g).key).toBe('day.lastWords');
    g = skipTo(g, 'day.vote');
    g = play(g, votes({ 1: 4, 2: 4 })); // death 2: exiled
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: 4 } });
    g = play(g);
    expect(stepOf(g).key).toBe('day.lastWords');
    g = night(g, 7, 1); // death 3
    expect(stepOf(g).hint).toContain('没有遗言');
    expect(stepOf(play(g)).key).toBe('day.speech');
  });

  it('starts speeches with the first living player to the victim\'s right and goes round once', () => {
    let g = night(nine(), 3, 5);
    g = skipTo(g, 'day.speech');
    expect(stepOf(g).info).toEqual({ order: [2, 1, 9, 8, 7, 6, 5, 4] });
  });

  it('skips dead players in the speaking order and wraps round the table', () => {
    let g = night(nine(), 2, 5);
    g = skipTo(g, 'day.vote');
    g = play(g, votes({ 3: 1, 4: 1, 5: 1 })); // 1 exiled
    g = night(g, 3, 5);
    g = skipTo(g, 'day.speech');
    expect(stepOf(g).info).toEqual({ order: [9, 8, 7, 6, 5, 4] });
  });

  it('starts from the victim\'s left under killer.speechFrom = victimLeft', () => {
    let g = night(nine({ 'killer.speechFrom': 'victimLeft' }), 3, 5);
    g = skipTo(g, 'day.speech');
    expect(stepOf(g).info).toEqual({ order: [4, 5, 6, 7, 8, 9, 1, 2] });
  });

  it('exiles the player with most votes and lets only the living vote', () => {
    let g = skipTo(night(nine(), 3, 5), 'day.vote');
    const input = stepOf(g).input;
    expect(input).toMatchObject({ type: 'ballots' });
    if (input.type !== 'ballots') throw new Error('ballots expected');
    expect(input.voters).not.toContain(3);
    expect(input.candidates).not.toContain(3);
    expect(refusal(() => play(g, votes({ 3: 5 })))).toBe('ILLEGAL_MOVE');
    expect(refusal(() => play(g, votes({ 1: 3 })))).toBe('ILLEGAL_MOVE');
    g = play(g, votes({ 1: 5, 2: 5, 4: 5, 5: 2, 6: 0 }));
    expect(stepOf(g).info).toEqual({ exiled: 5 });
    expect(alive(g)).not.toContain(5);
    expect(g.match.state.log.map((l) => l.text)).toContain('投票：5 号 3 票，2 号 1 票，弃权 4 人');
  });

  it('exiles nobody on a tie under killer.voteTie = none', () => {
    let g = skipTo(night(nine(), 3, 5), 'day.vote');
    g = play(g, votes({ 1: 4, 2: 5 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: null } });
    expect(alive(g)).toHaveLength(8);
  });

  it('exiles nobody when nobody votes', () => {
    const g = play(skipTo(night(nine(), 3, 5), 'day.vote'), {});
    expect(stepOf(g)).toMatchObject({ key: 'day.exile', info: { exiled: null } });
  });

  it('runs one PK among the tied under pkOnce, then exiles nobody on a second tie', () => {
    let g = skipTo(night(nine({ 'killer.voteTie': 'pkOnce' }), 3, 5), 'day.vote');
    g = play(g, votes({ 1: 4, 2: 5 }));
    expect(stepOf(g)).toMatchObject({ key: 'day.pk', info: { tied: [4, 5] } });
    g = play(g);
    const input = stepOf(g).input;
    expect(input).toMatchObject({ type: 'ballots', candidates: [4, 5] });
    expect(refusal(() => play(g, votes({ 1: 2 })))).toBe('ILLEGAL_MOVE');
    const decided = play(g, votes({ 1: 4, 2: 5, 6: 5 }));
    expect(stepOf(decided).info).toEqual({ exiled: 5 });
    const tiedAgain = play(g, votes({ 1: 4, 2: 5 }));
    expect(stepOf(tiedAgain)).toMatchObject({ key: 'day.exile', info: { exiled: null } });
  });

  it('repeats the PK until someone is out under pkUntilResolved', () => {
    let g = skipTo(night(nine({ 'killer.voteTie': 'pkUntilResolved' }), 3, 5), 'day.vote');
    g = play(g, votes({ 1: 4, 2: 5 }));
    for (let i = 0; i < 3; i++) {
      expect(stepOf(g).key).toBe('day.pk');
      g = play(play(g), votes({ 1: 4, 2: 5 }));
    }
    g = play(play(g), votes({ 1: 4, 2: 4 }));
    expect(stepOf(g).info).toEqual({ exiled: 4 });
  });

  it('by default never turns a card over: dawn and exile name the seat only (S0)', () => {
    const g = newGame('killer', { players: 9 });
    expect(g.match.state.config.rules['reveal.onDeath']).toBe(false);
    const dawn = stepOf(night(g, 3, 5));
    expect(dawn.say).toContain('昨晚 3 号玩家被杀了。');
    const vote = skipTo(night(nine(), 3, 5), 'day.vote');
    expect(stepOf(play(vote, votes({ 1: 6, 2: 6 }))).say).toEqual(['6 号玩家被投票出局。']);
  });

  it('names the dead player\'s card at dawn only under reveal.onDeath', () => {
    expect(stepOf(night(nine({ 'reveal.onDeath': true }), 3, 5)).say.join('')).toContain('3 号玩家（平民）');
    expect(stepOf(night(nine({ 'reveal.onDeath': false }), 3, 5)).say.join('')).not.toContain('平民');
  });
});

describe('杀人游戏 win', () => {
  it('gives the killers the win when every police is dead', () => {
    let g = night(nine(), 2, 5);
    g = skipTo(g, 'day.vote');
    g = play(g, votes({ 1: 6, 3: 6 }));
    expect(g.match.state.winner?.camp).toBe('killer');
    expect(g.match.state.winner?.text).toContain('警察全部出局');
  });

  it('gives the killers the win when every civilian is dead', () => {
    const roles: RoleId[] = ['killer', 'police', 'civilian', 'civilian', 'civilian', 'civilian'];
    let g = riggedGame('killer', { players: 6, roles: { killer: 1, police: 1, civilian: 4 }, rules: { 'reveal.onDeath': false } }, roles);
    for (const victim of [3, 4, 5]) g = skipTo(play(skipTo(night(g, victim, 1), 'day.vote'), {}), 'night.close');
    g = night(g, 6, 1);
    expect(g.match.state.winner).toMatchObject({ camp: 'killer', text: '平民全部出局，杀手获胜！' });
    expect(g.match.state.winner?.say).toEqual([
      '天亮了，请大家睁眼。', '昨晚 6 号玩家被杀了。', '平民全部出局，杀手获胜！',
    ]);
  });

  it('gives the good side the win when the last killer is voted out, and refuses any further act', () => {
    let g = skipTo(night(nine({ 'reveal.onDeath': true }), 3, 5), 'day.vote');
    g = play(g, votes({ 2: 1, 4: 1 }));
    g = skipTo(g, 'night.killers');
    g = night(g, 4, 5);
    g = skipTo(g, 'day.vote');
    const end = play(g, votes({ 2: 5, 6: 5 }));
    expect(end.match.state.winner?.camp).toBe('good');
    expect(end.match.state.winner?.say).toEqual(['5 号玩家（杀手）被投票出局。', '杀手全部出局，好人（警察和平民）获胜！']);
    expect(refusal(() => play(end))).toBe('GAME_OVER');
  });
});

describe('杀人游戏 steps and undo', () => {
  it('refuses a stale step id with STALE_STEP', () => {
    const g = play(nine());
    expect(g.match.state.stepId).toBe(2);
    expect(refusal(() => act(g.module, g.match, 1, {}))).toBe('STALE_STEP');
    expect(refusal(() => act(g.module, g.match, '2', {}))).toBe('STALE_STEP');
    expect(stepOf(play(g)).key).toBe('night.killers');
  });

  it('undoes back to the first step, one input at a time', () => {
    let g = night(nine(), 3, 5);
    const dawn = g.match;
    for (let i = 0; i < 5; i++) g = { ...g, match: undo(g.match) };
    expect(stepOf(g).key).toBe('checkin');
    expect(g.match.state).toEqual(g.match.initial);
    expect(refusal(() => undo(g.match))).toBe('ILLEGAL_MOVE');
    const again = night(g, 3, 5);
    expect(apartFromStepId(again.match.state)).toEqual(apartFromStepId(dawn.state));
    expect(again.match.state.stepId).toBe(dawn.state.stepId + 5);
  });
});

describe('杀人游戏 vote is called candidate by candidate', () => {
  it('the judge reads the candidates one by one and players raise hands', () => {
    const say = stepOf(skipTo(night(nine(), 3, 5), 'day.vote')).say.join('');
    expect(say).toContain('我依次念到每位候选人时，想投他的人请举手');
    expect(say).toContain('念票顺序');
  });
});

describe('杀人游戏 ties and PKs are said as such', () => {
  it('a tie with nobody out says it was a tie; a PK says who speaks first', () => {
    const vote = skipTo(night(nine(), 3, 5), 'day.vote');
    expect(stepOf(play(vote, votes({ 1: 6, 2: 4 }))).say).toEqual(['4、6 号平票，本轮无人出局。']);
    const pk = play(skipTo(night(nine({ 'killer.voteTie': 'pkOnce' }), 3, 5), 'day.vote'), votes({ 1: 6, 2: 4 }));
    expect(stepOf(pk).say.join('')).toContain('请平票的玩家从 4 号开始依次再发言一次：4 → 6');
  });
});

