import type { RoleCounts } from '../../../../../typings/api';
import type { PresetDefinition } from '../core/module';

/** docs/rules.md §C.2: undercovers and blanks by player number; civilians are the rest. */
const TABLE: readonly { upTo: number; undercover: number; blank: number }[] = [
  { upTo: 5, undercover: 1, blank: 0 },
  { upTo: 8, undercover: 1, blank: 1 },
  { upTo: 11, undercover: 2, blank: 1 },
  { upTo: 14, undercover: 3, blank: 1 },
  { upTo: 17, undercover: 4, blank: 1 },
  { upTo: 20, undercover: 5, blank: 1 },
];

/**
 * The decks a preset handed out. A preset's `roles(players)` cannot see the rules, so the default
 * deck always has the table's blank. When `blank.enabled` is false, that default deck is accepted by
 * `checkRoles` and its blanks are dealt as civilians (the deck's fold, roles.ts); a deck the judge
 * typed (`createRoom.roles`) with blanks under `blank.enabled: false` is refused. The decks are told
 * apart by identity: the core passes the preset's object on to `checkRoles` unchanged when the judge
 * gave no roles.
 */
const PRESET_DECKS = new WeakSet<object>();

export function isPresetDeck(roles: RoleCounts): boolean {
  return PRESET_DECKS.has(roles);
}

/** The default deck for `players` seats (with the table's blank; see PRESET_DECKS). */
export function standardRoles(players: number): RoleCounts {
  const row = TABLE.find((r) => players <= r.upTo) ?? TABLE[TABLE.length - 1];
  const roles: RoleCounts = { civilian: players - row.undercover - row.blank, undercover: row.undercover };
  if (row.blank > 0) roles.blank = row.blank;
  PRESET_DECKS.add(roles);
  return roles;
}

export const UNDERCOVER_PRESETS: PresetDefinition[] = [
  {
    id: 'standard', name: '标准局', players: [4, 20], rules: {}, roles: standardRoles,
    summary: '卧底随人数增加，6 人起 1 白板',
    description: '4–5 人 1 卧底；6–8 人 1 卧底 1 白板；9–11 人 2 卧底；12–14 人 3 卧底；15–17 人 4 卧底；18–20 人 5 卧底（6 人起各 1 白板），其余是平民。',
  },
];
