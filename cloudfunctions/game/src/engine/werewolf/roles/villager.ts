import { defineRole } from '../kit';

/** 村民: no power (docs/rules.md §B.1). */
export const villager = defineRole({
  id: 'villager', name: '村民', camp: 'good', class: 'villager', unique: false,
  description: '你没有夜间能力，夜里一直闭眼。白天认真听发言、找出狼人，把狼人投票出局。',
  deckMin: { min: 1, message: '至少需要 1 名村民' },
});

declare module '../kit' {
  interface RoleIds { villager: true }
}
