import type { SeatNo, WerewolfRoleId } from '../../../../../typings/api';
import { engineOf } from '../core/engine-version';
import { illegalMove } from '../core/errors';
import { addLog, addTag } from '../core/seats';
import type { ParsedInput } from '../core/state';
import { resolveNight } from './dawn';
import { roleName } from './roles';
import type { WerewolfKey, WerewolfState } from './state';
import { actor, deckHas, isMixedCouple, rulesOf } from './table';

/** Every step of a night, in order; the first-night steps only where rules.md says. */
const NIGHT_ORDER: WerewolfKey[] = [
  'night.close', 'night.thief', 'night.cupid', 'night.lovers',
  'night.guard', 'night.seer', 'night.seerResult', 'night.wolves', 'night.witchSave', 'night.witchPoison',
];

/** The role a night step calls. */
const CALLS: Partial<Record<WerewolfKey, WerewolfRoleId>> = {
  'night.thief': 'thief', 'night.cupid': 'cupid', 'night.lovers': 'cupid', 'night.guard': 'guard',
  'night.seer': 'seer', 'night.seerResult': 'seer', 'night.wolves': 'werewolf',
  'night.witchSave': 'witch', 'night.witchPoison': 'witch',
};

/**
 * A step comes when its role is on the board (dealt, even if now dead or in the centre), every night
 * it acts: thief, cupid and lovers on the first night only, and then also off the board under
 * `night.callAbsent`. Deals of engine 1 called every role but thief and cupid whatever the board.
 */
function happens(state: WerewolfState, key: WerewolfKey): boolean {
  const role = CALLS[key];
  if (role === undefined) return true;
  const firstNightOnly = role === 'thief' || role === 'cupid';
  if (firstNightOnly) return state.round === 1 && (deckHas(state, role) || (engineOf(state) >= 2 && rulesOf(state).callAbsent));
  return engineOf(state) < 2 || deckHas(state, role);
}

/** Moves on to the night's next step, or to dawn after the witch. */
export function nextNightStep(draft: WerewolfState): void {
  const from = draft.step ? NIGHT_ORDER.indexOf(draft.step.key) : -1;
  for (let i = from + 1; i < NIGHT_ORDER.length; i++) {
    const key = NIGHT_ORDER[i];
    if (happens(draft, key)) {
      draft.step = stepOf(key);
      return;
    }
  }
  resolveNight(draft);
}

function stepOf(key: WerewolfKey): WerewolfState['step'] {
  switch (key) {
    case 'night.close': case 'night.thief': case 'night.cupid': case 'night.lovers': case 'night.guard':
    case 'night.seer': case 'night.seerResult': case 'night.wolves': case 'night.witchSave': case 'night.witchPoison':
      return { key };
    default:
      throw new Error(`${key} is not a night step`);
  }
}

function seatsOf(input: ParsedInput): SeatNo[] {
  return input.kind === 'seats' ? input.seats : [];
}

/** The choices the thief may make, in order: the centre cards as the rule allows, and keeping his own. */
export function thiefOptions(state: WerewolfState): { id: string; label: string }[] {
  const center = state.x.center;
  const wolves = center.filter((r) => r === 'werewolf').length;
  const mode = rulesOf(state).thiefMode;
  const take = (role: string) => ({ id: role, label: `换成${roleName(role)}` });
  const distinct = [...new Set(center)];
  if (wolves === 2 || (mode === 's1b' && wolves === 1)) return [take('werewolf')];
  if (mode === 's1b') return distinct.map(take);
  return [...distinct.map(take), { id: 'keep', label: '不换，当普通村民' }];
}

function thief(draft: WerewolfState, input: ParsedInput): void {
  const seat = actor(draft, 'thief');
  if (seat === null || input.kind !== 'choice') {
    if (deckHas(draft, 'thief')) addLog(draft, `盗贼牌在底牌中（底牌：${draft.x.center.map(roleName).join('、')}），本局没有盗贼`);
    return;
  }
  if (input.choice === 'keep') {
    addLog(draft, `盗贼 ${seat} 号没有换牌，当普通村民`);
    return;
  }
  const index = draft.x.center.findIndex((r) => r === input.choice);
  const role = draft.x.center[index];
  draft.x.center[index] = 'thief';
  draft.seats[seat - 1].role = role;
  addLog(draft, `盗贼 ${seat} 号换成了${roleName(role)}，底牌现在是：${draft.x.center.map(roleName).join('、')}`);
}

