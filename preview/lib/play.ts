// Real games for the pictures: rooms created and played through the real actions and engine
// in-process (tests/pages/helpers), with nicknames at the table and a judge who answers each step
// sensibly unless told otherwise.
import type { JudgeView, Step, StepInput } from '../../typings/api';
import { direct } from '../../tests/pages/helpers/env';
import { as, type Opened } from '../../tests/pages/helpers/load';
import { viewOf, type Table } from '../../tests/pages/helpers/table';

export const NICKNAMES = [
  '小明', '阿杰', '莉莉', '大壮', '老王', '小美', '阿强', '晓雯', '豆豆', '小林',
  '阿伟', '静静', '胖虎', '可乐', '小雨', '阿飞', '木木', '橙子', '大熊', '糖糖',
];

/** Seats players 1..count (openids player-1…) with nicknames, in seat order. */
export async function seatNamed(table: Table, count: number, first = 1): Promise<void> {
  for (let i = first; i < first + count; i++) {
    await direct(`player-${i}`, { action: 'joinRoom', roomNo: table.roomNo, nickname: NICKNAMES[(i - 1) % NICKNAMES.length] });
  }
}

export type Chooser = (view: JudgeView, step: Step) => StepInput | undefined;

/** What a judge who has nothing special in mind enters: the first options, nobody skipped, no vote. */
export const plainInput: Chooser = (_view, step) => {
  const spec = step.input;
  switch (spec.type) {
    case 'none':
      return undefined;
    case 'seats':
      return { seats: spec.min === 0 || spec.skippable ? [] : spec.options.slice(0, spec.min) };
    case 'choice':
      return { choice: (spec.options.find((o) => o.id === 'skip') ?? spec.options[0]).id };
    case 'ballots':
      return { ballots: {} };
  }
};

/** Acts as the judge until `done(view)`: per step key a chooser from `inputs`, else `plainInput`. */
export async function playUntil(
  table: Table,
  done: (view: JudgeView) => boolean,
  inputs: Record<string, Chooser> = {},
  limit = 200,
): Promise<JudgeView> {
  let view = await viewOf(table);
  for (let i = 0; i < limit && !done(view); i++) {
    const step = view.step;
    if (!step) break;
    const input = step.input.type === 'none' ? undefined : (inputs[step.key] ?? plainInput)(view, step);
    try {
      view = await direct(table.openid, {
        action: 'act', roomNo: table.roomNo, stepId: step.id, ...(input && { input }),
      }) as JudgeView;
    } catch (error) {
      throw new Error(`${step.key} (${JSON.stringify(step.input)}) with ${JSON.stringify(input)}: ${String(error)}`);
    }
  }
  if (!done(view)) throw new Error(`playUntil: stopped at ${view.step?.key ?? view.status}`);
  return view;
}

export function atStep(key: string): (view: JudgeView) => boolean {
  return (view) => view.step?.key === key;
}

export function seatsWith(view: JudgeView, role: string, alive = true): number[] {
  return view.seats.filter((s) => s.role === role && (!alive || s.alive)).map((s) => s.seat);
}

/** Taps seat cells in the judge page's grid, as the judge would. */
export async function tapSeats(page: Opened, seats: number[]): Promise<void> {
  for (const seat of seats) {
    await as(page, () => page.comp.querySelector('#grid')?.querySelectorAll('.cell')[seat - 1].dispatchEvent('tap'));
  }
}

/** Taps a candidate row on a ballots step, then the voters who raised a hand for that candidate. */
export async function raiseHands(page: Opened, candidate: number, voters: number[]): Promise<void> {
  await as(page, () => page.comp.querySelector(`#candidate-${candidate}`)?.dispatchEvent('tap'));
  await tapSeats(page, voters);
}

/** Stops a page's polling (its phone leaves it). */
export function leave(page: Opened): void {
  page.page.onUnload?.();
}
