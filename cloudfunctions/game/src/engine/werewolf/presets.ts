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
 * the seer after the witch, the shooters told their status at night, the sheriff choosing 警左 or 警右.
 */
const MODERN: RuleSet = {
  'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
  'witch.selfSave': 'never', 'witch.bothSameNight': false, 'witch.seeVictimAfterAntidote': false,
  'guard.doubleProtectKills': true, 'seer.result': 'alignment', 'wolf.consensus': 'unanimous', 'lastWords': 'modern',
  'sheriff.allowTear': true, 'sheriff.electionTie': 'pkThenLost', 'sheriff.lostAfterSelfDestructs': '2',
  'vote.tie': 'pkOnce', 'reveal.onDeath': false, 'night.seerStep': 'afterWitch', 'night.shotStatus': true,
  'hunter.noShotOn': ['poison', 'lover', 'dream', 'charm'], 'speech.order': 'sheriffChooses',
};

/** A modern 12-player board: 3 werewolves and a special wolf (or the deck `special` sets), four gods, four villagers. */
function modern(id: string, name: string, special: RoleCounts, summary: string, description: string, rules: RuleSet = {}): PresetDefinition {
  return {
    id, name, summary, players: [12, 12], rules: { ...MODERN, ...rules },
    roles: () => ({ werewolf: 3, villager: 4, ...special }),
    description: `12 人进阶板：${description}`,
  };
}

