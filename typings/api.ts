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

export type ActionName = GameActionName | CircleActionName;
/** The actions of the cloud function `game`. */
export type GameActionName =
  | 'catalog' | 'createRoom' | 'joinRoom' | 'myCard' | 'judgeView'
  | 'act' | 'undo' | 'redeal' | 'closeRoom' | 'redrawWords' | 'handOver' | 'rateWords'
  | AutoActionName | TableLifeActionName;
/** People come and go mid-game: spectators, a rescue of a room whose judge is gone, a seat that changes hands or leaves. */
export type TableLifeActionName = 'watch' | 'rescue' | 'rescueVote' | 'substitute' | 'leave';
/** 圈子 (a friends' league): their own cloud function `circle`; the local server answers them at /api/game too. */
export type CircleActionName = 'createCircle' | 'joinCircle' | 'circle' | 'circlePlayer' | 'circleExport' | 'leaveCircle' | 'newSeason' | 'setSeasonMode' | 'circleGame';
/** The 圈子 actions (on CloudBase the mini-program sends them to the cloud function `circle`). */
export const CIRCLE_ACTION_NAMES: readonly CircleActionName[] = [
  'createCircle', 'joinCircle', 'circle', 'circlePlayer', 'circleExport', 'leaveCircle', 'newSeason', 'setSeasonMode', 'circleGame',
];
/** The actions of auto rooms (and of phone votes in judge rooms); part of ActionName. */
export type AutoActionName = 'tableView' | 'myTurn' | 'play' | 'pause' | 'resume';

export type ErrorCode =
  | 'BAD_REQUEST' | 'ROOM_NOT_FOUND' | 'ROOM_FULL' | 'SEAT_TAKEN' | 'NOT_JUDGE'
  | 'NOT_IN_ROOM' | 'STALE_STEP' | 'ILLEGAL_MOVE' | 'GAME_OVER' | 'RATE_LIMITED' | 'INTERNAL'
  | 'NOT_YOUR_TURN' | 'CIRCLE_NOT_FOUND' | 'NOT_A_MEMBER'
  | 'NOT_YET' | 'BAD_CODE' | 'TOO_MANY_SPECTATORS';

export const ERROR_CODES: readonly ErrorCode[] = [
  'BAD_REQUEST', 'ROOM_NOT_FOUND', 'ROOM_FULL', 'SEAT_TAKEN', 'NOT_JUDGE',
  'NOT_IN_ROOM', 'STALE_STEP', 'ILLEGAL_MOVE', 'GAME_OVER', 'RATE_LIMITED', 'INTERNAL',
  'NOT_YOUR_TURN', 'CIRCLE_NOT_FOUND', 'NOT_A_MEMBER',
  'NOT_YET', 'BAD_CODE', 'TOO_MANY_SPECTATORS',
];

/**
 * Who runs a room: a judge who sits out and answers every step (`judge`), or nobody: the players
 * answer on their own phones and the host's phone narrates and keeps time (`auto`).
 */
export type HostMode = 'judge' | 'auto';

export interface ApiError { code: ErrorCode; message: string }
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export type RuleValue = boolean | string | number | string[];
export type RuleSet = Record<string, RuleValue>;
export type RoleCounts = Partial<Record<RoleId, number>>;

export interface RoleInfo {
  id: RoleId;
  name: string;
  camp: string;
  description: string;
  /** The role as the rules page tells it, where that says more than the card (an extension). */
  guide?: string;
}
/** A titled part of the rules as the rules page shows them (an extension). */
export interface GuideSection { title: string; items: string[] }
export interface PresetInfo {
  id: string;
  name: string;
  /** One line for a list of boards (an extension). */
  summary: string;
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
  /** The option means something only in rooms of this host mode (e.g. the auto timers); absent: in every room. */
  host?: HostMode;
}

/**
 * The rule options of auto rooms, as the catalog carries them (number options, in seconds): a night
 * step closes after `nightStepSeconds` (0 or 5–120) plus a uniform random part of `nightStepJitter`
 * (at 0: when its actors have answered, or at the host's 下一步); the day timers of a speech, last
 * words and a vote; `nightDecoy` (`everyStep` | `off`): every living player without a real prompt
 * at a night step gets a decoy guess of the same shape, and a real prompt that only shows a result
 * asks the same guess on the same seat grid.
 */
export type AutoOptionId =
  | 'auto.nightStepSeconds' | 'auto.nightStepJitter' | 'auto.nightDecoy'
  | 'auto.speechSeconds' | 'auto.lastWordsSeconds' | 'auto.voteSeconds';
