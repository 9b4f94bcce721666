import type { SeatNo, Step } from '../../typings/api';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { buildReview } from '../../cloudfunctions/game/src/engine/core/review';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { createWerewolf } from '../../cloudfunctions/game/src/engine/werewolf';
import {
  absence, actor, addLog, dead, defineRole, holder, holdersAnswer, landing, livingSeats, NO_INPUT, recordAct,
  seatAnswers, seatsOf, STILL, type WerewolfState,
} from '../../cloudfunctions/game/src/engine/werewolf/kit';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';

// A role written in this file with the kit alone, registered with createWerewolf, and played through
// a night, a dawn, a day and the 复盘 — no engine file knows it.

/** 守夜人: watches one other player a night and takes the wolves' knife in his place; dying, he names a suspect. */
const watchman = defineRole({
  id: 'watchman', name: '守夜人', camp: 'good', class: 'god', unique: true,
  description: '每晚可以守望一名其他玩家：他当晚被狼人袭击时，你替他倒下。你死亡时可以指认一名嫌疑人。',
  night: [{
    key: 'night.watchman', slot: 'guard', nights: 'every',
    actors: (state) => holdersAnswer(state, 'watchman'),
    legal(state) {
      const seat = actor(state, 'watchman');
      if (seat === null) return NO_INPUT;
      return {
        input: { type: 'seats', min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
        refuse: (s) => (s === seat ? '守夜人不能守望自己' : dead(s)),
        passLabel: '不守望',
      };
    },
    words(state) {
      const seat = actor(state, 'watchman');
      const say = ['守夜人请睁眼，今晚你要守望谁？', '守夜人请闭眼。'];
      if (seat === null) return { title: '守夜人守望', say, hint: `${absence(state, 'watchman')}：${STILL}` };
      return { title: '守夜人守望', say, hint: `守夜人：${seat} 号。点选他守望的玩家。` };
    },
    apply(draft, input) {
      const seat = actor(draft, 'watchman');
      const [watched] = seatsOf(input);
      if (seat === null || watched === undefined) return;
      draft.x.roles = { ...draft.x.roles, watchman: { watched } };
      const text = `守夜人 ${seat} 号守望 ${landing(draft, watched)}`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.watchman', role: 'watchman', actors: [seat], targets: [watched], text });
    },
  }],
  dawn: [{
    stage: 'poison',
    resolve(draft, dying) {
      const seat = actor(draft, 'watchman');
      const watched = draft.x.roles?.watchman?.watched;
      const bitten = dying.findIndex((d) => d.seat === watched && d.cause === 'wolf');
      if (seat === null || bitten === -1) return;
      dying.splice(bitten, 1, { seat, cause: 'wolf' });
      addLog(draft, `守夜人 ${seat} 号替 ${watched} 号挡下了狼刀`);
    },
  }],
  nightfall(draft) {
    if (draft.x.roles?.watchman) delete draft.x.roles.watchman;
  },
  onDeath: (_state, death) => [{ key: 'day.watchman', seat: death.seat }],
  day: [{
    key: 'day.watchman', hiddenAs: 'skill',
    actors: (_state, step) => seatAnswers(step.seat),
    legal: (state) => ({ input: { type: 'seats', min: 0, max: 1, options: livingSeats(state) }, refuse: dead, passLabel: '不指认' }),
    words: (_state, step) => ({ title: '守夜人指认', say: ['请死亡的守夜人指认一名嫌疑人。'], hint: `${step.seat} 号是守夜人。点选他指认的玩家。` }),
    apply(draft, step, input) {
      const [suspect] = seatsOf(input);
      const text = suspect === undefined ? `守夜人 ${step.seat} 号没有指认` : `守夜人 ${step.seat} 号临终指认 ${suspect} 号`;
      addLog(draft, text);
      recordAct(draft, { key: 'day.watchman', role: 'watchman', actors: [step.seat], targets: suspect === undefined ? [] : [suspect], text });
      return { dead: [] };
    },
  }],
});

declare module '../../cloudfunctions/game/src/engine/werewolf/kit' {
  interface RoleIds { watchman: true }
  interface RoleStepKeys { 'night.watchman': true; 'day.watchman': true }
  interface RoleFacts { watchman: { watched: SeatNo } }
}

const game = createWerewolf([...ROLES, watchman]);
const SEATS = ['werewolf', 'watchman', 'seer', 'villager', 'villager', 'villager', 'villager', 'werewolf'];

/** A deal with SEATS at the table (seat 1 first). */
function deal(rules: Record<string, unknown>): Match {
  const config = parseConfig(game, { players: 8, roles: { werewolf: 2, watchman: 1, seer: 1, villager: 4 }, rules });
  const match = startMatch(game, config, seededRng(7));
  const state = { ...match.state, seats: match.state.seats.map((s, i) => ({ ...s, role: SEATS[i] })) };
  return { ...match, initial: state, state };
}

function stepOf(match: Match): Step {
  const step = currentStep(game, match.state);
  if (!step) throw new Error('the game has ended');
  return step;
}

/**
 * Answers the steps up to `key` from `answers` (by step key; absent: the step's pass), then stops
 * there; `keys` are the steps passed on the way.
 */
function walk(match: Match, key: string, answers: Record<string, unknown> = {}): { match: Match; keys: string[] } {
  let m = match;
  const keys: string[] = [];
  for (let i = 0; i < 60; i++) {
    const step = stepOf(m);
    if (step.key === key) return { match: m, keys };
    keys.push(step.key);
    const input = step.input.type === 'none' ? undefined : answers[step.key] ?? { seats: [] };
    m = act(game, m, m.state.stepId, input);
  }
  throw new Error(`never reached ${key}`);
}

function playTo(match: Match, key: string, answers: Record<string, unknown> = {}): Match {
  return walk(match, key, answers).match;
}

/** Every living player but `target` votes for `target`. */
function voteOut(match: Match, target: SeatNo): Match {
  const ballots = Object.fromEntries(livingSeats(match.state).filter((s) => s !== target).map((s) => [String(s), target]));
  return act(game, match, match.state.stepId, { ballots });
}

function state(match: Match): WerewolfState {
  return match.state as WerewolfState;
}

describe('a role defined outside the engine (守夜人)', () => {
  it('joins the catalog of its own game only', () => {
    expect(game.info.roles.find((r) => r.id === 'watchman')).toMatchObject({ name: '守夜人', camp: 'good' });
    expect(werewolfGame.info.roles.some((r) => r.id === 'watchman')).toBe(false);
    expect(game.checkRoles(8, { werewolf: 2, seer: 1, villager: 3, watchman: 2 }, {})).toBe('守夜人最多只能有 1 名');
  });

  it("takes its place in the rules page's night order, called in the guard's slot after him", () => {
    const order = (info: typeof game.info) => info.guide?.sections.flatMap((s) => s.items).find((i) => i.startsWith('所有角色的完整顺序')) ?? '';
    expect(order(game.info)).toContain('守卫 → 守夜人 → 乌鸦');
    expect(order(werewolfGame.info)).not.toContain('守夜人');
  });

  it('is called in its slot, takes the knife at dawn, names a suspect by day, and shows in the 复盘', () => {
    const night = { 'night.watchman': { seats: [4] }, 'night.seer': { seats: [1] }, 'night.wolves': { seats: [4] } };
    const { match: m, keys } = walk(deal({ 'sheriff.enabled': false }), 'day.dawn', night);
    expect(keys.indexOf('night.watchman')).toBeGreaterThan(-1);
    expect(keys.indexOf('night.watchman')).toBeLessThan(keys.indexOf('night.seer'));

    // Dawn: the watchman fell in the place of the villager he watched.
    expect(stepOf(m)).toMatchObject({ key: 'day.dawn' });
    expect(state(m).x.nightDeaths).toEqual([2]);
    expect(state(m).seats[3].alive).toBe(true);
    expect(state(m).log.map((l) => l.text)).toContain('守夜人 2 号替 4 号挡下了狼刀');

    // Day: his death calls his step; he names seat 1, the table votes seat 1 out.
    const named = playTo(m, 'day.watchman');
    expect(stepOf(named)).toMatchObject({ title: '守夜人指认', actors: { kind: 'seats', seats: [2] } });
    expect(game.publicStepKey?.(state(named), 'day.watchman')).toBe('day.watchman');
    const voted = playTo(named, 'day.vote', { 'day.watchman': { seats: [1] } });
    const exiled = voteOut(voted, 1);
    expect(exiled.state.seats[0].alive).toBe(false);

    // Night 2 goes on without him; day 2 the last wolf goes and the good win.
    const dawn2 = playTo(exiled, 'day.dawn', { 'night.seer': { seats: [8] }, 'night.wolves': { seats: [5] } });
    expect(state(dawn2).x.nightDeaths).toEqual([5]);
    const vote2 = playTo(dawn2, 'day.vote');
    const over = voteOut(vote2, 8);
    expect(over.state.winner?.camp).toBe('good');

    const review = buildReview(game, over, []);
    expect(review.seats.find((s) => s.seat === 2)).toMatchObject({ role: 'watchman', roleName: '守夜人' });
    expect(review.winner.seats).toContain(2);
    const lines = review.phases.flatMap((p) => p.events.map((e) => ('text' in e ? e.text : '')));
    expect(lines).toEqual(expect.arrayContaining(['守夜人 2 号守望 4 号', '守夜人 2 号临终指认 1 号']));
  });

  it('is heard as the neutral 技能 while cards stay hidden, and refuses to watch himself', () => {
    const start = deal({ 'sheriff.enabled': false, 'reveal.onDeath': false });
    const watching = playTo(start, 'night.watchman');
    expect(() => act(game, watching, watching.state.stepId, { seats: [2] })).toThrow('守夜人不能守望自己');
    const named = playTo(watching, 'day.watchman', { 'night.watchman': { seats: [4] }, 'night.seer': { seats: [1] }, 'night.wolves': { seats: [4] } });
    expect(game.publicStepKey?.(state(named), 'day.watchman')).toBe('day.skill');
    expect(holder(state(named), 'watchman')).toBe(2);
  });
});
