// The player's console, free of WeChat: from the table, this seat's prompt and its taps to what the
// console renders and the `play` input it sends. No rule lives here: what may be picked, what the
// seat learns (`info.facts`, `info.marks`) and what it may do by day (`dayActions`, worded by
// `dayActionWords`) all come from the server; the console only lays them out. At night every prompt
// is laid out alike: the card (its lines and facts), the seat grid, one confirm; a choice whose
// options name seats is picked on the grid.
import type { DayActionWords, DayActions, InputSpec, Prompt, SeatNo, StepInput, TableView } from '../../../typings/api';
import type { GridSeat } from '../seat-grid/index';
import { actionText } from '../../services/labels';
import { clockText, phaseLine, seatList, secondsLeft, tableSeat, waitingText } from '../../services/table';

/** What the seat has tapped on the current prompt (or day action) so far. */
export interface Picks {
  stepId: number;
  seats: SeatNo[];
  choice: string;
  /** A day action being aimed (its target is picked on the grid): 'explodeTake' or 'duel'. */
  aiming: '' | 'explodeTake' | 'duel';
  /** At night, the seat reopened its answered prompt (修改) instead of the 已记录 screen. */
  editing: boolean;
}

export interface Line { id: string; text: string }

export interface ConsoleData {
  /**
   * 'eyes-closed': the night screen of a phone with nothing to answer (a dead player, a room without
   * decoys); 'recorded': a night answer given, the same 已记录 screen for a real and a decoy answer;
   * 'prompt': this seat must act (or guess); 'table': the day's public state; 'ended'.
   */
  mode: 'eyes-closed' | 'recorded' | 'prompt' | 'table' | 'ended';
  /** Night: one dark, dim theme on every phone, the actor's too. */
  dark: boolean;
  phaseText: string;
  /** The public step's title (day) or the prompt's title. */
  title: string;
  /** The card's lines: at night what the seat learns first, then the prompt's lines. */
  say: Line[];
  /** By day, what only this seat may see, in a box of its own (at night it is in `say`). */
  facts: Line[];
  hasTimer: boolean;
  timerText: string;
  /** The clock still runs down (the console redraws it every second). */
  ticking: boolean;
  waitingText: string;
  seats: GridSeat[];
  /** Tap seats on the grid (a seats prompt, or a day action's target). */
  picking: boolean;
  choices: { id: string; label: string; selected: boolean }[];
  /** What is picked, or what is still needed. */
  pickText: string;
  /** The send button shows (not on a night prompt that only tells something while its clock runs). */
  showSend: boolean;
  canSend: boolean;
  sendText: string;
  /** The answer the server holds (it may change until the step closes). */
  answerText: string;
  canExplode: boolean;
  canExplodeTake: boolean;
  canDuel: boolean;
  canWithdraw: boolean;
  /** How each day action is put (its button…), as the server words it. */
  actionWords: DayActionWords;
  /** The day action being aimed ('' none): its button reads 取消…. */
  aiming: Picks['aiming'];
  winnerText: string;
}

/** What this seat may do by day, and how each is put: the turn's `dayActions` and `dayActionWords`. */
export interface DayTurn { dayActions?: DayActions; dayActionWords?: DayActionWords }

export function emptyPicks(prompt: Prompt | null): Picks {
  const answer = prompt?.answer;
  const onGrid = prompt ? choiceOnGrid(prompt.input) : null;
  const choice = answer && 'choice' in answer ? answer.choice : '';
  const chosenSeat = onGrid?.seats.find((s) => s.id === choice)?.seat;
  return {
    stepId: prompt?.stepId ?? 0,
    seats: answer && 'seats' in answer ? [...answer.seats] : chosenSeat !== undefined ? [chosenSeat] : [],
    choice,
    aiming: '',
    editing: false,
  };
}

/** A choice laid out on the seat grid: the options that name a seat, and the one that does not (sent when no seat is picked). */
export interface ChoiceOnGrid { seats: { id: string; seat: SeatNo }[]; pass: { id: string; label: string } }

/**
 * A choice whose options all name a distinct seat but exactly one: picked on the grid like a seats
 * input of one seat or none. Null for any other choice (it keeps its buttons) and other inputs.
 */
