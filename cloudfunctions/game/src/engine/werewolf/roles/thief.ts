import {
  actor, addLog, deckHas, defineRole, holdersAnswer, NO_INPUT, option, recordAct, recordNote, roleName, ruleName, rulesOf, STILL,
  type WerewolfState,
} from '../kit';

/** The thief's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'thief.mode', name: '盗贼换牌', type: 'enum', group: 'advanced',
    description: '经典：两张底牌都是狼人时必须换成狼人，否则可换可不换；正规局：底牌中有狼人就必须换成狼人，否则在两张中任选一张。',
    values: ['classic', 's1b'], valueNames: ['经典', '正规局'], default: 's1b',
  }),
] as const;

/** 盗贼: two centre cards; the first night he may take one (docs/rules.md §B.2, §B.4.1). */
export const thief = defineRole({
  id: 'thief', name: '盗贼', camp: 'good', class: 'villager', unique: true,
  extraCards: { cards: 2, message: '有盗贼时身份牌须比人数多 2 张（两张底牌）' },
  description: '第一晚你可以看桌子中央的两张底牌，换成其中一张，从此扮演换来的身份；底牌里有狼人时须按本局规则换成狼人。没有换牌时，你就是普通村民。',
  guide: '牌堆比人数多 2 张，剩下两张作为底牌；第一夜盗贼可以用自己的牌换一张底牌，之后就是那个身份。盗贼牌在底牌中则本局没有盗贼。',
  options: OPTIONS,
  night: [{
    key: 'night.thief', slot: 'thief', nights: 'first', decoyWhenAbsent: true,
    actors: (state) => holdersAnswer(state, 'thief'),
    legal(state) {
      if (actor(state, 'thief') === null) return NO_INPUT;
      const options = thiefOptions(state);
      return {
        input: { type: 'choice', options },
        refuseChoice: (id) => (id === 'keep' || state.x.center.includes(id) ? `规则${ruleName('thief.mode')}：${takeRule(state)}` : undefined),
        // One card he must take: a phone lays it out as the night's seat grid with nothing to pick, and says why.
        ...(options.length === 1 && { noOptions: takeRule(state) }),
      };
    },
    words(state) {
      const seat = actor(state, 'thief');
      const center = state.x.center;
      const say = ['盗贼请睁眼。', '这是两张底牌，请选择换成哪一张（向我示意）。', '盗贼请闭眼。'];
      if (seat === null) {
        const why = center.includes('thief') ? `盗贼牌在底牌中（底牌：${center.map(roleName).join('、')}），本局没有盗贼` : '本局没有盗贼';
        return { title: '盗贼换牌', say, hint: `${why}：${STILL}` };
      }
      return {
        title: '盗贼换牌', say,
        hint: `盗贼：${seat} 号。给他看两张底牌：${center.map(roleName).join('、')}。${takeRule(state)}。`,
        info: { seat, center: [...center] },
      };
    },
    apply(draft, input) {
      const seat = actor(draft, 'thief');
      if (seat === null || input.kind !== 'choice') {
        if (!deckHas(draft, 'thief')) return;
        const text = `盗贼牌在底牌中（底牌：${draft.x.center.map(roleName).join('、')}），本局没有盗贼`;
        addLog(draft, text);
        recordNote(draft, text);
        return;
      }
      const shown = `（底牌：${draft.x.center.map(roleName).join('、')}）`;
      if (input.choice === 'keep') {
        addLog(draft, `盗贼 ${seat} 号没有换牌，当普通村民`);
        recordAct(draft, { key: 'night.thief', role: 'thief', actors: [seat], targets: [], result: 'keep', text: `盗贼 ${seat} 号没有换牌，当普通村民${shown}` });
        return;
      }
      const index = draft.x.center.findIndex((r) => r === input.choice);
      const role = draft.x.center[index];
      draft.x.center[index] = 'thief';
      draft.seats[seat - 1].role = role;
      addLog(draft, `盗贼 ${seat} 号换成了${roleName(role)}，底牌现在是：${draft.x.center.map(roleName).join('、')}`);
      recordAct(draft, { key: 'night.thief', role: 'thief', actors: [seat], targets: [], result: role, text: `盗贼 ${seat} 号换成了${roleName(role)}${shown}` });
    },
  }],
});

/** What `thief.mode` lets him take from tonight's centre cards. */
function takeRule(state: WerewolfState): string {
  const [first, second] = state.x.center;
  const wolves = state.x.center.filter((r) => r === 'werewolf').length;
  if (rulesOf(state)['thief.mode'] === 'classic') return wolves === 2 ? '两张底牌都是狼人，盗贼必须换成狼人' : '盗贼可以换成其中一张，也可以不换';
  if (wolves > 0) return '底牌中有狼人，盗贼必须换成狼人';
  return first === second ? `两张底牌都是${roleName(first)}，盗贼只能换成${roleName(first)}` : '盗贼须在两张底牌中任选一张';
}

/** The choices the thief may make, in order: the centre cards as the rule allows, and keeping his own. */
function thiefOptions(state: WerewolfState): { id: string; label: string }[] {
  const center = state.x.center;
  const wolves = center.filter((r) => r === 'werewolf').length;
  const mode = rulesOf(state)['thief.mode'];
  const take = (role: string) => ({ id: role, label: `换成${roleName(role)}` });
  const distinct = [...new Set(center)];
  if (wolves === 2 || (mode === 's1b' && wolves === 1)) return [take('werewolf')];
  if (mode === 's1b') return distinct.map(take);
  return [...distinct.map(take), { id: 'keep', label: '不换，当普通村民' }];
}

declare module '../kit' {
  interface RoleOptions { thief: typeof OPTIONS }
  interface RoleIds { thief: true }
  interface RoleStepKeys { 'night.thief': true }
}
