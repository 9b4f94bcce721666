import type { SeatNo } from '../../../../../../typings/api';
import { option } from '../../core/options';
import { recordAct } from '../../core/events';
import { addLog, livingSeats } from '../../core/seats';
import { seatAnswers } from '../../core/actors';
import { announceSeat, loverLines } from '../announce';
import { DEATH_WORDS } from '../../core/review';
import { countedCauses, killSeat } from '../deaths';
import { dead, seatsOf } from '../night-words';
import type { Death, DeathCause, WerewolfState } from '../state';
import { deathOf, rulesOf } from '../table';
import { checkWin } from '../win';
import { defineRole } from './role';

/** The hunter's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'hunter.noShotOn', name: '猎人不能开枪的死因', type: 'set', group: 'common',
    description: '猎人因这些原因死亡时不能开枪：被女巫毒死、因情侣殉情。',
    values: ['poison', 'lover'], valueNames: ['被毒死', '殉情'], default: ['poison'],
  }),
] as const;

/** 猎人: his death calls his shot, unless its cause is in `hunter.noShotOn` (docs/rules.md §B.6). */
export const hunter = defineRole({
  id: 'hunter', name: '猎人', camp: 'good', class: 'god', unique: true,
  description: '你死亡时可以开枪，带走一名活着的玩家；也可以不开枪。被毒死等情况不能开枪，以本局规则为准。',
  options: OPTIONS,
  onDeath: (state, death) => (silencingCause(state, death) === undefined ? [{ key: 'day.hunter', seat: death.seat }] : []),
  deathLog(state, death) {
    const silencer = silencingCause(state, death);
    return silencer && `${death.seat} 号猎人${DEATH_WORDS[silencer]}，按规则不能开枪`;
  },
  dawnNote: (state, death) => (silencingCause(state, death) === undefined
    ? `${death.seat} 号猎人可以开枪。` : `${death.seat} 号猎人按规则不能开枪。`),
  day: [{
    key: 'day.hunter',
    actors: (_state, step) => seatAnswers(step.seat),
    legal: (state) => ({ input: { type: 'seats', min: 0, max: 1, options: livingSeats(state) }, refuse: dead, passLabel: '不开枪' }),
    words(state, step) {
      const cause = deathOf(state, step.seat)?.cause;
      // With cards hidden, only a shot tells the table who the hunter was.
      const say = rulesOf(state)['reveal.onDeath']
        ? `${step.seat} 号玩家是猎人，可以开枪带走一名玩家，也可以不开枪。`
        : '请死亡的玩家决定是否发动技能。';
      return {
        title: '猎人开枪', say: [say],
        hint: `${step.seat} 号是猎人，${cause === 'exile' ? '被放逐' : '已死亡'}。他亮牌开枪时点选他带走的玩家；不开枪时不选。`,
      };
    },
    apply: (draft, step, input) => shoot(draft, step.seat, seatsOf(input)[0], '猎人'),
  }],
});

/** A dead shooter's shot (`who`: 猎人, or the gun a mechanical wolf learned): its victim dies, then the win check. */
export function shoot(draft: WerewolfState, seat: SeatNo, target: SeatNo | undefined, who: string): 'over' | { dead: SeatNo[] } | void {
  const text = target === undefined ? `${who} ${seat} 号没有开枪` : `${who} ${seat} 号开枪带走 ${target} 号`;
  addLog(draft, text);
  const key = draft.step?.key ?? 'day.hunter';
  recordAct(draft, { key, role: draft.seats[seat - 1].role, actors: [seat], targets: target === undefined ? [] : [target], text });
  if (target === undefined) return;
  const dead = killSeat(draft, target, 'shot');
  draft.x.news = [`${seat} 号玩家开枪带走了 ${announceSeat(draft, target)}。`, ...loverLines(draft, dead, target)];
  return checkWin(draft, draft.x.news) ? 'over' : { dead };
}

/** The cause that, under `hunter.noShotOn`, keeps a dead hunter (or learned gun) from shooting; poison first. */
export function silencingCause(state: WerewolfState, death: Death): DeathCause | undefined {
  const silent = rulesOf(state)['hunter.noShotOn'];
  const counted = countedCauses(state, death);
  return silent.includes('poison') && counted.includes('poison') ? 'poison'
    : silent.includes('lover') && counted.includes('lover') ? 'lover' : undefined;
}

declare module './keys' {
  interface RoleOptions { hunter: typeof OPTIONS }
  interface RoleIds { hunter: true }
  interface RoleStepKeys { 'day.hunter': true }
}
