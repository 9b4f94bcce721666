// Pure formatting shared by the pages: game names, phase headings, the room number's check. Camp and
// seat-mark names come from the server (services/names.ts).
import type { GameId } from '../../typings/api';

export const GAME_NAMES: Record<GameId, string> = {
  killer: '杀人游戏',
  werewolf: '狼人杀',
  undercover: '谁是卧底',
};

export function gameName(id: string): string {
  return id in GAME_NAMES ? GAME_NAMES[id as GameId] : '桌游';
}

export function phaseText(game: string, round: number, phase: 'night' | 'day'): string {
  if (game === 'undercover') return `第 ${round} 轮`;
  return phase === 'night' ? `第 ${round} 夜` : `第 ${round} 天`;
}

/** A room number: 6 digits, not starting with 0. Answers the Chinese reason, or null when fine. */
export function roomNoProblem(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return '房间号是 6 位数字';
  if (text.startsWith('0')) return '房间号不以 0 开头';
  return null;
}

/** A day action's text as the server words it, with `{target}` made the seat aimed at. */
export function actionText(text: string, target: number): string {
  return text.split('{target}').join(String(target));
}
