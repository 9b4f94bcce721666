// The host page's logic on fixture tables: the buttons each step allows, the clock on server time,
// the close times the page reads at, what the narrator reads and when the page moves on by itself,
// and when a table says that another phone runs the room now.
import { advancesAfterReading, closeTimes, hostData, hostMemory, narration, takenOverBy, takenOverText } from '../../miniprogram/pages/host/model';
import { checkinTable, dawnTable, endedTable, nightSeerTable, NOW, speechTable, voteTable } from '../fixtures/auto';

test('night: no skip, nobody named, the clock; dawn: 下一步; a vote: skip and who has not voted', () => {
  const night = hostData(nightSeerTable, 0, NOW, []);
  expect(night).toMatchObject({ night: true, canSkip: false, canAdvance: false, waitingText: '', timerText: '0:17', canPause: true });
  expect(hostData(dawnTable, 0, NOW, [])).toMatchObject({ night: false, canAdvance: true, advanceText: '下一步', hasTimer: false });
  expect(hostData(voteTable, 0, NOW, [])).toMatchObject({ canSkip: true, waitingText: '还没回应：2、6、11 号', timerWarn: true });
  expect(hostData(speechTable, 0, NOW, [])).toMatchObject({ canSkip: true, timerText: '1:12', timerWarn: false });
  expect(hostData({ ...speechTable, paused: true }, 0, NOW, [])).toMatchObject({ canSkip: false, paused: true });
  // A day step the host may not end (the 技能, a dying player's own choice) has no skip.
  const skill = { ...speechTable, step: { id: 28, key: 'day.skill', title: '技能', say: ['请死亡的玩家决定是否发动技能。'], waitsOn: 'players' as const, timer: { seconds: 30, endsAt: NOW + 20_000 } } };
  expect(hostData(skill, 0, NOW, [])).toMatchObject({ canSkip: false, canAdvance: false, hasTimer: true });
});

test('a night step without a time window: 下一步 for the host (never by itself after reading), none while paused', () => {
  const { timer, ...untimed } = nightSeerTable.step!;
  const open = { ...nightSeerTable, step: { ...untimed, hostMayClose: true as const } };
  expect(timer).toBeDefined();
  expect(hostData(open, 0, NOW, [])).toMatchObject({ night: true, canAdvance: true, advanceText: '下一步', canSkip: false, hasTimer: false });
  expect(advancesAfterReading(open)).toBe(false);
  expect(hostData({ ...open, paused: true }, 0, NOW, []).canAdvance).toBe(false);
});

test('check-in: the start only once every seat is taken; the host may take one before', () => {
  expect(hostData(checkinTable, 0, NOW, [])).toMatchObject({ canAdvance: false, canJoin: true, canPause: false, night: false, joinedText: '已入座 9/12' });
  const full = { ...checkinTable, seats: checkinTable.seats.map((s) => ({ ...s, joined: true })) };
  expect(hostData(full, 0, NOW, [])).toMatchObject({ canAdvance: true, advanceText: '开始游戏', canJoin: false });
});

test('the clock reads server time: a phone 5 s ahead of the server sees 5 s more', () => {
  expect(hostData(speechTable, -5_000, NOW + 5_000, []).timerText).toBe('1:12');
  expect(hostData(speechTable, 0, NOW + 80_000, []).timerText).toBe('0:00');
});

test('close times: the step\'s and the host\'s own prompt\'s, once each, none while paused or ended', () => {
  expect(closeTimes(speechTable, undefined)).toEqual([NOW + 72_000]);
  expect(closeTimes(speechTable, NOW + 30_000)).toEqual([NOW + 30_000, NOW + 72_000]);
  expect(closeTimes(speechTable, NOW + 72_000)).toEqual([NOW + 72_000]);
  expect(closeTimes(dawnTable, undefined)).toEqual([]);
  expect(closeTimes({ ...speechTable, paused: true }, NOW + 30_000)).toEqual([]);
  expect(closeTimes(endedTable, undefined)).toEqual([]);
});

test('narration: each step\'s lines under its id, the end\'s lines, nothing at check-in; only host steps move on by themselves', () => {
  expect(narration(nightSeerTable, [])).toEqual({ key: '21', lines: ['预言家请睁眼。', '你要查验的玩家是？'] });
  expect(narration(endedTable, [])).toEqual({ key: 'end', lines: ['最后一名狼人出局。', '好人阵营获胜'] });
  expect(narration(checkinTable, [])).toEqual({ key: '', lines: [] });
  expect(advancesAfterReading(dawnTable)).toBe(true);
  expect(advancesAfterReading({ ...dawnTable, paused: true })).toBe(false);
  expect(advancesAfterReading(checkinTable)).toBe(false);
  expect(advancesAfterReading(speechTable)).toBe(false);
});

