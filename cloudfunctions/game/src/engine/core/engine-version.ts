import type { GameState } from './state';

/**
 * The engine's rules version. A deal records the version it was made under (`GameState.engine`;
 * rooms stored before there was one count as 1), and every input of that deal is checked and
 * replayed by that version's rules for as long as the deal lasts. So a deploy that changes what a
 * step offers never breaks a room in play: its undo still replays the inputs it was given, and a
 * redeal starts under the new rules. A module branches on `engineOf(state)` only where a rule changed
 * the steps or what they accept; rooms close 12 hours after their last change, so such a branch can
 * go once the release after it has been out that long.
 *
 * 2: the night calls only the roles of the board; a death keeps all its causes; the sheriff election
 *    records who stood, withdrew and voted.
 * 3: under modern last words, a shot victim speaks iff the shooter did, and last words come before
 *    the badge.
 * 4: the 机械盾 stops a shot fired at that dawn; the evil knight does not follow a lover who dies at
 *    night; a magician's swap moves the crow's curse and the psychic's, gargoyle's and mechanical
 *    wolf's targets.
 * 5: the evil knight's reflection, when he is both checked and poisoned, goes by tonight's real order
 *    (the checker moves with `night.seerStep`).
 * 6: in a PK revote the tied players do not vote, only the others; under modern last words, every shot
 *    of a chain comes before the chain's last words, a shooter speaking before the players he took and a
 *    dead sheriff passing the badge after his own words; each sheriff candidate has his own speech step;
 *    an election a 自爆 stops keeps its candidates for the next day.
 */
export const ENGINE_VERSION = 6;

export function engineOf(state: GameState): number {
  return state.engine ?? 1;
}
