import fc from 'fast-check';
import type { GameId, Step } from '../../typings/api';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { randomInput } from '../helpers/random-play';
import type { WerewolfState } from '../../cloudfunctions/game/src/engine/werewolf/state';
import { ROLES as WEREWOLF_INFO_ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { BANK_WORDS } from '../helpers/game';

/** The role a night step calls, for 狼人杀 and 杀人游戏 (the team steps call every living holder). */
const CALLS: Record<string, string> = {
  'night.thief': 'thief', 'night.cupid': 'cupid', 'night.guard': 'guard', 'night.seer': 'seer',
  'night.wolves': 'meetingWolf', 'night.witchSave': 'witch', 'night.witchPoison': 'witch', 'night.wolfBeauty': 'wolfBeauty',
  'night.killers': 'killer', 'night.police': 'police',
  'night.magician': 'magician', 'night.nightmare': 'nightmare', 'night.dreamweaver': 'dreamweaver',
  'night.demonHunter': 'demonHunter',
  'night.gargoyle': 'gargoyle', 'night.gargoyleKill': 'gargoyle', 'night.hiddenWolfKill': 'hiddenWolf', 'night.mechanicalWolfKill': 'mechanicalWolf',
  'night.mechanicalWolf': 'mechanicalWolf',
  'night.psychic': 'psychic', 'night.crow': 'crow',
  'night.pureWhite': 'pureWhite', 'night.wolfWitch': 'wolfWitch',
  'night.slacker': 'slacker', 'night.wildChild': 'wildChild',
};

/** The team of 狼人杀's `night.wolves`: every wolf-camp card but the lone wolves. */
const meetsTeam = (role: string) => {
  const def = WEREWOLF_INFO_ROLES.find((r) => r.id === role);
  return def !== undefined && def.camp === 'wolf' && !def.lone;
};

/** Who may 自爆 (docs/rules.md §B.9, §D.0, §D.2, §D.4.2). */
const EXPLODERS = ['werewolf', 'wolfKing', 'whiteWolfKing', 'nightmare', 'bloodMoon', 'wolfWitch'];

/** A wild child who turned wolf meets the team and may 自爆 like a 狼人 (docs/rules.md §D.4.4). */
const turned = (state: GameState, role: string) => role === 'wildChild' && (state as WerewolfState).x.roles?.wildChild?.turned !== undefined;

function living(state: GameState, role: string): number[] {
  const holds = (r: string) => (role === 'meetingWolf' ? meetsTeam(r) || turned(state, r)
    : role === 'exploders' ? EXPLODERS.includes(r) || turned(state, r) : r === role);
  return state.seats.filter((s) => s.alive && holds(s.role)).map((s) => s.seat);
}

/** What every step must declare, given where the game stands. */
function checkActors(state: GameState, step: Step): void {
  expect(step.actors).toBeDefined();
  expect(step.close).toBeDefined();
  const { kind, seats } = step.actors!;
  const role = CALLS[step.key];
  if (role !== undefined) {
    // A step that takes input is answered by exactly the living holders; a decoy or dead role's step
    // by nobody; a blocked one (feared, sealed) is shown to its holders by time, asking nothing.
    const holders = living(state, role);
    const blocked = step.info?.blocked !== undefined;
    if (step.input.type === 'none') expect([...seats].sort((a, b) => a - b)).toEqual(blocked ? holders : []);
    else expect([...seats].sort((a, b) => a - b)).toEqual(holders);
    if (blocked && holders.length > 0) expect(step.close).toBe('time');
    if (holders.length === 0) expect(kind).toBe('nobody');
    return;
  }
  if (step.input.type === 'ballots') {
    expect(kind).toBe('voters');
    expect(step.close).toBe('allVoters');
    expect([...seats].sort((a, b) => a - b)).toEqual([...step.input.voters].sort((a, b) => a - b));
  }
  if (kind === 'speaker') {
    expect(step.close).toBe('speakerPass');
    // Before the night's deaths are announced, last night's dead still run for sheriff and speak in its PK.
    const unannounced = (seat: number) => step.key.startsWith('day.sheriff')
      && !(state as WerewolfState).x.announced && (state as WerewolfState).x.nightDeaths.includes(seat);
    for (const seat of seats) expect([step.key, state.seats[seat - 1].alive || step.key === 'day.lastWords' || unannounced(seat)]).toEqual([step.key, true]);
  }
  if (kind === 'nobody' || kind === 'host') expect(seats).toEqual([]);
}

/** 狼人杀: by day the step names the living werewolves who may 自爆, none when the rule is off. */
function checkDayActions(state: GameState, step: Step): void {
  if (state.phase !== 'day' || step.key === 'checkin') return expect(step.dayActions?.explode).toBeUndefined();
  // 白狼王 explodes (taking someone or not) at any day step but a vote and last words; 骑士 duels during the speeches.
  const noExplodeTake = ['day.vote', 'day.sheriffVote', 'day.lastWords'].includes(step.key);
  const kings = living(state, 'whiteWolfKing');
  const wolves = state.config.rules.selfDestruct === false ? [] : living(state, 'exploders').filter((s) => !noExplodeTake || !kings.includes(s));
  expect(step.dayActions?.explode ?? []).toEqual(wolves);
  expect(step.dayActions?.explodeTake ?? []).toEqual(noExplodeTake ? [] : kings);
  for (const seat of step.dayActions?.duel ?? []) {
    expect(step.key).toBe('day.speech');
    expect(living(state, 'knight')).toEqual([seat]);
  }
}

describe.each<GameId>(['werewolf', 'killer', 'undercover'])('%s: every step declares who answers', (game) => {
  it('for every step of random games, the actors are the living holders of the called role, or nobody', () => {
    const module = gameModule(game);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (seed, pick) => {
      const rng = seededRng(seed);
      const preset = module.presets[pick % module.presets.length];
      const [min, max] = preset.players;
      const config = parseConfig(module, { players: min + (pick % (max - min + 1)), preset: preset.id });
      let match = startMatch(module, config, rng, undefined, BANK_WORDS);
      for (let i = 0; i < 150; i++) {
        const step = currentStep(module, match.state);
        if (!step) return;
        checkActors(match.state, step);
        if (game === 'werewolf') checkDayActions(match.state, step);
        try {
          match = act(module, match, step.id, randomInput(step, rng));
        } catch {
          match = act(module, match, step.id, step.input.type === 'ballots' ? { ballots: {} } : randomInput(step, rng));
        }
      }
    }), { numRuns: 40 });
  });
});
