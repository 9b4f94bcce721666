import type { GameInfo } from '../../../../../typings/api';
import { GAME_NAMES } from '../game-names';
import { book } from './book';
import { werewolfDeck } from './deck';
import { werewolfGuide } from './guide';
import { werewolfOptions } from './options';

/** The marks a seat can carry: the badge, and those the roles put on seats (情侣, 已亮牌…). */
export function werewolfTagNames(): Record<string, string> {
  return { sheriff: '警长', ...Object.fromEntries(book().roles.flatMap((r) => Object.entries(r.tags ?? {}))) };
}

/** The catalog entry of 狼人杀, with the roles of the book in use. */
export function werewolfInfo(): Omit<GameInfo, 'presets' | 'defaultRoles'> {
  return {
    id: 'werewolf',
    name: GAME_NAMES.werewolf,
    minPlayers: 8,
    maxPlayers: 18,
    roles: book().roles.map(({ id, name, camp, description, guide }) => ({ id, name, camp, description, ...(guide && { guide }) })),
    options: werewolfOptions(),
    deck: werewolfDeck(),
    badCamps: ['wolf'],
    startPlayers: 12,
    guide: werewolfGuide(),
  };
}
