import type { SeatNo } from '../../../../../typings/api';
import { addLog } from '../core/seats';
import { roleName } from './roles';
import type { DeathCause, WerewolfState, WerewolfStep } from './state';
import { deathOf, hasTag, partnerOf, rulesOf } from './table';

const HOW: Record<DeathCause, string> = {
  wolf: '被狼人杀死',
  poison: '被女巫毒死',
  lover: '殉情',
  shot: '被猎人带走',
  exile: '被投票出局',
  explode: '自爆出局',
};

/**
 * Kills a seat and, if it is a lover, the other lover with it (rules.md: "a dead lover takes the other
 * lover along, whatever the cause"). Returns every seat that died, in order. Does not check for a win.
 */
export function killSeat(draft: WerewolfState, seat: SeatNo, cause: DeathCause, night = false): SeatNo[] {
  const dead = [seat];
  mark(draft, seat, cause, cause, night);
  const partner = partnerOf(draft, seat);
  if (partner !== null && draft.seats[partner - 1].alive) {
    mark(draft, partner, 'lover', cause, night);
    dead.push(partner);
  }
  return dead;
}

function mark(draft: WerewolfState, seat: SeatNo, cause: DeathCause, origin: DeathCause, night: boolean): void {
  const s = draft.seats[seat - 1];
  s.alive = false;
  const lastWords = hasLastWords(draft, cause, origin, night);
  draft.x.deaths.push({ seat, cause, round: draft.round, night, lastWords });
  const partner = cause === 'lover' ? `（${partnerOf(draft, seat)} 号的情侣）` : '';
  addLog(draft, `${seat} 号（${roleName(s.role)}）${partner}${HOW[cause]}`);
  if (s.role === 'hunter' && !hunterMayShoot(draft, cause)) {
    addLog(draft, `${seat} 号猎人${HOW[cause]}，按规则不能开枪`);
  }
}

/**
 * Last words per the `lastWords` rule: `none` nobody; `s1b` everyone but a first-night poison victim,
 * a hunter's shot victim, and their lovers; `modern` the first night's dead and the exiled only.
 * A werewolf who self-destructs (and his lover) has none: the day ends at once.
 */
function hasLastWords(draft: WerewolfState, cause: DeathCause, origin: DeathCause, night: boolean): boolean {
  const rule = rulesOf(draft).lastWords;
  if (rule === 'none' || origin === 'explode') return false;
  if (rule === 'modern') return (night && draft.round === 1) || cause === 'exile';
  if (origin === 'shot') return false;
  return !(origin === 'poison' && night && draft.round === 1);
}

export function hunterMayShoot(state: WerewolfState, cause: DeathCause): boolean {
  const silent = rulesOf(state).hunterNoShotOn;
  return !((cause === 'poison' && silent.includes('poison')) || (cause === 'lover' && silent.includes('lover')));
}

/**
 * What a batch of deaths calls for, in rules.md order: the hunter's shot, the badge hand-over,
 * then last words (none once a 自爆 has ended the day).
 */
export function stepsAfterDeaths(draft: WerewolfState, dead: readonly SeatNo[]): WerewolfStep[] {
  const steps: WerewolfStep[] = [];
  for (const seat of dead) {
    const death = deathOf(draft, seat);
    if (draft.seats[seat - 1].role === 'hunter' && death && hunterMayShoot(draft, death.cause)) {
      steps.push({ key: 'day.hunter', seat });
    }
  }
  const sheriff = dead.find((seat) => hasTag(draft, seat, 'sheriff'));
  if (sheriff !== undefined) steps.push({ key: 'day.badge', seat: sheriff });
  if (!draft.x.dayOver) {
    for (const seat of dead) {
      if (deathOf(draft, seat)?.lastWords) steps.push({ key: 'day.lastWords', seat });
    }
  }
  return steps;
}
