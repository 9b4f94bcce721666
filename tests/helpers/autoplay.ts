import type { JudgeView, Step } from '../../typings/api';

/**
 * A simple legal input for any step, the way a hurried judge would tap: the first options,
 * and every voter for the first candidate (so each vote exiles someone and games end).
 */
export function simpleInput(step: Step): Record<string, unknown> {
  const spec = step.input;
  switch (spec.type) {
    case 'none':
      return {};
    case 'seats':
      return { seats: spec.options.slice(0, Math.max(spec.min, Math.min(1, spec.max))) };
    case 'choice':
      return { choice: spec.options[0].id };
    case 'ballots':
      return { ballots: Object.fromEntries(spec.voters.map((v) => [String(v), spec.candidates[0]])) };
  }
}

/** The judge's tap that changes as little as it may: the first options where some are needed, else none. */
export function quietInput(step: Step): unknown {
  const spec = step.input;
  switch (spec.type) {
    case 'none': return undefined;
    case 'choice': return { choice: (spec.options.find((o) => o.id === 'skip') ?? spec.options[0]).id };
    case 'seats': return { seats: spec.options.slice(0, spec.min) };
    case 'ballots': return { ballots: {} };
  }
}

/** Drives a game through `act` until it ends (or `limit` steps), answering the final view. */
export async function playToEnd(
  act: (stepId: number, input: Record<string, unknown>) => Promise<JudgeView>,
  view: JudgeView,
  limit = 500,
): Promise<JudgeView> {
  let current = view;
  for (let i = 0; i < limit && current.step; i++) {
    current = await act(current.step.id, simpleInput(current.step));
  }
  return current;
}
