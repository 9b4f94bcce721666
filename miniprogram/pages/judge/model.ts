// The judge console's logic, free of WeChat: from a JudgeView and the judge's taps so far to what the
// page renders, whether "下一步" may be pressed, and the input `act` takes.
import type { DayActionWording, DayActions, InputSpec, JudgeView, LogEntry, SeatNo, Step, StepInput, VoteTally } from '../../../typings/api';
import type { GridSeat } from '../../components/seat-grid/index';
import { actionText, phaseText } from '../../services/labels';
import { tagsText } from '../../services/names';

/** What the judge has entered on the current step (kept until the step changes). */
export interface Selection {
  /** `seats` input, or the werewolf picked to self-destruct. */
  seats: SeatNo[];
  /** `choice` input. */
  choice: string;
  /** `ballots` input: voter → the candidate they raised a hand for. */
  ballots: Record<string, SeatNo>;
  /** `ballots` input: the candidate whose voters are being tapped. */
  candidate: SeatNo;
  /** Picking a werewolf who self-destructs instead of the step's own input. */
  explode: boolean;
  /** Aiming a role's day action (白狼王自爆带人, 骑士决斗): `seats` holds its target. */
  aim?: DayAim;
  /** A vote cast on the phones that the judge has changed by hand: `ballots` replace the phones'. */
  edited?: boolean;
}

/** A day action aimed at a target, offered by the step's `dayActions`. */
export type DayAim = 'explodeTake' | 'duel';

/** How the step puts a day action (the server's words; the button is not shown without them). */
export function actionWords(step: Step | null | undefined, kind: keyof DayActions): DayActionWording | undefined {
  return step?.dayActionWords?.[kind];
}

/** The card of the seat that may take the action (白狼王, 骑士): the judge sees every card. */
function actorRole(view: JudgeView, aim: DayAim): string {
  const actor = aimActor(view, aim);
  return view.seats.find((s) => s.seat === actor)?.roleName ?? '';
}

/** The seat that may take the action now (白狼王, 骑士), as the step says; undefined: nobody. */
export function aimActor(view: JudgeView, aim: DayAim): SeatNo | undefined {
  return view.step?.dayActions?.[aim]?.[0];
}

/** Whom the action may aim at now, as the server says. */
export function aimTargets(view: JudgeView, aim: DayAim): SeatNo[] {
  return actionWords(view.step, aim)?.targets ?? [];
}

/** 「5 号白狼王自爆，带走 3 号」 / 「9 号骑士决斗 3 号」. */
export function aimText(view: JudgeView, aim: DayAim, target: SeatNo): string {
  return `${aimActor(view, aim)} 号${actorRole(view, aim)}${actionText(actionWords(view.step, aim)?.send ?? '', target)}`;
}

export interface StepData {
  id: number;
  key: string;
  title: string;
  /** The lines to read aloud, each with an id for wx:key (lines repeat: two nights may both say 平安夜). */
  say: SayLine[];
  hint: string;
  type: InputSpec['type'];
}

export interface SayLine { id: string; text: string }

export interface CandidateItem { seat: SeatNo; votes: number; voters: string }

/** Everything the page renders from the server's answer and the selection (not the log). */
export interface ConsoleData {
  roomNo: string;
  gameName: string;
  phaseText: string;
  joinedText: string;
  allJoined: boolean;
  seats: GridSeat[];
  step: StepData | null;
  choices: { id: string; label: string }[];
  choice: string;
  candidates: CandidateItem[];
  candidate: SeatNo;
  /** Who raised a hand for the candidate being entered (one line under the candidates). */
  votersText: string;
  /** A vote cast on the phones: how far it has filled in ('' when the judge counts hands). */
  tallyText: string;
  /** The line above the candidates: how to enter (or change) the ballots. */
  ballotsTip: string;
  inputText: string;
  canNext: boolean;
  /** The label of 下一步: says what an empty selection means when the step may be passed. */
  nextText: string;
  canUndo: boolean;
  canExplode: boolean;
  /** The 自爆 button's text (取消… while picking). */
  explodeText: string;
  explode: boolean;
  /** The day action being aimed ('' none). */
  aim: DayAim | '';
  /** The buttons of the roles' day actions (「白狼王带人」, 「骑士决斗」); '' when not offered now. */
  explodeTakeText: string;
  duelText: string;
  ended: boolean;
  /** What the judge reads at the end before the result: what happened last. */
  winnerSay: SayLine[];
  winnerText: string;
  secretText: string;
  /** 谁是卧底: the server allows 换一组 now (before the first vote). */
  canRedrawWords: boolean;
}