/** Judge rooms: the rule option `votes` lets players vote on their phones while the judge runs the rest. */
export type VotesMode = 'hands' | 'phones';
/** How a game names its nights and days, `{n}` standing for the round (第 {n} 夜, 第 {n} 天; 谁是卧底: 第 {n} 轮). */
export interface PhaseNames { night: string; day: string }

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
  /** The host modes this game's rooms can be created in (an extension); absent: judge rooms only. */
  hostModes?: HostMode[];
  /** What a custom deck must satisfy, as data the create page evaluates (an extension). */
  deck?: DeckInfo;
  /** Camps that play against the table, drawn in red on the judge's grid (an extension). */
  badCamps?: string[];
  /** Every camp a card or an end can name, with its Chinese name and whether it plays against the table (an extension). */
  camps?: CampInfo[];
  /** Every mark a seat can carry, with its Chinese name (an extension). */
  tags?: { id: string; name: string }[];
  /** A comfortable table size for the create page to start from (an extension). */
  startPlayers?: number;
  /**
   * The game's rules in prose as the engine plays them, for the rules page (an extension): beside
   * these the page lists `roles`, `presets` and the common `options`.
   */
  guide?: { intro: string; sections: GuideSection[] };
  /** The judge may type the pair (createRoom `words`), each word at most `maxLength` characters (an extension). */
  ownWords?: { maxLength: number };
}

/** A camp as the pages name and colour it: `bad` plays against the table (drawn in red). */
export interface CampInfo { id: string; name: string; bad: boolean }

/** A deck's rules: the card total, then each rule in order; the first that fails is the reason. */
export interface DeckInfo {
  /** Cards beyond the players while `role` is dealt (the thief's two centre cards), and the reason when the total is off. */
  extra?: { role: RoleId; cards: number; message: string };
  rules: DeckRule[];
  /** A preset's cards of `role` dealt as `into` while an option has that value (an extension: 谁是卧底's blanks when blanks are off). */
  folds?: DeckFold[];
}

export interface DeckFold { role: RoleId; into: RoleId; when: { option: string; value: RuleValue } }

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
  /** Cards of these roles count as cards of `role` for `min`/`max` (the psychic in the seer's slot). */
  countsWith?: RoleId[];
  when?: { option: string; value: RuleValue };
  message: string;
}
/** `familyPairs` (an extension): the category's pairs that 家庭模式 (`words.family`) still draws. */
export interface WordCategoryInfo { id: string; name: string; pairs: number; familyPairs?: number; pack?: boolean }

/**
 * 谁是卧底: a player's rating of the game's word pair, after its end: 好词, 太像了, 太不像, 不认识,
 * 🚩 不合适. The draw learns from them.
 */
export type WordVerdict = 'good' | 'tooClose' | 'tooFar' | 'unknown' | 'unfit';
export interface RateWordsParams { roomNo: string; verdict: WordVerdict }
/**
 * The rating row under a player's review (an extension of `MyCardResult`): present only while the
 * player may rate this game's pair (an ended game on a bank pair, never a judge's typed one);
 * `options` are the buttons in order, `verdict` the player's own rating so far (null: none).
 */
export interface WordRating { options: { id: WordVerdict; label: string }[]; verdict: WordVerdict | null }

export interface RoleCard {
  role: RoleId; roleName: string; camp: string; description: string;
  /** The camp's Chinese name, and whether it plays against the table (the card's red); extensions. */
  campName?: string;
  bad?: boolean;
}
/**
 * A 谁是卧底 card: only the word, so nothing says whose word it is. A blank (word null) knows it has
 * none: its card names itself and says how to play under this room's rules (extensions).
 */
export interface WordCard { word: string | null; roleName?: string; description?: string }
export type Card = RoleCard | WordCard;

export type SeatNo = number;

export type InputSpec =
  | { type: 'none' }
  /** `skippable` (an extension): an empty selection is accepted too, meaning the role passes. */
  | { type: 'seats'; min: number; max: number; options: SeatNo[]; skippable?: boolean }
  /**
   * `seat` (an extension): the seat an option acts on (the witch's antidote saves that seat). A choice
   * whose options all name a seat but one is laid out on the seat grid: a seat picked sends its
   * option, nothing picked the seatless one.
   */
  | { type: 'choice'; options: { id: string; label: string; seat?: SeatNo }[] }
  | {
    type: 'ballots'; voters: SeatNo[]; candidates: SeatNo[];
    /** A voter whose ballot counts other than 1 (the sheriff's 1.5 or 2), voter → weight (an extension). */
    weights?: Record<string, number>;
    /** Votes a candidate holds before any ballot (乌鸦's curse), candidate → votes (an extension). */
    bonus?: Record<string, number>;
  };

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
  dayActions?: DayActions;
  /** How the pages put each of `dayActions` (an extension). */
  dayActionWords?: DayActionWords;
  /** The first lines of `say`: what happened since the last step (a shot, a duel, the badge) — an extension. */
  news?: string[];
  /**
   * The judge's view only: the seats this step is about, each with a word (tonight's victim, the seat
   * just checked and what it is, the tied players…), so the page marks them without reading `info` — an extension.
   */
  marks?: SeatMark[];
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

