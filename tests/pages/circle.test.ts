import { direct, resetBackend, resetPhones } from './helpers/env';
import { $, change, load, open, settle, tap, text } from './helpers/load';
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
