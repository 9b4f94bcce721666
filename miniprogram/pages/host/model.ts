// The host phone's logic, free of WeChat: from a TableView (and the phone's clock) to what the page
// renders, and which buttons the host may press. The host sees only what the whole table may know.
import type { Prompt, TableView } from '../../../typings/api';
import type { GridSeat } from '../../components/seat-grid/index';
import { clockText, phaseLine, secondsLeft, tableSeat, waitingText } from '../../services/table';

export interface SayLine { id: string; text: string }

/** A warning colour on the clock from this many seconds left. */
export const WARN_SECONDS = 30;

export interface HostData {
  roomNo: string;
  gameName: string;
  phaseText: string;
  night: boolean;
  /** The step's title and the lines to read aloud, in large type. */
  title: string;
  say: SayLine[];
  /** The clock: shown when the step closes by time. */
  hasTimer: boolean;
  timerText: string;
  timerWarn: boolean;
  paused: boolean;
  /** The step waits on the host (night falls, dawn, the start), or the table lets the host close it (a night step without a time window): 下一步. */
  canAdvance: boolean;
  advanceText: string;
  /** A day step the host may close early (a speech, a vote). */
  canSkip: boolean;
  canPause: boolean;
  /** Before the start, seats are free: the host may take one too. */
  canJoin: boolean;
  waitingText: string;
  joinedText: string;
  allJoined: boolean;
  seats: GridSeat[];
  ended: boolean;
  winnerSay: SayLine[];
  winnerText: string;
  /** What the table has been told so far (deaths, votes, the badge), newest first: by day, while playing. */
  told: SayLine[];
  /** How many phones watch the room. */
  spectators: number;
}

/** How many of the public log's latest lines the host page shows. */
export const TOLD_LINES = 6;

/** Seconds left on the step's clock, or null when it has none. */
export function stepSecondsLeft(view: TableView, offset: number, now: number): number | null {
  const timer = view.step?.timer;
  return timer ? secondsLeft(timer.endsAt, offset, now) : null;
}

/** The clock's part of the render data (redrawn every second while it runs). */
export function timerData(view: TableView, offset: number, now: number): Pick<HostData, 'hasTimer' | 'timerText' | 'timerWarn'> {
  const left = stepSecondsLeft(view, offset, now);
  if (left === null) return { hasTimer: false, timerText: '', timerWarn: false };
  return { hasTimer: true, timerText: clockText(left), timerWarn: view.phase === 'day' && left <= WARN_SECONDS };
}

/** A line of news: the step it was said at, and what it says. */
export interface NewsLine { id: number; text: string }

/**
 * What the host phone has said in this room: each line by the step it was said at. `heard(view)`
 * answers the news this view brings that the phone has not said (read before the step's own lines),
 * the same for every render of one face; a new deal (its steps counted from 1 again) starts afresh.
 */
export interface HostMemory { heard(view: TableView): NewsLine[] }

export function hostMemory(): HostMemory {
  const said = new Set<string>();
  let face = '';
  let lastId = 0;
  let fresh: NewsLine[] = [];
  const key = (id: number, text: string) => `${id}|${text}`;
  return {
    heard(view) {
      const now = JSON.stringify([view.status, view.step?.id, view.step?.say]);
      if (now === face) return fresh;
      face = now;
      const step = view.step;
      if (step && step.id < lastId) said.clear();
      lastId = step?.id ?? lastId;
      const ids = view.newsIds ?? [];
      fresh = (view.news ?? []).map((text, i) => ({ id: ids[i] ?? 0, text })).filter((line) => !said.has(key(line.id, line.text)));
      for (const line of fresh) said.add(key(line.id, line.text));
      for (const text of step?.say ?? []) said.add(key(step!.id, text));
      return fresh;
    },
  };
}

