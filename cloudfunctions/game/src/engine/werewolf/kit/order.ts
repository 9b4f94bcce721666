/**
 * The night's slots, in calling order (docs/rules.md §B.3, extended by the modern boards' slots). A role's
 * night step names its slot; steps of one slot come in the registry's order. `night.close` comes
 * before every slot. The kernel sees only each step's rank in this list (`defineRole`).
 */
export const NIGHT_SLOTS = [
  'thief', 'cupid', 'lovers', 'model', 'magician', 'nightmare', 'dreamweaver', 'guard', 'crow',
  'checkBeforeWolves', 'wolves', 'wolfBeauty', 'wolfWitch', 'hiddenWolf', 'gargoyle', 'mechanicalWolf',
  'checkAfterWolves', 'witch', 'checkAfterWitch', 'demonHunter', 'status', 'gravedigger',
] as const;

export type NightSlot = (typeof NIGHT_SLOTS)[number];

/** A slot's place in the night (-1 for a name that is no slot). */
export function slotRank(slot: string): number {
  return (NIGHT_SLOTS as readonly string[]).indexOf(slot);
}

/**
 * The stages of the night's resolution at dawn, in order (docs/rules.md §B.5, extended by the modern
 * boards' list). A role's dawn hook names its stage; hooks of one stage run in the registry's order.
 * `poisonSpent` follows every poison of the night (the demon hunter's immunity). The lovers' link is
 * applied by the deaths themselves, after every stage. `blocks` has no hook: a blocked player's step
 * takes no input, so nothing he would have done reaches the dawn (docs/rules.md §D.0.2).
 */
export const DAWN_STAGES = [
  'swap', 'blocks', 'wolfKill', 'poison', 'poisonSpent', 'hunt', 'reflection', 'charm', 'dream', 'bloodMoon',
] as const;

export type DawnStage = (typeof DAWN_STAGES)[number];
