import {
  actor, addLog, allRoles, dead, deckHas, defineRole, type Dying, isWolf, livingWolves, NO_INPUT, NOBODY, option,
  recordAct, recordNote, roleOf, ruleName, rulesOf, seatList, seatsOf, STILL, type WerewolfState, wolfAt, wolfTargets,
} from '../kit';

/** The werewolf's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'wolf.consensus', name: '狼人意见', type: 'enum', group: 'advanced',
    description: '狼人意见不一致时怎么办：须全体一致，否则当晚不杀人；或由法官取多数人的意见。',
    values: ['unanimous', 'majority'], valueNames: ['须一致，否则不杀', '少数服从多数'], default: 'unanimous',
  }),
  option({
    id: 'wolf.allowNoKill', name: '狼人可以空刀', type: 'boolean', group: 'advanced',
    description: '狼人能否一晚故意不杀人。', default: true,
  }),
  option({
    id: 'wolf.allowSelfTarget', name: '狼人可以自刀', type: 'boolean', group: 'advanced',
    description: '狼人能否杀狼人（包括自己）。', default: true,
  }),
  option({
    id: 'selfDestruct', name: '狼人自爆', type: 'boolean', group: 'common',
    description: '狼人可以在白天任何环节自爆：他出局，白天立即结束，进入黑夜。', default: true,
  }),
] as const;

/** 狼人 (docs/rules.md §B.4.6; 自爆 §B.9). */
export const werewolf = defineRole({
  id: 'werewolf', name: '狼人', camp: 'wolf', class: 'wolf', unique: false, explodes: true,
  description: '狼人彼此认识。每晚一起睁眼，商量杀死一名玩家。白天隐藏身份；本局允许时，可以在白天任何时候自爆，白天立即结束、进入黑夜。',
  options: OPTIONS,
  // Every meeting wolf kills with the pack: it is on a board that deals any of them (狼王 without a 狼人 too).
  onBoard: (state) => allRoles().some((r) => r.camp === 'wolf' && !r.lone && deckHas(state, r.id)),
  dawn: [{ stage: 'wolfKill', resolve: wolfKill }],
  night: [{
    key: 'night.wolves', slot: 'wolves', nights: 'every',
    actors: (state) => {
      const seats = livingWolves(state);
      return seats.length > 0 ? { actors: { kind: 'wolves', seats }, close: 'answers' } : NOBODY;
    },
    legal(state) {
      if (livingWolves(state).length === 0) return NO_INPUT;
      const rules = rulesOf(state);
      const options = wolfTargets(state).filter((s) => rules['wolf.allowSelfTarget'] || !wolfAt(state, s));
      const min = mustKill(state) ? 1 : 0;
      return {
        input: { type: 'seats', min: Math.min(min, options.length), max: 1, options },
        refuseEmpty: `规则${ruleName('wolf.allowNoKill')}已关闭：狼人不能空刀，须商量好选定一人`,
        refuse: (s) => {
          if (!state.seats[s - 1].alive) return dead(s);
          const role = roleOf(state.seats[s - 1].role);
          return role.notWolfTarget ? `${role.name}不能被狼人袭击` : `规则${ruleName('wolf.allowSelfTarget')}已关闭：狼人不能杀狼人`;
        },
        passLabel: '空刀',
      };
    },
    words(state) {
      const wolves = livingWolves(state);
      const say = ['狼人请睁眼。', '狼人请确认同伴，商量今晚要杀的人，向我示意。', '狼人请闭眼。'];
      if (wolves.length === 0) return { title: '狼人杀人', say, hint: `狼队已全部出局：${STILL}` };
      const rules = rulesOf(state);
      const girl = actor(state, 'littleGirl');
      const unanimous = rules['wolf.consensus'] === 'unanimous';
      const consensus = !unanimous ? '意见不一致时取多数人的意见，没表态的视为同意。'
        : mustKill(state) ? '狼人须意见一致，' : '狼人须意见一致；意见不一致时不选，今晚无人被杀。';
      const noKill = mustKill(state) ? '不允许空刀，必须等狼人选定一人。' : '空刀时不选。';
      return {
        title: '狼人杀人', say,
        hint: [
          `狼人：${seatList(wolves)}。`, turnedNote(state, wolves), consensus, noKill,
          rules['wolf.allowSelfTarget'] ? '' : '不能杀狼人。',
          girl !== null ? `小女孩 ${girl} 号可以偷看：如果狼人发现她偷看，可以改为杀她。` : '',
        ].join(''),
      };
    },
    apply(draft, input) {
      const [target] = seatsOf(input);
      const wolves = livingWolves(draft);
      draft.x.target = target ?? null;
      // A pack that is all out chose nothing: its step is only read out, and the log says nothing of it.
      if (wolves.length === 0) return;
      const text = target === undefined ? noKill(draft) : `狼人选择杀死 ${target} 号${victimNote(draft, target)}`;
      addLog(draft, text);
      recordAct(draft, { key: 'night.wolves', role: 'werewolf', actors: wolves, targets: target === undefined ? [] : [target], text: `${text}（狼人：${seatList(wolves)}）` });
    },
  }],
});

/** The team members whose card is not a wolf's (a wild child who turned), named for the judge. */
function turnedNote(state: WerewolfState, wolves: number[]): string {
  const turned = wolves.filter((s) => !isWolf(state.seats[s - 1].role));
  return turned.map((s) => `${s} 号${roleOf(state.seats[s - 1].role).name}已变成狼人，和狼人一起睁眼。`).join('');
}

/** Why nobody was chosen, as the rules read. */
function noKill(state: WerewolfState): string {
  const rules = rulesOf(state);
  return rules['wolf.consensus'] === 'majority' ? '狼人空刀，没有杀人'
    : rules['wolf.allowNoKill'] ? '狼人没有杀人（空刀或意见不统一）' : '狼人意见不统一，今晚没有杀人';
}

function victimNote(state: WerewolfState, target: number): string {
  const role = state.seats[target - 1].role;
  return role === 'littleGirl' ? '（小女孩，偷看被发现）' : wolfAt(state, target) ? '（自刀）' : '';
}

/** Wolves that may not pass must name a victim: the night waits until they agree on one. */
function mustKill(state: WerewolfState): boolean {
  return !rulesOf(state)['wolf.allowNoKill'];
}

declare module '../kit' {
  interface RoleOptions { werewolf: typeof OPTIONS }
  interface RoleIds { werewolf: true }
  interface RoleStepKeys { 'night.wolves': true }
}

/** The wolves' target dies unless guarded or saved; guarded and saved dies under 同守同救 (docs/rules.md §B.5). */
function wolfKill(draft: WerewolfState, dying: Dying): void {
  const { target, guarded, saved } = draft.x;
  if (target === null) return;
  const spared = (text: string) => {
    addLog(draft, text);
    recordNote(draft, text);
  };
  if (guarded === target && saved) {
    const dies = rulesOf(draft)['guard.doubleProtectKills'];
    spared(dies ? `${target} 号同时被守卫守护和女巫解救：同守同救，仍然死亡` : `${target} 号同时被守卫守护和女巫解救，活了下来`);
    if (dies) dying.push({ seat: target, cause: 'wolf' });
  } else if (guarded === target) {
    spared(`${target} 号被守卫守护，没有死`);
  } else if (saved) {
    spared(`${target} 号被女巫救活`);
  } else {
    dying.push({ seat: target, cause: 'wolf' });
  }
}
