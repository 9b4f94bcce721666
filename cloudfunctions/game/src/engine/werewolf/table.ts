import type { SeatNo } from '../../../../../typings/api';
import { addTag, livingSeats, removeTag } from '../core/seats';
import { readRules, type WerewolfRules } from './options';
import { book } from './book';
import type { RoleKey } from './keys';
import type { RoleClass } from './role-def';
import type { Death, WerewolfState, WerewolfStep, WerewolfTag } from './state';

/** Seat queries shared by the steps, the resolution and the descriptions. */

export function rulesOf(state: WerewolfState): WerewolfRules {
  return readRules(state.config.rules);
}

export { ruleName } from './options';

export function roleName(id: string): string {
  return book().role(id).name;
}

export function deckHas(state: WerewolfState, role: RoleKey): boolean {
  return (state.config.roles[role] ?? 0) > 0;
}

/** The seat that holds `role` (dead or alive), or null when no player holds it. */
export function holder(state: WerewolfState, role: RoleKey): SeatNo | null {
  return state.seats.find((s) => s.role === role)?.seat ?? null;
}

/** The living seat that holds `role`, or null. */
export function actor(state: WerewolfState, role: RoleKey): SeatNo | null {
  return state.seats.find((s) => s.role === role && s.alive)?.seat ?? null;
}

/** A dawn whose election comes first: the night's news waits until day.dawn is read. */
export function newsPending(state: WerewolfState): boolean {
  return state.phase === 'day' && !state.x.announced && state.step?.key !== 'day.dawn';
}

/** Meanwhile the night's dead are known to the judge only. */
export function unannouncedDeaths(state: WerewolfState): SeatNo[] {
  return newsPending(state) ? state.x.nightDeaths : [];
}

/**
 * A dead seat the day still waits on or may call: its death told at the open dawn or exile (shots,
 * the badge, last words follow), a step of its own now or due (a shot, the badge, last words, the
 * skill question), or deaths held back for later steps.
 */
export function deadStillDue(state: WerewolfState, seat: SeatNo): boolean {
  const concerns = (step: WerewolfStep | null) => step !== null
    && (('seat' in step && step.seat === seat) || ('deaths' in step && step.deaths.includes(seat)) || (step.key === 'day.skill' && step.seats.includes(seat)));
  return [state.step, ...state.x.agenda].some(concerns) || (state.x.epilogue?.includes(seat) ?? false);
}

export function isAlive(state: WerewolfState, seat: SeatNo): boolean {
  return state.seats[seat - 1].alive;
}

export function hasTag(state: WerewolfState, seat: SeatNo, tag: WerewolfTag): boolean {
  return state.seats[seat - 1].tags.includes(tag);
}

/** Why a role's step has nothing to do, for the judge's hint. */
export function absence(state: WerewolfState, role: RoleKey): string {
  const name = roleName(role);
  if (holder(state, role) !== null) return `${name}已出局`;
  if (state.x.center.includes(role)) return `${name}牌在底牌中，本局没有${name}`;
  return `本局没有${name}`;
}

/** The living meeting wolves: the wolf camp that opens eyes together in `night.wolves` (lone wolves not). */
export function livingWolves(state: WerewolfState): SeatNo[] {
  return state.seats.filter((s) => s.alive && wolfAt(state, s.seat) && !book().role(s.role).lone).map((s) => s.seat);
}

/** A wolf-camp card: a wolf for the wolves' win and the good win. */
export function isWolf(role: string): boolean {
  return book().role(role).camp === 'wolf';
}

/** What the seer sees at `seat`: every wolf-camp player is a wolf but the hidden wolf (docs/rules.md §D.2.7). */
export function seerSeesWolf(state: WerewolfState, seat: SeatNo): boolean {
  return wolfAt(state, seat) && !book().role(state.seats[seat - 1].role).seerSeesGood;
}

/**
 * A lone wolf holds the knife (带刀) once a night starts with no other wolf-camp player alive
 * (docs/rules.md §D.0.1); nobody dies during a night, so "now" is "at nightfall" while it lasts.
 */
export function holdsKnife(state: WerewolfState, role: RoleKey): boolean {
  const seat = actor(state, role);
  return seat !== null && state.seats.every((s) => s.seat === seat || !s.alive || !wolfAt(state, s.seat));
}

/** Seats a wolf knife may aim at tonight: the living, but not a card no knife may hit. */
export function wolfTargets(state: WerewolfState): SeatNo[] {
  return livingSeats(state).filter((s) => !book().role(state.seats[s - 1].role).notWolfTarget);
}

