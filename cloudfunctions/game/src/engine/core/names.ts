// What the pages show of a game's ids: its camps' names and colours, its seat marks' names. The
// catalog lists them all; the views name what they carry, so no page keeps a copy.
import type { CampInfo, Card, RoleId } from '../../../../../typings/api';
import type { GameModule } from './module';

/** Every camp of the game, with its Chinese name and whether it plays against the table. */
export function campsOf(module: GameModule): CampInfo[] {
  return Object.entries(module.campNames).map(([id, name]) => ({ id, name, bad: isBadCamp(module, id) }));
}

export function isBadCamp(module: GameModule, camp: string): boolean {
  return (module.info.badCamps ?? []).includes(camp);
}

/** Whether a card, by the camp printed on it, plays against the table. */
export function isBadRole(module: GameModule, role: RoleId): boolean {
  const camp = module.info.roles.find((r) => r.id === role)?.camp;
  return camp !== undefined && isBadCamp(module, camp);
}

/** Every mark a seat of the game can carry, with its Chinese name. */
export function tagsOf(module: GameModule): { id: string; name: string }[] {
  return Object.entries(module.tagNames ?? {}).map(([id, name]) => ({ id, name }));
}

/** Seat marks in Chinese (a mark without a name is shown as it is rather than hidden). */
export function tagNamesOf(module: GameModule, tags: readonly string[]): string[] {
  return tags.map((t) => module.tagNames?.[t] ?? t);
}

/** A card with its camp named and coloured (a word card is as it is). */
export function namedCard(module: GameModule, card: Card): Card {
  if (!('role' in card)) return card;
  return { ...card, campName: module.campNames[card.camp] ?? '', bad: isBadCamp(module, card.camp) };
}