export const WEREWOLF_PRESETS: PresetDefinition[] = [
  {
    id: 'classic', name: '正规局', players: [8, 18], rules: { 'night.callAbsent': true }, roles: classicRoles,
    summary: '预女猎，人多加丘比特、守卫、盗贼',
    description: '篇二正规局：8 人 2 狼，9–11 人 3 狼，12 人起 4 狼；预言家、女巫、猎人，10 人起加丘比特，13 人起加守卫，13、14 人加盗贼（多两张底牌）；女巫不能自救，屠边，警长 2 票（6 人及以下 1.5 票）。',
  },
  {
    id: 'douban', name: '豆瓣版', players: [8, 18], roles: doubanRoles,
    summary: '没有守卫盗贼，13 人起加小女孩',
    rules: {
      'witch.selfSave': 'never', 'win.wolves': 'city', 'sheriff.voteWeight': '2', 'seer.result': 'fullRole',
      'thief.mode': 'classic', 'night.callAbsent': true, 'hunter.noShotOn': [], 'lovers.win': 'lastTwo',
    },
    description: '桌游助手收录的豆瓣规则：没有守卫和盗贼，13 人起加小女孩；女巫不能自救，预言家看身份牌，猎人怎么死都能开枪，情侣成为最后活着的两人才获胜，屠城，警长 2 票。',
  },
  {
    id: 'village', name: '村庄版', players: [8, 18], roles: classicRoles,
    summary: '女巫可以自救，预言家看身份牌',
    rules: {
      'witch.selfSave': 'always', 'hunter.noShotOn': ['poison', 'lover'], 'win.wolves': 'city',
      'sheriff.voteWeight': '2', 'seer.result': 'fullRole', 'thief.mode': 'classic', 'lovers.win': 'lastTwo',
    },
    description: '篇一规则：女巫可以自救，猎人被毒死或殉情时不能开枪，预言家看身份牌，情侣成为最后活着的两人才获胜，屠城，警长 2 票；配置同正规局。',
  },
  {
    id: 'modern12-idiot', name: '预女猎白', players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }),
    summary: '4 狼 4 民，白痴被放逐可翻牌',
    rules: MODERN,
    description: '12 人标准局：4 狼 4 民，预言家、女巫、猎人、白痴；天亮先竞选警长，警长 1.5 票；屠边；女巫不能自救、一晚只能用一瓶药；首夜之后只有被放逐的人有遗言；死亡不亮牌，两次自爆吞警徽。',
  },
  {
    id: 'modern12-guard', name: '预女猎守', players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    summary: '4 狼 4 民，守卫每晚守护一人',
    rules: MODERN,
    description: '12 人标准局：4 狼 4 民，预言家、女巫、猎人、守卫；天亮先竞选警长，警长 1.5 票；屠边；女巫不能自救、一晚只能用一瓶药；同守同救仍然死亡；首夜之后只有被放逐的人有遗言；死亡不亮牌，两次自爆吞警徽。',
  },
  modern('modern12-wolfking-guard', '狼王守卫', { wolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 狼王，预女猎守',
    '3 狼 + 狼王，预言家、女巫、猎人、守卫：狼王死亡时可以开枪带走一人（被毒、自爆、决斗等除外）。'),
  modern('modern12-whitewolfking-guard', '白狼王守卫', { whiteWolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 白狼王，预女猎守',
    '3 狼 + 白狼王，预言家、女巫、猎人、守卫：白狼王白天可以自爆并带走一人；竞选时两次自爆吞警徽。'),
  modern('modern12-whitewolfking-knight', '白狼王骑士', { whiteWolfKing: 1, seer: 1, witch: 1, guard: 1, knight: 1 },
    '3 狼 + 白狼王，预女守骑',
    '3 狼 + 白狼王，预言家、女巫、守卫、骑士：白狼王自爆带人，骑士白天发言时可以决斗一次。'),
  modern('modern12-wolfbeauty-knight', '狼美人骑士', { wolfBeauty: 1, seer: 1, witch: 1, guard: 1, knight: 1 },
    '3 狼 + 狼美人，预女守骑',
    '3 狼 + 狼美人，预言家、女巫、守卫、骑士：狼美人每晚魅惑一人，她死时被魅惑者随她出局；骑士可以决斗一次。'),
  modern('modern12-wolfbeauty-guard', '狼美人守卫', { wolfBeauty: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 狼美人，预女猎守',
    '3 狼 + 狼美人，预言家、女巫、猎人、守卫：狼美人每晚魅惑一人，她死时被魅惑者随她出局（狼人不能刀她）。'),
  modern('modern12-nightmare-guard', '梦魇守卫', { nightmare: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 梦魇，预女猎守',
    '3 狼 + 梦魇，预言家、女巫、猎人、守卫：梦魇每晚先恐惧一人，他当晚技能无效；恐惧到狼人则当晚狼队不能杀人。'),
  modern('modern12-nightmare-dreamweaver', '梦魇摄梦', { nightmare: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1 },
    '3 狼 + 梦魇，预女猎 + 摄梦人',
    '3 狼 + 梦魇，预言家、女巫、猎人、摄梦人：摄梦人的梦游者当晚不死，连续两晚同一人或摄梦人夜里死亡则梦亡。'),
  modern('modern12-wolfking-dreamweaver', '狼王摄梦人', { wolfKing: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1 },
    '3 狼 + 狼王，预女猎 + 摄梦人',
    '3 狼 + 狼王，预言家、女巫、猎人、摄梦人：狼王死亡时可以开枪；摄梦人的梦游者当晚不死，连续两晚同一人则梦亡。'),
  modern('modern12-bloodmoon-demonhunter', '血月猎魔人', { bloodMoon: 1, seer: 1, witch: 1, demonHunter: 1, idiot: 1 },
    '3 狼 + 血月使徒，预女白 + 猎魔人',
    '3 狼 + 血月使徒，预言家、女巫、猎魔人、白痴：血月自爆后下一晚好人技能全部封印；猎魔人第二晚起狩猎，不怕毒。'),
  modern('modern12-wolfking-magician', '狼王魔术师', { wolfKing: 1, seer: 1, witch: 1, hunter: 1, magician: 1 },
    '3 狼 + 狼王，预女猎 + 魔术师',
    '3 狼 + 狼王，预言家、女巫、猎人、魔术师：魔术师每晚最先交换两人，当晚指向其中一人的技能都落在另一人身上。'),
  modern('modern12-gargoyle-gravedigger', '石像鬼守墓人', { gargoyle: 1, seer: 1, witch: 1, hunter: 1, gravedigger: 1 },
    '3 狼 + 石像鬼，预女猎 + 守墓人',
    '3 狼 + 石像鬼（独狼，每晚查验一人的身份，狼队出局后带刀）；预言家、女巫、猎人、守墓人（次晚起得知前一天放逐者是好人还是狼人）；4 民。'),
  modern('modern12-mechwolf-psychic', '机械狼通灵师', { mechanicalWolf: 1, psychic: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 机械狼，通灵师 + 女猎守',
    '3 狼 + 机械狼（独狼，整局学一次技能，狼队出局后带刀）；通灵师（占预言家的位置，看确切身份）、女巫、猎人、守卫；4 民。'),
  modern('modern12-hiddenwolf-crow', '隐狼乌鸦', { hiddenWolf: 1, seer: 1, witch: 1, hunter: 1, crow: 1 },
    '3 狼 + 隐狼，预女猎 + 乌鸦',
    '3 狼 + 隐狼（预言家验他是好人，狼队出局后带刀）；预言家、女巫、猎人、乌鸦（诅咒一人，次日放逐投票他多 1 票）；4 民。',
    { 'crow.extraVotes': '1' }),
  modern('modern12-evilknight-guard', '恶灵骑士守卫', { evilKnight: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 恶灵骑士，预女猎守',
    '（可选板子）3 狼 + 恶灵骑士（狼刀不能选他，夜里不死，第一次被查验或被毒时反伤）；预言家、女巫、猎人、守卫；4 民。'),
  modern('modern12-purewhite', '纯白夜影', { wolfWitch: 1, pureWhite: 1, witch: 1, hunter: 1, guard: 1 },
    '3 狼 + 狼巫，纯白之女 + 女猎守',
    '（可选板子）3 狼 + 狼巫（狼刀后查验一人的身份，第二晚起验到纯白之女则她死亡）；纯白之女（占预言家的位置，看确切身份，第二晚起验到狼人则他死亡）、女巫、猎人、守卫；4 民。'),
  modern('modern12-idiot-slacker', '预女猎白混', { werewolf: 4, villager: 3, slacker: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 },
    '4 狼，3 民 + 混血儿，预女猎白',
    '（可选板子）4 狼；预言家、女巫、猎人、白痴；3 民 + 混血儿（第一晚选一名榜样，与榜样同阵营，屠边时算村民）。'),
  modern('modern12-idiot-wildchild', '预女猎白野', { werewolf: 3, villager: 4, wildChild: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 },
    '3 狼，4 民 + 野孩子，预女猎白',
    '（可选板子）3 狼；预言家、女巫、猎人、白痴；4 民 + 野孩子（第一晚选一名榜样，榜样出局后他从下一晚起变成狼人）。'),
];
