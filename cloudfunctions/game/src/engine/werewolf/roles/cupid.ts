import {
  absence, actor, addLog, dead, defineRole, holdersAnswer, illegalMove, isMixedCouple, livingSeats, NO_INPUT, NOBODY,
  option, recordAct, rulesOf, seatList, seatsOf, STILL, tag,
} from '../kit';

/** The cupid's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'lovers.win', name: '人狼恋胜利条件', type: 'enum', group: 'advanced',
    description: '人狼恋情侣何时获胜：只剩他们两人；或白天场上除他们外只剩一人。',
    values: ['lastTwo', 'lastThreeDay'], valueNames: ['只剩两人', '白天只剩三人'], default: 'lastThreeDay',
  }),
  option({
    id: 'cupid.allowSkip', name: '丘比特可以不连', type: 'boolean', group: 'advanced',
    description: '丘比特第一晚能否放弃连情侣。', default: true,
  }),
] as const;

/** 丘比特 and the lovers he links on the first night (docs/rules.md §B.4.2, §B.10). */
export const cupid = defineRole({
  id: 'cupid', name: '丘比特', camp: 'good', class: 'god', unique: true,
  description: '第一晚指定两名玩家成为情侣，可以包括你自己。情侣一方死亡，另一方立即殉情；情侣投票时不能投给对方。',
  tags: { lover: '情侣' },
  options: OPTIONS,
  night: [
    {
      key: 'night.cupid', slot: 'cupid', nights: 'first', decoyWhenAbsent: true,
      actors: (state) => holdersAnswer(state, 'cupid'),
      legal(state) {
        if (actor(state, 'cupid') === null) return NO_INPUT;
        const skip = rulesOf(state)['cupid.allowSkip'];
        return {
          input: { type: 'seats', min: 2, max: 2, options: livingSeats(state), ...(skip && { skippable: true }) },
          refuse: dead, passLabel: '不连人',
        };
      },
      words(state) {
        const seat = actor(state, 'cupid');
        const say = ['丘比特请睁眼。', '请指定两名玩家成为情侣（可以包括你自己）。', '丘比特请闭眼。'];
        if (seat === null) return { title: '丘比特连情侣', say, hint: `${absence(state, 'cupid')}：${STILL}` };
        const skip = rulesOf(state)['cupid.allowSkip'];
        return { title: '丘比特连情侣', say, hint: `丘比特：${seat} 号。点选两名情侣${skip ? '；丘比特放弃连人时不选' : ''}。` };
      },
      apply(draft, input) {
        const seats = seatsOf(input);
        const cupidSeat = actor(draft, 'cupid');
        if (cupidSeat === null) return;
        if (seats.length === 1) throw illegalMove('丘比特须选两名玩家成为情侣，或者一个都不选');
        const lovers = [...seats].sort((a, b) => a - b);
        if (lovers.length > 0) {
          draft.x.lovers = lovers;
          for (const seat of lovers) tag(draft, seat, 'lover');
        }
        const kind = isMixedCouple(draft) ? '（人狼恋，第三方阵营）' : '';
        const self = lovers.includes(cupidSeat) ? '，连了自己' : '';
        const text = lovers.length === 0 ? `丘比特 ${cupidSeat} 号没有连情侣` : `丘比特 ${cupidSeat} 号连 ${lovers.join('、')} 号为情侣${self}${kind}`;
        addLog(draft, text);
        recordAct(draft, { key: 'night.cupid', role: 'cupid', actors: [cupidSeat], targets: lovers, text });
      },
    },
    {
      // The lovers only look at each other (their phones show the other's seat, not the card): nobody answers.
      key: 'night.lovers', slot: 'lovers', nights: 'first', decoyWhenAbsent: true,
      actors: (state) => {
        const lovers = (state.x.lovers ?? []).filter((s) => state.seats[s - 1].alive);
        return lovers.length > 0 ? { actors: { kind: 'seats', seats: lovers }, close: 'time' } : NOBODY;
      },
      prompt(state, seat) {
        const partner = state.x.lovers?.find((s) => s !== seat);
        if (partner === undefined) return undefined;
        return { partner, facts: [`你和 ${partner} 号是情侣`], marks: [{ seat: partner, text: '情侣' }] };
      },
      legal: () => NO_INPUT,
      words(state) {
        const lovers = state.x.lovers;
        return {
          title: '情侣相认',
          say: ['我会轻拍两位情侣的肩膀。', '情侣请睁眼，互相确认对方。', '情侣请闭眼。'],
          hint: lovers
            ? `情侣：${seatList(lovers)}${isMixedCouple(state) ? '（人狼恋，第三方阵营）' : ''}。绕场一周，轻拍他们的肩膀。`
            : `本局没有情侣：照常绕场一周，${STILL}`,
        };
      },
    },
  ],
});

declare module '../kit' {
  interface RoleOptions { cupid: typeof OPTIONS }
  interface RoleIds { cupid: true }
  interface RoleStepKeys { 'night.cupid': true; 'night.lovers': true }
}
