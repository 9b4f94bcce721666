import {
  addLog, announceSeat, chainOrder, dead, deathOf, defineRole, electionNote, isAlive, killSeats, lostBadgeLine, option,
  recordAct, rulesOf, type WerewolfState, type WerewolfStep,
} from '../kit';

/** The white wolf king's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'whiteWolfKing.victimLastWords', name: '白狼王带走的人有遗言', type: 'boolean', group: 'advanced',
    description: '被白狼王自爆带走的玩家是否有遗言。', default: false,
  }),
] as const;

/** Steps where he may not explode: a vote and last words (docs/rules.md §D.2.2). */
const NOT_NOW = new Set(['day.vote', 'day.sheriffVote', 'day.lastWords']);
const NOT_NOW_WHY = '投票和遗言时白狼王不能自爆';

/** By day, but not at a vote or last words: with a take or without. */
function explodesNow(state: WerewolfState): boolean {
  return state.phase === 'day' && state.step !== null && !NOT_NOW.has(state.step.key);
}

/**
 * 白狼王 (docs/rules.md §D.2.2): a meeting wolf who, at any day step but a vote and last words (the
 * election included), explodes taking any other living player; the rest of the day is skipped.
 */
export const whiteWolfKing = defineRole({
  id: 'whiteWolfKing', name: '白狼王', camp: 'wolf', class: 'wolf', unique: true,
  explodes: (state) => explodesNow(state) || NOT_NOW_WHY,
  victims: { cause: 'whiteWolfKing', lastWords: (state) => rulesOf(state)['whiteWolfKing.victimLastWords'] },
  description: '你是狼人阵营，每晚与狼人一起睁眼杀人。白天（投票和遗言时除外，警长竞选时也可以）你可以自爆，同时带走一名活着的玩家；白天随即结束。',
  guide: '和狼人一起杀人。白天除投票和遗言外（警长竞选时也可以）可以自爆并带走一名活着的玩家，白天随即结束；被带走的猎人照常可以开枪。',
  options: OPTIONS,
  dayAction: {
    kind: 'explodeTake',
    words: {
      button: '自爆带人', send: '自爆，带走 {target} 号', pick: '点选要带走的玩家', badge: '带走', ok: '自爆',
      warning: '白狼王立即出局并带走这名玩家，今天剩下的环节跳过，直接进入黑夜。',
    },
    now: explodesNow,
    refuse(state, seat, target) {
      if (!explodesNow(state)) return NOT_NOW_WHY;
      if (target === seat) return '白狼王不能带走自己';
      return isAlive(state, target) ? undefined : dead(target);
    },
    apply(draft, seat, target) {
      const note = electionNote(draft);
      const text = `${seat} 号白狼王自爆，带走 ${target} 号，白天结束${note}`;
      addLog(draft, text);
      recordAct(draft, { key: 'explodeTake', role: 'whiteWolfKing', actors: [seat], targets: [target], result: 'take', text });
      const died = killSeats(draft, [{ seat, cause: 'explode' }, { seat: target, cause: 'whiteWolfKing' }]);
      const news = [
        `${seat} 号白狼王自爆，带走 ${announceSeat(draft, target)}。`,
        ...died.filter((s) => s !== seat && s !== target).map((s) => `${announceSeat(draft, s)}是情侣，一同殉情。`),
        ...lostBadgeLine(note),
      ];
      // The taken player speaks only under whiteWolfKing.victimLastWords (in chain order, with the chain's words).
      const after: WerewolfStep[] = deathOf(draft, target)?.lastWords && !chainOrder(draft) ? [{ key: 'day.lastWords', seat: target }] : [];
      return { died, news, endsDay: true, after };
    },
  },
});

declare module '../kit' {
  interface RoleOptions { whiteWolfKing: typeof OPTIONS }
  interface RoleIds { whiteWolfKing: true }
}
