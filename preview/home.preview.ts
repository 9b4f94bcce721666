// home: the two ways in, and two recent rooms from the phone's storage.
import { snapshot } from './lib/render';
import { phone, resetPhones } from '../tests/pages/helpers/env';
import { load, open } from '../tests/pages/helpers/load';

const path = 'pages/home/index';
const id = load(path);

test('home with two recent rooms', async () => {
  resetPhones();
  const p = phone('home');
  p.storage.set('recentRooms', [
    { roomNo: '352993', game: 'werewolf', gameName: '狼人杀', role: 'judge', at: 2 },
    { roomNo: '418207', game: 'undercover', gameName: '谁是卧底', role: 'player', seat: 5, at: 1 },
  ]);
  p.storage.set('nickname', '小明');
  const page = await open(id, {}, p);
  await snapshot('home', page, { path, id });
});
