import type { RoleId, SeatNo, SpeechSide } from '../../../../../typings/api';
import type { GameState } from '../core/state';
import type { RoleDayKey, RoleFacts, RoleNightKey } from './keys';

/**
 * How a player died: it decides shots and last words (docs/rules.md §D.0). `wolf` is the wolves'
 * knife (self-knife and 同守同救 included), `explode` a 自爆, `whiteWolfKing` taken by the white wolf
 * king, `duel` a knight's duel, `charm` the wolf beauty's link, `dream` a dreamer's death (梦亡), `hunt` the demon hunter's,
 * `reflect` the evil knight's reflection, `check` a check that kills (纯白之女, 狼巫), `left` a player who
 * left mid-game (离场: no skill, no last words).
 */
export const DEATH_CAUSES = ['wolf', 'poison', 'lover', 'shot', 'exile', 'explode', 'whiteWolfKing', 'duel', 'charm', 'dream', 'hunt', 'reflect', 'check', 'left'] as const;
export type DeathCause = (typeof DEATH_CAUSES)[number];

/** The marks a werewolf seat can carry: the badge, cupid's link, an idiot's shown card. */
export const WEREWOLF_TAGS = ['sheriff', 'lover', 'revealed'] as const;
export type WerewolfTag = (typeof WEREWOLF_TAGS)[number];

export interface Death {
  seat: SeatNo;
  /** What took the seat first (the log's wording). */
  cause: DeathCause;
  /** Every cause that would have killed the seat in that instant, `cause` first. */
  causes: DeathCause[];
  /** Whose shot took the seat, when a shot did. */
  shooter?: SeatNo;
  /** Whose poison or reflection took it, when not the card its cause names (the mechanical wolf's). */
  by?: SeatNo;
  round: number;
  /** Died in the night resolution (announced at dawn) rather than by day. */
  night: boolean;
  lastWords: boolean;
}

export interface WerewolfFacts {
  /** The cards in the centre of the table (the thief's two; after a swap, the thief card is one of them). */
  center: RoleId[];
  /** The two lovers cupid linked, or null. */
  lovers: SeatNo[] | null;
  /** Tonight's choices. */
  guarded: SeatNo | null;
  checked: SeatNo | null;
  target: SeatNo | null;
  saved: boolean;
  /** Tonight's antidote went to another knife target (a double kill's second), not to `target`. */
  rescued?: SeatNo;
  poisoned: SeatNo | null;
  /** Whom the guard protected the night before (never twice running). */
  lastGuarded: SeatNo | null;
  antidoteUsed: boolean;
  poisonUsed: boolean;
  /** The deaths of the last night resolution, in seat order. */
  nightDeaths: SeatNo[];
  /** The last night's deaths have been announced (day.dawn is behind us). */
  announced: boolean;
  /**
   * The told dead a skill question (or a skill) has followed, where a judge reads a day with hidden
   * cards (absent in rooms dealt before it was kept: their deaths so far count as asked).
   */
  askedDead?: SeatNo[];
  /** The steps still due today, in order. */
  agenda: WerewolfStep[];
  /**
   * Chain order (modern last words): the dead whose last words and badge wait until the
   * chain's shots are over, in the order they will speak.
   */
  epilogue?: SeatNo[];
  /** Drawn at the deal (absent in deals made before it was) for the day's random picks: who speaks first after a 平安夜 with no sheriff, the first candidate. */
  seed?: number;
  /** Today's 警左 or 警右, once the sheriff has chosen (`speech.order` `sheriffChooses`). */
  speechSide?: SpeechSide;
  /** Today's side was not the sheriff's choice: he let the time run out (自动主持). */
  speechSideUnchosen?: true;
  /**
   * Today's speaking order, held when a day action or a leave broke into the speeches: they resume
   * in it (the dead left out) however the sheriff or his badge changed meanwhile.
   */
  speechOrder?: SeatNo[];
  /**
   * The candidates of an election under way: who stood, and who still stands. A 自爆
   * that postpones the election keeps them for the next day.
   */
  election?: { stood: SeatNo[]; standing: SeatNo[] };
  /** A sheriff election is still due (not yet held, tied, or moved by a 自爆). */
  sheriffPending: boolean;
  /** A werewolf self-destructed: the rest of the day is skipped (only death triggers remain). */
  dayOver: boolean;
  /**
   * What the judge announces at the next step: what happened by day since the last one (a shot, a
   * self-destruct, their lovers, the badge). Cleared by every input; absent in engine-1 check-ins.
   */
  news?: string[];
  deaths: Death[];
  /** 自爆 while the sheriff election was still due (`sheriff.lostAfterSelfDestructs`); absent before the first. */
  electionExplosions?: number;
  /** The last exile vote's outcome and its day (a flipped idiot counts; absent before any vote). */
  exiled?: { round: number; seat: SeatNo | null };
  /** Roles' own facts, by role id (absent until a role writes some). */
  roles?: Partial<RoleFacts>;
}