function cupid(draft: WerewolfState, input: ParsedInput): void {
  const seats = seatsOf(input);
  const cupidSeat = actor(draft, 'cupid');
  if (cupidSeat === null) return;
  if (seats.length === 1) throw illegalMove('丘比特须选两名玩家成为情侣，或者一个都不选');
  if (seats.length === 0) {
    addLog(draft, `丘比特 ${cupidSeat} 号没有连情侣`);
    return;
  }
  const lovers = [...seats].sort((a, b) => a - b);
  draft.x.lovers = lovers;
  for (const seat of lovers) addTag(draft, seat, 'lover');
  const kind = isMixedCouple(draft) ? '（人狼恋，第三方阵营）' : '';
  const self = lovers.includes(cupidSeat) ? '，连了自己' : '';
  addLog(draft, `丘比特 ${cupidSeat} 号连 ${lovers.join('、')} 号为情侣${self}${kind}`);
}

function guard(draft: WerewolfState, input: ParsedInput): void {
  const seat = actor(draft, 'guard');
  if (seat === null) return;
  const [target] = seatsOf(input);
  draft.x.guarded = target ?? null;
  addLog(draft, target === undefined ? `守卫 ${seat} 号空守` : `守卫 ${seat} 号守护 ${target} 号`);
}

function seer(draft: WerewolfState, input: ParsedInput): void {
  const [target] = seatsOf(input);
  if (target === undefined) return;
  draft.x.checked = target;
  const role = draft.seats[target - 1].role;
  const result = rulesOf(draft).seerResult === 'fullRole'
    ? roleName(role)
    : role === 'werewolf' ? '狼人' : '好人';
  addLog(draft, `预言家 ${actor(draft, 'seer')} 号查验 ${target} 号：${result}`);
}

function wolves(draft: WerewolfState, input: ParsedInput): void {
  const [target] = seatsOf(input);
  draft.x.target = target ?? null;
  if (target === undefined) {
    const rules = rulesOf(draft);
    const text = rules.wolfConsensus === 'majority' ? '狼人空刀，没有杀人'
      : rules.wolfAllowNoKill ? '狼人没有杀人（空刀或意见不统一）' : '狼人意见不统一，今晚没有杀人';
    addLog(draft, text);
    return;
  }
  const role = draft.seats[target - 1].role;
  const note = role === 'littleGirl' ? '（小女孩，偷看被发现）' : role === 'werewolf' ? '（自刀）' : '';
  addLog(draft, `狼人选择杀死 ${target} 号${note}`);
}

function witchSave(draft: WerewolfState, input: ParsedInput): void {
  if (input.kind !== 'choice') return;
  const seat = actor(draft, 'witch');
  if (input.choice === 'save') {
    draft.x.saved = true;
    draft.x.antidoteUsed = true;
    addLog(draft, `女巫 ${seat} 号用解药救了 ${draft.x.target} 号`);
  } else {
    addLog(draft, `女巫 ${seat} 号没有用解药`);
  }
}

function witchPoison(draft: WerewolfState, input: ParsedInput): void {
  const seat = actor(draft, 'witch');
  if (seat === null || input.kind !== 'seats') return;
  const [target] = input.seats;
  if (target === undefined) {
    addLog(draft, `女巫 ${seat} 号没有用毒药`);
    return;
  }
  draft.x.poisoned = target;
  draft.x.poisonUsed = true;
  addLog(draft, `女巫 ${seat} 号对 ${target} 号用了毒药`);
}

/** Applies a night step's input (already checked against the step's options) and moves on. */
export function advanceNight(draft: WerewolfState, input: ParsedInput): void {
  switch (draft.step?.key) {
    case 'night.thief': thief(draft, input); break;
    case 'night.cupid': cupid(draft, input); break;
    case 'night.guard': guard(draft, input); break;
    case 'night.seer': seer(draft, input); break;
    case 'night.wolves': wolves(draft, input); break;
    case 'night.witchSave': witchSave(draft, input); break;
    case 'night.witchPoison': witchPoison(draft, input); break;
    default: break;
  }
  nextNightStep(draft);
}
