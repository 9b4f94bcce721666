import type { SeatNo } from '../../../../../typings/api';
import { recordDeath } from '../core/events';
import { leftLogLine } from '../core/leave';
import { deathWords, DEATH_WORDS } from '../core/review';
import { addLog } from '../core/seats';
import { book } from './book';
import type { RoleDef } from './role-def';
import type { Death, DeathCause, WerewolfState, WerewolfStep } from './state';
import { deathOf, hasTag, isAlive, partnerOf, roleName, rulesOf } from './table';

/** How each cause of death reads in the log (the review's words). */
export const HOW: Record<DeathCause, string> = DEATH_WORDS;

/** Kills one seat and, if it is a lover, the other lover with it. */
export function killSeat(draft: WerewolfState, seat: SeatNo, cause: DeathCause, night = false): SeatNo[] {
  return killSeats(draft, [{ seat, cause }], night);
}

/**
 * Kills seats that die in the same instant, and the lover of each ("a dead lover takes the
 * other lover along, whatever the cause"; at dawn not a card no night death takes, the evil knight).
 * A seat keeps every cause that would have killed it (a poisoned hunter whose lover was bitten died
 * of poison as much as for love), in the order they came.
 * Returns every seat that died, in order. Does not check for a win.
 */
export function killSeats(draft: WerewolfState, dying: { seat: SeatNo; cause: DeathCause; shooter?: SeatNo; by?: SeatNo }[], night = false): SeatNo[] {
  const causes = new Map<SeatNo, DeathCause[]>();
  const shooters = new Map(dying.flatMap(({ seat, shooter }) => (shooter === undefined ? [] : [[seat, shooter] as const])));
  const users = new Map(dying.flatMap(({ seat, by }) => (by === undefined ? [] : [[seat, by] as const])));
  const add = (seat: SeatNo, cause: DeathCause) => {
    const list = causes.get(seat) ?? [];
    if (!list.includes(cause)) list.push(cause);
    causes.set(seat, list);
  };
  for (const { seat, cause } of dying) {
    if (!isAlive(draft, seat) || (night && sparedAtNight(draft, seat, cause))) continue;
    add(seat, cause);
    const partner = partnerOf(draft, seat);
    if (partner === null || !isAlive(draft, partner)) continue;
    const role = book().role(draft.seats[partner - 1].role);
    if (night && role.nightImmune) addLog(draft, `${partner} 号${role.name}夜间不会死亡，没有随情侣 ${seat} 号殉情`);
    else add(partner, 'lover');
  }
  const deaths = [...causes].map(([seat, list]): Death => {
    const shooter = list.includes('shot') ? shooters.get(seat) : undefined;
    const by = users.get(seat);
    return { seat, cause: list[0], causes: list, ...(shooter !== undefined && { shooter }), ...(by !== undefined && { by }), round: draft.round, night, lastWords: false };
  });
  for (const death of deaths) {
    draft.seats[death.seat - 1].alive = false;
    draft.x.deaths.push(death);
  }
  for (const death of deaths) {
    death.lastWords = hasLastWords(draft, death);
    log(draft, death);
  }
  return deaths.map((d) => d.seat);
}

/**
 * A card no night death takes (the evil knight) survives whatever a dawn stage added after his own
 * hook (a charm link); only 梦亡 takes him (docs/rules.md §D.2.9).
 */
function sparedAtNight(draft: WerewolfState, seat: SeatNo, cause: DeathCause): boolean {
  const role = book().role(draft.seats[seat - 1].role);
  if (!role.nightImmune || cause === 'dream') return false;
  addLog(draft, `${seat} 号${role.name}夜间不会死亡`);
  return true;
}

function log(draft: WerewolfState, death: Death): void {
  const { seat } = death;
  const counted = death.causes;
  const partner = counted.includes('lover') ? `，${partnerOf(draft, seat)} 号的情侣` : '';
  const role = draft.seats[seat - 1].role;
  const cardOf = (at: SeatNo | undefined) => (at === undefined ? undefined : roleName(draft.seats[at - 1].role));
  const text = counted.includes('left') ? leftLogLine(seat, roleName(role))
    : `${seat} 号（${roleName(role)}${partner}）${deathWords(counted, { shooter: cardOf(death.shooter), by: cardOf(death.by) })}`;
  addLog(draft, text);
  recordDeath(draft, seat, death.causes, text, { shooter: death.shooter, by: death.by });
  const note = book().role(role).deathLog?.(draft, death);
  if (note) addLog(draft, note);
}