/** `fresh`: the news this phone had not said when the step came (read first). */
export function hostData(view: TableView, offset: number, now: number, fresh: readonly NewsLine[]): HostData {
  const step = view.step;
  const ended = view.status === 'ended';
  const joined = view.seats.filter((s) => s.joined).length;
  const playing = !ended && step !== null;
  const byHost = playing && step.waitsOn === 'host';
  const night = view.phase === 'night';
  // The table says which steps the host may end early: 下一步 at night, 跳过 by day.
  const mayClose = playing && step.hostMayClose === true && !view.paused;
  return {
    roomNo: view.roomNo,
    gameName: view.gameName,
    phaseText: phaseLine(view),
    night: !ended && night && step?.key !== 'checkin',
    title: step?.title ?? '',
    say: [...fresh.map((l) => l.text), ...step?.say ?? []].map((text, i) => ({ id: `${step?.id}.${i}`, text })),
    ...timerData(view, offset, now),
    paused: view.paused === true,
    canAdvance: (byHost && (step.key !== 'checkin' || joined === view.players)) || (mayClose && night),
    advanceText: step?.key === 'checkin' ? '开始游戏' : '下一步',
    canSkip: mayClose && !night,
    canPause: playing && step.key !== 'checkin',
    canJoin: playing && step.key === 'checkin' && joined < view.players,
    waitingText: waitingText(view),
    joinedText: `已入座 ${joined}/${view.players}`,
    allJoined: joined === view.players,
    seats: view.seats.map((s) => tableSeat(s)),
    ended,
    winnerSay: [...ended ? fresh.map((l) => l.text) : [], ...(view.winner?.say ?? []).filter((line) => line !== view.winner?.text)]
      .map((text, i) => ({ id: `end.${i}`, text })),
    winnerText: view.winner?.text ?? '',
    told: ended || view.phase === 'night' ? [] : view.log.slice(-TOLD_LINES).reverse().map((e, i) => ({ id: `told.${view.log.length - i}`, text: e.text })),
    spectators: view.spectators ?? 0,
  };
}

/**
 * The server times (epoch ms) at which the host phone calls once so that due steps close: the step's
 * `endsAt` and the host's own prompt's `closesAt` — none while paused (the clocks are frozen).
 */
export function closeTimes(view: TableView, closesAt: number | undefined): number[] {
  if (view.paused || view.status === 'ended') return [];
  const times = [view.step?.timer?.endsAt, closesAt].filter((t): t is number => typeof t === 'number');
  return [...new Set(times)].sort((a, b) => a - b);
}

/**
 * What the narrator reads for this view: the news not read yet, then the step's lines (but those the
 * table says it has heard) or the end.
 */
export function narration(view: TableView, fresh: readonly NewsLine[]): { key: string; lines: string[] } {
  const news = fresh.map((l) => l.text);
  if (view.status === 'ended') return { key: 'end', lines: [...news, ...view.winner?.say ?? []] };
  const step = view.step;
  if (!step || step.key === 'checkin') return { key: '', lines: [] };
  return { key: String(step.id), lines: [...news, ...step.say.filter((line) => !step.heard?.includes(line))] };
}

/** After the lines were read, the host phone moves a step that waits on nobody's choice on by itself. */
export function advancesAfterReading(view: TableView): boolean {
  const step = view.step;
  return view.status === 'playing' && !view.paused && step !== null && step.waitsOn === 'host' && step.key !== 'checkin';
}

/**
 * Who runs the room now, when a table says that this phone does not: the seat whose phone runs it, or
 * 0 for a phone with no seat (a watcher who took over). Every table names the seat whose phone runs
 * the room whenever that phone holds one (`runBy`). `mine`: the seat this phone holds (0: none; null:
 * not known yet, so no table is weighed). `ownRead`: the table answers this phone's own read, which
 * settles it: the host's own read of the table lists who watches, and a seat's own turn (myTurn)
 * names that seat when its phone runs the room. Any other table tells only of another seat.
 */
export function takenOverBy(view: TableView, mine: number | null, ownRead: boolean): number | null {
  if (mine === null) return null;
  if (ownRead) {
    const runs = mine > 0 ? view.runBy === mine : view.watchers !== undefined;
    return runs ? null : view.runBy ?? 0;
  }
  return view.runBy === undefined || view.runBy === mine ? null : view.runBy;
}

/** What a replaced host phone reads: who took over (`by`, as takenOverBy), and what this phone is now. */
export function takenOverText(by: number, mine: number): string {
  const who = by > 0 ? `主持已由 ${by} 号接管` : '主持已交给另一部手机';
  return `${who}，${mine > 0 ? `你仍是 ${mine} 号玩家` : '你现在是观战者'}`;
}

/**
 * Whether the host's own button lights up (轮到我了) on the phone in the middle of the table: only
 * where the table itself shows that it waits on the host's seat (a vote, 上警: among those who have
 * not answered), so the light tells nobody anything. At night, in the neutral 「技能」 or on one
 * player's own choice the table names nobody, and neither does the button: it looks as it always
 * does, and the host opens their turn there (a speech they may end with 跳过).
 */
export function turnLit(view: TableView, prompt: Prompt | null, seat: number): boolean {
  return prompt !== null && view.step?.waiting?.includes(seat) === true;
}
