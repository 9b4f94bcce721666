import type { SeatNo } from '../../../../../typings/api';
import { engineOf } from '../core/engine-version';
import { addLog } from '../core/seats';
import { MORNING, nightDeathsLine } from './announce';
import { killSeats } from './deaths';
import { proceed } from './flow';
import type { DeathCause, WerewolfState, WerewolfStep } from './state';
import type { DayStage } from './day-order';
import { DAY_STEPS } from './roles';
import { holder, rulesOf } from './table';
import { checkWin } from './win';

/**
 * The night's outcome, in the order of docs/rules.md §B.5:
 * 1. the wolves' target survives if guarded or saved — but guarded AND saved dies under
 *    `guard.doubleProtectKills` (同守同救); 2. the poison kills, whatever the guard did;
 * 3. a dead lover takes the other along; 4. win check. Then the day's steps are laid out.
 */
export function resolveNight(draft: WerewolfState): void {
  const x = draft.x;
  const rules = rulesOf(draft);
  const dying: { seat: SeatNo; cause: DeathCause }[] = [];
  const target = x.target;
  if (target !== null) {
    const guarded = x.guarded === target;
    if (guarded && x.saved) {
      if (rules['guard.doubleProtectKills']) {
        addLog(draft, `${target} 号同时被守卫守护和女巫解救：同守同救，仍然死亡`);
        dying.push({ seat: target, cause: 'wolf' });
      } else {
        addLog(draft, `${target} 号同时被守卫守护和女巫解救，活了下来`);
      }
    } else if (guarded) {
      addLog(draft, `${target} 号被守卫守护，没有死`);
    } else if (x.saved) {
      addLog(draft, `${target} 号被女巫救活`);
    } else {
      dying.push({ seat: target, cause: 'wolf' });
    }
  }
  if (x.poisoned !== null) {
    const poisoned = x.poisoned;
    if (x.guarded === poisoned) addLog(draft, `${poisoned} 号虽被守卫守护，仍被毒死（守护挡不住毒药）`);
    // Bitten and poisoned: the poison is named first.
    if (dying[0]?.seat === poisoned) dying.unshift({ seat: poisoned, cause: 'poison' });
    else dying.push({ seat: poisoned, cause: 'poison' });
  }
  const dead = killSeats(draft, dying, true);
  x.nightDeaths = [...dead].sort((a, b) => a - b);
  x.lastGuarded = x.guarded;
  draft.phase = 'day';
  addLog(draft, x.nightDeaths.length === 0 ? '天亮：平安夜' : `天亮：昨晚死亡 ${x.nightDeaths.join('、')} 号`);
  if (checkWin(draft, [MORNING, nightDeathsLine(draft, x.nightDeaths)])) return;
  x.agenda = dayAgenda(draft);
  proceed(draft);
}

/**
 * The day as planned at dawn: the election (before the deaths are announced, or after the speeches),
 * the announcement, the speeches and the vote. Death triggers are inserted as they arise.
 */
function dayAgenda(draft: WerewolfState): WerewolfStep[] {
  const rules = rulesOf(draft);
  const election = rules['sheriff.enabled'] && draft.x.sheriffPending;
  const early = election && rules['sheriff.electionTiming'] === 'beforeDeaths';
  const opening = (first: boolean): WerewolfStep => (engineOf(draft) < 2
    ? { key: 'day.sheriffElection', pk: false, first }
    : { key: 'day.sheriffCandidates', first });
  // An opening step (the bear's roar) says 天亮了 itself.
  const agenda: WerewolfStep[] = roleSteps(draft, 'opening');
  const morning = agenda.length === 0;
  if (early) agenda.push(opening(morning));
  agenda.push({ key: 'day.dawn', deaths: draft.x.nightDeaths, first: morning && !early });
  agenda.push({ key: 'day.speech' });
  if (election && !early) agenda.push(opening(false));
  agenda.push({ key: 'day.vote', candidates: null, pk: 0 });
  return agenda;
}

/** The day steps roles bring at `stage` (the bear's roar first of all), for the roles on the board. */
function roleSteps(draft: WerewolfState, stage: DayStage): WerewolfStep[] {
  return DAY_STEPS.flatMap((s) => {
    const seat = s.stage === stage ? holder(draft, s.role) : null;
    return seat === null ? [] : [{ key: s.key, seat } as WerewolfStep];
  });
}
