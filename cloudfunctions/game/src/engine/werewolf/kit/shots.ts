import type { SeatNo } from '../../../../../../typings/api';
import { cloneJson } from '../../core/clone';
import { recordAct, recordNote } from '../../core/events';
import { addLog, livingSeats } from '../../core/seats';
import { seatAnswers } from '../../core/actors';
import { announceSeat, loverLines, NEUTRAL_SKILL_LINE } from '../announce';
import { blockOf } from '../blocks';
import { book } from '../book';
import { runDawnHooks } from '../dawn';
import { HOW, killSeats } from '../deaths';
import type { RoleDayKey } from '../keys';
import { dead, seatsOf } from '../night-words';
import type { DayStepDef, Dying } from '../role-def';
import type { Death, DeathCause, WerewolfState } from '../state';
import { deathOf, rulesOf } from '../table';

/**
 * Shots on death: the hunter's gun and the wolf king's (docs/rules.md §B.6, §D.2.1). A shooter's death
 * calls his shot unless a cause of it is in his `noShotOn` set.
 */

/** The `noShotOn` values, in the order a log names them; `selfDestruct` is the death cause `explode`. */
export const NO_SHOT_CAUSES = ['poison', 'lover', 'dream', 'charm', 'whiteWolfKing', 'shot', 'selfDestruct', 'duel'] as const;
export type NoShotCause = (typeof NO_SHOT_CAUSES)[number];

function causeOf(value: NoShotCause): DeathCause {
  return value === 'selfDestruct' ? 'explode' : value;
}

/** What keeps a dead shooter from shooting: a cause of his death, or a block on the night he died. */
export type Silencer = DeathCause | 'blocked';

/**
 * What keeps a dead shooter from shooting: a cause in his `noShotOn` set, or a fear (or a sealed
 * blood-moon night under `bloodMoon.sealsShots`) on the night he died (docs/rules.md §D.0.2);
 * undefined: he may.
 */
export function silencingCause(state: WerewolfState, death: Death, noShotOn: readonly string[]): Silencer | undefined {
  const value = NO_SHOT_CAUSES.find((v) => noShotOn.includes(v) && death.causes.includes(causeOf(v)));
  if (value) return causeOf(value);
  const tonight = death.night && death.round === state.round;
  return tonight && blockOf(state, death.seat)?.silencesShot ? 'blocked' : undefined;
}

/** How the log says what silenced him (被毒死, 死亡当晚技能被封印). */
export function silencedBy(silencer: Silencer): string {
  return silencer === 'blocked' ? '死亡当晚技能被封印' : HOW[silencer];
}

/**
 * The deaths tonight's choices so far would bring at dawn (for the shot-status steps): the dawn is
 * resolved on a copy of the night.
 */
export function tonightsDeaths(state: WerewolfState): Death[] {
  const copy = cloneJson(state);
  const dying: Dying = [];
  runDawnHooks(copy, dying);
  const before = copy.x.deaths.length;
  killSeats(copy, dying, true);
  return copy.x.deaths.slice(before);
}

/**
 * The shooter fires at `target` (or holds fire): the victim dies (`shot`) with his lover; under
 * modern last words he speaks only if the shooter did (docs/rules.md §D.0).
 */
export function shoot(draft: WerewolfState, shooter: SeatNo, title: string, target: SeatNo | undefined): { dead: SeatNo[] } {
  const text = target === undefined ? `${title} ${shooter} 号没有开枪` : `${title} ${shooter} 号开枪带走 ${target} 号`;
  addLog(draft, text);
  const key = draft.step?.key ?? 'day.hunter';
  recordAct(draft, { key, role: draft.seats[shooter - 1].role, actors: [shooter], targets: target === undefined ? [] : [target], text });
  if (target === undefined) return { dead: [] };
  const stopped = book().inPlay(draft).map((r) => r.stopsShot?.(draft, shooter, target)).find((why) => why !== undefined);
  if (stopped !== undefined) {
    addLog(draft, stopped);
    recordNote(draft, stopped);
    draft.x.news = [rulesOf(draft)['reveal.onDeath'] ? `${shooter} 号玩家开枪，${target} 号玩家没有出局。` : `${target} 号玩家没有出局。`];
    return { dead: [] };
  }
  const died = killSeats(draft, [{ seat: target, cause: 'shot', shooter }]);
  const victim = deathOf(draft, target);
  if (victim && rulesOf(draft)['lastWords'] === 'modern') {
    victim.lastWords = deathOf(draft, shooter)?.lastWords ?? false;
  }
  // With cards hidden, "开枪" would name the card: the table hears only who took whom.
  const took = rulesOf(draft)['reveal.onDeath'] ? '开枪带走了' : '带走了';
  draft.x.news = [`${shooter} 号玩家${took} ${announceSeat(draft, target)}。`, ...loverLines(draft, died, target)];
  return { dead: died };
}

/** The day step of a shooter's gun: he names one living player, or none. */
export function shotStep(key: RoleDayKey, title: string, roleName: string): DayStepDef {
  return {
    key,
    actors: (_state, step) => seatAnswers(step.seat),
    legal: (state) => ({ input: { type: 'seats', min: 0, max: 1, options: livingSeats(state) }, refuse: dead, passLabel: '不开枪' }),
    words(state, step) {
      const cause = deathOf(state, step.seat)?.cause;
      // With cards hidden, only a shot tells the table who the shooter was.
      const say = rulesOf(state)['reveal.onDeath']
        ? `${step.seat} 号玩家是${roleName}，可以开枪带走一名玩家，也可以不开枪。`
        : NEUTRAL_SKILL_LINE;
      return {
        title, say: [say],
        hint: `${step.seat} 号是${roleName}，${cause === 'exile' ? '被放逐' : '已死亡'}。他亮牌开枪时点选他带走的玩家；不开枪时不选。`,
      };
    },
    apply: (draft, step, input) => shoot(draft, step.seat, roleName, seatsOf(input)[0]),
  };
}
