// The judge's and the host's sheet for the people around the table. A seat's sheet: 换人 (a one-time
// code for a new phone, shown large with how to use it and a copy button), 离场 (asked first: the
// seat is out at once) and 交给他当法官 / 交给他主持; the watchers' sheet hands the room to one of them.
// The page opens it (`openSeat`, `openWatchers`); the code and the watchers list are read here, while
// what changes the room goes back to the page as `leave` { seat } and `handover` { seat } | { spectator }.
import type { Watcher } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import type { ValueEvent } from '../../services/events';
import { confirm, toast } from '../../services/ui';
import { codeSheet, handOverAsk, seatActions, seatName, watcherActions, type CodeSheet, type PeopleKind, type SheetAction, type SheetSeat } from './model';

interface Private { seat: SheetSeat | null; watchers: Watcher[] }
const privates = new WeakMap<object, Private>();
function own(component: object): Private {
  let p = privates.get(component);
  if (!p) {
    p = { seat: null, watchers: [] };
    privates.set(component, p);
  }
  return p;
}

const noCode: CodeSheet = { code: '', seatText: '', validText: '', howText: '' };

Component({
  properties: {
    kind: { type: String, value: 'judge' },
    roomNo: { type: String, value: '' },
  },
  data: {
    seatVisible: false,
    seatTitle: '',
    seatActions: [] as SheetAction[],
    watchersVisible: false,
    watcherActions: [] as SheetAction[],
    codeVisible: false,
    codeSheet: noCode,
  },
  methods: {
    kind(): PeopleKind {
      return this.properties.kind === 'host' ? 'host' : 'judge';
    },

    openSeat(seat: SheetSeat) {
      const actions = seatActions(this.kind(), seat);
      if (actions.length === 0) {
        toast(`${seat.seat} 号还没有人入座`);
        return;
      }
      own(this).seat = seat;
      this.setData({ seatVisible: true, seatTitle: seatName(seat), seatActions: actions });
    },

    /** The watchers as the server lists them now (only the judge or host gets the list). */
    async openWatchers() {
      let watchers: Watcher[];
      try {
        watchers = (await call('tableView', { roomNo: this.properties.roomNo }, { loading: false })).watchers ?? [];
      } catch (error) {
        if (!isCallError(error)) throw error;
        return;
      }
      if (watchers.length === 0) {
        toast('现在没有人观战');
        return;
      }
      own(this).watchers = watchers;
      this.setData({ watchersVisible: true, watcherActions: watcherActions(watchers) });
    },

    onClose() {
      this.setData({ seatVisible: false, watchersVisible: false });
    },

    async onSeatAction(e: ValueEvent<SheetAction>) {
      const seat = own(this).seat;
      this.setData({ seatVisible: false });
      if (!seat) return;
      const name = seatName(seat);
      if (e.detail.id === 'substitute') await this.substitute(seat);
      else if (e.detail.id === 'leave') {
        if (await confirm(`${name}离场？`, `${seat.seat} 号立即出局：不能发动技能，也没有遗言。只在没有人接替时这样做。`, '离场')) {
          this.triggerEvent('leave', { seat: seat.seat });
        }
      } else if (e.detail.id === 'handOver') {
        const ask = handOverAsk(this.kind(), name);
        if (await confirm(ask.title, ask.content, '交出')) this.triggerEvent('handover', { seat: seat.seat });
      }
    },

    async onWatcherAction(e: ValueEvent<SheetAction>) {
      this.setData({ watchersVisible: false });
      const watcher = own(this).watchers.find((w) => w.id === e.detail.id);
      if (!watcher) return;
      const ask = handOverAsk(this.kind(), e.detail.name);
      if (await confirm(ask.title, ask.content, '交出')) this.triggerEvent('handover', { spectator: watcher.id });
    },

    async substitute(seat: SheetSeat) {
      try {
        const result = await call('substitute', { roomNo: this.properties.roomNo, seat: seat.seat });
        this.setData({ codeVisible: true, codeSheet: codeSheet(result, this.properties.roomNo, Date.now()) });
      } catch (error) {
        if (!isCallError(error)) throw error;
      }
    },

    onCodeClose() {
      this.setData({ codeVisible: false });
    },

    onCopyCode() {
      const { roomNo } = this.properties;
      const { code } = this.data.codeSheet;
      wx.setClipboardData({
        data: `房间号 ${roomNo}，换人码 ${code}`,
        fail: () => toast(`复制失败，请直接告诉他：房间号 ${roomNo}，换人码 ${code}`),
      });
    },
  },
});
