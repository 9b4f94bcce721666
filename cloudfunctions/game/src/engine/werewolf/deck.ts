import type { RoleCounts } from '../../../../../typings/api';
import { ROLES } from './roles';
import { roleName } from './table';

/** Why a werewolf deck cannot be played (in Chinese), or null (docs/rules.md §B.2). */
export function checkWerewolfRoles(players: number, roles: RoleCounts): string | null {
  const count = (role: string): number => roles[role] ?? 0;
  const total = Object.values(roles).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const thief = count('thief') > 0;
  const expected = thief ? players + 2 : players;
  if (total !== expected) {
    return thief
      ? `有盗贼时身份牌须比人数多 2 张（两张底牌）：应为 ${expected} 张，现在是 ${total} 张`
      : `身份数之和须等于人数 ${players}（现在是 ${total}）`;
  }
  if (count('werewolf') < 1) return '至少需要 1 名狼人';
  if (count('seer') !== 1) return '须有且只有 1 名预言家';
  if (count('villager') < 1) return '至少需要 1 名村民';
  for (const role of ROLES) {
    if (role.unique && count(role.id) > 1) return `${roleName(role.id)}最多只能有 1 名`;
  }
  return null;
}