export function emptySelection(step: Step | null): Selection {
  // Hands are entered candidate by candidate from the first; a phone vote fills itself in.
  const first = step?.input.type === 'ballots' && !phoneTally(step) ? candidatesInOrder(step)[0] ?? 0 : 0;
  return { seats: [], choice: '', ballots: {}, candidate: first, explode: false };
}

function seatList(seats: readonly SeatNo[]): string {
  return `${seats.join('、')} 号`;
}

/** The candidates of a ballots step, in the order the judge calls them (info.order when given). */
export function candidatesInOrder(step: Step): SeatNo[] {
  if (step.input.type !== 'ballots') return [];
  const { candidates } = step.input;
  const order = step.info?.order;
  if (!Array.isArray(order)) return candidates;
  const called = order.filter((s): s is SeatNo => typeof s === 'number' && candidates.includes(s));
  return [...called, ...candidates.filter((s) => !called.includes(s))];
}

/** The phones' ballots so far, on a vote cast on the phones (the server's `info.tally`). */
export function phoneTally(step: Step | null): VoteTally | null {
  const tally = step?.input.type === 'ballots' ? step.info?.tally : undefined;
  return typeof tally === 'object' && tally !== null && 'ballots' in tally ? tally as VoteTally : null;
}

/** The ballots the vote closes with as things stand: the phones' until the judge changes them. */
function ballotsNow(step: Step, sel: Selection): Record<string, SeatNo> {
  const tally = phoneTally(step);
  return tally && !sel.edited ? tally.ballots : sel.ballots;
}

/** 「手机投票：已投 4/6，还没投：2、5 号」. */
function tallyText(step: Step, tally: VoteTally): string {
  const voters = step.input.type === 'ballots' ? step.input.voters.length : 0;
  const cast = Object.keys(tally.ballots).length + tally.abstained.length;
  const abstained = tally.abstained.length ? `（弃票 ${seatList(tally.abstained)}）` : '';
  const waiting = tally.waiting.length ? `，还没投：${seatList(tally.waiting)}` : '，全部投完了';
  return `手机投票：已投 ${cast}/${voters}${abstained}${waiting}`;
}

/** The seats that may 自爆 right now, as the step says. */
export function explodeOptions(view: JudgeView): SeatNo[] {
  return view.step?.dayActions?.explode ?? [];
}

/** The server's word on a seat the step is about (tonight's victim, the seat checked, the tied…). */
function stepMark(step: Step, seat: SeatNo): string {
  return step.marks?.find((m) => m.seat === seat)?.text ?? '';
}

function cellState(view: JudgeView, sel: Selection, seat: SeatNo): { state: GridSeat['state']; badge: string } {
  const step = view.step;
  if (!step) return { state: '', badge: '' };
  const selected = selectionState(view, sel, seat);
  return { state: selected.state, badge: selected.badge || stepMark(step, seat) };
}

