import fc from 'fast-check';
import type { RuleValue, Step } from '../../typings/api';
import { parseConfig } from '../../cloudfunctions/game/src/engine/core/config';
import { act, currentStep, startMatch, undo, type Match } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng, shuffle, type Rng } from '../../cloudfunctions/game/src/engine/core/rng';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';

const WEREWOLF_OPTIONS = werewolfGame.info.options;
const WEREWOLF_ROLES = werewolfGame.info.roles;
import { answersThatLeak } from '../helpers/others-changed';
import { apartFromStepId } from '../helpers/game';
import type { WerewolfState } from '../../cloudfunctions/game/src/engine/werewolf/state';
import { roleOf } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { chainOrder } from '../../cloudfunctions/game/src/engine/werewolf/deaths';
import { isDeathTriggered } from '../../cloudfunctions/game/src/engine/werewolf/book';

// Random games: a random preset and player count within it, random rule values for every option,
// a random deal and random legal inputs (with a bias towards kills and decisive votes, and the odd 自爆).

const game: typeof werewolfGame = werewolfGame;
const RUNS = Number(process.env.WEREWOLF_RUNS ?? 400);
const MAX_STEPS = 3000;

const optionArb = (o: (typeof WEREWOLF_OPTIONS)[number]): fc.Arbitrary<RuleValue> => {
  if (o.type === 'boolean') return fc.boolean();
  if (o.type === 'set') return fc.subarray(o.values ?? []);
  return fc.constantFrom(...(o.values ?? []));
};

const rulesArb = fc.record(Object.fromEntries(WEREWOLF_OPTIONS.map((o) => [o.id, optionArb(o)])));

const gameArb = fc.record({
  preset: fc.constantFrom(...game.presets.map((p) => p.id)),
  players: fc.integer({ min: 8, max: 18 }),
  seed: fc.integer(),
  custom: fc.boolean(),
  rules: rulesArb,
});
type GameArb = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

function configOf(g: GameArb) {
  const preset = game.presets.find((p) => p.id === g.preset);
  if (!preset) throw new Error('no preset');
  const players = Math.min(preset.players[1], Math.max(preset.players[0], g.players));
  return parseConfig(game, { players, preset: g.preset, ...(g.custom && { rules: g.rules }) });
}

function state(m: Match): WerewolfState {
  return m.state as WerewolfState;
}

/** The one refusal the rules document for an input the spec offers: a lover voting for the other lover. */
const LOVER_VOTE = '情侣不能投票给另一名情侣';

/**
 * A random input the step's spec allows, biased so that games move on, with the odd 自爆 where the
 * rules allow it. Now and then a lover votes for the other lover: `refused` then names the rule that
 * refuses it, and `instead` is the same ballots with that vote made an abstention.
 */
function randomInput(step: Step, s: WerewolfState, rng: Rng): { input: unknown; refused?: string; instead?: unknown } {
  const spec = step.input;
  // Now and then a day action the step offers: 自爆, 白狼王自爆带人, 骑士决斗 (any living target).
  const actions = step.dayActions ?? {};
  const someone = () => s.seats.filter((x) => x.alive)[rng.int(s.seats.filter((x) => x.alive).length)].seat;
  if (actions.explode && rng.int(40) === 0) return { input: { explode: actions.explode[rng.int(actions.explode.length)] } };
  if (actions.explodeTake && rng.int(30) === 0) {
    const seat = actions.explodeTake[0];
    const take = someone();
    if (take !== seat) return { input: { explode: seat, take } };
  }
  if (actions.duel && rng.int(5) === 0) {
    const target = someone();
    if (target !== actions.duel[0]) return { input: { duel: target } };
  }
  switch (spec.type) {
    case 'none':
      return { input: {} };
    case 'seats': {
      const max = Math.min(spec.max, spec.options.length);
      const count = rng.int(6) > 0 ? max : spec.min + rng.int(max - spec.min + 1);
      return { input: { seats: shuffle(rng, spec.options).slice(0, count) } };
    }
    case 'choice':
      return { input: { choice: spec.options[rng.int(spec.options.length)].id } };
    case 'ballots': {
      const favourite = spec.candidates[rng.int(spec.candidates.length)];
      const lovers = step.key === 'day.vote' ? s.x.lovers ?? [] : [];
      const forLover = (voter: number, target: number) => target !== voter && lovers.includes(voter) && lovers.includes(target);
      const ballots: Record<string, number> = {};
      for (const voter of spec.voters) {
        const roll = rng.int(10);
        ballots[String(voter)] = roll < 6 ? favourite : roll < 8 ? spec.candidates[rng.int(spec.candidates.length)] : 0;
      }
      const loverVotes = Object.entries(ballots).filter(([voter, target]) => forLover(Number(voter), target));
      if (loverVotes.length === 0) return { input: { ballots } };
      const legal = { ...ballots, ...Object.fromEntries(loverVotes.map(([voter]) => [voter, 0])) };
      return rng.int(4) === 0 ? { input: { ballots }, refused: LOVER_VOTE, instead: { ballots: legal } } : { input: { ballots: legal } };
    }
  }
}

