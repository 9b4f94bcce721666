import type { ApiResult, CatalogResult, GameInfo } from '../../typings/api';
import { backend, direct, resetBackend, resetPhones } from './helpers/env';
import { $, as, change, load, open, tap, text, toast, type Opened } from './helpers/load';
import { formData } from '../../miniprogram/pages/create/model';

const createPage = load('pages/create/index');

beforeEach(() => {
  resetPhones();
  resetBackend(5);
});

function created(page: Opened) {
  return page.phone.sent.filter((c) => c.action === 'createRoom');
}

async function openAdvanced(page: Opened): Promise<void> {
  const title = $($(page.comp, '#advanced'), '.van-collapse-item__title');
  await as(page, () => $(title, '.van-cell').dispatchEvent('tap'));
}

test('starts from the catalog: games, player count, preset, roles, rules with descriptions', async () => {
  const page = await open(createPage);
  expect(page.phone.sent.map((c) => c.action)).toEqual(['catalog']);
  const games = text($(page.comp, '#game'));
  expect(games).toContain('杀人游戏');
  expect(games).toContain('狼人杀');
  expect(games).toContain('谁是卧底');

  expect(page.comp.data).toMatchObject({ game: 'killer', players: 8, minPlayers: 6, maxPlayers: 20, preset: 'standard' });
  expect($(page.comp, '#players').data).toMatchObject({ min: 6, max: 20 });
  expect(text($(page.comp, '#preset-text'))).toContain('6–8 人 1 警 1 匪');
  expect($(page.comp, '#role-killer').data.value).toBe(1);
  expect($(page.comp, '#role-police').data.value).toBe(1);
  expect($(page.comp, '#role-civilian').data.value).toBe(6);
  expect(text($(page.comp, '#roles-text'))).toBe('合计 8 张，需要 8 张');

  const common = text($(page.comp, '#common'));
  expect(common).toContain('平票处理');
  expect(common).toContain('投票出现平票时怎么办');
  expect(common).toContain('PK 一次');
  expect(common).toContain('死亡亮身份');
  expect(common).not.toContain('发言起点');
  expect(text($(page.comp, '#advanced'))).toContain('高级规则');
  // The table's own options (who may see what once out, when a silent judge may be replaced) come with every game.
  expect(page.comp.data.advanced.map((o: { name: string }) => o.name)).toEqual(['发言起点', '出局后可见', '法官掉线多久可接管']);
  await openAdvanced(page);
  expect(page.comp.data.advancedOpen).toEqual(['advanced']);
  expect(text($(page.comp, '#advanced'))).toContain('白天从死者哪一边的第一位活着的玩家开始发言');
  expect(text($(page.comp, '#advanced'))).toContain('入座的玩家可以发起接管投票');
  expect(page.comp.querySelector('#problem')).toBeFalsy();
});

test('the player count moves the presets and the deck', async () => {
  const page = await open(createPage);
  await change(page, '#players', 12);
  expect(page.comp.data.presets.map((p: { id: string }) => p.id)).toEqual(['standard', 'classic12']);
  expect($(page.comp, '#role-killer').data.value).toBe(2);
  expect($(page.comp, '#role-civilian').data.value).toBe(8);

  // The catalog tells each preset's deck: the steppers show what it deals.
  await change(page, '#preset', 'classic12');
  expect(text($(page.comp, '#preset-text'))).toContain('3 警 3 匪');
  expect($(page.comp, '#role-killer').data.value).toBe(3);
  expect($(page.comp, '#role-police').data.value).toBe(3);
  expect($(page.comp, '#role-civilian').data.value).toBe(6);
  expect(page.comp.querySelector('#reset-roles')).toBeFalsy();

  await change(page, '#players', 13);
  expect(page.comp.data.preset).toBe('standard');
  expect($(page.comp, '#role-killer').data.value).toBe(3);
});

test('role counts are checked live, before any call', async () => {
  const page = await open(createPage);
  await change(page, '#role-killer', 0);
  expect(text($(page.comp, '#problem'))).toBe('身份数之和须等于人数 8（现在是 7）');
  await change(page, '#role-civilian', 7);
  expect(text($(page.comp, '#problem'))).toBe('至少需要 1 名杀手');
  expect($(page.comp, '#create').data.disabled).toBe(true);
  await tap(page, '#create');
  await as(page, () => page.page.onCreate());
  expect(toast(page)).toBe('至少需要 1 名杀手');
  expect(created(page)).toEqual([]);

  await change(page, '#role-killer', 1);
  await change(page, '#role-police', 0);
  expect(text($(page.comp, '#problem'))).toBe('至少需要 1 名警察');

  await tap(page, '#reset-roles');
  expect(page.comp.querySelector('#problem')).toBeFalsy();
  expect($(page.comp, '#role-police').data.value).toBe(1);
});