function selectionState(view: JudgeView, sel: Selection, seat: SeatNo): { state: GridSeat['state']; badge: string } {
  const step = view.step;
  if (!step) return { state: '', badge: '' };
  if (sel.explode) {
    if (sel.seats.includes(seat)) return { state: 'selected', badge: actionWords(step, 'explode')?.button ?? '' };
    return { state: explodeOptions(view).includes(seat) ? 'option' : 'off', badge: '' };
  }
  if (sel.aim) {
    if (sel.seats.includes(seat)) return { state: 'selected', badge: actionWords(step, sel.aim)?.badge ?? '' };
    if (seat === aimActor(view, sel.aim)) return { state: 'off', badge: actorRole(view, sel.aim) };
    return { state: aimTargets(view, sel.aim).includes(seat) ? 'option' : 'off', badge: '' };
  }
  const spec = step.input;
  if (spec.type === 'seats') {
    if (sel.seats.includes(seat)) return { state: 'selected', badge: '' };
    return { state: spec.options.includes(seat) ? 'option' : 'off', badge: '' };
  }
  if (spec.type === 'ballots') {
    const vote = ballotsNow(step, sel)[String(seat)];
    if (vote) return { state: vote === sel.candidate ? 'selected' : 'option', badge: `投${vote}` };
    return { state: spec.voters.includes(seat) ? 'option' : 'off', badge: phoneBadge(step, sel, seat) };
  }
  return { state: '', badge: '' };
}

/** A voter on a phone vote who has not voted yet, or abstained (until the judge changes the ballots). */
function phoneBadge(step: Step, sel: Selection, seat: SeatNo): string {
  const tally = phoneTally(step);
  if (!tally || sel.edited) return '';
  if (tally.abstained.includes(seat)) return '弃票';
  return tally.waiting.includes(seat) ? '未投' : '';
}

export function gridSeats(view: JudgeView, sel: Selection): GridSeat[] {
  return view.seats.map((s) => ({
    seat: s.seat,
    name: s.nickname || (s.joined ? '已入座' : '未入座'),
    joined: s.joined,
    alive: s.alive,
    role: s.roleName,
    bad: s.bad === true,
    tags: tagsText(s),
    ...cellState(view, sel, s.seat),
  }));
}

export function isValid(step: Step | null, sel: Selection): boolean {
  if (!step) return false;
  if (sel.explode || sel.aim) return sel.seats.length === 1;
  const spec = step.input;
  switch (spec.type) {
    case 'none':
    case 'ballots':
      return true;
    case 'seats':
      if (sel.seats.length === 0 && spec.skippable) return true;
      return sel.seats.length >= spec.min && sel.seats.length <= spec.max
        && sel.seats.every((s) => spec.options.includes(s));
    case 'choice':
      return spec.options.some((o) => o.id === sel.choice);
  }
}

function countText(min: number, max: number): string {
  return min === max ? `${min} 人` : `${min}–${max} 人`;
}

/** One line under the step telling the judge what is entered and what is still needed. */
export function inputText(step: Step | null, sel: Selection): string {
  if (!step) return '';
  if (sel.explode) {
    const words = actionWords(step, 'explode');
    return sel.seats.length ? `${seatList(sel.seats)}${words?.send ?? ''}` : `在座位上点选要${words?.button ?? ''}的玩家`;
  }
  if (sel.aim) {
    const words = actionWords(step, sel.aim);
    return sel.seats.length ? actionText(words?.send ?? '', sel.seats[0]) : `在座位上${words?.pick ?? ''}`;
  }
  const spec = step.input;
  switch (spec.type) {
    case 'none':
      return '';
    case 'seats':
      if (sel.seats.length > 0) {
        const short = spec.skippable && sel.seats.length < spec.min ? `，还差 ${spec.min - sel.seats.length} 人（或全部点掉，不选）` : '';
        return `已选：${seatList(sel.seats)}${short}`;
      }
      if (spec.skippable) return `在座位上点选 ${countText(spec.min, spec.max)}；不选人也可以直接下一步`;
      return spec.min === 0 ? `在座位上点选（最多 ${spec.max} 人），也可以不选` : `在座位上点选 ${countText(spec.min, spec.max)}`;
    case 'choice':
      return sel.choice ? '' : '请选择一项';
    case 'ballots': {
      if (phoneTally(step) && !sel.edited) return '';
      const voted = Object.keys(sel.ballots).length;
      return `已记 ${voted} 票，${spec.voters.length - voted} 人弃权`;
    }
  }
}

