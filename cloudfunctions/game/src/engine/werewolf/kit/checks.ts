import { livingSeats } from '../../core/seats';
import type { RoleKey } from '../keys';
import { dead, NO_INPUT } from '../night-words';
import type { Legality } from '../role-def';
import type { WerewolfState } from '../state';
import { actor, rulesOf } from '../table';
import type { NightSlot } from './order';

/** What a checker of the seer's slot (预言家, 通灵师, 纯白之女) may check: one other living player. */
export function checkOther(role: RoleKey, name: string): (state: WerewolfState) => Legality {
  return (state) => {
    const seat = actor(state, role);
    if (seat === null) return NO_INPUT;
    return {
      input: { type: 'seats', min: 1, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
      refuse: (s) => (s === seat ? `${name}不能查验自己` : dead(s)),
    };
  };
}

/** Where the checkers open their eyes under `night.seerStep` (docs/rules.md §D.0). */
export function checkSlot(state: WerewolfState): NightSlot {
  const step = rulesOf(state)['night.seerStep'];
  return step === 'afterWitch' ? 'checkAfterWitch' : step === 'afterWolves' ? 'checkAfterWolves' : 'checkBeforeWolves';
}
