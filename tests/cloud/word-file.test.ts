// The word bank as the cloud function ships it: the data file scripts/build.js writes beside index.js.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { readPairs } from '../../cloudfunctions/game/src/engine/words/pairs';
import { wordFile, WORDS_FILE } from '../../cloudfunctions/game/src/word-file';

const FILE = join(__dirname, '../../cloudfunctions/game', WORDS_FILE);

describe('the word bank data file', () => {
  it('reads as exactly the bank the sources write', () => {
    if (!existsSync(FILE)) throw new Error('cloudfunctions/game/words.json is missing: run `node scripts/build.js` first');
    const read = wordFile(FILE);
    expect(read()).toEqual(WORD_PAIRS);
    expect(read()).toBe(read());
  });

  it('throws on pairs of a category the catalog does not list, or a category without pairs', () => {
    const none = { easy: '', normal: '', hard: '' };
    expect(() => readPairs({ food: none })).toThrow(/no pairs for the category "drink"/);
    const all = Object.fromEntries(WORD_PAIRS.map((p) => [p.category, none]));
    expect(() => readPairs({ ...all, cars: none })).toThrow(/pairs of "cars", a category the catalog does not list/);
  });
});