test('creates the room with what was changed, then opens the console', async () => {
  const page = await open(createPage);
  await change(page, '#players', 9);
  await change(page, '#opt-killer-voteTie', 'pkOnce');
  await change(page, '#opt-reveal-onDeath', false);
  await change(page, '#role-civilian', 4);
  await change(page, '#role-killer', 3);
  await tap(page, '#create');

  const [call] = created(page);
  expect(call.params).toEqual({
    game: 'killer', players: 9, preset: 'standard',
    roles: { killer: 3, police: 2, civilian: 4 },
    rules: { 'killer.voteTie': 'pkOnce', 'reveal.onDeath': false },
  });
  const nav = page.phone.navigations[0];
  expect(nav).toMatch(/^redirect:\/pages\/judge\/index\?roomNo=[1-9]\d{5}$/);
  const roomNo = nav.split('=')[1];
  expect(page.phone.storage.get('recentRooms')).toEqual([expect.objectContaining({ roomNo, role: 'judge', game: 'killer', gameName: '杀人游戏' })]);
});

test("the server's refusal is shown as its Chinese message", async () => {
  const page = await open(createPage);
  const real = backend.handler;
  backend.handler = async (): Promise<ApiResult<unknown>> => ({
    ok: false, error: { code: 'RATE_LIMITED', message: '操作太频繁，请稍后再试' },
  });
  await tap(page, '#create');
  backend.handler = real;
  expect(toast(page)).toBe('操作太频繁，请稍后再试');
  expect(page.phone.navigations).toEqual([]);
});

test('狼人杀: grouped options of every kind, the deck of each preset, the thief', async () => {
  const page = await open(createPage);
  await change(page, '#game', 'werewolf');
  expect(page.comp.data).toMatchObject({ game: 'werewolf', players: 12, preset: 'classic', minPlayers: 8, maxPlayers: 18 });
  expect($(page.comp, '#role-werewolf').data.value).toBe(4);
  expect($(page.comp, '#role-seer').data).toMatchObject({ value: 1, max: 1 });

  expect(text($(page.comp, '#common'))).toContain('猎人不能开枪的死因');
  expect($(page.comp, '#opt-hunter-noShotOn').data.value).toEqual(['poison']);
  expect(page.comp.data.advanced.length).toBeGreaterThan(3);
  await openAdvanced(page);
  expect(text($(page.comp, '#advanced'))).toContain('守卫可以自守');

  await change(page, '#opt-hunter-noShotOn', ['lover', 'poison']);
  await change(page, '#opt-sheriff-voteWeight', '1.5');
  await change(page, '#opt-guard-allowSelf', false);

  await change(page, '#role-villager', 3);
  await change(page, '#role-thief', 1);
  expect(text($(page.comp, '#problem'))).toBe('有盗贼时身份牌须比人数多 2 张（两张底牌）：应为 14 张，现在是 12 张');
  await change(page, '#role-villager', 5);
  expect(page.comp.querySelector('#problem')).toBeFalsy();
  await change(page, '#role-seer', 0);
  expect(text($(page.comp, '#problem'))).toContain('应为 14 张，现在是 13 张');
  await change(page, '#role-villager', 6);
  // A board may have no seer at all.
  expect(page.comp.querySelector('#problem')).toBeFalsy();

  // Another preset: its own deck (豆瓣版 has no guard and no thief) and its own rules.
  await change(page, '#preset', 'douban');
  expect(page.comp.querySelector('#preset-note')).toBeFalsy();
  expect($(page.comp, '#opt-seer-result').data.value).toBe('fullRole');
  expect($(page.comp, '#opt-win-wolves').data.value).toBe('city');
  expect($(page.comp, '#role-werewolf').data.value).toBe(4);
  expect($(page.comp, '#role-guard').data.value).toBe(0);
  expect($(page.comp, '#role-thief').data.value).toBe(0);
  expect(page.comp.querySelector('#problem')).toBeFalsy();

  await change(page, '#preset', 'classic');
  await change(page, '#opt-hunter-noShotOn', ['lover', 'poison']);
  await tap(page, '#create');
  expect(created(page)[0].params).toEqual({
    game: 'werewolf', players: 12, preset: 'classic', rules: { 'hunter.noShotOn': ['poison', 'lover'] },
  });
});

