import type { RoleCounts, RoleId, RuleSet } from '../../typings/api';
import { cloneJson } from '../../cloudfunctions/game/src/engine/core/clone';
import type { WerewolfState } from '../../cloudfunctions/game/src/engine/werewolf/state';
import { play, riggedGame, stepOf, type TestGame } from './game';

/** The werewolf state of a test game (its `x` facts typed). */
export function ws(g: TestGame): WerewolfState {
  return g.match.state as WerewolfState;
}

/**
 * A hand-built werewolf deal: `seats[i]` is seat i+1's card, `center` the thief's two cards.
 * The room's deck (`roles`) is exactly these cards, so the first-night steps follow them.
 */
export function wolfGame(seats: RoleId[], rules: RuleSet = {}, center: RoleId[] = [], preset?: string): TestGame {
  const roles: RoleCounts = {};
  for (const role of [...seats, ...center]) roles[role] = (roles[role] ?? 0) + 1;
  const g = riggedGame('werewolf', { players: seats.length, rules, roles, ...(preset && { preset }) }, seats);
  const initial = cloneJson(g.match.initial as WerewolfState);
  initial.x.center = [...center];
  return { ...g, match: { ...g.match, initial, state: initial } };
}

export interface NightPlan {
  thief?: string;
  cupid?: number[];
  guard?: number;
  seer?: number;
  wolves?: number;
  save?: boolean;
  poison?: number;
  /** The magician's two seats. */
  magician?: [number, number];
  nightmare?: number;
  /** The dreamweaver's dreamer (absent: the first seat offered). */
  dream?: number;
  hunt?: number;
  /** The modern roles' steps: the gargoyle's check, a lone wolf's knife, the psychic's check, the crow's curse. */
  gargoyle?: number;
  loneKill?: number;
  psychic?: number;
  crow?: number;
  /** 纯白之女's check (absent: the first seat offered) and 狼巫's (absent: nobody). */
  pureWhite?: number;
  wolfWitch?: number;
  /** The slacker's or the wild child's model on the first night (absent: the first seat offered). */
  model?: number;
}

/**
 * Plays from the current step (check-in, nightfall or any night step) to dawn, answering each step
 * from `plan`: an absent entry is "nobody" (or, for the seer, the first option).
 */
export function night(g: TestGame, plan: NightPlan = {}): TestGame {
  let game = g;
  const dawnOf = ws(game).phase === 'day' ? ws(game).round + 1 : ws(game).round;
  for (let i = 0; i < 40; i++) {
    const state = ws(game);
    if (state.winner || (state.phase === 'day' && state.round >= dawnOf)) return game;
    const step = stepOf(game);
    if (!step.key.startsWith('night.') && step.key !== 'checkin') {
      if (step.input.type !== 'none') throw new Error(`night(): stuck on ${step.key}`);
      game = play(game);
      continue;
    }
    game = play(game, nightInput(step.key, step.input.type, plan, step.input));
  }
  throw new Error('night(): never reached dawn');
}

function nightInput(key: string, type: string, plan: NightPlan, spec: { type: string; options?: unknown }): unknown {
  if (type === 'none') return undefined;
  switch (key) {
    case 'night.thief': return { choice: plan.thief ?? firstChoice(spec) };
    case 'night.cupid': return { seats: plan.cupid ?? [] };
    case 'night.guard': return { seats: plan.guard === undefined ? [] : [plan.guard] };
    case 'night.seer': return { seats: [plan.seer ?? firstSeat(spec)] };
    case 'night.wolves': return { seats: plan.wolves === undefined ? [] : [plan.wolves] };
    case 'night.witchSave': return { choice: plan.save ? 'save' : 'skip' };
    case 'night.witchPoison': return { seats: plan.poison === undefined ? [] : [plan.poison] };
    case 'night.magician': return { seats: plan.magician ?? [] };
    case 'night.nightmare': return { seats: plan.nightmare === undefined ? [] : [plan.nightmare] };
    case 'night.dreamweaver': return { seats: [plan.dream ?? firstSeat(spec)] };
    case 'night.demonHunter': return { seats: plan.hunt === undefined ? [] : [plan.hunt] };
    case 'night.gargoyle': return { seats: plan.gargoyle === undefined ? [] : [plan.gargoyle] };
    case 'night.gargoyleKill': case 'night.hiddenWolfKill': return { seats: plan.loneKill === undefined ? [] : [plan.loneKill] };
    case 'night.psychic': return { seats: [plan.psychic ?? firstSeat(spec)] };
    case 'night.crow': return { seats: plan.crow === undefined ? [] : [plan.crow] };
    case 'night.pureWhite': return { seats: [plan.pureWhite ?? firstSeat(spec)] };
    case 'night.wolfWitch': return { seats: plan.wolfWitch === undefined ? [] : [plan.wolfWitch] };
    case 'night.slacker': case 'night.wildChild': return { seats: [plan.model ?? firstSeat(spec)] };
    default: return undefined;
  }
}