/** Who may act by day outside the step's input: 自爆, 白狼王自爆带人, 骑士决斗, 退水 during the election speeches (`{ withdraw: seat }`). */
export interface DayActions { explode?: SeatNo[]; explodeTake?: SeatNo[]; duel?: SeatNo[]; withdraw?: SeatNo[] }

/**
 * How the pages put a day action, in the words of the role or rule that brings it (an extension):
 * `button` its button; `send` what it does, `{target}` standing for the seat aimed at; for an action
 * aimed at a seat, `pick` the line while the target is picked and `badge` the target's mark;
 * `warning` what the page asks before sending it (none can be taken back), `ok` the confirming button.
 */
export interface DayActionWording {
  button: string; send: string; pick?: string; badge?: string; warning: string; ok: string;
  /** For an action aimed at a seat: the seats it may aim at now, as the role's rule has them (an extension). */
  targets?: SeatNo[];
}
export type DayActionWords = Partial<Record<keyof DayActions, DayActionWording>>;

/**
 * Judge rooms with `votes: 'phones'`: a vote step's `info.tally` as the ballots come in — voter →
 * candidate (the `ballots` input's shape, so the judge may close with it), who abstained, who has not
 * voted yet.
 */
export interface VoteTally { ballots: Record<string, SeatNo>; abstained: SeatNo[]; waiting: SeatNo[] }

/**
 * 狼人杀 `day.speechDirection` (an extension, rule `speech.order: sheriffChooses`): the living sheriff
 * picks where the exile speeches start, as a `choice` — `left` 警左 (from the seat after him,
 * clockwise) or `right` 警右 (from the seat before him, counter-clockwise); dead seats are skipped
 * and he speaks last. The step's `info` is a `SpeechDirectionInfo` (each side's order, the sheriff
 * last); the `day.speech` that follows carries `{ order, sheriff, side }`.
 */
export type SpeechSide = 'left' | 'right';
export interface SpeechDirectionInfo { sheriff: SeatNo; left: SeatNo[]; right: SeatNo[] }

export type StepInput =
  | Record<string, never>
  | { seats: SeatNo[] }
  | { choice: string }
  | { ballots: Record<string, SeatNo> }
  | { explode: SeatNo }
  /** 白狼王 explodes taking a seat; 骑士 duels a seat (modern boards). */
  | { explode: SeatNo; take: SeatNo }
  | { duel: SeatNo }
  /** A candidate withdraws (退水) during the election speeches, the speech going on. */
  | { withdraw: SeatNo };

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
  /** `tags` in Chinese, in the same order (an extension). */
  tagNames?: string[];
}

export interface LogEntry { round: number; phase: 'night' | 'day'; text: string }

export interface JudgeView {
  roomNo: string;
  game: GameId;
  /** The game's name, as the catalog gives it (an extension: the pages keep no list of games). */
  gameName: string;
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
  /** How this game names its nights and days (an extension): the page's headings. */
  phaseNames: PhaseNames;
  step: Step | null;
  log: LogEntry[];
  /** `say`: what the judge reads at the end: what happened last, then the result (`text`). */
  winner?: { camp: string; text: string; say: string[] };
  /** The room's public version (see RoomSignal). */
  v: number;
  /** The story of this deal, once it has ended (an extension). */
  review?: Review;
  /** 战绩: the seated players' games and wins in this room across deals (an extension). */
  standings?: Standing[];
  /** Who runs the room (an extension; absent: 'judge'). */
  host?: HostMode;
  /** Who watches the room, and how many (the judge may hand the room to a watcher mid-game). */
  spectators?: number;
  watchers?: Watcher[];
  /** A rescue vote the table opened because this judge seemed gone: any call of the judge closes it. */
  rescue?: RescueVote;
}

