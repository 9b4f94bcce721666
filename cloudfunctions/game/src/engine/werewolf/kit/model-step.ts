import type { SeatNo } from '../../../../../../typings/api';
import { holdersAnswer } from '../../core/actors';
import { recordAct } from '../../core/events';
import { addLog, livingSeats } from '../../core/seats';
import { dead, NO_INPUT, seatsOf, STILL } from '../night-words';
import type { WerewolfState } from '../state';
import { absence, actor } from '../table';
import type { RoleFacts, RoleNightKey } from '../keys';
import type { NightStepSpec } from './define';

/** A model picker's facts: the seat he picked on the first night. */
export interface ModelFacts { model: SeatNo }

/** The roles whose facts are a model's (the slacker, the wild child: docs/rules.md §D.4.3, §D.4.4). */
type ModelRole = { [R in keyof RoleFacts]: RoleFacts[R] extends ModelFacts ? R : never }[keyof RoleFacts];

/** The model `role` picked, or null before (or without) the pick. */
export function modelOf(state: WerewolfState, role: ModelRole): SeatNo | null {
  return state.x.roles?.[role]?.model ?? null;
}

/**
 * The first-night step where the slacker or the wild child picks his model: one other living player,
 * whose card he is not shown (docs/rules.md §D.4.3). Only he and the judge ever learn whom he picked.
 */
export function modelStep(role: ModelRole, name: string, key: RoleNightKey): NightStepSpec {
  const title = `${name}选榜样`;
  const say = [`${name}请睁眼，请选择你的榜样。`, `${name}请闭眼。`];
  return {
    key, slot: 'model', nights: 'first',
    actors: (state) => holdersAnswer(state, role),
    legal(state) {
      const seat = actor(state, role);
      if (seat === null) return NO_INPUT;
      return {
        input: { type: 'seats', min: 1, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
        refuse: (s) => (s === seat ? `${name}不能选自己做榜样` : dead(s)),
      };
    },
    words(state) {
      const seat = actor(state, role);
      if (seat === null) return { title, say, hint: `${absence(state, role)}：${STILL}` };
      return { title, say, hint: `${name}：${seat} 号。点选他指的榜样（另一名玩家）；不要让他知道榜样的身份。` };
    },
    apply(draft, input) {
      const seat = actor(draft, role);
      const [model] = seatsOf(input);
      if (seat === null || model === undefined) return;
      draft.x.roles = { ...draft.x.roles, [role]: { model } };
      const text = `${name} ${seat} 号选择 ${model} 号为榜样`;
      addLog(draft, text);
      recordAct(draft, { key, role, actors: [seat], targets: [model], text });
    },
  };
}
