import type { CircleResult, JudgeView } from '../../typings/api';
import { playToEnd } from '../helpers/autoplay';
import { backend, direct, resetBackend, resetPhones } from './helpers/env';
import { $, as, change, load, open, settle, tap, text, type Opened } from './helpers/load';
import { circleWithGames, memberPhone, MEMBERS } from './circle-setup';

const circlePage = load('pages/circle/index');
const playerPage = load('pages/circle-player/index');
const gamePage = load('pages/circle-game/index');
const home = load('pages/home/index');

beforeEach(() => {
  resetPhones();
  resetBackend();
});

describe('the 圈子 page', () => {
  it('shows the season table with the member\'s own row marked, the boards, and the recent games', async () => {
    const { circleId, code } = await circleWithGames();
    const page = await open(circlePage, { circleId }, memberPhone('b'));
    expect(page.phone.title).toBe('周五桌游');
    expect(text($(page.comp, '#code'))).toBe(code);
    const rows = page.comp.querySelectorAll('.row');
    // The heading row, then one per member.
    expect(rows).toHaveLength(4);
    const names = rows.slice(1).map((r: ReturnType<typeof $>) => text(r));
    expect(names.join('|')).toMatch(/阿乙/);
    expect(names.every((n: string) => /定级中/.test(n))).toBe(true);
    expect(page.comp.querySelectorAll('.row-me')).toHaveLength(1);
    expect(text(page.comp.querySelectorAll('.row-me')[0])).toContain('阿乙');
    expect(page.comp.querySelectorAll('.recent')).toHaveLength(2);
    const board = text(page.comp.querySelectorAll('.board')[0]);
    expect(board).toContain('杀人游戏 · 2 局');
    expect(board).toMatch(/好人阵营/);
    expect(text(page.comp)).toContain('本赛季 2 局');
  });

  it('opens a member\'s page, a linked room, and another game kind\'s table', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('a'));
    await tap(page, '.row-me');
    expect(page.phone.navigations[0]).toMatch(new RegExp(`^/pages/circle-player/index\\?circleId=${circleId}&memberId=m[a-z2-9]{10}&season=`));
    await tap(page, '#new-room');
    expect(page.phone.navigations[1]).toBe(`/pages/create/index?circleId=${circleId}`);
    expect(page.comp.data.kinds.map((k: { name: string }) => k.name)).toEqual(['杀人游戏', '狼人杀', '谁是卧底']);
    await tap(page, '#kind-werewolf');
    await settle();
    expect(page.comp.data.kinds.find((k: { active: boolean }) => k.active).kind).toBe('werewolf');
    expect(page.comp.data.rows.every((r: { games: number }) => r.games === 0)).toBe(true);
  });

  it('opens a recent game\'s 复盘 for a member, and says why to anyone else', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('b'));
    await tap(page, '.recent');
    const gameId = page.comp.data.recent[0].gameId;
    expect(page.phone.navigations[0]).toBe(`/pages/circle-game/index?circleId=${circleId}&gameId=${gameId}`);
    const game = await open(gamePage, { circleId, gameId }, memberPhone('b'));
    await settle();
    expect(text(game.comp)).toMatch(/(好人阵营|杀手阵营)获胜/);
    expect(text(game.comp)).toContain('杀手');
    expect(game.comp.querySelectorAll('.van-button')).toHaveLength(0);
    const outsider = await open(gamePage, { circleId, gameId }, memberPhone('stranger'));
    await settle();
    expect(text(outsider.comp)).toContain('你不是这个圈子的成员');
  });

  it('exports the season as a CSV file shared to a chat, or copied to the clipboard where a file cannot be shared', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('c'));
    await tap(page, '#export');
    await settle();
    const season = page.comp.data.season;
    const file = page.phone.sharedFiles?.get(`周五桌游-${season}.csv`);
    expect(file?.startsWith('\uFEFF赛季,结束时间,房间号')).toBe(true);
    expect(file?.trim().split('\r\n')).toHaveLength(7);
    expect(page.phone.clipboard).toBeUndefined();

    page.phone.fileShareFails = true;
    await tap(page, '#export');
    await settle();
    expect(page.phone.clipboard).toBe(file);
  });

  it('tells a phone that is not a member so, and shows nothing of the 圈子', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('stranger'));
    expect(text($(page.comp, '#error'))).toContain('你不是这个圈子的成员');
    expect(page.comp.querySelectorAll('.row')).toHaveLength(0);
  });

  it('starts a new season after asking', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('a'));
    await tap(page, '#new-season');
    await settle();
    expect(page.phone.modals[0]).toContain('开始新赛季');
    expect(page.comp.data.seasons).toHaveLength(2);
    expect(text(page.comp)).toContain('本赛季 0 局');
  });

  it('turns seasons by quarter after asking, then by hand, marks the way they turn, and starts a season by hand', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('a'));
    const modes = () => page.comp.querySelectorAll('.mode').map((m: ReturnType<typeof $>) => text(m));
    expect(modes()).toEqual(['每月', '每季度', '手动']);
    expect(page.comp.data.seasonMode).toBe('month');
    await tap(page, '#mode-month');
    expect(page.phone.modals).toHaveLength(0);

    await tap(page, '#mode-quarter');
    await settle();
    expect(page.phone.modals[0]).toContain('改为每季度换季');
    expect(page.comp.data.seasonMode).toBe('quarter');
    expect(page.comp.data.season).toMatch(/^\d{4}-Q[1-4]$/);
    expect(page.comp.data.seasons).toHaveLength(2);
    expect(text(page.comp)).toContain('本赛季 0 局');

    await tap(page, '#mode-manual');
    await settle();
    expect(page.phone.modals[1]).toContain('改为手动换季');
    expect(page.phone.modals[1]).toContain('直到有人点「新赛季」');
    expect(page.comp.data.seasonMode).toBe('manual');
    expect(page.comp.data.seasons).toHaveLength(2);

    await tap(page, '#new-season');
    await settle();
    expect(page.phone.modals[2]).toContain('开始新赛季');
    expect(page.comp.data.seasons).toHaveLength(3);
  });

  it('keeps the game kind chosen when another season is chosen', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('a'));
    const played = page.comp.data.season;
    await tap(page, '#new-season');
    await settle();
    await tap(page, '#kind-werewolf');
    await settle();
    await tap(page, '.season');
    await settle();
    expect(page.comp.data.season).toBe(played);
    expect(page.comp.data.kinds.find((k: { active: boolean }) => k.active).kind).toBe('werewolf');
  });

  it('titles a recent game by its game and board, each kept whole, with the winner beside it', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('a'));
    expect(text($(page.comp, '.recent-title'))).toBe('杀人游戏 · 标准局（6 人）');
    expect(page.comp.querySelectorAll('.title-part').map((p: ReturnType<typeof $>) => text(p))).toEqual(['杀人游戏', '标准局（6 人）']);
    expect(text(page.comp.querySelectorAll('.recent')[0])).toMatch(/(好人阵营|杀手阵营)胜$/);
  });

  it('tells how long games take only where there is a length to tell', async () => {
    const { circleId } = await circleWithGames(1);
    // The test's games end the moment they start: no length to tell.
    const page = await open(circlePage, { circleId }, memberPhone('a'));
    expect(text($(page.comp, '.sub'))).toBe('本赛季 1 局');
    expect(text($(page.comp, '.board-sub'))).toBe('杀人游戏 · 1 局');
    expect(text(page.comp)).not.toMatch(/0 秒/);

    backend.rewrite = async (action, data) => {
      if (action !== 'circle') return data;
      const result = data as CircleResult;
      return { ...result, averageSec: 1500, boards: result.boards.map((b) => ({ ...b, averageSec: 45 })) };
    };
    const timed = await open(circlePage, { circleId }, memberPhone('b'));
    expect(text($(timed.comp, '.sub'))).toBe('本赛季 1 局 · 平均 25 分钟');
    expect(text($(timed.comp, '.board-sub'))).toBe('杀人游戏 · 1 局 · 平均 45 秒');
  });
});

