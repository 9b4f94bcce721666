import { defineRole } from './role';

/** 白痴: the first exile shows the card instead (docs/rules.md §B.8). */
export const idiot = defineRole({
  id: 'idiot', name: '白痴', camp: 'good', class: 'god', unique: true,
  description: '你第一次被投票放逐时翻牌亮明身份，免于出局，但此后失去投票权。',
  tags: { revealed: '已亮牌' },
});

declare module './keys' {
  interface RoleIds { idiot: true }
}
