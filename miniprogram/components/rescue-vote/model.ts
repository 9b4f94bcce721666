// The rescue vote as a seated phone shows it, free of WeChat: the server's question, who opened it,
// the count against what is needed, and this seat's own answer. Nothing is decided here.
import type { HostMode, RescueVote, SeatNo } from '../../../typings/api';

export interface RescueData {
  /** A vote is in progress. */
  open: boolean;
  question: string;
  openedText: string;
  countText: string;
  /** This seat's answer so far. */
  mine: '' | 'yes' | 'no';
  /** The quiet link that opens a rescue: who seems gone. */
  linkText: string;
}

export function rescueData(rescue: RescueVote | null, seat: SeatNo, host: HostMode): RescueData {
  const linkText = host === 'auto' ? '主持手机没反应？' : '法官没反应？';
  if (!rescue) return { open: false, question: '', openedText: '', countText: '', mine: '', linkText };
  return {
    open: true,
    question: rescue.question,
    openedText: `${rescue.openedBy} 号发起`,
    countText: `同意 ${rescue.yes.length} · 不同意 ${rescue.no.length} · 需要 ${rescue.needed} 票同意`,
    mine: rescue.yes.includes(seat) ? 'yes' : rescue.no.includes(seat) ? 'no' : '',
    linkText,
  };
}