export function choiceOnGrid(spec: InputSpec): ChoiceOnGrid | null {
  if (spec.type !== 'choice') return null;
  const seatless = spec.options.filter((o) => o.seat === undefined);
  if (seatless.length !== 1) return null;
  const seats = spec.options.flatMap((o) => (o.seat === undefined ? [] : [{ id: o.id, seat: o.seat }]));
  if (new Set(seats.map((s) => s.seat)).size !== seats.length) return null;
  return { seats, pass: { id: seatless[0].id, label: seatless[0].label } };
}

/** A vote sent as ballots, or a choice on the grid, is picked like a seats input: one seat, or none. */
function seatsSpec(spec: InputSpec): { min: number; max: number; options: SeatNo[]; skippable: boolean } | null {
  if (spec.type === 'seats') return { min: spec.min, max: spec.max, options: spec.options, skippable: spec.skippable === true };
  if (spec.type === 'ballots') return { min: 0, max: 1, options: spec.candidates, skippable: true };
  const onGrid = choiceOnGrid(spec);
  if (onGrid) return { min: 0, max: 1, options: onGrid.seats.map((s) => s.seat), skippable: true };
  return null;
}

/** Seats the action being aimed may aim at now, as the server says. */
function actionTargets(picks: Picks, words: DayActionWords | undefined): SeatNo[] {
  return picks.aiming ? words?.[picks.aiming]?.targets ?? [] : [];
}

export function isValid(prompt: Prompt, picks: Picks): boolean {
  const spec = seatsSpec(prompt.input);
  if (spec) {
    if (picks.seats.length === 0 && (spec.skippable || spec.min === 0)) return true;
    return picks.seats.length >= spec.min && picks.seats.length <= spec.max && picks.seats.every((s) => spec.options.includes(s));
  }
  if (prompt.input.type === 'choice') return prompt.input.options.some((o) => o.id === picks.choice);
  return true;
}

/** The `play` input for the picks (only sent when valid): a choice on the grid sends the picked seat's option, or the seatless one. */
export function playInput(prompt: Prompt, picks: Picks): StepInput {
  const onGrid = choiceOnGrid(prompt.input);
  if (onGrid) return { choice: onGrid.seats.find((s) => s.seat === picks.seats[0])?.id ?? onGrid.pass.id };
  if (seatsSpec(prompt.input)) return { seats: [...picks.seats] };
  if (prompt.input.type === 'choice') return { choice: picks.choice };
  return {};
}

/** A tap on a seat: the new picks, or why that seat cannot be picked (Chinese). */
export function tapSeat(prompt: Prompt | null, seat: SeatNo, picks: Picks, day?: DayTurn): Picks | string {
  if (picks.aiming) {
    if (!actionTargets(picks, day?.dayActionWords).includes(seat)) return `不能选 ${seat} 号`;
    return { ...picks, seats: picks.seats[0] === seat ? [] : [seat] };
  }
  const spec = prompt ? seatsSpec(prompt.input) : null;
  if (!spec) return picks;
  if (picks.seats.includes(seat)) return { ...picks, seats: picks.seats.filter((s) => s !== seat) };
  if (!spec.options.includes(seat)) return `这一步不能选 ${seat} 号`;
  if (spec.max === 1) return { ...picks, seats: [seat] };
  if (picks.seats.length >= spec.max) return `最多选 ${spec.max} 人，先点掉一个已选的`;
  return { ...picks, seats: [...picks.seats, seat] };
}

function answerText(prompt: Prompt): string {
  const answer = prompt.answer;
  if (!answer) return '';
  if ('seats' in answer) return answer.seats.length ? `你的选择：${seatList(answer.seats)}` : `你的选择：${passName(prompt)}`;
  if ('choice' in answer) {
    const label = prompt.input.type === 'choice' ? prompt.input.options.find((o) => o.id === answer.choice)?.label : undefined;
    return `你的选择：${label ?? answer.choice}`;
  }
  return '已回应';
}

/** What an empty answer is called, as the server names it (弃票, 空守…; a choice on the grid: its seatless option, 不救). */
function passName(prompt: Prompt): string {
  return choiceOnGrid(prompt.input)?.pass.label ?? prompt.passLabel ?? '不选';
}

/**
 * What to pick, or what is picked. At night the confirm always reads 「确定」 (its label would name the
 * role: 空守, 不救…), so this small line says what an empty 「确定」 means.
 */
