import type { DayActionWording, PromptInfo, RoleCard, SeatNo } from '../../../../../typings/api';
import type { Actors } from '../core/actors';
import type { OptionSpec } from '../core/options';
import type { ParsedInput, StepDescription } from '../core/state';
import type { DayStage } from './day-order';
import type { RoleDayKey, RoleKey, RoleNightKey } from './keys';
import type { Death, DeathCause, WerewolfState, WerewolfStep } from './state';

/**
 * A role as the kernel runs it: the hooks it declares at each stage of the game. Role files write it
 * with the kit's `defineRole` (roles/README.md), which places night steps and dawn hooks in the order.
 */

/** Which nights a step is called: the first only (n1), from the second on (n2+), or every night. */
export type Nights = 'first' | 'later' | 'every';

/** The seats dying tonight so far, each with its cause, in the order the log names them. */
/** The night's dying; `by`: whose poison or reflection it was, when not the card its cause names (a learned poison). */
export type Dying = { seat: SeatNo; cause: DeathCause; by?: SeatNo }[];

/** 屠边 counts gods, villagers and wolves (docs/rules.md §B.10). */
export type RoleClass = 'god' | 'villager' | 'wolf';

/** What the rules allow at a step: its input and why a value outside it is refused. */
export type Legality = Pick<StepDescription, 'input' | 'refuse' | 'refuseEmpty' | 'refuseChoice' | 'noInput' | 'noOptions' | 'passLabel'>;

/** What the judge reads and sees at a step; words only, nothing that decides what is legal. */
export type Wording = Pick<StepDescription, 'title' | 'say' | 'hint' | 'info'>;

/** A night step of a role, called in its slot on the nights it acts while the role is on the board. */
export interface NightStepDef {
  key: RoleNightKey;
  /** Its slot's name in the night order. */
  slot: string;
  /** Its place in tonight's order (its slot's rank; the rules may move it: the seer under `night.seerStep`). */
  rank(state: WerewolfState): number;
  nights: Nights;
  /** Also called on the first night when the role is not on the board, under `night.callAbsent`. */
  decoyWhenAbsent?: boolean;
  /**
   * A step that only shows its holder something (input none) and shows him nothing when he is blocked
   * (the gravedigger's result, docs/rules.md §D.0.2). Absent: such a step is shown even to a blocked
   * holder (a shooter's status says he cannot shoot).
   */
  blockable?: boolean;
  /**
   * Its holder has nothing left to use (a witch with both potions spent): a block would change
   * nothing, so none is shown (no 恐惧 gesture to tell him of the fear); the step runs as on any
   * night he has nothing.
   */
  spent?(state: WerewolfState): boolean;
  /** Called only when the rules ask for it (`night.shotStatus`); absent: always. */
  enabled?(state: WerewolfState): boolean;
  /** Its slot's name when the rules move it (the seer under `night.seerStep`); absent: `slot`. */
  slotOf?(state: WerewolfState): string;
  actors(state: WerewolfState): Actors;
  legal(state: WerewolfState): Legality;
  words(state: WerewolfState): Wording;
  /** What the answer does to the night's facts (a step that only shows something has none). */
  apply?(draft: WerewolfState, input: ParsedInput): void;
  /** 自动主持: what the actor's phone shows, where the step's info worded by its shape is not enough. */
  prompt?(state: WerewolfState, seat: SeatNo): PromptInfo | undefined;
}

/** A role's day step (`seat`: the seat it is about, e.g. the dead hunter). */
export interface RoleDayStep { key: RoleDayKey; seat: SeatNo }

/** A day step a role brings: at a stage of the day planned at dawn, or when its holder dies. */
export interface DayStepDef {
  key: RoleDayKey;
  /** Enters every day planned at dawn at this stage, when the role is on the board. */
  stage?: DayStage;
  /** While cards stay hidden, the table hears it as the neutral 技能 step (a shot would name the card). */
  hiddenAs?: 'skill';
  actors(state: WerewolfState, step: RoleDayStep): Actors;
  legal(state: WerewolfState, step: RoleDayStep): Legality;
  words(state: WerewolfState, step: RoleDayStep): Wording;
  /**
   * What the answer does: `dead`, the seats it killed (with `x.news` saying so). The kernel then
   * checks the win, opens what those deaths call for, and moves the day on.
   */
  apply?(draft: WerewolfState, step: RoleDayStep, input: ParsedInput): void | { dead: SeatNo[] };
  /** 自动主持: what the actor's phone shows, where the step's info worded by its shape is not enough. */
  prompt?(state: WerewolfState, step: RoleDayStep, seat: SeatNo): PromptInfo | undefined;
}