test('谁是卧底: own two words, checked; or a random pair by category and difficulty', async () => {
  const page = await open(createPage);
  await change(page, '#game', 'undercover');
  expect(page.comp.data).toMatchObject({ game: 'undercover', players: 6, words: 'bank' });
  expect($(page.comp, '#opt-words-category').data.value).toBe('any');
  expect(text($(page.comp, '#option-words-category'))).toContain('食物');
  expect(text($(page.comp, '#option-words-difficulty'))).toContain('困难');
  const { games } = await direct('someone', { action: 'catalog' }) as { games: GameInfo[] };
  const categories = games.find((g) => g.id === 'undercover')?.wordCategories ?? [];
  const food = categories.find((c) => c.id === 'food');
  expect(text($(page.comp, '#option-words-category'))).toContain(`食物（${food?.pairs} 组）`);
  expect(text($(page.comp, '#option-words-category'))).toContain('亲属称谓（');
  expect(text($(page.comp, '#option-words-category'))).not.toContain('明星');
  const packs = text($(page.comp, '#option-words-packs'));
  expect(packs).toContain('扩展词包');
  expect(packs).toMatch(/明星（\d+ 组）/);
  expect(packs).toMatch(/网络流行语（\d+ 组）/);
  expect($(page.comp, '#opt-words-packs').data.value).toEqual([]);
  const main = categories.filter((c) => !c.pack).reduce((n, c) => n + c.pairs, 0);
  expect(text($(page.comp, '#word-bank-text'))).toContain(`内置词库 ${categories.filter((c) => !c.pack).length} 类 ${main} 组词`);

  await change(page, '#opt-blank-enabled', false);
  expect($(page.comp, '#role-blank').data.value).toBe(0);
  expect($(page.comp, '#role-civilian').data.value).toBe(5);

  await change(page, '#words', 'own');
  expect(page.comp.querySelector('#opt-words-category')).toBeFalsy();
  expect(text($(page.comp, '#problem'))).toBe('请填写平民词');
  await change(page, '#civilian', '饺子');
  expect(text($(page.comp, '#problem'))).toBe('请填写卧底词');
  await change(page, '#undercover', '饺子');
  expect(text($(page.comp, '#problem'))).toBe('平民词和卧底词不能相同');
  await change(page, '#undercover', '馄饨');
  expect(page.comp.querySelector('#problem')).toBeFalsy();
  await tap(page, '#create');
  expect(created(page)[0].params).toEqual({
    game: 'undercover', players: 6, preset: 'standard',
    rules: { 'blank.enabled': false }, words: { civilian: '饺子', undercover: '馄饨' },
  });

  await change(page, '#words', 'bank');
  await change(page, '#opt-words-category', 'food');
  await change(page, '#opt-words-difficulty', 'easy');
  await change(page, '#opt-words-packs', ['internet']);
  await tap(page, '#create');
  expect(created(page)[1].params).toEqual({
    game: 'undercover', players: 6, preset: 'standard',
    rules: { 'blank.enabled': false, 'words.category': 'food', 'words.difficulty': 'easy', 'words.packs': ['internet'] },
  });
});

test('谁是卧底: 家庭模式 is one switch among the word options, sent as the rule words.family', async () => {
  const page = await open(createPage);
  await change(page, '#game', 'undercover');
  const family = text($(page.comp, '#option-words-family'));
  expect(family).toContain('家庭模式');
  expect(family).toContain('不抽涉及喝酒、恋爱、赌博、夜生活的词');
  expect($(page.comp, '#opt-words-family').data.checked).toBe(false);
  await change(page, '#opt-words-family', true);
  expect($(page.comp, '#opt-words-family').data.checked).toBe(true);
  await tap(page, '#create');
  expect(created(page)[0].params).toEqual({ game: 'undercover', players: 6, preset: 'standard', rules: { 'words.family': true } });
  const { roomNo } = await direct('someone', { action: 'createRoom', ...created(page)[0].params }) as { roomNo: string };
  expect(roomNo).toMatch(/^[1-9]\d{5}$/);

  // The categories count the pairs 家庭模式 still draws, as the catalog gives them.
  const { games } = await direct('someone', { action: 'catalog' }) as { games: GameInfo[] };
  const food = games.find((g) => g.id === 'undercover')?.wordCategories?.find((c) => c.id === 'food');
  expect(text($(page.comp, '#option-words-category'))).toContain(`食物（${food?.familyPairs} 组）`);
  const game = { ...games.find((g) => g.id === 'undercover')!, wordCategories: [{ id: 'food', name: '食物', pairs: 80, familyPairs: 71 }] };
  const form = { game: 'undercover' as const, host: 'judge' as const, players: 6, preset: 'standard', roles: null, words: 'bank' as const, civilian: '', undercover: '' };
  const labels = (rules: Record<string, boolean>) => formData(game, { ...form, rules }).wordOptions.find((o) => o.id === 'words.category')?.items.find((i) => i.value === 'food')?.label;
  expect(labels({})).toBe('食物（80 组）');
  expect(labels({ 'words.family': true })).toBe('食物（71 组）');

  // Typed words use no bank: the switch goes with the other word options.
  await change(page, '#words', 'own');
  expect(page.comp.querySelector('#opt-words-family')).toBeFalsy();
});