/** The label of 下一步: on a seats step that may be left empty and is empty, what that means. */
export function nextText(step: Step | null, sel: Selection): string {
  if (step && !sel.explode && !sel.aim && phoneTally(step)) return sel.edited ? '按改过的票结束投票' : '结束投票';
  if (!step || sel.explode || sel.aim || step.input.type !== 'seats' || sel.seats.length > 0) return '下一步';
  const spec = step.input;
  if (spec.min > 0 && !spec.skippable) return '下一步';
  return `${step.passLabel ?? '不选人'}，下一步`;
}

/** The `act` input for the current selection (only called when it is valid). */
export function stepInput(step: Step, sel: Selection): StepInput | undefined {
  if (sel.explode) return { explode: sel.seats[0] };
  if (sel.aim === 'duel') return { duel: sel.seats[0] };
  const king = step.dayActions?.explodeTake?.[0];
  if (sel.aim === 'explodeTake' && king !== undefined) return { explode: king, take: sel.seats[0] };
  switch (step.input.type) {
    case 'none':
      return undefined;
    case 'seats':
      return { seats: [...sel.seats] };
    case 'choice':
      return { choice: sel.choice };
    case 'ballots':
      // A phone vote the judge left as cast closes with no input: the ballots as the phones cast them.
      return phoneTally(step) && !sel.edited ? undefined : { ballots: { ...sel.ballots } };
  }
}

/** A tap on a seat: the new selection, or the reason (in Chinese) why that seat cannot be tapped. */
export function tapSeat(view: JudgeView, sel: Selection, seat: SeatNo): Selection | string {
  const step = view.step;
  if (!step) return sel;
  if (sel.explode) {
    if (!explodeOptions(view).includes(seat)) return `${seat} 号现在不能${actionWords(step, 'explode')?.button ?? ''}`;
    return { ...sel, seats: sel.seats[0] === seat ? [] : [seat] };
  }
  if (sel.aim) {
    if (!aimTargets(view, sel.aim).includes(seat)) return `${actorRole(view, sel.aim)}不能选 ${seat} 号`;
    return { ...sel, seats: sel.seats[0] === seat ? [] : [seat] };
  }
  const spec = step.input;
  if (spec.type === 'seats') {
    if (sel.seats.includes(seat)) return { ...sel, seats: sel.seats.filter((s) => s !== seat) };
    if (!spec.options.includes(seat)) return `这一步不能选 ${seat} 号`;
    if (spec.max === 1) return { ...sel, seats: [seat] };
    if (sel.seats.length >= spec.max) return `最多选 ${spec.max} 人，先点掉一个已选的`;
    return { ...sel, seats: [...sel.seats, seat] };
  }
  if (spec.type === 'ballots') {
    if (!spec.voters.includes(seat)) return `${seat} 号这一轮不能投票`;
    if (!sel.candidate) return '请先点选候选人';
    const key = String(seat);
    // Changing a phone vote starts from the ballots the phones cast.
    const ballots = { ...ballotsNow(step, sel) };
    if (ballots[key] === sel.candidate) delete ballots[key];
    else ballots[key] = sel.candidate;
    return { ...sel, ballots, ...(phoneTally(step) && { edited: true }) };
  }
  return sel;
}

function votersText(items: CandidateItem[], candidate: SeatNo): string {
  const item = items.find((c) => c.seat === candidate);
  if (!item) return '';
  return item.voters ? `投 ${item.seat} 号：${item.voters}` : `投 ${item.seat} 号：还没有人举手`;
}

