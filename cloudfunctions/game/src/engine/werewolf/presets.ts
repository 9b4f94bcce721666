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
 * The modern base of every 12-player board (docs/rules.md §D.9): 1.5-vote sheriff elected before the
 * deaths are read, 屠边, a witch who never saves herself and uses one potion a night, 同守同救 kills,
 * modern last words, the badge torn or lost (双爆吞警徽), one PK on a tied exile, cards hidden on death,
 * the seer after the witch, the shooters told their status at night.
 */
const MODERN_BASE: RuleSet = {
  'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
  'witch.selfSave': 'never', 'witch.bothSameNight': false, 'witch.seeVictimAfterAntidote': false,
  'guard.doubleProtectKills': true, 'seer.result': 'alignment', 'wolf.consensus': 'unanimous', 'lastWords': 'modern',
  'sheriff.allowTear': true, 'sheriff.electionTie': 'pkThenLost', 'sheriff.lostAfterSelfDestructs': '2',
  'vote.tie': 'pkOnce', 'reveal.onDeath': false, 'night.seerStep': 'afterWitch', 'night.shotStatus': true,
  'hunter.noShotOn': ['poison', 'lover', 'dream', 'charm'],
};

/** A modern 12-player board: 3 werewolves and its special wolf, four gods, four villagers. */
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
    rules: MODERN_BASE,
    description: '12 人标准局：4 狼 4 民，预言家、女巫、猎人、白痴；天亮先竞选警长，警长 1.5 票；屠边；女巫不能自救、一晚只能用一瓶药；首夜之后只有被放逐的人有遗言；死亡不亮牌，两次自爆吞警徽。',
  },
  {
    id: 'modern12-guard', name: '预女猎守', players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    rules: MODERN_BASE,
    description: '12 人标准局：4 狼 4 民，预言家、女巫、猎人、守卫；天亮先竞选警长，警长 1.5 票；屠边；女巫不能自救、一晚只能用一瓶药；同守同救仍然死亡；首夜之后只有被放逐的人有遗言；死亡不亮牌，两次自爆吞警徽。',
  },
  modernBoard(
    'modern12-wolfking-guard', '狼王守卫', 'wolfKing', ['seer', 'witch', 'hunter', 'guard'],
    '12 人：3 狼 + 狼王（死亡时可以开枪带走一人，被毒、自爆、被决斗除外）；预言家、女巫、猎人、守卫；4 民。',
  ),
  modernBoard(
    'modern12-whitewolfking-guard', '白狼王守卫', 'whiteWolfKing', ['seer', 'witch', 'hunter', 'guard'],
    '12 人：3 狼 + 白狼王（白天自爆时带走一人）；预言家、女巫、猎人、守卫；4 民；竞选时两次自爆警徽流失。',
  ),
  modernBoard(
    'modern12-whitewolfking-knight', '白狼王骑士', 'whiteWolfKing', ['seer', 'witch', 'guard', 'knight'],
    '12 人：3 狼 + 白狼王（白天自爆时带走一人）；预言家、女巫、守卫、骑士（白天发言时决斗一次）；4 民。',
  ),
  modernBoard(
    'modern12-wolfbeauty-knight', '狼美人骑士', 'wolfBeauty', ['seer', 'witch', 'guard', 'knight'],
    '12 人：3 狼 + 狼美人（每晚魅惑一人，她出局时被魅惑者随她出局）；预言家、女巫、守卫、骑士；4 民。',
  ),
  modernBoard(
    'modern12-wolfbeauty-guard', '狼美人守卫', 'wolfBeauty', ['seer', 'witch', 'hunter', 'guard'],
    '12 人：3 狼 + 狼美人（每晚魅惑一人，狼人不能刀她）；预言家、女巫、猎人、守卫；4 民。',
  ),
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