function pickText(prompt: Prompt, picks: Picks, night: boolean): string {
  const spec = seatsSpec(prompt.input);
  if (!spec) return '';
  const pass = passName(prompt);
  // An empty grid says why, in the server's words (the poison already used…).
  if (spec.options.length === 0) return `${prompt.emptyText ?? '这一步没有可以选的座位'}，请点${night ? `「确定」（${pass}）` : `「${pass}」`}`;
  if (picks.seats.length) return `已选：${pickedLabel(prompt, picks) ?? seatList(picks.seats)}`;
  const orPass = night ? `，不选直接「确定」就是${pass}` : `，或者${pass}`;
  if (spec.skippable || spec.min === 0) return spec.max === 1 ? `点一个座位${orPass}` : `点选 ${spec.max} 个座位${orPass}`;
  return spec.min === spec.max ? `点选 ${spec.min} 个座位` : `点选 ${spec.min}–${spec.max} 个座位`;
}

/** A choice on the grid: the label of the picked seat's option (用解药救 9 号). */
function pickedLabel(prompt: Prompt, picks: Picks): string | undefined {
  if (prompt.input.type !== 'choice' || !choiceOnGrid(prompt.input)) return undefined;
  return prompt.input.options.find((o) => o.seat !== undefined && o.seat === picks.seats[0])?.label;
}

function sendText(prompt: Prompt, picks: Picks, night: boolean): string {
  const spec = seatsSpec(prompt.input);
  if (night && spec) return '确定';
  if (spec && picks.seats.length === 0 && (spec.skippable || spec.min === 0)) return prompt.answer ? `改为${passName(prompt)}` : passName(prompt);
  if (prompt.input.type === 'none') return prompt.passLabel ?? '知道了';
  return prompt.answer ? '改为这个选择' : '确定';
}

function seatState(spec: ReturnType<typeof seatsSpec>, picks: Picks, seat: SeatNo, targets: SeatNo[]): GridSeat['state'] {
  if (picks.seats.includes(seat)) return 'selected';
  if (picks.aiming) return targets.includes(seat) ? 'option' : 'off';
  if (!spec) return '';
  return spec.options.includes(seat) ? 'option' : 'off';
}

function grid(table: TableView, prompt: Prompt | null, picks: Picks, mySeat: SeatNo, words: DayActionWords): GridSeat[] {
  const spec = prompt ? seatsSpec(prompt.input) : null;
  const targets = actionTargets(picks, words);
  const marks = new Map<SeatNo, string>();
  for (const mark of prompt?.info?.marks ?? []) marks.set(mark.seat, mark.text);
  if (picks.aiming && picks.seats.length === 1) marks.set(picks.seats[0], words[picks.aiming]?.badge ?? '');
  return table.seats.map((s) => tableSeat(s, {
    state: seatState(spec, picks, s.seat, targets),
    badge: marks.get(s.seat) ?? (s.seat === mySeat ? '我' : ''),
  }));
}

function lines(prefix: string, texts: readonly string[]): Line[] {
  return texts.map((text, i) => ({ id: `${prefix}.${i}`, text }));
}

/** Whether this seat may take the action now (and the server said how it is put). */
function has(day: DayTurn | undefined, kind: keyof DayActions, seat: SeatNo): boolean {
  return day?.dayActions?.[kind]?.includes(seat) === true && day.dayActionWords?.[kind] !== undefined;
}

/** Whether the table is in a night (the phones go dark): not before the start, not after the end. */
export function isNight(table: TableView): boolean {
  return table.status !== 'ended' && table.phase === 'night' && table.step?.key !== 'checkin';
}

/**
 * What the console shows: the end, this seat's prompt (at night, once answered, the 已记录 screen
 * unless the seat reopened it), closed eyes (a night step with nothing for this seat), or the table.
 */
export function consoleMode(table: TableView, prompt: Prompt | null, editing = false): ConsoleData['mode'] {
  const night = isNight(table);
  if (table.status === 'ended') return 'ended';
  if (night && prompt?.answer !== undefined && !editing) return 'recorded';
  return prompt ? 'prompt' : night ? 'eyes-closed' : 'table';
}

/**
 * Everything the console renders. `offset` corrects this phone's clock to the server's; at night a
 * seat with no prompt sees the eyes-closed screen, with nothing on it that differs from seat to seat.
 */