/** Taps 退出圈子, then the way to leave the sheet offers under `name`. */
async function leave(page: Opened, name: string) {
  await tap(page, '#leave');
  const way = $(page.comp, '#leave-sheet').querySelectorAll('.van-action-sheet__item').find((item: ReturnType<typeof $>) => text(item).startsWith(name));
  if (!way) throw new Error(`no way to leave named ${name}`);
  await as(page, () => way.dispatchEvent('tap'));
  await settle();
}

/** The 圈子 as member a sees it: who is in its table, and who sat in its latest game. */
async function seenByA(circleId: string) {
  const circle = await direct(MEMBERS.a, { action: 'circle', circleId }) as CircleResult;
  return { table: circle.table.map((r) => r.nickname), lastGame: circle.recent[0].seats.map((s) => s.nickname) };
}

describe('leaving a 圈子', () => {
  it('offers to keep or to delete one\'s records, saying what each does; keeping them leaves one\'s name in the games', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('b'));
    await tap(page, '#leave');
    const ways = $(page.comp, '#leave-sheet').querySelectorAll('.van-action-sheet__item').map((item: ReturnType<typeof $>) => text(item));
    expect(ways).toEqual([expect.stringMatching(/^退出，保留我的战绩 .*仍计入圈子的统计/), expect.stringMatching(/^退出并删除我的战绩 .*「已退出的玩家」/)]);

    await leave(page, '退出，保留我的战绩');
    expect(page.phone.modals).toEqual([]);
    expect(page.phone.navigations).toEqual(['back']);
    expect(page.phone.storage.get('myCircles')).toEqual([]);
    const seen = await seenByA(circleId);
    expect(seen.table).not.toContain('阿乙');
    expect(seen.lastGame).toContain('阿乙');
  });

  it('deletes one\'s records after asking: every game then shows 已退出的玩家; cancelled, nothing changes', async () => {
    const { circleId } = await circleWithGames(1);
    const page = await open(circlePage, { circleId }, memberPhone('b'));
    page.phone.confirm = false;
    await leave(page, '退出并删除我的战绩');
    expect(page.phone.modals).toEqual([expect.stringContaining('删除后不能恢复')]);
    expect(page.phone.sent.map((c) => c.action)).not.toContain('leaveCircle');
    expect((await seenByA(circleId)).table).toContain('阿乙');

    page.phone.confirm = true;
    await leave(page, '退出并删除我的战绩');
    expect(page.phone.navigations).toEqual(['back']);
    const seen = await seenByA(circleId);
    expect(seen.table).not.toContain('阿乙');
    expect(seen.lastGame).not.toContain('阿乙');
    expect(seen.lastGame).toContain('已退出的玩家');
  });
});

