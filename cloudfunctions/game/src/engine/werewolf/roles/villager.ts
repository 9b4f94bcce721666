import { defineRole } from './role';

/** 村民: no power (docs/rules.md §B.1). */
export const villager = defineRole({
  id: 'villager', name: '村民', camp: 'good', class: 'villager', unique: false,
  description: '你没有夜间能力，夜里一直闭眼。白天认真听发言、找出狼人，把狼人投票出局。',
});

declare module './keys' {
  interface RoleIds { villager: true }
}
