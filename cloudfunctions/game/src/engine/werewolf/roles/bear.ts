import type { SeatNo } from '../../../../../../typings/api';
import { defineRole, HOST, MORNING, NO_INPUT, recordAct, type WerewolfState, wolfAt } from '../kit';

/**
 * 熊 (optional role, a god with no night step): each dawn, first thing — day 1 before the election —
 * the judge says whether the bear roars: it lives and a nearest living neighbour is wolf-camp.
 */
export const bear = defineRole({
  id: 'bear', name: '熊', camp: 'good', class: 'god', unique: true,
  description: '你没有夜间能力。每天天亮时，如果你还活着，而你两边最近的活着的玩家中有狼人，就会宣布「熊咆哮了」；否则宣布「熊没有咆哮」。',
  day: [{
    key: 'day.bear', stage: 'opening',
    actors: () => HOST,
    legal: () => NO_INPUT,
    words(state, step) {
      const roar = roars(state, step.seat);
      return {
        title: '熊', say: [MORNING, roar ? '熊咆哮了。' : '熊没有咆哮。'],
        hint: `熊：${step.seat} 号${state.seats[step.seat - 1].alive ? '' : '（已出局）'}。${roar ? '他两边最近的活着的玩家中有狼人。' : ''}`,
        info: { roar },
      };
    },
    apply(draft, step) {
      const roar = roars(draft, step.seat);
      const text = `熊（${step.seat} 号）${roar ? '咆哮了' : '没有咆哮'}`;
      recordAct(draft, { key: 'day.bear', role: 'bear', actors: [step.seat], targets: [], result: roar ? 'roar' : 'quiet', text });
    },
  }],
});

/** The bear lives and the nearest living seat on his left or right is wolf-camp. */
function roars(state: WerewolfState, seat: SeatNo): boolean {
  if (!state.seats[seat - 1].alive) return false;
  const n = state.seats.length;
  const nearest = (dir: number) => {
    for (let i = 1; i < n; i++) {
      const s = state.seats[(seat - 1 + dir * i + n) % n];
      if (s.alive) return s;
    }
    return undefined;
  };
  return [nearest(1), nearest(-1)].some((s) => s !== undefined && wolfAt(state, s.seat));
}

declare module '../kit' {
  interface RoleIds { bear: true }
  interface RoleStepKeys { 'day.bear': true }
}
