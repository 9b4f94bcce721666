import type { LogEntry, WordCard } from '../../../../../typings/api';
import { dealRoles } from '../core/deal';
import type { GameModule } from '../core/module';
import type { GameConfig } from '../core/state';
import { advanceUndercover } from './advance';
import { describeUndercoverStep } from './describe';
import { UNDERCOVER_INFO } from './info';
import { dealtRoles, UNDERCOVER_PRESETS } from './presets';
import { checkUndercoverRoles } from './roles';
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
   * With `blank.enabled: false` the default deck's blanks are dealt as civilians (see presets.ts).
   */
  deal(config, rng, carry) {
    const rules = undercoverRules(config.rules);
    const typed = carry === undefined ? config.words : undefined;
    const dealtConfig: GameConfig = { ...config, roles: dealtRoles(config.roles, rules.blankEnabled) };
    const log: LogEntry[] = [];
    const note = (text: string): void => { log.push({ round: 1, phase: 'day', text }); };
    let facts: UndercoverFacts;
    let next: WordCarry;
    if (typed) {
      facts = { words: { ...typed }, pairId: null, lastExiled: null };
      next = { used: [] };
      note(`法官自定词语：平民「${typed.civilian}」，卧底「${typed.undercover}」`);
    } else {
      delete dealtConfig.words;
      const draw = drawWords(rules, rng, readCarry(carry));
      for (const text of draw.notes) note(text);
      facts = { words: draw.words, pairId: draw.pair.id, lastExiled: null };
      next = draw.carry;
      note(`词库抽词（${categoryName(rules.category)}·${DIFFICULTY_NAMES[rules.difficulty]}）：`
        + `平民「${draw.words.civilian}」，卧底「${draw.words.undercover}」`);
    }
    const { seats } = dealRoles(dealtConfig, rng);
    const state: UndercoverState = {
      game: 'undercover',
      config: dealtConfig,
      seats,
      round: 1,
      phase: 'day',
      stepId: 1,
      step: { key: 'checkin' },
      log,
      winner: null,
      x: facts,
    };
    return { state, carry: next };
  },
  describe: describeUndercoverStep,
  advance: advanceUndercover,
  /** Only the word: nothing says whether it is the civilians' one; a blank's word is null. */
  card(state, seat): WordCard {
    const role = state.seats[seat - 1].role;
    if (role === 'civilian') return { word: state.x.words.civilian };
    if (role === 'undercover') return { word: state.x.words.undercover };
    return { word: null };
  },
  judgeExtras(state) {
    return { words: { ...state.x.words } };
  },
};
