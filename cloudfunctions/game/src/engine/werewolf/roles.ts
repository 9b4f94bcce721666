import type { RoleInfo, WerewolfRoleId } from '../../../../../typings/api';

/** 神 (gods): the good roles with a power. Villagers and a thief who kept his card are 民. */
export const GOD_ROLES: readonly WerewolfRoleId[] = ['seer', 'witch', 'hunter', 'guard', 'cupid', 'littleGirl', 'idiot'];

/** Roles of which a deck holds at most one card. */
export const SINGLE_ROLES: readonly WerewolfRoleId[] = [...GOD_ROLES, 'thief'];

export const WEREWOLF_ROLES: (RoleInfo & { id: WerewolfRoleId })[] = [
  {
    id: 'werewolf', name: '狼人', camp: 'wolf',
    description: '狼人彼此认识。每晚一起睁眼，商量杀死一名玩家。白天隐藏身份；本局允许时，可以在白天任何时候自爆，白天立即结束、进入黑夜。',
  },
  {
    id: 'villager', name: '村民', camp: 'good',
    description: '你没有夜间能力，夜里一直闭眼。白天认真听发言、找出狼人，把狼人投票出局。',
  },
  {
    id: 'seer', name: '预言家', camp: 'good',
    description: '每晚可以查验一名玩家，法官会告诉你他是好人还是狼人（本局规则为看牌时，直接给你看他的身份）。',
  },
  {
    id: 'witch', name: '女巫', camp: 'good',
    description: '你有一瓶解药和一瓶毒药，整局各只能用一次。夜里法官告诉你谁被狼人杀了，你可以用解药救他；也可以用毒药毒死一名玩家。',
  },
  {
    id: 'hunter', name: '猎人', camp: 'good',
    description: '你死亡时可以开枪，带走一名活着的玩家；也可以不开枪。被毒死等情况不能开枪，以本局规则为准。',
  },
  {
    id: 'guard', name: '守卫', camp: 'good',
    description: '每晚可以守护一名玩家，让他不被狼人杀死；不能连续两晚守护同一个人。守护挡不住女巫的毒药。',
  },
  {
    id: 'cupid', name: '丘比特', camp: 'good',
    description: '第一晚指定两名玩家成为情侣，可以包括你自己。情侣一方死亡，另一方立即殉情；情侣投票时不能投给对方。',
  },
  {
    id: 'thief', name: '盗贼', camp: 'good',
    description: '第一晚你可以看桌子中央的两张底牌，换成其中一张，从此扮演换来的身份；底牌里有狼人时须按本局规则换成狼人。没有换牌时，你就是普通村民。',
  },
  {
    id: 'littleGirl', name: '小女孩', camp: 'good',
    description: '狼人睁眼时你可以偷偷眯眼，看谁是狼人。但如果被狼人发现，狼人会改为杀死你。',
  },
  {
    id: 'idiot', name: '白痴', camp: 'good',
    description: '你第一次被投票放逐时翻牌亮明身份，免于出局，但此后失去投票权。',
  },
];

const BY_ID = new Map<string, RoleInfo & { id: WerewolfRoleId }>(WEREWOLF_ROLES.map((r) => [r.id, r]));

export function werewolfRole(id: string): RoleInfo & { id: WerewolfRoleId } {
  const role = BY_ID.get(id);
  if (!role) throw new Error(`unknown werewolf role ${id}`);
  return role;
}

export function roleName(id: string): string {
  return werewolfRole(id).name;
}

export function isGod(role: string): boolean {
  return GOD_ROLES.some((g) => g === role);
}
