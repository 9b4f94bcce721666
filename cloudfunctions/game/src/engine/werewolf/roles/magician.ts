import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, holdersAnswer, livingSeats, NO_INPUT, NOBODY, option, recordAct, ruleName,
  rulesOf, seatsOf, STILL, type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'magician.oncePerPlayer', name: '魔术师每人只换一次', type: 'boolean', group: 'advanced',
    description: '每名玩家整局最多被魔术师交换一次。', default: true,
  }),
] as const;

/**
 * 魔术师 (docs/rules.md §D.3.7): first of the every-night steps, swaps two players for the night;
 * every night target aimed at one lands on the other.
 */
export const magician = defineRole({
  id: 'magician', name: '魔术师', camp: 'good', class: 'god', unique: true,
  description: '每晚最先睁眼，可以交换两名玩家的号码牌（可以包括自己），也可以不换：当晚所有指向其中一人的夜间技能（刀、毒、守、救、查验、恐惧、摄梦、狩猎）都改为落在另一人身上。默认每名玩家整局只能被交换一次。',
  guide: '神职。每晚最先睁眼，交换两名玩家（可以包括自己）或不换；当晚指向其中一人的刀、毒、守、救、查验、恐惧、摄梦、狩猎都落在另一人身上。女巫看到的是狼人选的刀口，她的解药跟着交换救下真正被刀的人；查验结果是实际被查的那个人的。每人整局只能被交换一次（规则可改）。',
  options: OPTIONS,
  night: [{
    key: 'night.magician', slot: 'magician', nights: 'every',
    actors: (state) => (swappable(state).length < 2 ? NOBODY : holdersAnswer(state, 'magician')),
    legal(state) {
      if (actor(state, 'magician') === null) return NO_INPUT;
      const options = swappable(state);
      if (options.length < 2) return NO_INPUT;
      return {
        input: { type: 'seats', min: 2, max: 2, options, skippable: true },
        refuse: (s) => (state.seats[s - 1].alive
          ? `规则${ruleName('magician.oncePerPlayer')}：${s} 号已经被交换过` : dead(s)),
        passLabel: '不交换',
      };
    },
    words(state) {
      const seat = actor(state, 'magician');
      const say = ['魔术师请睁眼。', '请选择你要交换的两名玩家。', '魔术师请闭眼。'];
      if (seat === null) return { title: '魔术师交换', say, hint: `${absence(state, 'magician')}：${STILL}` };
      if (swappable(state).length < 2) {
        return { title: '魔术师交换', say, hint: `魔术师：${seat} 号。能交换的玩家不足两名，今晚不能交换：${STILL}` };
      }
      const once = rulesOf(state)['magician.oncePerPlayer'] ? '每人整局只能被交换一次。' : '';
      return {
        title: '魔术师交换', say,
        hint: `魔术师：${seat} 号。他依次指两名玩家（可以包括自己）；点选这两人，不交换时不选。${once}`,
      };
    },
    apply(draft, input) {
      const seats = seatsOf(input);
      const seat = actor(draft, 'magician');
      const facts = factsOf(draft);
      if (seat === null) return;
      const swapped = seats.length === 2;
      const text = swapped ? `魔术师 ${seat} 号交换了 ${seats[0]} 号和 ${seats[1]} 号` : `魔术师 ${seat} 号没有交换`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.magician', role: 'magician', actors: [seat], targets: swapped ? seats : [], text });
      if (!swapped) return;
      facts.swap = [seats[0], seats[1]];
      facts.used.push(...seats);
    },
  }],
  dawn: [{ stage: 'swap', resolve: swapTargets }],
  redirect: { to: swapped, why: '魔术师交换' },
  nightfall(draft) {
    if (draft.x.roles?.magician) draft.x.roles.magician.swap = null;
  },
});

interface MagicianFacts {
  /** Tonight's swap. */
  swap: [SeatNo, SeatNo] | null;
  /** Every seat swapped so far (`magician.oncePerPlayer`). */
  used: SeatNo[];
}

function factsOf(draft: WerewolfState): MagicianFacts {
  draft.x.roles ??= {};
  return (draft.x.roles.magician ??= { swap: null, used: [] });
}

/** The living players the magician may still swap. */
function swappable(state: WerewolfState): SeatNo[] {
  const used = rulesOf(state)['magician.oncePerPlayer'] ? state.x.roles?.magician?.used ?? [] : [];
  return livingSeats(state).filter((s) => !used.includes(s));
}

/** The other seat of tonight's swap, or `seat` itself. */
function swapped(state: WerewolfState, seat: SeatNo): SeatNo {
  const swap = state.x.roles?.magician?.swap;
  if (!swap) return seat;
  return seat === swap[0] ? swap[1] : seat === swap[1] ? swap[0] : seat;
}

/**
 * Swap stage: the wolves' knife (with the witch's antidote on it), the guard and the poison land on
 * the other swapped seat. The other roles' targets are mapped where they resolve (the kit's `landsOn`).
 */
function swapTargets(draft: WerewolfState): void {
  const swap = draft.x.roles?.magician?.swap;
  if (!swap) return;
  const x = draft.x;
  const moved = (what: string, seat: SeatNo | null) => {
    if (seat === null || swapped(draft, seat) === seat) return seat;
    addLog(draft, `${what}指向 ${seat} 号，因魔术师交换落在 ${swapped(draft, seat)} 号`);
    return swapped(draft, seat);
  };
  x.target = moved('狼刀', x.target);
  x.guarded = moved('守护', x.guarded);
  x.poisoned = moved('毒药', x.poisoned);
}

declare module '../kit' {
  interface RoleOptions { magician: typeof OPTIONS }
  interface RoleIds { magician: true }
  interface RoleStepKeys { 'night.magician': true }
  interface RoleFacts { magician: MagicianFacts }
}