/** What anyone at an auto room's table may know of the current step (no secret, no night target). */
export interface PublicStep {
  id: number;
  key: string;
  title: string;
  say: string[];
  /** Who must answer: the host (it advances the step) or players (on their phones). */
  waitsOn: 'host' | 'players';
  /** When the step closes by time (`endsAt` epoch ms, on the server's clock). */
  timer?: { seconds: number; endsAt: number };
  /** Day steps that wait on several players (a vote, 上警): the seats that have not answered yet (an extension). */
  waiting?: SeatNo[];
  /**
   * The host's `act` closes this step now with the answers given so far (an extension): a speech or a
   * vote by day, and at night a step without a time window (`auto.nightStepSeconds` 0), the same on
   * every such step whoever holds its role. Absent on a player's own choice (a shot, the badge) and
   * on the neutral 「技能」: those close at their answer or their time.
   */
  hostMayClose?: true;
  /**
   * Lines of `say` the table has already heard (an extension): a step said again after a leave, with
   * the leave in front. The host phone reads the rest; a screen shows every line.
   */
  heard?: string[];
}

/** A seat as the whole table sees it: public tags only (sheriff, a revealed card). */
export interface PublicSeat {
  /** `nickname`: the one given on joining, '' when none was given or the seat is free. */
  seat: SeatNo; joined: boolean; nickname: string; alive: boolean; tags: string[];
  /** `tags` in Chinese, in the same order (an extension). */
  tagNames?: string[];
  /** A dead seat's card, once the rules have shown it to the table (死亡亮身份, 出局亮身份; an extension). */
  roleName?: string;
  /** With `roleName`: the shown card's camp plays against the table (drawn in red; an extension). */
  bad?: true;
}

/** The table's public state, for every phone of an auto room (and the phone votes of a judge room). */
export interface TableView {
  roomNo: string;
  game: GameId;
  /** The game's name, as the catalog gives it (an extension). */
  gameName: string;
  host: HostMode;
  /** The room's public version (see RoomSignal). */
  v: number;
  /** The server's clock when it answered (epoch ms), so a phone can correct its own. */
  serverNow: number;
  status: 'playing' | 'ended';
  /** Timers are frozen (the host paused the game). An extension: pause/resume must show. */
  paused?: boolean;
  /** The number of seats (an extension: the host shows 已入座 n/N before the start). */
  players: number;
  round: number;
  phase: 'night' | 'day';
  /** How this game names its nights and days (an extension): the page's headings. */
  phaseNames: PhaseNames;
  seats: PublicSeat[];
  step: PublicStep | null;
  /**
   * 自动主持: the public lines of steps that closed before the host phone was given them (an
   * extension), oldest first, and the id of the step each was said at; the host reads those it has
   * not read, before the step's own lines. They stay until a step the host saw closes.
   */
  news?: string[];
  newsIds?: number[];
  log: LogEntry[];
  winner?: { camp: string; text: string; say: string[] };
  /** At the end: the review (复盘). */
  review?: Review;
  /** How many phones watch the room (`watch`). */
  spectators: number;
  /** The judge's or host's answer only: who watches (to hand the room to, or to see who is there). */
  watchers?: Watcher[];
  /** A rescue vote in progress (the judge or host phone is gone): every seated phone may answer it. */
  rescue?: RescueVote;
  /** The seat whose phone runs the room (a judge who took over from a dead seat, a host who plays); absent: a phone with no seat. */
  runBy?: SeatNo;
}

/** A phone watching the room: an opaque id (never an openid) and the nickname it gave. */
export interface Watcher { id: string; nickname?: string }

/**
 * 接管投票: a seated player found the judge (or the host phone) gone and asked the table. `to` is
 * what a yes decides: 'auto' (the room goes on in 自动主持, the rescuer's phone the host), a dead
 * seat, or a watcher's id (that phone judges or hosts); `question` says it in Chinese. Decided by
 * more than half of the joined seats (`needed` yes); closed when the judge calls again.
 */
export interface RescueVote {
  to: 'auto' | SeatNo | string;
  question: string;
  openedBy: SeatNo;
  yes: SeatNo[];
  no: SeatNo[];
  needed: number;
}

/**
 * What a seat may see when it must act: the seer's result, the witch's victim, the other wolves'
 * picks… in `info`; its current answer in `answer` (it may change it until `closesAt`, epoch ms).
 */
export interface Prompt {
  stepId: number;
  key: string;
  title: string;
  say: string[];
  input: InputSpec;
  info?: PromptInfo;
  answer?: StepInput;
  closesAt?: number;
  /** What an empty answer is called (弃票, 空守, 不用毒…; an extension). */
  passLabel?: string;
  /** A seat grid with no seat to pick: why (毒药已经用过了…; an extension). */
  emptyText?: string;
}

/**
 * A prompt's private facts. Phones render only `facts` (lines worded by the server) and `marks`
 * (a short label on a seat: 被杀, 查验：狼人, 2 号刀); other keys are the same facts for programs.
 */
export interface PromptInfo extends Record<string, unknown> {
  facts?: string[];
  marks?: SeatMark[];
}

