// 自动主持: a prompt's private facts worded from the shape of the step's info, so that a role's
// result reaches its phone with no wording of its own: a seat and what it is, a victim, a shot,
// teammates, centre cards. A step with something special words it in its own hook (module.promptInfo).
import type { PromptInfo, SeatMark, SeatNo } from '../../../../../typings/api';


/** The camps a check may answer with, and a role's name from the catalog for anything else. */
const ALIGNMENT: Record<string, string> = { wolf: '狼人', good: '好人' };

export const seatsIn = (value: unknown): SeatNo[] | undefined => {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value) && value.every((s) => typeof s === 'number')) return value as SeatNo[];
  return undefined;
};

/** What a seat was found to be, in words: a card where one was shown (psychic, gargoyle, a seer who sees cards…), else the seer's 好人/狼人. */
export function shownAs(info: Record<string, unknown>, roleName: (id: string) => string): string | undefined {
  const shown = typeof info.role === 'string' ? info.role : typeof info.result === 'string' ? info.result : undefined;
  return shown === undefined ? undefined : ALIGNMENT[shown] ?? roleName(shown);
}

/** The facts of `info` as the actor's phone shows them; undefined when it holds none of a known shape. */
export function factsByShape(info: Record<string, unknown>, roleName: (id: string) => string): PromptInfo | undefined {
  const facts: string[] = [];
  const marks: SeatMark[] = [];
  const text = shownAs(info, roleName);
  // A seat and what it is.
  if (typeof info.seat === 'number' && text !== undefined) {
    facts.push(`${info.seat} 号是${text}`);
    marks.push({ seat: info.seat, text });
  }
  // Tonight's victim(s), as the witch is told; none told: a quiet night.
  if ('victim' in info || 'victims' in info) {
    const victims = seatsIn(info.victims) ?? seatsIn(info.victim) ?? [];
    // A double kill shows her every target; the antidote saves one.
    const one = victims.length > 1 ? '（解药只能救其中一人）' : '';
    facts.push(victims.length === 0 ? '今晚没有人被杀' : `今晚被杀的是 ${victims.join('、')} 号${one}`);
    for (const seat of victims) marks.push({ seat, text: '被杀' });
  }
  if (typeof info.canShoot === 'boolean') facts.push(info.canShoot ? '你今晚可以开枪' : '你今晚不能开枪');
  // Teammates shown to a seat that does not act with them (the hidden wolf), with their cards where the rules tell.
  const wolves = seatsIn(info.wolves);
  if (wolves) {
    const roles = Array.isArray(info.roles) && info.roles.length === wolves.length ? info.roles as string[] : undefined;
    const named = wolves.map((seat, i) => (roles ? `${seat} 号（${roleName(roles[i])}）` : `${seat} 号`));
    facts.push(wolves.length === 0 ? '没有狼队友' : `狼队友：${named.join('、')}`);
    wolves.forEach((seat, i) => marks.push({ seat, text: roles ? roleName(roles[i]) : '狼' }));
  }
  if (Array.isArray(info.center) && info.center.length > 0) facts.push(`两张底牌：${info.center.map((r) => roleName(String(r))).join('、')}`);
  if (facts.length === 0) return undefined;
  return { ...info, facts, ...(marks.length > 0 && { marks }) };
}
