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
import type { DayActionWords, DayActions, MyCardResult, MyTurnResult, Prompt, SeatTurn, StepInput, TableView } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import { closeRoomAndLeave } from '../../services/close-room';
import { changes } from '../../services/diff';
import type { ValueEvent } from '../../services/events';
import type { LiveEvent } from '../../services/live';
import type { PageChannel } from '../../services/live-page';
import { copyRoomNo, goHome, hideAwake, mayOpen, pageState, roomChannel, showAwake } from '../../services/room-page';
import { shareWithTicket } from '../../services/group';
import { createNarrator, type Narrator } from '../../services/narrator';
import { nightChrome } from '../../services/night-chrome';
import { forgetRoom, narrationOn, rememberRoom, saveNarration, savedNickname } from '../../services/storage';
import { clockOffset, localTime, openPrompt } from '../../services/table';
import { confirm } from '../../services/ui';
import { screenUrl } from '../../services/watch';
import { faceOf, type Face } from '../card/deal';
import { screenData, watcherTable, type ScreenData } from './big-screen';
import { advancesAfterReading, closeTimes, hostData, hostMemory, narration, stepSecondsLeft, timerData, type HostData, type HostMemory, type NewsLine } from './model';

/** The close-time read goes out this long after the close, so the step is surely due on the server. */
const CLOSE_MARGIN_MS = 300;

interface Private {
  roomNo: string;
  view: TableView | null;
  /** Server clock minus this phone's clock (ms). */
  offset: number;
  /** The host holds a seat: reads are myTurn (card, table and prompt in one answer). */
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
}

/** The host page's night (index.wxss `.host.night`). */
const NIGHT_COLOR = '#0b0b0f';

const own = pageState((page): Private => {
  const made: Private = {
    roomNo: '', view: null, offset: 0, playing: null, prompt: null, dayActions: null, dayActionWords: null, busy: false, reading: false, again: false,
    seat: 0, seatV: 0, narrator: null, called: new Set(), closeTimer: 0, tick: 0, screen: false, chrome: nightChrome(NIGHT_COLOR),
    memory: hostMemory(), fresh: [],
    live: roomChannel(page, { roomNo: () => made.roomNo, holds: () => made.view !== null, seat: () => made.seat }),
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
  hasPrompt: boolean;
};

const initial: PageData = {
  state: 'loading', errorText: '', narrationOn: true, voiceOff: false, playing: false, mineVisible: false, mySeat: 0, pressed: false,
  face: { kind: 'role', title: '', camp: '', bad: false, description: '', notes: [] },
  table: null, prompt: null, dayActions: null, dayActionWords: null, offset: 0, hasPrompt: false,
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
      if (p.view) this.apply(p.view);
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
      return { title: `来玩${gameName || '桌游'}！房间号 ${roomNo}`, path: `/pages/card/index?roomNo=${roomNo}` };
    },

    leave() {
      const p = own(this);
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
        if (p.view) rememberRoom({ roomNo: p.roomNo, game: p.view.game, gameName: p.view.gameName, role: p.screen ? 'watcher' : 'host' });
      } catch (error) {
        if (!isCallError(error)) throw error;
        if (error.code === 'ROOM_NOT_FOUND') forgetRoom(p.roomNo);
        this.setData({ state: 'error', errorText: error.message });
        return;
      }
      p.live.listen();
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
          this.applyTurn(turn, sentAt);
          return;
        } catch (error) {
          if (!isCallError(error) || error.code !== 'NOT_IN_ROOM') throw error;
          p.playing = false;
        }
      }
      this.apply(await call('tableView', { roomNo: p.roomNo }, { loading: false, quiet: true }), sentAt);
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

    applyTurn({ table, ...mine }: MyTurnResult, sentAt: number) {
      this.takeMine(mine);
      this.apply(table, sentAt);
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

    setCard(card: MyCardResult) {
      const p = own(this);
      const face = faceOf(card);
      // A new deal's card, or what the night told the seat, shows on the same seat's face.
      if (card.seat === this.data.mySeat) {
        if (JSON.stringify(face) !== JSON.stringify(this.data.face)) this.setData({ face });
        return;
      }
      this.setData({ playing: true, mySeat: card.seat, face });
      // A seat of the host's own (new, or first heard of): its private signal is heard from now on.
      p.seat = card.seat;
      if (p.live.listening) p.live.listen();
    },

    /**
     * Shows a table (unless the page holds a newer one): one setData, the narration, the clock, the
     * next close-time read. `sentAt`: when the call it answers left (a signal's table keeps the clock offset).
     */
    apply(view: TableView, sentAt?: number) {
      const p = own(this);
      if (p.view && view.v < p.view.v) return;
      // The answer left the server between sending and now: half way is the best guess.
      if (sentAt !== undefined) p.offset = clockOffset(view.serverNow, (sentAt + Date.now()) / 2);
      p.view = view;
      p.fresh = p.memory.heard(view);
      const now = Date.now();
      const prompt = openPrompt(p.prompt, view, p.offset, now);
      const next = {
        ...hostData(view, p.offset, now, p.fresh),
        ...(p.screen ? screenData(view) : {}),
        state: 'ready' as const,
        offset: p.offset,
        // The console needs the table's state, not its log.
        ...(p.playing ? { table: { ...view, log: [] }, prompt, dayActions: p.dayActions, dayActionWords: p.dayActionWords, hasPrompt: prompt !== null } : {}),
      };
      const payload = changes(this.data, next);
      if (Object.keys(payload).length > 0) this.setData(payload);
      p.chrome(next.night);
      this.narrate(view);
      this.scheduleClose();
      this.keepTicking();
    },

    narrate(view: TableView) {
      const p = own(this);
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
      try {
        const nickname = savedNickname();
        await call('joinRoom', nickname ? { roomNo: p.roomNo, nickname } : { roomNo: p.roomNo }, { loading: '正在入座…' });
        p.playing = true;
      } catch (error) {
        if (!isCallError(error)) throw error;
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
      hideAwake(p.live);
      p.narrator?.stop();
      wx.redirectTo({ url: p.playing ? `/pages/card/index?roomNo=${p.roomNo}` : screenUrl(p.roomNo) });
    },

    onShowMine() {
      this.setData({ mineVisible: true });
    },

    onHideMine() {
      this.setData({ mineVisible: false, pressed: false });
    },

    /** The host's card in the popup: a tap shows it, another covers it (closing the popup covers it too). */
    onFlip() {
      this.setData({ pressed: !this.data.pressed });
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
