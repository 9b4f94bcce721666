import type { GameInfo } from '../../../../../typings/api';
import { WEREWOLF_OPTIONS } from './options';
import { WEREWOLF_ROLES } from './roles';

export const WEREWOLF_INFO: Omit<GameInfo, 'presets' | 'defaultRoles'> = {
  id: 'werewolf',
  name: '狼人杀',
  minPlayers: 8,
  maxPlayers: 18,
  roles: WEREWOLF_ROLES,
  options: WEREWOLF_OPTIONS,
};
