import type { GameId } from '../../../../typings/api';

/**
 * Every game's name, in catalog order: the one list of them, read by each game's info and by the
 * 圈子 function (which keeps no engine), and passed to the pages in the answers that name a game.
 */
export const GAME_NAMES: Readonly<Record<GameId, string>> = {
  killer: '杀人游戏',
  werewolf: '狼人杀',
  undercover: '谁是卧底',
};
