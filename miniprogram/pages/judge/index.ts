// The judge console: the room number and invitation, the step to read aloud, the input it asks for
// (seats tapped in the grid, a choice, or ballots), 下一步 / 撤销, the log in a popup, and at the end
// the winner, every card, the review (where the server gives one), 再来一局, 换法官 (hand the room to a
// seated player, then on to the card page) and 关闭房间. Mid-game, a long press on a seat (or a tap that
// picks nothing) opens its sheet: 换人, 离场, 交给他当法官; 观战 n 人 hands the room to a watcher
// (components/table-people). A judge who was replaced reads who took over, and may watch.
// The screen stays on; whatever changes in the room
// (a player joins…) shows by itself: the page reads again when the room's live signal moves past
// the version it holds.
import type { JudgeView, SeatNo } from '../../../typings/api';
import Toast from '../../miniprogram_npm/@vant/weapp/toast/toast';
import { call, isCallError } from '../../services/api';
import { closeRoomAndLeave } from '../../services/close-room';
import type { DataEvent, ValueEvent } from '../../services/events';
import type { LiveEvent } from '../../services/live';
import type { PageChannel } from '../../services/live-page';
import { copyRoomNo, goHome, hideAwake, mayOpen, pageState, roomChannel, showAwake } from '../../services/room-page';
import { shareWithTicket } from '../../services/group';
import { reviewModel, reviewPayloads, type ReviewModel } from '../../services/review-model';
import { saveReviewPicture } from '../../services/share-image/phone';
import { forgetRoom, rememberRoom, savedNickname } from '../../services/storage';
import { confirm } from '../../services/ui';
import { screenUrl, watchInstead } from '../../services/watch';
import { changes } from '../../services/diff';
import {
  actionWords, aimText, consoleData, emptySelection, logLines, stepInput, tapSeat, type DayAim,
  type ConsoleData, type LogLine, type Selection,
} from './model';

/** Per-page state that is not rendered. */
interface Private {
  roomNo: string;
  view: JudgeView | null;
  sel: Selection;
  /** A judge action is on its way: taps wait, reads are put off. */
  busy: boolean;
  /** Judge actions sent so far: a read answer that was sent before the latest one is stale. */
  actions: number;
  /** The newest public version the live channel has told of. */
  latest: number;
  /** A read is on its way. */
  reading: boolean;
  live: PageChannel;
  /** The deal whose review is on screen (0: none). */
  reviewDeal: number;
}

const own = pageState((page): Private => {
  const made: Private = {
    roomNo: '', view: null, sel: emptySelection(null), busy: false, actions: 0, latest: 0, reading: false, reviewDeal: 0,
    live: roomChannel(page, { roomNo: () => made.roomNo, holds: () => made.view !== null }),
  };
  return made;
});

interface HandOverSeat { name: string; seat: SeatNo }

const initial: ConsoleData & {
  state: 'loading' | 'ready' | 'error'; errorText: string; showRoles: boolean; logVisible: boolean; logLines: LogLine[];
  review: ReviewModel | null; handOverVisible: boolean; handOverSeats: HandOverSeat[];
  spectators: number; canWatch: boolean;
} = {
  state: 'loading',
  errorText: '',
  showRoles: false,
  logVisible: false,
  logLines: [],
  roomNo: '',
  gameName: '',
  phaseText: '',
  joinedText: '',
  allJoined: false,
  seats: [],
  step: null,
  choices: [],
  choice: '',
  candidates: [],
  candidate: 0,
  votersText: '',
  tallyText: '',
  ballotsTip: '',
  inputText: '',
  canNext: false,
  nextText: '下一步',
  canUndo: false,
  canExplode: false,
  explodeText: '',
  explode: false,
  aim: '',
  explodeTakeText: '',
  duelText: '',
  ended: false,
  winnerSay: [],
  winnerText: '',
  secretText: '',
  canRedrawWords: false,
  review: null,
  handOverVisible: false,
  handOverSeats: [],
  spectators: 0,
  canWatch: false,
};

