import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, defineRole, holdersAnswer, landing, landsOn, livingSeats, livingWolves, NO_INPUT,
  recordAct, seatsOf, STILL, type WerewolfState, wolfAt,
} from '../kit';

/**
 * 梦魇 (docs/rules.md §D.2.6): a meeting wolf who, before every role but the magician, fears one
 * player: that player is blocked tonight; a fear on a wolf-camp player stops every wolf kill.
 */
export const nightmare = defineRole({
  id: 'nightmare', name: '梦魇', camp: 'wolf', class: 'wolf', unique: true, explodes: true,
  description: '狼人阵营，夜里和狼队一起杀人。每晚在其他角色（魔术师除外）之前睁眼，恐惧一名玩家：他当晚的技能无效（被恐惧的猎人、狼王当晚死亡不能开枪）。不能连续两晚恐惧同一人；从第二晚起不能恐惧狼队友。恐惧到狼人阵营的玩家时，当晚狼队不能杀人。可以自爆。',
  guide: '和狼队一起杀人；每晚在魔术师之后、其他角色之前恐惧一名玩家，不能连续两晚同一人，从第二晚起不能恐惧狼队友。被恐惧的人当晚技能无效；恐惧到狼人阵营的玩家时，当晚狼队不能杀人。可以自爆。',
  night: [{
    key: 'night.nightmare', slot: 'nightmare', nights: 'every',
    actors: (state) => holdersAnswer(state, 'nightmare'),
    legal(state) {
      const seat = actor(state, 'nightmare');
      if (seat === null) return NO_INPUT;
      const last = factsOf(state).last;
      const mates = metTeam(state);
      const options = livingSeats(state).filter((s) => s !== seat && s !== last && !mates.includes(s));
      return {
        input: { type: 'seats', min: 0, max: 1, options },
        refuse: (s) => {
          if (!state.seats[s - 1].alive) return dead(s);
          if (s === seat) return '梦魇不能恐惧自己';
          if (s === last) return `梦魇不能连续两晚恐惧同一名玩家：${s} 号昨晚已被恐惧`;
          return '从第二晚起，梦魇不能恐惧狼队友';
        },
        passLabel: '不恐惧',
      };
    },
    words(state) {
      const seat = actor(state, 'nightmare');
      const say = ['梦魇请睁眼，请选择你要恐惧的玩家。', '梦魇请闭眼。'];
      if (seat === null) return { title: '梦魇恐惧', say, hint: `${absence(state, 'nightmare')}：${STILL}` };
      const last = factsOf(state).last;
      return {
        title: '梦魇恐惧', say,
        hint: [
          `梦魇：${seat} 号。点选他恐惧的玩家，不恐惧时不选。`,
          last !== null ? `昨晚恐惧了 ${last} 号，今晚不能再选他。` : '',
          state.round > 1 ? '不能恐惧狼队友。' : '',
          '被恐惧的人今晚技能无效；恐惧到狼人阵营时今晚狼队不能杀人。',
        ].join(''),
      };
    },
    apply(draft, input) {
      const [target] = seatsOf(input);
      const facts = mutableFacts(draft);
      facts.chosen = target ?? null;
      facts.feared = target === undefined ? null : landsOn(draft, target);
      const seat = actor(draft, 'nightmare');
      if (seat === null) return;
      const text = target === undefined ? `梦魇 ${seat} 号没有恐惧任何人`
        : `梦魇 ${seat} 号恐惧 ${landing(draft, target)}${wolfAt(draft, landsOn(draft, target)) ? '：狼人阵营被恐惧，今晚狼队不能杀人' : ''}`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.nightmare', role: 'nightmare', actors: [seat], targets: target === undefined ? [] : [target], text });
    },
  }],
  blocks(state, seat) {
    if (factsOf(state).feared !== seat) return undefined;
    return { why: `${seat} 号今晚被梦魇恐惧：`, silencesShot: true };
  },
  stopsWolfKill(state) {
    const feared = factsOf(state).feared;
    return feared !== null && wolfAt(state, feared) ? '今晚狼队被恐惧，无法袭击：' : undefined;
  },
  nightfall(draft) {
    const facts = draft.x.roles?.nightmare;
    if (!facts) return;
    facts.last = facts.chosen;
    facts.chosen = null;
    facts.feared = null;
  },
});

interface NightmareFacts {
  /** Whom he chose tonight (never the same two nights running), and where the fear landed. */
  chosen: SeatNo | null;
  feared: SeatNo | null;
  last: SeatNo | null;
}

const NONE: NightmareFacts = { chosen: null, feared: null, last: null };

/**
 * The team he may no longer fear: from night 2 the living meeting wolves he has met. Lone wolves stay
 * open to him, or their absence from his options would name them.
 */
function metTeam(state: WerewolfState): SeatNo[] {
  return state.round > 1 ? livingWolves(state) : [];
}

function factsOf(state: WerewolfState): NightmareFacts {
  return state.x.roles?.nightmare ?? NONE;
}

function mutableFacts(draft: WerewolfState): NightmareFacts {
  draft.x.roles ??= {};
  return (draft.x.roles.nightmare ??= { ...NONE });
}

declare module '../kit' {
  interface RoleIds { nightmare: true }
  interface RoleStepKeys { 'night.nightmare': true }
  interface RoleFacts { nightmare: NightmareFacts }
}
