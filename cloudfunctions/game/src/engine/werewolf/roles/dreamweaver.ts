import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, type Dying, holder, holdersAnswer, landing, landsOn, livingSeats, NO_INPUT,
  option, recordAct, ruleName, rulesOf, seatsOf, STILL, type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'dreamweaver.mustChoose', name: '摄梦人必须摄梦', type: 'boolean', group: 'advanced',
    description: '摄梦人每晚必须选择一名梦游者。关闭时可以不选。', default: true,
  }),
] as const;

/**
 * 摄梦人 (docs/rules.md §D.3.6): each night picks a dreamer, who survives every night death; the
 * same dreamer two nights running dies (梦亡), and so does tonight's dreamer if the dreamweaver dies.
 */
export const dreamweaver = defineRole({
  id: 'dreamweaver', name: '摄梦人', camp: 'good', class: 'god', unique: true,
  description: '每晚在守卫之前睁眼，选择一名其他玩家作为梦游者（他不知道）：梦游者当晚不会因刀、毒、狩猎等夜间原因死亡。连续两晚选同一人，他会梦亡；摄梦人夜里死亡，当晚的梦游者随他梦亡（白天死亡不会）。',
  guide: '神职。每晚在守卫之前选一名其他玩家做梦游者（必须选，规则可改）：梦游者当晚不会因刀、毒、狩猎死亡（解药、毒药照样算用掉）。连续两晚选同一人，他梦亡；摄梦人夜里死亡，当晚的梦游者随之梦亡；白天死亡不会。被封印的一晚打断“连续两晚”。女巫只被告知狼刀，不会被告知梦亡。',
  options: OPTIONS,
  night: [{
    key: 'night.dreamweaver', slot: 'dreamweaver', nights: 'every',
    actors: (state) => holdersAnswer(state, 'dreamweaver'),
    legal(state) {
      const seat = actor(state, 'dreamweaver');
      if (seat === null) return NO_INPUT;
      const options = livingSeats(state).filter((s) => s !== seat);
      const must = rulesOf(state)['dreamweaver.mustChoose'];
      return {
        input: { type: 'seats', min: must ? Math.min(1, options.length) : 0, max: 1, options },
        refuse: (s) => (s === seat ? '摄梦人不能选择自己' : dead(s)),
        ...(!must && { passLabel: '不摄梦' }),
      };
    },
    words(state) {
      const seat = actor(state, 'dreamweaver');
      const say = ['摄梦人请睁眼，请选择今晚的梦游者。', '摄梦人请闭眼。'];
      if (seat === null) return { title: '摄梦人摄梦', say, hint: `${absence(state, 'dreamweaver')}：${STILL}` };
      const last = factsOf(state).last;
      const must = rulesOf(state)['dreamweaver.mustChoose'];
      return {
        title: '摄梦人摄梦', say,
        hint: [
          `摄梦人：${seat} 号。点选他指的梦游者${must ? `（规则${ruleName('dreamweaver.mustChoose')}：必须选一人）` : '，不选时不点'}。`,
          last !== null ? `昨晚的梦游者是 ${last} 号：今晚再选他，他会梦亡。` : '',
        ].join(''),
      };
    },
    apply(draft, input) {
      const [target] = seatsOf(input);
      const facts = mutableFacts(draft);
      facts.dreamer = target === undefined ? null : landsOn(draft, target);
      const seat = actor(draft, 'dreamweaver');
      if (seat === null) return;
      const text = target === undefined ? `摄梦人 ${seat} 号没有选择梦游者` : `摄梦人 ${seat} 号选择 ${landing(draft, target)}为梦游者`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.dreamweaver', role: 'dreamweaver', actors: [seat], targets: target === undefined ? [] : [target], text });
    },
  }],
  dawn: [{ stage: 'dream', resolve: dream }],
  nightfall(draft) {
    const facts = draft.x.roles?.dreamweaver;
    if (!facts) return;
    // A blocked or empty night leaves no dreamer: the "two nights running" chain is broken.
    facts.last = facts.dreamer;
    facts.dreamer = null;
  },
});

interface DreamweaverFacts {
  /** Tonight's dreamer (where the pick landed), and last night's. */
  dreamer: SeatNo | null;
  last: SeatNo | null;
}

const NONE: DreamweaverFacts = { dreamer: null, last: null };

function factsOf(state: WerewolfState): DreamweaverFacts {
  return state.x.roles?.dreamweaver ?? NONE;
}

function mutableFacts(draft: WerewolfState): DreamweaverFacts {
  draft.x.roles ??= {};
  return (draft.x.roles.dreamweaver ??= { ...NONE });
}

/**
 * Dream stage: the dreamer is spared every death found so far tonight; he dies (梦亡, nothing saves
 * him) when he was also last night's dreamer, or when the dreamweaver dies tonight.
 */
function dream(draft: WerewolfState, dying: Dying): void {
  const { dreamer, last } = factsOf(draft);
  if (dreamer === null) return;
  const spared = dying.filter((d) => d.seat === dreamer);
  if (spared.length > 0) {
    dying.splice(0, dying.length, ...dying.filter((d) => d.seat !== dreamer));
    addLog(draft, `${dreamer} 号是梦游者，免于今晚的死亡`);
  }
  const weaver = holder(draft, 'dreamweaver');
  if (dreamer === last) {
    addLog(draft, `${dreamer} 号连续两晚是梦游者：梦亡`);
    dying.push({ seat: dreamer, cause: 'dream' });
  } else if (weaver !== null && dying.some((d) => d.seat === weaver)) {
    addLog(draft, `摄梦人 ${weaver} 号今晚死亡，梦游者 ${dreamer} 号随之梦亡`);
    dying.push({ seat: dreamer, cause: 'dream' });
  }
}

declare module '../kit' {
  interface RoleOptions { dreamweaver: typeof OPTIONS }
  interface RoleIds { dreamweaver: true }
  interface RoleStepKeys { 'night.dreamweaver': true }
  interface RoleFacts { dreamweaver: DreamweaverFacts }
}