/** A short word on a seat (被杀, 狼人, 平票), worded by the server. */
export interface SeatMark { seat: SeatNo; text: string }

/**
 * `dayActions` (an extension): what this seat may do right now outside any prompt (自爆, 决斗…), in
 * the shape of Step.dayActions, listing this seat only, with `dayActionWords` for those; the phone
 * sends it with `play` on the current step.
 */
export interface MyTurnResult {
  card: MyCardResult; table: TableView; prompt: Prompt | null; dayActions?: DayActions; dayActionWords?: DayActionWords;
  /** The room's public version this answer shows (that of `table`), as every view answer carries. */
  v: number;
  /** The seat's private version this answer shows (an extension): a seat signal at or below it brings nothing new. */
  seatV?: number;
}
export interface PlayParams { roomNo: string; stepId: number; input: StepInput }

/** A seat's turn without the table (the room's signal carries that): what only this seat's player may see. */
export type SeatTurn = Omit<MyTurnResult, 'table' | 'v'>;

/**
 * A seat's private signal (auto rooms, and judge rooms whose votes are cast on phones): its `v`
 * grows whenever anything of the seat's turn changes, and `turn` is that turn as of `v`.
 */
export interface SeatSignal { v: number; turn?: SeatTurn }

export interface CatalogResult {
  games: GameInfo[];
  /** The rules every game shares (seats, the night's calls, 自动主持), for the rules page (an extension). */
  guide?: GuideSection[];
}
export interface CreateRoomParams {
  game: GameId;
  players: number;
  preset?: string;
  roles?: RoleCounts;
  rules?: RuleSet;
  words?: { civilian: string; undercover: string };
  /** Default 'judge'. */
  host?: HostMode;
  /** The 圈子 the room plays for (the caller must be a member): every game that ends in it is recorded. */
  circleId?: string;
}
export interface CreateRoomResult { roomNo: string; view: JudgeView }
/** `createRoom` in an auto room: the table, not the judge's view. */
export interface CreateAutoRoomResult { roomNo: string; view: TableView }
/** `code`: a substitute's one-time code (`substitute`) instead of a seat: the phone takes that seat mid-game. */
export interface JoinRoomParams { roomNo: string; seat?: SeatNo; nickname?: string; code?: string }
/** `deal` and `v` (extensions): the deal and the room's public version the card belongs to. */
export interface JoinRoomResult {
  roomNo: string; game: GameId; seat: SeatNo; card: Card; deal: number; v: number;
  /** The game's name, as the catalog gives it (an extension). */
  gameName: string;
  /** Who runs the room, and (judge rooms) whether votes are cast on phones: the card page's mode (an extension). */
  host?: HostMode; votes?: VotesMode;
  /**
   * 自动主持: what this seat's prompts told it in this deal (a check's result, its teammates, a
   * victim), oldest first — for a phone that comes back or takes the seat over (an extension).
   */
  notes?: LogEntry[];
}
/** `deal` counts the room's deals (1 at creation, +1 at each new deal); `v` is the room's public version. */
export interface MyCardResult {
  roomNo: string; game: GameId; seat: SeatNo; alive: boolean; card: Card; round: number; deal: number; v: number;
  /** The game's name, as the catalog gives it (an extension). */
  gameName: string;
  /** The story of this deal, once it has ended; before that, nothing of it (an extension). */
  review?: Review;
  /** 谁是卧底: the rating row for this game's word pair, while the player may rate it (an extension). */
  rating?: WordRating;
  /** `deadSee: 'all'`: a dead player sees every card and the judge's log (an extension). */
  deadSee?: { seats: SeatView[]; log: LogEntry[] };
  /** Who runs the room, and (judge rooms) whether votes are cast on phones: the card page's mode (an extension). */
  host?: HostMode; votes?: VotesMode;
  /**
   * 自动主持: what this seat's prompts told it in this deal (a check's result, its teammates, a
   * victim), oldest first — for a phone that comes back or takes the seat over (an extension).
   */
  notes?: LogEntry[];
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
  /** The public table as of `v` (what `tableView` answers a seated player or a spectator). */
  table?: TableView;
}
export interface RoomParams { roomNo: string }
/**
 * 换法官: the judge hands the room to the player in `seat` once the game has ended; the old judge
 * takes that seat, with `nickname` (at most 12 characters, as in joinRoom).
 */
