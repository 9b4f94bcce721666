import { recordAct } from '../../core/events';
import { addLog } from '../../core/seats';
import { holdersAnswer, NOBODY } from '../../core/actors';
import { dead, NO_INPUT, seatsOf, STILL } from '../night-words';
import type { NightSlot } from './order';
import { absence, actor, holdsKnife, roleName, wolfTargets } from '../table';
import type { RoleKey, RoleNightKey } from '../keys';
import type { NightStepSpec } from './define';

/**
 * A lone wolf's kill step (docs/rules.md §D.0.1): called every night from the first, with the same
 * lines whether or not it holds the knife — only the judge's gesture tells the wolf — so the call
 * never tells the table that the team is dead. With the knife it kills alone: its target is the
 * night's wolf target, against which guard, antidote and 同守同救 work as for the team's.
 */
export function loneKillStep(role: RoleKey, name: string, key: RoleNightKey, slot: NightSlot): NightStepSpec {
  const title = `${name}袭击`;
  const say = [`${name}请睁眼。`, `${name}请闭眼。`];
  return {
    key, slot, nights: 'every',
    actors: (state) => (holdsKnife(state, role) ? holdersAnswer(state, role) : NOBODY),
    legal(state) {
      if (!holdsKnife(state, role)) return NO_INPUT;
      return {
        input: { type: 'seats', min: 0, max: 1, options: wolfTargets(state) },
        refuse: (s) => (state.seats[s - 1].alive ? `${roleName(state.seats[s - 1].role)}不能被狼人袭击` : dead(s)),
        passLabel: '空刀',
      };
    },
    words(state) {
      const seat = actor(state, role);
      if (seat === null) return { title, say, hint: `${absence(state, role)}：${STILL}` };
      if (!holdsKnife(state, role)) {
        return { title, say, hint: `${name}：${seat} 号。其他狼人还活着，他还不带刀：向他摇手示意今晚不能袭击。${STILL}` };
      }
      return {
        title, say,
        hint: `${name}：${seat} 号。狼队已全部出局，他带刀：向他做带刀手势（手掌横切），点选他指的玩家；他不袭击时不选。`,
      };
    },
    apply(draft, input) {
      if (!holdsKnife(draft, role)) return;
      const [target] = seatsOf(input);
      draft.x.target = target ?? null;
      const text = target === undefined ? `${name}带刀，今晚没有袭击` : `${name}带刀，选择袭击 ${target} 号`;
      addLog(draft, text);
      recordAct(draft, { key, role, actors: draft.seats.filter((s) => s.alive && s.role === role).map((s) => s.seat), targets: target === undefined ? [] : [target], text });
    },
  };
}
