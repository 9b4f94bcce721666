// 圈子: the season table of a 圈子 with a few linked games, one member's page, and a member's card
// at the end of a linked game, with the rating change it brought.
import { snapshot } from './lib/render';
import type { JudgeView } from '../typings/api';
import { direct, resetBackend, resetPhones } from '../tests/pages/helpers/env';
import { load, open, settle } from '../tests/pages/helpers/load';
import { playToEnd } from '../tests/helpers/autoplay';
import { circleWithGames, memberPhone, MEMBERS } from '../tests/pages/circle-setup';

const circlePath = 'pages/circle/index';
const circleId_ = load(circlePath);
const playerPath = 'pages/circle-player/index';
const playerId = load(playerPath);
const cardPath = 'pages/card/index';
const cardId = load(cardPath);

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

test('a member\'s card at the end of a linked game', async () => {
  resetPhones();
  resetBackend(3);
  const { circleId } = await circleWithGames(4);
  const { roomNo, view } = await direct(MEMBERS.a, { action: 'createRoom', game: 'killer', players: 6, circleId }) as { roomNo: string; view: JudgeView };
  const page = await open(cardId, { roomNo }, memberPhone('b'));
  for (const p of [MEMBERS.c, 'guest-1', 'guest-2', 'guest-3', 'guest-4']) await direct(p, { action: 'joinRoom', roomNo });
  await playToEnd((stepId, input) => direct(MEMBERS.a, { action: 'act', roomNo, stepId, input }) as Promise<JudgeView>, view);
  await settle(20);
  await snapshot('card-circle-rating', page, { path: cardPath, id: cardId });
});
