import type { DeckInfo, RoleCounts } from '../../../../../typings/api';
import { deckProblem } from '../core/deck';
import { book } from './book';

/**
 * What a werewolf deck must hold (docs/rules.md §B.2, §D.0): the centre cards a card brings (the
 * thief's two), a meeting wolf (a wolf-camp card that kills with the team: 狼人, 狼王 …; a lone wolf
 * alone is not a pack), at most one checker of the seer's slot (预言家, 通灵师 or 纯白之女: a board may
 * have none), the least count a card asks for (a villager), each unique role once.
 */
export function werewolfDeck(): DeckInfo {
  const roles = book().roles;
  const [wolf, ...pack] = roles.filter((r) => r.camp === 'wolf' && !r.lone);
  const [seer, ...others] = roles.filter((r) => r.checker);
  const names = [seer, ...others].map((r) => r.name);
  const all = `${names.slice(0, -1).join('、')}和${names[names.length - 1]}`;
  const extra = roles.find((r) => r.extraCards);
  return {
    ...(extra?.extraCards && { extra: { role: extra.id, ...extra.extraCards } }),
    rules: [
      {
        role: wolf.id, countsWith: pack.map((r) => r.id), min: 1,
        message: `至少需要 1 名和狼队一起袭击的狼（${[wolf, ...pack].map((r) => r.name).join('、')}之一）`,
      },
      { role: seer.id, countsWith: others.map((r) => r.id), max: 1, message: `${all}占同一个位置，最多只能有 1 名` },
      ...roles.flatMap((r) => (r.deckMin ? [{ role: r.id, ...r.deckMin }] : [])),
      ...roles.filter((r) => r.unique).map((r) => ({ role: r.id, max: 1, message: `${r.name}最多只能有 1 名` })),
    ],
  };
}

/** Why a werewolf deck cannot be played (in Chinese), or null. */
export function checkWerewolfRoles(players: number, roles: RoleCounts): string | null {
  return deckProblem(werewolfDeck(), players, roles, {});
}
