import type { WordCard } from '../../../../../typings/api';
import { UNDERCOVER_INFO } from './info';
import { undercoverRules } from './rules';
import type { UndercoverState } from './state';

const BLANK = UNDERCOVER_INFO.roles.find((r) => r.id === 'blank')!;

/** A 白板's card: no word, its name, and how it plays and wins under this room's 「白板阵营」. */
export function blankCard(state: UndercoverState): WordCard {
  const camp = undercoverRules(state.config.rules).blankCamp === 'solo'
    ? '本局白板单独一方：只剩规定人数时你还活着，你就获胜。'
    : '本局白板和卧底是一边的：卧底获胜，你也获胜。';
  return { word: null, roleName: BLANK.name, description: `你没有词。听别人描述，猜出大家的词，跟着描述别露馅。${camp}` };
}
