// The judge's and the host's tools for the people around the table, free of WeChat: what a seat's
// sheet offers, how the watchers are listed, how a substitute's code is shown. The server decides
// whether each may happen and says why not; the sheet only offers.
import type { SeatNo, SubstituteResult, Watcher } from '../../../typings/api';

/** Who holds the sheet: the judge of a judge room, or the host phone of an auto room. */
export type PeopleKind = 'judge' | 'host';

/** A seat as the sheet needs it (a public seat or a judge's seat view). */
export interface SheetSeat { seat: SeatNo; joined: boolean; alive: boolean; nickname?: string }

export interface SheetAction { id: string; name: string; subname?: string }

export function seatName(seat: SheetSeat): string {
  return seat.nickname ? `${seat.seat} 号「${seat.nickname}」` : `${seat.seat} 号`;
}

/** What a taken seat's sheet offers; none for an empty seat. */
export function seatActions(kind: PeopleKind, seat: SheetSeat): SheetAction[] {
  if (!seat.joined) return [];
  return [
    { id: 'substitute', name: '换人', subname: '给接替的人一个换人码' },
    ...(seat.alive ? [{ id: 'leave', name: '离场', subname: '没有人接替：这个座位出局' }] : []),
    { id: 'handOver', name: kind === 'judge' ? '交给他当法官' : '交给他主持' },
  ];
}

/** The question before the room changes hands: to whom, and what becomes of this phone. */
export function handOverAsk(kind: PeopleKind, name: string): { title: string; content: string } {
  const role = kind === 'judge' ? '法官' : '主持';
  return {
    title: `把${role}交给${name}？`,
    content: `他的手机接着${kind === 'judge' ? '当法官' : '主持'}，你的手机改为观战（你有座位的话回到座位上）。`,
  };
}

export function watcherActions(watchers: readonly Watcher[]): SheetAction[] {
  return watchers.map((w) => ({ id: w.id, name: w.nickname ? `观战者「${w.nickname}」` : `观战者 ${w.id}` }));
}

export interface CodeSheet { code: string; seatText: string; validText: string; howText: string }

/** The substitute's code as the sheet shows it (how long it lasts, on this phone's clock). */
export function codeSheet(result: SubstituteResult, roomNo: string, now: number): CodeSheet {
  const minutes = Math.max(1, Math.round((result.expiresAt - now) / 60_000));
  return {
    code: result.code,
    seatText: `${result.seat} 号的换人码`,
    validText: `${minutes} 分钟内有效，只能用一次`,
    howText: `新玩家在首页点“接替座位”，输入房间号 ${roomNo} 和换人码`,
  };
}
