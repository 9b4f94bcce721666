// The host phone of an auto room, in the middle of the table: the current lines in large type (read
// aloud by the narrator), the clock, who has not answered by day, 下一步 on the steps that wait on
// the host, pause / resume, skip (close a speech or a vote early), narration on/off; the screen
// stays on. If the host also plays, their card and prompt are one tap away. The page learns of
// changes only through the live channel, whose signals carry the table (and the host's own turn, on
// their seat's signal): it reads when it opens and when it is shown again, and its one timed call is
// a read at each close time it shows, so that the server closes the due step on time.
// 大屏 (`?screen=1`, a watcher's phone, tablet or PC WeChat): the same table large, with the news and no
// button, no narration and no close-time read (pages/host/big-screen.ts).
// A tap on a seat opens its sheet (换人, 离场, 交给他主持); 观战 n 人 hands the host role to a watcher
// (components/table-people); the phone then plays its seat, or watches.
// A host phone that was replaced (taken over while it was away, as the table or a refusal tells it)
// stops reading aloud and acting at once: a host who plays is told who took over and goes back to
// their seat's phone; one who does not stays as the big screen, with who took over on top.
// The host who plays: their card shows only while pressed and held; 轮到我了 lights only where the
// table shows anyway that it waits on their seat (see turnLit); at the end their own review (复盘)
// with its rating row, share card and picture, as on the card page (services/player-review).
import type { DayActionWords, DayActions, MyCardResult, MyTurnResult, Prompt, SeatTurn, StepInput, TableView, WordRating, WordVerdict } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import { closeRoomAndLeave } from '../../services/close-room';
import { changes } from '../../services/diff';
import type { ValueEvent } from '../../services/events';
import type { LiveEvent } from '../../services/live';
import type { PageChannel } from '../../services/live-page';
import { copyRoomNo, goHome, hideAwake, mayOpen, pageState, roomChannel, showAwake } from '../../services/room-page';
import { shareWithTicket } from '../../services/group';
import { createNarrator, type Narrator } from '../../services/narrator';
import { playerReview, type PlayerReview } from '../../services/player-review';
import type { ReviewModel } from '../../services/review-model';
import { nightChrome } from '../../services/night-chrome';
import { forgetRoom, narrationOn, rememberRoom, saveNarration, savedNickname } from '../../services/storage';
import { clockOffset, localTime, openPrompt } from '../../services/table';
import { confirm } from '../../services/ui';
import { faceOf, type Face } from '../card/deal';
import { screenData, watcherTable, type ScreenData } from './big-screen';
import {
  advancesAfterReading, closeTimes, hostData, hostMemory, narration, stepSecondsLeft, takenOverBy, takenOverText, timerData, turnLit,
  type HostData, type HostMemory, type NewsLine,
} from './model';

/** The close-time read goes out this long after the close, so the step is surely due on the server. */
const CLOSE_MARGIN_MS = 300;

interface Private {
  roomNo: string;
  view: TableView | null;
  /** Server clock minus this phone's clock (ms). */
  offset: number;
  /** The host holds a seat: reads are myTurn (card, table and prompt in one answer); null: not known yet (or a seat being taken). */
  playing: boolean | null;
  prompt: Prompt | null;
  dayActions: DayActions | null;
  dayActionWords: DayActionWords | null;
  busy: boolean;
  reading: boolean;
  again: boolean;
  /** The host's own seat once they hold one (its private signal is heard too), and its private version on screen. */
  seat: number;
  seatV: number;
  live: PageChannel;
  narrator: Narrator | null;
  /** The close times already read at: one call each, never two. */
  called: Set<number>;
  closeTimer: number;
  tick: number;
  /** 大屏: a watcher's screen — it reads as a watcher and shows no control. */
  screen: boolean;
  /** WeChat's bar and window, dark while the page is. */
  chrome: (night: boolean) => void;
  /** What this phone has said, and the news the face on screen brought that it had not. */
  memory: HostMemory;
  fresh: NewsLine[];
  /** The host who plays: their review at the end, its rating row and share picture. */
  reviews: PlayerReview;
  /**
   * The page's own read since it came on screen said that this phone runs the room: until then it
   * reads nothing aloud (a table heard on the way back cannot tell whether a watcher took over).
   */
  vouched: boolean;
}

