import type { WerewolfState } from './state';

/**
 * A werewolf state stored by an earlier release in today's shape: the first release kept one cause
 * per death (`cause`), today's rules read them all (`causes`).
 */
export function upgradeWerewolf(draft: WerewolfState): void {
  for (const death of draft.x.deaths) death.causes ??= [death.cause];
}
