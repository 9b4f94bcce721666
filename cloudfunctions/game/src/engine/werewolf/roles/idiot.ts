import type { SeatNo } from '../../../../../../typings/api';
import { defineRole, hasTag, tag, type WerewolfState } from '../kit';

/** 白痴: the first exile shows the card instead (docs/rules.md §B.8). */
export const idiot = defineRole({
  id: 'idiot', name: '白痴', camp: 'good', class: 'god', unique: true,
  description: '你第一次被投票放逐时翻牌亮明身份，免于出局，但此后失去投票权。',
  tags: { revealed: '已亮牌' },
  sparedOnExile: showCard,
});

/** His first exile: he shows his card and stays, with no vote from then on. */
function showCard(draft: WerewolfState, seat: SeatNo): string | undefined {
  if (hasTag(draft, seat, 'revealed')) return undefined;
  tag(draft, seat, 'revealed');
  return `${seat} 号被投票放逐，翻牌亮明白痴身份，免于出局，此后没有投票权`;
}

declare module '../kit' {
  interface RoleIds { idiot: true }
}
