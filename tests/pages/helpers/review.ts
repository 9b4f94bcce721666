// Reviews for page tests and previews: a fixture's review, so a test knows every line the page must show.
// The fake backend puts it (as of the answer's deal) in place of the game's own in every answer about an ended game.
import type { JudgeView, MyCardResult, Review } from '../../../typings/api';
import { playToEnd } from '../../helpers/autoplay';
import { backend, direct } from './env';
import { settle } from './load';
import { viewOf, type Table } from './table';

/** The backend adds `review` (as of the answer's deal) to every answer about an ended game. */
export function reviewsAtTheEnd(table: Table, review: Review): void {
  backend.rewrite = async (action, data) => {
    if (action === 'myCard') {
      const card = data as MyCardResult;
      const view = await viewOf(table);
      return view.status === 'ended' ? { ...card, review: { ...review, deal: card.deal } } : card;
    }
    const view = data as JudgeView;
    if (typeof data === 'object' && data !== null && 'status' in data && view.status === 'ended') {
      const stored = await backend.store.get(table.roomNo);
      return { ...view, review: { ...review, deal: stored?.room.match.deal ?? 1 } };
    }
    return data;
  };
}

/** Plays the game to its end as the judge (straight through the backend), then lets the pages catch up. */
export async function finish(table: Table): Promise<JudgeView> {
  const view = await viewOf(table);
  const ended = await playToEnd((stepId, input) => direct(table.openid, { action: 'act', roomNo: table.roomNo, stepId, input }) as Promise<JudgeView>, view);
  await settle(20);
  return ended;
}

