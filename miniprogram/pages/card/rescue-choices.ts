// 接管: whom a seated player may propose when the judge (or the host phone) has gone quiet, from what
// the table shows. A judge room goes on in 自动主持 (this phone hosts) or under a player the table was
// told is out (a living one would see every card); an auto room's host may move to this phone or any
// other taken seat. The server checks the choice and says why not. Watchers are not offered: a seated
// player's table counts them but does not name them.
import type { HostMode, RescueParams, SeatNo, TableView } from '../../../typings/api';
import { seatName, type SheetAction } from '../../components/table-people/model';

const AUTO = 'auto';

/** The sheet's choices, the server's default first. */
export function rescueChoices(table: TableView | null, seat: SeatNo, host: HostMode): SheetAction[] {
  const taken = (table?.seats ?? []).filter((s) => s.joined);
  if (host === 'auto') {
    return [
      { id: String(seat), name: '由我的手机主持' },
      ...taken.filter((s) => s.seat !== seat).map((s) => ({ id: String(s.seat), name: `由 ${seatName(s)}的手机主持` })),
    ];
  }
  return [
    { id: AUTO, name: '改成自动主持', subname: '由我的手机主持，大家用手机行动和投票' },
    ...taken.filter((s) => !s.alive).map((s) => ({
      id: String(s.seat),
      name: s.seat === seat ? '由我来当法官' : `由 ${seatName(s)}当法官`,
      subname: '已出局的玩家',
    })),
  ];
}

/** What `rescue` proposes for a choice of the sheet. */
export function rescueTarget(id: string): NonNullable<RescueParams['to']> {
  return id === AUTO ? AUTO : Number(id);
}
