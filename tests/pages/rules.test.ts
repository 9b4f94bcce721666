import type { ApiResult, CatalogResult } from '../../typings/api';
import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import { createWerewolf } from '../../cloudfunctions/game/src/engine/werewolf';
import { defineRole } from '../../cloudfunctions/game/src/engine/werewolf/kit';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { backend, direct, resetBackend, resetPhones } from './helpers/env';
import { $, load, open, tap, text } from './helpers/load';

const rulesPage = load('pages/rules/index');

beforeEach(() => {
  resetPhones();
  resetBackend();
});

declare module '../../cloudfunctions/game/src/engine/werewolf/kit' {
  interface RoleIds { oracle: true }
}

const catalog = async () => (await direct('reader', { action: 'catalog' })) as CatalogResult;

test('shows one game at a time, 杀人游戏 first, and switches by tab', async () => {
  const page = await open(rulesPage);
  expect(text($(page.comp, '#game-rules'))).toContain('杀人游戏');
  expect(text($(page.comp, '#game-rules'))).toContain('拇指向上是杀手');
  expect(text($(page.comp, '#game-rules'))).toContain('死者的牌默认不翻开');
  expect(text($(page.comp, '#general'))).toContain('座位按顺时针编号');
  expect($(page.comp, '#tab-killer').data.type).toBe('primary');

  await tap(page, '#tab-werewolf');
  expect(text($(page.comp, '#game-rules'))).toContain('同守同救');
  expect(text($(page.comp, '#game-rules'))).toContain('只叫本局有的角色');
  expect(text($(page.comp, '#general'))).toContain('本局没有的角色从不呼叫');
  expect($(page.comp, '#tab-werewolf').data.type).toBe('primary');
  expect($(page.comp, '#tab-killer').data.type).toBe('default');
  await tap(page, '#tab-undercover');
  expect(text($(page.comp, '#game-rules'))).toContain('白板');
});

test('an index of the sections at the top jumps to each', async () => {
  const page = await open(rulesPage, { game: 'werewolf' });
  const titles = (page.comp.data.rules.sections as { title: string }[]).map((s) => s.title);
  expect(titles.slice(0, 2)).toEqual(['角色', '板子']);
  expect(titles.at(-1)).toBe('规则选项（建房时可改）');
  expect(text($(page.comp, '#toc'))).toBe(titles.join(''));
  await tap(page, `#toc-${titles.length - 1}`);
  expect(page.phone.scrolledTo).toEqual([`#section-${titles.length - 1}`]);
  expect(text($(page.comp, `#section-${titles.length - 1}`))).toContain('规则选项（建房时可改）');
});

test('?game= opens that game', async () => {
  const page = await open(rulesPage, { game: 'undercover' });
  expect(page.comp.data.current).toBe('undercover');
  expect(text($(page.comp, '#game-rules'))).toContain('谁是卧底');
});

test("tells each game as the catalog does: its player range, the engine's own sections, every role, board and game option", async () => {
  const { games, guide } = await catalog();
  const page = await open(rulesPage);
  for (const game of games) {
    await tap(page, `#tab-${game.id}`);
    const shown = text($(page.comp, '#game-rules'));
    expect(shown).toContain(`${game.minPlayers}–${game.maxPlayers} 人`);
    expect(shown).toContain(game.guide?.intro);
    // Every section, the last ones too (a werewolf's arrive in later setData calls).
    for (const section of game.guide?.sections ?? []) {
      expect(shown).toContain(section.title);
      expect(shown).toContain(section.items[section.items.length - 1]);
    }
    for (const role of game.roles) expect(shown).toContain(`${role.name}（`);
    for (const role of game.roles) expect(shown).toContain(role.guide ?? role.description);
    for (const preset of game.presets) expect(shown).toContain(preset.name);
    const rules = game.options.filter((o) => o.group === 'common' && !o.host);
    expect(rules.length).toBeGreaterThan(0);
    for (const option of rules) expect(shown).toContain(`${option.name}（默认：`);
    // A room's own settings (auto timers, phone votes) are the create page's, not the game's rules.
    for (const option of game.options.filter((o) => o.host)) expect(shown).not.toContain(`${option.name}（默认：`);
  }
  for (const section of guide ?? []) expect(text($(page.comp, '#general'))).toContain(section.items[section.items.length - 1]);
});

test('an option shows its default by name', async () => {
  const page = await open(rulesPage, { game: 'werewolf' });
  const shown = text($(page.comp, '#game-rules'));
  expect(shown).toContain('女巫自救（默认：不能自救）');
  expect(shown).toContain('猎人不能开枪的死因（默认：被毒死）');
  expect(shown).toContain('死亡亮身份（默认：开）');
});

test('a role the pages have never heard of shows with its camp and its own words, with no page change', async () => {
  const oracle = defineRole({
    id: 'oracle', name: '占星师', camp: 'good', class: 'god', unique: true,
    description: '每晚仰望星空。',
    guide: '每晚仰望星空，天亮时法官告诉他今晚有没有人死亡。',
  });
  const game = gameInfo(createWerewolf([...ROLES, oracle]));
  const real = await catalog();
  backend.handler = async (): Promise<ApiResult<unknown>> => ({ ok: true, data: { ...real, games: [game] } });
  const page = await open(rulesPage);
  expect(text($(page.comp, '#game-rules'))).toContain('占星师（好人阵营）：每晚仰望星空，天亮时法官告诉他今晚有没有人死亡。');
});

test('a catalog that cannot be read says so, and can be retried', async () => {
  backend.mode = 'down';
  const page = await open(rulesPage, { game: 'werewolf' });
  expect(text($(page.comp, '#error .error-text'))).toBe('网络连接失败，请检查网络后重试');
  backend.mode = 'up';
  await tap(page, '#retry');
  expect(page.comp.data.state).toBe('ready');
  expect(page.comp.data.current).toBe('werewolf');
});
