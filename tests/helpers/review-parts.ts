import type { Review } from '../../typings/api';

/**
 * The pieces of a review that say something of the deal's story: every event's line and every
 * seat's fate. An answer given before the end must hold none of them.
 */
export function reviewParts(review: Review): string[] {
  return [
    ...review.phases.flatMap((p) => p.events.map((e) => e.text)),
    ...review.seats.flatMap((s) => (s.fate ? [s.fate.text] : [])),
  ];
}
