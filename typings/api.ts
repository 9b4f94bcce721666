// The game API contract as TypeScript types.
// Used by the mini-program, the cloud function and the tests. Extend, never rename.

export type GameId = 'killer' | 'werewolf' | 'undercover';

export type KillerRoleId = 'killer' | 'police' | 'civilian';
/** Any role of the werewolf catalog (`GameInfo.roles`); the classic cards are named for readers. */
export type WerewolfRoleId =
  | 'werewolf' | 'villager' | 'seer' | 'witch' | 'hunter'
  | 'guard' | 'cupid' | 'thief' | 'littleGirl' | 'idiot' | (string & {});
export type UndercoverRoleId = 'civilian' | 'undercover' | 'blank';
export type RoleId = KillerRoleId | WerewolfRoleId | UndercoverRoleId;

export type ActionName =
  | 'catalog' | 'createRoom' | 'joinRoom' | 'myCard' | 'judgeView'
  | 'act' | 'undo' | 'redeal' | 'closeRoom' | 'redrawWords';

export type ErrorCode =
  | 'BAD_REQUEST' | 'ROOM_NOT_FOUND' | 'ROOM_FULL' | 'SEAT_TAKEN' | 'NOT_JUDGE'
  | 'NOT_IN_ROOM' | 'STALE_STEP' | 'ILLEGAL_MOVE' | 'GAME_OVER' | 'RATE_LIMITED' | 'INTERNAL';

export const ERROR_CODES: readonly ErrorCode[] = [
  'BAD_REQUEST', 'ROOM_NOT_FOUND', 'ROOM_FULL', 'SEAT_TAKEN', 'NOT_JUDGE',
  'NOT_IN_ROOM', 'STALE_STEP', 'ILLEGAL_MOVE', 'GAME_OVER', 'RATE_LIMITED', 'INTERNAL',
];

export interface ApiError { code: ErrorCode; message: string }
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export type RuleValue = boolean | string | number | string[];
export type RuleSet = Record<string, RuleValue>;
export type RoleCounts = Partial<Record<RoleId, number>>;

export interface RoleInfo { id: RoleId; name: string; camp: string; description: string }
export interface PresetInfo {
  id: string;
  name: string;
  description: string;
  players: [number, number];
  /** The option values this preset sets (an extension: the create page shows them). */
  rules?: RuleSet;
  /** The deck this preset deals per player count (an extension). */
  roles?: Record<string, RoleCounts>;
}
export interface OptionInfo {
  id: string;
  name: string;
  description: string;
  type: 'boolean' | 'enum' | 'set' | 'number';
  values?: string[];
  /** Chinese labels for `values`, same order (an extension for the create page). */
  valueNames?: string[];
  min?: number;
  max?: number;
  default: RuleValue;
  /** 'common' options are shown first; 'advanced' ones under 高级规则 (an extension). */
  group?: 'common' | 'advanced';
}
export interface GameInfo {
  id: GameId;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  roles: RoleInfo[];
  presets: PresetInfo[];
  options: OptionInfo[];
  defaultRoles: Record<string, RoleCounts>;
  /** 谁是卧底: the word bank's categories with their pair counts (an extension); `pack`: an optional pack. */
  wordCategories?: WordCategoryInfo[];
  /** What a custom deck must satisfy, as data the create page evaluates (an extension). */
  deck?: DeckInfo;
  /** Camps that play against the table, drawn in red on the judge's grid (an extension). */
  badCamps?: string[];
  /** A comfortable table size for the create page to start from (an extension). */
  startPlayers?: number;
}

/** A deck's rules: the card total, then each rule in order; the first that fails is the reason. */
export interface DeckInfo {
  /** Cards beyond the players while `role` is dealt (the thief's two centre cards), and the reason when the total is off. */
  extra?: { role: RoleId; cards: number; message: string };
  rules: DeckRule[];
}

/**
 * One deck rule on a role's count: `min`/`max` bounds; `moreThan` more cards of it than of those
 * roles together; `when` only while an option has that value. `message` is the Chinese reason:
 * {n} stands for the role's count, {others} for the others' sum.
 */
export interface DeckRule {
  role: RoleId;
  min?: number;
  max?: number;
  moreThan?: RoleId[];
  when?: { option: string; value: RuleValue };
  message: string;
}
export interface WordCategoryInfo { id: string; name: string; pairs: number; pack?: boolean }

export interface RoleCard { role: RoleId; roleName: string; camp: string; description: string }
export interface WordCard { word: string | null }
export type Card = RoleCard | WordCard;

export type SeatNo = number;

export type InputSpec =
  | { type: 'none' }
  /** `skippable` (an extension): an empty selection is accepted too, meaning the role passes. */
  | { type: 'seats'; min: number; max: number; options: SeatNo[]; skippable?: boolean }
  | { type: 'choice'; options: { id: string; label: string }[] }
  | { type: 'ballots'; voters: SeatNo[]; candidates: SeatNo[] };