test('a step said again after a leave: the host reads the leave, not the lines the table heard; the screen shows them all', () => {
  const vote = voteTable.step!;
  const again = { ...voteTable, step: { ...vote, id: vote.id + 1, say: ['4 号玩家离场。', ...vote.say], heard: vote.say } };
  expect(narration(again, [])).toEqual({ key: String(vote.id + 1), lines: ['4 号玩家离场。'] });
  expect(hostData(again, 0, NOW, []).say.map((l) => l.text)).toEqual(['4 号玩家离场。', ...vote.say]);
});

test('news of steps the phone never showed is read first, and once: what it said before is left out', () => {
  const memory = hostMemory();
  const dawnSay = dawnTable.step!.say;
  // The phone showed step 18 itself: its line is not read again.
  memory.heard({ ...nightSeerTable, step: { ...nightSeerTable.step!, id: 18, say: ['预言家请闭眼。'] } });
  const missed = { ...dawnTable, news: ['预言家请闭眼。', '狼人请睁眼。', '狼人请闭眼。'], newsIds: [18, 19, 20] };
  const fresh = memory.heard(missed);
  expect(narration(missed, fresh).lines).toEqual(['狼人请睁眼。', '狼人请闭眼。', ...dawnSay]);
  expect(hostData(missed, 0, NOW, fresh).say.map((l) => l.text)).toEqual(['狼人请睁眼。', '狼人请闭眼。', ...dawnSay]);
  // Every render of the same face shows the same news.
  expect(memory.heard(missed)).toEqual(fresh);
  // The same words at another step are news again (each night calls the seer).
  const later = { ...voteTable, news: ['预言家请闭眼。', '狼人请睁眼。'], newsIds: [40, 19] };
  expect(memory.heard(later)).toEqual([{ id: 40, text: '预言家请闭眼。' }]);
  const ended = { ...endedTable, news: ['3 号玩家出局。'], newsIds: [30] };
  expect(narration(ended, memory.heard(ended)).lines).toEqual(['3 号玩家出局。', '最后一名狼人出局。', '好人阵营获胜']);
  // A new deal counts its steps from 1 again: its news at step 19 is not the last deal's.
  memory.heard(checkinTable);
  expect(memory.heard({ ...dawnTable, news: ['狼人请睁眼。'], newsIds: [19] })).toEqual([{ id: 19, text: '狼人请睁眼。' }]);
});

test('what the table has been told: the public log\'s latest lines by day, newest first; none at night or at the end', () => {
  const log = Array.from({ length: 8 }, (_, i) => ({ round: 1, phase: 'day' as const, text: `${i + 1} 号玩家出局` }));
  expect(hostData({ ...voteTable, log }, 0, NOW, []).told.map((l) => l.text)).toEqual(['8 号玩家出局', '7 号玩家出局', '6 号玩家出局', '5 号玩家出局', '4 号玩家出局', '3 号玩家出局']);
  expect(hostData({ ...nightSeerTable, log }, 0, NOW, []).told).toEqual([]);
  expect(hostData({ ...endedTable, log }, 0, NOW, []).told).toEqual([]);
});

test('who runs the room: another seat named by any table; a phone with no seat only by the host\'s own read, which lists who watches', () => {
  const table = { ...speechTable, runBy: 3 };
  // A seat's phone runs the room: every table names it.
  expect(takenOverBy(table, 3, false)).toBeNull();
  expect(takenOverBy(table, 5, false)).toBe(3);
  expect(takenOverBy(table, 0, false)).toBe(3);
  // Not known yet which seat this phone holds (it is just sitting down): no table is weighed.
  expect(takenOverBy(table, null, true)).toBeNull();
  // A phone with no seat runs the room: only this phone's own read tells (its answer lists who watches).
  expect(takenOverBy(speechTable, 5, false)).toBeNull();
  expect(takenOverBy(speechTable, 0, false)).toBeNull();
  expect(takenOverBy({ ...speechTable, watchers: [] }, 0, true)).toBeNull();
  expect(takenOverBy(speechTable, 0, true)).toBe(0);
  // A seat's own turn names its seat while its phone runs the room.
  expect(takenOverBy(speechTable, 5, true)).toBe(0);
  expect(takenOverText(3, 0)).toBe('主持已由 3 号接管，你现在是观战者');
  expect(takenOverText(0, 5)).toBe('主持已交给另一部手机，你仍是 5 号玩家');
});
