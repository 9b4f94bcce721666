import { holdersAnswer, NOBODY } from '../core/actors';
import { NO_INPUT, STILL } from './night-words';
import type { RoleKey } from './roles/keys';
import type { NightStepDef } from './roles/role';
import { tonightsDeaths } from './shots';
import type { Death, DeathCause, WerewolfState } from './state';
import { actor, rulesOf } from './table';

/**
 * A shooter's night status step under `night.shotStatus` (docs/rules.md §D.0): the judge shows him,
 * thumb up or down, whether he could shoot if he died tonight — false iff he dies tonight by a cause
 * that silences him. Called every night while the role is on the board, dead or alive.
 */
export function statusStep(
  key: NightStepDef['key'],
  role: RoleKey & ('hunter' | 'wolfKing'),
  silencer: (state: WerewolfState, death: Death) => DeathCause | undefined,
): NightStepDef {
  const name = role === 'hunter' ? '猎人' : '狼王';
  return {
    key, slot: 'status', nights: 'every',
    enabled: (state) => rulesOf(state)['night.shotStatus'],
    actors: (state) => (actor(state, role) === null ? NOBODY : holdersAnswer(state, role, 'time')),
    legal: () => NO_INPUT,
    words(state) {
      const say = [`${name}请睁眼。`, '你的开枪状态是（拇指向上：可以 / 向下：不能）。', `${name}请闭眼。`];
      const seat = actor(state, role);
      if (seat === null) return { title: `${name}开枪状态`, say, hint: `${name}已出局：${STILL}`, info: { canShoot: false } };
      const death = tonightsDeaths(state).find((d) => d.seat === seat);
      const canShoot = !(death && silencer(state, death));
      return {
        title: `${name}开枪状态`, say,
        hint: canShoot ? `${name} ${seat} 号今晚可以开枪：拇指向上 👍` : `${name} ${seat} 号今晚死亡且不能开枪：拇指向下 👎`,
        info: { canShoot },
      };
    },
  };
}
