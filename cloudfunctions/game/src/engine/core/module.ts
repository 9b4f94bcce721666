import type { Card, DayActions, GameInfo, PhaseNames, PromptInfo, RoleCounts, RoleId, RuleSet, SeatMark, SeatNo, WordCategoryInfo } from '../../../../../typings/api';
import type { WordPair } from '../words/pairs';
import type { WordSupply } from '../words/supply';
import type { Rng } from './rng';
import type { GameConfig, GameState, ParsedInput, StepDescription, StepState } from './state';

export interface PresetDefinition {
  id: string;
  name: string;
  /** One line for the list of boards (the create page shows it under the name). */
  summary: string;
  description: string;
  players: [number, number];
  /** Option values that differ from the option defaults. */
  rules: RuleSet;
  roles(players: number): RoleCounts;
}

/** What a module deals: the new game and what it keeps for the next deal in the same room. */
export interface Deal<S> { state: S; carry: unknown }

/**
 * A game plugs into the core through this interface. The core owns rooms, config parsing,
 * input shapes, step ids, undo and views; the module owns roles, steps, resolution and wins.
 */
export interface GameModule<X = unknown, P extends StepState = StepState> {
  /** id, name, players range, roles and options; presets and defaultRoles are filled in from `presets`. */
  info: Omit<GameInfo, 'presets' | 'defaultRoles'>;
  presets: PresetDefinition[];
  /** Chinese reason why the role counts cannot be played, or null. */
  checkRoles(players: number, roles: RoleCounts, rules: RuleSet): string | null;
  /** Option values that depend on the player count, used where neither the room nor the preset sets them. */
  ruleDefaults?(players: number): RuleSet;
  /** Checks game-specific createRoom parameters (the undercover words); throws BAD_REQUEST. */
  checkExtra?(params: { words?: unknown }): Pick<GameConfig, 'words'>;
  /**
   * Deals a new game. `carry` is what the previous deal in this room left (undefined at first);
   * `words`, the word bank and what the tables taught it (games with words; without it, such a
   * game can deal only the judge's typed words).
   */
  deal(config: GameConfig, rng: Rng, carry: unknown, words?: WordSupply): Deal<GameState<X, P>>;
  /**
   * 换一组 (games with words): a new deal keeping `dealt`'s seats and roles with another word pair.
   * `current` is where the game stands (the module refuses with ILLEGAL_MOVE once it is too late).
   */
  redraw?(dealt: GameState<X, P>, current: GameState<X, P>, rng: Rng, carry: unknown, words?: WordSupply): Deal<GameState<X, P>>;
  /**
   * Games that draw from the word bank: the bank pair this deal plays, rated by its players after
   * the end and counted in the bank's stats; null for a judge's typed pair (never rated nor stored).
   */
  bankPair?(state: GameState<X, P>): string | null;
  /** Games that draw from the word bank: the catalog's count of its pairs by category. */
  wordCategories?(pairs: readonly WordPair[]): WordCategoryInfo[];
  describe(state: GameState<X, P>): StepDescription;
  /** Applies an input the core has shape-checked; mutates the draft; throws ILLEGAL_MOVE. */
  advance(draft: GameState<X, P>, input: ParsedInput): void;
  /**
   * A state stored by an earlier release, brought to the shape today's rules read: facts it was
   * stored without, filled in from what it holds. Mutates the draft.
   */
  upgrade?(draft: GameState<X, P>): void;
  /**
   * 离场: `seat` leaves with no substitute. It is out at once with no skill and no
   * last words, the win is checked, and the current step goes on without it. Mutates the draft;
   * GAME_OVER after the end, ILLEGAL_MOVE for a seat already out.
   */
  leave(draft: GameState<X, P>, seat: SeatNo): void;
  card(state: GameState<X, P>, seat: number): Card;
  /** The boolean rule that shows a dead seat's card to the table (default `reveal.onDeath`). */
  revealRule?: string;
  /** A death that keeps the card hidden even under that rule (the hunted wolf); absent: none. */
  hidesDeadCard?(state: GameState<X, P>, seat: SeatNo): boolean;
  /**
   * The camp a seat plays for at the end of the deal (a wolf–human couple: 'lovers'): the seats of
   * the winning camp are the winners.
   */
  campOf(state: GameState<X, P>, seat: SeatNo): string;
  /** Whether the seat plays against the table now, when its card's camp alone does not say (a wild child who turned wolf). */
  badNow?(state: GameState<X, P>, seat: SeatNo): boolean;
  /** The Chinese names of the camps `campOf` and the winners name (狼人阵营). */
  campNames: Record<string, string>;
  /** The Chinese names of the marks a seat can carry (警长); a game without marks has none. */
  tagNames?: Record<string, string>;
  /** How the game names its nights and days, `{n}` the round (default 第 {n} 夜, 第 {n} 天): headings on every page. */
  phaseNames?: PhaseNames;
  /** Seats already dead whose deaths the judge has not announced yet (the night's dead before dawn is read). */
  unannouncedDeaths?(state: GameState<X, P>): SeatNo[];
  /**
   * A dead seat the day still waits on or may still call (its last words, a shot, the badge, the
   * question whether it has a skill): it speaks to the living, so it sees no more than they do yet.
   */
  deadStillDue?(state: GameState<X, P>, seat: SeatNo): boolean;
  /** Whether the night's news waits to be read (an election comes first), whoever died or not. */
  newsPending?(state: GameState<X, P>): boolean;
  /**
   * 自动主持: what `seat`'s phone shows at the current step where the step words it itself (the lovers
   * see each other); undefined: the step's info worded by its shape (core/prompt-facts.ts).
   */
  promptInfo?(state: GameState<X, P>, seat: SeatNo): PromptInfo | undefined;
  /** The judge's marks on the current step's seats where its info has a shape of its own; undefined: worded by shape (core/judge-marks.ts). */
  judgeMarks?(state: GameState<X, P>): SeatMark[] | undefined;
  /**
   * The key the table hears the current step by, when it may not hear its own (a role's death skill
   * while cards are hidden: `day.skill`); absent: the step's key.
   */
  publicStepKey?(state: GameState<X, P>, key: string): string;
  /**
   * Cards stay hidden on death and the board holds a death skill that shows as `day.skill`: every
   * death is then followed by a `day.skill` of the same length, so none tells whether it had a skill.
   */
  hidesDeathSkills?(state: GameState<X, P>): boolean;
  /**
   * The day actions a death skill's own step allows (a duel waits for the speeches): in 自动主持's
   * neutral 「技能」 window only those of the current step that it allows too are open.
   */
  skillStepDayActions?(state: GameState<X, P>): DayActions;
  /** Facts only the judge sees beyond the seats (centre cards, the words). */
  judgeExtras?(state: GameState<X, P>): {
    words?: { civilian: string; undercover: string };
    canRedrawWords?: boolean;
    centerCards?: RoleId[];
    centerCardNames?: string[];
  };
}
