import type { LogEntry, WordCard } from '../../../../../typings/api';
import { cloneJson } from '../core/clone';
import { dealRoles } from '../core/deal';
import { presetDeckDealt } from '../core/deck';
import { illegalMove } from '../core/errors';
import type { GameModule } from '../core/module';
import type { Rng } from '../core/rng';
import type { GameConfig, SeatState } from '../core/state';
import type { WordSupply } from '../words/supply';
import { advanceUndercover } from './advance';
import { undercoverActors } from './actors';
import { leaveUndercover } from './leave';
import { describeUndercoverStep } from './describe';
import { UNDERCOVER_INFO, wordCategoryCounts } from './info';
import { UNDERCOVER_PRESETS } from './presets';
import { checkUndercoverRoles, UNDERCOVER_DECK } from './roles';
import { blankCard } from './blank-card';
import { campOf, UNDERCOVER_CAMPS } from './win';
import { undercoverRules } from './rules';
import type { UndercoverFacts, UndercoverState, UndercoverStep } from './state';
import { categoryName, checkWords, DIFFICULTY_NAMES, drawWords, readCarry, type WordCarry } from './words';

export const undercoverGame: GameModule<UndercoverFacts, UndercoverStep> = {
  info: UNDERCOVER_INFO,
  presets: UNDERCOVER_PRESETS,
  checkRoles: checkUndercoverRoles,
  /** With 4–5 players, a lastN of 3 would let one wrong vote end the game. */
  ruleDefaults: (players) => ({ 'undercover.lastN': players <= 5 ? 2 : 3 }),
  checkExtra: checkWords,
  /**
   * Deals the cards and the words. The first deal of a room uses the judge's typed words when given;
   * every later deal (`redeal`, recognised by its carry) draws from the bank, because typed words were
   * meant for one game, and the state's config then drops them. Bank pairs already drawn in this room
   * travel in the carry, so a redeal never repeats one until that part of the bank is used up.
   * With `blank.enabled: false` the default deck's blanks are dealt as civilians (the deck's fold).
   */
  deal(config, rng, carry, supply) {
    const typed = carry === undefined ? config.words : undefined;
    const dealtConfig: GameConfig = { ...config, roles: presetDeckDealt(UNDERCOVER_DECK, config.roles, config.rules) };
    const log: LogEntry[] = [];
    let words: DealtWords;
    if (typed) {
      words = { facts: { words: { ...typed }, pairId: null, lastExiled: null }, carry: { used: [] } };
      log.push(firstDay(`法官自定词语：平民「${typed.civilian}」，卧底「${typed.undercover}」`));
    } else {
      delete dealtConfig.words;
      words = bankWords(dealtConfig, rng, carry, log, supply);
    }
    const { seats } = dealRoles(dealtConfig, rng);
    return { state: freshState(dealtConfig, seats, log, words.facts), carry: words.carry };
  },
  /**
   * 换一组: the same seats with the same roles and a new bank pair (also after typed words), back to
   * the count-off, while nobody has voted yet. A pair this room has had is not drawn again.
   */
  redraw(dealt, current, rng, carry, supply) {
    if (!redrawAllowed(current)) {
      throw illegalMove(beforeFirstVote(current) ? '有玩家离场了，不能再换词；要换词请重新发牌' : '已经投过票了，不能再换词；要换词请重新发牌');
    }
    const config: GameConfig = { ...dealt.config };
    delete config.words;
    const old = current.x.words;
    const log = [firstDay(`法官换了一组词（换下平民「${old.civilian}」，卧底「${old.undercover}」）`)];
    const words = bankWords(config, rng, carry, log, supply);
    return { state: freshState(config, cloneJson(dealt.seats), log, words.facts), carry: words.carry };
  },
  bankPair: (state) => state.x.pairId,
  wordCategories: wordCategoryCounts,
  describe: (state) => ({ ...describeUndercoverStep(state), ...undercoverActors(state) }),
  advance: advanceUndercover,
  leave: leaveUndercover,
  revealRule: 'reveal.onExile',
  /** Only the word: nothing says whether it is the civilians' one; a blank's word is null, and it is told how to play. */
  card(state, seat): WordCard {
    const role = state.seats[seat - 1].role;
    if (role === 'civilian') return { word: state.x.words.civilian };
    if (role === 'undercover') return { word: state.x.words.undercover };
    return blankCard(state);
  },
  judgeExtras(state) {
    return { words: { ...state.x.words }, canRedrawWords: redrawAllowed(state) };
  },
  campOf,
  campNames: UNDERCOVER_CAMPS,
  /** 谁是卧底 has no nights: its story goes by rounds. */
  phaseNames: { night: '第 {n} 轮', day: '第 {n} 轮' },
};

interface DealtWords { facts: UndercoverFacts; carry: WordCarry }

const firstDay = (text: string): LogEntry => ({ round: 1, phase: 'day', text });

/** A pair from the bank under the room's word options; the draw goes to the log. */
function bankWords(config: GameConfig, rng: Rng, carry: unknown, log: LogEntry[], supply: WordSupply | undefined): DealtWords {
  if (!supply) throw new Error('a deal from the word bank needs the bank: the host hands it over');
  const rules = undercoverRules(config.rules);
  const draw = drawWords(rules, rng, readCarry(carry), supply.pairs, supply.odds);
  for (const text of draw.notes) log.push(firstDay(text));
  log.push(firstDay(`词库抽词（${categoryName(draw.from.category)}·${DIFFICULTY_NAMES[draw.from.difficulty]}${rules.family ? '·家庭模式' : ''}）：`
    + `平民「${draw.words.civilian}」，卧底「${draw.words.undercover}」`));
  return { facts: { words: draw.words, pairId: draw.pair.id, lastExiled: null }, carry: draw.carry };
}

function freshState(config: GameConfig, seats: SeatState[], log: LogEntry[], facts: UndercoverFacts): UndercoverState {
  return {
    game: 'undercover', config, seats, round: 1, phase: 'day', stepId: 1, step: { key: 'checkin' }, log, winner: null, x: facts,
  };
}

/**
 * Until the first vote of the deal has been counted, while nobody has left (a new pair is a new deal,
 * which would seat the leaver again).
 */
function redrawAllowed(state: UndercoverState): boolean {
  return beforeFirstVote(state) && state.seats.every((s) => s.alive);
}

/** The first vote of the deal is not counted yet (its step may be showing, not yet entered). */
function beforeFirstVote(state: UndercoverState): boolean {
  const step = state.step;
  if (state.winner || !step || state.round !== 1) return false;
  return step.key === 'checkin' || step.key === 'round.describe' || (step.key === 'round.vote' && step.pk === 0);
}
