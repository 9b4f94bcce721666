// 自动主持: a step's answers collected seat by seat, and the one input they make when the step
// closes (docs/rules.md §H). Pure: the action layer says when time is up; the judge's input shapes
// are kept, so a closed step is played exactly as if the judge had entered it.
import type { InputSpec, SeatNo, Step } from '../../../../../typings/api';
import type { RuleSet } from '../../../../../typings/api';

/** One seat's answer and when (in answer order) it was last set. */
export interface Answer { input: Record<string, unknown>; seq: number }

/**
 * The answers of the open step; `speaker` counts the speakers who have passed. `firstTurn`: where a
 * round of speakers broken into (a duel, a leave) took up again, the turn that says the step's lines.
 * `turns`: how many speakers' turns came after the round's first; each turn is shown under an id of its
 * own, so that a late 「跳过」 or 「过」 meant for one speaker never ends the next one's.
 */
export interface Collection { stepId: number; answers: Record<string, Answer>; seq: number; speaker: number; firstTurn?: number; turns?: number }

export function openCollection(stepId: number): Collection {
  return { stepId, answers: {}, seq: 0, speaker: 0 };
}

/** 上警 and 退水: each seat answers for itself with a choice; the step's input is the seats that chose yes. */
const OWN_CHOICE: Record<string, { yes: string; yesLabel: string; noLabel: string }> = {
  'day.sheriffCandidates': { yes: 'stand', yesLabel: '上警', noLabel: '不上警' },
  'day.sheriffWithdraw': { yes: 'withdraw', yesLabel: '退水', noLabel: '不退水' },
};

/** The seats that may answer the step now (the speaker only while it is their turn). */
export function answeringSeats(step: Step, collection: Collection): SeatNo[] {
  const actors = step.actors;
  if (!actors) return [];
  if (step.input.type === 'ballots') return step.input.voters;
  switch (actors.kind) {
    case 'speaker': {
      const seat = actors.seats[collection.speaker];
      return seat === undefined ? [] : [seat];
    }
    case 'host':
    case 'nobody':
      return [];
    default:
      return actors.seats;
  }
}

/**
 * What one seat sends for the step: a speaker says “过” (nothing: what the judge would enter besides,
 * such as who withdrew meanwhile, the phones send as day actions); a voter picks one candidate or
 * none; 上警/退水 a choice; else the step's input.
 */
export function seatInput(step: Step): InputSpec {
  const own = OWN_CHOICE[step.key];
  if (step.actors?.kind === 'speaker') return { type: 'none' };
  if (own) return { type: 'choice', options: [{ id: own.yes, label: own.yesLabel }, { id: 'stay', label: own.noLabel }] };
  if (step.input.type === 'ballots') return { type: 'seats', min: 0, max: 1, options: step.input.candidates };
  return step.input;
}

/** What an empty answer of one seat is called: a voter abstains (弃票); else the step's own pass label. */
export function seatPassLabel(step: Step): string | undefined {
  if (OWN_CHOICE[step.key]) return undefined;
  // A speaker's only answer is that he is done.
  if (step.actors?.kind === 'speaker') return '过（发言完毕）';
  return step.input.type === 'ballots' ? '弃票' : step.passLabel;
}

/** The step's input made of one seat's answer alone (to check it against the rules as the judge's would be). */
export function singleInput(step: Step, seat: SeatNo, input: Record<string, unknown>): Record<string, unknown> {
  const own = OWN_CHOICE[step.key];
  if (own) return { seats: input.choice === own.yes ? [seat] : [] };
  if (step.input.type === 'ballots') {
    const [target] = seatsOf(input);
    return { ballots: target === undefined ? {} : { [seat]: target } };
  }
  return input;
}

/** The round of speakers moved on past the current speaker; the next one's turn, if there is one, is counted. */
export function nextSpeaker(step: Step, collection: Collection): Collection {
  const speaker = collection.speaker + 1;
  const another = step.actors?.kind === 'speaker' && speaker < step.actors.seats.length;
  return { ...collection, speaker, ...(another && { turns: (collection.turns ?? 0) + 1 }) };
}

/** The collection with `seat`'s answer set (or changed); a speaker's pass moves to the next speaker. */
export function withAnswer(step: Step, collection: Collection, seat: SeatNo, input: Record<string, unknown>): Collection {
  const seq = collection.seq + 1;
  if (step.actors?.kind === 'speaker') return { ...nextSpeaker(step, collection), seq };
  return { ...collection, seq, answers: { ...collection.answers, [seat]: { input, seq } } };
}