export interface HandOverParams {
  roomNo: string; seat?: SeatNo; nickname?: string;
  /** Mid-game: a watcher's id instead of a seat. */
  spectator?: string;
  /** 'host': an auto room's host phone moves (to any phone); default: the room's own kind. */
  role?: 'judge' | 'host';
}
/** `watch`: any phone not seated watches the room (the public table only). */
export interface WatchParams { roomNo: string; nickname?: string }
/** `rescue`: a seated player asks the table to replace a judge (or host phone) that has gone silent. */
export interface RescueParams { roomNo: string; to?: 'auto' | SeatNo | string }
export interface RescueVoteParams { roomNo: string; yes: boolean }
/** `substitute`: the judge or host asks for a one-time code that moves `seat` to a new phone. */
export interface SubstituteParams { roomNo: string; seat: SeatNo }
export interface SubstituteResult { code: string; seat: SeatNo; expiresAt: number }
/** `leave`: the judge or host marks `seat` 离场 (its player left with no substitute). */
export interface LeaveParams { roomNo: string; seat: SeatNo }
export interface ActParams { roomNo: string; stepId: number; input?: StepInput }

/** Each action's parameters and answer, for typed callers. */
export interface ActionMap extends Record<ActionName | AutoActionName, { params: unknown; result: unknown }> {
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
  /** What the phone that gave the room up may see now: its seat's card, or the table as a watcher. */
  handOver: { params: HandOverParams; result: MyCardResult | TableView };
  rateWords: { params: RateWordsParams; result: Record<string, never> };
  tableView: { params: RoomParams; result: TableView };
  myTurn: { params: RoomParams; result: MyTurnResult };
  play: { params: PlayParams; result: MyTurnResult };
  pause: { params: RoomParams; result: TableView };
  resume: { params: RoomParams; result: TableView };
  watch: { params: WatchParams; result: TableView };
  rescue: { params: RescueParams; result: TableView };
  rescueVote: { params: RescueVoteParams; result: TableView };
  substitute: { params: SubstituteParams; result: SubstituteResult };
  leave: { params: LeaveParams; result: JudgeView | TableView };
  createCircle: { params: CreateCircleParams; result: CreateCircleResult };
  joinCircle: { params: JoinCircleParams; result: JoinCircleResult };
  circle: { params: CircleParams; result: CircleResult };
  circlePlayer: { params: CirclePlayerParams; result: CirclePlayerResult };
  circleGame: { params: CircleGameParams; result: CircleGameResult };
  circleExport: { params: CircleExportParams; result: CircleExportResult };
  leaveCircle: { params: LeaveCircleParams; result: Record<string, never> };
  newSeason: { params: { circleId: string }; result: { season: string } };
  setSeasonMode: { params: SetSeasonModeParams; result: { season: string } };
}

/**
 * How a 圈子's seasons turn: each calendar month (`2026-12`), each quarter (`2026-Q4`), or by hand
 * (`newSeason`, named by its first day: `2026-12-02`). Months and quarters turn at midnight in China.
 */
export type SeasonMode = 'month' | 'quarter' | 'manual';
/**
 * How seasons turn from now on: by themselves each month or each quarter (a season started by hand
 * ends), or by hand (`manual`: the season the 圈子 is in goes on until `newSeason`).
 */
export interface SetSeasonModeParams { circleId: string; mode: SeasonMode }

/** 圈子: `name` at most 16 characters, `nickname` at most 12 (as in joinRoom). */
export interface CreateCircleParams { name: string; nickname: string }
/** `code`: the 6-character invite code. */
export interface CreateCircleResult { circleId: string; code: string }
/**
 * By invite code (with the nickname to join as), or in WeChat by the group a share card was opened
 * from (`groupCloudId`: `wx.cloud.CloudID(cloudID)`; the 圈子 of that group is made on first use).
 */
