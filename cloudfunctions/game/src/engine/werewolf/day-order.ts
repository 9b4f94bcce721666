/**
 * Where a role's day step enters the day planned at dawn (docs/rules.md §B.6): `opening` steps come
 * first of all, before an election held ahead of the deaths (the bear's roar).
 */
export const DAY_STAGES = ['opening', 'election', 'dawn', 'speech', 'lateElection', 'vote'] as const;

export type DayStage = (typeof DAY_STAGES)[number];
