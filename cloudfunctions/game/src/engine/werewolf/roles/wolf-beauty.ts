import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, announceSeat, dead, type Death, type DeathCause, defineRole, type Dying, holder,
  holdersAnswer, HOST, isAlive, killSeat, landing, landsOn, livingSeats, loverLines, NEUTRAL_SKILL_LINE, NO_INPUT,
  option, partnerOf, recordAct, rulesOf, seatsOf, STILL, type WerewolfState,
} from '../kit';

/** The wolf beauty's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'wolfBeauty.noRepeat', name: '狼美人不能连续魅惑同一人', type: 'boolean', group: 'advanced',
    description: '狼美人不能连续两晚魅惑同一名玩家。', default: true,
  }),
  option({
    id: 'wolfBeauty.linkOn', name: '狼美人殉情时机', type: 'enum', group: 'advanced',
    description: '狼美人死亡时被她魅惑的玩家随她出局：除被骑士决斗外的任何死亡；或只在她被放逐或被枪带走时。',
    values: ['anyButDuel', 'dayOnly'], valueNames: ['决斗以外的任何死亡', '仅被放逐或被枪带走'], default: 'anyButDuel',
  }),
] as const;

interface Charm {
  /** The player of her most recent charm step (null: she skipped it, or has not charmed yet). */
  charmed: SeatNo | null;
  /** Last night's charm (no repeat). */
  last: SeatNo | null;
}

/**
 * 狼美人 (docs/rules.md §D.2.3): a meeting wolf who is no legal wolf target and may not 自爆; after the
 * kill she charms a player, who dies with her (`charm`, no skill, no last words) when she dies — by
 * any cause but a duel (`wolfBeauty.linkOn`).
 */
export const wolfBeauty = defineRole({
  id: 'wolfBeauty', name: '狼美人', camp: 'wolf', class: 'wolf', unique: true, notWolfTarget: true,
  description: '你是狼人阵营，每晚与狼人一起睁眼杀人（狼人不能杀你），之后单独睁眼魅惑一名玩家。你死亡时，最近一次被你魅惑的玩家随你出局。你不能自爆。',
  guide: '和狼人一起杀人，但狼人不能杀她，她也不能自爆。每晚单独睁眼魅惑一人（不能连续两晚同一人）；她死亡时，最近一次被魅惑的玩家随她出局，没有技能和遗言；被骑士决斗死亡时不带人。',
  options: OPTIONS,
  night: [{
    key: 'night.wolfBeauty', slot: 'wolfBeauty', nights: 'every',
    actors: (state) => holdersAnswer(state, 'wolfBeauty'),
    legal(state) {
      const seat = actor(state, 'wolfBeauty');
      if (seat === null) return NO_INPUT;
      const last = rulesOf(state)['wolfBeauty.noRepeat'] ? charm(state).last : null;
      return {
        input: { type: 'seats', min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat && s !== last) },
        refuse: (s) => (s === seat ? '狼美人不能魅惑自己' : s === last ? `规则不允许连续两晚魅惑同一人：${s} 号昨晚已被魅惑` : dead(s)),
        passLabel: '不魅惑',
      };
    },
    words(state) {
      const seat = actor(state, 'wolfBeauty');
      const say = ['狼美人请睁眼，请选择你要魅惑的玩家。', '狼美人请闭眼。'];
      if (seat === null) return { title: '狼美人魅惑', say, hint: `${absence(state, 'wolfBeauty')}：${STILL}` };
      const last = charm(state).last;
      return {
        title: '狼美人魅惑', say,
        hint: `狼美人：${seat} 号。点选她魅惑的玩家（不告诉被魅惑者）${last !== null && rulesOf(state)['wolfBeauty.noRepeat'] ? `；不能连续魅惑 ${last} 号` : ''}。`,
      };
    },
    apply(draft, input) {
      const [target] = seatsOf(input);
      // A magician's swap moves the charm: she is linked to whom it landed on (docs/rules.md §D.3.7).
      setCharm(draft, { ...charm(draft), charmed: target === undefined ? null : landsOn(draft, target) });
      const seat = actor(draft, 'wolfBeauty');
      const text = target === undefined ? `狼美人 ${seat} 号没有魅惑` : `狼美人魅惑 ${landing(draft, target)}`;
      if (target !== undefined) addLog(draft, text);
      if (seat !== null) recordAct(draft, { key: 'night.wolfBeauty', role: 'wolfBeauty', actors: [seat], targets: target === undefined ? [] : [target], text });
    },
  }],
  nightfall: (draft) => {
    // Tonight's charm starts empty: a blocked night leaves no link (docs/rules.md §D.0.2).
    if (holder(draft, 'wolfBeauty') !== null) setCharm(draft, { last: charm(draft).charmed, charmed: null });
  },
  dawn: [{ stage: 'charm', resolve: charmAtDawn }],
  onDeath: (state, death) => (!death.night && links(state, death) ? [{ key: 'day.wolfBeauty', seat: death.seat }] : []),
  day: [{
    key: 'day.wolfBeauty', hiddenAs: 'skill',
    actors: () => HOST,
    legal: () => NO_INPUT,
    words(state, step) {
      const charmed = charm(state).charmed;
      // The step says what comes; who died is said once, as what just happened after it. With cards
      // hidden the table hears only the neutral skill line: the charm would name her card.
      const shown = rulesOf(state)['reveal.onDeath'];
      return {
        title: '狼美人殉情', say: [shown ? '狼美人出局，她最近一次魅惑的玩家随她出局。' : NEUTRAL_SKILL_LINE],
        hint: `狼美人 ${step.seat} 号出局，她最近一次魅惑的 ${charmed} 号随她出局：没有技能，没有遗言。`,
      };
    },
    apply(draft) {
      const charmed = charm(draft).charmed;
      if (charmed === null || !isAlive(draft, charmed)) return { dead: [] };
      const died = killSeat(draft, charmed, 'charm');
      const how = rulesOf(draft)['reveal.onDeath'] ? '随狼美人出局' : '出局';
      draft.x.news = [`${announceSeat(draft, charmed)}${how}。`, ...loverLines(draft, died, charmed)];
      return { dead: died };
    },
  }],
});

