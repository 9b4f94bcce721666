import type { JudgeView } from '../../typings/api';
import { FLAGS_TO_BAN, RATINGS_THAT_MATTER, type WordStat } from '../../cloudfunctions/game/src/engine/words/learn';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { memoryWordStats } from '../../cloudfunctions/game/src/store/word-stats-memory';
import { ROOM_TTL_MS } from '../../cloudfunctions/game/src/actions';
import { inProcessApi } from '../helpers/api';

const JUDGE = 'judge-openid';
const PLAYERS = ['p1', 'p2', 'p3', 'p4'];
type Api = ReturnType<typeof inProcessApi>;

async function room(api: Api, extra: Record<string, unknown> = {}) {
  const { roomNo } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 4, ...extra });
  for (const p of PLAYERS) await api.ok(p, 'joinRoom', { roomNo });
  return roomNo as string;
}

const undercoverSeat = (view: JudgeView) => view.seats.find((s) => s.role === 'undercover')!.seat;

/** Every living seat votes for `target` on the open vote step. */
function everyoneFor(view: JudgeView, target: number) {
  const ballots: Record<string, number> = {};
  for (const s of view.seats) if (s.alive) ballots[s.seat] = target;
  return { ballots };
}

/** From the count-off to the end: the undercover voted out at once (civilians win). */
async function civiliansWin(api: Api, roomNo: string): Promise<JudgeView> {
  let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
  view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
  view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
  return api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: everyoneFor(view, undercoverSeat(view)) });
}

/** Two civilians voted out over two rounds: two players left and the undercover wins. */
async function undercoverWins(api: Api, roomNo: string): Promise<JudgeView> {
  let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
  view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
  for (let round = 0; round < 2; round++) {
    if (view.step!.key === 'round.exile') view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
    const civilian = view.seats.find((s) => s.alive && s.role === 'civilian')!.seat;
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: everyoneFor(view, civilian) });
  }
  return view;
}

async function statOf(api: Api, view: { words?: { civilian: string; undercover: string } }): Promise<WordStat | undefined> {
  const pair = WORD_PAIRS.find((p) => [p.first, p.second].sort().join() === [view.words!.civilian, view.words!.undercover].sort().join());
  return (await api.wordStats.rated(0)).find((s) => s.pairId === pair?.id);
}