/** The seats that must still answer before the step's rule is met. */
export function waitingSeats(step: Step, collection: Collection): SeatNo[] {
  if (step.actors?.kind === 'speaker') return answeringSeats(step, collection);
  if (step.close === 'time' || step.close === 'host') return [];
  return answeringSeats(step, collection).filter((s) => !(String(s) in collection.answers));
}

/** The step's rule is met: every actor answered (a vote, the wolves, a shot), or the last speaker passed. */
export function ruleMet(step: Step, collection: Collection): boolean {
  const kind = step.actors?.kind;
  if (kind === 'host' || kind === 'nobody' || step.close === 'time') return false;
  return waitingSeats(step, collection).length === 0;
}

/**
 * The input the step closes with, from the answers as they stand: missing ballots abstain, a silent
 * 上警 stays, a silent seat takes no action (`{}` on a choice: the engine closes it as silent); the
 * wolves' and killers' picks are counted by their rule.
 * Null: the step may not close yet (the team has no pick it may act on and must kill).
 */
export function inputOf(step: Step, answers: Record<string, Answer>, rules: RuleSet): Record<string, unknown> | null {
  const own = OWN_CHOICE[step.key];
  const given = Object.entries(answers).map(([seat, a]) => ({ seat: Number(seat), ...a }));
  if (own) return { seats: given.filter((a) => a.input.choice === own.yes).map((a) => a.seat).sort((a, b) => a - b) };
  const spec = step.input;
  switch (spec.type) {
    case 'ballots': {
      const ballots: Record<string, SeatNo> = {};
      for (const a of given) {
        const [target] = seatsOf(a.input);
        if (target !== undefined) ballots[String(a.seat)] = target;
      }
      return { ballots };
    }
    case 'none':
      return {};
    case 'choice':
      return given[0]?.input ?? {};
    case 'seats':
      if (step.key === 'night.wolves') return wolvesPick(step, given, rules);
      if (step.key === 'night.killers') return teamPick(given, true);
      if (step.key === 'night.police') return teamPick(given, false) ?? { seats: [] };
      return given[0]?.input ?? { seats: [] };
  }
}

/**
 * 狼人: unanimous (every living wolf named the same seat) or majority (most picks; a tie goes to the
 * earliest pick among the tied). Not met: no kill, unless the wolves may not pass (then wait). Where
 * they may not pass, no pick is no choice of theirs: a wolf who gives none (a silent phone) agrees
 * with the others, so one dead battery cannot hold the night.
 */
function wolvesPick(step: Step, given: { seat: SeatNo; input: Record<string, unknown>; seq: number }[], rules: RuleSet): Record<string, unknown> | null {
  const wolves = step.actors?.seats ?? [];
  const mayPass = rules['wolf.allowNoKill'] !== false;
  if (rules['wolf.consensus'] === 'majority') {
    return teamPick(given, !mayPass);
  }
  const picks = wolves.map((w) => seatsOf(given.find((g) => g.seat === w)?.input)[0]);
  const counted = mayPass ? picks : picks.filter((p) => p !== undefined);
  const target = counted[0];
  const agreed = target !== undefined && counted.every((p) => p === target);
  if (agreed) return { seats: [target] };
  return mayPass ? { seats: [] } : null;
}

/** Most picks wins; a tie goes to the earliest pick among the tied; a silent member agrees. No pick: none, or wait when one is needed. */
function teamPick(given: { input: Record<string, unknown>; seq: number }[], needed: boolean): Record<string, unknown> | null {
  const counts = new Map<SeatNo, { n: number; first: number }>();
  for (const g of given) {
    const [target] = seatsOf(g.input);
    if (target === undefined) continue;
    const c = counts.get(target) ?? { n: 0, first: g.seq };
    counts.set(target, { n: c.n + 1, first: Math.min(c.first, g.seq) });
  }
  const ranked = [...counts].sort(([, a], [, b]) => b.n - a.n || a.first - b.first);
  if (ranked.length === 0) return needed ? null : { seats: [] };
  return { seats: [ranked[0][0]] };
}

/** Whether the step, closed with the answers as they stand, would name a seat (a shot, not a pass). */
export function namesSeat(step: Step, collection: Collection, rules: RuleSet): boolean {
  return seatsOf(inputOf(step, collection.answers, rules) ?? undefined).length > 0;
}

function seatsOf(input: Record<string, unknown> | undefined): SeatNo[] {
  const seats = input?.seats;
  return Array.isArray(seats) ? seats.filter((s): s is SeatNo => typeof s === 'number') : [];
}