describe('the member page', () => {
  it('shows the member\'s results, streaks, partner, ratings and camp bars', async () => {
    const { circleId } = await circleWithGames(3);
    const table = await direct(MEMBERS.a, { action: 'circle', circleId }) as { table: { memberId: string; nickname: string }[] };
    const b = table.table.find((r) => r.nickname === '阿乙')!;
    const figures = await direct(MEMBERS.a, { action: 'circlePlayer', circleId, memberId: b.memberId }) as { games: number; wins: number };
    const page = await open(playerPage, { circleId, memberId: b.memberId }, memberPhone('a'));
    expect(page.phone.title).toBe('阿乙');
    expect(text($(page.comp, '#headline'))).toContain(`3 局 ${figures.wins} 胜`);
    expect(text($(page.comp, '#fact-best'))).toContain('最长连胜');
    expect(text($(page.comp, '#fact-partner'))).toMatch(/阿丙（同队 \d 局赢 \d）|同队满 3 局且赢过才算/);
    expect(text(page.comp.querySelectorAll('.rating')[0])).toContain('杀人游戏');
    expect(page.comp.querySelectorAll('.camp').length).toBeGreaterThan(0);
    expect(page.comp.querySelectorAll('.role').length).toBeGreaterThan(0);
  });

  it('tells how often a member was sheriff only once their games had a sheriff', async () => {
    const { circleId } = await circleWithGames(1);
    const { table } = await direct(MEMBERS.a, { action: 'circle', circleId }) as CircleResult;
    const memberId = (nickname: string) => table.find((r) => r.nickname === nickname)!.memberId;
    const sheriffFact = async (nickname: string) => {
      const page = await open(playerPage, { circleId, memberId: memberId(nickname) }, memberPhone('a'));
      return page.comp.querySelector('#fact-sheriff');
    };
    // 杀人游戏 has no sheriff.
    expect(await sheriffFact('阿乙')).toBeFalsy();
    expect(await sheriffFact('阿丙')).toBeFalsy();

    // A 狼人杀 game with a sheriff: the first living player stands and is elected at once (阿丙, seat 2:
    // 阿乙 in seat 1 dies the first night).
    const { roomNo, view } = await direct(MEMBERS.a, { action: 'createRoom', game: 'werewolf', players: 9, circleId }) as { roomNo: string; view: JudgeView };
    for (const p of [MEMBERS.b, MEMBERS.c, ...[1, 2, 3, 4, 5, 6, 7].map((n) => `guest-${n}`)]) await direct(p, { action: 'joinRoom', roomNo });
    await playToEnd((stepId, input) => direct(MEMBERS.a, { action: 'act', roomNo, stepId, input }) as Promise<JudgeView>, view);
    expect(text((await sheriffFact('阿丙'))!)).toBe('当警长1 次');
    expect(text((await sheriffFact('阿乙'))!)).toBe('当警长0 次');
    // 阿甲 only judged.
    expect(await sheriffFact('阿甲')).toBeFalsy();
  });
});

describe('the home page\'s 圈子', () => {
  it('makes a 圈子 under the nickname above, keeps it in the list, and opens it', async () => {
    const page = await open(home, {}, memberPhone('a'));
    await change(page, '#circle-text', '周五桌游');
    await tap(page, '#create-circle');
    expect(page.comp.data.circleError).toBe('请先在上面填写昵称：圈子里用它称呼你');
    await change(page, '#nickname', '阿甲');
    await tap(page, '#create-circle');
    await settle();
    expect(page.phone.navigations[0]).toMatch(/^\/pages\/circle\/index\?circleId=c[a-z2-9]{12}$/);
    const again = await open(home, {}, page.phone);
    expect(text(again.comp.querySelectorAll('.circle')[0])).toContain('周五桌游');
  });

  it('joins by invite code, and says so when the code is wrong', async () => {
    const { code } = await circleWithGames(0);
    const page = await open(home, {}, memberPhone('stranger'));
    await change(page, '#nickname', '路人');
    await change(page, '#circle-text', 'QQQQQQ');
    await tap(page, '#join-circle');
    await settle();
    expect(page.comp.data.circleError).toBe('没有邀请码为 QQQQQQ 的圈子');
    await change(page, '#circle-text', code.toLowerCase());
    await tap(page, '#join-circle');
    await settle();
    expect(page.phone.navigations).toHaveLength(1);
    expect(page.phone.storage.get('myCircles')).toEqual([expect.objectContaining({ name: '周五桌游' })]);
  });
});