export interface Step {
  id: number;
  key: string;
  title: string;
  say: string[];
  hint?: string;
  input: InputSpec;
  info?: Record<string, unknown>;
  /** Who must answer this step (an extension; the judge answers for everyone in a judge room). */
  actors?: StepActors;
  /** When the step is over (an extension). */
  close?: StepClose;
  /** The label of an empty answer where the step may be left empty (空守, 不用毒…; an extension). */
  passLabel?: string;
  /** Who may do what by day right now (an extension): 自爆, 白狼王's 自爆带人, 骑士's 决斗. */
  dayActions?: { explode?: SeatNo[]; explodeTake?: SeatNo[]; duel?: SeatNo[] };
}

/**
 * Who must answer a step: `seats` named seats (a role's living holders), `wolves` the living meeting
 * wolves, `voters` every living voter, `speaker` the seat speaking, `host` the judge alone (a reading
 * or a tally only he can make), `nobody` (a decoy call, a dead role's step, a result shown).
 */
export interface StepActors { kind: 'seats' | 'wolves' | 'voters' | 'speaker' | 'host' | 'nobody'; seats: SeatNo[] }

/**
 * How a step closes: `answer` one answer of the actors, `answers` every actor answered (the wolves
 * agree), `time` by time at night (a decoy or shown result), `allVoters` when all voters answered,
 * `speakerPass` when the (last) speaker passes, `host` when the judge moves on.
 */
export type StepClose = 'answer' | 'answers' | 'time' | 'allVoters' | 'speakerPass' | 'host';

export type StepInput =
  | Record<string, never>
  | { seats: SeatNo[] }
  | { choice: string }
  | { ballots: Record<string, SeatNo> }
  | { explode: SeatNo };

export interface SeatView {
  seat: SeatNo;
  joined: boolean;
  nickname?: string;
  role: RoleId;
  roleName: string;
  alive: boolean;
  tags: string[];
  /** The card's camp plays against the table (the judge's red; an extension). */
  bad?: boolean;
}

export interface LogEntry { round: number; phase: 'night' | 'day'; text: string }

export interface JudgeView {
  roomNo: string;
  game: GameId;
  preset: string;
  status: 'playing' | 'ended';
  players: number;
  roles: RoleCounts;
  rules: RuleSet;
  words?: { civilian: string; undercover: string };
  /** 谁是卧底: whether 换一组 (`redrawWords`) is allowed now, i.e. before the first vote (an extension). */
  canRedrawWords?: boolean;
  centerCards?: RoleId[];
  /** The centre cards' Chinese names, same order (an extension). */
  centerCardNames?: string[];
  seats: SeatView[];
  round: number;
  phase: 'night' | 'day';
  step: Step | null;
  log: LogEntry[];
  /** `say`: what the judge reads at the end: what happened last, then the result (`text`). */
  winner?: { camp: string; text: string; say: string[] };
  /** The room's public version (see RoomSignal). */
  v: number;
}

export interface CatalogResult { games: GameInfo[] }
export interface CreateRoomParams {
  game: GameId;
  players: number;
  preset?: string;
  roles?: RoleCounts;
  rules?: RuleSet;
  words?: { civilian: string; undercover: string };
}
export interface CreateRoomResult { roomNo: string; view: JudgeView }
export interface JoinRoomParams { roomNo: string; seat?: SeatNo; nickname?: string }
/** `deal` and `v` (extensions): the deal and the room's public version the card belongs to. */
export interface JoinRoomResult { roomNo: string; game: GameId; seat: SeatNo; card: Card; deal: number; v: number }
/** `deal` counts the room's deals (1 at creation, +1 at each new deal); `v` is the room's public version. */
export interface MyCardResult {
  roomNo: string; game: GameId; seat: SeatNo; alive: boolean; card: Card; round: number; deal: number; v: number;
}

/**
 * A room's public signal, for live updates: everything in it is something anyone at the table may
 * know. `v` grows with every change the table may see (never with a private one); `dead` lists the
 * seats announced dead; `joined` counts taken seats; `expiresAt` (epoch ms) is when the room expires
 * if nothing happens.
 */
export interface RoomSignal {
  v: number;
  deal: number;
  stepId: number;
  round: number;
  phase: 'night' | 'day';
  status: 'playing' | 'ended';
  dead: SeatNo[];
  joined: number;
  expiresAt: number;
}
export interface RoomParams { roomNo: string }
export interface ActParams { roomNo: string; stepId: number; input?: StepInput }

/** Each action's parameters and answer, for typed callers. */
export interface ActionMap {
  catalog: { params: Record<string, never>; result: CatalogResult };
  createRoom: { params: CreateRoomParams; result: CreateRoomResult };
  joinRoom: { params: JoinRoomParams; result: JoinRoomResult };
  myCard: { params: RoomParams; result: MyCardResult };
  judgeView: { params: RoomParams; result: JudgeView };
  act: { params: ActParams; result: JudgeView };
  undo: { params: RoomParams; result: JudgeView };
  redeal: { params: RoomParams; result: JudgeView };
  closeRoom: { params: RoomParams; result: Record<string, never> };
  redrawWords: { params: RoomParams; result: JudgeView };
}
