import type { GameInfo } from '../../../../../typings/api';
import { werewolfDeck } from './deck';
import { werewolfOptions } from './options';
import { ROLES } from './roles';

/** The marks a seat can carry: the badge, and those the roles put on seats (情侣, 已亮牌…). */
export const WEREWOLF_TAG_NAMES: Record<string, string> = {
  sheriff: '警长',
  ...Object.fromEntries(ROLES.flatMap((r) => Object.entries(r.tags ?? {}))),
};

export const WEREWOLF_INFO: Omit<GameInfo, 'presets' | 'defaultRoles'> = {
  id: 'werewolf',
  name: '狼人杀',
  minPlayers: 8,
  maxPlayers: 18,
  roles: ROLES.map(({ id, name, camp, description }) => ({ id, name, camp, description })),
  options: werewolfOptions(),
  deck: werewolfDeck(),
  badCamps: ['wolf'],
  startPlayers: 12,
};
