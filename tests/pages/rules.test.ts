import type { CatalogResult } from '../../typings/api';
import { slotRank } from '../../cloudfunctions/game/src/engine/werewolf/kit';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { RULES } from '../../miniprogram/pages/rules/content';
import { direct, resetPhones } from './helpers/env';
import { $, load, open, tap, text } from './helpers/load';

const rulesPage = load('pages/rules/index');

beforeEach(() => resetPhones());

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
  // Every section shows, the last ones too (they arrive in a second setData).
  const werewolfRules = RULES.find((r) => r.id === 'werewolf')?.sections ?? [];
  expect(werewolfRules.length).toBeGreaterThan(3);
  for (const section of werewolfRules) expect(text($(page.comp, '#game-rules'))).toContain(section.items[section.items.length - 1]);
  expect(text($(page.comp, '#general'))).toContain('本局没有的角色从不呼叫');
  expect($(page.comp, '#tab-werewolf').data.type).toBe('primary');
  expect($(page.comp, '#tab-killer').data.type).toBe('default');
  await tap(page, '#tab-undercover');
  expect(text($(page.comp, '#game-rules'))).toContain('白板');
});

test('?game= opens that game', async () => {
  const page = await open(rulesPage, { game: 'undercover' });
  expect(page.comp.data.current).toBe('undercover');
  expect(text($(page.comp, '#game-rules'))).toContain('谁是卧底');
});

test('names every role, preset, player range and common rule option the engine offers', async () => {
  const { games } = await direct('reader', { action: 'catalog' }) as CatalogResult;
  for (const game of games) {
    const rules = RULES.find((r) => r.id === game.id);
    expect(rules).toBeDefined();
    const all = [rules?.intro, ...(rules?.sections ?? []).flatMap((s) => [s.title, ...s.items])].join('\n');
    expect(all).toContain(`${game.minPlayers}–${game.maxPlayers} 人`);
    for (const role of game.roles) expect(all).toContain(role.name);
    for (const preset of game.presets.slice(1)) expect(all).toContain(preset.name);
    const unnamed = game.options
      // Room settings of one host mode (timers, phone votes) are set on the create page, not game rules.
      .filter((o) => o.group === 'common' && !o.id.startsWith('words.') && !o.host)
      .filter((o) => !all.includes(o.name));
    expect(unnamed.map((o) => `${game.name}：${o.name}`)).toEqual([]);
  }
});

test('the night order names every role with a night step, in the order the engine calls them', () => {
  const werewolf = RULES.find((r) => r.id === 'werewolf');
  const line = werewolf?.sections.flatMap((s) => s.items).find((item) => item.startsWith('所有角色的完整顺序')) ?? '';
  // Each role at its first slot (the seer's slot moves with night.seerStep; its first place is named first).
  const called = ROLES.filter((r) => (r.night ?? []).length > 0).map((r) => ({
    name: r.name, slot: Math.min(...(r.night ?? []).map((s) => slotRank(s.slot))), at: line.indexOf(r.name),
  }));
  expect(called.filter((r) => r.at < 0).map((r) => r.name)).toEqual([]);
  const bySlot = [...called].sort((a, b) => a.slot - b.slot || a.at - b.at);
  expect(bySlot.map((r) => r.name)).toEqual([...called].sort((a, b) => a.at - b.at).map((r) => r.name));
});
