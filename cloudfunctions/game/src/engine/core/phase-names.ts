import type { PhaseNames } from '../../../../../typings/api';
import type { GameModule } from './module';

const NIGHTS_AND_DAYS: PhaseNames = { night: '第 {n} 夜', day: '第 {n} 天' };

/** How `module` names its nights and days (most games: 第 2 夜, 第 2 天). */
export function phaseNamesOf(module: GameModule): PhaseNames {
  return module.phaseNames ?? NIGHTS_AND_DAYS;
}

/** The heading of round `round`'s night or day. */
export function phaseTitle(names: PhaseNames, round: number, phase: 'night' | 'day'): string {
  return names[phase].split('{n}').join(String(round));
}
