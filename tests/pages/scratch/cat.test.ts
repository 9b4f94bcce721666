import { createHandler } from '../../../cloudfunctions/game/src/actions';
import { memoryStore } from '../../../cloudfunctions/game/src/store/memory';
import { seededRng } from '../../../cloudfunctions/game/src/engine/core/rng';
test('x', async () => {
  const h = createHandler({ store: memoryStore(), rng: seededRng(1), now: () => Date.now(), requestId: () => 'r', logError: () => {} });
  const c: any = await h('j', { action: 'catalog' });
  console.log(JSON.stringify(c, null, 1).slice(0, 12000));
  const r: any = await h('j', { action: 'createRoom', game: 'killer', players: 6 });
  console.log(JSON.stringify(r));
});