/** WeChat's modal with one button: resolves once it is closed. */
function tell(title: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    wx.showModal({ title, content, showCancel: false, confirmText: '知道了', success: () => resolve(), fail: () => resolve() });
  });
}

/** The host page's night (index.wxss `.host.night`). */
const NIGHT_COLOR = '#0b0b0f';

const own = pageState((page): Private => {
  const made: Private = {
    roomNo: '', view: null, offset: 0, playing: null, prompt: null, dayActions: null, dayActionWords: null, busy: false, reading: false, again: false,
    seat: 0, seatV: 0, narrator: null, called: new Set(), closeTimer: 0, tick: 0, screen: false, chrome: nightChrome(NIGHT_COLOR),
    memory: hostMemory(), fresh: [], vouched: false,
    live: roomChannel(page, { roomNo: () => made.roomNo, holds: () => made.view !== null, seat: () => made.seat }),
    reviews: playerReview(page, { roomNo: () => made.roomNo, visible: () => made.live.visible }),
  };
  return made;
});

function isTableView(value: unknown): value is TableView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof TableView, unknown>>;
  return typeof v.roomNo === 'string' && typeof v.v === 'number' && typeof v.serverNow === 'number' && Array.isArray(v.seats);
}

type PageData = HostData & ScreenData & {
  screen: boolean;
  state: 'loading' | 'ready' | 'error';
  errorText: string;
  narrationOn: boolean;
  /** No text-to-speech on this phone: the lines are shown and each step chimes, nothing is read aloud. */
  voiceOff: boolean;
  playing: boolean;
  mineVisible: boolean;
  mySeat: number;
  pressed: boolean;
  face: Face;
  table: TableView | null;
  prompt: Prompt | null;
  dayActions: DayActions | null;
  dayActionWords: DayActionWords | null;
  offset: number;
  /** 轮到我了 (see turnLit). */
  turnLit: boolean;
  /** The big screen of a phone that ran the room until it was taken over: who took over. */
  handedText: string;
  /** The host who plays, at the end: their review (services/player-review). */
  review: ReviewModel | null;
  showReview: boolean;
  reviewOld: boolean;
  rating: WordRating | null;
};

const initial: PageData = {
  state: 'loading', errorText: '', narrationOn: true, voiceOff: false, playing: false, mineVisible: false, mySeat: 0, pressed: false,
  face: { kind: 'role', title: '', camp: '', bad: false, description: '', notes: [] },
  table: null, prompt: null, dayActions: null, dayActionWords: null, offset: 0, turnLit: false, handedText: '',
  review: null, showReview: false, reviewOld: false, rating: null,
  roomNo: '', gameName: '', phaseText: '', night: false, title: '', say: [], hasTimer: false, timerText: '',
  timerWarn: false, paused: false, canAdvance: false, advanceText: '下一步', canSkip: false, canPause: false, canJoin: false,
  waitingText: '', joinedText: '', allJoined: false, seats: [], ended: false, winnerSay: [], winnerText: '', told: [],
  spectators: 0, screen: false, news: [], spectatorsText: '', rescueText: '',
};