function firstChoice(spec: { options?: unknown }): string {
  const options = spec.options as { id: string }[];
  return options[0].id;
}

function firstSeat(spec: { options?: unknown }): number {
  return (spec.options as number[])[0];
}

export interface DayPlan {
  /** The only candidate to stand for sheriff (elected at once); null: nobody stands. */
  election?: number | null;
  hunter?: number | null;
  badge?: number | null;
  /** The sheriff's 警左 or 警右 (absent: 警左). */
  side?: 'left' | 'right';
}

/**
 * Presses on through the day until step `key`, answering the election, the hunter and the badge
 * from `plan` (absent: nobody / the first option for a badge that must be passed).
 */
export function dayTo(g: TestGame, key: string, plan: DayPlan = {}): TestGame {
  return dayWalk(g, key, plan).game;
}

/** dayTo, and the keys of the steps passed on the way (the last one is `key`). */
export function dayWalk(g: TestGame, key: string, plan: DayPlan = {}): { game: TestGame; keys: string[] } {
  let game = g;
  const keys: string[] = [];
  for (let i = 0; i < 60; i++) {
    if (ws(game).winner) throw new Error(`dayTo ${key}: the game ended: ${ws(game).winner?.text}`);
    const step = stepOf(game);
    keys.push(step.key);
    if (step.key === key) return { game, keys };
    if (step.input.type === 'none') {
      game = play(game);
      continue;
    }
    const pick = (v: number | null | undefined) => ({ seats: v === undefined || v === null ? [] : [v] });
    if (step.key === 'day.sheriffCandidates') game = play(game, pick(plan.election));
    else if (step.key === 'day.hunter') game = play(game, pick(plan.hunter));
    else if (step.key === 'day.speechDirection') game = play(game, { choice: plan.side ?? 'left' });
    else if (step.key === 'day.badge') {
      const spec = step.input;
      const fallback = spec.type === 'seats' && spec.min > 0 ? spec.options[0] : null;
      game = play(game, pick(plan.badge === undefined ? fallback : plan.badge));
    } else throw new Error(`dayTo ${key}: stuck on ${step.key}`);
  }
  throw new Error(`dayTo: never reached ${key}`);
}

export function logText(g: TestGame): string[] {
  return ws(g).log.map((l) => l.text);
}

export function dead(g: TestGame): number[] {
  return ws(g).seats.filter((s) => !s.alive).map((s) => s.seat);
}

export function tagsOf(g: TestGame, seat: number): string[] {
  return ws(g).seats[seat - 1].tags;
}

/**
 * The usual twelve for scenario tests: wolves 1, 6, 10; seer 2; witch 3; hunter 4; guard 5;
 * villagers 7, 8, 11; cupid 9; idiot 12.
 */
export const TWELVE: RoleId[] = [
  'werewolf', 'seer', 'witch', 'hunter', 'guard', 'werewolf', 'villager', 'villager', 'cupid', 'werewolf', 'villager', 'idiot',
];

/** Nine without cupid or thief: wolves 1, 6; seer 2; witch 3; hunter 4; guard 5; villagers 7, 8, 9. */
export const NINE: RoleId[] = ['werewolf', 'seer', 'witch', 'hunter', 'guard', 'werewolf', 'villager', 'villager', 'villager'];

/** The keys of the steps walked from here, answering each night step per `plan`, until `until`. */
export function keysUntil(g: TestGame, until: string, plan: NightPlan = {}): { keys: string[]; game: TestGame } {
  const keys: string[] = [];
  let game = g;
  for (let i = 0; i < 40; i++) {
    const step = stepOf(game);
    keys.push(step.key);
    if (step.key === until) return { keys, game };
    game = play(game, nightInput(step.key, step.input.type, plan, step.input) ?? (step.input.type === 'seats' ? { seats: [] } : undefined));
  }
  throw new Error(`keysUntil: never reached ${until}`);
}
