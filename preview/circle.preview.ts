// 圈子: the season table of a 圈子 with a few linked games, one member's page, and the home page
// with a 圈子 in its list.
import { snapshot } from './lib/render';
import { direct, resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { load, open } from '../tests/pages/helpers/load';
import { circleWithGames, memberPhone, MEMBERS } from '../tests/pages/circle-setup';

const circlePath = 'pages/circle/index';
const circleId_ = load(circlePath);
const playerPath = 'pages/circle-player/index';
const playerId = load(playerPath);

test('the 圈子 page and a member page', async () => {
  resetPhones();
  resetBackend(3);
  const { circleId } = await circleWithGames(4);
  const page = await open(circleId_, { circleId }, memberPhone('b'));
  await snapshot('circle', page, { path: circlePath, id: circleId_ });
  const { table } = await direct(MEMBERS.a, { action: 'circle', circleId }) as { table: { memberId: string }[] };
  const member = await open(playerId, { circleId, memberId: table[0].memberId }, memberPhone('a'));
  await snapshot('circle-player', member, { path: playerPath, id: playerId });
});