interface Watch {
  check?: (m: Match, step: Step) => void;
  after?: (before: Match, step: Step, input: unknown, after: Match) => void;
}

/**
 * Plays one random game to its end. Every input the step offers must be accepted; the only refusal
 * allowed is the one the rules document, and it must come with that rule's message.
 */
function playRandom(g: GameArb, watch: Watch = {}): Match {
  const rng = seededRng(g.seed);
  let match = startMatch(game, configOf(g), rng);
  for (let i = 0; i < MAX_STEPS; i++) {
    const step = currentStep(game, match.state);
    if (!step) return match;
    watch.check?.(match, step);
    const drawn = randomInput(step, state(match), rng);
    let input = drawn.input;
    if (drawn.refused !== undefined) {
      let refusal: unknown = null;
      try {
        act(game, match, step.id, input);
      } catch (e) {
        refusal = e;
      }
      expect(refusal).toMatchObject({ code: 'ILLEGAL_MOVE', message: expect.stringContaining(drawn.refused) });
      input = drawn.instead;
    }
    let next: Match;
    try {
      next = act(game, match, step.id, input);
    } catch (e) {
      throw new Error(`${step.key} refused an offered input ${JSON.stringify(input)}: ${(e as Error).message}`);
    }
    watch.after?.(match, step, input, next);
    match = next;
  }
  throw new Error(`the game did not end within ${MAX_STEPS} steps`);
}

const ACTOR: Record<string, string> = {
  'night.thief': 'thief', 'night.cupid': 'cupid', 'night.guard': 'guard', 'night.seer': 'seer',
  'night.witchSave': 'witch', 'night.witchPoison': 'witch', 'night.wolfBeauty': 'wolfBeauty',
  'night.magician': 'magician', 'night.nightmare': 'nightmare', 'night.dreamweaver': 'dreamweaver',
  'night.demonHunter': 'demonHunter',
  'night.gargoyle': 'gargoyle', 'night.gargoyleKill': 'gargoyle', 'night.hiddenWolfKill': 'hiddenWolf', 'night.mechanicalWolfKill': 'mechanicalWolf',
  'night.mechanicalWolf': 'mechanicalWolf',
  'night.psychic': 'psychic', 'night.crow': 'crow',
  'night.slacker': 'slacker', 'night.wildChild': 'wildChild',
};

/** A living wolf that meets the team in `night.wolves` (lone wolves do not; a wild child who turned does). */
function meetingWolfAlive(s: WerewolfState): boolean {
  const turned = (role: string) => role === 'wildChild' && s.x.roles?.wildChild?.turned !== undefined;
  return s.seats.some((x) => x.alive && ((roleOf(x.role).camp === 'wolf' && !roleOf(x.role).lone) || turned(x.role)));
}

function offeredSeats(step: Step): number[] {
  const spec = step.input;
  if (spec.type === 'seats') return spec.options;
  if (spec.type === 'ballots') return [...spec.voters, ...spec.candidates];
  return [];
}

/**
 * A game the property once found: the white wolf king 自爆 at a dawn not yet read, taking the hunter —
 * his victim's last words came before the hunter's shot (the chain's words were laid out while the
 * kept dawn stood before the shot).
 */
const WHITE_WOLF_KING_AT_DAWN = {"preset": "modern12-whitewolfking-guard", "players": 8, "seed": -2147483621, "custom": true, "rules": {"wolf.consensus": "unanimous", "wolf.allowNoKill": false, "wolf.allowSelfTarget": true, "selfDestruct": true, "seer.result": "alignment", "witch.selfSave": "never", "witch.selfPoison": false, "witch.bothSameNight": true, "witch.seeVictimAfterAntidote": false, "hunter.noShotOn": [], "guard.doubleProtectKills": false, "guard.allowSelf": true, "guard.allowSkip": false, "lovers.win": "lastTwo", "cupid.allowSkip": false, "thief.mode": "classic", "wolfKing.noShotOn": [], "whiteWolfKing.victimLastWords": true, "wolfBeauty.noRepeat": false, "wolfBeauty.linkOn": "anyButDuel", "knight.afterWolfDuel": "night", "bloodMoon.sealsShots": false, "dreamweaver.mustChoose": false, "magician.oncePerPlayer": false, "gargoyle.noRepeat": false, "hiddenWolf.knowsRoles": false, "mechanicalWolf.learnNight": "any", "mechanicalWolf.shieldVsPoison": "block", "mechanicalWolf.doubleKill": "twoTargets", "mechanicalWolf.shieldUses": "unlimited", "mechanicalWolf.selfDestruct": false, "evilKnight.reflectOn": [], "crow.extraVotes": "1", "crow.noRepeat": false, "wildChild.trigger": "anyDeath", "sheriff.enabled": true, "sheriff.electionTiming": "afterSpeeches", "sheriff.voteWeight": "2", "sheriff.electionTie": "retryNextDay", "sheriff.allowTear": false, "vote.tie": "none", "reveal.onDeath": false, "lastWords": "modern", "speech.order": "victimLeft", "win.wolves": "side", "night.seerStep": "afterWitch", "night.shotStatus": false, "sheriff.lostAfterSelfDestructs": "never", "night.callAbsent": false}};

