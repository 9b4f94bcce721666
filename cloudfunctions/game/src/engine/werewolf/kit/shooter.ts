import { holdersAnswer, NOBODY } from '../../core/actors';
import { blockOf } from '../blocks';
import type { RoleDayKey, RoleKey } from '../keys';
import { NO_INPUT, STILL } from '../night-words';
import type { DayStepDef } from '../role-def';
import type { Death, WerewolfState } from '../state';
import { actor, rulesOf } from '../table';
import type { NightStepSpec, RoleSpec } from './define';
import { shotStep, silencedBy, silencingCause, tonightsDeaths, type Silencer } from './shots';

/**
 * A shooter's night status step under `night.shotStatus` (docs/rules.md §D.0): the judge shows him,
 * thumb up or down, whether he could shoot if he died tonight — false iff he dies tonight by a cause
 * that silences him. Called every night while the role is on the board, dead or alive.
 */
function statusStep(
  { status: key, role, name }: ShooterSpec,
  silencer: (state: WerewolfState, death: Death) => Silencer | undefined,
): NightStepSpec {
  return {
    key, slot: 'status', nights: 'every',
    enabled: (state) => rulesOf(state)['night.shotStatus'],
    actors: (state) => (actor(state, role) === null ? NOBODY : holdersAnswer(state, role, 'time')),
    legal: () => NO_INPUT,
    words(state) {
      const say = [`${name}请睁眼。`, '你的开枪状态是……（拇指向上：可以 / 向下：不能）', `${name}请闭眼。`];
      const seat = actor(state, role);
      if (seat === null) return { title: `${name}开枪状态`, say, hint: `${name}已出局：${STILL}`, info: { canShoot: false } };
      // Blocked tonight, he could not shoot whatever happens (docs/rules.md §D.0.2).
      const blocked = blockOf(state, seat)?.silencesShot === true;
      const death = tonightsDeaths(state).find((d) => d.seat === seat);
      const canShoot = !blocked && !(death && silencer(state, death));
      const down = blocked ? `${name} ${seat} 号今晚被封印，不能开枪` : `${name} ${seat} 号今晚死亡且不能开枪`;
      return {
        title: `${name}开枪状态`, say,
        hint: canShoot ? `${name} ${seat} 号今晚可以开枪：拇指向上 👍` : `${down}：拇指向下 👎`,
        info: { canShoot },
      };
    },
  };
}

/** A shooter's card: who he is, the rule that keeps him from shooting, the keys of his steps. */
export interface ShooterSpec {
  role: RoleKey;
  name: string;
  shot: RoleDayKey;
  status: NightStepSpec['key'];
  noShotOn(state: WerewolfState): readonly string[];
  /** The shot step's own words, where the role's differ from the hunter's. */
  words?: DayStepDef['words'];
}

/**
 * The shooter's part of his role (猎人, 狼王): his death calls his shot unless `noShotOn` silences him,
 * the log and the dawn note say which; his night status step and his day shot step.
 */
export function shooterParts(spec: ShooterSpec): Pick<RoleSpec, 'onDeath' | 'deathLog' | 'dawnNote' | 'night' | 'day'> {
  const silencer = (state: WerewolfState, death: Death) => silencingCause(state, death, spec.noShotOn(state));
  return {
    onDeath: (state, death) => (silencer(state, death) === undefined ? [{ key: spec.shot, seat: death.seat }] : []),
    deathLog(state, death) {
      const cause = silencer(state, death);
      return cause && `${death.seat} 号${spec.name}${silencedBy(cause)}，按规则不能开枪`;
    },
    dawnNote: (state, death) => (silencer(state, death) === undefined
      ? `${death.seat} 号${spec.name}可以开枪。` : `${death.seat} 号${spec.name}按规则不能开枪。`),
    night: [statusStep(spec, silencer)],
    day: [{ ...shotStep(spec.shot, `${spec.name}开枪`, spec.name), hiddenAs: 'skill', ...(spec.words && { words: spec.words }) }],
  };
}
