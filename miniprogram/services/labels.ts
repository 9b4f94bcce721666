// Chinese names for the ids the API uses, shared by the pages.
import type { GameId } from '../../typings/api';

export const GAME_NAMES: Record<GameId, string> = {
  killer: '杀人游戏',
  werewolf: '狼人杀',
  undercover: '谁是卧底',
};

export function gameName(id: string): string {
  return id in GAME_NAMES ? GAME_NAMES[id as GameId] : '桌游';
}

const CAMP_NAMES: Record<string, string> = {
  killer: '杀手阵营',
  good: '好人阵营',
  wolf: '狼人阵营',
  lovers: '情侣阵营',
  third: '第三方',
  civilian: '平民阵营',
  undercover: '卧底阵营',
  solo: '白板阵营',
};

export function campName(camp: string): string {
  return CAMP_NAMES[camp] ?? '';
}

/** Camps that play against the table, drawn in red on the judge's grid. */
const BAD_CAMPS = new Set(['killer', 'wolf', 'undercover']);

export function isBadCamp(camp: string): boolean {
  return BAD_CAMPS.has(camp);
}

const TAG_NAMES: Record<string, string> = {
  sheriff: '警长',
  lover: '情侣',
  revealed: '已亮牌',
  silenced: '禁言',
  idiot: '白痴',
  thief: '盗贼',
  cupid: '丘比特',
  guarded: '被守护',
  poisoned: '中毒',
  saved: '被救',
  candidate: '警上',
};

/** A seat tag in Chinese (an unknown tag is shown as it is rather than hidden). */
export function tagName(tag: string): string {
  return TAG_NAMES[tag] ?? tag;
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