describe('rateWords', () => {
  it('is refused before the end (ILLEGAL_MOVE), then taken once per player: a second tap replaces the first', async () => {
    const api = inProcessApi();
    const roomNo = await room(api);
    expect(await api.call('p1', 'rateWords', { roomNo, verdict: 'good' }))
      .toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '本局结束后才能评价词语' } });
    const mine = await api.ok('p1', 'myCard', { roomNo });
    expect(mine.rating).toBeUndefined();

    const ended = await civiliansWin(api, roomNo);
    expect(ended.status).toBe('ended');
    expect(await statOf(api, ended)).toMatchObject({ games: 1, undercoverWins: 0, ratings: 0 });

    expect(await api.ok('p1', 'rateWords', { roomNo, verdict: 'tooClose' })).toEqual({});
    expect(await api.ok('p2', 'rateWords', { roomNo, verdict: 'good' })).toEqual({});
    expect(await api.ok('p1', 'rateWords', { roomNo, verdict: 'unfit' })).toEqual({});
    expect(await api.ok('p1', 'rateWords', { roomNo, verdict: 'unfit' })).toEqual({});
    expect(await statOf(api, ended)).toMatchObject({ ratings: 2, good: 1, tooClose: 0, unfit: 1, games: 1 });

    const card = await api.ok('p1', 'myCard', { roomNo });
    expect(card.rating).toEqual({
      options: [
        { id: 'good', label: '👍 好词' }, { id: 'tooClose', label: '👎 太像了' }, { id: 'tooFar', label: '👎 太不像' },
        { id: 'unknown', label: '👎 不认识' }, { id: 'unfit', label: '🚩 不合适' },
      ],
      verdict: 'unfit',
    });
    expect((await api.ok('p3', 'myCard', { roomNo })).rating.verdict).toBeNull();
    // The judge's view carries no rating row.
    expect(JSON.stringify(await api.ok(JUDGE, 'judgeView', { roomNo }))).not.toContain('rating');
  });

  it('counts a game once when its end is undone and entered again, and moves the win when the result changes', async () => {
    const api = inProcessApi();
    const roomNo = await room(api);
    const ended = await civiliansWin(api, roomNo);
    await api.ok('p1', 'rateWords', { roomNo, verdict: 'tooFar' });
    const back = await api.ok(JUDGE, 'undo', { roomNo });
    expect(back.status).toBe('playing');
    expect(await api.code('p2', 'rateWords', { roomNo, verdict: 'good' })).toBe('ILLEGAL_MOVE');
    const again = await api.ok(JUDGE, 'act', { roomNo, stepId: back.step.id, input: everyoneFor(back, undercoverSeat(back)) });
    expect(again.status).toBe('ended');
    await api.ok('p1', 'myCard', { roomNo });
    expect(await statOf(api, ended)).toMatchObject({ games: 1, undercoverWins: 0, ratings: 1, tooFar: 1 });

    // The judge takes the vote back and enters another: now the undercover lasts and wins.
    let view: JudgeView = await api.ok(JUDGE, 'undo', { roomNo });
    const civilian = view.seats.find((s) => s.role === 'civilian')!.seat;
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: everyoneFor(view, civilian) });
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id });
    const another = view.seats.find((s) => s.alive && s.role === 'civilian')!.seat;
    view = await api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: everyoneFor(view, another) });
    expect(view.winner?.camp).toBe('undercover');
    expect(await statOf(api, ended)).toMatchObject({ games: 1, undercoverWins: 1, ratings: 1, tooFar: 1 });
  });

  it.each(['redeal', 'closeRoom'])('gives back a game whose end was undone and then given up (%s); the verdicts stay', async (giveUp) => {
    const api = inProcessApi();
    const roomNo = await room(api);
    const ended = await undercoverWins(api, roomNo);
    expect(ended.winner?.camp).toBe('undercover');
    await api.ok('p1', 'rateWords', { roomNo, verdict: 'unfit' });
    expect(await statOf(api, ended)).toMatchObject({ games: 1, undercoverWins: 1, unfit: 1 });
    await api.ok(JUDGE, 'undo', { roomNo });
    await api.ok(JUDGE, giveUp, { roomNo });
    expect(await statOf(api, ended)).toMatchObject({ games: 0, undercoverWins: 0, unfit: 1, ratings: 1 });
  });

  it('gives back a game whose end was undone when its room is left until it expires', async () => {
    const api = inProcessApi();
    const roomNo = await room(api);
    const ended = await undercoverWins(api, roomNo);
    await api.ok(JUDGE, 'undo', { roomNo });
    expect(await api.handle.expire(api.clock.now - ROOM_TTL_MS)).toBe(0);
    expect(await statOf(api, ended)).toMatchObject({ games: 1, undercoverWins: 1 });
    api.clock.now += ROOM_TTL_MS + 1;
    expect(await api.handle.expire(api.clock.now - ROOM_TTL_MS)).toBe(1);
    expect(await statOf(api, ended)).toMatchObject({ games: 0, undercoverWins: 0 });
  });

  it('counts each deal of a room as its own game, with its own ratings', async () => {
    const api = inProcessApi();
    const roomNo = await room(api, { rules: { 'words.category': 'food' } });
    const first = await undercoverWins(api, roomNo);
    expect(first.winner?.camp).toBe('undercover');
    await api.ok('p1', 'rateWords', { roomNo, verdict: 'good' });
    await api.ok(JUDGE, 'redeal', { roomNo });
    expect(await api.code('p1', 'rateWords', { roomNo, verdict: 'good' })).toBe('ILLEGAL_MOVE');
    const second = await civiliansWin(api, roomNo);
    await api.ok('p1', 'rateWords', { roomNo, verdict: 'unknown' });
    expect(await statOf(api, first)).toMatchObject({ games: 1, undercoverWins: 1, good: 1, ratings: 1 });
    expect(await statOf(api, second)).toMatchObject({ games: 1, undercoverWins: 0, unknown: 1, ratings: 1 });
  });

  it('refuses a judge\'s typed pair, and stores nothing of it', async () => {
    const api = inProcessApi();
    const roomNo = await room(api, { words: { civilian: '眉毛', undercover: '胡子' } });
    // Mid-game the refusal is the bank pair's own: it must not tell that the judge typed the words.
    expect(await api.call('p1', 'rateWords', { roomNo, verdict: 'good' }))
      .toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '本局结束后才能评价词语' } });
    await civiliansWin(api, roomNo);
    expect(await api.call('p1', 'rateWords', { roomNo, verdict: 'good' }))
      .toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '自定义词不参与评价' } });
    expect((await api.ok('p1', 'myCard', { roomNo })).rating).toBeUndefined();
    expect(await api.wordStats.rated(0)).toEqual([]);
  });

  it('answers NOT_IN_ROOM to the judge and strangers, BAD_REQUEST to a bad verdict or a game without words, changing nothing', async () => {
    const api = inProcessApi();
    const roomNo = await room(api);
    const ended = await civiliansWin(api, roomNo);
    const before = await api.store.get(roomNo);
    expect(await api.code(JUDGE, 'rateWords', { roomNo, verdict: 'good' })).toBe('NOT_IN_ROOM');
    expect(await api.code('stranger', 'rateWords', { roomNo, verdict: 'good' })).toBe('NOT_IN_ROOM');
    for (const verdict of [undefined, 'bad', 1, null, ['good'], 'GOOD']) {
      expect(await api.call('p1', 'rateWords', { roomNo, verdict }))
        .toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '评价须为「👍 好词」「👎 太像了」「👎 太不像」「👎 不认识」「🚩 不合适」之一' } });
    }
    expect(await api.code('p1', 'rateWords', { roomNo: '12', verdict: 'good' })).toBe('BAD_REQUEST');
    expect(await api.code('p1', 'rateWords', { roomNo: '999999', verdict: 'good' })).toBe('ROOM_NOT_FOUND');
    expect(await api.store.get(roomNo)).toEqual(before);
    expect(await statOf(api, ended)).toMatchObject({ ratings: 0 });

    const { roomNo: killer } = await api.ok(JUDGE, 'createRoom', { game: 'killer', players: 6 });
    await api.ok('p1', 'joinRoom', { roomNo: killer });
    expect(await api.call('p1', 'rateWords', { roomNo: killer, verdict: 'good' }))
      .toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '杀人游戏没有词语，不能评价' } });
  });

  it('counts every player\'s rating when the whole table taps at once', async () => {
    const api = inProcessApi();
    const roomNo = await room(api);
    const ended = await civiliansWin(api, roomNo);
    const answers = await Promise.all(PLAYERS.map((p, i) => api.call(p, 'rateWords', { roomNo, verdict: i % 2 ? 'good' : 'tooFar' })));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await statOf(api, ended)).toMatchObject({ ratings: 4, good: 2, tooFar: 2, games: 1 });
  });
});