Component({
  data: initial,
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      const p = own(this);
      p.roomNo = String(query.roomNo ?? '');
      if (!mayOpen(this, p.roomNo)) return;
      shareWithTicket();
      this.load();
    },
    onShow() {
      showAwake(own(this).live);
    },
    onHide() {
      this.leave();
    },
    onUnload() {
      this.leave();
    },
    onShareAppMessage() {
      const { roomNo, gameName, review } = this.data;
      const path = `/pages/card/index?roomNo=${roomNo}`;
      if (review) return { title: `${review.winnerTitle}！${gameName}复盘`, path };
      return { title: `来玩${gameName || '桌游'}！房间号 ${roomNo}`, path };
    },

    leave() {
      hideAwake(own(this).live);
    },

    /** Applies a server answer in one setData; `reset` forgets what the judge had tapped. */
    apply(view: JudgeView, reset: boolean) {
      const p = own(this);
      const sameStep = !reset && p.view !== null && p.view.status === view.status && p.view.step?.id === view.step?.id;
      p.view = view;
      if (!sameStep) p.sel = emptySelection(view.step);
      const [review, ...rest] = this.reviewChange(view);
      const payload = { ...changes(this.data, { ...consoleData(view, p.sel), spectators: view.spectators ?? 0, state: 'ready' }), ...review };
      if (Object.keys(payload).length > 0) this.setData(payload);
      for (const part of rest) this.setData(part);
    },

    /** The review's setData payloads: once the game has ended (once per deal), gone with the next deal. */
    reviewChange(view: JudgeView): Record<string, unknown>[] {
      const p = own(this);
      const review = view.status === 'ended' ? view.review : undefined;
      if (!review) {
        if (p.reviewDeal === 0) return [];
        p.reviewDeal = 0;
        return [{ review: null }];
      }
      if (review.deal === p.reviewDeal) return [];
      p.reviewDeal = review.deal;
      return reviewPayloads('review', reviewModel(review, null));
    },

    /** Re-renders after a tap on the page (selection only; no server answer). */
    select(sel: Selection) {
      const p = own(this);
      p.sel = sel;
      if (!p.view) return;
      const payload = changes(this.data, consoleData(p.view, sel));
      if (Object.keys(payload).length > 0) this.setData(payload);
    },

    async load() {
      const p = own(this);
      try {
        const view = await call('judgeView', { roomNo: p.roomNo }, { quiet: true });
        this.apply(view, true);
        rememberRoom({ roomNo: p.roomNo, game: view.game, gameName: view.gameName, role: 'judge' });
      } catch (error) {
        if (!isCallError(error)) throw error;
        if (error.code === 'ROOM_NOT_FOUND') forgetRoom(p.roomNo);
        if (error.code === 'NOT_JUDGE') return this.notJudge(error.message);
        if (!p.view) this.setData({ state: 'error', errorText: error.message });
        return;
      }
      p.live.listen();
    },

    onLive(event: LiveEvent) {
      const p = own(this);
      if (event.kind === 'closed') return this.closed();
      if (event.kind === 'read') return this.refresh();
      p.latest = Math.max(p.latest, event.signal.v);
      if (p.view && event.signal.v > p.view.v) this.refresh();
    },

    closed() {
      own(this).live.stop();
      forgetRoom(own(this).roomNo);
      this.setData({ state: 'error', errorText: '房间已关闭' });
    },

    /** Reads the console again (put off while a judge action is on its way: its answer brings the room). */
    async refresh() {
      const p = own(this);
      if (p.busy || p.reading) return;
      p.reading = true;
      const sent = p.actions;
      try {
        const view = await call('judgeView', { roomNo: p.roomNo }, { loading: false, quiet: true });
        if (sent === p.actions && !p.busy) this.apply(view, false);
      } catch (error) {
        if (isCallError(error) && error.code === 'ROOM_NOT_FOUND') this.closed();
        if (isCallError(error) && error.code === 'NOT_JUDGE') await this.notJudge(error.message);
      } finally {
        p.reading = false;
      }
      // Moved on again while this read was on its way.
      if (p.live.listening && p.view && p.latest > p.view.v) this.refresh();
    },

    /** Sends one judge action and shows its answer; a stale step reloads the console. */
    async judge(send: () => Promise<JudgeView>) {
      const p = own(this);
      if (p.busy) return;
      p.busy = true;
      p.actions++;
      try {
        this.apply(await send(), true);
      } catch (error) {
        if (!isCallError(error)) throw error;
        if (error.code === 'STALE_STEP' || error.code === 'GAME_OVER') {
          const view = await call('judgeView', { roomNo: p.roomNo }, { loading: false }).catch(() => null);
          if (view) this.apply(view, true);
        }
      } finally {
        p.busy = false;
      }
      // Something else changed while the action was on its way.
      if (p.view && p.latest > p.view.v) this.refresh();
    },

    onNext() {
      const p = own(this);
      const step = p.view?.step;
      if (!step || !this.data.canNext || p.busy) return;
      const input = stepInput(step, p.sel);
      const params = { roomNo: p.roomNo, stepId: step.id };
      this.judge(() => call('act', input ? { ...params, input } : params));
    },

    async onUndo() {
      if (!this.data.canUndo || own(this).busy) return;
      if (!(await confirm('撤销上一步？', '回到上一步之前的状态，上一步记下的内容会被撤销。', '撤销'))) return;
      this.judge(() => call('undo', { roomNo: own(this).roomNo }));
    },

    async onRedeal() {
      if (!(await confirm('再来一局？', '同样的人数和规则，重新洗牌发牌。玩家的手机会随即显示新的身份。', '重新发牌'))) return;
      this.setData({ logVisible: false, logLines: [] });
      this.judge(() => call('redeal', { roomNo: own(this).roomNo }));
    },

    /** 换一组: the same seats and roles with another pair; the phones show their new word. */
    async onRedrawWords() {
      const p = own(this);
      if (!this.data.canRedrawWords || p.busy) return;
      if (!(await confirm('换一组词？', '座位和身份不变，从词库换一组新词，从报数重新开始。玩家的手机会显示新词。', '换一组'))) return;
      const before = p.view;
      this.setData({ logVisible: false, logLines: [] });
      await this.judge(() => call('redrawWords', { roomNo: p.roomNo }));
      if (p.view !== before) Toast('已换一组词，请玩家重新看词');
    },

    async onCloseRoom() {
      const p = own(this);
      await closeRoomAndLeave(p.roomNo, p.live);
    },

    onSaveReview() {
      const review = own(this).view?.review;
      const owner = this.selectComponent('#review');
      if (review && owner) saveReviewPicture(owner, review);
    },

    /** 换法官: pick a seated player. */
    onHandOver() {
      const view = own(this).view;
      if (!view || view.status !== 'ended') return;
      const handOverSeats = view.seats.filter((s) => s.joined).map((s) => ({ name: s.nickname ? `${s.seat} 号 ${s.nickname}` : `${s.seat} 号`, seat: s.seat }));
      if (handOverSeats.length === 0) {
        Toast('还没有玩家入座，不能换法官');
        return;
      }
      this.setData({ handOverVisible: true, handOverSeats });
    },

    onHandOverClose() {
      this.setData({ handOverVisible: false });
    },

    /** The new judge deals the next game at once; this phone takes his seat and moves to the card page. */
    async onHandOverSeat(e: ValueEvent<HandOverSeat>) {
      const p = own(this);
      const { seat, name } = e.detail;
      this.setData({ handOverVisible: false });
      if (p.busy || !(await confirm(`把法官交给 ${name}？`, `他来主持下一局（马上重新发牌），你坐到 ${seat} 号座位当玩家。`, '换法官'))) return;
      const nickname = savedNickname();
      p.busy = true;
      try {
        await call('handOver', nickname ? { roomNo: p.roomNo, seat, nickname } : { roomNo: p.roomNo, seat });
      } catch {
        return;
      } finally {
        p.busy = false;
      }
      this.toCardPage();
    },

    /**
     * This phone no longer judges the room (换法官, or someone took over while it was gone): its own
     * seat if it holds one, else the server's message (who took over) and 观战.
     */
    async notJudge(message: string) {
      if (await this.seatedHere()) return this.toCardPage();
      own(this).live.stop();
      this.setData({ state: 'error', errorText: message, canWatch: true });
    },

    onWatch() {
      return watchInstead(own(this).roomNo);
    },

    /** The seat's sheet (换人, 离场, 交给他当法官), while the game goes on. */
    openSeat(seatNo: SeatNo) {
      const view = own(this).view;
      const seat = view?.status === 'playing' ? view.seats.find((s) => s.seat === seatNo) : undefined;
      if (seat) this.selectComponent('#people')?.openSeat(seat);
    },

    onSeatPress(e: ValueEvent<{ seat: number }>) {
      this.openSeat(e.detail.seat);
    },

    onWatchers() {
      this.selectComponent('#people')?.openWatchers();
    },

    /** 离场: the seat's player left with no one to take over. */
    onLeave(e: ValueEvent<{ seat: SeatNo }>) {
      const p = own(this);
      // A judge's leave answers the judge's view (a host's, the table).
      this.judge(() => call('leave', { roomNo: p.roomNo, seat: e.detail.seat }) as Promise<JudgeView>);
    },

    /** Mid-game the room goes to a dead player or a watcher (the server says when it may not); this phone then watches, or plays its seat. */
    async onHandOverTo(e: ValueEvent<{ seat: SeatNo } | { spectator: string }>) {
      const p = own(this);
      if (p.busy) return;
      p.busy = true;
      try {
        await call('handOver', { roomNo: p.roomNo, ...e.detail });
      } catch (error) {
        if (!isCallError(error)) throw error;
        return;
      } finally {
        p.busy = false;
      }
      if (await this.seatedHere()) return this.toCardPage();
      p.live.stop();
      wx.redirectTo({ url: screenUrl(p.roomNo) });
    },

    async seatedHere(): Promise<boolean> {
      try {
        await call('myCard', { roomNo: own(this).roomNo }, { loading: false, quiet: true });
        return true;
      } catch {
        return false;
      }
    },

    /** This phone no longer judges the room (换法官): on to its seat's card page. */
    toCardPage() {
      const p = own(this);
      p.live.stop();
      wx.redirectTo({ url: `/pages/card/index?roomNo=${p.roomNo}` });
    },

    onSeatTap(e: ValueEvent<{ seat: number }>) {
      const p = own(this);
      if (!p.view || p.busy) return;
      const seat = e.detail.seat;
      const next = tapSeat(p.view, p.sel, seat);
      if (typeof next === 'string') {
        Toast(next);
        return;
      }
      // A tap that picks nothing (the step takes no seat) opens the seat's sheet.
      if (next === p.sel) return this.openSeat(seat);
      this.select(next);
      if (next.explode && next.seats.length === 1) this.confirmExplode(next.seats[0]);
      if (next.aim && next.seats.length === 1) this.confirmAim(next.aim, next.seats[0]);
    },

    /** 白狼王自爆带人 / 骑士决斗: confirmed, then sent as the step's day action. */
    async confirmAim(aim: DayAim, target: number) {
      const p = own(this);
      const view = p.view;
      const step = view?.step;
      const words = actionWords(step, aim);
      if (!view || !step || !words) return;
      if (!(await confirm(`${aimText(view, aim, target)}？`, words.warning, words.ok))) {
        this.select({ ...p.sel, seats: [] });
        return;
      }
      const input = stepInput(step, { ...p.sel, seats: [target] });
      this.judge(() => call('act', { roomNo: p.roomNo, stepId: step.id, input }));
    },

    onAim(e: DataEvent<{ aim: string }>) {
      const p = own(this);
      const aim = e.currentTarget.dataset.aim;
      if (!p.view || (aim !== 'explodeTake' && aim !== 'duel')) return;
      this.select({ ...emptySelection(p.view.step), aim: p.sel.aim === aim ? undefined : aim });
    },

    async confirmExplode(seat: number) {
      const p = own(this);
      const step = p.view?.step;
      const words = actionWords(step, 'explode');
      if (!step || !words) return;
      const role = p.view?.seats.find((s) => s.seat === seat)?.roleName ?? '';
      if (!(await confirm(`${seat} 号${role}${words.send}？`, words.warning, words.ok))) {
        this.select({ ...p.sel, seats: [] });
        return;
      }
      this.judge(() => call('act', { roomNo: p.roomNo, stepId: step.id, input: { explode: seat } }));
    },

    onExplode() {
      const p = own(this);
      if (!p.view) return;
      this.select({ ...emptySelection(p.view.step), explode: !p.sel.explode });
    },

    onChoice(e: DataEvent<{ id: string }>) {
      const id = e.currentTarget.dataset.id;
      if (id) this.select({ ...own(this).sel, choice: id });
    },

    onCandidate(e: DataEvent<{ seat: number }>) {
      const seat = Number(e.currentTarget.dataset.seat);
      if (seat > 0) this.select({ ...own(this).sel, candidate: seat });
    },

    onToggleRoles() {
      this.setData({ showRoles: !this.data.showRoles });
    },

    onCopy() {
      copyRoomNo(this.data.roomNo);
    },

    /** The log travels only now, not with every step. */
    onShowLog() {
      const view = own(this).view;
      this.setData({ logVisible: true, logLines: view ? logLines(view) : [] });
    },

    onCloseLog() {
      this.setData({ logVisible: false, logLines: [] });
    },

    onRetry() {
      this.setData({ state: 'loading' });
      this.load();
    },

    onHome() {
      goHome();
    },
  },
});
