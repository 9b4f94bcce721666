// A player's phone: opened with ?roomNo= (from the judge's share card or the home page), it joins
// the room if needed and shows the seat and the game. The card stays face down and shows its face
// only while pressed and held. Dead players see that they are out. The page reads the card again
// only when the room's live signal says something it shows changed: a new deal (the phone vibrates
// and shows the new card face down), the player's death, the game's end; or the room closed.
import type { MyCardResult, RoomSignal } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import { gameName, roomNoProblem } from '../../services/labels';
import { watchRoom, type LiveEvent } from '../../services/live';
import { forgetRoom, rememberRoom, savedNickname } from '../../services/storage';
import { faceOf, heldFromCard, heldFromSignal, needsRead, NEW_DEAL_NOTICE, type Face, type Held } from './deal';

interface Private {
  roomNo: string;
  seat: number;
  /** The deal of the card on screen. */
  deal: number;
  held: Held | null;
  stop: (() => void) | null;
  visible: boolean;
  /** A read is on its way; `again`: another is wanted once it is back; `heard`: the newest signal meanwhile. */
  reading: boolean;
  again: boolean;
  heard: RoomSignal | null;
}

const privates = new WeakMap<object, Private>();

function own(page: object): Private {
  let p = privates.get(page);
  if (!p) {
    p = { roomNo: '', seat: 0, deal: 0, held: null, stop: null, visible: false, reading: false, again: false, heard: null };
    privates.set(page, p);
  }
  return p;
}

Component({
  data: {
    state: 'loading' as 'loading' | 'ready' | 'error',
    errorText: '',
    roomNo: '',
    seat: 0,
    gameName: '',
    alive: true,
    pressed: false,
    notice: '',
    face: { kind: 'role', title: '', camp: '', bad: false, description: '' } as Face,
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      const p = own(this);
      p.roomNo = String(query.roomNo ?? '').trim();
      const problem = roomNoProblem(p.roomNo);
      if (problem) {
        this.setData({ state: 'error', errorText: `打不开这个房间：${problem}` });
        return;
      }
      this.enter();
    },
    onShow() {
      const p = own(this);
      p.visible = true;
      // Back from the background: one read, then listen again.
      if (p.held && this.data.state === 'ready') {
        this.refresh();
        this.watch();
      }
    },
    onHide() {
      own(this).visible = false;
      this.stopWatching();
    },
    onUnload() {
      own(this).visible = false;
      this.stopWatching();
    },
    onShareAppMessage() {
      return { title: `来玩${this.data.gameName || '桌游'}！房间号 ${this.data.roomNo}`, path: `/pages/card/index?roomNo=${this.data.roomNo}` };
    },

    /** Looks for our seat; joins when we hold none. */
    async enter() {
      const p = own(this);
      try {
        let result: MyCardResult;
        try {
          result = await call('myCard', { roomNo: p.roomNo }, { quiet: true });
        } catch (error) {
          if (!isCallError(error) || error.code !== 'NOT_IN_ROOM') throw error;
          const nickname = savedNickname();
          const joined = await call('joinRoom', nickname ? { roomNo: p.roomNo, nickname } : { roomNo: p.roomNo }, { loading: '正在加入房间…', quiet: true });
          result = { ...joined, alive: true, round: 0 };
        }
        p.seat = result.seat;
        p.deal = result.deal;
        p.held = heldFromCard(result, null);
        rememberRoom({ roomNo: p.roomNo, game: result.game, role: 'player', seat: result.seat });
        this.setData({
          state: 'ready',
          roomNo: result.roomNo,
          seat: result.seat,
          gameName: gameName(result.game),
          alive: result.alive,
          face: faceOf(result.card),
        });
      } catch (error) {
        if (!isCallError(error)) throw error;
        if (error.code === 'ROOM_NOT_FOUND') forgetRoom(p.roomNo);
        this.setData({ state: 'error', errorText: error.message });
        return;
      }
      if (p.visible) this.watch();
    },

    watch() {
      const p = own(this);
      this.stopWatching();
      p.stop = watchRoom(p.roomNo, (event) => this.onLive(event));
    },

    stopWatching() {
      const p = own(this);
      p.stop?.();
      p.stop = null;
    },

    onLive(event: LiveEvent) {
      const p = own(this);
      if (event.kind === 'closed') return this.closed();
      if (event.kind === 'read') return this.refresh();
      const held = p.held;
      if (!held) return;
      if (p.reading) {
        // Weighed against the answer on its way, once it is here.
        p.heard = event.signal;
        return;
      }
      if (event.signal.v <= held.v) {
        p.held = { ...held, status: held.status ?? event.signal.status };
        return;
      }
      const read = needsRead(held, event.signal, p.seat);
      p.held = heldFromSignal(event.signal, p.seat);
      if (read) this.refresh();
    },

    async refresh() {
      const p = own(this);
      if (p.reading) {
        p.again = true;
        return;
      }
      p.reading = true;
      try {
        this.update(await call('myCard', { roomNo: p.roomNo }, { loading: false, quiet: true }));
      } catch (error) {
        if (isCallError(error) && error.code === 'ROOM_NOT_FOUND') this.closed();
      } finally {
        p.reading = false;
      }
      const heard = p.heard;
      p.heard = null;
      if (p.again && p.stop) {
        p.again = false;
        this.refresh();
      } else if (heard && p.stop) {
        this.onLive({ kind: 'signal', signal: heard });
      }
    },

    closed() {
      const p = own(this);
      this.stopWatching();
      forgetRoom(p.roomNo);
      this.setData({ state: 'error', errorText: '房间已关闭' });
    },

    /** One setData for what changed: a new deal (vibrate, face down, a notice) or being out. */
    update(result: MyCardResult) {
      const p = own(this);
      const before = p.held;
      p.held = { ...heldFromCard(result, before?.status ?? null), v: Math.max(result.v, before?.v ?? 0) };
      const newDeal = result.deal !== p.deal;
      p.deal = result.deal;
      if (newDeal) {
        wx.vibrateLong();
        this.setData({ face: faceOf(result.card), alive: result.alive, pressed: false, notice: NEW_DEAL_NOTICE });
      } else if (result.alive !== this.data.alive) {
        this.setData({ alive: result.alive });
      }
    },

    onPress() {
      if (this.data.state !== 'ready' || this.data.pressed) return;
      this.setData(this.data.notice ? { pressed: true, notice: '' } : { pressed: true });
    },

    onRelease() {
      if (this.data.pressed) this.setData({ pressed: false });
    },

    onRetry() {
      this.setData({ state: 'loading' });
      this.enter();
    },

    onHome() {
      wx.reLaunch({ url: '/pages/home/index' });
    },
  },
});
