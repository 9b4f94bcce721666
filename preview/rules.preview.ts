// The rules of each game.
import { snapshot } from './lib/render';
import { resetPhones } from '../tests/pages/helpers/env';
import { load, open } from '../tests/pages/helpers/load';

const path = 'pages/rules/index';
const id = load(path);

beforeEach(() => resetPhones());

for (const game of ['killer', 'werewolf', 'undercover']) {
  test(`rules: ${game}`, async () => {
    const page = await open(id, { game });
    await snapshot(`rules-${game}`, page, { path, id });
  });
}