/** The causes that took this seat's lover in the same instant (what a 'lover' death comes from). */
function loverOrigins(state: WerewolfState, death: Death): DeathCause[] {
  if (!death.causes.includes('lover')) return [];
  const partner = partnerOf(state, death.seat);
  const other = partner === null ? undefined : deathOf(state, partner);
  if (!other || other.round !== death.round || other.night !== death.night) return [];
  return other.causes.filter((c) => c !== 'lover');
}

/**
 * Last words per the `lastWords` rule: `none` nobody; `s1b` everyone but a first-night poison victim,
 * a hunter's shot victim, and their lovers; `modern` the first night's dead and the exiled only.
 * A werewolf who self-destructs (and his lover) has none: the day ends at once; nor has a player who left.
 */
function hasLastWords(state: WerewolfState, death: Death): boolean {
  const rule = rulesOf(state)['lastWords'];
  const own = death.causes;
  const causes = [...own, ...loverOrigins(state, death)];
  if (rule === 'none' || causes.includes('explode') || own.includes('left')) return false;
  // A knight's duel and the wolf beauty's charm never leave last words; the white wolf king's victim
  // has them only under `whiteWolfKing.victimLastWords` (docs/rules.md §D.0).
  if (own.some((c) => c === 'duel' || c === 'charm')) return false;
  const taker = takerOf(own);
  if (taker) return taker.lastWords(state);
  if (rule === 'modern') return (death.night && death.round === 1) || own.includes('exile');
  if (causes.includes('shot')) return false;
  return !(causes.includes('poison') && death.night && death.round === 1);
}

/** The role whose day action took a seat dying of `causes` (白狼王自爆带人), if one did. */
function takerOf(causes: readonly DeathCause[]): NonNullable<RoleDef['victims']> | undefined {
  return book().roles.find((r) => r.victims && causes.includes(r.victims.cause))?.victims;
}

/**
 * Under modern last words, a chain of deaths plays every shot first and only then the last words,
 * each dead sheriff passing the badge right after his own words.
 */
export function chainOrder(state: WerewolfState): boolean {
  return rulesOf(state)['lastWords'] === 'modern';
}

/**
 * What a batch of deaths calls for, in docs/rules.md §B.6.3: the roles' death triggers (the hunter's
 * shot), the badge hand-over, then last words (none once a 自爆 has ended the day). In chain order the
 * words and the badge wait in `epilogue` (see `epilogueSteps`), the players `takenBy` a shooter right
 * after him.
 */
export function stepsAfterDeaths(draft: WerewolfState, dead: readonly SeatNo[], takenBy?: SeatNo): WerewolfStep[] {
  const steps: WerewolfStep[] = [];
  for (const seat of dead) {
    const death = deathOf(draft, seat);
    if (death) steps.push(...(book().role(draft.seats[seat - 1].role).onDeath?.(draft, death) ?? []));
  }
  if (chainOrder(draft)) {
    const queue = draft.x.epilogue ?? [];
    const shooter = takenBy === undefined ? -1 : queue.indexOf(takenBy);
    queue.splice(shooter === -1 ? queue.length : shooter + 1, 0, ...dead);
    draft.x.epilogue = queue;
    return steps;
  }
  const sheriff = dead.find((seat) => hasTag(draft, seat, 'sheriff'));
  const badge: WerewolfStep[] = sheriff === undefined ? [] : [{ key: 'day.badge', seat: sheriff }];
  const words: WerewolfStep[] = draft.x.dayOver ? []
    : dead.filter((seat) => deathOf(draft, seat)?.lastWords).map((seat) => ({ key: 'day.lastWords', seat }));
  return [...steps, ...badge, ...words];
}

/**
 * The chain's last words once its shots are over, in order (a shooter before the players he took,
 * dawn deaths by seat), a dead sheriff passing the badge where his words are or would have been.
 * After a 自爆 only a victim of a role's day action may still speak (the white wolf king's, `victims`).
 * Empties the queue.
 */
export function epilogueSteps(draft: WerewolfState): WerewolfStep[] {
  const queue = draft.x.epilogue ?? [];
  draft.x.epilogue = [];
  return queue.flatMap((seat): WerewolfStep[] => {
    const death = deathOf(draft, seat);
    const speaks = death?.lastWords === true && (!draft.x.dayOver || takerOf(death.causes) !== undefined);
    return [
      ...(speaks ? [{ key: 'day.lastWords', seat } as const] : []),
      ...(hasTag(draft, seat, 'sheriff') ? [{ key: 'day.badge', seat } as const] : []),
    ];
  });
}
