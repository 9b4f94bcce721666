/**
 * The compiler-checked names the roles declare, each role file adding its own with
 * `declare module '../kit'` (so a new role edits no shared list).
 */

/** Every role id. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RoleIds {}

/** Every step key a role declares (`night.*`, `day.*`). */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RoleStepKeys {}

/** Every role's options table, by role id (the literal types give the typed rule reader). */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RoleOptions {}

export type RoleOption = RoleOptions[keyof RoleOptions] extends readonly (infer O)[] ? O : never;

/**
 * Each role's own facts in the stored state (`x.roles[roleId]`), declared by the role file; the
 * classic roles keep theirs in WerewolfFacts, where stored rooms have them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RoleFacts {}

export type RoleKey = keyof RoleIds & string;
export type RoleNightKey = Extract<keyof RoleStepKeys, `night.${string}`>;
export type RoleDayKey = Extract<keyof RoleStepKeys, `day.${string}`>;