/** Whether the player at `seat` is wolf-camp now: a wolf-camp card, or one that turned wolf (the wild child). */
export function wolfAt(state: WerewolfState, seat: SeatNo): boolean {
  const role = state.seats[seat - 1].role;
  return isWolf(role) || (book().role(role).wolfNow?.(state, seat) ?? false);
}

/** How 屠边 counts the player at `seat` now: a player who turned wolf counts as a wolf. */
export function classAt(state: WerewolfState, seat: SeatNo): RoleClass {
  return wolfAt(state, seat) ? 'wolf' : book().role(state.seats[seat - 1].role).class;
}

/** Whether the living player at `seat` may 自爆: his card may (its own rule may decide: the mechanical wolf's), or he turned wolf and plays as a 狼人. */
export function explodesAt(state: WerewolfState, seat: SeatNo): boolean {
  const role = book().role(state.seats[seat - 1].role);
  const own = typeof role.explodes === 'function' ? role.explodes(state) === true : role.explodes === true;
  return own || (role.wolfNow?.(state, seat) ?? false);
}

/** Why `seat` may not 自爆 now: its role's own rule, else that only a living wolf may. */
export function whyNoExplosion(state: WerewolfState, seat: SeatNo): string {
  const own = book().role(state.seats[seat - 1].role).explodes;
  const why = state.seats[seat - 1].alive && typeof own === 'function' ? own(state) : true;
  return typeof why === 'string' ? why : `只有活着的狼人才能自爆：${seat} 号不能自爆`;
}

export function partnerOf(state: WerewolfState, seat: SeatNo): SeatNo | null {
  const lovers = state.x.lovers;
  if (!lovers || !lovers.includes(seat)) return null;
  return lovers[0] === seat ? lovers[1] : lovers[0];
}

/** In any vote (放逐 or 警长) a lover may not vote for the other lover: why a ballot is refused, if one is. */
export function loverBallotRefused(state: WerewolfState, ballots: Map<SeatNo, SeatNo>): string | undefined {
  for (const [voter, candidate] of ballots) {
    if (candidate !== voter && partnerOf(state, voter) === candidate) return `情侣不能投票给另一名情侣：${voter} 号不能投 ${candidate} 号`;
  }
  return undefined;
}

/** A wolf–human couple (a third party at win time). */
export function isMixedCouple(state: WerewolfState): boolean {
  const lovers = state.x.lovers;
  if (!lovers) return false;
  const wolves = lovers.filter((s) => wolfAt(state, s)).length;
  return wolves === 1;
}

/** The seat holding the badge (alive, or dead and about to pass it), or null. */
export function sheriffOf(state: WerewolfState): SeatNo | null {
  return state.seats.find((s) => s.tags.includes('sheriff'))?.seat ?? null;
}

/** Who may vote: the living, but not a revealed idiot. */
export function voters(state: WerewolfState): SeatNo[] {
  return livingSeats(state).filter((s) => !hasTag(state, s, 'revealed'));
}

/** Votes a candidate of an exile vote holds before any ballot (乌鸦's curse), as the roles in play give them. */
export function voteBonuses(state: WerewolfState, candidates: readonly SeatNo[]): { seat: SeatNo; votes: number; why: string }[] {
  return book().inPlay(state).flatMap((r) => r.voteBonus?.(state) ?? []).filter((b) => candidates.includes(b.seat));
}

/** The sheriff's ballot weight now: 2, 1.5, or 2 while more than 6 are alive (sliding). */
export function sheriffWeight(state: WerewolfState): number {
  const rule = rulesOf(state)['sheriff.voteWeight'];
  if (rule === '2') return 2;
  if (rule === '1.5') return 1.5;
  return livingSeats(state).length > 6 ? 2 : 1.5;
}

export function deathOf(state: WerewolfState, seat: SeatNo): Death | undefined {
  for (let i = state.x.deaths.length - 1; i >= 0; i--) {
    if (state.x.deaths[i].seat === seat) return state.x.deaths[i];
  }
  return undefined;
}

/** Marks a seat (the badge, a lover, an idiot's shown card). */
export function tag(state: WerewolfState, seat: SeatNo, mark: WerewolfTag): void {
  addTag(state, seat, mark);
}

export function untag(state: WerewolfState, seat: SeatNo, mark: WerewolfTag): void {
  removeTag(state, seat, mark);
}
