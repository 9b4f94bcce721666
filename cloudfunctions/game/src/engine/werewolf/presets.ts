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
 * The modern base of the 12-player boards with modern roles (docs/rules.md §D.9): one potion a
 * night, no self-save, election before the deaths, 1.5 votes, modern last words, 屠边, cards hidden,
 * a tied exile vote goes to one PK, the sheriff may tear the badge.
 */
const MODERN_BASE: RuleSet = {
  'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
  'witch.selfSave': 'never', 'witch.bothSameNight': false, 'lastWords': 'modern',
  'sheriff.allowTear': true, 'sheriff.electionTie': 'pkThenLost', 'vote.tie': 'pkOnce', 'reveal.onDeath': false,
};

/** A 12-player modern board: 3 werewolves and its special wolf, four gods, four villagers. */
function modernBoard(id: string, name: string, wolf: string, gods: string[], description: string, rules: RuleSet = {}): PresetDefinition {
  const roles: RoleCounts = { werewolf: 3, [wolf]: 1, villager: 4 };
  for (const god of gods) roles[god] = 1;
  return { id, name, players: [12, 12], roles: () => ({ ...roles }), rules: { ...MODERN_BASE, ...rules }, description };
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
  modernBoard(
    'modern12-gargoyle-gravedigger', '石像鬼守墓人', 'gargoyle', ['seer', 'witch', 'hunter', 'gravedigger'],
    '12 人：3 狼 + 石像鬼（独狼，每晚查验一人的身份，狼队出局后带刀）；预言家、女巫、猎人、守墓人（次晚起得知前一天放逐者是好人还是狼人）；4 民。',
  ),
  modernBoard(
    'modern12-mechwolf-psychic', '机械狼通灵师', 'mechanicalWolf', ['psychic', 'witch', 'hunter', 'guard'],
    '12 人：3 狼 + 机械狼（独狼，整局学一次技能，狼队出局后带刀）；通灵师（占预言家的位置，看确切身份）、女巫、猎人、守卫；4 民。',
  ),
  modernBoard(
    'modern12-hiddenwolf-crow', '隐狼乌鸦', 'hiddenWolf', ['seer', 'witch', 'hunter', 'crow'],
    '12 人：3 狼 + 隐狼（预言家验他是好人，狼队出局后带刀）；预言家、女巫、猎人、乌鸦（诅咒一人，次日放逐投票他多 1 票）；4 民。',
    { 'crow.extraVotes': '1' },
  ),
  modernBoard(
    'modern12-evilknight-guard', '恶灵骑士守卫', 'evilKnight', ['seer', 'witch', 'hunter', 'guard'],
    '12 人（可选板子）：3 狼 + 恶灵骑士（狼刀不能选他，夜里不死，第一次被查验或被毒时反伤）；预言家、女巫、猎人、守卫；4 民。',
  ),
];