/**
 * What a claimed day action did: who `died` and what the table hears (`news`); `endsDay` when the
 * rest of the day is skipped (then `after`: steps due before night, e.g. a victim's last words);
 * otherwise the interrupted step resumes after what the deaths call for.
 */
export interface DayActionOutcome { died: SeatNo[]; news: string[]; endsDay: boolean; after?: WerewolfStep[] }

/** A player blocked tonight: why (for the judge's hint) and whether a shot dies with him. */
export interface Block { why: string; silencesShot: boolean }

/** One werewolf role, declared in one place (its own file under roles/). */
export interface RoleDef {
  id: RoleKey;
  name: string;
  /** The card's camp; `third` plays for someone else's (the slacker, see `playsFor`). */
  camp: 'good' | 'wolf' | 'third';
  class: RoleClass;
  /** A deck holds at most one card of it. */
  unique: boolean;
  /** The card text the player reads. */
  description: string;
  /** The role as the rules page tells it, where that says more than the card (the options that bend it…). */
  guide?: string;
  /**
   * Whether this game holds it, when not only its own card in the deck says so (the pack: any meeting
   * wolf dealt). Its night steps come and its hooks bend the game only then.
   */
  onBoard?(state: WerewolfState): boolean;
  /** The role's options, collected into the game's options table. */
  options?: readonly OptionSpec[];
  night?: readonly NightStepDef[];
  day?: readonly DayStepDef[];
  /** Its part in the night's resolution at dawn, by stage: adds to (or spares from) tonight's dying. */
  dawn?: readonly DawnHook[];
  /**
   * Moves where tonight's night targets land (the magician's swap): the seat a target aimed at `seat`
   * lands on, and how the judge is told why (魔术师交换).
   */
  redirect?: { to(state: WerewolfState, seat: SeatNo): SeatNo; why: string };
  /**
   * Whom its facts block tonight (the nightmare's fear, the blood moon's seal): the hint's reason,
   * and whether a hunter or wolf king dying blocked loses his shot (docs/rules.md §D.0.2).
   */
  blocks?(state: WerewolfState, seat: SeatNo): Block | undefined;
  /** Why a shot at `target` fails (the mechanical wolf's shield at that dawn): the log's line, or undefined. */
  stopsShot?(draft: WerewolfState, shooter: SeatNo, target: SeatNo): string | undefined;
  /** Tonight's knife targets besides the night's wolf target (a mechanical wolf's double kill): the witch is told them too. */
  knives?(state: WerewolfState): SeatNo[];
  /** Why every wolf kill is stopped tonight (a fear on a wolf-camp player), or undefined. */
  stopsWolfKill?(state: WerewolfState): string | undefined;
  /**
   * Exiled by vote, its holder stays until dawn (the last-wolf blood moon): marks it so and returns
   * the log line, or undefined when he leaves as usual.
   */
  staysOnExile?(draft: WerewolfState, seat: SeatNo): string | undefined;
  /**
   * Exiled by vote, its holder shows his card instead (the idiot, the first time): marks it so and
   * returns the log line, and whether he then leaves the table (no skill, no last words); undefined
   * when he is exiled as usual.
   */
  sparedOnExile?(draft: WerewolfState, seat: SeatNo): { line: string; leaves?: boolean } | undefined;
  /** Its holder, out of play, still counts as a living player of its class for the wins (a flipped idiot who left). */
  countsAlive?(state: WerewolfState, seat: SeatNo): boolean;
  /**
   * The death cause of the seat its holder takes by day (白狼王自爆带人) and whether that victim has
   * last words; he keeps them even once the 自爆 has ended the day.
   */
  victims?: { cause: DeathCause; lastWords(state: WerewolfState): boolean };
  /** Its card puts more cards than players in the deck (the thief's two centre cards) and the deck rule's message. */
  extraCards?: { cards: number; message: string };
  /** The least number of its cards a deck holds (a villager), with the deck rule's message. */
  deckMin?: { min: number; message: string };
  /** At nightfall: clears what lasts one night of its own facts. */
  nightfall?(draft: WerewolfState): void;
  /**
   * A day action its living holder may claim outside the step's input (docs/rules.md §D):
   * `explodeTake` (白狼王自爆带人, input `{ explode, take }`), `duel` (骑士, input `{ duel }`).
   */
  dayAction?: {
    kind: 'explodeTake' | 'duel';
    /** How the pages put it (its button, what it does to `{target}`, what is asked before it is sent). */
    words: DayActionWording;
    /** May the holder claim it at the current step? */
    now(state: WerewolfState, seat: SeatNo): boolean;
    /** Why `target` cannot be aimed at (or why not now); undefined: allowed. */
    refuse(state: WerewolfState, seat: SeatNo, target: SeatNo): string | undefined;
    /** Its effect; the kernel then checks the win and ends or resumes the day as the outcome says. */
    apply(draft: WerewolfState, seat: SeatNo, target: SeatNo): DayActionOutcome;
  };
  /** No night death but 梦亡 takes it, not even a charm or a lover's link at dawn (the evil knight, docs/rules.md §D.2.9). */
  nightImmune?: boolean;
  /** The wolves may not aim at it (docs/rules.md §D.0: 不能自刀). */
  notWolfTarget?: boolean;
  /**
   * May self-destruct by day (自爆) where the rules allow it; a function when a rule of its own
   * decides: true, or why not (now).
   */
  explodes?: boolean | ((state: WerewolfState) => true | string);
  /** The marks the role puts on seats, with their Chinese names (the catalog names every mark). */
  tags?: Readonly<Record<string, string>>;
  /** A lone wolf (docs/rules.md §D.0.1): wolf camp, but does not meet the team in `night.wolves`. */
  lone?: boolean;
  /**
   * Checks one player a night in the seer's slot (预言家, 通灵师, 纯白之女): a deck holds exactly one such
   * card; its check is the night's check (`x.checked`), the one the evil knight reflects and the
   * mechanical wolf learns as a check.
   */
  checker?: boolean;
  /** The seer sees this card as good although it is wolf camp (the hidden wolf). */
  seerSeesGood?: boolean;
  /** The card the psychic is shown for it now, when not its own (a mechanical wolf with a learned skill). */
  psychicSees?(state: WerewolfState): RoleKey;
  /** Extra votes cast on seats in today's exile vote and its PK (the crow's curse). */
  voteBonus?(state: WerewolfState): { seat: SeatNo; votes: number; why: string }[];
  /** The day steps its holder's death calls for (the hunter's shot), in the order they come. */
  onDeath?(state: WerewolfState, death: Death): WerewolfStep[];
  /** A death whose card stays hidden even where cards are shown on death (the demon hunter's prey). */
  hidesCard?(state: WerewolfState, death: Death): boolean;
  /**
   * Its holder now plays as a wolf although the card is not wolf camp (the wild child once his model
   * is gone, docs/rules.md §D.4.4): from then on a meeting wolf, seen as a wolf by the seer and the
   * gravedigger, a wolf for 屠边 and the wins, and a 狼人 for 自爆.
   */
  wolfNow?(state: WerewolfState, seat: SeatNo): boolean;
  /**
   * The camp its holder wins or loses with, when it is not the card's own (the slacker follows his
   * model, docs/rules.md §D.4.3). Only the winners and the review read it: the seer, 屠边 and the
   * good win still count the card. `campOf` is the camp lookup of any other seat.
   */
  playsFor?(state: WerewolfState, seat: SeatNo, campOf: (seat: SeatNo) => string): string;
  /** What its holder's own card says now, when play changes it (his model, his turning); only his own facts. */
  cardNow?(state: WerewolfState, seat: SeatNo): Partial<Pick<RoleCard, 'camp' | 'description'>>;
  /** A line for the judge's log when its holder dies (猎人被毒死，不能开枪). */
  deathLog?(state: WerewolfState, death: Death): string | undefined;
  /** What the judge is told at dawn about a dead holder (猎人可以开枪). */
  dawnNote?(state: WerewolfState, death: Death): string | undefined;
}

/** A dawn hook with its stage's name and its place among the stages. */
export interface DawnHook { stage: string; rank: number; resolve(draft: WerewolfState, dying: Dying): void }
