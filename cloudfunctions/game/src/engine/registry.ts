import type { GameId } from '../../../../typings/api';
import { badRequest } from './core/errors';
import type { GameModule } from './core/module';
import { killerGame } from './killer';
import { undercoverGame } from './undercover';
import { createWerewolf } from './werewolf';
import { ROLES } from './werewolf/roles';

/** 狼人杀 with the catalog's roles. */
export const werewolfGame = createWerewolf(ROLES);

/** Every playable game, in catalog order. */
export const GAMES: GameModule[] = [killerGame, werewolfGame, undercoverGame];

export function findGame(id: unknown): GameModule | undefined {
  return GAMES.find((g) => g.info.id === id);
}

export function gameModule(id: GameId): GameModule {
  const module = findGame(id);
  if (!module) throw badRequest(`暂不支持这个游戏：${id}`);
  return module;
}
