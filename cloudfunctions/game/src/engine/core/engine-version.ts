/**
 * The engine's rules version, stamped on each deal (`GameState.engine`; absent in rooms stored before
 * there was one) as a record of the release that dealt it. Rules do not branch on it: every deal plays
 * by today's rules, and undo restores stored states rather than replaying old inputs (match.ts). Raise
 * it when a rule changes what a step offers or accepts, so that a stored room tells which rules its
 * inputs were entered under.
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
