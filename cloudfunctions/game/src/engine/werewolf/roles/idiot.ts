import type { SeatNo } from '../../../../../../typings/api';
import { defineRole, hasTag, option, rulesOf, tag, type WerewolfState } from '../kit';

/** The idiot's options (collected into the game's options table). */
const OPTIONS = [
  option({
    id: 'idiot.afterFlip', name: '白痴翻牌后', type: 'enum', group: 'advanced',
    description: '白痴被投票放逐翻牌以后：留在场上（可以发言，没有投票权）；或离场，但在下一次放逐投票之前仍算作一名活着的神职（屠边时计入）。',
    values: ['stays', 'untilNextVote'], valueNames: ['留在场上', '离场，到下次放逐投票前仍算神职'], default: 'stays',
  }),
] as const;

/**
 * 白痴 (docs/rules.md §B.8.4): the first exile shows the card instead. He stays with no vote, or
 * (`idiot.afterFlip: untilNextVote`) leaves the table at once, no last words, yet counts as a living
 * god for the wins until the next exile vote.
 */
export const idiot = defineRole({
  id: 'idiot', name: '白痴', camp: 'good', class: 'god', unique: true,
  description: '你第一次被投票放逐时翻牌亮明身份，免于出局，但此后失去投票权（以本局规则为准：也可能翻牌后离场）。',
  options: OPTIONS,
  tags: { revealed: '已亮牌' },
  sparedOnExile: showCard,
  countsAlive(state, seat) {
    const flip = state.x.roles?.idiot;
    return flip?.flipped === seat && state.x.exiled?.round === flip.round;
  },
});

/** His first exile: he shows his card, and stays with no vote or leaves (the rule says). */
function showCard(draft: WerewolfState, seat: SeatNo) {
  if (hasTag(draft, seat, 'revealed')) return undefined;
  tag(draft, seat, 'revealed');
  if (rulesOf(draft)['idiot.afterFlip'] === 'untilNextVote') {
    draft.x.roles = { ...draft.x.roles, idiot: { flipped: seat, round: draft.round } };
    return { line: `${seat} 号被投票放逐，翻牌亮明白痴身份，离场；下一次放逐投票之前仍算作神职`, leaves: true };
  }
  return { line: `${seat} 号被投票放逐，翻牌亮明白痴身份，免于出局，此后没有投票权` };
}

declare module '../kit' {
  interface RoleOptions { idiot: typeof OPTIONS }
  interface RoleIds { idiot: true }
  interface RoleFacts { idiot: { flipped: SeatNo; round: number } }
}
