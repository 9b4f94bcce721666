/**
 * The night's slots, in calling order (docs/rules.md §B.3, extended by the modern boards' slots). A role's
 * night step names its slot; steps of one slot come in the registry's order. `night.close` comes
 * before every slot.
 */
export const NIGHT_SLOTS = [
  'thief', 'cupid', 'lovers', 'model', 'magician', 'nightmare', 'dreamweaver', 'guard', 'crow',
  'checkBeforeWolves', 'wolves', 'wolfBeauty', 'wolfWitch', 'hiddenWolf', 'gargoyle', 'mechanicalWolf',
  'checkAfterWolves', 'witch', 'checkAfterWitch', 'demonHunter', 'status', 'gravedigger',
] as const;

export type NightSlot = (typeof NIGHT_SLOTS)[number];

/** Which nights a step is called: the first only (n1), from the second on (n2+), or every night. */
export type Nights = 'first' | 'later' | 'every';
