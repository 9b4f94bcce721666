/**
 * Pairs a maintainer has reviewed after tables flagged them 🚩 不合适, and kept: pair id → how many
 * 🚩 it had at the review (`npm run words:report` shows the count). Only 🚩 given after the review
 * count toward taking the pair out of the draw again. A pair judged unfit is removed from its
 * category file instead.
 */
export const REVIEWED_PAIRS: Readonly<Record<string, number>> = Object.freeze({});
