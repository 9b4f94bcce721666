import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, type Dying, holder, holdersAnswer, landing, landsOn, livingSeats, NO_INPUT,
  recordAct, seatsOf, STILL, type WerewolfState, wolfAt,
} from '../kit';

/**
 * 猎魔人 (docs/rules.md §D.3.5): from the second night hunts one player; a wolf dies, a good target
 * costs the hunter his life. Guard and antidote do not stop a hunt; poison has no effect on him.
 */
export const demonHunter = defineRole({
  id: 'demonHunter', name: '猎魔人', camp: 'good', class: 'god', unique: true,
  description: '从第二晚起，每晚可以狩猎一名玩家：他是狼人阵营则死亡；他是好人则你自己死亡。守卫和解药挡不住狩猎。你不会被女巫毒死（毒药无效）。',
  guide: '神职。第二晚起，在女巫之后狩猎一名玩家：狼人阵营的目标死亡，好人目标则猎魔人自己死亡；守卫和解药挡不住狩猎。女巫的毒药对他无效（毒药算用掉）。被狩猎的狼人死亡时不公布身份，即使本局死亡亮身份。',
  night: [{
    key: 'night.demonHunter', slot: 'demonHunter', nights: 'later',
    actors: (state) => holdersAnswer(state, 'demonHunter'),
    legal(state) {
      const seat = actor(state, 'demonHunter');
      if (seat === null) return NO_INPUT;
      return {
        input: { type: 'seats', min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
        refuse: (s) => (s === seat ? '猎魔人不能狩猎自己' : dead(s)),
        passLabel: '不狩猎',
      };
    },
    words(state) {
      const seat = actor(state, 'demonHunter');
      const say = ['猎魔人请睁眼，请选择你要狩猎的玩家。', '猎魔人请闭眼。'];
      if (seat === null) return { title: '猎魔人狩猎', say, hint: `${absence(state, 'demonHunter')}：${STILL}` };
      return { title: '猎魔人狩猎', say, hint: `猎魔人：${seat} 号。点选他狩猎的玩家，不狩猎时不选。狼人阵营的目标天亮死亡；好人目标则猎魔人自己死亡。` };
    },
    apply(draft, input) {
      const [target] = seatsOf(input);
      draft.x.roles ??= {};
      draft.x.roles.demonHunter = { hunted: target ?? null };
      const seat = actor(draft, 'demonHunter');
      if (seat === null) return;
      const text = target === undefined ? `猎魔人 ${seat} 号没有狩猎` : `猎魔人 ${seat} 号狩猎 ${landing(draft, target)}`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.demonHunter', role: 'demonHunter', actors: [seat], targets: target === undefined ? [] : [target], text });
    },
  }],
  dawn: [
    { stage: 'poisonSpent', resolve: poisonImmune },
    { stage: 'hunt', resolve: hunt },
  ],
  // The hunted wolf's card is not announced, even where cards are shown on death.
  hidesCard: (state, death) => death.causes.includes('hunt') && wolfAt(state, death.seat),
  nightfall(draft) {
    if (draft.x.roles?.demonHunter) draft.x.roles.demonHunter.hunted = null;
  },
});

interface DemonHunterFacts {
  /** Tonight's pick, before the magician's swap. */
  hunted: SeatNo | null;
}

/** After every poison of the night (the witch's, a mechanical wolf's): none has effect on him (each is spent). */
function poisonImmune(draft: WerewolfState, dying: Dying): void {
  const seat = holder(draft, 'demonHunter');
  const poisoned = (d: Dying[number]) => d.seat === seat && d.cause === 'poison';
  if (!dying.some(poisoned)) return;
  dying.splice(0, dying.length, ...dying.filter((d) => !poisoned(d)));
  addLog(draft, `${seat} 号是猎魔人，毒药对他无效`);
}

/** Hunt stage: a wolf-camp target dies; a good target kills the demon hunter instead (both `hunt`). */
function hunt(draft: WerewolfState, dying: Dying): void {
  const pick = draft.x.roles?.demonHunter?.hunted ?? null;
  const seat = holder(draft, 'demonHunter');
  if (pick === null || seat === null) return;
  const target = landsOn(draft, pick);
  if (wolfAt(draft, target)) {
    addLog(draft, `猎魔人狩猎到狼人阵营的 ${target} 号：他死亡`);
    dying.push({ seat: target, cause: 'hunt' });
  } else {
    addLog(draft, `猎魔人狩猎到好人 ${target} 号：猎魔人 ${seat} 号死亡`);
    dying.push({ seat, cause: 'hunt' });
  }
}

declare module '../kit' {
  interface RoleIds { demonHunter: true }
  interface RoleStepKeys { 'night.demonHunter': true }
  interface RoleFacts { demonHunter: DemonHunterFacts }
}
