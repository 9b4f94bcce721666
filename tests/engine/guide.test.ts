import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import { commonGuide } from '../../cloudfunctions/game/src/engine/core/guide';
import { GAMES, werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { slotRank } from '../../cloudfunctions/game/src/engine/werewolf/kit';
import { ROLES } from '../../cloudfunctions/game/src/engine/werewolf/roles';

// The rules page tells each game from the catalog: the engine's prose (its guide) beside the roles,
// boards and options. The prose must stay true to what the engine does.

const nightOrder = () => werewolfGame.info.guide?.sections.flatMap((s) => s.items).find((item) => item.startsWith('所有角色的完整顺序')) ?? '';

test('every game carries its telling of the rules: an intro and titled sections of lines', () => {
  for (const module of GAMES) {
    const { guide } = gameInfo(module);
    expect(guide?.intro.length).toBeGreaterThan(10);
    expect(guide?.sections.length).toBeGreaterThan(2);
    for (const section of guide?.sections ?? []) {
      expect(section.title).not.toBe('');
      expect(section.items.length).toBeGreaterThan(0);
    }
  }
});

test('the night order names every role with a night step, in the order the engine calls them', () => {
  const line = nightOrder();
  // Each role at its first slot (the seer's slot moves with night.seerStep; its default is named).
  const called = ROLES.filter((r) => (r.night ?? []).length > 0).map((r) => ({
    name: r.name, slot: Math.min(...(r.night ?? []).map((s) => slotRank(s.slot))), at: line.indexOf(`${r.name}`),
  }));
  expect(called.filter((r) => r.at < 0).map((r) => r.name)).toEqual([]);
  const bySlot = [...called].sort((a, b) => a.slot - b.slot || a.at - b.at);
  expect(bySlot.map((r) => r.name)).toEqual([...called].sort((a, b) => a.at - b.at).map((r) => r.name));
  expect(ROLES.filter((r) => (r.night ?? []).length === 0).filter((r) => line.includes(`→ ${r.name}`)).map((r) => r.name)).toEqual([]);
});

test('the night order says which roles are called on the first night only, and which from the second', () => {
  const line = nightOrder();
  expect(line).toContain('盗贼（仅第一夜）');
  expect(line).toContain('丘比特（仅第一夜）');
  expect(line).toContain('守墓人（第二晚起）');
  expect(line).toContain('猎魔人（第二晚起）');
  expect(line).not.toContain('守卫（');
  expect(line).toMatch(/^所有角色的完整顺序（只叫本局有的角色）：盗贼/);
});

test("a role's rules-page words come from its own file, beside the card's", () => {
  const roles = werewolfGame.info.roles;
  const crow = roles.find((r) => r.id === 'crow');
  expect(crow?.guide).toContain('警长竞选不算');
  expect(crow?.description).not.toContain('警长竞选不算');
  // A role whose card says it all has no separate words.
  expect(roles.find((r) => r.id === 'villager')?.guide).toBeUndefined();
});

test('every rule the prose cites as 规则「…」 is an option of that game by its catalog name', () => {
  const cited = (texts: string[]) => texts.flatMap((t) => [...t.matchAll(/规则「([^」]+)」/g)].map((m) => m[1]));
  for (const module of GAMES) {
    const game = gameInfo(module);
    const names = new Set(game.options.map((o) => o.name));
    const texts = [
      ...(game.guide?.sections ?? []).flatMap((s) => s.items),
      ...game.roles.map((r) => r.guide ?? r.description),
      ...game.options.map((o) => o.description),
    ];
    expect(cited(texts).length).toBeGreaterThan(0);
    expect(cited(texts).filter((name) => !names.has(name)).map((name) => `${game.name}：「${name}」`)).toEqual([]);
  }
  // The common sections cite none a game might lack.
  expect(cited(commonGuide().flatMap((s) => s.items))).toEqual([]);
});
