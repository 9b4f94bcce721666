import type { GameInfo } from '../../../../../typings/api';
import { werewolfDeck } from './deck';
import { werewolfOptions } from './options';
import { ROLES } from './roles';

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
