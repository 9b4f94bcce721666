// A player's phone: opened with ?roomNo= (from the judge's share card or the home page), it joins
// the room if needed and shows the seat and the game. The card stays face down and shows its face
// only while pressed and held. Dead players see that they are out. The page reads the card again
// only when the room's live signal says something it shows changed: a new deal (the phone vibrates
// and shows the new card face down), the player's death, the game's end (the page turns into the
// review; after the next deal the last review stays one tap away); or the room closed. A player who
// has just been made judge (换法官) moves on to the judge's page.
// In an auto room the page is the player's console: the card, and under it the table and this seat's
// prompt (components/player-console). It reads them (myTurn) when it opens and when it is shown
// again; in between the room's signal brings the table and the seat's own signal the seat's turn
// (card, prompt), so no read follows a signal. The answers go out as `play`, and come back with the
// new state. A prompt goes as soon as the table is on another step or its time is up. At night the
// phone never vibrates. In a judge room whose votes are cast on phones the page is the card as in any
// judge room, kept up by the seat's own signal the same way, and the console shows the ballot while
// it is open.
// 接管: every seated phone shows a rescue vote while the table holds one (components/rescue-vote) and
// may open one, proposing whom the table offers (rescue-choices.ts). A judge room that goes on in
// 自动主持 turns the page into the console; the phone that now runs the room (the table says which
// seat) moves on to the judge's or the host page.
// A player who is out in a judge room watches the public table under the card, as a spectator would
// (public-table.ts). A seat that went to another phone (换人) shows nothing of it any more: the page
// says so and offers 观战, also when the phone opens the room again. A phone that finds the room full
// (or may not sit in this deal) may watch too.
// 谁是卧底: under the review of a game on a bank pair, the player may rate the words in one tap
// (`rateWords`); the server says when the row shows and what its buttons read.
import type { HostMode, MyCardResult, MyTurnResult, RescueVote, RoomSignal, SeatTurn, StepInput, TableView, WordRating, WordVerdict } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import { changes } from '../../services/diff';
import type { ValueEvent } from '../../services/events';
import type { LiveEvent } from '../../services/live';
import type { PageChannel } from '../../services/live-page';
import { goHome, mayOpen, pageState, roomChannel } from '../../services/room-page';
import { shareWithTicket } from '../../services/group';
import { clockOffset, openPrompt } from '../../services/table';
import { isNight } from '../../components/player-console/model';
import { playerReview, type PlayerReview } from '../../services/player-review';
import type { ReviewModel } from '../../services/review-model';
import { forgetRoom, recentRooms, rememberRoom, savedNickname } from '../../services/storage';
import { nightChrome } from '../../services/night-chrome';
import { watchInstead } from '../../services/watch';
import type { SheetAction } from '../../components/table-people/model';
import { faceOf, heldAfter, heldFromCard, needsRead, NEW_DEAL_NOTICE, seatRenamed, type Face, type Held } from './deal';
import { nextPlace } from './table-people';
import { deadSight, type DeadSight } from './dead-see';
import { NO_TABLE, publicTable } from './public-table';
import { rescueChoices, rescueTarget } from './rescue-choices';

interface Private {
  roomNo: string;
  seat: number;
  /** The deal of the card on screen. */
  deal: number;
  held: Held | null;
  /** An auto room: the page is the player's console. */
  auto: boolean;
  /** A judge room whose votes are cast on phones: the card as in any judge room, the console while a ballot is open. */
  phoneVotes: boolean;
  /** The console: a `play` on its way (reads wait for its answer). */
  playing: boolean;
  /**
   * The newest table heard or read (the console's, the people around it, what a player who is out
   * watches) and the console's turn; a signal at or below either's version brings nothing.
   */
  table: TableView | null;
  mine: SeatTurn | null;
  seatV: number;
  /** Server clock minus this phone's clock (ms), from the last answer to a call. */
  offset: number;
  live: PageChannel;
  /** A read is on its way; `again`: another is wanted once it is back; `heard`: the newest signal meanwhile. */
  reading: boolean;
  again: boolean;
  heard: RoomSignal | null;
  /** The review on hand (this deal's once ended, or the last game's), its rating row and share picture. */
  reviews: PlayerReview;
  /** WeChat's bar and window, dark while the page is. */
  chrome: (night: boolean) => void;
  /** The page is on screen; `awake`: it keeps the screen on (an auto room's console, while it shows). */
  shown: boolean;
  awake: boolean;
}