/** Each candidate's votes as the server will count them: each ballot by its weight, plus the votes he holds before any. */
function candidateItems(step: Step, sel: Selection): CandidateItem[] {
  const ballots = ballotsNow(step, sel);
  const spec = step.input.type === 'ballots' ? step.input : undefined;
  return candidatesInOrder(step).map((seat) => {
    const voters = Object.keys(ballots).filter((v) => ballots[v] === seat).map(Number).sort((a, b) => a - b);
    const votes = voters.reduce((sum, v) => sum + (spec?.weights?.[String(v)] ?? 1), spec?.bonus?.[String(seat)] ?? 0);
    return { seat, votes, voters: voters.length ? seatList(voters) : '' };
  });
}

function secretText(view: JudgeView): string {
  const parts: string[] = [];
  if (view.words) parts.push(`平民词「${view.words.civilian}」 卧底词「${view.words.undercover}」`);
  if (view.centerCards?.length) parts.push(`中央牌：${(view.centerCardNames ?? view.centerCards).join('、')}`);
  return parts.join('；');
}

export function consoleData(view: JudgeView, sel: Selection): ConsoleData {
  const step = view.step;
  const explodeWords = actionWords(step, 'explode');
  const joined = view.seats.filter((s) => s.joined).length;
  const ended = view.status === 'ended';
  const candidates = step?.input.type === 'ballots' ? candidateItems(step, sel) : [];
  const tally = phoneTally(step);
  const missing = view.players - joined;
  return {
    roomNo: view.roomNo,
    gameName: view.gameName,
    phaseText: ended ? '已结束' : phaseText(view.phaseNames, view.round, view.phase),
    joinedText: `已入座 ${joined}/${view.players}`,
    allJoined: joined === view.players,
    seats: gridSeats(view, sel),
    step: step && {
      id: step.id, key: step.key, title: step.title, hint: step.hint ?? '', type: step.input.type,
      say: step.say.map((text, i) => ({ id: `${step.id}.${i}`, text })),
    },
    choices: step?.input.type === 'choice' ? step.input.options : [],
    choice: sel.choice,
    candidates,
    candidate: sel.candidate,
    votersText: votersText(candidates, sel.candidate),
    tallyText: step && tally ? tallyText(step, tally) : '',
    ballotsTip: tally ? (sel.edited ? '已按你记的票为准：先点候选人，再在座位上点投他的人' : '票数随玩家在手机上投票自动填入；要改票：先点候选人，再点座位')
      : '先点候选人，再在座位上点投他的人',
    inputText: step?.key === 'checkin' && missing > 0 ? `还有 ${missing} 个座位没人入座` : inputText(step, sel),
    canNext: isValid(step, sel),
    nextText: nextText(step, sel),
    canUndo: ended || (step !== null && step.id > 1),
    canExplode: explodeOptions(view).length > 0 && explodeWords !== undefined,
    explodeText: `${sel.explode ? '取消' : ''}${explodeWords?.button ?? ''}`,
    explode: sel.explode,
    aim: sel.aim ?? '',
    explodeTakeText: aimButton(view, sel, 'explodeTake'),
    duelText: aimButton(view, sel, 'duel'),
    ended,
    winnerSay: (view.winner?.say ?? []).filter((line) => line !== view.winner?.text).map((text, i) => ({ id: `end.${i}`, text })),
    winnerText: view.winner?.text ?? '',
    secretText: secretText(view),
    canRedrawWords: view.canRedrawWords === true,
  };
}

function aimButton(view: JudgeView, sel: Selection, aim: DayAim): string {
  const words = actionWords(view.step, aim);
  if (aimActor(view, aim) === undefined || !words) return '';
  return sel.aim === aim ? `取消${words.button}` : `${actorRole(view, aim)}${words.button}`;
}

/** One entry of the game's log; `id` is its place in the log (entries are only ever appended). */
export interface LogLine { id: number; head: string; text: string }

export function logLines(view: JudgeView): LogLine[] {
  let last = '';
  return view.log.map((entry: LogEntry, i) => {
    const head = phaseText(view.phaseNames, entry.round, entry.phase);
    const line = { id: i + 1, head: head === last ? '' : head, text: entry.text };
    last = head;
    return line;
  });
}
