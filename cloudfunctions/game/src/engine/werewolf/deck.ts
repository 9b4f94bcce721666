import type { DeckInfo, RoleCounts } from '../../../../../typings/api';
import { deckProblem } from '../core/deck';
import { ROLES } from './roles';

/**
 * What a werewolf deck must hold (docs/rules.md §B.2, §D.0): the thief's two centre cards, a meeting
 * wolf (a wolf-camp card that kills with the team: 狼人, 狼王 …; a lone wolf alone is not a pack),
 * exactly one checker of the seer's slot (预言家, 通灵师 or 纯白之女), a villager, each unique role once.
 */
export function werewolfDeck(): DeckInfo {
  const pack = ROLES.filter((r) => r.camp === 'wolf' && !r.lone);
  const [seer, ...others] = ROLES.filter((r) => r.checker);
  const names = [seer, ...others].map((r) => r.name);
  const either = `${names.slice(0, -1).join('、')}或${names[names.length - 1]}`;
  return {
    extra: { role: 'thief', cards: 2, message: '有盗贼时身份牌须比人数多 2 张（两张底牌）' },
    rules: [
      {
        role: 'werewolf', countsWith: pack.filter((r) => r.id !== 'werewolf').map((r) => r.id), min: 1,
        message: `至少需要 1 名和狼队一起袭击的狼（${pack.map((r) => r.name).join('、')}之一）`,
      },
      { role: seer.id, countsWith: others.map((r) => r.id), min: 1, max: 1, message: `须有且只有 1 名${either}` },
      { role: 'villager', min: 1, message: '至少需要 1 名村民' },
      ...ROLES.filter((r) => r.unique).map((r) => ({ role: r.id, max: 1, message: `${r.name}最多只能有 1 名` })),
    ],
  };
}

/** Why a werewolf deck cannot be played (in Chinese), or null. */
export function checkWerewolfRoles(players: number, roles: RoleCounts): string | null {
  return deckProblem(werewolfDeck(), players, roles, {});
}
