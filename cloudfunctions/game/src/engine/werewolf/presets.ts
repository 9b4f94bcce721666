import type { RoleCounts, RuleSet } from '../../../../../typings/api';
import type { PresetDefinition } from '../core/module';

/** Werewolves in the classic table: 2 for 8 players, 3 for 9–11, 4 from 12. */
function wolvesFor(players: number): number {
  if (players <= 8) return 2;
  return players <= 11 ? 3 : 4;
}

/**
 * The classic table of docs/rules.md §B.13 (正规局): seer, witch, hunter; cupid from 10; guard from 13;
 * a thief with two extra cards (N + 2 in all) at 13 and 14; villagers fill up.
 */
export function classicRoles(players: number): RoleCounts {
  const werewolf = wolvesFor(players);
  const roles: RoleCounts = { werewolf, seer: 1, witch: 1, hunter: 1 };
  if (players >= 10) roles.cupid = 1;
  if (players >= 13) roles.guard = 1;
  const thief = players === 13 || players === 14;
  const gods = 3 + (players >= 10 ? 1 : 0) + (players >= 13 ? 1 : 0);
  // With a thief the deck has N + 2 cards, the thief's own card among them.
  roles.villager = players - werewolf - gods + (thief ? 1 : 0);
  if (thief) roles.thief = 1;
  return roles;
}

/**
 * 豆瓣版: no guard and no thief; its little girl takes the guard's place from 13 players.
 * Wolves, cupid and villagers as in the classic table.
 */
export function doubanRoles(players: number): RoleCounts {
  const werewolf = wolvesFor(players);
  const roles: RoleCounts = { werewolf, seer: 1, witch: 1, hunter: 1 };
  if (players >= 10) roles.cupid = 1;
  if (players >= 13) roles.littleGirl = 1;
  const gods = 3 + (players >= 10 ? 1 : 0) + (players >= 13 ? 1 : 0);
  roles.villager = players - werewolf - gods;
  return roles;
}

/**
 * The modern base every modern 12-player board plays by (docs/rules.md §D.28): the rules of 预女猎白
 * plus the handbook's badge, tie, hidden-card and shot rules.
 */
const MODERN_BASE: RuleSet = {
  'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
  'witch.selfSave': 'never', 'witch.bothSameNight': false, 'witch.seeVictimAfterAntidote': false,
  'guard.doubleProtectKills': true, 'seer.result': 'alignment', 'wolf.consensus': 'unanimous', 'lastWords': 'modern',
  'sheriff.allowTear': true, 'sheriff.electionTie': 'pkThenLost', 'vote.tie': 'pkOnce', 'reveal.onDeath': false,
  'hunter.noShotOn': ['poison', 'lover'],
};

/** A modern 12-player board: 3 werewolves and its wolf card, its four gods, four villagers. */
function modernBoard(id: string, name: string, wolf: string, gods: string[], description: string): PresetDefinition {
  const roles: RoleCounts = { werewolf: 3, [wolf]: 1, villager: 4 };
  for (const god of gods) roles[god] = 1;
  return { id, name, players: [12, 12], roles: () => ({ ...roles }), rules: MODERN_BASE, description };
}

export const WEREWOLF_PRESETS: PresetDefinition[] = [
  {
    id: 'classic', name: '正规局', players: [8, 18], rules: { 'night.callAbsent': true }, roles: classicRoles,
    description: '篇二正规局：8 人 2 狼，9–11 人 3 狼，12 人起 4 狼；预言家、女巫、猎人，10 人起加丘比特，13 人起加守卫，13、14 人加盗贼（多两张底牌）；女巫不能自救，屠边，警长 2 票（6 人及以下 1.5 票）。',
  },
  {
    id: 'douban', name: '豆瓣版', players: [8, 18], roles: doubanRoles,
    rules: {
      'witch.selfSave': 'never', 'win.wolves': 'city', 'sheriff.voteWeight': '2', 'seer.result': 'fullRole',
      'thief.mode': 'classic', 'night.callAbsent': true,
    },
    description: '桌游助手收录的豆瓣规则：没有守卫和盗贼，13 人起加小女孩；女巫不能自救，预言家看身份牌，屠城，警长 2 票。',
  },
  {
    id: 'village', name: '村庄版', players: [8, 18], roles: classicRoles,
    rules: {
      'witch.selfSave': 'always', 'hunter.noShotOn': ['poison', 'lover'], 'win.wolves': 'city',
      'sheriff.voteWeight': '2', 'seer.result': 'fullRole', 'thief.mode': 'classic',
    },
    description: '篇一规则：女巫可以自救，猎人被毒死或殉情时不能开枪，预言家看身份牌，屠城，警长 2 票；配置同正规局。',
  },
  {
    id: 'modern12-idiot', name: '预女猎白', players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }),
    rules: {
      'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
      'witch.selfSave': 'never', 'witch.bothSameNight': false, 'lastWords': 'modern',
    },
    description: '12 人标准局：4 狼 4 民，预言家、女巫、猎人、白痴；天亮先竞选警长，警长 1.5 票；屠边；女巫不能自救、一晚只能用一瓶药；首夜之后只有被放逐的人有遗言。',
  },
  {
    id: 'modern12-guard', name: '预女猎守', players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    rules: {
      'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
      'witch.selfSave': 'never', 'witch.bothSameNight': false, 'lastWords': 'modern',
    },
    description: '12 人标准局：4 狼 4 民，预言家、女巫、猎人、守卫；天亮先竞选警长，警长 1.5 票；屠边；女巫不能自救、一晚只能用一瓶药；首夜之后只有被放逐的人有遗言。',
  },
  modernBoard('modern12-nightmare-guard', '梦魇守卫', 'nightmare', ['seer', 'witch', 'hunter', 'guard'],
    '12 人：3 狼 + 梦魇，预言家、女巫、猎人、守卫，4 民。梦魇每晚最先恐惧一人，使他当晚技能无效；恐惧到狼人则当晚狼队不能杀人。'),
  modernBoard('modern12-nightmare-dreamweaver', '梦魇摄梦', 'nightmare', ['seer', 'witch', 'hunter', 'dreamweaver'],
    '12 人：3 狼 + 梦魇，预言家、女巫、猎人、摄梦人，4 民。摄梦人的梦游者当晚不死，连续两晚同一人则梦亡。'),
  modernBoard('modern12-bloodmoon-demonhunter', '血月猎魔人', 'bloodMoon', ['seer', 'witch', 'demonHunter', 'idiot'],
    '12 人：3 狼 + 血月使徒，预言家、女巫、猎魔人、白痴，4 民。血月自爆后下一晚好人技能全部封印；猎魔人第二晚起狩猎，不怕毒。'),
];
