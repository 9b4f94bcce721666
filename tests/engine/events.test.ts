import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventsOf } from '../../cloudfunctions/game/src/engine/core/events';
import { loadMatch } from '../../cloudfunctions/game/src/engine/core/match';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { play, riggedGame, votes } from '../helpers/game';

// The deal's typed events: recorded as the game is played, rebuilt by the replay of a room stored
// before there were any.

test('a vote is recorded ballot by ballot, with its candidates, outcome and the round it was in, then the exile it made', () => {
  let g = riggedGame('undercover', { players: 6, words: { civilian: '饺子', undercover: '包子' } }, ['civilian', 'civilian', 'undercover', 'civilian', 'civilian', 'blank']);
  g = play(play(g));
  g = play(g, votes({ 1: 3, 2: 3, 4: 6, 5: 3 }));
  expect(eventsOf(g.match.state)).toEqual([{
    kind: 'vote', purpose: 'exile', pk: false, candidates: [1, 2, 3, 4, 5, 6],
    ballots: [{ voter: 1, target: 3, weight: 1 }, { voter: 2, target: 3, weight: 1 }, { voter: 4, target: 6, weight: 1 }, { voter: 5, target: 3, weight: 1 }],
    out: 3, tied: [], text: '投票：3 号 3 票，6 号 1 票，弃权 2 人', round: 1, phase: 'day',
  }, {
    kind: 'death', seat: 3, causes: ['exile'], text: '3 号被投票出局（卧底，词语「包子」）', round: 1, phase: 'day',
  }]);
});

const stored = (file: string) => JSON.parse(readFileSync(join(__dirname, '../fixtures/stored-rooms', file), 'utf8')) as Room;
const table = ({ seats, step, stepId, round, phase, log }: GameState) => ({ seats, step, stepId, round, phase, log });

test('a room stored before deals recorded events gets them from its replay when it is loaded', () => {
  const room = stored('engine-2/undercover-8-round2.json');
  expect(room.match.state.events).toBeUndefined();
  const loaded = loadMatch(gameModule('undercover'), room.match);
  // As it stood, with the events the replay recorded.
  expect(table(loaded.state)).toEqual(table(room.match.state));
  expect(eventsOf(loaded.state).filter((e) => e.kind === 'vote')).toHaveLength(1);
  expect(eventsOf(loaded.state).filter((e) => e.kind === 'death').map((e) => e.kind === 'death' && e.seat)).toEqual([5]);
  // Loaded once, it is today's: loading it again changes nothing.
  expect(loadMatch(gameModule('undercover'), loaded)).toBe(loaded);
});

test('a room stored before events whose replay by today\'s rules goes another way keeps its state, with no events', () => {
  // Its inputs hold a sheriff election entered in one step, which today's election does not take.
  const room = stored('engine-2/werewolf-modern12-guard-day2.json');
  const loaded = loadMatch(gameModule('werewolf'), room.match);
  expect(table(loaded.state)).toEqual(table(room.match.state));
  expect(eventsOf(loaded.state)).toEqual([]);
});
