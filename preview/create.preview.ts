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

test('create: 谁是卧底 word options, 家庭模式 switched on', async () => {
  const page = await open(id, { game: 'undercover' });
  await as(page, () => page.comp.querySelector('#opt-words-family')?.instance.triggerEvent('change', true));
  if (page.comp.data.wordOptions.find((o: { id: string }) => o.id === 'words.family')?.value !== true) throw new Error('家庭模式 did not switch on');
  await snapshot('create-undercover-family', page, { path, id, scrollTo: '#option-words-packs' });
});