export type JoinCircleParams = { code: string; nickname: string } | { groupCloudId: unknown; nickname?: string; name?: string };
export interface JoinCircleResult { circleId: string; name: string }
/** `season`: a season id from `seasons` (default: the current one); `kind`: the game kind of the table. */
export interface CircleParams { circleId: string; season?: string; kind?: GameId }
/** One row of the season table; `rating` is the kind's ordinal (2 decimals), `winRate` a fraction 0–1. */
export interface CircleTableRow { memberId: string; nickname: string; rating: number; provisional: boolean; games: number; wins: number; winRate: number }
/** A camp's wins on one board. */
export interface CircleCampRate { camp: string; campName: string; wins: number; winRate: number }
/** One board this season: how often it was played, how long it took, how often each camp won. */
export interface CircleBoard { game: GameId; gameName: string; board: string; boardName: string; games: number; averageSec: number; camps: CircleCampRate[] }
/** A recorded game as the 圈子 page lists it; `memberId` absent: a guest (游客, `guest`) or a player who left. */
export interface CircleGameSummary {
  gameId: string; roomNo: string; game: GameId; gameName: string; boardName: string;
  endedAt: number; durationSec: number; winnerName: string;
  seats: { seat: SeatNo; memberId?: string; guest?: true; nickname: string; roleName: string; won: boolean }[];
}
/** One recorded game of a 圈子 (`gameId` from `recent`), for its members. */
export interface CircleGameParams { circleId: string; gameId: string }
/** The game's 复盘 as its table saw it at the end (a member who left with their records shows as 已退出的玩家). */
export interface CircleGameResult { gameId: string; review: Review }
export interface CircleResult {
  circleId: string;
  name: string;
  /** The invite code, for members to pass on. */
  code: string;
  season: string;
  /** Every season, oldest first; the last is the current one. */
  seasons: string[];
  kind: GameId;
  /** Games per kind this season. */
  kinds: Partial<Record<GameId, number>>;
  /** Every kind with its name, in the order the pages list them (an extension). */
  kindNames: { kind: GameId; name: string }[];
  table: CircleTableRow[];
  boards: CircleBoard[];
  recent: CircleGameSummary[];
  games: number;
  averageSec: number;
  /** The cards played most this season, most first. */
  roles: { game: GameId; role: string; roleName: string; games: number }[];
  /** The caller's own memberId. */
  me: string;
  /** How the seasons turn now, and the ways a member may choose (`setSeasonMode`; by hand: `newSeason`), with their names. */
  seasonMode: SeasonMode;
  seasonModes: { mode: SeasonMode; name: string; description: string }[];
}
export interface CirclePlayerParams { circleId: string; memberId: string; season?: string }
/** A member's games and wins with one camp or one card. */
export interface CircleTally { game: GameId; id: string; name: string; games: number; wins: number; winRate: number }
export interface CirclePlayerResult {
  memberId: string;
  nickname: string;
  season: string;
  games: number;
  wins: number;
  winRate: number;
  camps: CircleTally[];
  roles: CircleTally[];
  /** Positive: wins in a row up to the last game; negative: losses in a row. */
  currentStreak: number;
  /** The longest run of wins this season. */
  bestStreak: number;
  sheriff: number;
  /**
   * This member's games that had a sheriff (someone held the badge; an extension): 当警长 means
   * something only when there were any.
   */
  sheriffGames?: number;
  /** Games survived to the end, as a fraction 0–1. */
  survivalRate: number;
  /** 最佳搭档: the member this one won with most (at least 3 games on the same side). */
  partner: { memberId: string; nickname: string; games: number; wins: number } | null;
  /** 宿敌: the member this one lost to most. */
  rival: { memberId: string; nickname: string; losses: number } | null;
  ratings: { kind: GameId; kindName: string; rating: number; provisional: boolean; games: number }[];
}
export interface CircleExportParams { circleId: string; season?: string }
/** UTF-8 text with a byte-order mark (Excel opens it as Chinese), one row per game per seat. */
export interface CircleExportResult { csv: string }
/** `deleteRecords`: the leaver's rows stay in the games as 已退出的玩家. */
export interface LeaveCircleParams { circleId: string; deleteRecords?: boolean }
/** A linked game's effect on the player's rating of that game kind (none for guests). */
export interface RatingChange { kind: GameId; rating: number; change: number; provisional: boolean }

/** 战绩: one player's record in this room, counted by player (whatever seat) across deals. */
export interface Standing { seat: SeatNo; nickname?: string; games: number; wins: number }

/** Why a player died; a death may have several causes at once (a poisoned player whose lover was bitten). */
export type DeathCause =
  | 'wolf'     // 狼人夜里杀害
  | 'killer'   // 杀手夜里杀害
  | 'poison'   // 女巫毒杀
  | 'shot'     // 被开枪带走（猎人、狼王，或学来的枪）
  | 'lover'    // 殉情
  | 'exile'    // 被投票出局
  | 'explode'  // 自爆
  | 'reflect'  // 被恶灵骑士反伤
  | 'whiteWolfKing' // 被白狼王带走
  | 'duel'     // 骑士决斗出局
  | 'charm'    // 狼美人魅惑，随她出局
  | 'dream'    // 梦亡（摄梦人）
  | 'hunt'     // 在狩猎中出局（被狩猎的狼人，或狩猎到好人的猎魔人自己）
  | 'check'    // 被纯白之女或狼巫验杀
  | 'left';    // 离场（玩家中途离开，没有替补）

/** How and when a seat left the game; `text` is the server's Chinese line (第 2 晚被狼人杀害). */
export interface ReviewFate { causes: DeathCause[]; round: number; phase: 'night' | 'day'; text: string }