test('typed words are held to the length the catalog gives, and only a game that deals words asks for them', async () => {
  const { games } = (await direct('reader', { action: 'catalog' })) as CatalogResult;
  const undercover = games.find((g) => g.id === 'undercover');
  expect(undercover?.ownWords?.maxLength).toBe(8);
  expect(games.filter((g) => g.ownWords).map((g) => g.id)).toEqual(['undercover']);
  backend.handler = async (): Promise<ApiResult<unknown>> => ({
    ok: true, data: { games: [{ ...undercover, ownWords: { maxLength: 4 } }] },
  });
  const page = await open(createPage);
  await change(page, '#words', 'own');
  expect($(page.comp, '#civilian').data.maxlength).toBe(4);
  await change(page, '#civilian', '番茄炒蛋饭');
  await change(page, '#undercover', '馄饨');
  expect(text($(page.comp, '#problem'))).toBe('平民词最多 4 个字');
});

test('opens the rules of the game being set up', async () => {
  const page = await open(createPage);
  await change(page, '#game', 'werewolf');
  await tap(page, '#rules');
  expect(page.phone.navigations).toEqual(['/pages/rules/index?game=werewolf']);
});

test('a catalog that cannot be read says so, and can be retried', async () => {
  backend.mode = 'down';
  const page = await open(createPage);
  expect(text($(page.comp, '#error .error-text'))).toBe('网络连接失败，请检查网络后重试');
  backend.mode = 'up';
  await tap(page, '#retry');
  expect(page.comp.data.state).toBe('ready');
});

test('狼人杀 lists the boards by their Chinese names, each with a one-line summary', async () => {
  const page = await open(createPage);
  await change(page, '#game', 'werewolf');
  const boards = text($(page.comp, '#preset'));
  for (const name of ['正规局', '预女猎白', '预女猎守', '狼王守卫', '白狼王守卫', '白狼王骑士', '狼美人骑士', '狼美人守卫']) {
    expect(boards).toContain(name);
  }
  expect(boards).toContain('3 狼 + 狼王，预女猎守');
  await change(page, '#preset', 'modern12-whitewolfking-knight');
  expect($(page.comp, '#role-whiteWolfKing').data.value).toBe(1);
  expect($(page.comp, '#role-knight').data.value).toBe(1);
  expect($(page.comp, '#role-hunter').data.value).toBe(0);
});

test('狼人杀 offers the optional board 纯白夜影: 纯白之女 in the seer\'s place, 狼巫 among the wolves', async () => {
  const page = await open(createPage);
  await change(page, '#game', 'werewolf');
  expect(text($(page.comp, '#preset'))).toContain('纯白夜影');
  await change(page, '#preset', 'modern12-purewhite');
  expect($(page.comp, '#role-pureWhite').data.value).toBe(1);
  expect($(page.comp, '#role-wolfWitch').data.value).toBe(1);
  expect($(page.comp, '#role-seer').data.value).toBe(0);
  expect($(page.comp, '#role-werewolf').data.value).toBe(3);
  expect(page.comp.querySelector('#problem')).toBeFalsy();
  // A seer too would take the same place twice.
  const villagers = $(page.comp, '#role-villager').data.value;
  await change(page, '#role-villager', villagers - 1);
  await change(page, '#role-seer', 1);
  expect(text($(page.comp, '#problem'))).toBe('预言家、通灵师和纯白之女占同一个位置，最多只能有 1 名');
  await change(page, '#role-seer', 0);
  await change(page, '#role-villager', villagers);
  expect(page.comp.querySelector('#problem')).toBeFalsy();
  await tap(page, '#create');
  expect(created(page)[0].params).toMatchObject({ game: 'werewolf', players: 12, preset: 'modern12-purewhite' });
  expect(page.phone.navigations[0]).toMatch(/^redirect:\/pages\/judge\/index\?roomNo=/);
});