/** The card page's night (index.wxss `.card-page.dark`). */
const NIGHT_COLOR = '#000000';

/** The seat this phone held in room `roomNo`, as it remembers (0: none). */
function satHere(roomNo: string): number {
  return recentRooms().find((r) => r.roomNo === roomNo && r.role === 'player')?.seat ?? 0;
}

const own = pageState((page): Private => {
  const made: Private = {
    roomNo: '', seat: 0, deal: 0, held: null, auto: false, phoneVotes: false, playing: false, table: null, mine: null, seatV: 0, offset: 0,
    reading: false, again: false, heard: null,
    chrome: nightChrome(NIGHT_COLOR), shown: false, awake: false,
    live: roomChannel(page, { roomNo: () => made.roomNo, holds: () => made.held !== null, seat: () => (made.auto || made.phoneVotes ? made.seat : 0) }),
    reviews: playerReview(page, { roomNo: () => made.roomNo, visible: () => made.live.visible }),
  };
  return made;
});

Component({
  data: {
    state: 'loading' as 'loading' | 'ready' | 'error',
    errorText: '',
    /** What the error offers besides 返回首页: trying again, watching the room instead (观战). */
    canRetry: true,
    canWatch: false,
    roomNo: '',
    seat: 0,
    gameName: '',
    alive: true,
    pressed: false,
    notice: '',
    face: { kind: 'role', title: '', camp: '', bad: false, description: '', notes: [] } as Face,
    review: null as ReviewModel | null,
    showReview: false,
    /** The review on hand is of an earlier deal. */
    reviewOld: false,
    /** The rating row under this deal's review, while the server offers it. */
    rating: null as WordRating | null,
    /** Auto rooms: what the console shows (the table without its log, this seat's prompt). */
    auto: false,
    table: null as MyTurnResult['table'] | null,
    prompt: null as MyTurnResult['prompt'],
    dayActions: null as MyTurnResult['dayActions'] | null,
    dayActionWords: null as MyTurnResult['dayActionWords'] | null,
    offset: 0,
    dark: false,
    /** A rescue vote the table holds (接管投票), and who runs the room (the link's wording). */
    rescue: null as RescueVote | null,
    /** 出局后可见 (`deadSee: all`): every card and the judge's log, once this player is out. */
    deadSee: null as DeadSight | null,
    hostMode: 'judge' as HostMode,
    /** 接管: the sheet of whom to propose, while open. */
    rescueSheet: false,
    rescueTitle: '',
    rescueActions: [] as SheetAction[],
    /** A player out of a judge room's game: the public table (public-table.ts). */
    ...NO_TABLE,
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      const p = own(this);
      p.roomNo = String(query.roomNo ?? '').trim();
      if (!mayOpen(this, p.roomNo)) return;
      shareWithTicket();
      this.enter();
    },
    onShow() {
      const p = own(this);
      p.shown = true;
      this.keepAwake();
      // Back on screen: a prompt whose time ran out meanwhile goes at once, before the read.
      this.renderConsole();
      p.live.show();
    },
    onHide() {
      this.leaveScreen();
    },
    onUnload() {
      this.leaveScreen();
    },
    leaveScreen() {
      const p = own(this);
      p.shown = false;
      this.keepAwake();
      p.live.hide();
    },
    /**
     * An auto room's console keeps the screen on while it shows: a phone that locked itself in the
     * night would have to be unlocked when its role is called (the dark screen gives no light).
     */
    keepAwake() {
      const p = own(this);
      const awake = p.shown && p.auto;
      if (awake === p.awake) return;
      p.awake = awake;
      wx.setKeepScreenOn({ keepScreenOn: awake });
    },
    onShareAppMessage() {
      const path = `/pages/card/index?roomNo=${this.data.roomNo}`;
      return own(this).reviews.shareCard(path, this.data.gameName) ?? { title: `来玩${this.data.gameName || '桌游'}！房间号 ${this.data.roomNo}`, path };
    },

    /**
     * Looks for our seat; joins when we hold none — unless this phone sat here before: then it was made
     * judge, or its seat went to another phone.
     */
    async enter() {
      const p = own(this);
      let joining = false;
      try {
        let result: MyCardResult;
        try {
          result = await call('myCard', { roomNo: p.roomNo }, { quiet: true });
        } catch (error) {
          if (!isCallError(error) || error.code !== 'NOT_IN_ROOM') throw error;
          const sat = p.seat || satHere(p.roomNo);
          if (sat) {
            await this.notSeated(sat);
            return;
          }
          joining = true;
          const nickname = savedNickname();
          try {
            const joined = await call('joinRoom', nickname ? { roomNo: p.roomNo, nickname } : { roomNo: p.roomNo }, { loading: '正在加入房间…', quiet: true });
            result = { ...joined, alive: true, round: 0 };
          } catch (joinError) {
            // The room's judge holds no seat: since 换法官 this phone may be it.
            if (isCallError(joinError) && joinError.code === 'BAD_REQUEST' && await this.nowJudge()) return;
            throw joinError;
          }
        }
        p.seat = result.seat;
        p.deal = result.deal;
        p.held = heldFromCard(result, null);
        p.auto = result.host === 'auto';
        this.keepAwake();
        p.phoneVotes = result.votes === 'phones';
        rememberRoom({ roomNo: p.roomNo, game: result.game, gameName: result.gameName, role: 'player', seat: result.seat });
        this.setData({
          state: 'ready',
          roomNo: result.roomNo,
          seat: result.seat,
          gameName: result.gameName,
          alive: result.alive,
          face: faceOf(result),
          hostMode: p.auto ? 'auto' : 'judge',
          deadSee: deadSight(result),
          ...p.reviews.change(result),
        });
        p.reviews.sendRest();
        if (p.auto || p.phoneVotes) {
          const sentAt = Date.now();
          this.applyTurn(await call('myTurn', { roomNo: p.roomNo }, { loading: false, quiet: true }), sentAt);
        }
      } catch (error) {
        if (!isCallError(error)) throw error;
        if (error.code === 'ROOM_NOT_FOUND') forgetRoom(p.roomNo);
        // No seat to be had (the room is full, or this phone judged this deal): it may watch instead.
        this.showError(error.message, { watch: joining && (error.code === 'ROOM_FULL' || error.code === 'ILLEGAL_MOVE') });
        return;
      }
      p.live.listen();
      this.renderTable();
    },

    onLive(event: LiveEvent) {
      const p = own(this);
      if (event.kind === 'closed') return this.closed();
      if (event.kind === 'read') return this.refresh();
      if (p.auto || p.phoneVotes) return this.onConsoleLive(event);
      if (event.kind !== 'signal') return;
      if (event.signal.table) this.takeTable(event.signal.table);
      const held = p.held;
      if (!held) return;
      if (p.reading) {
        // Weighed against the answer on its way, once it is here.
        p.heard = event.signal;
        return;
      }
      const read = needsRead(held, event.signal, p.seat);
      p.held = heldAfter(held, event.signal, p.seat);
      if (read) this.refresh();
    },

    /**
     * The console: the room's signal brings the table, the seat's the turn, each shown as it comes
     * (a read or an answer on its way cannot undo it: older versions are ignored). A signal that
     * comes without them (a server before they were carried), or that names someone else in this
     * seat, is read.
     */
    onConsoleLive(event: LiveEvent) {
      const p = own(this);
      if (event.kind === 'seat') {
        if (event.signal.v <= p.seatV) return;
        if (event.signal.turn) this.showConsole(null, event.signal.turn);
        else this.refresh();
        return;
      }
      if (event.kind !== 'signal' || (p.table && event.signal.v <= p.table.v)) return;
      const held = p.held;
      const renamed = held !== null && seatRenamed(held, event.signal, p.seat);
      if (held) p.held = heldAfter(held, event.signal, p.seat);
      if (event.signal.table && !renamed) this.showConsole(event.signal.table, null);
      else this.refresh();
    },

    async refresh() {
      const p = own(this);
      if (p.reading || p.playing) {
        p.again = true;
        return;
      }
      p.reading = true;
      try {
        const sentAt = Date.now();
        if (p.auto || p.phoneVotes) this.applyTurn(await call('myTurn', { roomNo: p.roomNo }, { loading: false, quiet: true }), sentAt);
        else this.update(await call('myCard', { roomNo: p.roomNo }, { loading: false, quiet: true }));
      } catch (error) {
        if (isCallError(error) && error.code === 'ROOM_NOT_FOUND') this.closed();
        if (isCallError(error) && error.code === 'NOT_IN_ROOM') await this.notSeated(p.seat);
      } finally {
        p.reading = false;
      }
      const heard = p.heard;
      p.heard = null;
      if (p.again && p.live.listening) {
        p.again = false;
        this.refresh();
      } else if (heard && p.live.listening) {
        this.onLive({ kind: 'signal', signal: heard });
      }
    },

    closed() {
      const p = own(this);
      this.leaveRoom();
      forgetRoom(p.roomNo);
      this.showError('房间已关闭', { retry: false });
    },

    /**
     * This phone no longer holds `seat`, where it sat: on to the judge's page if it was made judge;
     * else the seat went to another phone, and this one may only watch.
     */
    async notSeated(seat: number) {
      if (await this.nowJudge()) return;
      this.leaveRoom();
      this.showError(`${seat} 号座位已经交给另一部手机（换人），这部手机不能再看这个座位的牌了。`, { retry: false, watch: true });
    },

    /** Nothing of the room shows here any more: no listening, no lit screen kept on, the day's chrome. */
    leaveRoom() {
      const p = own(this);
      p.live.stop();
      p.auto = false;
      this.keepAwake();
      p.chrome(false);
    },

    /** The page as a message in place of the room, with what it offers (重试 unless told not to, 观战 when told). */
    showError(errorText: string, offers: { retry?: boolean; watch?: boolean } = {}) {
      this.setData({ state: 'error', errorText, canRetry: offers.retry ?? true, canWatch: offers.watch ?? false, dark: false });
    },

    /** 观战: this phone watches the room on the big screen instead. */
    onWatch() {
      return watchInstead(own(this).roomNo);
    },

    /** The console's answer to a call (myTurn, play): the table and this seat's turn. */
    applyTurn({ table, ...mine }: MyTurnResult, sentAt: number) {
      // The answer left the server between sending and now: half way is the best guess.
      own(this).offset = clockOffset(table.serverNow, (sentAt + Date.now()) / 2);
      this.showConsole(table, mine);
    },

    /** Takes a table and/or this seat's turn, each unless the page holds a newer one, and shows them. */
    showConsole(table: TableView | null, mine: SeatTurn | null) {
      const p = own(this);
      if (table && this.takeTable(table)) {
        const held = p.held;
        if (held) p.held = { ...held, v: Math.max(held.v, table.v), status: table.status };
      }
      // A server that does not say which seat version it answered for: its answer is taken as the newest.
      const newMine = mine && (mine.seatV === undefined || mine.seatV >= p.seatV) ? mine : null;
      if (newMine) {
        p.mine = newMine;
        p.seatV = Math.max(p.seatV, newMine.seatV ?? 0);
      }
      if (!p.table || !p.mine) return;
      // Nothing may tell the table who is awake: no vibration at night.
      if (newMine) this.update(newMine.card, p.table.phase === 'night');
      this.renderConsole();
    },

    /** Keeps a table unless the page holds a newer one, and shows what it says; answers whether it kept it. */
    takeTable(table: TableView): boolean {
      const p = own(this);
      if (p.table && table.v < p.table.v) return false;
      p.table = table;
      this.showPeople(table);
      this.renderTable();
      return true;
    },

    /** A table the page was answered with: the console's, or the one it keeps. */
    showTable(table: TableView) {
      const p = own(this);
      if (p.auto || p.phoneVotes) this.showConsole(table, null);
      else this.takeTable(table);
    },

    /** A player who is out of a judge room's game watches the public table (an auto room's console shows it already). */
    renderTable() {
      const p = own(this);
      const watched = !this.data.alive && !p.auto ? publicTable(p.table, p.seat) : NO_TABLE;
      const payload = changes(this.data, watched);
      if (Object.keys(payload).length > 0) this.setData(payload);
    },

    /** What the table says of its people: the rescue vote on screen; the page moves on when the room changed hands. */
    showPeople(table: TableView) {
      const p = own(this);
      const rescue = table.rescue ?? null;
      if (JSON.stringify(rescue) !== JSON.stringify(this.data.rescue)) this.setData({ rescue });
      const place = nextPlace(table, p.auto, p.seat);
      if (place) this.moveTo(place);
    },

    moveTo(place: 'judge' | 'host' | 'console') {
      const p = own(this);
      if (place === 'console') {
        // The room goes on in 自动主持: from now on this seat's prompts come to this phone.
        p.auto = true;
        this.keepAwake();
        this.setData({ hostMode: 'auto' });
        p.live.listen();
        this.refresh();
        return;
      }
      p.live.stop();
      wx.redirectTo({ url: `/pages/${place}/index?roomNo=${p.roomNo}` });
    },

    /** 法官没反应？: whom to propose, as the table offers them. */
    onRescue() {
      const p = own(this);
      const host: HostMode = p.auto ? 'auto' : 'judge';
      this.setData({
        rescueSheet: true,
        rescueTitle: `${host === 'auto' ? '主持手机' : '法官'}没反应？由谁接手？`,
        rescueActions: rescueChoices(p.table, p.seat, host),
      });
    },

    onRescueClose() {
      this.setData({ rescueSheet: false });
    },

    /** Asks the table to replace the judge (or host phone) as chosen; the server says when it is too early, or why not this one. */
    async onRescueTo(e: ValueEvent<SheetAction>) {
      const p = own(this);
      this.setData({ rescueSheet: false });
      try {
        this.showTable(await call('rescue', { roomNo: p.roomNo, to: rescueTarget(e.detail.id) }, { loading: false }));
      } catch (error) {
        if (!isCallError(error)) throw error;
      }
    },

    async onRescueVote(e: ValueEvent<{ yes: boolean }>) {
      try {
        this.showTable(await call('rescueVote', { roomNo: own(this).roomNo, yes: e.detail.yes }, { loading: false }));
      } catch (error) {
        if (!isCallError(error)) throw error;
      }
    },

    /** The console as the page holds it: the table's state (not its log), and the prompt while it is open. */
    renderConsole() {
      const p = own(this);
      const { table, mine } = p;
      if (!table || !mine) return;
      const prompt = openPrompt(mine.prompt, table, p.offset, Date.now());
      // Night: the whole phone goes dark, the card too (the same on every phone, the actor's too).
      const dark = p.auto && isNight(table);
      const payload = changes(this.data, {
        // A judge room shows the console only while this seat has a ballot to cast.
        auto: p.auto || prompt !== null,
        offset: p.offset,
        table: { ...table, log: [] },
        prompt,
        dayActions: mine.dayActions ?? null,
        dayActionWords: mine.dayActionWords ?? null,
        dark,
      });
      if (Object.keys(payload).length > 0) this.setData(payload);
      p.chrome(dark);
    },

    /** This seat's answer, from the console: the new state comes back with it. */
    async onPlay(e: ValueEvent<{ stepId: number; input: StepInput }>) {
      const p = own(this);
      if (p.playing) return;
      p.playing = true;
      const sentAt = Date.now();
      try {
        this.applyTurn(await call('play', { roomNo: p.roomNo, stepId: e.detail.stepId, input: e.detail.input }, { loading: false }), sentAt);
      } catch (error) {
        if (!isCallError(error)) throw error;
        // The step moved on (or closed) meanwhile: show where the table is now.
        p.again = true;
      } finally {
        p.playing = false;
      }
      if (p.again) {
        p.again = false;
        this.refresh();
      }
    },

    /** One setData for what changed: a new deal (vibrate unless `silent`, face down, a notice) or being out. */
    update(result: MyCardResult, silent = false) {
      const p = own(this);
      p.held = heldFromCard(result, p.held);
      const newDeal = result.deal !== p.deal;
      p.deal = result.deal;
      const review = p.reviews.change(result);
      const sight = deadSight(result);
      if (JSON.stringify(sight) !== JSON.stringify(this.data.deadSee)) this.setData({ deadSee: sight });
      const notes = faceOf(result).notes;
      if (!newDeal && JSON.stringify(notes) !== JSON.stringify(this.data.face.notes)) this.setData({ 'face.notes': notes });
      if (newDeal) {
        if (!silent) wx.vibrateLong();
        this.setData({ face: faceOf(result), alive: result.alive, pressed: false, notice: NEW_DEAL_NOTICE, ...review, showReview: false });
      } else if (result.alive !== this.data.alive || Object.keys(review).length > 0) {
        this.setData({ ...review, ...(result.alive !== this.data.alive && { alive: result.alive }) });
      }
      p.reviews.sendRest();
      this.renderTable();
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

    /** 换法官 made this phone the judge: on to the judge's page. Answers whether it did. */
    async nowJudge(): Promise<boolean> {
      const p = own(this);
      try {
        await call('judgeView', { roomNo: p.roomNo }, { loading: false, quiet: true });
      } catch {
        return false;
      }
      p.live.stop();
      wx.redirectTo({ url: `/pages/judge/index?roomNo=${p.roomNo}` });
      return true;
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
      goHome();
    },
  },
});