/** One seat at the end of the deal: who held it, what card, which camp, whether it won, how it ended. */
export interface ReviewSeat {
  seat: SeatNo;
  nickname?: string;
  role: RoleId;
  roleName: string;
  /** The camp the seat played for at the end (`lovers` for a wolf–human couple), and its Chinese name. */
  camp: string;
  campName: string;
  /** The card first dealt, when the seat played another one (the thief who swapped). */
  dealtRole?: RoleId;
  dealtRoleName?: string;
  /** 谁是卧底: the seat's word (null: 白板). */
  word?: string | null;
  /** Tags at the end: 'sheriff', 'lover', 'revealed'… */
  tags: string[];
  /** `tags` in Chinese, and whether `camp` plays against the table (extensions). */
  tagNames?: string[];
  bad?: boolean;
  won: boolean;
  /** null: alive at the end. */
  fate: ReviewFate | null;
}

/** One ballot: `weight` is 1 unless the sheriff's ballot counts more. */
export interface ReviewBallot { voter: SeatNo; target: SeatNo; weight: number }

/**
 * One thing that happened, with the server's Chinese `text` for it. A night action names the role
 * and the step key it answered (`night.seer`), who acted and on whom, and what they learned in
 * `result` (a seer's 'good' | 'wolf' or a role id, the police's 'killer' | 'notKiller', a witch's
 * 'save' | 'skip', the thief's role taken or 'keep'); a new role fits without a new kind.
 */
export type ReviewEvent =
  | { kind: 'action'; key: string; role: RoleId; actors: SeatNo[]; targets: SeatNo[]; result?: string; text: string }
  /** A vote: an exile (`exile`) or a sheriff vote (`sheriff`); `pk` a revote among tied players; `out` who it put out or elected; `tied` when it tied. */
  | { kind: 'vote'; purpose: 'exile' | 'sheriff'; pk: boolean; candidates: SeatNo[]; ballots: ReviewBallot[]; out: SeatNo | null; tied: SeatNo[]; text: string }
  /** 竞选警长: who stood (上警), who withdrew (退水), who was elected (null: nobody, or not yet). */
  | { kind: 'election'; candidates: SeatNo[]; withdrawn: SeatNo[]; elected: SeatNo | null; text: string }
  /**
   * A death as it happened (the night's dead at dawn, an exile, a shot…); `shooter`: whose shot it
   * was; `by`: whose poison or reflection, when not the card its cause names (the mechanical wolf's).
   */
  | { kind: 'death'; seat: SeatNo; causes: DeathCause[]; text: string; shooter?: SeatNo; by?: SeatNo }
  /** The sheriff's badge passed on (`to` null: torn). */
  | { kind: 'badge'; from: SeatNo; to: SeatNo | null; text: string }
  /** Anything else worth a line (平安夜, the idiot's card turned over, the words redrawn). */
  | { kind: 'note'; text: string };

/** One night or day (谁是卧底: one round), its heading (第 2 晚) and what happened, in order. */
export interface ReviewPhase { round: number; phase: 'night' | 'day'; title: string; events: ReviewEvent[] }

/** The whole story of one ended deal, for every phone: built by the server, shown as it is. */
export interface Review {
  game: GameId;
  gameName: string;
  /** How the game names its nights and days (an extension; absent in reviews recorded before). */
  phaseNames?: PhaseNames;
  preset: string;
  presetName: string;
  players: number;
  /** The room's deal this story belongs to. */
  deal: number;
  winner: { camp: string; campName: string; text: string; seats: SeatNo[] };
  /** 谁是卧底: both words. */
  words?: { civilian: string; undercover: string };
  seats: ReviewSeat[];
  phases: ReviewPhase[];
  /** 战绩 in this room after this deal. */
  standings?: Standing[];
  /** A linked room (圈子): this player's rating after the deal and how it moved (myCard only). */
  ratingChange?: RatingChange;
  /** 自动主持: the players' night guesses (怀疑图) and who guessed the bad camp best (an extension). */
  suspicion?: ReviewSuspicion;
  /** The table's life during the deal: seats that changed hands, a judge replaced (an extension). */
  tableLife?: LogEntry[];
}

/**
 * 无声之夜: each night, whom each living player last guessed (a decoy's guess, or the guess a result shown asks; `hit`: a
 * seat of the bad camp at the end); `sharpest` (火眼金睛): the players outside the bad camp with the best hits over
 * guesses (ties all named; `seats` empty when no guess hit), and its line.
 */
export interface ReviewSuspicion {
  nights: { round: number; title: string; guesses: { seat: SeatNo; guess: SeatNo; hit: boolean }[] }[];
  sharpest: { seats: SeatNo[]; hits: number; guesses: number; text: string };
}
