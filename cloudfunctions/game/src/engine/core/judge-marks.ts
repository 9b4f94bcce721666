// The judge's marks: a short word on each seat the open step is about, so he points at the right
// player (tonight's victim, the seat just checked and what it is, the tied players, the seats whose
// skill is blocked, the teammates shown). Worded from the shape of the step's info, as a phone's facts
// are; a game whose step has another shape words its own (module.judgeMarks).
import type { SeatMark, Step } from '../../../../../typings/api';
import { roleName } from './config';
import type { GameModule } from './module';
import { seatsIn, shownAs } from './prompt-facts';
import type { GameState } from './state';

export function judgeMarks(module: GameModule, state: GameState, step: Step): SeatMark[] {
  const own = module.judgeMarks?.(state);
  if (own) return own;
  const info = step.info ?? {};
  const marks: SeatMark[] = [];
  const mark = (seats: readonly number[] | undefined, text: string) => {
    for (const seat of seats ?? []) if (!marks.some((m) => m.seat === seat)) marks.push({ seat, text });
  };
  mark(seatsIn(info.victims) ?? seatsIn(info.victim), '被杀');
  mark(seatsIn(info.tied), '平票');
  const shown = typeof info.roleName === 'string' ? info.roleName : shownAs(info, (id) => roleName(module, id));
  if (shown !== undefined) mark(seatsIn(info.seat), shown);
  mark(seatsIn(info.blocked), '技能无效');
  mark(seatsIn(info.wolves), '狼队友');
  return marks;
}