function charm(state: WerewolfState): Charm {
  return state.x.roles?.wolfBeauty ?? { charmed: null, last: null };
}

function setCharm(draft: WerewolfState, value: Charm): void {
  draft.x.roles = { ...draft.x.roles, wolfBeauty: value };
}

/** Whether her death takes the charmed player, per `wolfBeauty.linkOn`. */
function linkedCause(state: WerewolfState, causes: readonly DeathCause[], night: boolean): boolean {
  if (causes.includes('duel')) return false;
  if (rulesOf(state)['wolfBeauty.linkOn'] === 'dayOnly') return !night && causes.some((c) => c === 'exile' || c === 'shot');
  return true;
}

function links(state: WerewolfState, death: Death): boolean {
  const charmed = charm(state).charmed;
  return charmed !== null && isAlive(state, charmed) && linkedCause(state, death.causes, death.night);
}

/** Dawn, stage 7: she dies tonight (or her lover does, taking her) → her charmed player dies too. */
function charmAtDawn(draft: WerewolfState, dying: Dying): void {
  const seat = holder(draft, 'wolfBeauty');
  const charmed = charm(draft).charmed;
  if (seat === null || charmed === null || !isAlive(draft, seat) || charmed === seat) return;
  const partner = partnerOf(draft, seat);
  const causes = dying.filter((d) => d.seat === seat).map((d) => d.cause);
  if (partner !== null && dying.some((d) => d.seat === partner)) causes.push('lover');
  if (causes.length === 0 || !linkedCause(draft, causes, true)) return;
  addLog(draft, `狼美人 ${seat} 号今晚出局，被她魅惑的 ${charmed} 号随她出局`);
  dying.push({ seat: charmed, cause: 'charm' });
}

declare module '../kit' {
  interface RoleOptions { wolfBeauty: typeof OPTIONS }
  interface RoleIds { wolfBeauty: true }
  interface RoleStepKeys { 'night.wolfBeauty': true; 'day.wolfBeauty': true }
  interface RoleFacts { wolfBeauty: Charm }
}
