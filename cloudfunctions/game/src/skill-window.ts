// 自动主持 with cards hidden, on a board with death skills (a gun, a charm): a death must not tell
// whether it had one. A skill step shows as the neutral 「技能」 (its waiting list withheld); after a
// death that calls for none, the same 「技能」 shows for the same time before the next step, and nobody
// acts in it. A death the host reads out (dawn, the exile) counts once it has been read, where its
// skill would come.
import type { DayActions, SeatNo, Step } from '../../../typings/api';
import { autoRules } from './engine/core/auto-options';
import { isAuto, type AutoState, type Room } from './engine/core/room';
import { toldDead } from './engine/core/signal';
import { gameModule } from './engine/registry';
import { NEUTRAL_SKILL_LINE } from './engine/werewolf/announce';

export const SKILL_STEP = { key: 'day.skill', title: '技能', say: [NEUTRAL_SKILL_LINE] };

/** Whether the table hears `step` as the neutral 「技能」. */
export function heardAsSkill(room: Room, step: Step): boolean {
  const { state } = room.match;
  return gameModule(state.game).publicStepKey?.(state, step.key) === SKILL_STEP.key;
}

/**
 * For a step that has just opened: the window in front of it (when deaths were told since the last
 * skill or window and it is not itself a skill step), and the deaths now followed by one. The step's
 * own time starts after the window (`delayMs`).
 */
export function windowFor(room: Room, step: Step, previous: AutoState | undefined, now: number):
  { fields: Pick<AutoState, 'skill' | 'toldDead' | 'windows'>; delayMs: number } {
  if (!isAuto(room)) return { fields: {}, delayMs: 0 };
  const { state } = room.match;
  const module = gameModule(state.game);
  const told = toldDead(module, room);
  const before = previous?.toldDead ?? told;
  // A step heard as the skill asks it, read out or not (a judge's question, kept in a room the
  // table switched to 自动主持): no window besides.
  if (heardAsSkill(room, step)) return { fields: { toldDead: told }, delayMs: 0 };
  // A death is told by a step the host reads (dawn, the exile): its skill (or the window) comes after.
  if (step.actors?.kind === 'host') return { fields: { toldDead: before }, delayMs: 0 };
  const fresh = told.some((seat) => !before.includes(seat));
  if (!fresh || state.phase !== 'day' || !module.hidesDeathSkills?.(state)) {
    return { fields: { toldDead: told }, delayMs: 0 };
  }
  const seconds = autoRules(state.config.rules)['auto.voteSeconds'];
  const windows = (previous?.windows ?? 0) + 1;
  return { fields: { toldDead: told, skill: { stepId: step.id, endsAt: now + seconds * 1000, seconds }, windows }, delayMs: seconds * 1000 };
}

/** The auto state once an expired window is gone (the table moves on to the step behind it). */
export function afterWindow(auto: AutoState, now: number): AutoState {
  if (!auto.skill || auto.pausedAt !== undefined || now < auto.skill.endsAt) return auto;
  const { skill, ...rest } = auto;
  return { ...rest, newsSaid: skill.stepId };
}

/**
 * The open step as the seats act on it: while its 「技能」 window stands in front of it, only the day
 * actions a skill's own step allows too (a 自爆 may come, a duel waits for the speeches).
 */
export function actingStep(room: Room, step: Step): Step {
  if (room.auto?.skill?.stepId !== step.id || !step.dayActions) return step;
  const { state } = room.match;
  const allowed = gameModule(state.game).skillStepDayActions?.(state) ?? {};
  const open = (Object.entries(step.dayActions) as [keyof DayActions, SeatNo[]][])
    .map(([kind, seats]) => [kind, seats.filter((seat) => allowed[kind]?.includes(seat))] as const)
    .filter(([, seats]) => seats.length > 0);
  return { ...step, dayActions: Object.fromEntries(open) };
}