describe('random 狼人杀 games', () => {
  it('always end, with a winner the rules know', () => {
    fc.assert(fc.property(gameArb, (g) => {
      const end = playRandom(g);
      const winner = state(end).winner;
      expect(winner).not.toBeNull();
      expect(['good', 'wolf', 'lovers']).toContain(winner?.camp);
      expect(currentStep(game, end.state)).toBeNull();
    }), { numRuns: RUNS });
  });

  it('never offer a dead player as actor or target, but where the rules allow', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, {
        check(m, step) {
          const s = state(m);
          const alive = (seat: number) => s.seats[seat - 1].alive;
          // Before the night's deaths are announced, last night's dead still run for sheriff.
          const allowed = (seat: number) => alive(seat)
            || (step.key.startsWith('day.sheriff') && !s.x.announced && s.x.nightDeaths.includes(seat));
          for (const seat of offeredSeats(step)) {
            if (!allowed(seat)) throw new Error(`${step.key} offers dead seat ${seat}`);
          }
          if (step.input.type === 'none') return;
          if (step.key === 'night.wolves' && !meetingWolfAlive(s)) throw new Error('night.wolves has input but no living meeting wolf');
          const role = ACTOR[step.key];
          if (role && !s.seats.some((x) => x.role === role && x.alive)) throw new Error(`${step.key} has input but no living ${role}`);
          // The dead hunter shoots and the dead sheriff passes the badge: that is what the rules allow.
          if (step.key === 'day.hunter' && s.step?.key === 'day.hunter' && s.seats[s.step.seat - 1].role !== 'hunter') {
            throw new Error('day.hunter for a seat that is not the hunter');
          }
          if (step.key === 'day.wolfKing' && s.step?.key === 'day.wolfKing' && s.seats[s.step.seat - 1].role !== 'wolfKing') {
            throw new Error('day.wolfKing for a seat that is not the wolf king');
          }
          if (step.key === 'day.badge' && s.step?.key === 'day.badge' && s.seats[s.step.seat - 1].alive) {
            throw new Error('day.badge for a living sheriff');
          }
        },
      });
    }), { numRuns: RUNS });
  });

  it('never offer a used potion again, nor the guard last night\'s target', () => {
    fc.assert(fc.property(gameArb, (g) => {
      let antidote = false;
      let poison = false;
      let guarded: { round: number; seat: number } | null = null;
      playRandom(g, {
        check(m, step) {
          const s = state(m);
          // The antidote: `save`, or `save:N` for a double kill's second target.
          const offers = (id: string) => step.input.type === 'choice' && step.input.options.some((o) => o.id === id || o.id.startsWith(`${id}:`));
          const seatsOffered = step.input.type === 'seats' ? step.input.options.length : 0;
          if (step.key === 'night.witchSave' && antidote && offers('save')) throw new Error('antidote offered again');
          if (step.key === 'night.witchPoison' && poison && seatsOffered > 0) throw new Error('poison offered again');
          if (step.key === 'night.guard' && guarded && guarded.round === s.round - 1 && step.input.type === 'seats'
              && step.input.options.includes(guarded.seat)) {
            throw new Error(`the guard is offered ${guarded.seat} again`);
          }
        },
        after(before, step, input, next) {
          const given = input as { choice?: string; seats?: number[]; explode?: number };
          if (given.explode !== undefined) return;
          if (step.key === 'night.witchSave' && (given.choice === 'save' || given.choice?.startsWith('save:'))) antidote = true;
          if (step.key === 'night.witchPoison' && (given.seats?.length ?? 0) > 0) poison = true;
          if (step.key === 'night.guard' && step.input.type === 'seats') {
            const [seat] = given.seats ?? [];
            guarded = seat === undefined ? null : { round: state(before).round, seat };
          }
          if (state(next).x.antidoteUsed !== antidote || state(next).x.poisonUsed !== poison) throw new Error('potions out of step');
        },
      });
    }), { numRuns: RUNS });
  });

  it('show each player their own current card, and nothing that changes with another seat', () => {
    const roles = WEREWOLF_ROLES.map((r) => r.id);
    fc.assert(fc.property(gameArb, (g) => {
      const rng = seededRng(g.seed ^ 1);
      let n = 0;
      playRandom(g, {
        check(m) {
          if (n++ % 5 !== 0) return;
          const room: Room = { roomNo: '123456', judge: 'judge', members: [], match: m, createdAt: 0, updatedAt: 0 };
          for (const seat of m.state.seats) {
            const view = playerView(game, room, seat.seat);
            // (A death shows once the table is told of it: tests/engine/told-deaths.test.ts.)
            if (Object.keys(view).sort().join() !== 'alive,card,deal,game,gameName,roomNo,round,seat,v' || (seat.alive && !view.alive)
                || Object.keys(view.card).sort().join() !== 'bad,camp,campName,description,role,roleName' || !('role' in view.card) || view.card.role !== seat.role) {
              throw new Error(`seat ${seat.seat} sees ${JSON.stringify(view)}`);
            }
          }
          const leaking = answersThatLeak(game, m, roles, rng);
          if (leaking.length > 0) throw new Error(`answers to ${leaking.join(', ')} change with other seats`);
        },
      });
    }), { numRuns: RUNS });
  });

  it('undo followed by the same input gives the same state, its step under a new id', () => {
    fc.assert(fc.property(gameArb, fc.integer({ min: 1, max: 400 }), (g, at) => {
      let n = 0;
      playRandom(g, {
        after(before, _step, input, next) {
          if (++n !== at && n % 97 !== 0) return;
          const undone = undo(next);
          expect(undone.state).toEqual(before.state);
          const again = act(game, undone, undone.state.stepId, input);
          expect(apartFromStepId(again.state)).toEqual(apartFromStepId(next.state));
          expect(again.state.stepId).toBeGreaterThan(next.state.stepId);
        },
      });
    }), { numRuns: RUNS });
  });

  it('under 警左/警右 the living sheriff speaks last in every exile round, after choosing the side that day', () => {
    fc.assert(fc.property(gameArb, (g) => {
      playRandom(g, {
        check(m, step) {
          const s = state(m);
          if (step.key !== 'day.speech' || s.config.rules['speech.order'] !== 'sheriffChooses') return;
          const sheriff = s.seats.find((x) => x.alive && x.tags.includes('sheriff'))?.seat;
          if (sheriff === undefined) return;
          const { order, resumed } = step.info as { order: number[]; resumed?: boolean };
          // A round broken into keeps today's order, whatever happened to the badge meanwhile (docs/rules.md §D.3.1).
          if (!resumed && (order[order.length - 1] !== sheriff || step.actors?.seats[order.length - 1] !== sheriff)) {
            throw new Error(`sheriff ${sheriff} does not speak last: ${order.join(' ')}`);
          }
          if (s.x.speechSide === undefined) throw new Error('the speeches began before the sheriff chose 警左 or 警右');
        },
      });
    }), { numRuns: RUNS });
  });

  it('under modern last words every last word and badge comes after all shots of its chain, a shooter before the players he took', () => {
    fc.assert(fc.property(gameArb, (g) => {
      let spoke: number[] = [];
      let shotBy = new Map<number, number>();
      let day = '';
      playRandom(g, {
        check(m, step) {
          const s = state(m);
          if (!chainOrder(s)) return;
          if (`${s.round}${s.phase}` !== day) { spoke = []; shotBy = new Map(); day = `${s.round}${s.phase}`; }
          if (step.key !== 'day.lastWords' && step.key !== 'day.badge') return;
          const pending = s.x.agenda.filter((a) => isDeathTriggered(a.key));
          if (pending.length > 0) throw new Error(`${step.key} before ${pending.map((a) => a.key).join(', ')}`);
          if (step.key !== 'day.lastWords') return;
          const seat = (s.step as { seat: number }).seat;
          const shooter = shotBy.get(seat);
          const shooterSpeaks = shooter !== undefined && s.x.deaths.some((d) => d.seat === shooter && d.lastWords);
          if (shooterSpeaks && !spoke.includes(shooter)) throw new Error(`${seat} speaks before ${shooter}, who took him`);
          spoke.push(seat);
        },
        after(before, step, input) {
          const s = state(before);
          const given = input as { seats?: number[] };
          if (!chainOrder(s) || !isDeathTriggered(step.key) || given.seats?.length !== 1) return;
          shotBy.set(given.seats[0], (s.step as { seat: number }).seat);
        },
      });
    }), { numRuns: RUNS, examples: [[WHITE_WOLF_KING_AT_DAWN]] });
  });
});
