// 出局后可见 (`deadSee: all`): what a dead player's card page lists, free of WeChat — every seat's
// card as the server sends it, and the judge's log, newest last.
import type { MyCardResult } from '../../../typings/api';

export interface DeadSight { seats: string[]; log: { n: number; text: string }[] }

/** The lines the page shows, or null where the server sends nothing (the rule is off, or the player lives). */
export function deadSight(result: MyCardResult): DeadSight | null {
  if (!result.deadSee) return null;
  return {
    seats: result.deadSee.seats.map((s) => `${s.seat} 号${s.nickname ? `（${s.nickname}）` : ''}：${s.roleName}${s.alive ? '' : ' · 出局'}`),
    log: result.deadSee.log.map((entry, n) => ({ n, text: entry.text })),
  };
}