export function consoleData(
  table: TableView, prompt: Prompt | null, picks: Picks, mySeat: SeatNo,
  dayTurn: DayTurn | undefined, offset: number, now: number,
): ConsoleData {
  const words = dayTurn?.dayActionWords ?? {};
  const ended = table.status === 'ended';
  const night = isNight(table);
  const mode = consoleMode(table, prompt, picks.editing);
  const closesAt = prompt ? prompt.closesAt : table.step?.timer?.endsAt;
  const shown = mode === 'prompt' || mode === 'table';
  const day = !night && !ended;
  const base: ConsoleData = {
    mode,
    dark: night,
    phaseText: phaseLine(table),
    title: '',
    say: [],
    facts: [],
    hasTimer: shown && closesAt !== undefined,
    timerText: shown && closesAt !== undefined ? clockText(secondsLeft(closesAt, offset, now)) : '',
    ticking: shown && closesAt !== undefined && secondsLeft(closesAt, offset, now) > 0,
    waitingText: '',
    seats: [],
    picking: picks.aiming !== '',
    choices: [],
    pickText: picks.aiming ? (picks.seats.length ? `${aimSendText(picks, words)}？` : words[picks.aiming]?.pick ?? '') : '',
    showSend: picks.aiming !== '',
    canSend: false,
    sendText: '确定',
    answerText: '',
    canExplode: day && has(dayTurn, 'explode', mySeat),
    canExplodeTake: day && has(dayTurn, 'explodeTake', mySeat),
    canDuel: day && has(dayTurn, 'duel', mySeat),
    canWithdraw: day && has(dayTurn, 'withdraw', mySeat),
    actionWords: words,
    aiming: picks.aiming,
    winnerText: table.winner?.text ?? '',
  };
  // Nothing of the table shows under closed eyes nor once answered: the screen stays the same all night.
  if (mode === 'eyes-closed' || mode === 'recorded' || mode === 'ended') return { ...base, hasTimer: false, timerText: '', ticking: false };
  base.seats = grid(table, prompt, picks, mySeat, words);
  if (!prompt) {
    return {
      ...base,
      title: table.step?.title ?? '',
      say: lines('say', table.step?.say ?? []),
      waitingText: waitingText(table),
      canSend: picks.aiming !== '' && picks.seats.length === 1,
      sendText: aimSendText(picks, words),
    };
  }
  const spec = prompt.input;
  // Nothing new to send while the picks are the answer the server already holds.
  const unchanged = prompt.answer !== undefined && JSON.stringify(playInput(prompt, picks)) === JSON.stringify(prompt.answer);
  const facts = prompt.info?.facts ?? [];
  const buttons = spec.type === 'choice' && !choiceOnGrid(spec);
  return {
    ...base,
    title: prompt.title,
    // At night what the seat learns sits in the card as lines like the others (no box of its own),
    // so every phone's screen is laid out alike; by day it keeps its box.
    say: night ? [...lines('fact', facts), ...lines('say', prompt.say)] : lines('say', prompt.say),
    facts: night ? [] : lines('fact', facts),
    picking: base.picking || seatsSpec(spec) !== null,
    choices: buttons ? spec.options.map((o) => ({ id: o.id, label: o.label, selected: o.id === picks.choice })) : [],
    pickText: base.pickText || (unchanged ? '' : pickText(prompt, picks, night)),
    // A night prompt that only tells something closes by time; with no time left to wait (a room
    // whose night steps close on the answer) the seat says it has seen it.
    showSend: picks.aiming !== '' || spec.type !== 'none' || !night || !base.ticking,
    canSend: picks.aiming ? picks.seats.length === 1 : isValid(prompt, picks) && !unchanged,
    sendText: picks.aiming ? aimSendText(picks, words) : unchanged ? '已提交' : sendText(prompt, picks, night),
    answerText: answerText(prompt),
  };
}

function aimSendText(picks: Picks, words: DayActionWords): string {
  const send = picks.aiming ? words[picks.aiming]?.send : undefined;
  return send && picks.seats.length === 1 ? actionText(send, picks.seats[0]) : '确定';
}

/** The `play` input of a day action aimed at `target` (自爆 and 退水 need none). */
export function dayActionInput(kind: 'explode' | 'explodeTake' | 'duel' | 'withdraw', mySeat: SeatNo, target: SeatNo | undefined): StepInput | null {
  if (kind === 'explode') return { explode: mySeat };
  if (kind === 'withdraw') return { withdraw: mySeat };
  if (target === undefined) return null;
  return kind === 'duel' ? { duel: target } : { explode: mySeat, take: target };
}
