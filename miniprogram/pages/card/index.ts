// A player's phone: opened with ?roomNo= (from the judge's share card or the home page), it joins
// the room if needed and shows the seat and the game. The card stays face down and shows its face
// only while pressed and held. Dead players see that they are out. A redeal is noticed within a
// few seconds (myCard is polled): the phone vibrates and shows the new card face down.
import type { MyCardResult } from '../../../typings/api';
import { config } from '../../config';
import { call, isCallError } from '../../services/api';
import { gameName, roomNoProblem } from '../../services/labels';
import { forgetRoom, rememberRoom, savedNickname } from '../../services/storage';
import { DEAL_NOTICES, dealChange, dealOf, faceOf, type Face, type Seen } from './deal';

interface Private { roomNo: string; seen: Seen | null; timer: number | undefined; visible: boolean }

const privates = new WeakMap<object, Private>();

function own(page: object): Private {
  let p = privates.get(page);
  if (!p) {
    p = { roomNo: '', seen: null, timer: undefined, visible: false };
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
      own(this).visible = true;
      this.schedule();
    },
    onHide() {
      own(this).visible = false;
      this.stopPolling();
    },
    onUnload() {
      own(this).visible = false;
      this.stopPolling();
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
        p.seen = { card: JSON.stringify(result.card), alive: result.alive, round: result.round || null, deal: dealOf(result) };
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
      this.schedule();
    },

    schedule() {
      const p = own(this);
      this.stopPolling();
      if (p.visible && p.seen) p.timer = setTimeout(() => this.poll(), config.pollMs);
    },

    stopPolling() {
      const p = own(this);
      if (p.timer !== undefined) clearTimeout(p.timer);
      p.timer = undefined;
    },

    async poll() {
      const p = own(this);
      p.timer = undefined;
      try {
        const result = await call('myCard', { roomNo: p.roomNo }, { loading: false, quiet: true });
        this.update(result);
      } catch (error) {
        if (isCallError(error) && error.code === 'ROOM_NOT_FOUND') {
          forgetRoom(p.roomNo);
          this.setData({ state: 'error', errorText: '法官已经关闭了这个房间' });
          return;
        }
      }
      this.schedule();
    },

    /** One setData for what changed: a new deal (vibrate, face down, a notice) or being out. */
    update(result: MyCardResult) {
      const p = own(this);
      const now: Seen = { card: JSON.stringify(result.card), alive: result.alive, round: result.round, deal: dealOf(result) };
      const seen = p.seen;
      p.seen = now;
      const change = seen ? dealChange(seen, now) : null;
      if (change) {
        wx.vibrateLong();
        this.setData({ face: faceOf(result.card), alive: result.alive, pressed: false, notice: DEAL_NOTICES[change] });
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