export type WerewolfStep =
  | { key: 'checkin' }
  | { key: 'night.close' }
  /** A role's night step (roles/<role>.ts). */
  | { key: RoleNightKey }
  /** A role's day step, about a seat (the dead hunter's shot). */
  | { key: RoleDayKey; seat: SeatNo }
  /** Deals of engine 1: the judge recorded only the winner. `first`: the day opens with it (天亮了). */
  | { key: 'day.sheriffElection'; pk: boolean; first: boolean }
  /** The sheriff election: who stands (上警), who withdraws (退水), the ballots, a PK among the tied. */
  | { key: 'day.sheriffCandidates'; first: boolean }
  /** One candidate's election speech; `order`: every candidate's turn. */
  | { key: 'day.sheriffSpeech'; seat: SeatNo; order: SeatNo[] }
  /** `standing`: a postponed election resumed the next day (those still standing; `first`: the day opens with it). */
  | { key: 'day.sheriffWithdraw'; stood: SeatNo[]; standing?: SeatNo[]; first?: boolean }
  | { key: 'day.sheriffVote'; stood: SeatNo[]; candidates: SeatNo[]; pk: boolean }
  | { key: 'day.sheriffPk'; stood: SeatNo[]; tied: SeatNo[] }
  | { key: 'day.dawn'; deaths: SeatNo[]; first: boolean }
  /** The neutral 技能 question after deaths told (`seats`) where none of them has a skill to use. */
  | { key: 'day.skill'; seats: SeatNo[] }
  | { key: 'day.badge'; seat: SeatNo }
  | { key: 'day.lastWords'; seat: SeatNo }
  /** The sheriff picks where the exile speeches start (警左/警右); he speaks last. */
  | { key: 'day.speechDirection'; seat: SeatNo }
  | { key: 'day.speech' }
  /** `candidates` null: every living player. */
  | { key: 'day.vote'; candidates: SeatNo[] | null; pk: number }
  | { key: 'day.pk'; tied: SeatNo[]; pk: number }
  /** `tied`: nobody out because these seats tied (absent in engine-1 rooms); `stays`: he leaves at the next dawn. */
  | { key: 'day.exile'; exiled: SeatNo | null; revealed: boolean; deaths: SeatNo[]; tied?: SeatNo[]; stays?: boolean };

export type WerewolfState = GameState<WerewolfFacts, WerewolfStep>;

export function initialFacts(center: RoleId[], sheriff: boolean): WerewolfFacts {
  return {
    center,
    lovers: null,
    guarded: null,
    checked: null,
    target: null,
    saved: false,
    poisoned: null,
    lastGuarded: null,
    antidoteUsed: false,
    poisonUsed: false,
    nightDeaths: [],
    announced: false,
    askedDead: [],
    agenda: [],
    sheriffPending: sheriff,
    dayOver: false,
    news: [],
    deaths: [],
  };
}