describe('when the word stats cannot be written', () => {
  it('still answers the end and the rating (the room keeps them), and logs the failed count', async () => {
    const stats = memoryWordStats();
    const api = inProcessApi(undefined, 1, undefined, { ...stats, add: async () => { throw new Error('stats down'); } });
    const roomNo = await room(api);
    expect((await civiliansWin(api, roomNo)).status).toBe('ended');
    expect(await api.call('p1', 'rateWords', { roomNo, verdict: 'good' })).toEqual({ ok: true, data: {} });
    expect((await api.ok('p1', 'myCard', { roomNo })).rating.verdict).toBe('good');
    expect(api.errors).toEqual([`words-${roomNo} Error: stats down`, `words-${roomNo} Error: stats down`]);
  });
});

describe('the draw learns from the ratings', () => {
  it(`never deals a pair flagged 🚩 by ${FLAGS_TO_BAN} players again, over hundreds of deals of its category`, async () => {
    const api = inProcessApi(undefined, 5);
    const ended = await civiliansWin(api, await room(api));
    for (const p of PLAYERS.slice(0, FLAGS_TO_BAN)) await api.ok(p, 'rateWords', { roomNo: ended.roomNo, verdict: 'unfit' });
    const flaggedId = (await statOf(api, ended))!.pairId;
    const flagged = WORD_PAIRS.find((p) => p.id === flaggedId)!;
    const category = WORD_PAIRS.filter((p) => p.category === flagged.category);
    const roomNo = await room(api, { rules: { 'words.category': flagged.category } });
    const drawn: string[] = [];
    for (let i = 0; i < Math.max(200, 3 * category.length); i++) {
      const view = await api.ok(JUDGE, i % 2 ? 'redeal' : 'redrawWords', { roomNo });
      drawn.push(category.find((p) => [p.first, p.second].sort().join() === [view.words.civilian, view.words.undercover].sort().join())!.id);
    }
    // Every other pair of the category came up, the flagged one never.
    expect(new Set(drawn)).toEqual(new Set(category.map((p) => p.id).filter((id) => id !== flagged.id)));
  });

  it('reads the stats that can matter in one read per deal', async () => {
    const api = inProcessApi();
    const reads: number[] = [];
    const rated = api.wordStats.rated.bind(api.wordStats);
    api.wordStats.rated = (min) => {
      reads.push(min);
      return rated(min);
    };
    const roomNo = await room(api);
    expect(reads).toEqual([RATINGS_THAT_MATTER]);
    await api.ok(JUDGE, 'redeal', { roomNo });
    await api.ok(JUDGE, 'redrawWords', { roomNo });
    expect(reads).toHaveLength(3);
    await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 4, words: { civilian: '猫', undercover: '狗' } });
    await api.ok(JUDGE, 'createRoom', { game: 'killer', players: 6 });
    expect(reads).toHaveLength(3);
  });
});
