import type { JudgeView } from '../../typings/api';
import { WORD_PAIRS } from '../../cloudfunctions/game/src/engine/words/bank';
import { familyFriendly } from '../../cloudfunctions/game/src/engine/undercover/words';
import { startServer, type RunningServer } from '../helpers/server';

const JUDGE = 'judge-openid';
const PLAYERS = ['p1', 'p2', 'p3', 'p4'];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ GAME_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await server.stop();
});

async function data(openid: string, action: string, params: Record<string, unknown>) {
  const answer = await server.call(openid, action, params);
  if (!answer.ok) throw new Error(`${action}: ${answer.error.code} ${answer.error.message}`);
  return answer.data;
}

async function room(params: Record<string, unknown> = {}): Promise<{ roomNo: string; view: JudgeView }> {
  const created = await data(JUDGE, 'createRoom', { game: 'undercover', players: 4, ...params });
  for (const p of PLAYERS) await data(p, 'joinRoom', { roomNo: created.roomNo });
  return created;
}

/** Count-off, description, and every vote on the undercover: the civilians win. */
async function civiliansWin(roomNo: string): Promise<JudgeView> {
  let view: JudgeView = await data(JUDGE, 'act', { roomNo, stepId: 1 });
  view = await data(JUDGE, 'act', { roomNo, stepId: view.step!.id });
  const target = view.seats.find((s) => s.role === 'undercover')!.seat;
  return data(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: { ballots: Object.fromEntries(view.seats.map((s) => [s.seat, target])) } });
}

const pairOf = (words: { civilian: string; undercover: string }) => WORD_PAIRS.find(
  (p) => [p.first, p.second].sort().join() === [words.civilian, words.undercover].sort().join(),
)!;

/** The pair ids of a new room's first `n` deals of one category. */
async function dealsOf(category: string, n: number): Promise<string[]> {
  const { roomNo, view } = await room({ rules: { 'words.category': category } });
  const drawn = [pairOf(view.words!).id];
  while (drawn.length < n) drawn.push(pairOf((await data(JUDGE, 'redeal', { roomNo })).words).id);
  return drawn;
}

describe('rateWords over HTTP', () => {
  it('is refused before the end, taken after it once per player (a second tap replaces), and refused for a typed pair', async () => {
    const { roomNo } = await room();
    const early = await server.call('p1', 'rateWords', { roomNo, verdict: 'good' });
    expect(early).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '本局结束后才能评价词语' } });

    await civiliansWin(roomNo);
    expect(await server.call('p1', 'rateWords', { roomNo, verdict: 'tooClose' })).toEqual({ ok: true, data: {} });
    expect((await data('p1', 'myCard', { roomNo })).rating.verdict).toBe('tooClose');
    expect(await server.call('p1', 'rateWords', { roomNo, verdict: 'good' })).toEqual({ ok: true, data: {} });
    expect((await data('p1', 'myCard', { roomNo })).rating).toMatchObject({ verdict: 'good', options: expect.arrayContaining([{ id: 'unfit', label: '🚩 不合适' }]) });
    expect((await server.call(JUDGE, 'rateWords', { roomNo, verdict: 'good' })).error.code).toBe('NOT_IN_ROOM');
    expect((await server.call('p2', 'rateWords', { roomNo, verdict: 'meh' })).error.code).toBe('BAD_REQUEST');

    const typed = await room({ words: { civilian: '饺子', undercover: '包子' } });
    await civiliansWin(typed.roomNo);
    expect(await server.call('p1', 'rateWords', { roomNo: typed.roomNo, verdict: 'unfit' }))
      .toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '自定义词不参与评价' } });
    expect((await data('p1', 'myCard', { roomNo: typed.roomNo })).rating).toBeUndefined();
  });

  it('never deals a pair again once three players flagged it 🚩 (a changed tap counts once), also after a restart', async () => {
    const { roomNo, view } = await room();
    const flagged = pairOf(view.words!);
    const category = WORD_PAIRS.filter((p) => p.category === flagged.category);
    await civiliansWin(roomNo);
    await data('p1', 'rateWords', { roomNo, verdict: 'unfit' });
    await data('p2', 'rateWords', { roomNo, verdict: 'unfit' });
    // p1 changes his mind twice: still two 🚩, so the pair is still dealt.
    await data('p1', 'rateWords', { roomNo, verdict: 'good' });
    await data('p1', 'rateWords', { roomNo, verdict: 'unfit' });
    const before = await dealsOf(flagged.category, category.length);
    expect(before).toContain(flagged.id);

    await data('p3', 'rateWords', { roomNo, verdict: 'unfit' });
    await server.stop();
    server = await startServer({ GAME_RATE_LIMIT: '0' }, server.dataDir);
    const after = await dealsOf(flagged.category, Math.max(200, 3 * category.length));
    expect(after).not.toContain(flagged.id);
    expect(new Set(after).size).toBe(category.length - 1);
  });

  it('deals no adult or trend pair in 家庭模式, and the catalog offers the option', async () => {
    const { games } = await data('anyone', 'catalog', {});
    const undercover = games.find((g: { id: string }) => g.id === 'undercover');
    expect(undercover.options.find((o: { id: string }) => o.id === 'words.family')).toMatchObject({ name: '家庭模式', type: 'boolean', default: false });
    const { roomNo, view } = await room({ rules: { 'words.family': true, 'words.packs': undercover.wordCategories.filter((c: { pack?: boolean }) => c.pack).map((c: { id: string }) => c.id) } });
    expect(view.rules['words.family']).toBe(true);
    const drawn = [pairOf(view.words!)];
    for (let i = 0; i < 200; i++) drawn.push(pairOf((await data(JUDGE, 'redeal', { roomNo })).words));
    expect(drawn.filter((p) => !familyFriendly(p))).toEqual([]);
    expect((await server.call(JUDGE, 'createRoom', { game: 'undercover', players: 4, rules: { 'words.family': 1 } })).error.code).toBe('BAD_REQUEST');
  });
});
