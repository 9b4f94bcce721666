import type {
  GameId, LogEntry, RoleCounts, RoleId, RuleSet, SeatNo, Step,
} from '../../../../../typings/api';
import type { GameEvent } from './events';

/** What a room was created with; a redeal reuses it. */
export interface GameConfig {
  game: GameId;
  players: number;
  preset: string;
  roles: RoleCounts;
  rules: RuleSet;
  /** 谁是卧底: the judge's own pair, when typed at creation. */
  words?: { civilian: string; undercover: string };
}

export interface SeatState {
  seat: SeatNo;
  role: RoleId;
  alive: boolean;
  tags: string[];
}

/** The step a module is waiting on, as plain JSON: `key` plus whatever the module needs. */
export interface StepState { key: string }

/**
 * One deal of one game, as plain JSON (it is stored in the room document).
 * `x` holds the module's own facts (potions, lovers, words…), `step` the module's step state.
 */
export interface GameState<X = unknown, P extends StepState = StepState> {
  game: GameId;
  config: GameConfig;
  seats: SeatState[];
  round: number;
  phase: 'night' | 'day';
  /** The current step's public id; grows by one with every accepted input. */
  stepId: number;
  step: P | null;
  log: LogEntry[];
  /** `say`: what happened last, then the result, for the judge to read at the end. */
  winner: { camp: string; text: string; say: string[] } | null;
  x: X;
  /** The rules version the deal was made under (engine-version.ts); absent in rooms stored before. */
  engine?: number;
  /** What happened, as typed events (events.ts); absent in rooms stored before (`loadMatch` fills them). */
  events?: GameEvent[];
}

/**
 * A step as a module describes it: the public Step (the core adds its id) and, for the core's
 * input checks, why a value outside the options is refused.
 */
export interface StepDescription extends Omit<Step, 'id'> {
  /** Explains why a seat outside `options` is not allowed. */
  refuse?: (seat: SeatNo) => string | undefined;
  /** Explains why a seat outside a vote's `voters` may not vote (a tied player at his PK revote…). */
  refuseVoter?: (seat: SeatNo) => string | undefined;
  /** Explains why a seats step that needs a pick is not answered with none (the wolves may not pass…). */
  refuseEmpty?: string;
  /** Explains why a choice id outside `options` is not allowed now (a spent potion…). */
  refuseChoice?: (id: string) => string | undefined;
  /** Why this step takes no input (its role is dead or absent): a sent input is ILLEGAL_MOVE with it. */
  noInput?: string;
  /** Why a seats input (or a choice on seats) offers no seat at all (the poison, the antidote already used): the actor's phone says so. */
  noOptions?: string;
  /**
   * 狼人杀: a werewolf may self-destruct instead of giving this step's input (and the day's other
   * actions are open: 决斗, 退水); false at night. Absent: the game has no such actions at all.
   */
  allowsExplode?: boolean;
}

/** The judge's input after the core has checked its shape against the step's InputSpec. */
export type ParsedInput =
  | { kind: 'none' }
  | { kind: 'seats'; seats: SeatNo[] }
  /** `silent`: 自动主持 closed the step with nobody's answer, and `choice` is the option silence stands for. */
  | { kind: 'choice'; choice: string; silent?: true }
  | { kind: 'ballots'; ballots: Map<SeatNo, SeatNo> }
  /** 自爆; `take`: the white wolf king takes a player with him. */
  | { kind: 'explode'; seat: SeatNo; take?: SeatNo }
  /** 骑士 duels a player. */
  | { kind: 'duel'; seat: SeatNo }
  /** A candidate withdraws from the sheriff election (退水) during the speeches. */
  | { kind: 'withdraw'; seat: SeatNo };
