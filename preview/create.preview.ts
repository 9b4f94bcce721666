// Room creation for each game; 狼人杀 with 高级规则 open.
import { snapshot } from './lib/render';
import { resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { as, load, open } from '../tests/pages/helpers/load';

const path = 'pages/create/index';
const id = load(path);

beforeEach(() => {
  resetPhones();
  resetBackend(5);
});

for (const game of ['killer', 'werewolf', 'undercover']) {
  test(`create: ${game}`, async () => {
    const page = await open(id, { game });
    await snapshot(`create-${game}`, page, { path, id });
  });
}

test('create: 狼人杀 with 高级规则 open', async () => {
  const page = await open(id, { game: 'werewolf' });
  const title = page.comp.querySelector('#advanced')?.querySelector('.van-collapse-item__title');
  await as(page, () => title?.querySelector('.van-cell')?.dispatchEvent('tap'));
  if (page.comp.data.advancedOpen[0] !== 'advanced') throw new Error('高级规则 did not open');
  await snapshot('create-werewolf-advanced', page, { path, id, scrollTo: '#advanced' });
});
