// Pure formatting shared by the pages: phase headings in the server's words, the room number's
// check. Game, camp and seat-mark names come from the server (services/names.ts).
import type { PhaseNames } from '../../typings/api';

/** A server's text with its `{key}` placeholder made `value`. */
function filled(text: string, key: string, value: number): string {
  return text.split(`{${key}}`).join(String(value));
}

/** A night's or a day's heading as the game names it (`names` from the view: 第 {n} 夜 …). */
export function phaseText(names: PhaseNames, round: number, phase: 'night' | 'day'): string {
  return filled(names[phase], 'n', round);
}

/** A room number: 6 digits, not starting with 0. Answers the Chinese reason, or null when fine. */
export function roomNoProblem(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return '房间号是 6 位数字';
  if (text.startsWith('0')) return '房间号不以 0 开头';
  return null;
}

/** A day action's text as the server words it, with `{target}` made the seat aimed at. */
export function actionText(text: string, target: number): string {
  return filled(text, 'target', target);
}
