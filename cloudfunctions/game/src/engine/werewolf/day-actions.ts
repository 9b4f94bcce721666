import type { Step } from '../../../../../typings/api';
import { roleOf } from './roles';
import type { WerewolfState } from './state';
import { rulesOf } from './table';

/** Who may do what by day right now: 自爆 by a living role that may, where the rules allow it. */
export function dayActions(state: WerewolfState): NonNullable<Step['dayActions']> {
  if (!rulesOf(state).selfDestruct) return {};
  const explode = state.seats.filter((s) => s.alive && roleOf(s.role).explodes).map((s) => s.seat);
  return explode.length > 0 ? { explode } : {};
}
