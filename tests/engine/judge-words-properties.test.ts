import fc from 'fast-check';
import { playRandomGame, randomGameArb } from '../helpers/random-play';

// Random games of the three games, every preset and option: the judge's words never show a value
// that is missing ("null 号"), a shot is worded by the card that fired it, and the end says the
// result once.

const RUNS = Number(process.env.WORDS_RUNS ?? 60);
const MISSING = /null|undefined|NaN/;

describe.each(['killer', 'werewolf', 'undercover'] as const)('random %s games', (game) => {
  it("read without a missing value, and end with the result said once", () => {
    fc.assert(fc.property(randomGameArb(game), (g) => {
      const { match } = playRandomGame(game, g, (_m, step) => {
        if (!step) return;
        for (const text of [step.title, ...step.say, step.hint ?? '']) expect(text).not.toMatch(MISSING);
      });
      const { log, winner } = match.state;
      for (const entry of log) expect(entry.text).not.toMatch(MISSING);
      expect(winner!.say.filter((line) => line === winner!.text)).toHaveLength(1);
      expect(winner!.say.at(-1)).toBe(winner!.text);
      expect(log.filter((entry) => entry.text === winner!.text)).toHaveLength(1);
      // "猎人 4 号开枪带走 6 号" is followed by "6 号（狼人）被猎人带走": the shooter's own card.
      log.forEach((entry, i) => {
        const fired = /^(\S+) (\d+) 号开枪带走 (\d+) 号$/.exec(entry.text);
        if (!fired) return;
        const died = log.slice(i + 1).find((e) => e.text.startsWith(`${fired[3]} 号（`));
        if (died?.text.includes('带走')) expect(died.text).toContain(`被${fired[1]}带走`);
      });
    }), { numRuns: game === 'werewolf' ? RUNS * 2 : RUNS });
  });
});
