// The names and colours the server gives to camps and seat marks, as the pages show them. The pages
// keep no list of their own: a new camp or mark needs no page change.
import type { GameInfo } from '../../typings/api';

/** A seat's marks as one line: 警长 · 情侣 (the names the view carries). */
export function tagsText(seat: { tagNames?: string[] }): string {
  return (seat.tagNames ?? []).join(' · ');
}

/** A camp's Chinese name from the catalog ('' when it does not say). */
export function campNameIn(info: Pick<GameInfo, 'camps'>, camp: string): string {
  return info.camps?.find((c) => c.id === camp)?.name ?? '';
}