Component({
  data: initial,
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      const p = own(this);
      p.roomNo = String(query.roomNo ?? '');
      if (!mayOpen(this, p.roomNo)) return;
      shareWithTicket();
      if (query.screen === '1') {
        p.screen = true;
        p.playing = false;
        this.setData({ screen: true });
        wx.setNavigationBarTitle({ title: '观战' });
        this.load();
        return;
      }
      p.narrator = createNarrator();
      const on = narrationOn();
      p.narrator.setMuted(!on);
      this.setData({ narrationOn: on, voiceOff: !p.narrator.voice });
      this.load();
    },
    onShow() {
      const p = own(this);
      // Back on screen: a prompt whose time ran out meanwhile goes at once, before the read.
      if (p.view) this.render(p.view);
      showAwake(p.live);
    },
    onHide() {
      this.leave();
    },
    onUnload() {
      this.leave();
      own(this).narrator?.stop();
    },
    onShareAppMessage() {
      const { roomNo, gameName } = this.data;
      const path = `/pages/card/index?roomNo=${roomNo}`;
      return own(this).reviews.shareCard(path, gameName) ?? { title: `来玩${gameName || '桌游'}！房间号 ${roomNo}`, path };
    },

    leave() {
      const p = own(this);
      p.vouched = false;
      hideAwake(p.live);
      this.stopClocks();
      p.narrator?.stop();
    },

    stopClocks() {
      const p = own(this);
      if (p.closeTimer) clearTimeout(p.closeTimer);
      if (p.tick) clearInterval(p.tick);
      p.closeTimer = 0;
      p.tick = 0;
    },

    async load() {
      const p = own(this);
      try {
        await this.read();
        this.remember();
      } catch (error) {
        if (!isCallError(error)) throw error;
        if (error.code === 'ROOM_NOT_FOUND') forgetRoom(p.roomNo);
        this.setData({ state: 'error', errorText: error.message });
        return;
      }
      p.live.listen();
    },

    /** The room among this phone's recent rooms, as the phone now shows it (the host's, or a watcher's big screen). */
    remember() {
      const p = own(this);
      if (p.view) rememberRoom({ roomNo: p.roomNo, game: p.view.game, gameName: p.view.gameName, role: p.screen ? 'watcher' : 'host' });
    },

    /** One read: myTurn when the host holds a seat (or may), the table otherwise. */
    async read() {
      const p = own(this);
      const sentAt = Date.now();
      if (p.screen) return this.apply(await watcherTable(p.roomNo), sentAt);
      if (p.playing !== false) {
        try {
          const turn = await call('myTurn', { roomNo: p.roomNo }, { loading: false, quiet: true });
          p.playing = true;
          this.applyTurn(turn, sentAt, true);
          return;
        } catch (error) {
          if (!isCallError(error) || error.code !== 'NOT_IN_ROOM') throw error;
          p.playing = false;
        }
      }
      this.apply(await call('tableView', { roomNo: p.roomNo }, { loading: false, quiet: true }), sentAt, true);
    },

    /**
     * The room's signal brings the table, the host's seat signal their own turn, each shown as it
     * comes (older versions than the page holds are ignored); one that comes without them (a
     * server before they were carried) is read.
     */
    onLive(event: LiveEvent) {
      const p = own(this);
      if (event.kind === 'closed') return this.closed();
      if (event.kind === 'read') return this.refresh();
      if (event.kind === 'seat') {
        if (event.signal.v <= p.seatV) return;
        if (!event.signal.turn) return this.refresh();
        if (this.takeMine(event.signal.turn) && p.view) this.apply(p.view);
        return;
      }
      if (p.view && event.signal.v <= p.view.v) return;
      if (event.signal.table) this.apply(event.signal.table);
      else this.refresh();
    },

    closed() {
      const p = own(this);
      p.live.stop();
      this.stopClocks();
      p.narrator?.stop();
      forgetRoom(p.roomNo);
      this.setData({ state: 'error', errorText: '房间已关闭' });
      p.chrome(false);
    },

    /** Reads again (put off while an action of the host is on its way: its answer brings the table). */
    async refresh() {
      const p = own(this);
      if (p.busy || p.reading) {
        p.again = true;
        return;
      }
      p.reading = true;
      try {
        await this.read();
      } catch (error) {
        if (isCallError(error) && error.code === 'ROOM_NOT_FOUND') this.closed();
      } finally {
        p.reading = false;
      }
      if (p.again && p.live.listening) {
        p.again = false;
        this.refresh();
      }
    },

    /** `ownRead`: the answer to this phone's own read (see apply). */
    applyTurn({ table, ...mine }: MyTurnResult, sentAt: number, ownRead = false) {
      this.takeMine(mine);
      this.apply(table, sentAt, ownRead);
    },

    /** The host's own turn, unless the page holds a newer one; answers whether it was taken. */
    takeMine(mine: SeatTurn): boolean {
      const p = own(this);
      // A server that does not say which seat version it answered for: its answer is taken as the newest.
      if (mine.seatV !== undefined && mine.seatV < p.seatV) return false;
      p.prompt = mine.prompt;
      p.dayActions = mine.dayActions ?? null;
      p.dayActionWords = mine.dayActionWords ?? null;
      p.seatV = Math.max(p.seatV, mine.seatV ?? 0);
      this.setCard(mine.card);
      return true;
    },

    /** The host's card: its face, and at the end of a game the review (as on the card page). */
    setCard(card: MyCardResult) {
      const p = own(this);
      const face = faceOf(card);
      const review = p.reviews.change(card);
      // A new deal's card, or what the night told the seat, shows on the same seat's face.
      if (card.seat === this.data.mySeat) {
        const payload = JSON.stringify(face) === JSON.stringify(this.data.face) ? review : { ...review, face };
        if (Object.keys(payload).length > 0) this.setData(payload);
      } else {
        this.setData({ ...review, playing: true, mySeat: card.seat, face });
        // A seat of the host's own (new, or first heard of): its private signal is heard from now on.
        p.seat = card.seat;
        if (p.live.listening) p.live.listen();
      }
      p.reviews.sendRest();
    },

    /** The seat this phone holds, as far as the page knows (0: none; null: not known yet). */
    seatKnown(): number | null {
      const p = own(this);
      if (p.playing === false) return 0;
      return p.playing && p.seat > 0 ? p.seat : null;
    },

    /**
     * Shows a table (unless the page holds a newer one): one setData, the narration, the clock, the
     * next close-time read. `sentAt`: when the call it answers left (a signal's table keeps the clock offset).
     * A table that says another phone runs the room now ends this phone's part as host instead
     * (`ownRead`: it answers this phone's own read, which settles it; see takenOverBy).
     */
    apply(view: TableView, sentAt?: number, ownRead = false) {
      const p = own(this);
      if (p.view && view.v < p.view.v) {
        // An own read overtaken by a newer table on the way back: only an own read may vouch for this phone.
        if (ownRead && !p.vouched) this.refresh();
        return;
      }
      // The answer left the server between sending and now: half way is the best guess.
      if (sentAt !== undefined) p.offset = clockOffset(view.serverNow, (sentAt + Date.now()) / 2);
      const asked = p.view?.rescue !== undefined;
      p.view = view;
      const by = p.screen ? null : takenOverBy(view, this.seatKnown(), ownRead);
      if (by !== null) {
        this.stepDown(takenOverText(by, this.seatKnown() ?? 0));
        return;
      }
      if (ownRead) p.vouched = true;
      // A rescue vote that has just closed may have given the room to a phone the table cannot name
      // (a watcher): the page's own read settles it.
      else if (asked && !view.rescue && !p.screen) this.refresh();
      p.fresh = p.memory.heard(view);
      this.render(view);
      this.narrate(view);
    },

    /**
     * The table on screen (one setData) and its clocks, without a word read aloud: on coming back the
     * page shows what it holds at once, and reads it out only once the fresh read has said it still may.
     */
    render(view: TableView) {
      const p = own(this);
      const now = Date.now();
      const prompt = openPrompt(p.prompt, view, p.offset, now);
      const next = {
        ...hostData(view, p.offset, now, p.fresh),
        ...(p.screen ? screenData(view) : {}),
        state: 'ready' as const,
        offset: p.offset,
        // The console needs the table's state, not its log.
        ...(p.playing ? { table: { ...view, log: [] }, prompt, dayActions: p.dayActions, dayActionWords: p.dayActionWords, turnLit: turnLit(view, prompt, p.seat) } : {}),
      };
      const payload = changes(this.data, next);
      if (Object.keys(payload).length > 0) this.setData(payload);
      p.chrome(next.night);
      this.scheduleClose();
      this.keepTicking();
    },

    narrate(view: TableView) {
      const p = own(this);
      if (!p.vouched) return;
      const { key, lines } = narration(view, p.fresh);
      const stepId = view.step?.id;
      p.narrator?.narrate(key, lines, () => {
        // Read to the end: a step that waits on nobody's choice moves on by itself.
        const now = p.view;
        if (now && now.step?.id === stepId && advancesAfterReading(now)) this.advance();
      });
    },

    /** One read at the earliest close time shown that has not been read at yet. */
    scheduleClose() {
      const p = own(this);
      if (p.closeTimer) clearTimeout(p.closeTimer);
      p.closeTimer = 0;
      if (!p.view || !p.live.visible || p.screen) return;
      const due = closeTimes(p.view, p.prompt?.closesAt).find((t) => !p.called.has(t));
      if (due === undefined) return;
      const wait = Math.max(0, localTime(due, p.offset) - Date.now() + CLOSE_MARGIN_MS);
      p.closeTimer = setTimeout(() => {
        p.closeTimer = 0;
        p.called.add(due);
        this.refresh();
      }, wait);
    },

    /** The clock on screen moves every second while it runs down (display only). */
    keepTicking() {
      const p = own(this);
      const left = p.view ? stepSecondsLeft(p.view, p.offset, Date.now()) : null;
      const running = left !== null && left > 0 && !this.data.paused && !this.data.ended;
      if (running && !p.tick) {
        p.tick = setInterval(() => {
          if (!p.view) return;
          const payload = changes(this.data, timerData(p.view, p.offset, Date.now()));
          if (Object.keys(payload).length > 0) this.setData(payload);
          this.keepTicking();
        }, 1000);
      } else if (!running && p.tick) {
        clearInterval(p.tick);
        p.tick = 0;
      }
    },

    /**
     * Sends one action of the host (or the host's own answer as a player) and shows what it answers: the
     * table, unless `show` says otherwise. A refused action reads the table again (the step may have moved on).
     */
    async host<T>(send: () => Promise<T>, show: (answer: T, sentAt: number) => void = (answer, sentAt) => {
      if (isTableView(answer)) this.apply(answer, sentAt);
    }) {
      const p = own(this);
      if (p.busy) return;
      p.busy = true;
      const sentAt = Date.now();
      try {
        show(await send(), sentAt);
      } catch (error) {
        if (!isCallError(error)) throw error;
        // Another phone runs the room now (the server says who).
        if (error.code === 'NOT_JUDGE') this.stepDown(error.message);
        p.again = true;
      } finally {
        p.busy = false;
      }
      // Something went past while the action was on its way (the host's own turn comes on their seat's signal).
      if (p.again) {
        p.again = false;
        this.refresh();
      }
    },

    advance() {
      const p = own(this);
      const step = p.view?.step;
      if (!step || (step.waitsOn !== 'host' && !step.hostMayClose)) return;
      this.host(() => call('act', { roomNo: p.roomNo, stepId: step.id }, { loading: false }));
    },

    onAdvance() {
      if (this.data.canAdvance) this.advance();
    },

    async onSkip() {
      const p = own(this);
      const step = p.view?.step;
      if (!step || !this.data.canSkip) return;
      const missing = step.waiting?.length ?? 0;
      if (missing > 0 && !(await confirm('提前结束？', `还有 ${missing} 人没有回应，现在结束的话他们算弃权。`, '结束'))) return;
      this.host(() => call('act', { roomNo: p.roomNo, stepId: step.id }, { loading: false }));
    },

    onPause() {
      const p = own(this);
      const action = this.data.paused ? 'resume' : 'pause';
      this.host(() => call(action, { roomNo: p.roomNo }, { loading: false }));
    },

    onNarration() {
      const p = own(this);
      const on = !this.data.narrationOn;
      p.narrator?.setMuted(!on);
      saveNarration(on);
      this.setData({ narrationOn: on });
      if (on && p.view) {
        // Read the current lines again from the start.
        p.narrator?.stop();
        this.narrate(p.view);
      }
    },

    /** The host takes a seat too (before the start): from then on reads bring their card and prompt. */
    async onJoin() {
      const p = own(this);
      if (p.busy || p.playing) return;
      p.busy = true;
      // Until the seat is known, a table that names it as the host's is not weighed against this phone.
      p.playing = null;
      try {
        const nickname = savedNickname();
        await call('joinRoom', nickname ? { roomNo: p.roomNo, nickname } : { roomNo: p.roomNo }, { loading: '正在入座…' });
        p.playing = true;
      } catch (error) {
        if (!isCallError(error)) throw error;
        p.playing = false;
      } finally {
        p.busy = false;
      }
      if (p.playing) this.refresh();
    },

    onSeatTap(e: ValueEvent<{ seat: number }>) {
      const seat = own(this).view?.seats.find((s) => s.seat === e.detail.seat);
      if (seat && !own(this).screen) this.selectComponent('#people')?.openSeat(seat);
    },

    onWatchers() {
      this.selectComponent('#people')?.openWatchers();
    },

    onLeave(e: ValueEvent<{ seat: number }>) {
      const p = own(this);
      this.host(() => call('leave', { roomNo: p.roomNo, seat: e.detail.seat }, { loading: false }));
    },

    /** The host role goes to another phone; this one plays its seat, or watches. */
    async onHandOverTo(e: ValueEvent<{ seat: number } | { spectator: string }>) {
      const p = own(this);
      try {
        await call('handOver', { roomNo: p.roomNo, ...e.detail, role: 'host' });
      } catch (error) {
        if (!isCallError(error)) throw error;
        return;
      }
      this.stepDown('');
    },

    /**
     * This phone no longer runs the room (handed on, or taken over while it was away): it stops
     * reading aloud, timing and acting at once. A host who plays reads `told` (who took over) and goes
     * back to their seat's phone; one who does not stays as the big screen, `told` on top.
     */
    async stepDown(told: string) {
      const p = own(this);
      if (p.screen) return;
      p.screen = true;
      p.narrator?.stop();
      p.narrator = null;
      this.stopClocks();
      wx.setNavigationBarTitle({ title: '观战' });
      this.setData({ screen: true, handedText: told, mineVisible: false });
      if (p.playing) {
        p.live.stop();
        if (told) await tell('你不再是主持', told);
        wx.redirectTo({ url: `/pages/card/index?roomNo=${p.roomNo}` });
        return;
      }
      // In 最近的房间 the room opens as a watcher's from now on.
      forgetRoom(p.roomNo);
      this.remember();
      // Read again as a watcher: the big screen's news and count.
      this.refresh();
    },

    onShowMine() {
      this.setData({ mineVisible: true });
    },

    onHideMine() {
      this.setData({ mineVisible: false, pressed: false });
    },

    /** The host's card in the popup shows only while pressed and held, as on the card page (on the phone in the middle of the table). */
    onPress() {
      if (!this.data.pressed) this.setData({ pressed: true });
    },

    onRelease() {
      if (this.data.pressed) this.setData({ pressed: false });
    },

    onToggleReview() {
      own(this).reviews.toggle();
    },

    onRate(e: ValueEvent<{ verdict: WordVerdict }>) {
      own(this).reviews.rate(e.detail.verdict);
    },

    onSaveReview() {
      own(this).reviews.save();
    },

    /** The host's own answer, from the console. */
    onPlay(e: ValueEvent<{ stepId: number; input: StepInput }>) {
      const p = own(this);
      this.host(() => call('play', { roomNo: p.roomNo, stepId: e.detail.stepId, input: e.detail.input }, { loading: false }),
        (turn, sentAt) => this.applyTurn(turn, sentAt));
    },

    async onRedeal() {
      if (!(await confirm('再来一局？', '同样的人数和规则，重新洗牌发牌。玩家的手机会随即显示新的身份。', '重新发牌'))) return;
      this.host(() => call('redeal', { roomNo: own(this).roomNo }));
    },

    async onCloseRoom() {
      const p = own(this);
      await closeRoomAndLeave(p.roomNo, p.live);
    },

    onCopy() {
      copyRoomNo(this.data.roomNo);
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
