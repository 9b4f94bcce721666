import { defineRole } from '../kit';

/** 小女孩: peeks while the wolves wake; the wolves may kill her instead (docs/rules.md §B.3, §B.4). */
export const littleGirl = defineRole({
  id: 'littleGirl', name: '小女孩', camp: 'good', class: 'god', unique: true,
  description: '狼人睁眼时你可以偷偷眯眼，看谁是狼人。但如果被狼人发现，狼人会改为杀死你。',
});

declare module '../kit' {
  interface RoleIds { littleGirl: true }
}
